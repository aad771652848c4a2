import "server-only";

import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import {
  alertDeliveries,
  alertRules,
  leagues,
  notifications,
  oddsSnapshots,
  predictions,
  sports,
  userPreferences,
  users,
  type AlertChannel,
  type AlertDeliveryStatus,
} from "@/db/schema";
import { notPausedSql } from "@/lib/play/play-limits.queries";
import { PREMIUM_FALLBACK_TIERS } from "@/lib/predictions/entitlements.rules";

// The publication fan-out in SQL: one statement matches a published pick against every enabled rule and writes
// the deliveries (and the in-app notifications) for all matching members at once, so 100,000 members cost one
// statement, not 100,000 round trips, and nothing about them passes through the server's memory. Senders then
// claim due deliveries in batches.

const at = (instant: Date) => sql`cast(${instant.toISOString()} as timestamptz)`;

/** Settings the queue statement needs, read by the caller. */
export interface QueueSettings {
  /** Instant alerts a member may get per channel per hour; the rest wait for the digest. */
  hourlyCap: number;
  /** Full pending picks a day for a member without a paid plan (max_free_predictions_per_day). */
  freeDailyLimit: number;
  /** Local hour (0–23) at which the daily digest goes out, in each rule's zone. */
  digestHour: number;
}

/**
 * Matches the pick and queues its alerts; answers what was queued per channel and mode ('due' now or later).
 * A pick alerts only while it is a value price: published, pending, before kick-off, EV > 0.
 *
 * Who matches (alerts.rules.ts firstMismatch states the same per field): an enabled rule of an enabled member
 * with no time-out or self-exclusion running (lib/play) whose master switch for alerts (preferences
 * predictionAlerts, default on) is on; sports, leagues, markets,
 * the EV, fair-probability and odds bounds; the member's bookmakers. Premium picks only for plans that include
 * them (entitlements.rules.ts entitlementFor). A member with a daily limit (no plan, or a limited plan) only
 * for a non-premium pick inside their day's allowance, counted in the rule's zone the way allowanceIds counts:
 * an alert never tells a member more than the list would show them.
 *
 * Per member and channel one delivery (the unique key makes a retry or a second instance write nothing new). In-app
 * is the notification itself, written at once (its own unique key keeps it to one per member and pick). Push needs
 * the push switch (default off) and a device; e-mail the e-mail switch and a confirmed address. Push and e-mail are
 * instant, delayed to the end of quiet hours, or held for the digest (the rule asks for it, or the member reached the
 * hourly cap of instant alerts).
 */
