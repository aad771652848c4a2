import "server-only";

import { listMarketSnapshots } from "@/lib/market/odds-screen.queries";
import { latestSucceededBacktest } from "@/lib/models/backtests.queries";
import type { MarginMethod } from "@/lib/engine/odds";
import type { MarketKey } from "@/lib/engine/types";

import { buildOddsScreen, type OddsScreen } from "./odds-screen.rules";
import { QUOTE_MARKET } from "./picks.rules";

// The odds screen of one published pick, read with the detail (and cached with it): the market's snapshots up to
// kick-off, de-vigged with the method the pick's fair forecast and its closing line use (the model version's
// latest backtest of the market; power where it has none).

export interface OddsScreenPick {
  matchId: string | null;
  market: string;
  selection: string | null;
  line: number | null;
  matchDate: Date;
  lockedAt: Date | null;
  createdAt: Date;
  modelId: string | null;
  modelVersion: string | null;
}

async function marginMethodOf(pick: OddsScreenPick): Promise<MarginMethod> {
  if (!pick.modelId || !pick.modelVersion) return "power";
  const backtest = await latestSucceededBacktest({
    modelId: pick.modelId,
    modelVersion: pick.modelVersion,
    market: pick.market,
  });
  return backtest?.metrics?.marginMethod?.chosen ?? "power";
}

/** The screen of a pick; null for a pick without a match or in a market no bookmaker prices. */
export async function pickOddsScreen(pick: OddsScreenPick): Promise<OddsScreen | null> {
  const market = QUOTE_MARKET[pick.market as MarketKey];
  if (!pick.matchId || !market || !pick.selection) return null;
  const [quotes, method] = await Promise.all([
    listMarketSnapshots({ matchId: pick.matchId, market, until: pick.matchDate }),
    marginMethodOf(pick),
  ]);
  return buildOddsScreen(quotes, {
    market: pick.market,
    selection: pick.selection,
    line: pick.line,
    // Picks locked before locking existed were published when they were made.
    lockAt: pick.lockedAt ?? pick.createdAt,
    kickoffAt: pick.matchDate,
    method,
  });
}
