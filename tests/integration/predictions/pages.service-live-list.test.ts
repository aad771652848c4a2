// The live list's read path: the filters the /predictions page sends (selectors, chips, ?league= and
// ?category= links), the summary cards, and the detail page's data.
import { beforeAll, describe, expect, it } from "vitest";

import { GET as list } from "@/app/api/predictions/route";
import { db } from "@/db";
import { matches, oddsSnapshots, teams } from "@/db/schema";
import {
  DEFAULT_FILTERS,
  filtersToApiQuery,
  type LiveFilters,
  type ResolvedFilters,
} from "@/lib/predictions/live-filters.rules";
import { getLiveSummary, getPublicPredictionDetail } from "@/lib/predictions/pages.service";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type ListBody = { success: boolean; data: { predictions: Array<{ homeTeam: string; source: string }> } };

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// A fixed Wednesday noon (UTC) in the future, so every pick below is upcoming and in a known window.
const NOW = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 2, 10, 12));
while (NOW.getUTCDay() !== 3) NOW.setUTCDate(NOW.getUTCDate() + 1);
const at = (days: number, hours = 0) => new Date(NOW.getTime() + days * DAY + hours * HOUR);

const TAG = "LiveList";
let admin: Awaited<ReturnType<typeof makeUserWithToken>>;

/** Home teams (minus the tag) GET /api/predictions lists for some filters, as an anonymous visitor. */
async function listed(filters: Partial<LiveFilters>, headers: Record<string, string> = {}) {
  const query = new URLSearchParams({
    ...filtersToApiQuery({ ...DEFAULT_FILTERS, date: "today", ...filters } as ResolvedFilters, NOW),
    search: TAG,
  });
  const res = await callRoute<ListBody>(list, jsonRequest("GET", `/api/predictions?${query}`, undefined, headers));
  expect(res.status).toBe(200);
  return res.body.data.predictions.map((p) => p.homeTeam.replace(`${TAG} `, ""));
}

beforeAll(async () => {
  admin = await makeUserWithToken("ADMIN");
  const base = {
    awayTeam: "Rivals",
    sportId: "football",
    leagueId: "epl",
    categoryId: "match-result",
    market: "1x2",
    isPremium: false,
  };
  // A and E are value picks whose probability the model shaped; C was published as value but its EV is
  // negative (a forecast, never listed as value); D is a pick below the threshold.
  const pooled = { fairBasis: "market+model", consensusBookmakers: 5 };
  await makePrediction({
    ...base,
    homeTeam: `${TAG} A`,
    matchDate: at(0, 2),
    confidence: 82,
    edge: 12,
    expectedValue: 0.12,
    isValue: true,
    fairProbability: 0.82,
    ...pooled,
    source: "MODEL",
  });
  await makePrediction({
    ...base,
    homeTeam: `${TAG} B`,
    matchDate: at(0, 3),
    confidence: 64,
    edge: -1,
    expectedValue: -0.01,
    source: "MANUAL",
    leagueId: "laliga",
  });
  await makePrediction({
    ...base,
    homeTeam: `${TAG} C`,
    matchDate: at(0, 4),
    confidence: 77,
    edge: 3,
    expectedValue: -0.01,
    isValue: true,
    fairProbability: 0.77,
    fairBasis: "market-only",
    sportId: "basketball",
    leagueId: "nba",
    market: "total",
    categoryId: "goals-points",
  });
  await makePrediction({
    ...base,
    homeTeam: `${TAG} D`,
    matchDate: at(1, 1),
    confidence: 70,
    edge: 6,
    expectedValue: 0.06,
    fairProbability: 0.7,
    fairBasis: "market-only",
  });
  // Saturday, inside this week and the weekend.
  await makePrediction({
    ...base,
    homeTeam: `${TAG} E`,
    matchDate: at(3, 2),
    confidence: 90,
    edge: 15,
    expectedValue: 0.15,
    isValue: true,
    fairProbability: 0.9,
    ...pooled,
  });
  await makePrediction({ ...base, homeTeam: `${TAG} Hidden`, matchDate: at(0, 5), isPublished: false });
});

