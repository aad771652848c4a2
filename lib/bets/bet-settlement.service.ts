import "server-only";

import type { MarketKey } from "@/lib/engine/types";
import { closingOddsByLineForMatches } from "@/lib/market/odds.queries";
import {
  booksAtLine,
  consensusOf,
  outcomeSelections,
  QUOTE_MARKET,
  type PriceQuote,
} from "@/lib/predictions/picks.rules";
import { settlePick } from "@/lib/settlement/settlement.rules";

import * as bets from "./bets.queries";

// Members' bets settle with their match by the same rule as the published picks (lib/settlement/settlement.rules.ts
// settlePick): a finished match settles them, a postponed or cancelled one voids them, quarter lines record their
// half results in the stake result. Idempotent: a settled bet is never settled again.
//
// Each bet also keeps the no-vig closing probability of its outcome, made as the track record makes the picks'
// (lib/settlement/closing-line.service.ts): a bet logged from a pick takes the pick's own (same match, market,
// selection and line, de-vigged by the pick's model settings); a bet entered by hand de-vigs every bookmaker's last
// price at or before kick-off at the bet's line with the default method (power), as a pick without a model does.

type PendingBet = Awaited<ReturnType<typeof bets.listPendingBetsWithResults>>[number];

const DEFAULT_MARGIN_METHOD = "power";

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

async function closingProbabilities(pending: readonly PendingBet[]): Promise<Map<string, number>> {
  const closes = new Map<string, number>();
  const fromPicks = new Map(
    (await bets.listPickCloses([...new Set(pending.flatMap((bet) => (bet.predictionId ? [bet.predictionId] : [])))]))
      .filter((pick) => pick.closingProbability !== null)
      .map((pick) => [pick.id, pick.closingProbability!]),
  );
  const byHand = pending.filter((bet) => !(bet.predictionId && fromPicks.has(bet.predictionId)));
  const quotesByMatch = new Map<string, PriceQuote[]>();
  const played = byHand.filter((bet) => bet.matchStatus === "COMPLETED");
  for (const row of await closingOddsByLineForMatches([...new Set(played.map((bet) => bet.matchId))])) {
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
  for (const bet of pending) {
    const fromPick = bet.predictionId ? fromPicks.get(bet.predictionId) : undefined;
    if (fromPick !== undefined) {
      closes.set(bet.id, fromPick);
      continue;
    }
    const market = bet.market as MarketKey;
    const quoteMarket = QUOTE_MARKET[market];
    const selections = outcomeSelections(market);
    const quotes = quotesByMatch.get(bet.matchId);
    if (!quoteMarket || !selections || !quotes) continue;
    const line = quoteMarket === "h2h" ? null : bet.line;
    const books = booksAtLine(quotes, quoteMarket, selections, line, bet.kickoffAt);
    const probability = books.length > 0 ? consensusOf(books, selections, bet.selection, DEFAULT_MARGIN_METHOD) : null;
    if (probability !== null) closes.set(bet.id, round(probability, 6));
  }
  return closes;
}

export async function settleMemberBets(options: { matchIds?: readonly string[]; now?: Date } = {}) {
  const now = options.now ?? new Date();
  let settled = 0;
  let unsettled = 0;
  const pending = await bets.listPendingBetsWithResults(options.matchIds ?? null);
  if (pending.length === 0) return { settled, unsettled };
  const closes = await closingProbabilities(pending);
  for (const bet of pending) {
    const outcome = settlePick(
      { market: bet.market, selection: bet.selection, line: bet.line },
      { status: bet.matchStatus, homeScore: bet.homeScore, awayScore: bet.awayScore },
    );
    if (!outcome) {
      unsettled += 1;
      continue;
    }
    const closingProbability =
      outcome.status === "VOID" && bet.matchStatus !== "COMPLETED" ? null : (closes.get(bet.id) ?? null);
    if (
      await bets.recordBetSettlement(bet.id, {
        status: outcome.status,
        stakeResult: outcome.result,
        closingProbability,
        now,
      })
    ) {
      settled += 1;
    }
  }
  return { settled, unsettled };
}
