import "server-only";

import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { matches, oddsSnapshots, predictions, type OddsMarket, type OddsSelection } from "@/db/schema";

// Odds snapshots: SQL only. Append-only: rows are inserted, never updated.

export interface OddsSnapshotInput {
  matchId: string;
  provider: string;
  bookmaker: string;
  market: OddsMarket;
  selection: OddsSelection;
  /** Decimal odds > 1. */
  price: number;
  point: number | null;
  capturedAt: Date;
  isClosing: boolean;
  isDemo?: boolean;
}

/** At most this many rows per statement. */
const CHUNK = 500;

/** Rows of a raw query: postgres.js returns an array, PGlite an object with `rows`. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}

/**
 * Appends snapshots and returns how many were new. Never updates a row. Skipped:
 * - exact repeats of a capture (same match, provider, bookmaker, market, selection and capturedAt: the
 *   table's unique key), so re-running an import or re-processing a payload adds nothing;
 * - with `skipUnchanged` (default), a capture whose price, point and closing flag equal the latest earlier
 *   capture of the same bookmaker/market/selection: a price that did not move is not a new fact, and a
 *   scraper polling every few hours then adds rows only when something changed.
 */
export async function insertOddsSnapshots(
  rows: readonly OddsSnapshotInput[],
  options: { skipUnchanged?: boolean } = {},
  tx: DbOrTx = db,
): Promise<number> {
  const skipUnchanged = options.skipUnchanged ?? true;
  let inserted = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const json = JSON.stringify(
      rows.slice(start, start + CHUNK).map((row) => ({
        match_id: row.matchId,
        provider: row.provider,
        bookmaker: row.bookmaker,
        market: row.market,
        selection: row.selection,
        price: row.price,
        point: row.point,
        captured_at: row.capturedAt.toISOString(),
        is_closing: row.isClosing,
        is_demo: row.isDemo ?? false,
      })),
    );
    const unchanged = skipUnchanged
      ? sql`and not exists (
          select 1 from (
            select s.price, s.point, s.is_closing from ${oddsSnapshots} s
            where s.match_id = r.match_id and s.provider = r.provider and s.bookmaker = r.bookmaker
              and s.market = r.market::odds_market and s.selection = r.selection::odds_selection and s.captured_at <=
              r.captured_at
            order by s.captured_at desc limit 1
          ) previous
          where previous.price = r.price and previous.point is not distinct from r.point and previous.is_closing =
          r.is_closing
        )`
      : sql``;
    const result = await tx.execute(sql`
      insert into ${oddsSnapshots} (id, match_id, provider, bookmaker, market, selection, price, point, captured_at,
      is_closing, is_demo)
      select gen_random_uuid()::text, r.match_id, r.provider, r.bookmaker, r.market::odds_market,
      r.selection::odds_selection,
        r.price, r.point, r.captured_at, r.is_closing, r.is_demo
      from jsonb_to_recordset(${json}::jsonb) as r(match_id text, provider text, bookmaker text, market text, selection
      text,
        price numeric(10, 4), point numeric(7, 2), captured_at timestamptz, is_closing boolean, is_demo boolean)
      where r.price > 1 ${unchanged}
      on conflict do nothing
      returning id`);
    inserted += rowsOf(result).length;
  }
  return inserted;
}

export interface LatestOddsOptions {
  /** Only captures at or before this instant; default each match's kick-off (so the latest pre-match price = the
   * closing line once it has started). */
  before?: Date;
  bookmakers?: readonly string[];
  providers?: readonly string[];
}

/** What one stored price says: who quoted it, for which market and selection, at what price and line, and when. */
const PRICE_FIELDS = {
  provider: oddsSnapshots.provider,
  bookmaker: oddsSnapshots.bookmaker,
  market: oddsSnapshots.market,
  selection: oddsSnapshots.selection,
  price: oddsSnapshots.price,
  point: oddsSnapshots.point,
  capturedAt: oddsSnapshots.capturedAt,
};

/**
 * One bookmaker's price of one selection of a match: the DISTINCT ON key whose latest capture is that
 * bookmaker's price (ordered by the key, then capture time, newest first).
 */
const PRICE_KEY = [
  oddsSnapshots.matchId,
  oddsSnapshots.provider,
  oddsSnapshots.bookmaker,
  oddsSnapshots.market,
  oddsSnapshots.selection,
];

function latestSubquery(matchIds: readonly string[], options: LatestOddsOptions, tx: DbOrTx) {
  const query = tx
    .selectDistinctOn(PRICE_KEY, {
      matchId: oddsSnapshots.matchId,
      ...PRICE_FIELDS,
      isClosing: oddsSnapshots.isClosing,
    })
    .from(oddsSnapshots)
    .$dynamic();
  // The match row is only needed for its kick-off. With an explicit `before` (generation) the join is left
  // out: with it the planner hashed every match to find the requested ones (1M-prediction world: 624 ms for
  // 1,000 fixtures' prices, 66 ms without).
  const joined = options.before ? query : query.innerJoin(matches, eq(matches.id, oddsSnapshots.matchId));
  return joined
    .where(
      and(
        inArray(oddsSnapshots.matchId, [...matchIds]),
        options.before
          ? lte(oddsSnapshots.capturedAt, options.before)
          : lte(oddsSnapshots.capturedAt, matches.kickoffAt),
        options.bookmakers ? inArray(oddsSnapshots.bookmaker, [...options.bookmakers]) : undefined,
        options.providers ? inArray(oddsSnapshots.provider, [...options.providers]) : undefined,
      ),
    )
    .orderBy(...PRICE_KEY, desc(oddsSnapshots.capturedAt));
}

