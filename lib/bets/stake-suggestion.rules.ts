import { kellyFraction, suggestedStake } from "@/lib/engine/staking";
import { priceEdge } from "@/lib/engine/fair-value";
import type { ProbabilityBasis } from "@/lib/format/prediction-display.rules";

// Whether a member is shown a stake for a pick, and which: fractional Kelly on the pick's fair probability at a
// price, capped at a share of the bankroll (lib/engine/staking.ts suggestedStake). Pure, so the detail page and
// the member's lists decide alike.
//
// - Nothing at all (null) when the member is paused (a time-out or self-exclusion is running: no reason either,
//   which would still nudge), has set no bankroll, or the match has kicked off (no pre-match price is left).
// - None, with the reason, when the probability is not a fair one (the model alone, or an analyst's estimate:
//   Kelly on an unpriced guess would size a stake on a number no market checked), or the EV at the price is ≤ 0.

/** What the member set in their staking settings (db/schema/bets.ts member_staking). */
export interface StakingSettings {
  /** ISO 4217 code, or null: the bankroll is in units. */
  currency: string | null;
  bankroll: number | null;
  kellyFraction: number;
  stakeCap: number;
}

export interface SuggestionPick {
  /** The pick's fair probability of winning (lib/format/predictions.rules.ts pickProbability). */
  probability: number;
  basis: ProbabilityBasis;
  /** The decimal price the stake is sized for. */
  price: number | null;
  kickoffAt: Date;
}

export type NoStakeReason = "no_value" | "model_only" | "analyst";

export type StakeSuggestion =
  | {
      kind: "stake";
      /** In the bankroll's unit, two decimals. */
      stake: number;
      price: number;
      probability: number;
      /** EV per unit staked at `price`. */
      expectedValue: number;
      currency: string | null;
      fraction: number;
      cap: number;
      /** The cap, not the Kelly fraction, set the stake. */
      capped: boolean;
    }
  | { kind: "none"; reason: NoStakeReason };

export const NO_STAKE_TEXT: Record<NoStakeReason, string> = {
  no_value: "No stake suggested: no value at this price (the expected value is zero or below).",
  model_only: "No stake suggested: this probability is the model's own, with no bookmakers' consensus behind it.",
  analyst: "No stake suggested: this probability is an analyst's estimate, not a fair probability from the market.",
};

export function stakeSuggestion(
  staking: StakingSettings | null,
  pick: SuggestionPick,
  context: { paused: boolean; now: Date },
): StakeSuggestion | null {
  if (context.paused) return null;
  if (!staking || staking.bankroll === null || !(staking.bankroll > 0)) return null;
  if (pick.kickoffAt.getTime() <= context.now.getTime()) return null;
  if (pick.basis.kind === "model-only" || pick.basis.kind === "model") return { kind: "none", reason: "model_only" };
  if (pick.basis.kind === "analyst") return { kind: "none", reason: "analyst" };
  if (pick.price === null || !(pick.price > 1)) return null;
  const stake = suggestedStake({
    probability: pick.probability,
    price: pick.price,
    bankroll: staking.bankroll,
    fraction: staking.kellyFraction,
    cap: staking.stakeCap,
  });
  if (stake === null) return { kind: "none", reason: "no_value" };
  return {
    kind: "stake",
    stake,
    price: pick.price,
    probability: pick.probability,
    expectedValue: priceEdge(pick.probability, pick.price),
    currency: staking.currency,
    fraction: staking.kellyFraction,
    cap: staking.stakeCap,
    capped: staking.kellyFraction * kellyFraction(pick.probability, pick.price) > staking.stakeCap,
  };
}
