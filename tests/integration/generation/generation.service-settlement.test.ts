import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { POST as generateRoute } from "@/app/api/predictions/generate/route";
import { db } from "@/db";
import { auditLog, matches, oddsSnapshots, predictions } from "@/db/schema";
import { consensusProbabilities } from "@/lib/engine/consensus";
import { generatePredictions } from "@/lib/generation/generation.service";
import { verifyLock } from "@/lib/predictions/lock.rules";
import { settleFinishedMatches } from "@/lib/settlement/settlement.service";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { makeNbaWorld } from "@/tests/helpers/nba-world";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

// Generation and settlement against a small NBA world (tests/helpers/nba-world.ts), then an upcoming game
// with bookmaker prices.

const DAY = 24 * 60 * 60 * 1000;
const now = new Date(Date.UTC(2026, 10, 20, 12));
let teamIds: Record<string, string> = {};
let upcomingId = "";

beforeAll(async () => {
  teamIds = await makeNbaWorld(now);

  const [upcoming] = await db
    .insert(matches)
    .values({
      sportId: "basketball",
      leagueId: "nba",
      homeTeamId: teamIds.Aces!,
      awayTeamId: teamIds.Dukes!,
      kickoffAt: new Date(now.getTime() + DAY),
      status: "UPCOMING",
      season: "2026-27",
      provider: "test",
      externalId: "upcoming-1",
    })
    .returning({ id: matches.id });
  upcomingId = upcoming!.id;
  await db.insert(oddsSnapshots).values([
    {
      matchId: upcomingId,
      provider: "test",
      bookmaker: "book-a",
      market: "h2h",
      selection: "home",
      price: 1.4,
      capturedAt: new Date(now.getTime() - DAY),
    },
    {
      matchId: upcomingId,
      provider: "test",
      bookmaker: "book-a",
      market: "h2h",
      selection: "away",
      price: 3.1,
      capturedAt: new Date(now.getTime() - DAY),
    },
  ]);
});

