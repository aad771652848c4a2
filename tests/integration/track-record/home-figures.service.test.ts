// The home page's figures over their stated windows (whole UTC days ending today), on this file's database.
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/db";
import { matches, teams } from "@/db/schema";
import { getHomeFigures, picksWindow } from "@/lib/track-record/home-figures.service";
import { makePrediction } from "@/tests/helpers/factories";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// Noon UTC, so "later today" and "earlier today" are both inside today.
const now = new Date(Date.UTC(2030, 5, 15, 12));
const at = (offset: number) => new Date(now.getTime() + offset);

beforeAll(async () => {
  // Today: two published picks (one upcoming, one settled this morning), one unpublished.
  await makePrediction({ matchDate: at(3 * HOUR), confidence: 80, market: "1x2" });
  await makePrediction({ matchDate: at(-3 * HOUR), confidence: 60, market: "total", status: "WIN", decimalOdds: 2.5 });
  await makePrediction({ matchDate: at(4 * HOUR), confidence: 90, isPublished: false });
  // Last 7 days: a loss and a void; 20 days ago: a win at 3.0; 40 days ago: a loss, outside every window.
  await makePrediction({ matchDate: at(-3 * DAY), confidence: 70, status: "LOSS" });
  await makePrediction({ matchDate: at(-5 * DAY), confidence: 66, status: "VOID", market: "spread" });
  await makePrediction({ matchDate: at(-20 * DAY), confidence: 72, status: "WIN", decimalOdds: 3 });
  await makePrediction({ matchDate: at(-40 * DAY), confidence: 50, status: "LOSS", market: "btts" });
  // Upcoming in 3 days (counted by the teaser) and in 10 days (beyond its 7-day window).
  await makePrediction({ matchDate: at(3 * DAY), confidence: 76 });
  await makePrediction({ matchDate: at(10 * DAY), confidence: 55 });
  // A match in play that kicked off two hours ago: live, whatever the clock says.
  const [home, away] = await db
    .insert(teams)
    .values([
      { sportId: "football", leagueId: "epl", name: "Live Home", provider: "test", externalId: "live-home" },
      { sportId: "football", leagueId: "epl", name: "Live Away", provider: "test", externalId: "live-away" },
    ])
    .returning({ id: teams.id });
  const [live] = await db
    .insert(matches)
    .values({
      sportId: "football",
      leagueId: "epl",
      homeTeamId: home!.id,
      awayTeamId: away!.id,
      kickoffAt: at(-2 * HOUR),
      status: "LIVE",
      provider: "test",
      externalId: "live-1",
    })
    .returning({ id: matches.id });
  await makePrediction({ matchId: live!.id, matchDate: at(-2 * HOUR), confidence: 64 });
});

describe("getHomeFigures", () => {
  it("counts today's published picks and the markets covered", async () => {
    const figures = await getHomeFigures(now);
    // Today: the upcoming 1x2 pick, the settled total and the live pick (the unpublished one is left out).
    expect(figures.picks).toMatchObject({ window: "today", count: 3 });
    expect(figures.picks.averageConfidence).toBeCloseTo((80 + 60 + 64) / 3, 9);
    // Published picks from 29 days ago onwards: 1x2, total, spread (btts was 40 days ago).
    expect(figures.marketsCovered).toBe(3);
  });

  it("measures the 7-day win rate and the 30-day accuracy and ROI with their samples", async () => {
    const figures = await getHomeFigures(now);
    expect(figures.winRate7d).toEqual({ value: 0.5, sample: 2, windowDays: 7 });
    expect(figures.accuracy30d.value).toBeCloseTo(2 / 3, 12);
    expect(figures.accuracy30d.sample).toBe(3);
    // Win at 2.5 (+1.5), loss (−1), void (0), win at 3 (+2) over 4 stakes.
    expect(figures.roi30d.value).toBeCloseTo(2.5 / 4, 12);
    expect(figures.roi30d.sample).toBe(4);
  });

  it("counts this week's picks, named as such, when today has none", async () => {
    // The day after tomorrow at 00:00: nothing kicks off that day; the pick 3 days from now is in the week
    // (today and the next six days), the one 10 days from now is not.
    const quiet = new Date(Date.UTC(2030, 5, 17, 0));
    const figures = await getHomeFigures(quiet);
    expect(figures.picks).toEqual({ window: "week", count: 1, averageConfidence: 76 });
    expect(picksWindow(0)).toBe("week");
    expect(picksWindow(1)).toBe("today");
  });

  it("counts live and upcoming pending picks, their confidence and the 75 %+ ones", async () => {
    const { liveTeaser } = await getHomeFigures(now);
    expect(liveTeaser).toMatchObject({
      live: 1,
      upcoming: 2,
      highConfidence: 2,
      highConfidenceThreshold: 75,
      windowDays: 7,
    });
    expect(liveTeaser.averageConfidence).toBeCloseTo((64 + 80 + 76) / 3, 9);
  });

  it("says '—' (null), not zero, when a window has nothing settled", async () => {
    const figures = await getHomeFigures(new Date(Date.UTC(2031, 0, 1)));
    expect(figures.winRate7d).toEqual({ value: null, sample: 0, windowDays: 7 });
    expect(figures.roi30d.value).toBeNull();
    expect(figures.picks).toEqual({ window: "week", count: 0, averageConfidence: null });
  });
});
