// Subscriptions: a user's paid (or granted) periods on a plan. users.subscription_tier / _status / _ends_at
// mirror the current one so that sessions and entitlement checks read a single row.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, text } from "drizzle-orm/pg-core";

import { idColumn, timestamps, timestamptz } from "./columns";
import { paymentOrders, paymentProviderEnum } from "./payments";
import { plans } from "./plans";
import { subscriptionStatusEnum, subscriptionTierEnum, users } from "./users";

/**
 * Where a period came from: a provider payment (or an admin's manual payment), an admin's complimentary grant, the
 * 7-day trial, or premium days a referral earned. TRIAL and REFERRAL periods are free and queue after every period
 * already running (lib/subscriptions/periods.rules.ts); a paid plan bought during them starts after them.
 */
export const subscriptionSourceEnum = pgEnum("subscription_source", ["PAYMENT", "GRANT", "TRIAL", "REFERRAL"]);
export type SubscriptionSource = (typeof subscriptionSourceEnum.enumValues)[number];

/**
 * Lifecycle: PENDING → ACTIVE (30 days from activation, or from the end of the current period when a member
 * renews early) → EXPIRED (scheduled job) or CANCELLED (admin, only when ACTIVE). A member's own cancel sets
 * cancelAtPeriodEnd and the subscription stays ACTIVE until endDate. Status INACTIVE is never used here.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: idColumn(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: subscriptionTierEnum("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "restrict" }),
    status: subscriptionStatusEnum("status").notNull().default("PENDING"),
    source: subscriptionSourceEnum("source").notNull().default("PAYMENT"),
    startDate: timestamptz("start_date"),
    endDate: timestamptz("end_date"),
    /** What was paid, in minor units of `currency` (0 for an admin grant without payment). */
    amountMinor: integer("amount_minor").notNull().default(0),
    currency: text("currency").notNull().default("USD"),
    paymentMethod: paymentProviderEnum("payment_method"),
    /** Payments here are one-off (no stored cards), so renewals are new checkouts; kept for the original's column. */
    autoRenew: boolean("auto_renew").notNull().default(false),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    cancelledAt: timestamptz("cancelled_at"),
    cancelledById: text("cancelled_by_id").references(() => users.id, { onDelete: "set null" }),
    /** The order that paid for it. Unique: one order activates at most one subscription. */
    orderId: text("order_id")
      .unique()
      .references(() => paymentOrders.id, { onDelete: "set null" }),
    /** The admin who granted it by hand (Add Subscription, manual payment). */
    grantedById: text("granted_by_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
    ...timestamps(),
  },
  (t) => [
    check("subscriptions_status_check", sql`${t.status} <> 'INACTIVE'`),
    check("subscriptions_amount_check", sql`${t.amountMinor} >= 0`),
    index("subscriptions_user_id_status_idx").on(t.userId, t.status),
    index("subscriptions_status_end_date_idx").on(t.status, t.endDate),
    index("subscriptions_plan_id_idx").on(t.planId),
    index("subscriptions_created_at_idx").on(t.createdAt),
    index("subscriptions_source_created_at_idx").on(t.source, t.createdAt),
  ],
);
export type Subscription = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
