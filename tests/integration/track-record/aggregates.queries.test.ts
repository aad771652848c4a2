// The aggregate tables the track record and the member dashboards read, kept by database triggers, against
// full recomputations after every step of random write sequences: the migration's rebuild (SQL), the scans
// of lib/track-record/track-record.queries.ts (the pages' figures as they were computed before) and the pure
// definitions in lib/engine/pick-metrics.ts, fair-value.ts and lib/members/dashboard-stats.rules.ts.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { db } from "@/db";
import * as aggregates from "@/lib/track-record/aggregates.queries";
import * as scans from "@/lib/track-record/track-record.queries";
import * as tracks from "@/lib/members/tracks.queries";
import { predictionTracks, predictions, users, type NewPrediction, type PredictionStatus } from "@/db/schema";
import { metricsFromTally, pickProfit, tallyPicks, type PickRow } from "@/lib/engine/pick-metrics";
import { currentStreak } from "@/lib/members/dashboard.service";
import { computeDashboardStats, dashboardStatsFromSums } from "@/lib/members/dashboard-stats.rules";
import { getTrackRecord } from "@/lib/track-record/track-record.service";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";

/** Deterministic pseudo-random numbers (mulberry32), so a failing sequence can be replayed from its seed. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}
type Rng = ReturnType<typeof rng>;

const PLACES = [
  { sportId: "football", leagueId: "epl", market: "1x2" },
  { sportId: "basketball", leagueId: "nba", market: "moneyline" },
  { sportId: "football", leagueId: "laliga", market: "over_under" },
  { sportId: "tennis", leagueId: "atp", market: "moneyline" },
];
// Around UTC midnight on purpose: the aggregates are kept per UTC match day.
const DAYS = [
  Date.UTC(2025, 0, 10, 23, 40),
  Date.UTC(2025, 0, 11, 0, 5),
  Date.UTC(2025, 1, 28, 23, 59),
  Date.UTC(2025, 2, 1, 12),
];
const NOTES = ["Final 2-1", "Final 2-1: half won, half returned", "Final 1-1: half lost, half returned", null];
const VERSIONS = ["v1", "v2", null];

function randomPick(r: Rng, index: number): Partial<NewPrediction> {
  const decimalOdds = Math.round((1.2 + r.next() * 4) * 10_000) / 10_000;
  const modelProbability = Math.round((0.05 + r.next() * 0.9) * 1e6) / 1e6;
  const manual = r.next() < 0.15;
  const expectedValue = manual ? null : Math.round((r.next() * 0.2 - 0.05) * 10_000) / 10_000;
  return {
    ...r.pick(PLACES),
    homeTeam: `Home ${index}`,
    awayTeam: `Away ${index}`,
    matchDate: new Date(r.pick(DAYS) + r.int(3) * 60_000),
    pick: `pick ${index}`,
    confidence: Math.round(modelProbability * 10_000) / 100,
    decimalOdds,
    odds: decimalOdds >= 2 ? Math.round((decimalOdds - 1) * 100) : -Math.round(100 / (decimalOdds - 1)),
    modelProbability: manual ? null : modelProbability,
    marketProbability:
      manual || r.next() < 0.1
        ? null
        : Math.round(Math.min(0.99, Math.max(0.01, modelProbability + r.next() * 0.1 - 0.05)) * 1e6) / 1e6,
    expectedValue,
    edge: expectedValue === null ? null : Math.round(expectedValue * 100_000) / 1000,
    isValue: expectedValue !== null && expectedValue >= 0.02,
    modelVersion: manual ? null : r.pick(VERSIONS),
    source: manual ? "MANUAL" : "MODEL",
    isDemo: r.next() < 0.2,
    isPublished: r.next() < 0.9,
  };
}

/** Numbers equal to 1e-9 (relative above 1): float sums kept by adding and subtracting drift in the last bits. */
function expectNear(actual: unknown, expected: unknown, path = "$"): void {
  if (typeof expected === "number" && typeof actual === "number") {
    if (Math.abs(actual - expected) > 1e-9 * Math.max(1, Math.abs(expected))) {
      expect.fail(`${path}: ${actual} ≠ ${expected}`);
    }
    return;
  }
  if (Array.isArray(expected)) {
    expect(Array.isArray(actual), path).toBe(true);
    if ((actual as unknown[]).length !== expected.length) {
      expect.fail(`${path}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
    }
    expected.forEach((item, i) => expectNear((actual as unknown[])[i], item, `${path}[${i}]`));
    return;
  }
  if (expected && typeof expected === "object" && !(expected instanceof Date)) {
    expect(Object.keys(actual as object).sort(), path).toEqual(Object.keys(expected).sort());
    for (const [key, value] of Object.entries(expected))
      expectNear((actual as Record<string, unknown>)[key], value, `${path}.${key}`);
    return;
  }
  expect(actual, path).toEqual(expected);
}

type Row = Record<string, unknown> & { dimension: string; key: string | null };
const rowId = (row: Row) =>
  `${String(row.valueOnly ?? "")}:${row.dimension}:${row.key ?? ""}:${String(row.band ?? "")}`;
/** Same rows in a stable order; the scans' always-present overall row is dropped when nothing is counted in it. */
function comparable(rows: readonly Row[]) {
  const empty = (row: Row) =>
    row.dimension === "all" && Object.values(row).every((value) => typeof value !== "number" || value === 0);
  return rows.filter((row) => !empty(row)).sort((a, b) => rowId(a).localeCompare(rowId(b)));
}

async function expectAggregatesMatchRecomputation(step: string, userIds: readonly string[]) {
  // 1. The incrementally kept rows equal a rebuild from scratch (rolled back: the test goes on from the kept rows).
  const rollback = new Error("rollback");
  await db
    .transaction(async (tx) => {
      const kept = await aggregates.dumpRecordAggregates(tx);
      await aggregates.rebuildRecordAggregates(tx);
      const rebuilt = await aggregates.dumpRecordAggregates(tx);
      expectNear(kept, rebuilt, `${step} aggregates`);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });

  // 2. The readers answer as the scans over predictions do, unfiltered and filtered on whole days.
  for (const filters of [
    {},
    { sport: "football", from: new Date(Date.UTC(2025, 0, 11)), to: new Date(Date.UTC(2025, 2, 1)) },
    { market: "moneyline" },
  ]) {
    expectNear(
      comparable(await aggregates.listOutcomeAggregates(filters)),
      comparable(await scans.listOutcomeTallies(filters)),
      `${step} outcomes`,
    );
    expectNear(
      comparable(await aggregates.listCalibrationAggregates(filters)),
      comparable(await scans.listCalibrationTallies(filters)),
      `${step} calibration`,
    );
    expectNear(
      comparable(await aggregates.listClvAggregates(filters)),
      comparable(await scans.listClvTallies(filters)),
      `${step} clv`,
    );
  }

  // 3. The page's overall figures equal the pure definitions over every stored pick.
  const rows = await db.select().from(predictions);
  expectNear((await getTrackRecord()).overall, metricsFromTally(tallyPicks(rows as PickRow[])), `${step} overall`);

  // 4. Each member's dashboard sums equal the statistics over their tracked picks, and the CLV sums the scan.
  for (const userId of userIds) {
    const tally = await aggregates.getMemberTally(userId);
    const picks = await tracks.listTrackedPicksForStats(userId);
    expect(dashboardStatsFromSums(tally, await currentStreak(userId)), `${step} member stats`).toEqual(
      computeDashboardStats(picks),
    );
    expectNear(aggregates.memberClvSumsOf(tally), await scans.memberClvSums(userId), `${step} member clv`);
    await expectMemberListsMatchScan(step, userId);
  }
}

/**
 * The member's lists read the tracks' copies of match date, published flag and status: the newest picks,
 * a later page and the count equal the scan that sorts and filters on the picks themselves.
 */
async function expectMemberListsMatchScan(step: string, userId: string) {
  const scanned = await db
    .select({ id: predictions.id })
    .from(predictionTracks)
    .innerJoin(predictions, eq(predictions.id, predictionTracks.predictionId))
    .where(and(eq(predictionTracks.userId, userId), eq(predictions.isPublished, true)))
    .orderBy(desc(predictions.matchDate), desc(predictionTracks.createdAt), asc(predictionTracks.id));
  const ids = scanned.map((row) => row.id);
  const newest = await tracks.listNewestTrackedPredictions(userId, 5);
  expect(
    newest.map((row) => row.id),
    `${step} member newest`,
  ).toEqual(ids.slice(0, 5));
  const second = await tracks.listTrackedPredictions({ userId, page: 2, limit: 4 });
  expect(
    second.rows.map((row) => row.id),
    `${step} member page 2`,
  ).toEqual(ids.slice(4, 8));
  expect(second.total, `${step} member count`).toBe(ids.length);
}

/** A quarter line's half, as settlement records it beside the note; the status decides otherwise. */
const stakeResultOf = (status: PredictionStatus, note: string | null) =>
  note?.includes("half won")
    ? 0.5
    : note?.includes("half lost")
      ? -0.5
      : status === "PENDING"
        ? null
        : status === "WIN"
          ? 1
          : status === "LOSS"
            ? -1
            : 0;

const settleValues = (r: Rng, status: PredictionStatus) => {
  const resultNote = status === "VOID" ? "Match postponed" : r.pick(NOTES);
  return {
    status,
    stakeResult: stakeResultOf(status, resultNote),
    resultNote,
    settledAt: new Date(),
    settlementSource: "manual",
  };
};

async function runSequence(seed: number, steps: number) {
  const r = rng(seed);
  const members = await Promise.all([0, 1, 2].map(() => makeUserWithToken()));
  const userIds = members.map((m) => m.user.id);
  let created = 0;
  const ids: string[] = [];
  const generate = async () => {
    const row = await makePrediction(randomPick(r, created++));
    ids.push(row.id);
    return row.id;
  };
  for (let i = 0; i < 24; i++) await generate();
  for (const userId of userIds) for (const id of ids) if (r.next() < 0.4) await tracks.createTrack(userId, id);
  await expectAggregatesMatchRecomputation(`seed ${seed} start`, userIds);

  const update = (id: string, values: Partial<NewPrediction>) =>
    db.update(predictions).set(values).where(eq(predictions.id, id));
  const operations: Record<string, () => Promise<unknown>> = {
    generate,
    settle: async () => update(r.pick(ids), settleValues(r, r.pick(["WIN", "LOSS"] as const))),
    resettle: async () => update(r.pick(ids), settleValues(r, r.pick(["WIN", "LOSS", "VOID", "PENDING"] as const))),
    void: async () => update(r.pick(ids), settleValues(r, "VOID")),
    close: async () => {
      const [row] = await db
        .select()
        .from(predictions)
        .where(eq(predictions.id, r.pick(ids)));
      const closingProbability = Math.round((0.1 + r.next() * 0.8) * 1e6) / 1e6;
      await update(row!.id, {
        closingProbability,
        clv: Math.round((row!.decimalOdds * closingProbability - 1) * 10_000) / 10_000,
      });
    },
    // A correction can move the price and with it the stated edge (and its band), on a pick with or without a
    // close; the new edge is derived from the old one so the random sequence stays the one the steps were tuned on.
    correct: async () => {
      const id = r.pick(ids);
      await db
        .update(predictions)
        .set({
          matchDate: new Date(r.pick(DAYS)),
          decimalOdds: 1.9,
          odds: -111,
          confidence: r.int(10_001) / 100,
          expectedValue: sql`0.03 - coalesce(${predictions.expectedValue}, 0.01)`,
        })
        .where(eq(predictions.id, id));
    },
    unpublish: async () => update(r.pick(ids), { isPublished: r.next() < 0.5 }),
    // Generation re-runs as an upsert: a new row is inserted, an existing one updated in the same statement.
    upsert: async () => {
      const [row] = await db
        .select()
        .from(predictions)
        .where(eq(predictions.id, r.pick(ids)));
      const fresh = { ...randomPick(r, created++), id: crypto.randomUUID() };
      const changed = { confidence: r.int(10_001) / 100, status: r.pick(["PENDING", "WIN", "LOSS"] as const) };
      const inserted = await db
        .insert(predictions)
        .values([{ ...row!, ...changed }, fresh as NewPrediction])
        .onConflictDoUpdate({
          target: predictions.id,
          set: { confidence: sql`excluded.confidence`, status: sql`excluded.status` },
        })
        .returning({ id: predictions.id });
      expect(inserted).toHaveLength(2);
      ids.push(fresh.id);
    },
    edit: async () => update(r.pick(ids), { analysis: `edited ${r.int(1000)}` }),
    delete: async () => {
      const id = ids.splice(r.int(ids.length), 1)[0]!;
      await db.delete(predictions).where(eq(predictions.id, id));
    },
    track: async () => tracks.createTrack(r.pick(userIds), r.pick(ids)),
    untrack: async () =>
      db
        .delete(predictionTracks)
        .where(and(eq(predictionTracks.userId, r.pick(userIds)), eq(predictionTracks.predictionId, r.pick(ids)))),
  };
  const names = Object.keys(operations);
  for (let step = 0; step < steps; step++) {
    const name = ids.length < 5 ? "generate" : r.pick(names);
    await operations[name]!();
    await expectAggregatesMatchRecomputation(`seed ${seed} step ${step} (${name})`, userIds);
  }

  // Removing the demo world and a member go through the same triggers.
  const demo = await db.delete(predictions).where(eq(predictions.isDemo, true)).returning({ id: predictions.id });
  for (const { id } of demo) ids.splice(ids.indexOf(id), 1);
  await expectAggregatesMatchRecomputation(`seed ${seed} demo removed`, userIds);
  await db.delete(users).where(eq(users.id, userIds[0]!));
  await expectAggregatesMatchRecomputation(`seed ${seed} member removed`, userIds.slice(1));
  return { ids };
}

describe("track-record aggregates", () => {
  // Each test starts from an empty record so its sums are its own.
  beforeEach(async () => {
    await db.delete(predictions);
  });

  it("equal a full recomputation after every step of random write sequences", async () => {
    for (const seed of [1, 2]) {
      await runSequence(seed, 40);
      await db.delete(predictions);
    }
  }, 240_000);

  it("state a pick's profit in SQL exactly as the engine does, for every status, stake result and price", async () => {
    const statuses: PredictionStatus[] = ["WIN", "LOSS", "VOID", "PENDING"];
    const cases = statuses.flatMap((status) =>
      [1, 0.5, 0, -0.5, -1, null].flatMap((stakeResult) =>
        [1.01, 1.9, 2.0, 3.75, 41].map((odds) => ({ status, stakeResult, odds })),
      ),
    );
    const result =
      await db.execute(sql`select tr_pick_profit((c.value->>'status')::prediction_status, (c.value->>'odds')::float8,
        (c.value->>'stakeResult')::float8) as profit
      from jsonb_array_elements(${JSON.stringify(cases)}::jsonb) with ordinality as c(value, n)
      order by c.n`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      profit: number | string;
    }[];
    const profits = rows.map((row) => Number(row.profit));
    expect(profits).toEqual(cases.map((c) => pickProfit(c.status, c.odds, c.stakeResult)));
  });

  it("leave no trace of removed picks and count a pick's profit at its quarter-line half", async () => {
    const { user } = await makeUserWithToken();
    const pick = await makePrediction({
      decimalOdds: 3,
      odds: 200,
      status: "WIN",
      stakeResult: 0.5,
      resultNote: "Final 2-1: half won, half returned",
    });
    await tracks.createTrack(user.id, pick.id);
    const record = await getTrackRecord();
    expect(record.overall.profit).toBeCloseTo(pickProfit("WIN", 3, 0.5), 12);
    expect(record.overall.profit).toBeCloseTo(1, 12);
    // The member's dashboard counts the half too: +200 pays 2 units, half of it is won.
    expect(await aggregates.getMemberTally(user.id)).toMatchObject({ total: 1, wins: 1, settled: 1, profit: 1 });

    await db.delete(predictions).where(eq(predictions.id, pick.id));
    const after = await getTrackRecord();
    expect(after.overall.total).toBe(0);
    expect(after.bySport).toEqual([]);
    expect(after.byMonth).toEqual([]);
    expect(await aggregates.getMemberTally(user.id)).toMatchObject({ total: 0, wins: 0, settled: 0, profit: 0 });
  });

  it("count a member's streak past the first page of decided picks", async () => {
    const { user } = await makeUserWithToken();
    for (let i = 0; i < 70; i++) {
      const pick = await makePrediction({ status: "WIN", matchDate: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000) });
      await tracks.createTrack(user.id, pick.id);
    }
    expect(await currentStreak(user.id)).toBe(70);
    const loss = await makePrediction({ status: "LOSS", matchDate: new Date(Date.UTC(2025, 0, 1) + 30.5 * 3_600_000) });
    await tracks.createTrack(user.id, loss.id);
    expect(await currentStreak(user.id)).toBe(39);
    expect(computeDashboardStats(await tracks.listTrackedPicksForStats(user.id)).streak).toBe(39);
  });

  it("keep a member's newest picks and streak in step with correction, unpublishing and re-settlement", async () => {
    const { user } = await makeUserWithToken();
    const at = (hours: number) => new Date(Date.UTC(2025, 0, 1) + hours * 3_600_000);
    const older = await makePrediction({ status: "WIN", matchDate: at(1) });
    const loss = await makePrediction({ status: "LOSS", matchDate: at(2) });
    const newer = await makePrediction({ status: "WIN", matchDate: at(3) });
    for (const pick of [older, loss, newer]) await tracks.createTrack(user.id, pick.id);
    const newestIds = async () => (await tracks.listNewestTrackedPredictions(user.id, 5)).map((row) => row.id);
    expect(await newestIds()).toEqual([newer.id, loss.id, older.id]);
    expect(await currentStreak(user.id)).toBe(1);

    // The loss is moved before the older win: the streak now runs through both wins.
    await db
      .update(predictions)
      .set({ matchDate: at(0) })
      .where(eq(predictions.id, loss.id));
    expect(await newestIds()).toEqual([newer.id, older.id, loss.id]);
    expect(await currentStreak(user.id)).toBe(2);

    // Unpublished, the newest win leaves the list and the streak; settled again as a loss it breaks it.
    await db.update(predictions).set({ isPublished: false }).where(eq(predictions.id, newer.id));
    expect(await newestIds()).toEqual([older.id, loss.id]);
    expect(await currentStreak(user.id)).toBe(1);
    await db.update(predictions).set({ isPublished: true, status: "LOSS" }).where(eq(predictions.id, newer.id));
    expect(await newestIds()).toEqual([newer.id, older.id, loss.id]);
    expect(await currentStreak(user.id)).toBe(0);
    expect((await tracks.listTrackedPredictions({ userId: user.id, status: "LOSS", page: 1, limit: 10 })).total).toBe(
      2,
    );
  });

  it("answer a filter that cuts a match day by scanning the picks", async () => {
    await db.delete(predictions);
    await makePrediction({ matchDate: new Date(Date.UTC(2025, 4, 1, 10)), status: "WIN" });
    await makePrediction({ matchDate: new Date(Date.UTC(2025, 4, 1, 20)), status: "LOSS" });
    expect(aggregates.filtersOnWholeDays({ from: new Date(Date.UTC(2025, 4, 1, 12)) })).toBe(false);
    const record = await getTrackRecord({ from: new Date(Date.UTC(2025, 4, 1, 12)) });
    expect(record.overall).toMatchObject({ total: 1, won: 0, lost: 1 });
    const wholeDay = await getTrackRecord({ from: new Date(Date.UTC(2025, 4, 1)), to: new Date(Date.UTC(2025, 4, 2)) });
    expect(wholeDay.overall).toMatchObject({ total: 2, won: 1, lost: 1 });
  });
});
