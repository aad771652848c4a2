import "server-only";

import { and, eq, gte, inArray, isNotNull, lt, lte, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

import { db, type DbOrTx } from "@/db";
import {
  favoriteLeagues,
  favoritePredictions,
  favoriteTeams,
  paymentOrders,
  predictions,
  predictionTracks,
  sports,
  subscriptions,
  trialClaims,
  userActivityDays,
  users,
} from "@/db/schema";

// SQL for the admin analytics page: counts per UTC calendar day in [from, to). Days come back as
// 'YYYY-MM-DD' strings; the service fills the days that have no rows.

export interface Window {
  from: Date;
  to: Date;
}

/** The UTC calendar day of a timestamptz column, as 'YYYY-MM-DD' (independent of the session time zone). */
const utcDay = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
const inWindow = (column: AnyColumn, window: Window) => and(gte(column, window.from), lt(column, window.to));
const countAll = sql<number>`count(*)`.mapWith(Number);

async function countPerDay(table: PgTable, column: AnyColumn, window: Window, tx: DbOrTx, extra?: SQL) {
  const day = utcDay(column);
  return tx
    .select({ day, count: countAll })
    .from(table)
    .where(and(inWindow(column, window), extra))
    .groupBy(day);
}

const decided = inArray(predictions.status, ["WIN", "LOSS", "VOID"]);

/** Settled picks by the day they were settled: wins, losses and voids. */
export async function settledPicksPerDay(window: Window, tx: DbOrTx = db) {
  const day = utcDay(predictions.settledAt);
  return tx
    .select({
      day,
      wins: sql<number>`count(*) filter (where ${predictions.status} = 'WIN')`.mapWith(Number),
      losses: sql<number>`count(*) filter (where ${predictions.status} = 'LOSS')`.mapWith(Number),
      voids: sql<number>`count(*) filter (where ${predictions.status} = 'VOID')`.mapWith(Number),
    })
    .from(predictions)
    .where(and(decided, inWindow(predictions.settledAt, window)))
    .groupBy(day);
}

/** Picks settled in the window, per sport: wins, losses and voids. */
export async function settledPicksPerSport(window: Window, tx: DbOrTx = db) {
  return tx
    .select({
      sportId: predictions.sportId,
      sportName: sports.name,
      wins: sql<number>`count(*) filter (where ${predictions.status} = 'WIN')`.mapWith(Number),
      losses: sql<number>`count(*) filter (where ${predictions.status} = 'LOSS')`.mapWith(Number),
      voids: sql<number>`count(*) filter (where ${predictions.status} = 'VOID')`.mapWith(Number),
    })
    .from(predictions)
    .innerJoin(sports, eq(sports.id, predictions.sportId))
    .where(and(decided, inWindow(predictions.settledAt, window)))
    .groupBy(predictions.sportId, sports.name)
    .orderBy(sports.name);
}

/** Accounts with an authenticated request on each day ('YYYY-MM-DD' from firstDay to lastDay). */
export async function activeUsersPerDay(days: { firstDay: string; lastDay: string }, tx: DbOrTx = db) {
  return tx
    .select({ day: userActivityDays.day, count: countAll })
    .from(userActivityDays)
    .where(and(gte(userActivityDays.day, days.firstDay), lte(userActivityDays.day, days.lastDay)))
    .groupBy(userActivityDays.day);
}

/** Accounts active on at least one day of the window. */
export async function countActiveUsers(days: { firstDay: string; lastDay: string }, tx: DbOrTx = db): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(distinct ${userActivityDays.userId})`.mapWith(Number) })
    .from(userActivityDays)
    .where(and(gte(userActivityDays.day, days.firstDay), lte(userActivityDays.day, days.lastDay)));
  return row?.count ?? 0;
}

export async function signUpsPerDay(window: Window, tx: DbOrTx = db) {
  return countPerDay(users, users.createdAt, window, tx);
}

/** Picks members started following, per day. */
export async function trackedPicksPerDay(window: Window, tx: DbOrTx = db) {
  return countPerDay(predictionTracks, predictionTracks.createdAt, window, tx);
}

/** Favourites added per day, all three kinds (predictions, teams, leagues) together. */
export async function favouritesPerDay(window: Window, tx: DbOrTx = db) {
  const [picks, teams, leagues] = await Promise.all([
    countPerDay(favoritePredictions, favoritePredictions.createdAt, window, tx),
    countPerDay(favoriteTeams, favoriteTeams.createdAt, window, tx),
    countPerDay(favoriteLeagues, favoriteLeagues.createdAt, window, tx),
  ]);
  return [...picks, ...teams, ...leagues];
}

// US cents of an order: USD as is; another currency at the NGN-per-USD rate stored on the order (kobo / rate
// = cents); without a rate, the plan's USD price recorded at checkout (the rule of admin-subscriptions.ts).
const orderUsdCents = sql`case
  when ${paymentOrders.currency} = 'USD' then ${paymentOrders.amountMinor}
  when ${paymentOrders.exchangeRate} is not null and ${paymentOrders.exchangeRate} > 0 then
  round(${paymentOrders.amountMinor} / ${paymentOrders.exchangeRate})
  else round(${paymentOrders.priceUsd} * 100) end`;

/** Orders paid per day (by the day they were paid, refunded later or not): how many and their US cents. */
export async function paidOrdersPerDay(window: Window, tx: DbOrTx = db) {
  const day = utcDay(paymentOrders.paidAt);
  return tx
    .select({ day, count: countAll, usdCents: sql<number>`coalesce(sum(${orderUsdCents}), 0)::bigint`.mapWith(Number) })
    .from(paymentOrders)
    .where(and(isNotNull(paymentOrders.paidAt), inWindow(paymentOrders.paidAt, window)))
    .groupBy(day);
}

/** Orders paid in the window per currency, in minor units. */
export async function paidOrdersPerCurrency(window: Window, tx: DbOrTx = db) {
  return tx
    .select({
      currency: paymentOrders.currency,
      count: countAll,
      amountMinor: sql<number>`coalesce(sum(${paymentOrders.amountMinor}), 0)::bigint`.mapWith(Number),
    })
    .from(paymentOrders)
    .where(and(isNotNull(paymentOrders.paidAt), inWindow(paymentOrders.paidAt, window)))
    .groupBy(paymentOrders.currency)
    .orderBy(paymentOrders.currency);
}

/**
 * Subscriptions active at the end of each day from `firstDay` to `lastDay` ('YYYY-MM-DD', UTC), or at `now`
 * for a day not over yet: started, not yet ended, not cancelled by then. PENDING rows never ran.
 */
export async function activeSubscriptionsPerDay(
  params: { firstDay: string; lastDay: string; now: Date },
  tx: DbOrTx = db,
) {
  const s = subscriptions;
  const result = await tx.execute(sql`
    select to_char(d.day, 'YYYY-MM-DD') as day, count(${s.id})::int as count
    from generate_series(${params.firstDay}::date, ${params.lastDay}::date, interval '1 day') as d(day)
    cross join lateral (select least((d.day + interval '1 day') at time zone 'UTC',
    ${params.now.toISOString()}::timestamptz) as at) as point
    left join ${s} on ${s.status} <> 'PENDING'
      and ${s.startDate} <= point.at
      and (${s.endDate} is null or ${s.endDate} > point.at)
      and (${s.cancelledAt} is null or ${s.cancelledAt} > point.at)
    group by d.day
    order by d.day`);
  const rows = (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as {
    day: string;
    count: number | string;
  }[];
  return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}

/** How long after its start a trial may still turn into a paid plan and count as converted. */
const TRIAL_CONVERSION_DAYS = 30;

/**
 * Trials started in the window; of them, those whose member paid for a plan (a PAYMENT period created) within
 * TRIAL_CONVERSION_DAYS of the start; and those younger than that at `now` (still able to convert).
 */
export async function trialConversion(window: Window & { now: Date }, tx: DbOrTx = db) {
  const horizon = sql`${trialClaims.startedAt} + make_interval(days => ${TRIAL_CONVERSION_DAYS})`;
  const paid = sql`exists (
    select 1 from ${subscriptions}
    where ${subscriptions.userId} = ${trialClaims.userId}
      and ${subscriptions.source} = 'PAYMENT'
      and ${subscriptions.createdAt} >= ${trialClaims.startedAt}
      and ${subscriptions.createdAt} < ${horizon}
  )`;
  const [row] = await tx
    .select({
      started: countAll,
      converted: sql<number>`count(*) filter (where ${paid})`.mapWith(Number),
      young: sql<number>`count(*) filter (where ${horizon} > ${window.now.toISOString()}::timestamptz)`.mapWith(Number),
    })
    .from(trialClaims)
    .where(inWindow(trialClaims.startedAt, window));
  return row ?? { started: 0, converted: 0, young: 0 };
}
