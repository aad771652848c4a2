// Alerts: the rules a member sets for the value picks they want to hear about, the in-app notifications those
// rules produce, one push or e-mail delivery row per member, pick and channel (so an alert is sent once whatever
// retries or instances run it), the browsers' push subscriptions and the server's VAPID key pair.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  text,
  unique,
} from "drizzle-orm/pg-core";

import { idColumn, timestamps, timestamptz } from "./columns";
import { predictions } from "./predictions";
import { users } from "./users";

/** Where an alert goes: the in-app notification centre, web push, e-mail. */
export const alertChannelEnum = pgEnum("alert_channel", ["in_app", "push", "email"]);
export type AlertChannel = (typeof alertChannelEnum.enumValues)[number];

/** Sent as soon as a matching pick is published, or gathered into the daily digest. */
export const alertModeEnum = pgEnum("alert_mode", ["instant", "digest"]);

/**
 * A delivery's state: queued (waiting for its time), sending (claimed by one sender), sent, failed for good,
 * expired (the price no longer beat the fair line, or the match kicked off, before it could go), or skipped (the
 * channel was switched off, or the member had no device or address to reach, by the time it was due).
 */
export const alertDeliveryStatusEnum = pgEnum("alert_delivery_status", [
  "queued",
  "sending",
  "sent",
  "failed",
  "expired",
  "skipped",
]);
export type AlertDeliveryStatus = (typeof alertDeliveryStatusEnum.enumValues)[number];

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

/**
 * One push or e-mail alert per member, pick and channel: the idempotency key of every delivery, whichever rule
 * matched. (An in-app alert is its notification row, unique per member, pick and kind.)
 */
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
    /** Instant, or held for the daily digest (the rule asked for one, or the hourly cap was reached). */
    mode: alertModeEnum("mode").notNull().default("instant"),
    /** Not before this instant (the end of quiet hours, or the digest's hour); null = now. */
    notBefore: timestamptz("not_before"),
    /** When a sender claimed it ('sending'); a claim older than a few minutes is taken again after a crash. */
    claimedAt: timestamptz("claimed_at"),
    attempts: integer("attempts").notNull().default(0),
    sentAt: timestamptz("sent_at"),
    error: text("error"),
    ...timestamps(),
  },
  (t) => [
    unique("alert_deliveries_user_prediction_channel_unique").on(t.userId, t.predictionId, t.channel),
    index("alert_deliveries_prediction_id_idx").on(t.predictionId),
    index("alert_deliveries_queued_idx")
      .on(t.channel, t.notBefore)
      .where(sql`${t.status} in ('queued', 'sending')`),
    // The hourly cap counts the instant alerts of the last hour, per member and channel, as one set.
    index("alert_deliveries_instant_created_idx")
      .on(t.createdAt)
      .where(sql`${t.mode} = 'instant'`),
  ],
);

/**
 * A browser's push subscription (the standard PushSubscription JSON): where the push service accepts messages
 * for that device and the keys that encrypt them (RFC 8291). One row per endpoint; a 404 or 410 from the push
 * service removes it.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: idColumn(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    /** The browser's P-256 public key, base64url (keys.p256dh). */
    p256dh: text("p256dh").notNull(),
    /** The browser's 16-byte authentication secret, base64url (keys.auth). */
    auth: text("auth").notNull(),
    expirationTime: timestamptz("expiration_time"),
    userAgent: text("user_agent"),
    lastSuccessAt: timestamptz("last_success_at"),
    failures: integer("failures").notNull().default(0),
    ...timestamps(),
  },
  (t) => [index("push_subscriptions_user_id_idx").on(t.userId)],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * The server's VAPID key pair (RFC 8292), made on first start when the environment sets none: one row. The
 * private key never leaves the server; browsers subscribe with the public one.
 */
export const webPushKeys = pgTable(
  "web_push_keys",
  {
    id: smallint("id").primaryKey().default(1),
    publicKey: text("public_key").notNull(),
    privateKey: text("private_key").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [check("web_push_keys_single_row_check", sql`${t.id} = 1`)],
);
