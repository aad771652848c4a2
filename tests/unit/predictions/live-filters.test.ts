import { describe, expect, it } from "vitest";

import {
  apiQueryKey,
  dateWindowRange,
  DEFAULT_FILTERS,
  filtersFromSearchParams,
  filtersToApiQuery,
  filtersToSearchParams,
  type LiveFilters,
} from "@/lib/predictions/live-filters";
import { listPredictionsQuerySchema } from "@/lib/validations/predictions";

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
    expect(filtersFromSearchParams(new URLSearchParams("category=match-result"))).toEqual({ ...DEFAULT_FILTERS, category: "match-result" });
  });

  it("falls back to defaults for unknown or malformed values", () => {
    expect(filtersFromSearchParams(new URLSearchParams("date=yesterday&sport=curling&league=../x&highConfidence=maybe"))).toEqual(DEFAULT_FILTERS);
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
      aiOnly: true,
      sortByConfidence: true,
    };
    expect(filtersFromSearchParams(filtersToSearchParams(filters))).toEqual(filters);
    expect(filtersToSearchParams(DEFAULT_FILTERS).toString()).toBe("");
  });
});

describe("filtersToApiQuery", () => {
  it("asks for today's 12 by kick-off by default", () => {
    expect(filtersToApiQuery(DEFAULT_FILTERS, NOW)).toEqual({
      startDate: iso("2026-03-11"),
      endDate: iso("2026-03-12"),
      sort: "kickoff",
      limit: "12",
    });
  });

  it("maps the selectors and chips to the API's filters", () => {
    const query = filtersToApiQuery(
      { ...DEFAULT_FILTERS, date: "tomorrow", sport: "football", league: "epl", category: "goals-points", highConfidence: true, positiveEdge: true, aiOnly: true, sortByConfidence: true },
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
      source: "MODEL",
    });
  });

  it("produces queries the API schema accepts", () => {
    const query = filtersToApiQuery({ ...DEFAULT_FILTERS, sport: "hockey", highConfidence: true, positiveEdge: true, aiOnly: true }, NOW);
    const parsed = listPredictionsQuerySchema.parse(query);
    expect(parsed).toMatchObject({ sport: "hockey", minConfidence: 75, positiveEdge: true, source: "MODEL", limit: 12, sort: "kickoff" });
  });

  it("keys equal queries equally whatever the key order", () => {
    expect(apiQueryKey({ b: "2", a: "1" })).toBe(apiQueryKey({ a: "1", b: "2" }));
    expect(apiQueryKey(filtersToApiQuery(DEFAULT_FILTERS, NOW))).not.toBe(apiQueryKey(filtersToApiQuery({ ...DEFAULT_FILTERS, date: "week" }, NOW)));
  });
});