describe("GET /api/predictions with the live list's filters", () => {
  it("date selector: today, tomorrow, this week, weekend", async () => {
    expect(await listed({ date: "today" })).toEqual(["A", "B", "C"]);
    expect(await listed({ date: "tomorrow" })).toEqual(["D"]);
    expect(await listed({ date: "week" })).toEqual(["A", "B", "C", "D", "E"]);
    expect(await listed({ date: "weekend" })).toEqual(["E"]);
  });

  it("sport selector and the ?league= and ?category= links", async () => {
    expect(await listed({ date: "week", sport: "basketball" })).toEqual(["C"]);
    expect(await listed({ date: "week", sport: "tennis" })).toEqual([]);
    expect(await listed({ date: "week", league: "laliga" })).toEqual(["B"]);
    expect(await listed({ date: "week", category: "goals-points" })).toEqual(["C"]);
    expect(await listed({ date: "week", league: "epl", category: "match-result" })).toEqual(["A", "D", "E"]);
  });

  it("chips: High Confidence 75%+, Positive EV, Value only, Model-shaped only; and the orders", async () => {
    expect(await listed({ date: "week", highConfidence: true })).toEqual(["A", "C", "E"]);
    expect(await listed({ date: "week", positiveEdge: true })).toEqual(["A", "C", "D", "E"]);
    // A value pick needs a positive EV: C's flag alone does not make it one.
    expect(await listed({ date: "week", valueOnly: true })).toEqual(["A", "E"]);
    expect(await listed({ date: "week", modelShaped: true })).toEqual(["A", "E"]);
    expect(
      await listed({ date: "week", highConfidence: true, positiveEdge: true, modelShaped: true, sort: "confidence" }),
    ).toEqual(["E", "A"]);
    expect(await listed({ date: "week", sort: "confidence" })).toEqual(["E", "A", "C", "D", "B"]);
    expect(await listed({ date: "week", sort: "ev" })).toEqual(["E", "A", "D", "C", "B"]);
  });

  it("caps the list at 12 and hides unpublished picks from visitors but not from admins", async () => {
    expect((await listed({ date: "today" })).length).toBeLessThanOrEqual(12);
    expect(await listed({ date: "today" })).not.toContain("Hidden");
    expect(await listed({ date: "today" }, admin.headers)).toContain("Hidden");
  });

  it.each(["source=AI", "source=robot"])("answers 422 to %s", async (query) => {
    const res = await callRoute(list, jsonRequest("GET", `/api/predictions?${query}`));
    expect(res.status).toBe(422);
  });

  it("accepts source in any case", async () => {
    const res = await callRoute<ListBody>(
      list,
      jsonRequest("GET", `/api/predictions?source=manual&search=${TAG}&limit=50`),
    );
    expect(res.body.data.predictions.map((p) => p.source)).toEqual(["MANUAL"]);
  });
});

describe("summary cards", () => {
  it("counts today's published picks, their average confidence, the 75%+ ones and the measured win rate", async () => {
    await makePrediction({ homeTeam: `${TAG} Won`, matchDate: at(-2), status: "WIN" });
    await makePrediction({ homeTeam: `${TAG} Lost`, matchDate: at(-3), status: "LOSS" });
    await makePrediction({ homeTeam: `${TAG} Old win`, matchDate: at(-60), status: "WIN" });
    const summary = await getLiveSummary(NOW);
    expect(summary.window).toEqual({
      name: "today",
      start: at(0, -12).toISOString(),
      end: at(1, -12).toISOString(),
      timeZone: "UTC",
    });
    expect(summary.picks).toBe(3);
    expect(summary.averageConfidence).toBeCloseTo((82 + 64 + 77) / 3, 1);
    expect(summary.highConfidence).toBe(2);
    expect(summary.winRate).toEqual({ percent: 50, settled: 2, days: 30 });
    expect(summary.accuracy.settled).toBeGreaterThanOrEqual(3);
  });
});

describe("prediction detail", () => {
  it("returns a published prediction with its pick's odds over time; null if unpublished or unknown", async () => {
    const [home, away] = await db
      .insert(teams)
      .values([
        { sportId: "football", leagueId: "epl", name: "Detail Home", provider: "test", externalId: "detail-home" },
        { sportId: "football", leagueId: "epl", name: "Detail Away", provider: "test", externalId: "detail-away" },
      ])
      .returning({ id: teams.id });
    const [match] = await db
      .insert(matches)
      .values({
        sportId: "football",
        leagueId: "epl",
        homeTeamId: home!.id,
        awayTeamId: away!.id,
        kickoffAt: at(2),
        provider: "test",
        externalId: "detail-match",
      })
      .returning({ id: matches.id });
    const snapshot = (bookmaker: string, selection: "home" | "away", price: number, hoursBefore: number) => ({
      matchId: match!.id,
      provider: "test",
      bookmaker,
      market: "h2h" as const,
      selection,
      price,
      capturedAt: at(0, -hoursBefore),
    });
    await db
      .insert(oddsSnapshots)
      .values([
        snapshot("a", "home", 2.0, 10),
        snapshot("b", "home", 2.2, 10),
        snapshot("a", "home", 1.9, 5),
        snapshot("a", "away", 3.5, 5),
      ]);
    const prediction = await makePrediction({
      matchId: match!.id,
      market: "1x2",
      selection: "home",
      factors: { model: "football-dixon-coles", inputs: [{ key: "form", label: "Form", value: 1.2, detail: null }] },
    });
    const detail = await getPublicPredictionDetail(prediction.id);
    expect(detail?.prediction).toMatchObject({ id: prediction.id, modelProbability: 0.62, marketProbability: 0.58 });
    expect(detail?.oddsHistory).toEqual([
      {
        capturedAt: at(0, -10).toISOString(),
        decimalOdds: 2.1,
        line: null,
        bookmakers: 2,
        best: { decimalOdds: 2.2, bookmaker: "B" },
        isClosing: false,
      },
      {
        capturedAt: at(0, -5).toISOString(),
        decimalOdds: 1.9,
        line: null,
        bookmakers: 1,
        best: { decimalOdds: 1.9, bookmaker: "A" },
        isClosing: false,
      },
    ]);

    const hidden = await makePrediction({ isPublished: false });
    expect(await getPublicPredictionDetail(hidden.id)).toBeNull();
    expect(await getPublicPredictionDetail("missing")).toBeNull();
  });
});
