import { z } from "zod";

import { text } from "@/lib/core/common.input";

import { BET_CSV_COLUMNS } from "./bets-csv.rules";
import { betFieldSchemas, refineMarketSelectionLine } from "./bets.input";

// One row of a CSV import (POST /api/user/bets/import), keyed by the export's column names so an exported file
// imports again. Price, stake, line, market and selection follow the single bet's rules (lib/bets/bets.input.ts).
// The match is found by `match_id`, or by `kickoff` (its UTC date) with the `home` and `away` team names. A text
// cell that starts with =, +, - or @ is a spreadsheet formula and is refused; number cells must be plain decimals.

/** Most data rows one import takes (the file's header aside). */
export const MAX_IMPORT_ROWS = 5000;

/** Largest file an import reads (413 beyond it, before the rest is read). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** The columns the import accepts: the export's, of which the server-computed ones are ignored. */
export const KNOWN_IMPORT_HEADERS: readonly string[] = BET_CSV_COLUMNS.map((column) => column.name);

/** POST /api/user/bets/import?mode=preview|commit: preview (the default) parses and checks, and writes nothing. */
export const betsImportQuerySchema = z.strictObject({ mode: z.enum(["preview", "commit"]).default("preview") });

const FORMULA_START = /^[=+\-@]/;
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** A text cell: trimmed, capped, empty → absent, and never a formula. */
const cellText = (max: number) =>
  z.preprocess(
    emptyToUndefined,
    text(max)
      .refine((value) => !FORMULA_START.test(value), "Starts with =, +, - or @ (a spreadsheet formula): not accepted")
      .optional(),
  );

/** A number cell: a plain decimal (no exponent, thousands separator or sign but a minus), empty → absent. */
const cellNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    const cell = emptyToUndefined(value);
    if (typeof cell !== "string") return cell;
    const trimmed = cell.trim();
    return PLAIN_NUMBER.test(trimmed) ? Number(trimmed) : trimmed;
  }, schema.optional());

const required = (ctx: z.RefinementCtx, path: string, message = "Required") =>
  ctx.addIssue({ code: "custom", path: [path], message });

export const betImportRowSchema = z
  .object({
    match_id: cellText(64),
    kickoff: z.preprocess(emptyToUndefined, z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional()),
    home: cellText(120),
    away: cellText(120),
    market: z.preprocess(emptyToUndefined, betFieldSchemas.market.optional()),
    selection: cellText(10),
    line: cellNumber(betFieldSchemas.line),
    price: cellNumber(betFieldSchemas.price),
    stake: cellNumber(betFieldSchemas.stake),
    bookmaker: cellText(60),
    placed_at: z.preprocess(
      emptyToUndefined,
      z.iso.datetime({ offset: true, error: "An ISO 8601 date and time with its offset (…Z or +01:00)" }).optional(),
    ),
    note: cellText(500),
  })
  .superRefine((row, ctx) => {
    if (!row.match_id && !(row.kickoff && row.home && row.away)) {
      required(ctx, "match_id", "Give match_id, or kickoff, home and away");
    }
    if (row.price === undefined) required(ctx, "price");
    if (row.stake === undefined) required(ctx, "stake");
    if (row.placed_at === undefined) required(ctx, "placed_at");
    refineMarketSelectionLine(row, ctx);
  });
export type BetImportRow = z.output<typeof betImportRowSchema>;
