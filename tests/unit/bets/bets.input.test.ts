import { describe, expect, it } from "vitest";

import { betBodySchema } from "@/lib/bets/bets.input";

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
