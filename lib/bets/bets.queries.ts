import "server-only";

import { and, asc, eq, ilike, inArray, isNotNull, ne, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import { db, type DbOrTx } from "@/db";
import { matches, memberBets, memberStaking, predictions, teams, type BetStatus } from "@/db/schema";
import type { CursorValue } from "@/lib/core/cursor.input";
import {
  keysetAfter,
  keysetOrderBy,
  keysetValues,
  parseKeysetValues,
  withoutCursor,
  type KeyColumn,
} from "@/lib/core/keyset";

// The member bets' SQL: pending bets on matches with their result, recording a settlement, the member's list a
// keyset page at a time, and the figures summed in the database (a member with 10,000 bets sends 10,000 rows
// nowhere: each group is one row of sums).

/** Pending bets on these matches (every match when none given), with each match's status and score. */
export function listPendingBetsWithResults(matchIds: readonly string[] | null, tx: DbOrTx = db) {
  return tx
    .select({
      id: memberBets.id,
      market: memberBets.market,
      selection: memberBets.selection,
      line: memberBets.line,
      predictionId: memberBets.predictionId,
      kickoffAt: matches.kickoffAt,
      matchId: memberBets.matchId,
      matchStatus: matches.status,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
    })
    .from(memberBets)
    .innerJoin(matches, eq(matches.id, memberBets.matchId))
    .where(
      and(
        eq(memberBets.status, "PENDING"),
        inArray(matches.status, ["COMPLETED", "POSTPONED", "CANCELLED"]),
        matchIds ? inArray(memberBets.matchId, [...matchIds]) : undefined,
      ),
    );
}

/** Settles one pending bet (a bet settled meanwhile is left as it is); true when it changed. */
export async function recordBetSettlement(
  id: string,
  outcome: {
    status: Exclude<BetStatus, "PENDING">;
    stakeResult: number;
    closingProbability: number | null;
    now: Date;
  },
  tx: DbOrTx = db,
) {
  const rows = await tx
    .update(memberBets)
    .set({
      status: outcome.status,
      stakeResult: outcome.stakeResult,
      closingProbability: outcome.closingProbability,
      settledAt: outcome.now,
      updatedAt: outcome.now,
    })
    .where(and(eq(memberBets.id, id), eq(memberBets.status, "PENDING")))
    .returning({ id: memberBets.id });
  return rows.length > 0;
}

/** A published pick as a bet logged from it needs it: its match, market, selection, line and price. */
export async function readPickForBet(predictionId: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select({
      id: predictions.id,
      matchId: predictions.matchId,
      market: predictions.market,
      selection: predictions.selection,
      line: predictions.line,
      decimalOdds: predictions.decimalOdds,
      bookmaker: predictions.bookmaker,
    })
    .from(predictions)
    .where(and(eq(predictions.id, predictionId), eq(predictions.isPublished, true)))
    .limit(1);
  return row;
}

export async function readMatchForBet(matchId: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select({ id: matches.id, kickoffAt: matches.kickoffAt, status: matches.status })
    .from(matches)
    .where(eq(matches.id, matchId))
    .limit(1);
  return row;
}

export async function insertBet(values: typeof memberBets.$inferInsert, tx: DbOrTx = db) {
  const [row] = await tx.insert(memberBets).values(values).returning();
  return row!;
}

/** The member's own bet; undefined for another member's id, like a missing one. */
export async function deleteOwnBet(userId: string, id: string, tx: DbOrTx = db) {
  const rows = await tx
    .delete(memberBets)
    .where(and(eq(memberBets.id, id), eq(memberBets.userId, userId)))
    .returning({ id: memberBets.id });
  return rows.length > 0;
}

/** The no-vig closing probabilities the published picks recorded (lib/settlement/closing-line.service.ts). */
export function listPickCloses(predictionIds: readonly string[], tx: DbOrTx = db) {
  if (predictionIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: predictions.id, closingProbability: predictions.closingProbability })
    .from(predictions)
    .where(and(inArray(predictions.id, [...predictionIds]), isNotNull(predictions.closingProbability)));
}

/** The member's own bet with its match's kick-off; undefined for another member's id, like a missing one. */
export async function readOwnBet(userId: string, id: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select({ id: memberBets.id, status: memberBets.status, kickoffAt: matches.kickoffAt })
    .from(memberBets)
    .innerJoin(matches, eq(matches.id, memberBets.matchId))
    .where(and(eq(memberBets.id, id), eq(memberBets.userId, userId)))
    .limit(1);
  return row;
}

/** Changes a pending bet of the member's; undefined when it is not theirs or no longer pending. */
export async function updateOwnPendingBet(
  userId: string,
  id: string,
  values: Partial<Pick<typeof memberBets.$inferInsert, "price" | "stake" | "bookmaker" | "placedAt" | "note">>,
  now: Date,
  tx: DbOrTx = db,
) {
  const [row] = await tx
    .update(memberBets)
    .set({ ...values, updatedAt: now })
    .where(and(eq(memberBets.id, id), eq(memberBets.userId, userId), eq(memberBets.status, "PENDING")))
    .returning();
  return row;
}