describe("generation", () => {
  it("publishes a locked moneyline pick from the fitted model and skips unpriced markets", async () => {
    const summary = await generatePredictions({
      matchIds: [upcomingId],
      markets: ["moneyline", "spread", "total"],
      now,
    });
    expect(summary.generated).toBe(1);
    expect(summary.skipped.map((skip) => `${skip.market}:${skip.reason}`)).toEqual([
      "spread:no bookmaker price",
      "total:no bookmaker price",
    ]);
    const [pick] = await db.select().from(predictions).where(eq(predictions.matchId, upcomingId));
    expect(pick).toMatchObject({
      market: "moneyline",
      selection: "home",
      pick: "Aces",
      source: "MODEL",
      odds: -250,
      status: "PENDING",
      sportId: "basketball",
    });
    // One book and no backtest of the model yet: fair = that book's no-vig price (power); the edge at its
    // own price is the margin, negative, so the pick is a forecast, not a value pick.
    const fair = consensusProbabilities([[1.4, 3.1]], 2, { method: "power" })![0]!;
    expect(pick).toMatchObject({
      fairBasis: "market-only",
      consensusBookmakers: 1,
      bookmaker: "book-a",
      isValue: false,
      isPremium: false,
      decimalOdds: 1.4,
    });
    expect(pick!.priceCapturedAt?.toISOString()).toBe(new Date(now.getTime() - DAY).toISOString());
    expect(pick!.fairProbability).toBeCloseTo(fair, 5);
    expect(pick!.marketProbability).toBeCloseTo(fair, 5);
    expect(pick!.confidence).toBeCloseTo(fair * 100, 2);
    expect(pick!.expectedValue).toBeCloseTo(fair * 1.4 - 1, 3);
    expect(pick!.edge).toBeCloseTo((fair * 1.4 - 1) * 100, 1);
    expect(pick!.modelProbability).toBeGreaterThan(0.5);
    expect(pick!.modelId).toBe("basketball-elo");
    expect(verifyLock(pick!)).toBe(true);
    expect(pick!.factors).toMatchObject({ model: expect.any(String) });
  });

  it("never predicts the same match and market twice", async () => {
    const again = await generatePredictions({ matchIds: [upcomingId], markets: ["moneyline"], now });
    expect(again.generated).toBe(0);
    expect(again.skipped[0]?.reason).toBe("already predicted");
    const [row] = await db.select({ n: count() }).from(predictions).where(eq(predictions.matchId, upcomingId));
    expect(row!.n).toBe(1);
  });

  it(
    "answers the admin endpoint with an audited generation, and refuses members, started matches and unknown " +
      "markets",
    async () => {
      const admin = await makeUserWithToken("ADMIN");
      const member = await makeUserWithToken("USER");
      // The endpoint runs on the real clock: a game three days from now.
      const [future] = await db
        .insert(matches)
        .values({
          sportId: "basketball",
          leagueId: "nba",
          homeTeamId: teamIds.Comets!,
          awayTeamId: teamIds.Aces!,
          kickoffAt: new Date(Date.now() + 3 * DAY),
          status: "UPCOMING",
          provider: "test",
          externalId: "future-1",
        })
        .returning({ id: matches.id });
      await db.insert(oddsSnapshots).values([
        {
          matchId: future!.id,
          provider: "test",
          bookmaker: "book-a",
          market: "h2h",
          selection: "home",
          price: 2.6,
          capturedAt: new Date(Date.now() - DAY),
        },
        {
          matchId: future!.id,
          provider: "test",
          bookmaker: "book-a",
          market: "h2h",
          selection: "away",
          price: 1.55,
          capturedAt: new Date(Date.now() - DAY),
        },
      ]);
      const body = { matchId: future!.id };
      expect((await callRoute(generateRoute, jsonRequest("POST", "/api/predictions/generate", body))).status).toBe(401);
      expect(
        (await callRoute(generateRoute, jsonRequest("POST", "/api/predictions/generate", body, member.headers))).status,
      ).toBe(403);
      const created = await callRoute<{
        success: boolean;
        data: { generated: number; predictions: Array<{ id: string; pick: string }> };
      }>(generateRoute, jsonRequest("POST", "/api/predictions/generate", body, admin.headers));
      expect(created.status).toBe(200);
      expect(created.body.data.generated).toBe(1);
      expect(created.body.data.predictions[0]?.pick).toBe("Aces");
      const [entry] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "prediction.generate"), eq(auditLog.actorId, admin.user.id)));
      expect(entry?.entityId).toBe(created.body.data.predictions[0]!.id);

      const [past] = await db.select({ id: matches.id }).from(matches).where(eq(matches.externalId, "w-g-0"));
      expect(
        (
          await callRoute(
            generateRoute,
            jsonRequest("POST", "/api/predictions/generate", { matchId: past!.id }, admin.headers),
          )
        ).status,
      ).toBe(409);
      expect(
        (
          await callRoute(
            generateRoute,
            jsonRequest(
              "POST",
              "/api/predictions/generate",
              { matchId: future!.id, markets: ["corners"] },
              admin.headers,
            ),
          )
        ).status,
      ).toBe(422);
      expect(
        (
          await callRoute(
            generateRoute,
            jsonRequest("POST", "/api/predictions/generate", { matchId: "missing" }, admin.headers),
          )
        ).status,
      ).toBe(404);
    },
  );
});

