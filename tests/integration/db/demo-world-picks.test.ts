// A seeded demo world at a November seed date, then what start-up does with it (settle, generate): every
// sport in season has fixtures and published picks in the next 7 days, every league with fixtures has
// picks, MLB (out of season) has neither, each match is priced by at least six demo bookmakers, and the
// "Demo data" notice's data source follows the demo rows.
import { and, eq, gte, lt, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/db";
import { matches, oddsSnapshots, predictions } from "@/db/schema";
import { removeDemoData, seedDatabase } from "@/db/seed";
import { DEFAULT_MARKETS } from "@/lib/engine/markets";
import { isDemoDataPresent } from "@/lib/system/demo-data.service";
import { recordClosingLines } from "@/lib/settlement/closing-line.service";
import { generatePredictions } from "@/lib/generation/generation.service";
import { publicationThreshold } from "@/lib/generation/thresholds.rules";
import { settleFinishedMatches } from "@/lib/settlement/settlement.service";
import { oddsSourcesForPredictions } from "@/lib/predictions/tip-sources.service";

const NOW = new Date("2025-11-26T10:00:00Z");
const WEEK_END = new Date(NOW.getTime() + 7 * 86_400_000);
const IN_SEASON_SPORTS = ["american-football", "basketball", "football", "hockey"];

let generated = 0;

beforeAll(async () => {
  expect(await isDemoDataPresent()).toBe(false);
  await seedDatabase(db, { demo: true, now: NOW });
  await settleFinishedMatches({ now: NOW });
  generated = (await generatePredictions({ markets: [...DEFAULT_MARKETS], now: NOW })).generated;
}, 240_000);

const upcomingWeek = and(
  eq(matches.isDemo, true),
  eq(matches.status, "UPCOMING"),
  gte(matches.kickoffAt, NOW),
  lt(matches.kickoffAt, WEEK_END),
);

describe("demo world at a November seed date", () => {
  it("has fixtures and published picks for every sport in season, and none for baseball", async () => {
    const fixtures = await db.selectDistinct({ sportId: matches.sportId }).from(matches).where(upcomingWeek);
    expect(fixtures.map((row) => row.sportId).sort()).toEqual(IN_SEASON_SPORTS);

    const picks = await db
      .selectDistinct({ sportId: predictions.sportId })
      .from(predictions)
      .innerJoin(matches, eq(matches.id, predictions.matchId))
      .where(and(upcomingWeek, eq(predictions.isPublished, true), eq(predictions.isDemo, true)));
    expect(generated).toBeGreaterThan(0);
    expect(picks.map((row) => row.sportId).sort()).toEqual(IN_SEASON_SPORTS);

    const mlb = await db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.leagueId, "mlb"), gte(matches.kickoffAt, NOW)));
    expect(mlb).toHaveLength(0);
  });

  it("publishes picks in every league with fixtures this week, football's three-way market included", async () => {
    const leagues = await db.selectDistinct({ leagueId: matches.leagueId }).from(matches).where(upcomingWeek);
    const withPicks = await db
      .selectDistinct({ leagueId: predictions.leagueId })
      .from(predictions)
      .innerJoin(matches, eq(matches.id, predictions.matchId))
      .where(and(upcomingWeek, eq(predictions.isPublished, true)));
    expect(withPicks.map((row) => row.leagueId).sort()).toEqual(leagues.map((row) => row.leagueId).sort());
    expect(leagues.map((row) => row.leagueId)).toEqual(
      expect.arrayContaining(["epl", "laliga", "seriea", "bundesliga", "ligue1", "nba", "nhl", "nfl"]),
    );

    const football = await db
      .select({ market: predictions.market, confidence: predictions.confidence })
      .from(predictions)
      .where(
        and(
          eq(predictions.sportId, "football"),
          eq(predictions.market, "1x2"),
          gte(predictions.matchDate, NOW),
          eq(predictions.isValue, false),
        ),
      );
    expect(football.length).toBeGreaterThan(0);
    // Forecasts (not value picks, which a long shot's edge publishes at any confidence) at the three-way
    // level, below the two-way one.
    expect(Math.min(...football.map((row) => row.confidence))).toBeGreaterThanOrEqual(publicationThreshold("1x2"));
    expect(football.some((row) => row.confidence < publicationThreshold("moneyline"))).toBe(true);
  });

  it("prices every demo match with at least six demo bookmakers", async () => {
    const result = (await db.execute(sql`
      select min(n)::int as fewest, count(*)::int as priced from (
        select ${matches.id}, count(distinct ${oddsSnapshots.bookmaker}) as n
        from ${matches} join ${oddsSnapshots} on ${oddsSnapshots.matchId} = ${matches.id}
        where ${matches.isDemo} group by 1) per_match`)) as unknown;
    const [row] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
      fewest: number;
      priced: number;
    }>;
    const [demoMatches] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(matches)
      .where(eq(matches.isDemo, true));
    expect(Number(row!.priced)).toBe(Number(demoMatches!.n));
    expect(Number(row!.fewest)).toBeGreaterThanOrEqual(6);

    const providers = await db
      .selectDistinct({ provider: oddsSnapshots.provider, bookmaker: oddsSnapshots.bookmaker })
      .from(oddsSnapshots);
    expect(providers.every((source) => source.provider === "demo" && source.bookmaker.startsWith("demo-"))).toBe(true);
  });

  it("names a demo pick's odds sources as the demo bookmakers", async () => {
    const [pick] = await db
      .select({ id: predictions.id })
      .from(predictions)
      .where(eq(predictions.isDemo, true))
      .limit(1);
    const sources = (await oddsSourcesForPredictions([pick!.id])).get(pick!.id) ?? [];
    expect(sources.length).toBeGreaterThanOrEqual(6);
    expect(sources.every((source) => source.provider === "demo")).toBe(true);
  });
});

