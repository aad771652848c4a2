import "server-only";

import { latestSucceededBacktest } from "@/lib/models/backtests.queries";
import type { MarketKey } from "@/lib/engine/types";

import type { FairSettings } from "../predictions/picks.rules";
import { valueThreshold } from "./thresholds.rules";

// What the live fair forecast of a model version and market rests on: the latest succeeded backtest of that
// version and market (the backtest job writes it). Its pool weights are used only when the backtest found
// the pool beat the consensus out of sample (`pool.applied`); otherwise fair = the consensus. Its de-vig
// method and walk-forward value threshold are used when present; without a backtest: power de-vig (the best
// scoring on the shared history, docs/decisions.md) and the default value threshold of the market type.

export type FairSettingsLoader = (params: {
  modelId: string;
  modelVersion: string;
  market: MarketKey;
}) => Promise<FairSettings>;

/**
 * A loader that reads each model version and market's backtest once (one generation or closing run). With
 * `asOf`, only backtests finished by then count: a run made for a past instant (the demo's replay) must not
 * take a threshold or de-vig method chosen on results that came later.
 */
export function fairSettingsLoader(asOf?: Date): FairSettingsLoader {
  const cache = new Map<string, Promise<FairSettings>>();
  return (params) => {
    const key = `${params.modelId}|${params.modelVersion}|${params.market}`;
    let settings = cache.get(key);
    if (!settings) {
      settings = latestSucceededBacktest({ ...params, finishedBy: asOf }).then((backtest) => {
        const metrics = backtest?.metrics ?? null;
        const pool = metrics?.pool ?? null;
        return {
          weights: pool && pool.applied ? { a: pool.a, b: pool.b, c: [...pool.c], n: pool.n } : null,
          method: metrics?.marginMethod?.chosen ?? "power",
          valueThreshold: valueThreshold(params.market, metrics?.valuePicks?.threshold),
        };
      });
      cache.set(key, settings);
    }
    return settings;
  };
}
