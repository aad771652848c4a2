// Subscription plans. A plan's id is its tier (FREE, BASIC, PREMIUM, ENTERPRISE, VIP), so every tier has
// exactly one plan. Kept apart from subscriptions.ts because both payments.ts and subscriptions.ts
// reference plans; this way the schema files import each other without a cycle.
import { boolean, integer, jsonb, numeric, pgTable, text } from "drizzle-orm/pg-core";

import { timestamps } from "./columns";
import { subscriptionTierEnum } from "./users";

export const plans = pgTable("plans", {
  id: subscriptionTierEnum("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  /** Monthly price in US dollars as shown ('19.99'); charges convert it to minor units of the paying currency. */
  priceUsd: numeric("price_usd", { precision: 10, scale: 2 }).notNull(),
  /** Length of one paid period. */
  periodDays: integer("period_days").notNull().default(30),
  /** Feature lines shown on the plan card. */
  features: jsonb("features").$type<string[]>().notNull().default([]),
  /** Full predictions per day; null = unlimited. For FREE the setting max_free_predictions_per_day is authoritative. */
  dailyPredictionLimit: integer("daily_prediction_limit"),
  includesPremiumPicks: boolean("includes_premium_picks").notNull().default(false),
  apiAccess: boolean("api_access").notNull().default(false),
  /** Marked 'Most Popular'. */
  isPopular: boolean("is_popular").notNull().default(false),
  sortOrder: integer("sort_order").notNull().default(0),
  /** Inactive plans are not offered for new checkouts. */
  isActive: boolean("is_active").notNull().default(true),
  ...timestamps(),
});
export type Plan = typeof plans.$inferSelect;
export type NewPlan = typeof plans.$inferInsert;
