// The demo world's first start (refreshDemoPredictions, what prepareDatabase runs on a new database): its
// recent past is published as the pipeline would have published it, so /track-record has a settled record to
// judge, with closes and CLV, every pick locked before its kick-off on what was known then; the public
// Backtest section has the demo's backtests; and the demo market agrees with the model trained on it about as
// real markets do (docs/decisions.md, "Demo world", has the figures bench/demo-world.ts measures).
import { and, asc, eq, gt, inArray, lt, lte } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/db";
import { matches, oddsSnapshots, predictions, type Prediction } from "@/db/schema";
import { seedDatabase } from "@/db/seed";
import { consensusProbabilities } from "@/lib/engine/consensus";
import { getModelInfo } from "@/lib/engine/registry";
import { getLocalRunner } from "@/lib/jobs";
import { queueDemoBacktests } from "@/lib/models/backtest.service";
import { outcomeSelections } from "@/lib/predictions/picks.rules";
import { fittedModelFor } from "@/lib/generation/model.service";
import { REPLAY_HOUR_UTC } from "@/lib/generation/replay.rules";
import { verifyLock } from "@/lib/predictions/lock.rules";
import { refreshDemoPredictions } from "@/lib/system/bootstrap.service";
import { measureDemoWorld } from "@/lib/system/demo-figures.service";
import { getLatestBacktests, getLiveClv, getTrackRecord } from "@/lib/track-record/track-record.service";
import type { MarketKey } from "@/lib/engine/types";

const NOW = new Date("2025-11-26T10:00:00Z");
const DAY = 86_400_000;
const HORIZON = 7 * DAY;

let past: Prediction[] = [];

beforeAll(async () => {
  await seedDatabase(db, { demo: true, now: NOW });
  await refreshDemoPredictions(NOW);
  past = await db
    .select()
    .from(predictions)
    .where(and(eq(predictions.isDemo, true), lt(predictions.matchDate, NOW)))
    .orderBy(asc(predictions.matchDate));
}, 600_000);