/** The latest price of every bookmaker/market/selection for each match (see LatestOddsOptions.before). */
export async function latestOddsForMatches(
  matchIds: readonly string[],
  options: LatestOddsOptions = {},
  tx: DbOrTx = db,
) {
  if (matchIds.length === 0) return [];
  return latestSubquery(matchIds, options, tx);
}

/**
 * The market consensus of those latest prices per match, market, selection and line: the number of
 * bookmakers and the price whose implied probability is their mean (1 / mean(1 / price)). Spreads and
 * totals at different lines are separate groups; callers usually take the line most bookmakers offer.
 */
async function consensusOddsForMatches(matchIds: readonly string[], options: LatestOddsOptions = {}, tx: DbOrTx = db) {
  if (matchIds.length === 0) return [];
  const latest = latestSubquery(matchIds, options, tx).as("latest");
  const rows = await tx
    .select({
      matchId: latest.matchId,
      market: latest.market,
      selection: latest.selection,
      point: latest.point,
      bookmakers: sql<number>`count(*)::int`,
      price: sql<number>`(1 / avg(1 / ${latest.price}))::float8`,
      capturedAt: sql<Date>`max(${latest.capturedAt})`,
      isClosing: sql<boolean>`bool_and(${latest.isClosing})`,
    })
    .from(latest)
    .groupBy(latest.matchId, latest.market, latest.selection, latest.point)
    .orderBy(asc(latest.matchId), asc(latest.market), asc(latest.selection), asc(latest.point));
  return rows.map((row) => ({
    ...row,
    point: row.point === null ? null : Number(row.point),
    price: Math.round(Number(row.price) * 10_000) / 10_000,
    bookmakers: Number(row.bookmakers),
    capturedAt: row.capturedAt instanceof Date ? row.capturedAt : new Date(row.capturedAt),
  }));
}

/** One match: the latest price per bookmaker/market/selection, and the consensus of those (closing once the match
 * started). */
export async function latestOddsForMatch(matchId: string, options: LatestOddsOptions = {}, tx: DbOrTx = db) {
  const [latest, consensus] = await Promise.all([
    latestOddsForMatches([matchId], options, tx),
    consensusOddsForMatches([matchId], options, tx),
  ]);
  return { latest, consensus };
}

/** Every snapshot of a match, oldest first (price history). */
export function listOddsHistory(matchId: string, tx: DbOrTx = db) {
  return tx
    .select({ ...PRICE_FIELDS, isClosing: oddsSnapshots.isClosing })
    .from(oddsSnapshots)
    .where(eq(oddsSnapshots.matchId, matchId))
    .orderBy(
      asc(oddsSnapshots.capturedAt),
      asc(oddsSnapshots.bookmaker),
      asc(oddsSnapshots.market),
      asc(oddsSnapshots.selection),
    );
}

/**
 * The distinct provider/bookmaker/market of every price captured for each prediction's match up to the
 * prediction's creation (the prices its odds were made from).
 */
export async function listOddsSourcesForPredictions(predictionIds: readonly string[], tx: DbOrTx = db) {
  if (predictionIds.length === 0) return [];
  return tx
    .selectDistinct({
      predictionId: predictions.id,
      predictionMarket: predictions.market,
      provider: oddsSnapshots.provider,
      bookmaker: oddsSnapshots.bookmaker,
      market: oddsSnapshots.market,
    })
    .from(predictions)
    .innerJoin(
      oddsSnapshots,
      and(eq(oddsSnapshots.matchId, predictions.matchId), lte(oddsSnapshots.capturedAt, predictions.createdAt)),
    )
    .where(inArray(predictions.id, [...predictionIds]))
    .orderBy(asc(predictions.id), asc(oddsSnapshots.provider), asc(oddsSnapshots.bookmaker));
}

/**
 * The closing prices of matches: per bookmaker, market, selection and line (point), the latest capture at or
 * before the match's kick-off. Keyed by line so a pick is closed at its own line even after the books moved.
 */
export async function closingOddsByLineForMatches(matchIds: readonly string[], tx: DbOrTx = db) {
  if (matchIds.length === 0) return [];
  return tx
    .selectDistinctOn([...PRICE_KEY, oddsSnapshots.point], { matchId: oddsSnapshots.matchId, ...PRICE_FIELDS })
    .from(oddsSnapshots)
    .innerJoin(matches, eq(matches.id, oddsSnapshots.matchId))
    .where(and(inArray(oddsSnapshots.matchId, [...matchIds]), lte(oddsSnapshots.capturedAt, matches.kickoffAt)))
    .orderBy(...PRICE_KEY, oddsSnapshots.point, desc(oddsSnapshots.capturedAt));
}
