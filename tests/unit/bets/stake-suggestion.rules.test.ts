// Stake suggestions against hand-computed values: ¼ Kelly under and at the 2 % cap, and every case that shows
// none (with its reason) or nothing at all.
import { describe, expect, it } from "vitest";

import { stakeSuggestion, type StakingSettings, type SuggestionPick } from "@/lib/bets/stake-suggestion.rules";

const NOW = new Date("2026-11-20T12:00:00Z");
const STAKING: StakingSettings = { currency: null, bankroll: 1000, kellyFraction: 0.25, stakeCap: 0.02 };
const PICK: SuggestionPick = {
  probability: 0.52,
  basis: { kind: "consensus", books: 6 },
  price: 2.0,
  kickoffAt: new Date("2026-11-20T18:00:00Z"),
};
const OPEN = { paused: false, now: NOW };

describe("stakeSuggestion", () => {
  it("stakes fractional Kelly below the cap", () => {
    // Full Kelly (0.52 × 2 − 1) / (2 − 1) = 0.04; ¼ of it = 1 % of 1,000 = 10.00.
    expect(stakeSuggestion(STAKING, PICK, OPEN)).toEqual({
      kind: "stake",
      stake: 10,
      price: 2,
      probability: 0.52,
      expectedValue: expect.closeTo(0.04, 9),
      currency: null,
      fraction: 0.25,
      cap: 0.02,
      capped: false,
    });
  });

  it("holds the stake to the cap", () => {
    // Full Kelly (0.55 × 2 − 1) / 1 = 0.10; ¼ = 2.5 % > the 2 % cap → 20.00 of 1,000.
    const suggestion = stakeSuggestion(STAKING, { ...PICK, probability: 0.55 }, OPEN);
    expect(suggestion).toMatchObject({ kind: "stake", stake: 20, capped: true });
    // A 5 % cap lets ¼ Kelly through: 25.00, in the member's currency.
    expect(
      stakeSuggestion({ ...STAKING, stakeCap: 0.05, currency: "EUR" }, { ...PICK, probability: 0.55 }, OPEN),
    ).toMatchObject({ stake: 25, capped: false, currency: "EUR" });
  });

  it("suggests none at an EV of zero or below", () => {
    // 0.5 × 2 − 1 = 0, and 0.45 × 2 − 1 = −0.1.
    expect(stakeSuggestion(STAKING, { ...PICK, probability: 0.5 }, OPEN)).toEqual({
      kind: "none",
      reason: "no_value",
    });
    expect(stakeSuggestion(STAKING, { ...PICK, probability: 0.45 }, OPEN)).toEqual({
      kind: "none",
      reason: "no_value",
    });
  });

  it("suggests none on a probability that is the model's own or an analyst's", () => {
    const modelOnly = stakeSuggestion(STAKING, { ...PICK, probability: 0.7, basis: { kind: "model-only" } }, OPEN);
    expect(modelOnly).toEqual({ kind: "none", reason: "model_only" });
    expect(stakeSuggestion(STAKING, { ...PICK, basis: { kind: "model" } }, OPEN)).toEqual({
      kind: "none",
      reason: "model_only",
    });
    expect(stakeSuggestion(STAKING, { ...PICK, basis: { kind: "analyst" } }, OPEN)).toEqual({
      kind: "none",
      reason: "analyst",
    });
    // The pooled forecast is a fair probability: sized as usual.
    expect(stakeSuggestion(STAKING, { ...PICK, basis: { kind: "pooled", books: 4 } }, OPEN)).toMatchObject({
      kind: "stake",
      stake: 10,
    });
  });

  it("shows nothing at all while paused, even where it would say why not", () => {
    expect(stakeSuggestion(STAKING, PICK, { paused: true, now: NOW })).toBeNull();
    expect(stakeSuggestion(STAKING, { ...PICK, probability: 0.4 }, { paused: true, now: NOW })).toBeNull();
  });

  it("shows nothing without a bankroll, after kick-off or without a price", () => {
    expect(stakeSuggestion(null, PICK, OPEN)).toBeNull();
    expect(stakeSuggestion({ ...STAKING, bankroll: null }, PICK, OPEN)).toBeNull();
    expect(stakeSuggestion(STAKING, { ...PICK, kickoffAt: NOW }, OPEN)).toBeNull();
    expect(stakeSuggestion(STAKING, { ...PICK, price: null }, OPEN)).toBeNull();
  });
});