describe("the first start's record", () => {
  it(
    "has settled demo picks to judge: at least 100, with win rate, ROI and CLV and their intervals, and " +
      "calibration",
    async () => {
      const record = await getTrackRecord();
      expect(record.overall.settled).toBeGreaterThanOrEqual(100);
      expect(record.overall.accuracy).not.toBeNull();
      expect(record.overall.roi).not.toBeNull();
      expect(record.demoPredictions).toBe(record.overall.total);
      expect(record.calibration.length).toBeGreaterThan(3);
      const live = await getLiveClv();
      const { clv, roi, beatClose } = live.all.overall;
      expect(clv.n).toBeGreaterThanOrEqual(100);
      for (const figure of [clv, roi, beatClose]) {
        expect(figure.lo).not.toBeNull();
        expect(figure.hi! - figure.lo!).toBeGreaterThan(0);
      }
      expect(live.value.overall.clv.n).toBeGreaterThan(5);
    },
  );

  it(
    "publishes each past pick as generation does, locked before its kick-off at a day's run, on a price captured " +
      "by then, closed and settled",
    () => {
      expect(past.length).toBeGreaterThanOrEqual(100);
      for (const pick of past) {
        const lockedAt = pick.lockedAt!;
        expect(pick.source).toBe("MODEL");
        expect(verifyLock(pick), pick.id).toBe(true);
        expect(pick.createdAt.getTime()).toBe(lockedAt.getTime());
        expect(lockedAt.getTime()).toBeLessThan(pick.matchDate.getTime());
        // A day's run, and the first one that had the match within its horizon (or the replay's first).
        expect(lockedAt.getUTCHours()).toBe(REPLAY_HOUR_UTC);
        expect(pick.matchDate.getTime() - lockedAt.getTime()).toBeLessThanOrEqual(HORIZON);
        expect(pick.priceCapturedAt!.getTime()).toBeLessThanOrEqual(lockedAt.getTime());
        expect(pick.fairBasis).toBe("market-only");
        expect(pick.status).not.toBe("PENDING");
        if (pick.status !== "VOID") {
          expect(pick.clv).not.toBeNull();
          expect(pick.clv).toBeCloseTo(pick.decimalOdds * pick.closingProbability! - 1, 3);
          expect(pick.closingCapturedAt!.getTime()).toBeLessThan(pick.matchDate.getTime());
        }
      }
    },
  );

  it("prices each past pick from the snapshots captured by its lock, never later ones", async () => {
    for (const pick of sample(past, 12)) {
      const snapshots = await db
        .select()
        .from(oddsSnapshots)
        .where(
          and(
            eq(oddsSnapshots.matchId, pick.matchId!),
            eq(oddsSnapshots.market, "h2h"),
            lte(oddsSnapshots.capturedAt, pick.lockedAt!),
          ),
        );
      const selections = outcomeSelections(pick.market as MarketKey)!;
      const books = new Map<string, Map<string, { price: number; at: number }>>();
      for (const row of snapshots) {
        const book = books.get(row.bookmaker) ?? new Map<string, { price: number; at: number }>();
        const seen = book.get(row.selection);
        if (!seen || seen.at <= row.capturedAt.getTime())
          book.set(row.selection, { price: Number(row.price), at: row.capturedAt.getTime() });
        books.set(row.bookmaker, book);
      }
      const odds = [...books.values()].map((book) => selections.map((selection) => book.get(selection)!.price));
      const consensus = consensusProbabilities(odds, selections.length, { method: "power" })!;
      const k = selections.indexOf(pick.selection as (typeof selections)[number]);
      expect(pick.consensusBookmakers).toBe(odds.length);
      // American football's moneyline can push (a tie): its probabilities are the consensus's given no push
      // times the chance of no push; elsewhere they are the consensus itself.
      const stay = pick.sportId === "american-football" ? pick.marketProbability! / consensus[k]! : 1;
      expect(stay).toBeGreaterThan(0.9);
      expect(stay).toBeLessThanOrEqual(1);
      expect(pick.marketProbability!, `${pick.sportId} ${pick.id}`).toBeCloseTo(consensus[k]! * stay, 5);
      // The price taken is the best of those.
      expect(pick.decimalOdds).toBeCloseTo(Math.max(...odds.map((book) => book[k]!)), 4);
    }
  });

  it("forecasts each past pick with the model fitted only on results known at its lock (no look-ahead)", async () => {
    for (const pick of sample(past, 8)) {
      const [match] = await db.select().from(matches).where(eq(matches.id, pick.matchId!));
      // The production model of the sport, fitted at the lock instant by the live path from the database.
      const model = await fittedModelFor(pick.sportId, pick.lockedAt!);
      expect(model!.version).toBe(pick.modelVersion);
      const forecast = model!.fitted.forecast({
        id: match!.id,
        date: match!.kickoffAt,
        league: match!.leagueId,
        season: match!.season ?? undefined,
        homeTeam: match!.homeTeamId,
        awayTeam: match!.awayTeamId,
        neutral: match!.isNeutral,
      });
      const selection = forecast!.selections.find((s) => s.market === pick.market && s.selection === pick.selection)!;
      expect(pick.modelProbability!, `${pick.id} ${pick.sportId}`).toBeCloseTo(selection.probability, 6);
      // No result the model could have seen was recorded after the lock.
      const unknownThen = await db
        .select({ id: matches.id })
        .from(matches)
        .where(
          and(
            eq(matches.sportId, pick.sportId),
            lt(matches.kickoffAt, pick.lockedAt!),
            gt(matches.resultRecordedAt, pick.lockedAt!),
          ),
        );
      expect(unknownThen).toEqual([]);
    }
  });
});

describe("the demo market and the model trained on the demo past", () => {
  it("roughly agree, value appears at about the rate real prices show it, and at many books", async () => {
    const figures = await measureDemoWorld();
    expect(figures.modelGap.n).toBeGreaterThanOrEqual(200);
    expect(figures.modelGap.median!).toBeLessThan(5);
    for (const [sport, gap] of Object.entries(figures.modelGap.bySport))
      if (gap.n >= 20) expect(gap.median!, sport).toBeLessThan(6);
    expect(figures.valueShare!).toBeGreaterThan(0.015);
    expect(figures.valueShare!).toBeLessThan(0.06);
    const books = Object.values(figures.valueByBookmaker);
    expect(books.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...books) / figures.valuePicks).toBeLessThan(0.4);
  });
});

