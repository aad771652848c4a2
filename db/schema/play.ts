// Responsible play: the limits a member sets on themselves. A time-out or a self-exclusion silences every nudge the
// product makes (alerts, marketing, stake suggestions) and pauses renewals until it ends; a self-exclusion cannot be
// lifted early. The weekly stake budget warns against the stakes the member logs in the bet tracker.
import { sql } from "drizzle-orm";
import { check, integer, numeric, pgTable, text } from "drizzle-orm/pg-core";

import { timestamps, timestamptz } from "./columns";
import { users } from "./users";

export const playLimits = pgTable(
  "play_limits",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A time-out (24 h, 7 days, 30 days or 6 weeks) runs until this instant. */
    timeoutUntil: timestamptz("timeout_until"),
    /** A self-exclusion (6 months or more) runs until this instant and cannot be shortened. */
    selfExcludedUntil: timestamptz("self_excluded_until"),
    selfExcludedAt: timestamptz("self_excluded_at"),
    /** The most the member means to stake in a week (Monday to Sunday in their time zone), in their book's unit. */
    weeklyBudget: numeric("weekly_budget", { precision: 14, scale: 2, mode: "number" }),
    /** A reminder of how long the session has lasted, every this many minutes; null for none. */
    realityCheckMinutes: integer("reality_check_minutes"),
    ...timestamps(),
  },
  (t) => [
    check("play_limits_weekly_budget_check", sql`${t.weeklyBudget} is null or ${t.weeklyBudget} > 0`),
    check("play_limits_reality_check_check", sql`${t.realityCheckMinutes} is null or ${t.realityCheckMinutes} > 0`),
  ],
);
export type PlayLimits = typeof playLimits.$inferSelect;
