import { describe, expect, it } from "vitest";

import { formatFactorValue, readFactors, teamNamesOf } from "@/lib/predictions/factors.rules";

describe("readFactors", () => {
  it("reads what generation writes", () => {
    const view = readFactors({
      model: "football-dixon-coles",
      expectedHome: 1.62,
      expectedAway: 0.94,
      inputs: [{ key: "home_attack", label: "Home attack", value: 1.32, detail: "League average 1.00" }],
    });
    expect(view).toEqual({
      model: "football-dixon-coles",
      expectedHome: 1.62,
      expectedAway: 0.94,
      inputs: [{ key: "home_attack", label: "Home attack", value: 1.32, detail: "League average 1.00" }],
    });
  });

  it("skips malformed inputs and returns null when nothing is left", () => {
    expect(readFactors(null)).toBeNull();
    expect(readFactors([1, 2])).toBeNull();
    expect(readFactors({ inputs: [{ label: 3 }, { label: "x", value: {} }] })).toBeNull();
    expect(readFactors({ inputs: [{ label: "Form", value: "WWDLW" }, "junk"] })?.inputs).toEqual([
      { key: "Form", label: "Form", value: "WWDLW", detail: null },
    ]);
  });

  it("formats values", () => {
    expect(formatFactorValue(3)).toBe("3");
    expect(formatFactorValue(1.23456)).toBe("1.23");
    expect(formatFactorValue("WWD")).toBe("WWD");
  });
});

describe("team names in factors", () => {
  const names = teamNamesOf({
    homeTeam: "Boston Celtics",
    awayTeam: "Denver Nuggets",
    homeTeamId: "9ff3abcf-home",
    awayTeamId: "1a2b3c4d-away",
  });

  it("replaces team ids in labels, string values and details", () => {
    const view = readFactors(
      {
        inputs: [
          { key: "rest", label: "Back-to-back", value: 1.2, detail: "1a2b3c4d-away played yesterday" },
          { label: "Form of 9ff3abcf-home", value: "WWL 9ff3abcf-home" },
        ],
      },
      names,
    );
    expect(view?.inputs).toEqual([
      { key: "rest", label: "Back-to-back", value: 1.2, detail: "Denver Nuggets played yesterday" },
      { key: "Form of 9ff3abcf-home", label: "Form of Boston Celtics", value: "WWL Boston Celtics", detail: null },
    ]);
  });

  it("has nothing to replace for free-text teams", () => {
    expect(teamNamesOf({ homeTeam: "A", awayTeam: "B", homeTeamId: null, awayTeamId: null })).toEqual({});
  });
});
