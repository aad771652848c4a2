// Growth: the 7-day trial, invitations between members, and the ledger of premium days they earn. Each free day is
// something one person with many addresses would farm, so every claim is keyed on what identifies a person as well as
// an account: the normalised address (lib/accounts/email-identity.rules.ts), a device cookie and the network address
// (kept only as a keyed hash).
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

import { idColumn, timestamps, timestamptz } from "./columns";
import { subscriptions } from "./subscriptions";
import { users } from "./users";

/**
 * One row per trial ever started. Each of user, normalised address and device may claim once (unique constraints:
 * two concurrent starts cannot both insert). The row outlives its account (user_id set null), so deleting the
 * account and signing up again with the same address does not earn a second trial.
 */
export const trialClaims = pgTable(
  "trial_claims",
  {
    id: idColumn(),
    userId: text("user_id")
      .unique()
      .references(() => users.id, { onDelete: "set null" }),
    /** normaliseAddress(email): case, and dots and +tags where the provider ignores them. */
    addressKey: text("address_key").notNull().unique(),
    /** The device cookie of the browser that started it; null when none could be read. */
    deviceId: text("device_id").unique(),
    /** The TRIAL period it created. */
    subscriptionId: text("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    startedAt: timestamptz("started_at").notNull(),
    endsAt: timestamptz("ends_at").notNull(),
    /** The "two days left" e-mail was queued (once). */
    reminderSentAt: timestamptz("reminder_sent_at"),
    /** The "last day" e-mail was queued (once). */
    lastDayReminderSentAt: timestamptz("last_day_reminder_sent_at"),
    ...timestamps(),
  },
  (t) => [
    check("trial_claims_period_check", sql`${t.endsAt} > ${t.startedAt}`),
    index("trial_claims_ends_at_idx").on(t.endsAt),
    index("trial_claims_started_at_idx").on(t.startedAt),
  ],
);
export type TrialClaim = typeof trialClaims.$inferSelect;

/**
 * PENDING until the friend confirms their address; then CREDITED, or REFUSED with the reason (same device, same
 * network within a day, disposable address, referrer disabled or self-excluded, self-referral, expired). An admin may
 * reverse a CREDITED one (REVERSED, audited).
 */
export const referralStatusEnum = pgEnum("referral_status", ["PENDING", "CREDITED", "REFUSED", "REVERSED"]);
export type ReferralStatus = (typeof referralStatusEnum.enumValues)[number];

export const referrals = pgTable(
  "referrals",
  {
    id: idColumn(),
    referrerId: text("referrer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Unique: a friend is referred once, whatever links they followed. */
    friendId: text("friend_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The code the friend signed up with (codes are the referrer's users.referral_code). */
    code: text("code").notNull(),
    status: referralStatusEnum("status").notNull().default("PENDING"),
    refusalReason: text("refusal_reason"),
    friendDeviceId: text("friend_device_id"),
    friendIpHash: text("friend_ip_hash"),
    signedUpAt: timestamptz("signed_up_at").notNull(),
    confirmedAt: timestamptz("confirmed_at"),
    creditedAt: timestamptz("credited_at"),
    reversedAt: timestamptz("reversed_at"),
    reversedById: text("reversed_by_id").references(() => users.id, { onDelete: "set null" }),
    reversalReason: text("reversal_reason"),
    ...timestamps(),
  },
  (t) => [
    check("referrals_not_self_check", sql`${t.referrerId} <> ${t.friendId}`),
    index("referrals_referrer_id_created_at_idx").on(t.referrerId, t.createdAt),
    index("referrals_status_created_at_idx").on(t.status, t.createdAt),
  ],
);
export type Referral = typeof referrals.$inferSelect;

/** REFERRAL: the referrer's 3 days; WELCOME: the friend's 1-day bonus; REVERSAL: an admin took unused days back. */
export const earnedDayKindEnum = pgEnum("earned_day_kind", ["REFERRAL", "WELCOME", "REVERSAL"]);
export type EarnedDayKind = (typeof earnedDayKindEnum.enumValues)[number];

/**
 * The ledger of premium days a member earned (days > 0) and had taken back (REVERSAL, days < 0). A referral credits
 * each side at most once (unique on referral and kind). `localDay` is the member's calendar day the credit counts
 * against for the daily cap, in their zone.
 */
export const earnedDays = pgTable(
  "earned_days",
  {
    id: idColumn(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: earnedDayKindEnum("kind").notNull(),
    days: integer("days").notNull(),
    /** What the rule would have given before the daily cap and the monthly ceiling. */
    requestedDays: integer("requested_days").notNull(),
    referralId: text("referral_id").references(() => referrals.id, { onDelete: "set null" }),
    /** The REFERRAL period this credit created, or the one a reversal shortened. */
    subscriptionId: text("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    localDay: date("local_day", { mode: "string" }).notNull(),
    timeZone: text("time_zone").notNull(),
    note: text("note"),
    ...timestamps(),
  },
  (t) => [
    check("earned_days_sign_check", sql`(${t.kind} = 'REVERSAL') = (${t.days} < 0) and ${t.days} <> 0`),
    check("earned_days_requested_check", sql`${t.requestedDays} >= 0`),
    index("earned_days_user_id_local_day_idx").on(t.userId, t.localDay),
    uniqueIndex("earned_days_referral_kind_key")
      .on(t.referralId, t.kind)
      .where(sql`${t.kind} <> 'REVERSAL'`),
  ],
);
export type EarnedDay = typeof earnedDays.$inferSelect;

/** What a sighting was: where a device cookie and a network address were seen with an account. */
export const sightingKindEnum = pgEnum("sighting_kind", ["SIGN_UP", "SIGN_IN", "CONFIRM", "TRIAL", "REFERRAL_LINK"]);

/**
 * Device cookies and network addresses seen with an account, so that a referral from the same browser or the same
 * network within a day is refused. The address is an HMAC under the auth secret, never the address itself.
 */
export const accountSightings = pgTable(
  "account_sightings",
  {
    id: idColumn(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: sightingKindEnum("kind").notNull(),
    deviceId: text("device_id"),
    ipHash: text("ip_hash"),
    seenAt: timestamptz("seen_at").notNull().defaultNow(),
  },
  (t) => [
    index("account_sightings_user_id_idx").on(t.userId, t.seenAt),
    index("account_sightings_device_id_idx").on(t.deviceId),
    index("account_sightings_ip_hash_seen_at_idx").on(t.ipHash, t.seenAt),
  ],
);
export type AccountSighting = typeof accountSightings.$inferSelect;
