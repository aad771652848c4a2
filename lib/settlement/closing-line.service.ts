import "server-only";

import { db } from "@/db";
import { closingOddsByLineForMatches } from "@/lib/market/odds.queries";
import * as gradingQueries from "@/lib/settlement/grading.queries";
import { closingLineValue } from "@/lib/engine/fair-value";
import type { MarketKey } from "@/lib/engine/types";
import { logger } from "@/lib/logger";

import {
  booksAtLine,
  consensusOf,
  outcomeSelections,
  QUOTE_MARKET,
  type PriceQuote,
} from "@/lib/predictions/picks.rules";
import { fairSettingsLoader } from "@/lib/generation/settings.service";
import { revalidatePublicData } from "@/lib/cache/revalidate";
import { CACHE_TAGS } from "@/lib/cache/tags";

// Closing-line value: once a pick's match has kicked off, the market's last word on it is known. For each
// such pick without one yet, the latest price of every bookmaker at or before kickoff for the pick's market
// and line is de-vigged into the closing consensus (the same method as the pick's fair forecast, from the
// model version's latest backtest), and the pick stores the closing probability of its outcome, how many
// bookmakers made it, the latest capture among them, and clv = taken price × closing probability − 1.
// On lines that can push the closing probability is, like the books' prices, the outcome's given no push.
// Runs before settlement in the pipeline and never touches a pick's status. Idempotent: a pick's close is
// written once (a rerun finds nothing to do), and a pick with no closing price yet is simply left for later.

export interface ClosingLineSummary {
  /** Picks past kickoff without a closing line. */
  candidates: number;
  recorded: number;
  /** Left without one: no bookmaker priced the pick's market at its line before kickoff. */
  unpriced: number;
}

export async function recordClosingLines(
  options: { now?: Date; matchIds?: readonly string[] } = {},
): Promise<ClosingLineSummary> {
  const now = options.now ?? new Date();
  const picks = await gradingQueries.listPicksAwaitingClose({ now, matchIds: options.matchIds });
  const summary: ClosingLineSummary = { candidates: picks.length, recorded: 0, unpriced: 0 };
  if (picks.length === 0) return summary;

  const quotesByMatch = new Map<string, PriceQuote[]>();
  for (const row of await closingOddsByLineForMatches([...new Set(picks.map((pick) => pick.matchId!))])) {
    const list = quotesByMatch.get(row.matchId) ?? [];
    list.push({
      bookmaker: row.bookmaker,
      provider: row.provider,
      market: row.market as PriceQuote["market"],
      selection: row.selection as PriceQuote["selection"],
      price: Number(row.price),
      point: row.point === null ? null : Number(row.point),
      capturedAt: row.capturedAt,
    });
    quotesByMatch.set(row.matchId, list);
  }

  const settings = fairSettingsLoader();
  const closes: { id: string; values: Parameters<typeof gradingQueries.recordClosingLine>[1] }[] = [];
  for (const pick of picks) {
    const market = pick.market as MarketKey;
    const quoteMarket = QUOTE_MARKET[market];
    const selections = outcomeSelections(market);
    if (!quoteMarket || !selections) {
      summary.unpriced += 1;
      continue;
    }
    const books = booksAtLine(
      quotesByMatch.get(pick.matchId!) ?? [],
      quoteMarket,
      selections,
      quoteMarket === "h2h" ? null : pick.line,
      pick.kickoffAt,
    );
    const method =
      pick.modelId && pick.modelVersion
        ? (await settings({ modelId: pick.modelId, modelVersion: pick.modelVersion, market })).method
        : "power";
    const probability = books.length > 0 ? consensusOf(books, selections, pick.selection!, method) : null;
    if (probability === null) {
      summary.unpriced += 1;
      continue;
    }
    closes.push({
      id: pick.id,
      values: {
        closingProbability: round(probability, 6),
        closingBookmakers: books.length,
        closingCapturedAt: new Date(Math.max(...books.map((book) => book.capturedAt.getTime()))),
        clv: round(closingLineValue(pick.decimalOdds, probability), 4),
      },
    });
  }

  if (closes.length > 0) {
    summary.recorded = await db.transaction(async (tx) => {
      let written = 0;
      for (const close of closes) if (await gradingQueries.recordClosingLine(close.id, close.values, tx)) written += 1;
      return written;
    });
  }
  logger.info("predictions.closing_lines", { ...summary });
  if (summary.recorded > 0) await revalidatePublicData([CACHE_TAGS.predictions]);
  return summary;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
