import { describe, expect, it } from "vitest";

import { betImportRowSchema } from "@/lib/bets/bets-import.input";

const ROW = {
  match_id: "m-1",
  market: "asian_handicap",
  selection: "away",
  line: "-0.25",
  price: "1.95",
  stake: "10",
  bookmaker: "Pinnacle",
  placed_at: "2026-03-01T14:05:00Z",
  note: "",
};
const issues = (change: Record<string, string>) => {
  const parsed = betImportRowSchema.safeParse({ ...ROW, ...change });
  return parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0]));
};

describe("betImportRowSchema", () => {
  it("reads number cells as numbers (a negative line is a number) and empty cells as absent", () => {
    expect(betImportRowSchema.parse(ROW)).toEqual({
      match_id: "m-1",
      market: "asian_handicap",
      selection: "away",
      line: -0.25,
      price: 1.95,
      stake: 10,
      bookmaker: "Pinnacle",
      placed_at: "2026-03-01T14:05:00Z",
    });
  });

  it("finds the match by id, or by kick-off date and both team names", () => {
    const byNames = { match_id: "", kickoff: "2026-03-01", home: "Arsenal", away: "Chelsea" };
    expect(issues(byNames)).toEqual([]);
    expect(issues({ ...byNames, kickoff: "2026-03-01T17:30:00Z" })).toEqual([]);
    expect(issues({ ...byNames, away: "" })).toEqual(["match_id"]);
    expect(issues({ match_id: "" })).toEqual(["match_id"]);
  });

  it.each([
    [{ price: "1" }, "price"],
    [{ price: "1.00" }, "price"],
    [{ price: "1000.5" }, "price"],
    [{ price: "1.00004" }, "price"],
    [{ stake: "0.004" }, "stake"],
    [{ price: "2,5" }, "price"],
    [{ price: "1e3" }, "price"],
    [{ price: "=1+1" }, "price"],
    [{ price: "" }, "price"],
    [{ stake: "0" }, "stake"],
    [{ stake: "-10" }, "stake"],
    [{ line: "-0.3" }, "line"],
    [{ line: "" }, "line"],
    [{ market: "corners" }, "market"],
    [{ selection: "home " + "x".repeat(10) }, "selection"],
    [{ selection: "draw" }, "selection"],
    [{ placed_at: "2026-03-01" }, "placed_at"],
    [{ placed_at: "" }, "placed_at"],
    [{ bookmaker: "=HYPERLINK(1)" }, "bookmaker"],
    [{ bookmaker: "+bet" }, "bookmaker"],
    [{ note: "-took it early" }, "note"],
    [{ note: "@me" }, "note"],
    [{ match_id: "=1" }, "match_id"],
  ])("refuses %j at %s", (change, path) => {
    expect(issues(change)).toContain(path);
  });
});
