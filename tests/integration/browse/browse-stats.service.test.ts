// The measured statistics of /leagues and /categories on a small seeded world: counts per league and
// category, accuracy from WIN and LOSS only, VOID and PENDING counted in totals but not in accuracy,
// unpublished picks invisible, and today's window for the daily-tips figure.
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/db";
import { teams } from "@/db/schema";
import { getCategoriesOverview, getLeaguesOverview } from "@/lib/browse/browse-stats.service";
import { makePrediction } from "@/tests/helpers/factories";

const HOUR = 60 * 60 * 1000;
// Noon UTC, so "today or tomorrow" has room on both sides.
const NOW = new Date("2030-03-12T12:00:00.000Z");
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

beforeAll(async () => {
  await db.insert(teams).values(
    ["Arsenal", "Chelsea", "Spurs"].map((name) => ({
      sportId: "football",
      leagueId: "epl",
      name,
      provider: "test",
      externalId: `browse-${name}`,
    })),
  );
  await db
    .insert(teams)
    .values({ sportId: "basketball", leagueId: "nba", name: "Aces", provider: "test", externalId: "browse-aces" });

  // EPL, match-result (decimal odds 2.0 and 3.0 and 1.5 and 2.5): 2 wins, 1 loss, 1 void, 1 pending upcoming.
  await makePrediction({ leagueId: "epl", status: "WIN", decimalOdds: 2, matchDate: at(-72) });
  await makePrediction({ leagueId: "epl", status: "WIN", decimalOdds: 3, matchDate: at(-48) });
  await makePrediction({ leagueId: "epl", status: "LOSS", decimalOdds: 1.5, matchDate: at(-30) });
  await makePrediction({ leagueId: "epl", status: "VOID", decimalOdds: 2.5, matchDate: at(-26) });
  await makePrediction({ leagueId: "epl", status: "PENDING", decimalOdds: 2, matchDate: at(3) });
  // EPL, goals-points: one pending whose match has started (not upcoming), one upcoming the day after tomorrow.
  await makePrediction({
    leagueId: "epl",
    market: "total",
    marketId: "total-points",
    categoryId: "goals-points",
    status: "PENDING",
    decimalOdds: 1.9,
    matchDate: at(-1),
  });
  await makePrediction({
    leagueId: "epl",
    market: "total",
    marketId: "total-points",
    categoryId: "goals-points",
    status: "PENDING",
    decimalOdds: 2.1,
    matchDate: at(50),
  });
  // NBA: only void picks, so nothing decided.
  await makePrediction({
    sportId: "basketball",
    leagueId: "nba",
    categoryId: "goals-points",
    marketId: "handicap",
    market: "spread",
    status: "VOID",
    decimalOdds: 1.9,
    matchDate: at(-5),
  });
  // Unpublished: counted nowhere.
  await makePrediction({ leagueId: "epl", status: "WIN", isPublished: false, decimalOdds: 10, matchDate: at(-80) });
  await makePrediction({ leagueId: "epl", status: "PENDING", isPublished: false, matchDate: at(4) });
});

describe("getLeaguesOverview", () => {
  it("lists the 20 listed leagues with zeros where there is nothing", async () => {
    const { leagues } = await getLeaguesOverview(NOW);
    expect(leagues).toHaveLength(20);
    expect(leagues.find((league) => league.id === "nfl")).toBeUndefined();
    expect(leagues.find((league) => league.id === "mlb")).toMatchObject({
      teams: 0,
      predictions: 0,
      upcoming: 0,
      accuracy: { percent: null, sample: 0 },
    });
  });

  it("counts teams, published predictions and upcoming picks; measures accuracy from WIN and LOSS only", async () => {
    const { leagues } = await getLeaguesOverview(NOW);
    expect(leagues.find((league) => league.id === "epl")).toMatchObject({
      name: "Premier League",
      sport: "football",
      country: "England",
      tier: "premium",
      teams: 3,
      // 5 match-result + 2 goals-points; VOID and PENDING are in the total.
      predictions: 7,
      // PENDING and not yet kicked off: at(3) and at(50).
      upcoming: 2,
      // 2 wins out of 3 decided; the void and the pending picks are left out.
      accuracy: { percent: 66.7, sample: 3 },
    });
  });

  it("gives no accuracy to a league whose picks are all void", async () => {
    const { leagues } = await getLeaguesOverview(NOW);
    expect(leagues.find((league) => league.id === "nba")).toMatchObject({
      teams: 1,
      predictions: 1,
      upcoming: 0,
      accuracy: { percent: null, sample: 0 },
    });
  });

  it("summarises the listed leagues", async () => {
    const { summary } = await getLeaguesOverview(NOW);
    const { leagues } = await getLeaguesOverview(NOW);
    expect(summary).toEqual({
      totalLeagues: 20,
      leaguesWithPicks: leagues.filter((league) => league.predictions > 0).length,
      premiumLeagues: 12,
      countries: 11,
      accuracy: { percent: 66.7, sample: 3 },
    });
  });
});

describe("getCategoriesOverview", () => {
  it("lists the six categories with their markets in order", async () => {
    const { categories, summary } = await getCategoriesOverview(NOW);
    expect(categories.map((category) => category.id)).toEqual([
      "match-result",
      "goals-points",
      "player-props",
      "halftime",
      "specials",
      "live",
    ]);
    expect(categories[0]!.markets).toEqual(["1X2", "Double Chance", "Draw No Bet"]);
    expect(summary.categories).toBe(6);
    expect(summary.markets).toBe(23);
  });

  it("counts predictions, measures accuracy and averages the odds of each category's published picks", async () => {
    const { categories } = await getCategoriesOverview(NOW);
    expect(categories.find((category) => category.id === "match-result")).toMatchObject({
      predictions: 5,
      accuracy: { percent: 66.7, sample: 3 },
      // (2 + 3 + 1.5 + 2.5 + 2) / 5; the unpublished 10.0 is not in it.
      averageOdds: 2.2,
    });
    expect(categories.find((category) => category.id === "goals-points")).toMatchObject({
      predictions: 3,
      accuracy: { percent: null, sample: 0 },
      averageOdds: 1.97,
    });
    expect(categories.find((category) => category.id === "specials")).toMatchObject({
      predictions: 0,
      averageOdds: null,
      accuracy: { percent: null, sample: 0 },
    });
  });

  it("counts today's published predictions (today and tomorrow, UTC) for the daily-tips figure", async () => {
    const { summary } = await getCategoriesOverview(NOW);
    // at(3), at(-1) and at(-5) fall on today; at(50) is the day after tomorrow; the unpublished at(4) is hidden.
    expect(summary.todayPredictions).toBe(3);
    expect(summary.accuracy).toEqual({ percent: 66.7, sample: 3 });
  });
});