export async function queueAlertsForPick(
  predictionId: string,
  payload: Record<string, unknown>,
  now: Date,
  settings: QueueSettings,
  tx: DbOrTx = db,
) {
  const nowAt = at(now);
  const fallbackTiers = sql.param([...PREMIUM_FALLBACK_TIERS]);
  const result = await tx.execute(sql`
    with pick as (
      select p.id, p.match_date, p.is_premium, p.sport_id, p.league_id, p.market, p.expected_value,
        p.fair_probability, p.decimal_odds, lower(btrim(p.bookmaker)) as bookmaker
      from ${predictions} p
      where p.id = ${predictionId} and p.is_published and p.status = 'PENDING'
        and p.match_date > ${nowAt} and p.expected_value > 0
    ),
    members as materialized (
      select r.id as rule_id, r.user_id, r.channels, r.mode, r.time_zone, r.created_at,
        r.quiet_start_minute as qs, r.quiet_end_minute as qe, u.email_verified,
        coalesce((pr.notifications ->> 'email')::boolean, true) as email_on,
        coalesce((pr.notifications ->> 'push')::boolean, false) as push_on,
        case
          when u.role in ('ADMIN', 'SUPER_ADMIN') then null
          when u.subscription_status = 'ACTIVE' and u.subscription_tier <> 'FREE'
            and (u.subscription_ends_at is null or u.subscription_ends_at > ${nowAt})
            then case
              when pl.id is null then case u.subscription_tier::text
                when 'BASIC' then greatest(10, ${settings.freeDailyLimit}::int) else null end
              when pl.daily_prediction_limit is null then null
              else greatest(pl.daily_prediction_limit, ${settings.freeDailyLimit}::int)
            end
          else ${settings.freeDailyLimit}::int
        end as daily_limit,
        (u.role in ('ADMIN', 'SUPER_ADMIN') or (u.subscription_status = 'ACTIVE' and u.subscription_tier <> 'FREE'
          and (u.subscription_ends_at is null or u.subscription_ends_at > ${nowAt})
          and coalesce(pl.includes_premium_picks, u.subscription_tier::text = any(${fallbackTiers}::text[]))))
          as premium_picks,
        (${nowAt} at time zone r.time_zone) as local_now
      from ${alertRules} r
      join ${users} u on u.id = r.user_id
      left join plans pl on pl.id::text = u.subscription_tier::text
      left join ${userPreferences} pr on pr.user_id = u.id
      cross join pick
      where r.enabled and u.disabled_at is null and cardinality(r.channels) > 0
        and ${notPausedSql(sql`u.id`, now)}
        and coalesce((pr.notifications ->> 'predictionAlerts')::boolean, true)
        and (cardinality(r.sports) = 0 or pick.sport_id = any(r.sports))
        and (cardinality(r.leagues) = 0 or pick.league_id = any(r.leagues))
        and (cardinality(r.markets) = 0 or pick.market = any(r.markets))
        and (r.min_ev is null or pick.expected_value >= r.min_ev)
        and (r.min_fair_probability is null or pick.fair_probability >= r.min_fair_probability)
        and (r.max_fair_probability is null or pick.fair_probability <= r.max_fair_probability)
        and (r.max_odds is null or pick.decimal_odds <= r.max_odds)
        and (cardinality(r.bookmakers) = 0 or pick.bookmaker = any(r.bookmakers))
    ),
    zones as materialized (
      select distinct m.time_zone from members m where m.daily_limit is not null
    ),
    -- Where the pick stands in its day's allowance order, once per zone (not once per member): the non-premium
    -- published picks of the same local day that kick off before it (kick-off, then id), as allowanceIds counts.
    allowance as materialized (
      select z.time_zone, (
        select count(*) from ${predictions} q
        where q.is_published and not q.is_premium
          and q.match_date >= pick.match_date - interval '2 days' and q.match_date <= pick.match_date
          and (q.match_date at time zone z.time_zone)::date = (pick.match_date at time zone z.time_zone)::date
          and (q.match_date, q.id) < (pick.match_date, pick.id)
      ) as before
      from zones z cross join pick
    ),
    visible as (
      select m.* from members m cross join pick
      left join allowance a on a.time_zone = m.time_zone
      where case
        when pick.is_premium then m.premium_picks
        when m.daily_limit is null then true
        else a.before < m.daily_limit
      end
    ),
    per_channel as materialized (
      select distinct on (v.user_id, c.channel) v.user_id, v.rule_id, c.channel, v.mode, v.time_zone, v.local_now,
        v.qe, coalesce(v.qs <> v.qe and case when v.qs < v.qe
          then extract(hour from v.local_now) * 60 + extract(minute from v.local_now) >= v.qs
            and extract(hour from v.local_now) * 60 + extract(minute from v.local_now) < v.qe
          else extract(hour from v.local_now) * 60 + extract(minute from v.local_now) >= v.qs
            or extract(hour from v.local_now) * 60 + extract(minute from v.local_now) < v.qe end, false) as quiet
      from visible v
      cross join lateral unnest(v.channels) as c(channel)
      where c.channel = 'in_app'
        or (c.channel = 'email' and v.email_on and v.email_verified)
        or (c.channel = 'push' and v.push_on
          and exists (select 1 from push_subscriptions ps where ps.user_id = v.user_id))
      order by v.user_id, c.channel, (v.mode = 'instant') desc, v.created_at, v.rule_id
    ),
    -- Each member's instant alerts of the last hour per channel, counted once as a set for the hourly cap.
    recent as materialized (
      select d.user_id, d.channel, count(*) as sent
      from ${alertDeliveries} d
      where d.mode = 'instant' and d.channel <> 'in_app' and d.created_at > ${nowAt} - interval '1 hour'
        and d.status not in ('expired', 'skipped')
      group by d.user_id, d.channel
    ),
    timed as materialized (
      select pc.*,
        case
          when pc.channel = 'in_app' then 'instant'
          when pc.mode = 'digest' then 'digest'
          when coalesce(rc.sent, 0) >= ${settings.hourlyCap}::int then 'digest'
          else 'instant'
        end::alert_mode as final_mode
      from per_channel pc
      left join recent rc on rc.user_id = pc.user_id and rc.channel = pc.channel
    ),
    inserted as (
      insert into ${alertDeliveries} (id, user_id, prediction_id, channel, rule_id, status, mode, not_before,
        created_at, updated_at)
      select gen_random_uuid()::text, t.user_id, ${predictionId}, t.channel, t.rule_id, 'queued', t.final_mode,
        case
          when t.final_mode = 'digest' then ((t.local_now::date
            + case when extract(hour from t.local_now) >= ${settings.digestHour}::int then 1 else 0 end)
            + make_interval(hours => ${settings.digestHour}::int)) at time zone t.time_zone
          when t.quiet then ((t.local_now::date
            + case when extract(hour from t.local_now) * 60 + extract(minute from t.local_now) >= t.qe
              then 1 else 0 end)
            + make_interval(mins => t.qe)) at time zone t.time_zone
          else null
        end,
        ${nowAt}, ${nowAt}
      from timed t
      where t.channel <> 'in_app'
      on conflict (user_id, prediction_id, channel) do nothing
      returning channel, mode, not_before
    ),
    -- In-app is the notification itself: its own unique key (member, pick, kind) makes it once.
    notified as (
      insert into notifications (id, user_id, prediction_id, rule_id, kind, payload, created_at)
      select gen_random_uuid()::text, t.user_id, ${predictionId}, t.rule_id, 'value_pick',
        ${JSON.stringify(payload)}::jsonb, ${nowAt}
      from timed t where t.channel = 'in_app'
      on conflict (user_id, prediction_id, kind) do nothing
      returning 1
    )
    select channel::text as channel, mode::text as mode, (not_before is null or not_before <= ${nowAt}) as due,
      count(*)::int as count
    from inserted group by 1, 2, 3
    union all
    select 'in_app', 'instant', true, count(*)::int from notified having count(*) > 0
  `);
  return rowsOf<{ channel: AlertChannel; mode: "instant" | "digest"; due: boolean; count: number }>(result);
}

