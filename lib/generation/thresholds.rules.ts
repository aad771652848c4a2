// The confidence a generated pick needs before automatic generation publishes it, per kind of market.
// Pure: the generation service asks it for each pick; docs/decisions.md ("Publication thresholds") has the
// measurement behind the numbers.
//
// A pick's confidence is the model's probability of its selection, and the most likely outcome of a
// three-way market (home / draw / away) is far less likely than that of a two-way one: football's best
// outcome reaches 65 % in 17 % of matches, the NBA favourite in 47 %; the hockey model's favourites stay
// below 65 % for whole weeks. One level for every market would leave sports and leagues without picks.
// Each kind therefore gets the level that publishes the same share of matches (about 63 %) on the real
// history in ../shared/data with the engine's walk-forward backtest, where the picks let through won at
// least as often as they claimed (calibrated, not flattered):
//   two-way   (NBA moneyline, 21,743 games):      ≥ 60 % → 63.2 % of games, stated 71.6 %, won 74.2 %
//   three-way (five football leagues, 34,002):    ≥ 45 % → 63.4 % of matches, stated 58.9 %, won 59.7 %
// The setting min_confidence_threshold stays the administrators' strictness knob: at its default (0.65)
// the levels are those above, and moving it moves both by the same amount.
import type { MarketKey } from "@/lib/engine/types";

export type MarketShape = "two-way" | "three-way";

/** The setting's default, at which the measured levels below apply. */
const DEFAULT_MIN_CONFIDENCE_SETTING = 0.65;
/** Levels (probability 0–1) at the default setting. */
export const MEASURED_THRESHOLDS: Readonly<Record<MarketShape, number>> = { "two-way": 0.6, "three-way": 0.45 };

/** Markets whose outcomes are three exclusive results; every other market the engine prices is two-way. */
const THREE_WAY_MARKETS: ReadonlySet<MarketKey> = new Set<MarketKey>(["1x2"]);

export function marketShape(market: MarketKey): MarketShape {
  return THREE_WAY_MARKETS.has(market) ? "three-way" : "two-way";
}

/**
 * The lowest confidence (0–100, like a pick's confidence) a pick in `market` needs, given the
 * min_confidence_threshold setting (0–1). Clamped to 0–100.
 */
export function publicationThreshold(
  market: MarketKey,
  minConfidenceSetting: number = DEFAULT_MIN_CONFIDENCE_SETTING,
): number {
  const level = MEASURED_THRESHOLDS[marketShape(market)] + (minConfidenceSetting - DEFAULT_MIN_CONFIDENCE_SETTING);
  return Math.round(Math.min(1, Math.max(0, level)) * 10_000) / 100;
}

// Value thresholds: the edge (fair × best price − 1, per unit staked) a selection needs to be published as a
// value pick. The model version's latest succeeded backtest of the market chooses it walk-forward
// (metrics.valuePicks.threshold), for the published rule (`valueSelection`: per market the largest edge, when
// it reaches the threshold); these defaults stand in until one exists. Measured with
//   npm run backtest -- --data ../shared/data/soccer_{epl,laliga,bundesliga,seriea,ligue1}.csv --from 2019-07-01
// (issue #25: the consensus is the market average alone): the threshold chosen each season on the earlier seasons
// only was +2 % for 2019-20 and 2020-21, then +1.5 % for 2021-22 … 2023-24; the 2,100 picks it published stated
// an edge of +3.11 % and had a CLV of +2.82 % [+2.34, +3.30] against Pinnacle's close (power), within a point
// of their stated edge in every season, while every outcome with an edge of 0–2 % had +0.57 % [+0.40, +0.74].
// Three-way therefore defaults to the latest choice, 1.5 %. The NBA file has no best-price column, so two-way
// markets have no measured figure of their own; they take the same 1.5 % until their backtest chooses one.
export const DEFAULT_VALUE_THRESHOLDS: Readonly<Record<MarketShape, number>> = { "two-way": 0.015, "three-way": 0.015 };

/** The value threshold of `market`: the backtest's walk-forward choice when there is one, else the default. */
export function valueThreshold(market: MarketKey, backtestThreshold?: number | null): number {
  if (typeof backtestThreshold === "number" && Number.isFinite(backtestThreshold)) return backtestThreshold;
  return DEFAULT_VALUE_THRESHOLDS[marketShape(market)];
}
