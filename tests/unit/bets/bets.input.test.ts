import { describe, expect, it } from "vitest";

import { betBodySchema, betsQuerySchema, betUpdateSchema, stakingBodySchema } from "@/lib/bets/bets.input";

const MATCH = "0b0c6f5e-6a4f-4a53-9d65-0c8e7d1f5a11";
const PICK = "7d1f0c8e-5a11-4a53-9d65-0b0c6f5e6a4f";
const issues = (input: unknown) => {
  const parsed = betBodySchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join("."));
};

describe("betBodySchema", () => {
  it("takes a bet from a pick, or by hand on a match with a market, selection and line", () => {
    expect(issues({ predictionId: PICK, price: 2.1, stake: 10 })).toEqual([]);
    expect(issues({ matchId: MATCH, market: "1x2", selection: "draw", price: 3.4, stake: 5 })).toEqual([]);
    expect(
      issues({ matchId: MATCH, market: "asian_handicap", selection: "home", line: -0.75, price: 1.9, stake: 5 }),
    ).toEqual([]);
  });

  it.each([
    [{ price: 1 }, "price"],
    [{ price: 0.5 }, "price"],
    [{ price: 1001 }, "price"],
    [{ stake: 0 }, "stake"],
    [{ stake: -5 }, "stake"],
    [{ selection: "over" }, "selection"],
    [{ line: 2.5 }, "line"],
    [{ extra: true }, ""],
  ])("refuses %j at %s", (change, path) => {
    expect(issues({ matchId: MATCH, market: "1x2", selection: "home", price: 2, stake: 10, ...change })).toContain(
      path,
    );
  });

  it("needs a line on a line market, a match or a pick, and takes nothing the pick decides", () => {
    expect(issues({ matchId: MATCH, market: "over_under", selection: "over", price: 2, stake: 1 })).toEqual(["line"]);
    expect(issues({ market: "1x2", selection: "home", price: 2, stake: 1 })).toEqual(["matchId"]);
    expect(issues({ predictionId: PICK, market: "1x2", price: 2, stake: 1 })).toEqual(["market"]);
  });
});

const pathsOf =
  (schema: { safeParse: (input: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[] }[] } } }) =>
  (input: unknown) => {
    const parsed = schema.safeParse(input);
    return parsed.success ? [] : parsed.error!.issues.map((issue) => issue.path.join("."));
  };

describe("betUpdateSchema", () => {
  const update = pathsOf(betUpdateSchema);

  it("takes any of price, stake, bookmaker, time and note", () => {
    expect(update({ price: 2.5 })).toEqual([]);
    expect(update({ stake: 3, bookmaker: null, note: null, placedAt: "2026-11-01T10:00:00Z" })).toEqual([]);
  });

  it.each([
    [{}, ""],
    [{ price: 1 }, "price"],
    [{ price: 1000.01 }, "price"],
    [{ stake: 0 }, "stake"],
    [{ placedAt: "yesterday" }, "placedAt"],
    [{ market: "btts" }, ""],
    [{ status: "WIN" }, ""],
  ])("refuses %j at %s", (input, path) => {
    expect(update(input)).toContain(path);
  });
});

describe("betsQuerySchema", () => {
  it("defaults the page to 25, takes empty filters as none, and holds the limit to 100", () => {
    expect(betsQuerySchema.parse({ status: "", month: "" })).toMatchObject({ limit: 25, status: undefined });
    expect(betsQuerySchema.parse({ limit: "100", month: "2026-11", market: "btts" })).toMatchObject({
      limit: 100,
      month: "2026-11",
      market: "btts",
    });
  });

  it.each([
    [{ limit: "101" }, "limit"],
    [{ limit: "0" }, "limit"],
    [{ status: "WON" }, "status"],
    [{ month: "2026-13" }, "month"],
    [{ month: "11-2026" }, "month"],
    [{ market: "corners" }, "market"],
    [{ format: "xml" }, "format"],
  ])("refuses %j at %s", (input, path) => {
    expect(pathsOf(betsQuerySchema)(input)).toContain(path);
  });
});

describe("stakingBodySchema", () => {
  const staking = pathsOf(stakingBodySchema);
  const base = { currency: "EUR", bankroll: 500, kellyFraction: 0.25, stakeCap: 0.02 };

  it("takes units (no currency), no bankroll, and the bounds themselves", () => {
    expect(staking(base)).toEqual([]);
    expect(staking({ ...base, currency: null, bankroll: null, kellyFraction: 1, stakeCap: 1 })).toEqual([]);
  });

  it.each([
    [{ currency: "eur" }, "currency"],
    [{ currency: "EURO" }, "currency"],
    [{ bankroll: 0 }, "bankroll"],
    [{ bankroll: -10 }, "bankroll"],
    [{ kellyFraction: 0 }, "kellyFraction"],
    [{ kellyFraction: 1.01 }, "kellyFraction"],
    [{ stakeCap: 0 }, "stakeCap"],
    [{ stakeCap: 1.5 }, "stakeCap"],
    [{ kellyFraction: undefined }, "kellyFraction"],
  ])("refuses %j at %s", (change, path) => {
    expect(staking({ ...base, ...change })).toContain(path);
  });
});
