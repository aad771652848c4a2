// Alerts (issue #28): the rules a member sets for the value picks they want to hear about, the in-app
// notifications those rules produce, and one delivery row per member, pick and channel, so an alert is sent
// once whatever retries or instances run it.
import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, numeric, pgEnum, pgTable, smallint, text, unique } from "drizzle-orm/pg-core";

import { idColumn, timestamps, timestamptz } from "./columns";
import { predictions } from "./predictions";
import { users } from "./users";

/** Where an alert goes: the in-app notification centre, web push, e-mail. */
export const alertChannelEnum = pgEnum("alert_channel", ["in_app", "push", "email"]);
export type AlertChannel = (typeof alertChannelEnum.enumValues)[number];

/** Sent as soon as a matching pick is published, or gathered into the daily digest. */
export const alertModeEnum = pgEnum("alert_mode", ["instant", "digest"]);

/** A delivery's state: queued, sent, failed for good, or dropped because the price no longer beat the fair line. */
export const alertDeliveryStatusEnum = pgEnum("alert_delivery_status", ["queued", "sent", "failed", "expired"]);

/**
 * One member's alert rule. An empty list (sports, leagues, markets, bookmakers) means any; a null bound means
 * none. Probabilities are fractions 0..1, EV per unit staked, odds decimal. Quiet hours are minutes after
 * local midnight in `timeZone` (an IANA name), start inclusive and end exclusive; a window may wrap midnight.
 */
export const alertRules = pgTable(
  "alert_rules",
  {
    id: idColumn(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    sports: text("sports")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    leagues: text("leagues")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    markets: text("markets")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    minEv: numeric("min_ev", { precision: 10, scale: 4, mode: "number" }),
    minFairProbability: numeric("min_fair_probability", { precision: 8, scale: 6, mode: "number" }),
    maxFairProbability: numeric("max_fair_probability", { precision: 8, scale: 6, mode: "number" }),
    maxOdds: numeric("max_odds", { precision: 10, scale: 4, mode: "number" }),
    /** Lower-cased bookmaker names the member can use; a pick priced elsewhere is not an alert for them. */
    bookmakers: text("bookmakers")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    channels: alertChannelEnum("channels")
      .array()
      .notNull()
      .default(sql`'{in_app}'::alert_channel[]`),
    mode: alertModeEnum("mode").notNull().default("instant"),
    quietStartMinute: smallint("quiet_start_minute"),
    quietEndMinute: smallint("quiet_end_minute"),
    timeZone: text("time_zone").notNull().default("UTC"),
    enabled: boolean("enabled").notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index("alert_rules_user_id_idx").on(t.userId, t.createdAt),
    // Matching reads only the enabled rules.
    index("alert_rules_enabled_idx")
      .on(t.userId)
      .where(sql`${t.enabled}`),
    check(
      "alert_rules_quiet_hours_check",
      sql`(${t.quietStartMinute} is null) = (${t.quietEndMinute} is null)
        and coalesce(${t.quietStartMinute} between 0 and 1439, true)
        and coalesce(${t.quietEndMinute} between 0 and 1439, true)`,
    ),
    check(
      "alert_rules_fair_probability_check",
      sql`${t.minFairProbability} is null or ${t.maxFairProbability} is null
        or ${t.minFairProbability} <= ${t.maxFairProbability}`,
    ),
  ],
);
export type AlertRule = typeof alertRules.$inferSelect;

/** An in-app notification: one per member, pick and kind; read once `readAt` is set. */
export const notifications = pgTable(
  "notifications",
  {
    id: idColumn(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    predictionId: text("prediction_id").references(() => predictions.id, { onDelete: "cascade" }),
    ruleId: text("rule_id").references(() => alertRules.id, { onDelete: "set null" }),
    /** 'value_pick' for an alert; other kinds may follow. */
    kind: text("kind").notNull(),
    /** What the notification shows, frozen when it was made (match, pick, price, EV…). */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    readAt: timestamptz("read_at"),
  },
  (t) => [
    unique("notifications_user_prediction_kind_unique").on(t.userId, t.predictionId, t.kind),
    // The list, newest first, by keyset.
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The bell's unread count.
    index("notifications_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index("notifications_prediction_id_idx").on(t.predictionId),
  ],
);

/** One alert per member, pick and channel: the idempotency key of every delivery, whichever rule matched. */
export const alertDeliveries = pgTable(
  "alert_deliveries",
  {
    id: idColumn(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    predictionId: text("prediction_id")
      .notNull()
      .references(() => predictions.id, { onDelete: "cascade" }),
    channel: alertChannelEnum("channel").notNull(),
    ruleId: text("rule_id").references(() => alertRules.id, { onDelete: "set null" }),
    status: alertDeliveryStatusEnum("status").notNull().default("queued"),
    /** Not before this instant (the end of the member's quiet hours); null = now. */
    notBefore: timestamptz("not_before"),
    sentAt: timestamptz("sent_at"),
    error: text("error"),
    ...timestamps(),
  },
  (t) => [
    unique("alert_deliveries_user_prediction_channel_unique").on(t.userId, t.predictionId, t.channel),
    index("alert_deliveries_prediction_id_idx").on(t.predictionId),
    index("alert_deliveries_queued_idx")
      .on(t.channel, t.notBefore)
      .where(sql`${t.status} = 'queued'`),
  ],
);