describe("the public Backtest section", () => {
  it(
    "has the demo's backtests once the first start's jobs have run, of the version that publishes, labelled as " +
      "demo history",
    async () => {
      const queued = await queueDemoBacktests();
      expect(queued.length).toBeGreaterThanOrEqual(4);
      await getLocalRunner().idle();
      const shown = await getLatestBacktests();
      expect(shown.map((backtest) => backtest.modelId).sort()).toEqual([...queued].sort());
      for (const backtest of shown) {
        expect(backtest.modelVersion).toBe(getModelInfo(backtest.modelId)!.version);
        expect(backtest.isDemo).toBe(true);
        // The fair forecast (what is published) beside the model's own figures and the consensus.
        expect(backtest.metrics!.scores.fair.n).toBeGreaterThan(30);
        expect(backtest.metrics!.scores.model).not.toBeNull();
        expect(backtest.metrics!.scores.consensus).not.toBeNull();
      }
    },
    300_000,
  );
});

describe("a later start", () => {
  it("replays only the days since the last one, as day runs would have; adds no second pick to a market", async () => {
    // Ten days later: the fixtures that came within a week of kick-off while the server was off get the pick
    // a day's run would have made then.
    const later = new Date(NOW.getTime() + 10 * DAY);
    await seedDatabase(db, { demo: true, now: later });
    const before = new Set((await db.select({ id: predictions.id }).from(predictions)).map((row) => row.id));
    const summary = await refreshDemoPredictions(later);
    expect(summary.replay.runs).toBe(10);
    expect(summary.replay.from?.toISOString()).toBe("2025-11-27T09:00:00.000Z");
    const added = (await db.select().from(predictions).where(eq(predictions.isDemo, true))).filter(
      (pick) => !before.has(pick.id),
    );
    const replayed = added.filter((pick) => pick.lockedAt!.getTime() < later.getTime());
    expect(replayed.length).toBeGreaterThan(20);
    for (const pick of replayed) {
      expect(pick.lockedAt!.getUTCHours()).toBe(REPLAY_HOUR_UTC);
      expect(pick.lockedAt!.getTime()).toBeGreaterThan(NOW.getTime());
      expect(pick.lockedAt!.getTime()).toBeLessThan(pick.matchDate.getTime());
    }
    const keys = (
      await db
        .select({ matchId: predictions.matchId, market: predictions.market })
        .from(predictions)
        .where(eq(predictions.isDemo, true))
    ).map((row) => `${row.matchId}|${row.market}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Everything on a match that has since been played or called off is settled.
    const pendingPast = await db
      .select({ id: predictions.id })
      .from(predictions)
      .innerJoin(matches, eq(matches.id, predictions.matchId))
      .where(
        and(
          eq(predictions.isDemo, true),
          eq(predictions.status, "PENDING"),
          inArray(matches.status, ["COMPLETED", "POSTPONED"]),
        ),
      );
    expect(pendingPast).toEqual([]);
  }, 600_000);
});

/** `n` picks spread over the list, every sport represented when it has picks. */
function sample(list: readonly Prediction[], n: number): Prediction[] {
  const bySport = new Map<string, Prediction[]>();
  for (const pick of list) bySport.set(pick.sportId, [...(bySport.get(pick.sportId) ?? []), pick]);
  const chosen: Prediction[] = [];
  const perSport = Math.max(1, Math.ceil(n / bySport.size));
  for (const picks of bySport.values()) {
    for (let i = 0; i < perSport && i < picks.length; i++)
      chosen.push(picks[Math.floor(((i + 0.5) * picks.length) / perSport)]!);
  }
  return chosen.slice(0, Math.max(n, bySport.size));
}