describe("the demo's picks on the fair forecast", () => {
  it("carry the demo bookmaker whose price was taken and the fair figures", async () => {
    const picks = await db.select().from(predictions).where(eq(predictions.isDemo, true));
    expect(picks.length).toBeGreaterThan(0);
    for (const pick of picks) {
      expect(pick.bookmaker).toMatch(/^demo-/);
      expect(pick.priceCapturedAt).toBeInstanceOf(Date);
      expect(pick.priceCapturedAt!.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(pick.fairProbability).not.toBeNull();
      expect(pick.fairBasis).toBe("market-only");
      expect(pick.consensusBookmakers).toBeGreaterThanOrEqual(6);
      expect(pick.confidence).toBeCloseTo(pick.fairProbability! * 100, 1);
      expect(pick.edge).toBeCloseTo(pick.expectedValue! * 100, 1);
      expect(pick.isPremium).toBe(pick.isValue);
      if (pick.isValue) expect(pick.expectedValue).toBeGreaterThan(0);
    }
  });

  it("a week later, rolled forward, the played picks get their closing line and CLV, then settle", async () => {
    const later = new Date(NOW.getTime() + 8 * 86_400_000);
    await seedDatabase(db, { demo: true, now: later });
    const closes = await recordClosingLines({ now: later });
    await settleFinishedMatches({ now: later });
    expect(closes.recorded).toBeGreaterThan(0);
    const played = await db
      .select({ pick: predictions, status: matches.status })
      .from(predictions)
      .innerJoin(matches, eq(matches.id, predictions.matchId))
      .where(and(eq(predictions.isDemo, true), eq(matches.status, "COMPLETED")));
    expect(played.length).toBe(closes.recorded);
    for (const { pick } of played) {
      expect(pick.closingBookmakers).toBeGreaterThanOrEqual(6);
      expect(pick.closingProbability).toBeGreaterThan(0);
      expect(pick.closingProbability).toBeLessThan(1);
      expect(pick.closingCapturedAt!.getTime()).toBeLessThan(pick.matchDate.getTime());
      expect(pick.clv).toBeCloseTo(pick.decimalOdds * pick.closingProbability! - 1, 3);
      expect(pick.status).not.toBe("PENDING");
    }
    expect((await recordClosingLines({ now: later })).recorded).toBe(0);
  }, 240_000);
});

describe("the Demo data notice's data source", () => {
  it("is true while demo rows exist and false after removeDemoData", async () => {
    expect(await isDemoDataPresent()).toBe(true);
    await removeDemoData(db);
    expect(await isDemoDataPresent()).toBe(false);
  });
});
