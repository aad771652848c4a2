// Accounts and everything that belongs to one: preferences, password-reset tokens, the e-mail outbox
// and API keys (ENTERPRISE clients).
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

import { idColumn, isDemoColumn, timestamps, timestamptz } from "./columns";

/** USER < ADMIN < SUPER_ADMIN (lib/accounts/roles.rules.ts orders them). */
export const roleEnum = pgEnum("role", ["USER", "ADMIN", "SUPER_ADMIN"]);
export type Role = (typeof roleEnum.enumValues)[number];

/** The plan a user is on; also the primary key of `plans` (plans.ts). */
export const subscriptionTierEnum = pgEnum("subscription_tier", ["FREE", "BASIC", "PREMIUM", "ENTERPRISE", "VIP"]);
export type SubscriptionTier = (typeof subscriptionTierEnum.enumValues)[number];

/**
 * One status set for both `users.subscription_status` (a summary of the user's current subscription) and
 * `subscriptions.status` (each subscription row):
 * - INACTIVE: no subscription at all (a new or FREE account). Only used on users, never on a subscription row.
 * - PENDING: a subscription waiting for its payment to be confirmed.
 * - ACTIVE: paid (or granted) and within its period, including one set to end at period end.
 * - CANCELLED: ended early by an admin (member cancellations keep ACTIVE with cancelAtPeriodEnd until the end).
 * - EXPIRED: its period ended (set by the scheduled expiry job).
 * The profile API shows it lower-cased ('active'), as the original product's profile does.
 */
export const subscriptionStatusEnum = pgEnum("subscription_status", [
  "ACTIVE",
  "CANCELLED",
  "EXPIRED",
  "PENDING",
  "INACTIVE",
]);
export type SubscriptionStatus = (typeof subscriptionStatusEnum.enumValues)[number];

export const users = pgTable(
  "users",
  {
    id: idColumn(),
    /** Always stored lower-cased and trimmed (enforced by a check constraint); unique. */
    email: text("email").notNull().unique(),
    fullName: text("full_name").notNull(),
    /**
     * Argon2id hash (lib/accounts/password-hashing.service.ts). Never selected by list queries. Null while nobody has
     * chosen the password: a self-registration whose address is not confirmed yet keeps each attempt's
     * password on its own link (emailVerificationTokens), and the link that confirms the address brings its
     * password here (docs/decisions.md, "Registration binds the password to the confirmation").
     */
    passwordHash: text("password_hash"),
    role: roleEnum("role").notNull().default("USER"),
    subscriptionTier: subscriptionTierEnum("subscription_tier").notNull().default("FREE"),
    subscriptionStatus: subscriptionStatusEnum("subscription_status").notNull().default("INACTIVE"),
    /** End of the current paid period (the profile's subscription_end); null on FREE. */
    subscriptionEndsAt: timestamptz("subscription_ends_at"),
    /**
     * The one fact "the address is confirmed": by a link from an e-mail to it, a completed password reset, or an
     * admin who vouches for it. While setting require_email_verification is on, only confirmed accounts sign in.
     */
    emailVerified: boolean("email_verified").notNull().default(false),
    emailVerifiedAt: timestamptz("email_verified_at"),
    lastLoginAt: timestamptz("last_login_at"),
    /** Last authenticated request of an admin (at most a minute stale): admin_session_timeout_minutes. */
    lastActiveAt: timestamptz("last_active_at"),
    /** Bumped on logout, password change, role change, disable and delete; tokens carrying an older value are refused.
     */
    tokenVersion: integer("token_version").notNull().default(0),
    /** Set when an admin disables the account; a disabled user cannot sign in. */
    disabledAt: timestamptz("disabled_at"),
    /** The member's personal invitation code (`/r/{code}`), issued on first need; unique. */
    referralCode: text("referral_code").unique(),
    /**
     * The IANA zone the member last used the product in (the zone cookie at sign-up and sign-in): the day a
     * credited free day counts against (lib/subscriptions/earned-days.rules.ts) when the member is not the one asking.
     */
    timeZone: text("time_zone"),
    isDemo: isDemoColumn(),
    ...timestamps(),
  },
  (t) => [
    check("users_email_lower_check", sql`${t.email} = lower(btrim(${t.email}))`),
    index("users_role_idx").on(t.role),
    index("users_subscription_tier_idx").on(t.subscriptionTier),
    // The users list's default order, exactly as it sorts (newest first, nulls last, then id), for keyset pages.
    index("users_created_at_id_idx").on(t.createdAt.desc().nullsLast(), t.id.desc().nullsFirst()),
    index("users_last_login_at_idx").on(t.lastLoginAt),
    // The users list's search (`ilike '%term%'` on e-mail and full name) from trigrams, not a scan.
    index("users_search_trgm_idx").using("gin", t.email.op("gin_trgm_ops"), t.fullName.op("gin_trgm_ops")),
    // Start-up's "any demo row left" count (db/seed/remove-demo.ts) reads this, not every account.
    index("users_demo_idx")
      .on(t.isDemo)
      .where(sql`${t.isDemo}`),
  ],
);
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

// The shapes match preferencesSchema in lib/accounts/auth.input.ts, which validates every write.
export interface NotificationPreferences {
  email: boolean;
  push: boolean;
  predictionAlerts: boolean;
  weeklyDigest: boolean;
  marketing: boolean;
}
export interface PrivacyPreferences {
  profileVisibility: "public" | "private";
  showStats: boolean;
  dataSharing: boolean;
}
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email: true,
  push: false,
  predictionAlerts: true,
  weeklyDigest: true,
  marketing: false,
};
export const DEFAULT_PRIVACY_PREFERENCES: PrivacyPreferences = {
  profileVisibility: "public",
  showStats: true,
  dataSharing: false,
};
/**
 * How the member wants figures shown (lib/format/prediction-display.rules.ts). `oddsFormat` is absent until the
 * member chooses one: then the pages show decimal, and signing in leaves the device's own choice alone.
 */
