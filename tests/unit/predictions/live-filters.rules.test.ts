import { describe, expect, it } from "vitest";

import {
  apiQueryKey,
  changeFilters,
  dateWindowRange,
  DEFAULT_FILTERS,
  defaultDateWindow,
  defaultWindowNotice,
  filtersFromSearchParams,
  filtersToApiQuery,
  filtersToSearchParams,
  filtersToWindowsQuery,
  type LiveFilters,
  type ResolvedFilters,
} from "@/lib/predictions/live-filters.rules";
import { listPredictionsQuerySchema, predictionWindowsQuerySchema } from "@/lib/predictions/predictions.input";

const TODAY: ResolvedFilters = { ...DEFAULT_FILTERS, date: "today" };

// Wednesday 2026-03-11, 15:30 UTC.
const NOW = new Date("2026-03-11T15:30:00Z");
const iso = (day: string) => `${day}T00:00:00.000Z`;

describe("dateWindowRange (UTC days)", () => {
  it.each([
    ["today", "2026-03-11", "2026-03-12"],
    ["tomorrow", "2026-03-12", "2026-03-13"],
    ["week", "2026-03-11", "2026-03-18"],
    ["weekend", "2026-03-14", "2026-03-16"],
  ] as const)("%s runs from %s to %s", (window, start, end) => {
    const range = dateWindowRange(window, NOW);
    expect(range.start.toISOString()).toBe(iso(start));
    expect(range.end.toISOString()).toBe(iso(end));
  });

  it("on a Saturday the weekend is this one, on a Sunday only the rest of it", () => {
    expect(dateWindowRange("weekend", new Date("2026-03-14T20:00:00Z")).start.toISOString()).toBe(iso("2026-03-14"));
    const sunday = dateWindowRange("weekend", new Date("2026-03-15T09:00:00Z"));
    expect([sunday.start.toISOString(), sunday.end.toISOString()]).toEqual([iso("2026-03-15"), iso("2026-03-16")]);
  });
});

describe("filters ↔ URL", () => {
  it("reads league and category links from /leagues and /categories", () => {
    expect(filtersFromSearchParams(new URLSearchParams("league=epl"))).toEqual({ ...DEFAULT_FILTERS, league: "epl" });
    expect(filtersFromSearchParams(new URLSearchParams("category=match-result"))).toEqual({
      ...DEFAULT_FILTERS,
      category: "match-result",
    });
  });

  it("falls back to defaults for unknown or malformed values", () => {
    expect(
      filtersFromSearchParams(new URLSearchParams("date=yesterday&sport=../x&league=../x&highConfidence=maybe&page=0")),
    ).toEqual(DEFAULT_FILTERS);
    for (const page of ["-1", "1.5", "abc", "100001"])
      expect(filtersFromSearchParams(new URLSearchParams(`page=${page}`)).page).toBe(1);
    expect(filtersFromSearchParams(null)).toEqual(DEFAULT_FILTERS);
  });

  it("round-trips every filter and leaves the defaults out of the URL", () => {
    const filters: LiveFilters = {
      date: "weekend",
      sport: "basketball",
      league: "nba",
      category: "match-result",
      highConfidence: true,
      positiveEdge: true,
      valueOnly: true,
      modelShaped: true,
      sort: "ev",
      page: 3,
    };
    expect(filtersFromSearchParams(filtersToSearchParams(filters))).toEqual(filters);
    expect(filtersToSearchParams(filters).toString()).toContain("sort=ev");
    expect(filtersFromSearchParams(filtersToSearchParams({ ...filters, sort: "confidence" })).sort).toBe("confidence");
    expect(filtersToSearchParams(DEFAULT_FILTERS).toString()).toBe("");
  });

  it("reads an unknown order as the default, by kick-off", () => {
    expect(filtersFromSearchParams(new URLSearchParams("sort=edge")).sort).toBe("kickoff");
    expect(filtersFromSearchParams(new URLSearchParams("sort=ev")).sort).toBe("ev");
  });

  it("takes any sport id from the URL, the ones outside the old fixed list included", () => {
    for (const sport of ["american-football", "hockey", "esports", "tennis"]) {
      const filters = filtersFromSearchParams(new URLSearchParams(`sport=${sport}`));
      expect(filters.sport).toBe(sport);
      expect(filtersToApiQuery({ ...filters, date: "week" }, NOW).sport).toBe(sport);
      expect(listPredictionsQuerySchema.parse(filtersToApiQuery({ ...filters, date: "week" }, NOW)).sport).toBe(sport);
    }
  });

  it("keeps an explicit date, Today included, and leaves it out when the URL named none", () => {
    expect(filtersToSearchParams({ ...DEFAULT_FILTERS, date: "today" }).toString()).toBe("date=today");
    expect(filtersFromSearchParams(new URLSearchParams("date=today")).date).toBe("today");
    expect(filtersFromSearchParams(new URLSearchParams("")).date).toBeNull();
  });
});

