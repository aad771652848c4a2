// The confidence a generated pick needs before automatic generation publishes it, per kind of market.
// Pure: the generation service asks it for each pick; docs/decisions.md ("Publication thresholds") has the
// measurement behind the numbers.
//
// A pick's confidence is the model's probability of its selection, and the most likely outcome of a
// three-way market (home / draw / away) is far less likely than that of a two-way one: football's best
// outcome reaches 65 % in 17 % of matches, the NBA favourite in 47 %. One threshold for both would publish
// almost no football. So each kind gets the level that publishes the same share of matches (about 47 %)
// on the real history in ../shared/data with the engine's walk-forward backtest, where the picks it lets
// through won at least as often as they claimed (calibrated, not flattered):
//   two-way  (NBA moneyline, 21,743 games):   ≥ 65 % → 46.8 % of games, stated 74.8 %, won 77.6 %
//   three-way (5 football leagues, 34,002):   ≥ 50 % → 46.9 % of matches, stated 62.9 %, won 64.2 %
// The setting min_confidence_threshold is the two-way level, as administrators know it; moving it moves
// the three-way level by the same amount, so one knob still makes generation stricter or looser.
import type { MarketKey } from "@/lib/engine/types";

export type MarketShape = "two-way" | "three-way";

/** Two-way level the measurement was made at (the setting's default). */
export const DEFAULT_TWO_WAY_THRESHOLD = 0.65;
/** Three-way level at the default setting. */
export const DEFAULT_THREE_WAY_THRESHOLD = 0.5;

/** Markets whose outcomes are three exclusive results; every other market the engine prices is two-way. */
const THREE_WAY_MARKETS: ReadonlySet<MarketKey> = new Set<MarketKey>(["1x2"]);

export function marketShape(market: MarketKey): MarketShape {
  return THREE_WAY_MARKETS.has(market) ? "three-way" : "two-way";
}

/**
 * The lowest confidence (0–100, like a pick's confidence) a pick in `market` needs, given the
 * min_confidence_threshold setting (0–1). Never below 0 or above 100.
 */
export function publicationThreshold(market: MarketKey, minConfidenceSetting: number = DEFAULT_TWO_WAY_THRESHOLD): number {
  const level = marketShape(market) === "three-way" ? DEFAULT_THREE_WAY_THRESHOLD + (minConfidenceSetting - DEFAULT_TWO_WAY_THRESHOLD) : minConfidenceSetting;
  return Math.round(Math.min(1, Math.max(0, level)) * 10_000) / 100;
}
