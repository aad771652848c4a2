import { z } from "zod";

import { queryInt, text } from "@/lib/core/common.input";
import { cursorParam } from "@/lib/core/cursor.input";

// Inputs of the bet tracker (/api/user/bets). Strict: an unknown key is a 400. A bad price, stake or date is a 422
// naming its field; nothing is written.

/** A row id (a UUID): anything else is a 404, like a missing row. */
export const betParamsSchema = z.object({ id: z.uuid() });

/** The markets and selections settlement understands (lib/settlement/settlement.rules.ts settlePick). */
export const BET_MARKETS = {
  "1x2": ["home", "draw", "away"],
  moneyline: ["home", "away"],
  draw_no_bet: ["home", "away"],
  double_chance: ["1X", "12", "X2"],
  btts: ["yes", "no"],
  over_under: ["over", "under"],
  total: ["over", "under"],
  spread: ["home", "away"],
  asian_handicap: ["home", "away"],
} as const satisfies Record<string, readonly string[]>;

const LINE_MARKETS: readonly string[] = ["over_under", "total", "spread", "asian_handicap"];

// Prices are stored to 4 decimals and stakes to 2 (db/schema/bets.ts): a value that rounds to 1.0000 or 0.00 would
// pass here and then break the table's check, so it is refused here, naming its field.
const price = z
  .number({ error: "Must be a number" })
  .gt(1, "A decimal price must be above 1.00")
  .max(1000, "A decimal price above 1,000 is not a real price")
  .refine((value) => value <= 1 || Math.round(value * 1e4) > 1e4, "A decimal price must be above 1.00");

const stake = z
  .number({ error: "Must be a number" })
  .gt(0, "The stake must be more than 0")
  .max(1e9)
  .refine((value) => value <= 0 || Math.round(value * 100) > 0, "The stake must be at least 0.01");

const line = z.number({ error: "Must be a number" }).min(-100).max(1000).multipleOf(0.25, "Lines go in quarters");

const market = z.enum(Object.keys(BET_MARKETS) as [keyof typeof BET_MARKETS], {
  error: `One of ${Object.keys(BET_MARKETS).join(", ")}`,
});

/**
 * The selection must be one of the market's, and a line is given exactly when the market has one. Shared by the
 * single bet (betBodySchema) and each row of a CSV import (lib/bets/bets-import.input.ts).
 */
export function refineMarketSelectionLine(
  bet: { market?: keyof typeof BET_MARKETS; selection?: string; line?: number | null },
  ctx: z.RefinementCtx,
) {
  if (!bet.market) {
    ctx.addIssue({ code: "custom", path: ["market"], message: "Choose a market" });
    return;
  }
  const selections: readonly string[] = BET_MARKETS[bet.market];
  if (!bet.selection || !selections.includes(bet.selection)) {
    ctx.addIssue({ code: "custom", path: ["selection"], message: `One of ${selections.join(", ")}` });
  }
  const needsLine = LINE_MARKETS.includes(bet.market);
  if (needsLine && (bet.line === undefined || bet.line === null)) {
    ctx.addIssue({ code: "custom", path: ["line"], message: "This market needs a line" });
  }
  if (!needsLine && bet.line !== undefined && bet.line !== null) {
    ctx.addIssue({ code: "custom", path: ["line"], message: "This market has no line" });
  }
}

/** The price, stake, line and market rules, for schemas that read them from other shapes (CSV cells). */
export const betFieldSchemas = { price, stake, line, market };

