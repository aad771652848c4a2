// The bets a member actually takes (the bet tracker): their own price, stake, bookmaker and time, on a published
// pick or on any match and market by hand; settled with the match like the picks (a stake result carries half wins
// and losses on quarter lines). One row per bet; the member's bankroll and staking choices live beside them.
import { sql } from "drizzle-orm";
import { check, doublePrecision, index, numeric, pgEnum, pgTable, text } from "drizzle-orm/pg-core";

import { idColumn, timestamps, timestamptz } from "./columns";
import { matches } from "./matches";
import { predictions } from "./predictions";
import { users } from "./users";

export const betStatusEnum = pgEnum("bet_status", ["PENDING", "WIN", "LOSS", "VOID"]);
export type BetStatus = (typeof betStatusEnum.enumValues)[number];

export const memberBets = pgTable(
  "member_bets",
  {
    id: idColumn(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The published pick the bet was logged from; null for a bet entered by hand. */
    predictionId: text("prediction_id").references(() => predictions.id, { onDelete: "set null" }),
    matchId: text("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    /** The market and selection as settlement reads them (lib/settlement/settlement.rules.ts). */
    market: text("market").notNull(),
    selection: text("selection").notNull(),
    line: numeric("line", { precision: 7, scale: 2, mode: "number" }),
    /** The decimal price the member took, at their bookmaker. */
    price: numeric("price", { precision: 10, scale: 4, mode: "number" }).notNull(),
    stake: numeric("stake", { precision: 14, scale: 2, mode: "number" }).notNull(),
    bookmaker: text("bookmaker"),
    placedAt: timestamptz("placed_at").notNull(),
    /** The published pick's price when the bet was logged from it (slippage is against this). */
    publishedPrice: numeric("published_price", { precision: 10, scale: 4, mode: "number" }),
    status: betStatusEnum("status").notNull().default("PENDING"),
    /** 1 win, 0.5 half win, 0 void or push, −0.5 half loss, −1 loss; null while pending. */
    stakeResult: doublePrecision("stake_result"),
    /** The no-vig closing probability of the bet's outcome at its line, once known. */
    closingProbability: numeric("closing_probability", { precision: 8, scale: 6, mode: "number" }),
    settledAt: timestamptz("settled_at"),
    note: text("note"),
    ...timestamps(),
  },
  (t) => [
    index("member_bets_user_placed_idx").on(t.userId, t.placedAt.desc(), t.id.desc()),
    index("member_bets_pending_match_idx")
      .on(t.matchId)
      .where(sql`${t.status} = 'PENDING'`),
    check("member_bets_price_check", sql`${t.price} > 1 and ${t.price} <= 1000`),
    check("member_bets_stake_check", sql`${t.stake} > 0`),
    check("member_bets_stake_result_check", sql`${t.stakeResult} between -1 and 1`),
  ],
);
export type MemberBet = typeof memberBets.$inferSelect;

/**
 * How a member keeps their book: units or a currency, the bankroll the stake suggestions and the chart start from,
 * and their fractional-Kelly choices (lib/engine/staking.ts). No row until the member sets one: no bankroll means no
 * stake suggestions.
 */
export const memberStaking = pgTable(
  "member_staking",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** ISO 4217 code of the member's currency; null keeps the book in units. */
    currency: text("currency"),
    bankroll: numeric("bankroll", { precision: 14, scale: 2, mode: "number" }),
    /** The share of full Kelly suggested (¼ by default). */
    kellyFraction: doublePrecision("kelly_fraction").notNull().default(0.25),
    /** The most a suggestion may be, as a share of the bankroll (2 % by default). */
    stakeCap: doublePrecision("stake_cap").notNull().default(0.02),
    ...timestamps(),
  },
  (t) => [
    check("member_staking_bankroll_check", sql`${t.bankroll} is null or ${t.bankroll} > 0`),
    check("member_staking_kelly_fraction_check", sql`${t.kellyFraction} > 0 and ${t.kellyFraction} <= 1`),
    check("member_staking_stake_cap_check", sql`${t.stakeCap} > 0 and ${t.stakeCap} <= 1`),
  ],
);
export type MemberStaking = typeof memberStaking.$inferSelect;