/** postgres.js answers an array of rows, PGlite an object with `rows`. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows).map((row) => ({ ...row }) as T);
}

/** A claim older than this is taken again: its sender died between claiming and recording the outcome. */
const STALE_CLAIM = "5 minutes";

/**
 * Claims up to `limit` due deliveries of a channel and mode for this sender ('sending'), oldest first, with the
 * member's current switches and address: rows another sender holds are skipped (`for update skip locked`).
 */
export async function claimDueDeliveries(
  channel: Exclude<AlertChannel, "in_app">,
  mode: "instant" | "digest",
  now: Date,
  limit: number,
  tx: DbOrTx = db,
) {
  const nowAt = at(now);
  const result = await tx.execute(sql`
    with due as (
      select d.id from ${alertDeliveries} d
      where d.channel = ${channel} and d.mode = ${mode}
        and (d.status = 'queued'
          or (d.status = 'sending' and d.claimed_at < ${nowAt} - interval '${sql.raw(STALE_CLAIM)}'))
        and (d.not_before is null or d.not_before <= ${nowAt})
      order by d.not_before nulls first, d.created_at, d.id
      limit ${limit}
      for update skip locked
    ),
    claimed as (
      update ${alertDeliveries} d set status = 'sending', claimed_at = ${nowAt}, attempts = d.attempts + 1,
        updated_at = ${nowAt}
      -- By primary key: a fan-out fills the table from nothing faster than statistics follow, and a join with
      -- the table's estimate of a few rows was planned as a scan per claimed row (0.7 s per 500 at 10,000).
      where d.id = any(array(select id from due))
      returning d.id, d.user_id, d.prediction_id, d.rule_id, d.attempts
    )
    select c.id, c.user_id as "userId", c.prediction_id as "predictionId", c.rule_id as "ruleId", c.attempts,
      u.email, u.full_name as "fullName", u.email_verified as "emailVerified", u.disabled_at is null as "enabled",
      coalesce((pr.notifications ->> 'predictionAlerts')::boolean, true) as "alertsOn",
      ${notPausedSql(sql`c.user_id`, now)} as "notPaused",
      coalesce((pr.notifications ->> 'email')::boolean, true) as "emailOn",
      coalesce((pr.notifications ->> 'push')::boolean, false) as "pushOn",
      r.id is not null and r.enabled and ${channel}::alert_channel = any(r.channels) as "ruleWantsChannel"
    from claimed c
    join ${users} u on u.id = c.user_id
    left join ${userPreferences} pr on pr.user_id = c.user_id
    left join ${alertRules} r on r.id = c.rule_id
  `);
  return rowsOf<ClaimedDelivery>(result);
}

export interface ClaimedDelivery {
  id: string;
  userId: string;
  predictionId: string;
  ruleId: string | null;
  attempts: number;
  email: string;
  fullName: string;
  emailVerified: boolean;
  enabled: boolean;
  alertsOn: boolean;
  /** No time-out or self-exclusion runs now (one may have started after the delivery was queued). */
  notPaused: boolean;
  emailOn: boolean;
  pushOn: boolean;
  /** The rule still exists, is enabled and still names this channel (an unsubscribe turns e-mail off). */
  ruleWantsChannel: boolean;
}

