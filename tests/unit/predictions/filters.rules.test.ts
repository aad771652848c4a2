import { describe, expect, it } from "vitest";

import { filterCategories } from "@/lib/browse/category-filters.rules";
import { matchesSearch } from "@/lib/predictions/filters.rules";
import { filterLeagues } from "@/lib/browse/league-filters.rules";
import { filterTips, leaguesForSport } from "@/lib/predictions/tip-filters.rules";

describe("matchesSearch", () => {
  it("is a case-insensitive substring match on any field, trimmed", () => {
    expect(matchesSearch("  PREM ", ["Premier League"])).toBe(true);
    expect(matchesSearch("league", [null, "Premier League"])).toBe(true);
    expect(matchesSearch("liga", ["Premier League"])).toBe(false);
  });

  it("matches everything when empty", () => {
    expect(matchesSearch("", [])).toBe(true);
    expect(matchesSearch("   ", ["x"])).toBe(true);
  });

  it("treats regex and LIKE characters literally", () => {
    expect(matchesSearch("50%", ["Over 50% chance"])).toBe(true);
    expect(matchesSearch(".*", ["anything"])).toBe(false);
  });
});

const LEAGUES = [
  { id: "epl", name: "Premier League", country: "England", sport: "football" },
  { id: "npb", name: "Nippon Professional Baseball", country: "Japan", sport: "baseball" },
  { id: "nba", name: "NBA", country: "USA", sport: "basketball" },
  { id: "mlb", name: "MLB", country: "USA", sport: "baseball" },
];

describe("filterLeagues", () => {
  it("searches name or country", () => {
    expect(filterLeagues(LEAGUES, { search: "japan" }).map((league) => league.id)).toEqual(["npb"]);
    expect(filterLeagues(LEAGUES, { search: "premier" }).map((league) => league.id)).toEqual(["epl"]);
  });

  it("filters by exact sport id; 'all' means no filter", () => {
    expect(filterLeagues(LEAGUES, { search: "", sport: "baseball" }).map((league) => league.id)).toEqual([
      "npb",
      "mlb",
    ]);
    expect(filterLeagues(LEAGUES, { search: "", sport: "base" })).toEqual([]);
    expect(filterLeagues(LEAGUES, { search: "", sport: "all" })).toHaveLength(4);
  });

  it("combines search and sport", () => {
    expect(filterLeagues(LEAGUES, { search: "usa", sport: "baseball" }).map((league) => league.id)).toEqual(["mlb"]);
  });
});

describe("filterCategories", () => {
  const categories = [
    { id: "match-result", name: "Match Result", description: "Who wins the match", markets: ["1X2", "Double Chance"] },
    { id: "specials", name: "Specials", description: "Less common markets", markets: ["Corners", "Exact Score"] },
  ];

  it("searches name, description and market names", () => {
    expect(filterCategories(categories, "result").map((category) => category.id)).toEqual(["match-result"]);
    expect(filterCategories(categories, "less common").map((category) => category.id)).toEqual(["specials"]);
    expect(filterCategories(categories, "corners").map((category) => category.id)).toEqual(["specials"]);
    expect(filterCategories(categories, "")).toHaveLength(2);
  });
});

describe("filterTips", () => {
  const tips = [
    {
      id: "1",
      title: "Arsenal vs Chelsea - 1x2",
      pick: "Arsenal",
      sport: "football",
      league: "epl",
      category: "match-result",
      leagueName: "Premier League",
    },
    {
      id: "2",
      title: "Lakers vs Celtics - total",
      pick: "over 221.5",
      sport: "basketball",
      league: "nba",
      category: "goals-points",
      leagueName: "NBA",
    },
    {
      id: "3",
      title: "Real vs Barca - spread",
      pick: "Real -0.5",
      sport: "football",
      league: "laliga",
      category: null,
      leagueName: "La Liga",
    },
  ];
  const ids = (filters: Parameters<typeof filterTips>[1]) => filterTips(tips, filters).map((tip) => tip.id);

  it("searches title, pick and league name", () => {
    expect(ids({ search: "celtics" })).toEqual(["2"]);
    expect(ids({ search: "OVER" })).toEqual(["2"]);
    expect(ids({ search: "la liga" })).toEqual(["3"]);
  });

  it("filters by sport, league and category, each exactly; 'all' means no filter", () => {
    expect(ids({ search: "", sport: "football" })).toEqual(["1", "3"]);
    expect(ids({ search: "", league: "nba" })).toEqual(["2"]);
    expect(ids({ search: "", category: "match-result" })).toEqual(["1"]);
    expect(ids({ search: "", sport: "all", league: "all", category: "all" })).toEqual(["1", "2", "3"]);
  });

  it("combines every filter", () => {
    expect(ids({ search: "real", sport: "football", league: "laliga" })).toEqual(["3"]);
    expect(ids({ search: "arsenal", sport: "basketball" })).toEqual([]);
  });
});

describe("leaguesForSport", () => {
  it("narrows the league list to the chosen sport", () => {
    expect(leaguesForSport(LEAGUES, "baseball").map((league) => league.id)).toEqual(["npb", "mlb"]);
    expect(leaguesForSport(LEAGUES, "all")).toHaveLength(4);
    expect(leaguesForSport(LEAGUES, undefined)).toHaveLength(4);
  });
});
