// GET /api/predictions/windows answers the /predictions summary cards for the list's filters (issue #25: the
// cards ignored ?league= and counted every league): the tab's picks, their average confidence and 75 %+
// count, and the win rate, under the same filters as the tab counts, on the viewer's days.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { GET as windows } from "@/app/api/predictions/windows/route";
import { makePrediction } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Summary = {
  window: { name: string; timeZone: string };
  picks: number;
  averageConfidence: number | null;
  highConfidence: number;
  winRate: { settled: number; percent: number | null };
};
type Windows = { counts: Record<string, number>; defaultWindow: string; summary: Summary };

const NOW = new Date("2030-06-12T08:00:00.000Z");
const HOUR = 60 * 60 * 1000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

async function ask(query: string, headers: Record<string, string> = {}) {
  const res = await callRoute<{ data: Windows }>(
    windows,
    jsonRequest("GET", `/api/predictions/windows${query}`, undefined, headers),
  );
  expect(res.status).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  // Today: two NBA picks (80 and 70) and three EPL picks (60, 62, 90); a settled NBA win and EPL loss last week.
  await makePrediction({
    sportId: "basketball",
    leagueId: "nba",
    homeTeam: "NBA one",
    matchDate: at(4),
    confidence: 80,
  });
  await makePrediction({
    sportId: "basketball",
    leagueId: "nba",
    homeTeam: "NBA two",
    matchDate: at(5),
    confidence: 70,
  });
  for (const [index, confidence] of [60, 62, 90].entries())
    await makePrediction({ homeTeam: `EPL ${index}`, matchDate: at(6 + index), confidence });
  await makePrediction({
    sportId: "basketball",
    leagueId: "nba",
    homeTeam: "NBA won",
    matchDate: at(-24 * 5),
    status: "WIN",
  });
  await makePrediction({ homeTeam: "EPL lost", matchDate: at(-24 * 5), status: "LOSS" });
});

afterAll(() => vi.useRealTimers());

describe("the summary cards follow the filters", () => {
  it("count every league without a filter", async () => {
    const { summary, counts } = await ask("");
    expect(counts.today).toBe(5);
    expect(summary).toMatchObject({
      window: { name: "today", timeZone: "UTC" },
      picks: 5,
      averageConfidence: 72.4,
      highConfidence: 2,
    });
    expect(summary.winRate).toMatchObject({ settled: 2, percent: 50 });
  });

  it("count only the league of ?league=", async () => {
    const nba = await ask("?league=nba");
    expect(nba.summary).toMatchObject({ picks: 2, averageConfidence: 75, highConfidence: 1 });
    expect(nba.summary.winRate).toMatchObject({ settled: 1, percent: 100 });
    const epl = await ask("?league=epl");
    expect(epl.summary).toMatchObject({ picks: 3, averageConfidence: 70.7, highConfidence: 1 });
    expect(epl.summary.winRate).toMatchObject({ settled: 1, percent: 0 });
  });

  it("follow the chips and the chosen tab", async () => {
    expect((await ask("?minConfidence=75")).summary).toMatchObject({ picks: 2, highConfidence: 2 });
    const tomorrow = await ask("?league=nba&date=tomorrow");
    expect(tomorrow.summary).toMatchObject({ window: { name: "tomorrow" }, picks: 0, averageConfidence: null });
  });

  it("count the viewer's days", async () => {
    // Tokyo (UTC+9): 08:00 UTC is 17:00 there, and its today ends at 15:00 UTC: the EPL picks at 15:00 and
    // 16:00 UTC are Tokyo's tomorrow.
    const tokyo = await ask("", { cookie: "tz=Asia%2FTokyo" });
    expect(tokyo.summary).toMatchObject({ window: { name: "today", timeZone: "Asia/Tokyo" }, picks: 3 });
    expect(tokyo.counts).toMatchObject({ today: 3, tomorrow: 2 });
  });
});