/** Records the outcome of claimed deliveries: final ('sent', 'expired', 'skipped', 'failed') or back in the queue. */
export async function settleDeliveries(
  ids: readonly string[],
  outcome: { status: Exclude<AlertDeliveryStatus, "sending">; now: Date; error?: string | null; retryAt?: Date },
  tx: DbOrTx = db,
) {
  if (ids.length === 0) return;
  await tx
    .update(alertDeliveries)
    .set({
      status: outcome.status,
      claimedAt: null,
      sentAt: outcome.status === "sent" ? outcome.now : null,
      error: outcome.error ?? null,
      ...(outcome.retryAt ? { notBefore: outcome.retryAt } : {}),
    })
    .where(inArray(alertDeliveries.id, [...ids]));
}

/** What an alert says about a pick: the published content, with its match's names. */
export async function readPicksForAlert(ids: readonly string[], tx: DbOrTx = db) {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: predictions.id,
      matchId: predictions.matchId,
      homeTeam: predictions.homeTeam,
      awayTeam: predictions.awayTeam,
      sport: sports.name,
      league: leagues.name,
      matchDate: predictions.matchDate,
      market: predictions.market,
      pick: predictions.pick,
      selection: predictions.selection,
      line: predictions.line,
      confidence: predictions.confidence,
      decimalOdds: predictions.decimalOdds,
      expectedValue: predictions.expectedValue,
      fairProbability: predictions.fairProbability,
      fairBasis: predictions.fairBasis,
      consensusBookmakers: predictions.consensusBookmakers,
      bookmaker: predictions.bookmaker,
      priceCapturedAt: predictions.priceCapturedAt,
      contentHash: predictions.contentHash,
      isPremium: predictions.isPremium,
      isPublished: predictions.isPublished,
      isDemo: predictions.isDemo,
      status: predictions.status,
      source: predictions.source,
      createdAt: predictions.createdAt,
    })
    .from(predictions)
    .innerJoin(sports, eq(sports.id, predictions.sportId))
    .innerJoin(leagues, eq(leagues.id, predictions.leagueId))
    .where(inArray(predictions.id, [...ids]));
}
export type PickForAlert = Awaited<ReturnType<typeof readPicksForAlert>>[number];

/**
 * The latest price of one bookmaker for one selection at one line, captured at or before `now`: what the send-time
 * re-check compares with the fair line. Undefined when that bookmaker has no such price stored.
 */
export async function latestPriceAt(
  where: {
    matchId: string;
    bookmaker: string;
    market: "h2h" | "spreads" | "totals";
    selection: string;
    line: number | null;
    now: Date;
  },
  tx: DbOrTx = db,
) {
  const [row] = await tx
    .select({ price: oddsSnapshots.price, capturedAt: oddsSnapshots.capturedAt, bookmaker: oddsSnapshots.bookmaker })
    .from(oddsSnapshots)
    .where(
      and(
        eq(oddsSnapshots.matchId, where.matchId),
        sql`lower(${oddsSnapshots.bookmaker}) = ${where.bookmaker.toLowerCase()}`,
        eq(oddsSnapshots.market, where.market),
        sql`${oddsSnapshots.selection} = ${where.selection}`,
        where.line === null || where.market === "h2h"
          ? undefined
          : or(eq(oddsSnapshots.point, where.line), isNull(oddsSnapshots.point)),
        lte(oddsSnapshots.capturedAt, where.now),
      ),
    )
    .orderBy(desc(oddsSnapshots.capturedAt))
    .limit(1);
  return row;
}

/**
 * Deliveries per channel and status since `since`: the admin's alert figures. In-app alerts are their notification
 * rows (value picks only, not test alerts), written sent when the pick was matched.
 */
export async function deliveryFigures(since: Date, tx: DbOrTx = db) {
  const [deliveries, inApp] = await Promise.all([
    tx
      .select({
        channel: alertDeliveries.channel,
        status: alertDeliveries.status,
        mode: alertDeliveries.mode,
        count: sql<number>`count(*)::int`,
      })
      .from(alertDeliveries)
      .where(sql`${alertDeliveries.createdAt} >= ${at(since)}`)
      .groupBy(alertDeliveries.channel, alertDeliveries.status, alertDeliveries.mode)
      .orderBy(asc(alertDeliveries.channel), asc(alertDeliveries.status), asc(alertDeliveries.mode)),
    tx
      .select({ count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.kind, "value_pick"), sql`${notifications.createdAt} >= ${at(since)}`)),
  ]);
  const inAppCount = Number(inApp[0]?.count ?? 0);
  return [
    ...(inAppCount > 0
      ? [{ channel: "in_app" as const, status: "sent" as const, mode: "instant" as const, count: inAppCount }]
      : []),
    ...deliveries,
  ];
}
