// A member's stake suggestion from the database: their bankroll, Kelly fraction and cap, capped as they set it;
// nothing without a bankroll; and nothing at all while a time-out or a self-exclusion runs.
import { describe, expect, it } from "vitest";

import { db } from "@/db";
import { memberStaking, playLimits } from "@/db/schema";
import { stakeSuggestionFor } from "@/lib/bets/stake-suggestion.service";
import type { SuggestionPick } from "@/lib/bets/stake-suggestion.rules";
import { makeUserWithToken } from "@/tests/helpers/factories";

const HOUR = 60 * 60 * 1000;
const NOW = new Date();
// Full Kelly (0.55 × 2 − 1) / (2 − 1) = 0.1.
const PICK: SuggestionPick = {
  probability: 0.55,
  basis: { kind: "consensus", books: 5 },
  price: 2,
  kickoffAt: new Date(NOW.getTime() + 24 * HOUR),
};

describe("stakeSuggestionFor", () => {
  it("sizes the member's own fraction and cap on their bankroll", async () => {
    const { user } = await makeUserWithToken();
    // Defaults: ¼ Kelly = 2.5 % > the 2 % cap → 40.00 of 2,000.
    await db.insert(memberStaking).values({ userId: user.id, bankroll: 2000 });
    expect(await stakeSuggestionFor(user.id, PICK, NOW)).toMatchObject({
      kind: "stake",
      stake: 40,
      capped: true,
      currency: null,
    });
    const { user: other } = await makeUserWithToken();
    // ⅒ Kelly = 1 % of 2,000 = 20.00 EUR, under a 5 % cap.
    await db
      .insert(memberStaking)
      .values({ userId: other.id, bankroll: 2000, kellyFraction: 0.1, stakeCap: 0.05, currency: "EUR" });
    expect(await stakeSuggestionFor(other.id, PICK, NOW)).toMatchObject({ stake: 20, capped: false, currency: "EUR" });
  });

  it("shows nothing to a member without a bankroll", async () => {
    const { user } = await makeUserWithToken();
    expect(await stakeSuggestionFor(user.id, PICK, NOW)).toBeNull();
    await db.insert(memberStaking).values({ userId: user.id, bankroll: null });
    expect(await stakeSuggestionFor(user.id, PICK, NOW)).toBeNull();
  });

  it("is silenced by a running time-out or self-exclusion, and back once the time-out has ended", async () => {
    const { user } = await makeUserWithToken();
    await db.insert(memberStaking).values({ userId: user.id, bankroll: 1000 });
    await db.insert(playLimits).values({ userId: user.id, timeoutUntil: new Date(NOW.getTime() + HOUR) });
    expect(await stakeSuggestionFor(user.id, PICK, NOW)).toBeNull();
    // Not even the reason a value-less pick would give.
    expect(await stakeSuggestionFor(user.id, { ...PICK, probability: 0.4 }, NOW)).toBeNull();
    expect(await stakeSuggestionFor(user.id, PICK, new Date(NOW.getTime() + 2 * HOUR))).toMatchObject({
      kind: "stake",
      stake: 20,
    });

    const { user: excluded } = await makeUserWithToken();
    await db.insert(memberStaking).values({ userId: excluded.id, bankroll: 1000 });
    await db.insert(playLimits).values({
      userId: excluded.id,
      selfExcludedAt: NOW,
      selfExcludedUntil: new Date(NOW.getTime() + 180 * 24 * HOUR),
    });
    expect(await stakeSuggestionFor(excluded.id, PICK, NOW)).toBeNull();
  });

  it("says why none on a model-only pick and at no value", async () => {
    const { user } = await makeUserWithToken();
    await db.insert(memberStaking).values({ userId: user.id, bankroll: 1000 });
    expect(await stakeSuggestionFor(user.id, { ...PICK, basis: { kind: "model-only" } }, NOW)).toEqual({
      kind: "none",
      reason: "model_only",
    });
    expect(await stakeSuggestionFor(user.id, { ...PICK, probability: 0.5 }, NOW)).toEqual({
      kind: "none",
      reason: "no_value",
    });
  });
});
