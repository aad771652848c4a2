import "server-only";

import { listOddsSourcesForPredictions } from "@/lib/market/odds.queries";

import { QUOTE_MARKET } from "@/lib/predictions/picks.rules";
import type { OddsSource } from "./odds-sources.rules";

/**
 * The bookmakers each prediction's odds were made from: every provider/bookmaker that had priced the pick's
 * market of its match when the prediction was made, by prediction id.
 */
export async function oddsSourcesForPredictions(predictionIds: readonly string[]): Promise<Map<string, OddsSource[]>> {
  const rows = await listOddsSourcesForPredictions(predictionIds);
  const byPrediction = new Map<string, OddsSource[]>();
  for (const row of rows) {
    if (QUOTE_MARKET[row.predictionMarket as keyof typeof QUOTE_MARKET] !== row.market) continue;
    const list = byPrediction.get(row.predictionId) ?? [];
    if (!list.some((source) => source.provider === row.provider && source.bookmaker === row.bookmaker)) {
      list.push({ provider: row.provider, bookmaker: row.bookmaker });
    }
    byPrediction.set(row.predictionId, list);
  }
  return byPrediction;
}