/** The list's order: newest placed first, then id (the index member_bets_user_placed_idx walks it). */
export const BET_ORDER_KEYS: readonly KeyColumn[] = [
  { column: memberBets.placedAt, direction: "desc", type: "timestamptz" },
  { column: memberBets.id, direction: "desc", type: "text" },
];

export interface BetFilters {
  status?: BetStatus;
  sport?: string;
  market?: string;
  bookmaker?: string;
  /** YYYY-MM, the month the bet was placed in (UTC). */
  month?: string;
}

const monthOf = (column: SQL | typeof memberBets.placedAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;

function filtersWhere(userId: string, filters: BetFilters): SQL {
  return and(
    eq(memberBets.userId, userId),
    filters.status ? eq(memberBets.status, filters.status) : undefined,
    filters.sport ? eq(matches.sportId, filters.sport) : undefined,
    filters.market ? eq(memberBets.market, filters.market) : undefined,
    filters.bookmaker ? eq(memberBets.bookmaker, filters.bookmaker) : undefined,
    filters.month ? sql`${monthOf(memberBets.placedAt)} = ${filters.month}` : undefined,
  )!;
}

const homeTeam = alias(teams, "bet_home_team");
const awayTeam = alias(teams, "bet_away_team");

/** A page of the member's bets, newest placed first, with each bet's match. */
export async function listOwnBets(
  params: { userId: string; filters: BetFilters; after?: CursorValue[]; limit: number },
  tx: DbOrTx = db,
) {
  const keys = BET_ORDER_KEYS;
  const where = filtersWhere(params.userId, params.filters);
  const found = await tx
    .select({
      id: memberBets.id,
      predictionId: memberBets.predictionId,
      matchId: memberBets.matchId,
      sportId: matches.sportId,
      homeTeam: homeTeam.name,
      awayTeam: awayTeam.name,
      kickoffAt: matches.kickoffAt,
      market: memberBets.market,
      selection: memberBets.selection,
      line: memberBets.line,
      price: memberBets.price,
      stake: memberBets.stake,
      bookmaker: memberBets.bookmaker,
      placedAt: memberBets.placedAt,
      publishedPrice: memberBets.publishedPrice,
      status: memberBets.status,
      stakeResult: memberBets.stakeResult,
      closingProbability: memberBets.closingProbability,
      settledAt: memberBets.settledAt,
      note: memberBets.note,
      cursor: keysetValues(keys),
    })
    .from(memberBets)
    .innerJoin(matches, eq(matches.id, memberBets.matchId))
    .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(params.after ? and(where, keysetAfter(keys, params.after)) : where)
    .orderBy(...keysetOrderBy(keys))
    .limit(params.limit + 1);
  const page = found.slice(0, params.limit);
  const last = page.at(-1);
  return {
    rows: page.map(withoutCursor),
    next: found.length > params.limit && last ? parseKeysetValues(last.cursor) : null,
  };
}

// Per settled bet, as bet-figures.rules.ts defines them: the return on the stake, CLV and slippage.
const RETURN = sql`(case when ${memberBets.stakeResult} > 0
  then ${memberBets.stakeResult} * (${memberBets.price}::float8 - 1) else ${memberBets.stakeResult} end)`;
const PROFIT = sql`(${memberBets.stake}::float8 * ${RETURN})`;
const CLV = sql`(${memberBets.price}::float8 * ${memberBets.closingProbability}::float8 - 1)`;
const SLIPPAGE = sql`(${memberBets.price}::float8 / ${memberBets.publishedPrice}::float8 - 1)`;
const float = (expression: SQL) => sql<number>`coalesce(${expression}, 0)::float8`.mapWith(Number);
const count = (expression: SQL | AnyColumn) => sql<number>`count(${expression})::int`.mapWith(Number);

/**
 * The member's settled bets summed overall and by sport, market, bookmaker and month (one row each, by grouping
 * sets): n, stakes, profit, and the running sums (Σx, Σx²) of the per-bet return, CLV and slippage that the 95 %
 * intervals are made of (lib/engine/fair-value.ts meanIntervalFromSums).
 */
export async function sumSettledBets(userId: string, tx: DbOrTx = db) {
  const MONTH = monthOf(memberBets.placedAt);
  const BOOKMAKER = sql<string>`coalesce(${memberBets.bookmaker}, '')`;
  const grouped = (column: SQL | typeof matches.sportId | typeof memberBets.market) => sql`grouping(${column}) = 0`;
  const rows = await tx
    .select({
      dimension: sql<"overall" | "sport" | "market" | "bookmaker" | "month">`case
        when ${grouped(matches.sportId)} then 'sport' when ${grouped(memberBets.market)} then 'market'
        when ${grouped(BOOKMAKER)} then 'bookmaker' when ${grouped(MONTH)} then 'month' else 'overall' end`,
      sport: matches.sportId,
      market: memberBets.market,
      bookmaker: BOOKMAKER,
      month: MONTH,
      bets: count(memberBets.id),
      staked: float(sql`sum(${memberBets.stake}::float8)`),
      profit: float(sql`sum(${PROFIT})`),
      returnSum: float(sql`sum(${RETURN})`),
      returnSquares: float(sql`sum(${RETURN} * ${RETURN})`),
      clvN: count(sql`${memberBets.closingProbability}`),
      clvSum: float(sql`sum(${CLV})`),
      clvSquares: float(sql`sum(${CLV} * ${CLV})`),
      beatClose: float(sql`count(*) filter (where ${CLV} > 0)`),
      slippageN: count(sql`${memberBets.publishedPrice}`),
      slippageSum: float(sql`sum(${SLIPPAGE})`),
      slippageSquares: float(sql`sum(${SLIPPAGE} * ${SLIPPAGE})`),
    })
    .from(memberBets)
    .innerJoin(matches, eq(matches.id, memberBets.matchId))
    .where(and(eq(memberBets.userId, userId), ne(memberBets.status, "PENDING")))
    .groupBy(sql`grouping sets ((), (${matches.sportId}), (${memberBets.market}), (${BOOKMAKER}), (${MONTH}))`);
  return rows.map(({ dimension, sport, market, bookmaker, month, ...sums }) => ({
    dimension,
    key: { overall: "", sport, market, bookmaker, month }[dimension] ?? "",
    ...sums,
  }));
}

/** How many of the member's bets are still open, and what they stake. */
export async function sumPendingBets(userId: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select({ bets: count(memberBets.id), staked: float(sql`sum(${memberBets.stake}::float8)`) })
    .from(memberBets)
    .where(and(eq(memberBets.userId, userId), eq(memberBets.status, "PENDING")));
  return row ?? { bets: 0, staked: 0 };
}

/**
 * Cumulative profit by settlement time, at most `points` points (every k-th settled bet and the last), so the
 * chart costs the same at 50 bets and at 10,000.
 */
export async function listProfitCurve(userId: string, points: number, tx: DbOrTx = db) {
  const curve = tx.$with("curve").as(
    tx
      .select({
        settledAt: sql<Date>`${memberBets.settledAt}`.as("settled_at"),
        cumulative: sql<number>`sum(${PROFIT}) over (order by ${memberBets.settledAt}, ${memberBets.id})`.as(
          "cumulative",
        ),
        position: sql<number>`row_number() over (order by ${memberBets.settledAt}, ${memberBets.id})`.as("position"),
        total: sql<number>`count(*) over ()`.as("total"),
      })
      .from(memberBets)
      .where(and(eq(memberBets.userId, userId), ne(memberBets.status, "PENDING"), isNotNull(memberBets.settledAt))),
  );
  const rows = await tx
    .with(curve)
    .select({
      at: sql<string>`${curve.settledAt}`.mapWith((value: string | Date) => new Date(value)),
      cumulative: sql<number>`${curve.cumulative}::float8`.mapWith(Number),
    })
    .from(curve)
    .where(
      sql`${curve.position} = ${curve.total}
        or ${curve.position} % greatest(1, ceil(${curve.total}::float8 / ${points})::int) = 0`,
    )
    .orderBy(asc(curve.position));
  return rows;
}

/** The member's staking settings; undefined before they set any. */
export async function readStaking(userId: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select({
      currency: memberStaking.currency,
      bankroll: memberStaking.bankroll,
      kellyFraction: memberStaking.kellyFraction,
      stakeCap: memberStaking.stakeCap,
      updatedAt: memberStaking.updatedAt,
    })
    .from(memberStaking)
    .where(eq(memberStaking.userId, userId))
    .limit(1);
  return row;
}

export async function upsertStaking(
  userId: string,
  values: { currency: string | null; bankroll: number | null; kellyFraction: number; stakeCap: number },
  now: Date,
  tx: DbOrTx = db,
) {
  const [row] = await tx
    .insert(memberStaking)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: memberStaking.userId, set: { ...values, updatedAt: now } })
    .returning({
      currency: memberStaking.currency,
      bankroll: memberStaking.bankroll,
      kellyFraction: memberStaking.kellyFraction,
      stakeCap: memberStaking.stakeCap,
      updatedAt: memberStaking.updatedAt,
    });
  return row!;
}

/** Matches to log a bet on by hand: by team name when given, else the next to kick off; at most 20. */
export function searchMatchesForBet(params: { q?: string; now: Date }, tx: DbOrTx = db) {
  const term = params.q ? `%${params.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return tx
    .select({
      id: matches.id,
      sportId: matches.sportId,
      leagueId: matches.leagueId,
      homeTeam: homeTeam.name,
      awayTeam: awayTeam.name,
      kickoffAt: matches.kickoffAt,
      status: matches.status,
    })
    .from(matches)
    .innerJoin(homeTeam, eq(homeTeam.id, matches.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, matches.awayTeamId))
    .where(
      term
        ? or(ilike(homeTeam.name, term), ilike(awayTeam.name, term))
        : sql`${matches.kickoffAt} > ${params.now.toISOString()}::timestamptz`,
    )
    .orderBy(term ? sql`abs(extract(epoch from ${matches.kickoffAt} - now()))` : asc(matches.kickoffAt))
    .limit(20);
}
