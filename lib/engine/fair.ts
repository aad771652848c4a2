// Fair probability of a match's result = the market's pre-kickoff consensus pooled with the model, and the
// value of the best available price against it. Beside `getModel(key).fit(history, asOf).forecast(…)`: the
// pipeline forecasts with the model as before, then calls `fairForecast` with the prices it has before the
// pick locks and the pool weights fitted on earlier matches (`fitPool`).
//
// A forecast can only see prices captured at or before its lock instant: `PreKickoffMarket` carries that
// instant and `fairForecast` drops any snapshot captured after it, so a closing price that finds its way
// into the input changes nothing.
import { bestPrices, priceEdge } from "./fair-value";
import { consensusBooks, consensusProbabilities, type ConsensusAverage } from "./consensus";
import type { MarginMethod } from "./odds";
import { poolProbabilities, type PoolWeights } from "./pool";

export interface PriceSnapshot {
  /** The bookmaker, plain ('market-average') or qualified by its feed ('odds-api:draftkings'). */
  bookmaker: string;
  capturedAt: Date;
  /** Decimal prices in outcome order (football: home, draw, away; two-way: home, away). */
  odds: readonly number[];
}

export interface PreKickoffMarket {
  /** The instant the forecast is made for (the pick's lock, at the latest kickoff). */
  lockAt: Date;
  snapshots: readonly PriceSnapshot[];
}

/**
 * The latest snapshot per bookmaker captured at or before `lockAt`; later snapshots (the close, in-play) are
 * dropped.
 */
export function preKickoffMarket(snapshots: readonly PriceSnapshot[], lockAt: Date): PreKickoffMarket {
  const latest = new Map<string, PriceSnapshot>();
  for (const s of snapshots) {
    if (s.capturedAt.getTime() > lockAt.getTime()) continue;
    const prev = latest.get(s.bookmaker);
    if (!prev || s.capturedAt.getTime() >= prev.capturedAt.getTime()) latest.set(s.bookmaker, s);
  }
  return { lockAt, snapshots: [...latest.values()] };
}

export type FairBasis = "market+model" | "market-only" | "model-only";

export interface FairForecast {
  /** Fair result probabilities in outcome order. */
  probabilities: number[];
  basis: FairBasis;
  /** The de-vigged consensus of the pre-kickoff books, when there was one. */
  consensus: number[] | null;
  /** The model's probabilities, when it forecast. */
  model: number[] | null;
  /** Bookmakers in the consensus (`consensusBooks`: the market average alone when one is quoted). */
  books: number;
  /** Best pre-kickoff price per outcome and its edge = fair × price − 1, when every outcome has a price. */
  bestPrices: number[] | null;
  edges: number[] | null;
}

export interface FairForecastOptions {
  method?: MarginMethod;
  average?: ConsensusAverage;
}

/**
 * Fair probabilities of one match: the pool of the pre-kickoff consensus and the model with `weights`
 * (fitted on earlier matches of the same sport and market); the model alone when no book has priced the
 * match ("model-only"), the consensus alone when the model declined ("market-only"). Null when neither.
 * The consensus is made of `consensusBooks` (the market average alone when one is quoted); the best price
 * is taken across every pre-kickoff book.
 */
export function fairForecast(
  model: readonly number[] | null,
  market: PreKickoffMarket | null,
  weights: PoolWeights,
  outcomes: number,
  options: FairForecastOptions = {},
): FairForecast | null {
  const usable = market
    ? preKickoffMarket(market.snapshots, market.lockAt).snapshots.filter((s) => s.odds.length === outcomes)
    : [];
  const books = usable.map((s) => s.odds);
  const inConsensus = consensusBooks(usable.filter((s) => s.odds.every((o) => o > 1 && Number.isFinite(o)))).map(
    (s) => s.odds,
  );
  const consensus = consensusProbabilities(inConsensus, outcomes, {
    method: options.method ?? "power",
    average: options.average,
  });
  const modelProbs = model && model.length === outcomes ? [...model] : null;
  let probabilities: number[];
  let basis: FairBasis;
  if (consensus && modelProbs) {
    probabilities = poolProbabilities(consensus, modelProbs, weights);
    basis = "market+model";
  } else if (consensus) {
    probabilities = consensus;
    basis = "market-only";
  } else if (modelProbs) {
    probabilities = modelProbs;
    basis = "model-only";
  } else return null;
  const best = bestPrices(books, outcomes);
  return {
    probabilities,
    basis,
    consensus,
    model: modelProbs,
    books: consensus ? inConsensus.length : 0,
    bestPrices: best,
    edges: best ? best.map((o, k) => priceEdge(probabilities[k]!, o)) : null,
  };
}