export interface DisplayPreferences {
  oddsFormat?: "decimal" | "american" | "fractional";
}

/** The Notifications, Privacy and Display tabs of /user/settings (stored, unlike the original). One row per user,
 * created on first save. */
export const userPreferences = pgTable("user_preferences", {
  id: idColumn(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  notifications: jsonb("notifications")
    .$type<NotificationPreferences>()
    .notNull()
    .default(DEFAULT_NOTIFICATION_PREFERENCES),
  privacy: jsonb("privacy").$type<PrivacyPreferences>().notNull().default(DEFAULT_PRIVACY_PREFERENCES),
  display: jsonb("display").$type<DisplayPreferences>().notNull().default({}),
  ...timestamps(),
});
export type UserPreference = typeof userPreferences.$inferSelect;
export type NewUserPreference = typeof userPreferences.$inferInsert;

/**
 * One row per account and UTC day on which it made an authenticated request (lib/auth/daily-activity.ts):
 * the admin analytics' daily active users. Only the day is kept, never what was done.
 */
export const userActivityDays = pgTable(
  "user_activity_days",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index("user_activity_days_day_idx").on(t.day)],
);

/** Single-use, expiring reset tokens. Only a SHA-256 hash of the token is stored; the token itself is only in the
 * e-mail. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: idColumn(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    /** Hash of the requesting IP, for abuse review (never the address itself). */
    requestIpHash: text("request_ip_hash"),
    ...timestamps(),
  },
  (t) => [
    index("password_reset_tokens_user_id_idx").on(t.userId),
    index("password_reset_tokens_expires_at_idx").on(t.expiresAt),
  ],
);
export type PasswordResetToken = typeof passwordResetTokens.$inferSelect;
export type NewPasswordResetToken = typeof passwordResetTokens.$inferInsert;

/**
 * One-time links that confirm an address; like reset tokens, only a hash is stored. A registration's link
 * also carries the password hash and name that registration chose: confirming the link applies them, so
 * whoever confirms an address decides its password (lib/accounts/registration.service.ts). A registration
 * of an address whose account already has a password is kept the same way but never mailed (its token
 * exists nowhere else): signing in with that password then answers exactly like an unconfirmed
 * registration does, so registering and signing in never tells whether the address had an account.
 */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    id: idColumn(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    /** The registration's own password (Argon2id) and name; null on links that only confirm the address. */
    passwordHash: text("password_hash"),
    fullName: text("full_name"),
    ...timestamps(),
  },
  (t) => [
    index("email_verification_tokens_user_id_idx").on(t.userId),
    index("email_verification_tokens_expires_at_idx").on(t.expiresAt),
    check("email_verification_tokens_credentials_check", sql`(${t.passwordHash} is null) = (${t.fullName} is null)`),
  ],
);
export type EmailVerificationToken = typeof emailVerificationTokens.$inferSelect;
export type NewEmailVerificationToken = typeof emailVerificationTokens.$inferInsert;

export const emailStatusEnum = pgEnum("email_status", ["pending", "sending", "sent", "failed"]);
export type EmailStatus = (typeof emailStatusEnum.enumValues)[number];

/**
 * Outgoing e-mail. Services insert a row in the same transaction as the change that causes it; a sender
 * (SMTP when configured, the log in development) delivers it and records the outcome, retrying failures.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: idColumn(),
    to: text("to").notNull(),
    /** Reply-To address (a contact message's sender), validated as one plain address before it is queued. */
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** What the message is for, e.g. 'password-reset', 'subscription-activated'. */
    kind: text("kind").notNull().default("general"),
    /** Extra headers (an alert's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058); names and values as sent. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: emailStatusEnum("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Earliest time the sender may (re)try; null = now. */
    nextAttemptAt: timestamptz("next_attempt_at"),
    sentAt: timestamptz("sent_at"),
    lastError: text("last_error"),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    index("email_outbox_status_next_attempt_idx").on(t.status, t.nextAttemptAt),
    index("email_outbox_created_at_idx").on(t.createdAt),
  ],
);
export type EmailOutboxMessage = typeof emailOutbox.$inferSelect;
export type NewEmailOutboxMessage = typeof emailOutbox.$inferInsert;

/**
 * API keys for ENTERPRISE clients (`Authorization: Bearer <key>`). The secret is shown once at creation;
 * only its SHA-256 hash is stored. `prefix` is the first 12 characters, the part the admin list shows unmasked.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: idColumn(),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    /** The account the key acts as (its plan decides what the key may read). */
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The super admin who issued it. */
    createdById: text("created_by_id").references(() => users.id, { onDelete: "set null" }),
    lastUsedAt: timestamptz("last_used_at"),
    requestCount: integer("request_count").notNull().default(0),
    revokedAt: timestamptz("revoked_at"),
    expiresAt: timestamptz("expires_at"),
    ...timestamps(),
  },
  (t) => [index("api_keys_user_id_idx").on(t.userId), index("api_keys_prefix_idx").on(t.prefix)],
);
export type ApiKey = typeof apiKeys.$inferSelect;
export type NewApiKey = typeof apiKeys.$inferInsert;