describe("settlement", () => {
  it("settles the pick once the result is in, and a second run changes nothing", async () => {
    await db
      .update(matches)
      .set({ status: "COMPLETED", homeScore: 118, awayScore: 101 })
      .where(eq(matches.id, upcomingId));
    const first = await settleFinishedMatches({ now });
    expect(first).toMatchObject({ settled: 1, won: 1, lost: 0 });
    const [pick] = await db.select().from(predictions).where(eq(predictions.matchId, upcomingId));
    expect(pick).toMatchObject({ status: "WIN", resultNote: "Final 118-101", settlementSource: "test" });
    expect(pick!.settledAt?.toISOString()).toBe(now.toISOString());
    const [settledMatch] = await db
      .select({ at: matches.predictionsSettledAt })
      .from(matches)
      .where(eq(matches.id, upcomingId));
    expect(settledMatch!.at?.toISOString()).toBe(now.toISOString());

    const second = await settleFinishedMatches({ now: new Date(now.getTime() + DAY) });
    expect(second.settled).toBe(0);
    const [unchanged] = await db.select().from(predictions).where(eq(predictions.matchId, upcomingId));
    expect(unchanged!.settledAt?.toISOString()).toBe(now.toISOString());
  });

  it("leaves a match unstamped while one of its picks is still pending", async () => {
    const [match] = await db
      .insert(matches)
      .values({
        sportId: "basketball",
        leagueId: "nba",
        homeTeamId: teamIds.Bulls!,
        awayTeamId: teamIds.Comets!,
        kickoffAt: new Date(now.getTime() - DAY),
        status: "COMPLETED",
        homeScore: 99,
        awayScore: 98,
        provider: "test",
        externalId: "free-text-only",
      })
      .returning({ id: matches.id });
    // A free-text manual pick is settled by hand, so settlement skips it and the match stays outstanding.
    await makePrediction({
      matchId: match!.id,
      sportId: "basketball",
      leagueId: "nba",
      market: "Player props",
      marketId: null,
      categoryId: null,
      selection: null,
      pick: "Someone scores 30+",
      source: "MANUAL",
    });
    await settleFinishedMatches({ matchIds: [match!.id], now });
    const [row] = await db.select({ at: matches.predictionsSettledAt }).from(matches).where(eq(matches.id, match!.id));
    expect(row!.at).toBeNull();
  });

  it("records a quarter line's half in the stake result beside the status", async () => {
    const [match] = await db
      .insert(matches)
      .values({
        sportId: "basketball",
        leagueId: "nba",
        homeTeamId: teamIds.Bulls!,
        awayTeamId: teamIds.Comets!,
        kickoffAt: new Date(now.getTime() - DAY),
        status: "COMPLETED",
        homeScore: 100,
        awayScore: 100,
        provider: "test",
        externalId: "quarter-lines",
      })
      .returning({ id: matches.id });
    const place = {
      matchId: match!.id,
      sportId: "basketball",
      leagueId: "nba",
      market: "total",
      marketId: null,
      categoryId: null,
      selection: "over",
    };
    // 200 points: over 199.75 wins the 199.5 half and pushes the 200 half; over 200.25 pushes 200 and loses 200.5.
    const halfWon = await makePrediction({ ...place, pick: "Over 199.75", line: 199.75 });
    const halfLost = await makePrediction({ ...place, pick: "Over 200.25", line: 200.25 });
    const whole = await makePrediction({ ...place, pick: "Over 199.5", line: 199.5 });
    await settleFinishedMatches({ matchIds: [match!.id], now });
    const byId = new Map(
      (await db.select().from(predictions).where(eq(predictions.matchId, match!.id))).map((row) => [row.id, row]),
    );
    expect(byId.get(halfWon.id)).toMatchObject({
      status: "WIN",
      stakeResult: 0.5,
      resultNote: "Final 100-100: half won, half returned",
    });
    expect(byId.get(halfLost.id)).toMatchObject({
      status: "LOSS",
      stakeResult: -0.5,
      resultNote: "Final 100-100: half lost, half returned",
    });
    expect(byId.get(whole.id)).toMatchObject({ status: "WIN", stakeResult: 1 });
  });

  it("voids picks on a postponed match", async () => {
    const [match] = await db
      .insert(matches)
      .values({
        sportId: "basketball",
        leagueId: "nba",
        homeTeamId: teamIds.Bulls!,
        awayTeamId: teamIds.Comets!,
        kickoffAt: new Date(now.getTime() + 2 * DAY),
        status: "UPCOMING",
        provider: "test",
        externalId: "upcoming-2",
      })
      .returning({ id: matches.id });
    await db.insert(oddsSnapshots).values([
      {
        matchId: match!.id,
        provider: "test",
        bookmaker: "book-a",
        market: "h2h",
        selection: "home",
        price: 1.7,
        capturedAt: now,
      },
      {
        matchId: match!.id,
        provider: "test",
        bookmaker: "book-a",
        market: "h2h",
        selection: "away",
        price: 2.2,
        capturedAt: now,
      },
    ]);
    expect((await generatePredictions({ matchIds: [match!.id], markets: ["moneyline"], now })).generated).toBe(1);
    await db.update(matches).set({ status: "POSTPONED" }).where(eq(matches.id, match!.id));
    expect((await settleFinishedMatches({ now })).voided).toBe(1);
    const [pick] = await db
      .select()
      .from(predictions)
      .where(and(eq(predictions.matchId, match!.id)));
    expect(pick).toMatchObject({ status: "VOID", resultNote: "Match postponed" });
  });
});