describe("changeFilters", () => {
  const onPage3: LiveFilters = { ...DEFAULT_FILTERS, date: "week", page: 3 };
  it("moves pages without touching the rest", () => {
    expect(changeFilters(onPage3, { ...onPage3, page: 4 })).toEqual({ ...onPage3, page: 4 });
  });
  it("starts again at page 1 when anything else changes", () => {
    expect(changeFilters(onPage3, { ...onPage3, sport: "basketball" })).toEqual({
      ...onPage3,
      sport: "basketball",
      page: 1,
    });
    expect(changeFilters(onPage3, { ...onPage3, date: "today" })).toEqual({ ...onPage3, date: "today", page: 1 });
    expect(changeFilters(onPage3, { ...onPage3, highConfidence: true })).toMatchObject({ page: 1 });
  });
});

describe("defaultDateWindow", () => {
  const counts = (today: number, tomorrow: number, week: number, weekend = 0) => ({ today, tomorrow, week, weekend });
  it("opens on today when it has picks, else tomorrow, else this week", () => {
    expect(defaultDateWindow(counts(3, 5, 20))).toBe("today");
    expect(defaultDateWindow(counts(0, 5, 20))).toBe("tomorrow");
    expect(defaultDateWindow(counts(0, 0, 41, 12))).toBe("week");
  });
  it("stays on today when the whole week is empty", () => {
    expect(defaultDateWindow(counts(0, 0, 0, 0))).toBe("today");
  });
  it("says why when it is not today", () => {
    expect(defaultWindowNotice("tomorrow")).toBe("No picks today — showing Tomorrow");
    expect(defaultWindowNotice("week")).toBe("No picks today or tomorrow — showing This Week");
    expect(defaultWindowNotice("today")).toBeNull();
  });
});

describe("filtersToApiQuery", () => {
  it("asks for today's 12 by kick-off by default", () => {
    expect(filtersToApiQuery(TODAY, NOW)).toEqual({
      startDate: iso("2026-03-11"),
      endDate: iso("2026-03-12"),
      sort: "kickoff",
      limit: "12",
    });
  });

  it("maps the selectors and chips to the API's filters", () => {
    const query = filtersToApiQuery(
      {
        ...DEFAULT_FILTERS,
        date: "tomorrow",
        sport: "football",
        league: "epl",
        category: "goals-points",
        highConfidence: true,
        positiveEdge: true,
        valueOnly: true,
        modelShaped: true,
        sort: "confidence",
      },
      NOW,
    );
    expect(query).toEqual({
      startDate: iso("2026-03-12"),
      endDate: iso("2026-03-13"),
      sort: "confidence",
      limit: "12",
      sport: "football",
      league: "epl",
      category: "goals-points",
      minConfidence: "75",
      positiveEdge: "true",
      valueOnly: "true",
      modelShaped: "true",
    });
  });

  it("orders by EV with the API's edge sort (the API's edge is the EV in percent)", () => {
    expect(filtersToApiQuery({ ...TODAY, sort: "ev" }, NOW).sort).toBe("edge");
  });

  it("produces queries the API schema accepts", () => {
    const query = filtersToApiQuery(
      {
        ...TODAY,
        sport: "hockey",
        highConfidence: true,
        positiveEdge: true,
        valueOnly: true,
        modelShaped: true,
        sort: "ev",
      },
      NOW,
    );
    const parsed = listPredictionsQuerySchema.parse(query);
    expect(parsed).toMatchObject({
      sport: "hockey",
      minConfidence: 75,
      positiveEdge: true,
      valueOnly: true,
      modelShaped: true,
      limit: 12,
      sort: "edge",
    });
  });

  it("asks for the URL's page, and leaves page 1 out so its key stays the plain one", () => {
    expect(filtersToApiQuery({ ...TODAY, page: 3 }, NOW)).toMatchObject({ page: "3", limit: "12" });
    expect(listPredictionsQuerySchema.parse(filtersToApiQuery({ ...TODAY, page: 3 }, NOW))).toMatchObject({
      page: 3,
      limit: 12,
    });
    expect(filtersToApiQuery(TODAY, NOW)).not.toHaveProperty("page");
    expect(apiQueryKey(filtersToApiQuery({ ...TODAY, page: 2 }, NOW))).not.toBe(
      apiQueryKey(filtersToApiQuery(TODAY, NOW)),
    );
  });

  it("counts the tabs with the same filters, without date, sort or page", () => {
    const filters: LiveFilters = {
      ...DEFAULT_FILTERS,
      sport: "american-football",
      league: "nfl",
      highConfidence: true,
      valueOnly: true,
      modelShaped: true,
      page: 2,
      sort: "confidence",
    };
    expect(filtersToWindowsQuery(filters)).toEqual({
      sport: "american-football",
      league: "nfl",
      minConfidence: "75",
      valueOnly: "true",
      modelShaped: "true",
    });
    expect(predictionWindowsQuerySchema.parse(filtersToWindowsQuery(filters))).toMatchObject({
      sport: "american-football",
      league: "nfl",
      minConfidence: 75,
      valueOnly: true,
      modelShaped: true,
    });
    expect(() => predictionWindowsQuerySchema.parse({ sport: "../x" })).toThrow();
  });

  it("keys equal queries equally whatever the key order", () => {
    expect(apiQueryKey({ b: "2", a: "1" })).toBe(apiQueryKey({ a: "1", b: "2" }));
    expect(apiQueryKey(filtersToApiQuery(TODAY, NOW))).not.toBe(
      apiQueryKey(filtersToApiQuery({ ...DEFAULT_FILTERS, date: "week" }, NOW)),
    );
  });
});