/** POST /api/user/bets: from a pick (its market, selection and line are the pick's) or by hand on a stored match. */
export const betBodySchema = z
  .strictObject({
    predictionId: z.uuid().optional(),
    matchId: z.uuid().optional(),
    market: market.optional(),
    selection: z.string().max(10).optional(),
    line: line.nullable().optional(),
    price,
    stake,
    bookmaker: text(60).optional(),
    placedAt: z.iso.datetime({ offset: true }).optional(),
    note: z.string().max(500).optional(),
  })
  .superRefine((bet, ctx) => {
    if (bet.predictionId) {
      for (const key of ["matchId", "market", "selection", "line"] as const) {
        if (bet[key] !== undefined) ctx.addIssue({ code: "custom", path: [key], message: "Taken from the pick" });
      }
      return;
    }
    if (!bet.matchId) ctx.addIssue({ code: "custom", path: ["matchId"], message: "Choose a match or a pick" });
    refineMarketSelectionLine(bet, ctx);
  });
export type BetBody = z.output<typeof betBodySchema>;

/** PUT /api/user/bets/{id}: what a member may change on a pending bet; at least one field, unknown keys a 400. */
export const betUpdateSchema = z
  .strictObject({
    price,
    stake,
    bookmaker: text(60).nullable(),
    placedAt: z.iso.datetime({ offset: true }),
    note: z.string().max(500).nullable(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Nothing to update");
export type BetUpdate = z.output<typeof betUpdateSchema>;

export const BET_STATUSES = ["PENDING", "WIN", "LOSS", "VOID"] as const;

/** A calendar month, as the breakdown names it (UTC): 2026-11. */
const month = z.string().regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, "A month is written YYYY-MM");

/**
 * GET /api/user/bets?cursor=&limit=&status=&sport=&market=&bookmaker=&month=: newest placed first, by keyset.
 * Every filter is optional; an empty one means all.
 */
export const betsQuerySchema = z.strictObject({
  cursor: cursorParam,
  limit: queryInt("limit", 1, 100, 25),
  status: z.preprocess((value) => (value === "" ? undefined : value), z.enum(BET_STATUSES).optional()),
  sport: z.preprocess((value) => (value === "" ? undefined : value), text(40).optional()),
  market: z.preprocess((value) => (value === "" ? undefined : value), z.enum(Object.keys(BET_MARKETS)).optional()),
  bookmaker: z.preprocess((value) => (value === "" ? undefined : value), text(60).optional()),
  month: z.preprocess((value) => (value === "" ? undefined : value), month.optional()),
  /** csv: every bet as a download (lib/bets/bets-csv.rules.ts names the columns); the filters are the list's. */
  format: z.enum(["json", "csv"]).default("json"),
});
export type BetsQuery = z.output<typeof betsQuerySchema>;

/** GET /api/user/bets/matches?q=: matches to log a bet on by hand, by team name. */
export const betMatchSearchSchema = z.strictObject({
  q: z.preprocess((value) => (value === "" ? undefined : value), text(60, 2).optional()),
});
export type BetMatchSearch = z.output<typeof betMatchSearchSchema>;

/** An ISO 4217 code: three capital letters (the list of live codes changes; the shape does not). */
const currency = z.string().regex(/^[A-Z]{3}$/, "A currency is an ISO 4217 code such as EUR or GBP");

/**
 * PUT /api/user/staking: units (currency null) or a currency, the bankroll (null: none, so no suggestions), the
 * share of full Kelly (0, 1] and the cap on a suggestion as a share of the bankroll (0, 1].
 */
export const stakingBodySchema = z.strictObject({
  currency: currency.nullable(),
  bankroll: z
    .number({ error: "Must be a number" })
    .gt(0, "The bankroll must be more than 0")
    .max(1e12, "The bankroll is too large")
    .nullable(),
  kellyFraction: z
    .number({ error: "Must be a number" })
    .gt(0, "The Kelly fraction must be more than 0")
    .max(1, "The Kelly fraction is at most 1 (full Kelly)"),
  stakeCap: z
    .number({ error: "Must be a number" })
    .gt(0, "The cap must be more than 0")
    .max(1, "The cap is at most 1 (the whole bankroll)"),
});
export type StakingBody = z.output<typeof stakingBodySchema>;
