import "server-only";

import { and, eq, gte, lt, sql, type AnyColumn, type SQL } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import {
  memberPickTallies,
  predictionTracks,
  sports,
  trackRecordCalibration,
  trackRecordClv,
  trackRecordOutcomes,
} from "@/db/schema";

import { clvDimension, clvGroupingSets, clvKey, outcomeDimension, outcomeKey } from "./groupings.queries";
import type { ClvSums, TrackRecordFilters } from "./track-record.queries";

// The track record and the member dashboards read the aggregate tables (db/schema/record-aggregates.ts),
// which database triggers keep in step with every write to predictions and prediction_tracks. The rows are
// sums per sport, market and match day; these queries only add them up, in the same shapes as the scans
// in track-record.queries.ts, which stay as the full recomputation (and answer filters that are not whole days).

const o = trackRecordOutcomes;
const c = trackRecordCalibration;
const v = trackRecordClv;

const DAY_MS = 86_400_000;

/** The aggregates hold whole UTC match days: filters on other instants need the scan. */
export function filtersOnWholeDays(filters: TrackRecordFilters): boolean {
  return [filters.from, filters.to].every((date) => date === undefined || date.getTime() % DAY_MS === 0);
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

function filtersToWhere(
  table: { sportId: AnyColumn; market: AnyColumn; day: AnyColumn },
  filters: TrackRecordFilters,
): SQL | undefined {
  return and(
    filters.sport ? eq(table.sportId, filters.sport) : undefined,
    filters.market ? eq(table.market, filters.market) : undefined,
    filters.from ? gte(table.day, dayOf(filters.from)) : undefined,
    filters.to ? lt(table.day, dayOf(filters.to)) : undefined,
  );
}

const total = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
const floatTotal = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::float8`.mapWith(Number);
const monthOf = (column: AnyColumn) => sql<string>`to_char(${column}, 'YYYY-MM')`;

/** As track-record.queries.ts `listOutcomeTallies`, from the per-day sums. */
export async function listOutcomeAggregates(filters: TrackRecordFilters = {}, tx: DbOrTx = db) {
  const MONTH = monthOf(o.day);
  const rows = await tx
    .select({
      dimension: outcomeDimension({ sportId: o.sportId, market: o.market, month: MONTH }),
      sportId: o.sportId,
      sportName: sports.name,
      market: o.market,
      month: MONTH,
      demo: total(o.demo),
      won: total(o.won),
      lost: total(o.lost),
      voided: total(o.voided),
      pending: total(o.pending),
      profit: floatTotal(o.profit),
      scored: total(o.scored),
      modelLogLoss: floatTotal(o.modelLogLoss),
      marketLogLoss: floatTotal(o.marketLogLoss),
      modelBrier: floatTotal(o.modelBrier),
      marketBrier: floatTotal(o.marketBrier),
    })
    .from(o)
    .innerJoin(sports, eq(sports.id, o.sportId))
    .where(filtersToWhere(o, filters))
    .groupBy(sql`grouping sets ((), (${o.sportId}, ${sports.name}), (${o.market}), (${MONTH}))`)
    // Cells emptied by removed picks stay behind at zero; a group without picks is not shown.
    .having(sql`sum(${o.picks}) > 0`);
  return rows.map(({ sportId, sportName, market, month, ...tally }) => ({
    ...tally,
    key: outcomeKey(tally.dimension, { sportId, market, month }),
    sportName: tally.dimension === "sport" ? sportName : null,
  }));
}

/** As track-record.queries.ts `listCalibrationTallies`, from the per-day band sums. */
export async function listCalibrationAggregates(filters: TrackRecordFilters = {}, tx: DbOrTx = db) {
  const MONTH = monthOf(c.day);
  const rows = await tx
    .select({
      dimension: outcomeDimension({ sportId: c.sportId, market: c.market, month: MONTH }),
      sportId: c.sportId,
      market: c.market,
      month: MONTH,
      band: sql<number>`${c.band}`.mapWith(Number),
      n: total(c.n),
      wins: total(c.wins),
      confidenceSum: floatTotal(c.confidenceSum),
    })
    .from(c)
    .where(filtersToWhere(c, filters))
    .groupBy(
      sql`grouping sets ((${c.band}), (${c.sportId}, ${c.band}), (${c.market}, ${c.band}), (${MONTH}, ${c.band}))`,
    )
    .having(sql`sum(${c.n}) > 0`);
  return rows.map(({ sportId, market, month, ...tally }) => ({
    ...tally,
    key: outcomeKey(tally.dimension, { sportId, market, month }),
  }));
}

/** As track-record.queries.ts `listClvTallies`, from the per-day sums. */
export async function listClvAggregates(filters: TrackRecordFilters = {}, tx: DbOrTx = db) {
  const rows = await tx
    .select({
      valueOnly: sql<boolean>`grouping(${v.isValue}) = 0`.mapWith(Boolean),
      dimension: clvDimension({ sportId: v.sportId, market: v.market, band: v.edgeBand, modelVersion: v.modelVersion }),
      sportId: v.sportId,
      sportName: sports.name,
      market: v.market,
      band: v.edgeBand,
      modelVersion: v.modelVersion,
      settled: total(v.settled),
      roiSum: floatTotal(v.roiSum),
      roiSumSq: floatTotal(v.roiSumSq),
      closed: total(v.closed),
      clvSum: floatTotal(v.clvSum),
      clvSumSq: floatTotal(v.clvSumSq),
      beatClose: total(v.beatClose),
      closedEdgeSum: floatTotal(v.closedEdgeSum),
    })
    .from(v)
    .innerJoin(sports, eq(sports.id, v.sportId))
    .where(filtersToWhere(v, filters))
    .groupBy(
      clvGroupingSets({
        isValue: v.isValue,
        sportId: v.sportId,
        sportName: sports.name,
        market: v.market,
        band: v.edgeBand,
        modelVersion: v.modelVersion,
      }),
    )
    .having(sql`(grouping(${v.isValue}) = 1 or ${v.isValue}) and sum(${v.picks}) > 0`);
  return rows.map(({ sportId, sportName, market, band, modelVersion, ...tally }) => ({
    ...tally,
    key: clvKey(tally.dimension, { sportId, market, band, modelVersion }),
    sportName: tally.dimension === "sport" ? sportName : null,
  }));
}

export type MemberTally = Omit<typeof memberPickTallies.$inferSelect, "userId">;

const EMPTY_MEMBER_TALLY: MemberTally = {
  total: 0,
  wins: 0,
  losses: 0,
  pending: 0,
  voids: 0,
  profit: 0,
  settledConfidenceSum: 0,
  settled: 0,
  roiSum: 0,
  roiSumSq: 0,
  closed: 0,
  clvSum: 0,
  clvSumSq: 0,
  beatClose: 0,
};

/** One member's sums over the picks they track (zeros before the first). */
export async function getMemberTally(userId: string, tx: DbOrTx = db): Promise<MemberTally> {
  const m = memberPickTallies;
  const [row] = await tx
    .select({
      total: m.total,
      wins: m.wins,
      losses: m.losses,
      pending: m.pending,
      voids: m.voids,
      profit: m.profit,
      settledConfidenceSum: m.settledConfidenceSum,
      settled: m.settled,
      roiSum: m.roiSum,
      roiSumSq: m.roiSumSq,
      closed: m.closed,
      clvSum: m.clvSum,
      clvSumSq: m.clvSumSq,
      beatClose: m.beatClose,
    })
    .from(m)
    .where(eq(m.userId, userId))
    .limit(1);
  return row ?? { ...EMPTY_MEMBER_TALLY };
}

/** The CLV and return sums of a member tally, as track-record.queries.ts `memberClvSums` returns them. */
export function memberClvSumsOf(tally: MemberTally): ClvSums {
  const { settled, roiSum, roiSumSq, closed, clvSum, clvSumSq, beatClose } = tally;
  return { settled, roiSum, roiSumSq, closed, clvSum, clvSumSq, beatClose };
}

/**
 * Recomputes every aggregate row from predictions and prediction_tracks, and each track's copy of its pick's
 * match date, published flag and status (the member-pick-order migration): the migrations' SQL functions.
 */
export async function rebuildRecordAggregates(tx: DbOrTx = db): Promise<void> {
  await tx.execute(sql`select rebuild_record_aggregates()`);
  await tx.execute(sql`select rebuild_member_pick_order()`);
}

/** Every aggregate row and every track's copy of its pick, in a stable order: what the tests compare with a rebuild. */
export async function dumpRecordAggregates(tx: DbOrTx = db) {
  const t = predictionTracks;
  const [outcomes, calibration, clv, members, trackCopies] = await Promise.all([
    tx
      .select()
      .from(o)
      .where(sql`${o.picks} <> 0`)
      .orderBy(o.sportId, o.market, o.day),
    tx
      .select()
      .from(c)
      .where(sql`${c.n} <> 0`)
      .orderBy(c.sportId, c.market, c.day, c.band),
    tx
      .select()
      .from(v)
      .where(sql`${v.picks} <> 0`)
      .orderBy(v.sportId, v.market, v.day, v.edgeBand, v.modelVersion, v.isValue),
    tx
      .select()
      .from(memberPickTallies)
      .where(sql`${memberPickTallies.total} <> 0 or ${memberPickTallies.settled} <> 0`)
      .orderBy(memberPickTallies.userId),
    tx.select({ id: t.id, matchDate: t.matchDate, isPublished: t.isPublished, status: t.status }).from(t).orderBy(t.id),
  ]);
  return { outcomes, calibration, clv, members, trackCopies };
}
