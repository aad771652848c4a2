import { z } from "zod";

import { isDateInRange, queryInt, searchTerm, slugId, text } from "@/lib/core/common.input";
import { cursorParam } from "@/lib/core/cursor.input";
import { PREDICTION_STATUSES } from "./predictions.input";

// Prediction management (/admin/predictions). The list is paged,
// sorted and filtered on the server; the create/edit dialog validates with predictionFormSchema in the
// browser, and the same rules run again on the server (POST /api/predictions/manual, PUT
// /api/predictions/{id}), whose schemas turn the date text into a Date.

const ADMIN_PREDICTION_PAGE_SIZE = 20;
/** The Generate AI Predictions dialog lists at most this many upcoming matches. */
export const PICKER_MATCH_LIMIT = 50;
/** The create dialog's confidence slider starts here. */
export const DEFAULT_PREDICTION_CONFIDENCE = 70;

const ADMIN_PREDICTION_SORTS = [
  "matchDate",
  "createdAt",
  "match",
  "market",
  "pick",
  "confidence",
  "odds",
  "status",
  "isPremium",
] as const;

/** 'all' or empty means no filter (the page's selects send 'all'). */
const allMeansNone = <T extends z.ZodType<string>>(schema: T) =>
  z
    .union([z.literal("all"), z.literal(""), schema])
    .optional()
    .transform((value) =>
      value === "all" || value === "" || value === undefined ? undefined : (value as z.output<T>),
    );

/** GET /api/admin/predictions?page&limit&search&sport&status&premium&sort&order */
export const listAdminPredictionsQuerySchema = z.object({
  page: queryInt("Page", 1, 100_000, 1),
  limit: queryInt("Limit", 1, 100, ADMIN_PREDICTION_PAGE_SIZE),
  /** Matches either team, the pick or the market, case-insensitively. */
  search: searchTerm,
  sport: allMeansNone(slugId),
  status: allMeansNone(z.enum(PREDICTION_STATUSES, `Status must be all or one of ${PREDICTION_STATUSES.join(", ")}`)),
  premium: allMeansNone(z.enum(["true", "false"], "Premium must be all, true or false")).transform((value) =>
    value === undefined ? undefined : value === "true",
  ),
  sort: z
    .enum(ADMIN_PREDICTION_SORTS, `Sort must be one of ${ADMIN_PREDICTION_SORTS.join(", ")}`)
    .optional()
    .transform((value) => value ?? "createdAt"),
  order: z
    .enum(["asc", "desc"], "Order must be asc or desc")
    .optional()
    .transform((value) => value ?? "desc"),
  /** The previous page's nextCursor: the page after it, by keyset, in the same sort, order and filters (signed). */
  cursor: cursorParam,
});
export type ListAdminPredictionsQuery = z.infer<typeof listAdminPredictionsQuerySchema>;

/** GET /api/admin/predictions/upcoming-matches?sport: the Generate dialog's match picker. */
export const pickerMatchesQuerySchema = z.object({ sport: allMeansNone(slugId) });
export type PickerMatchesQuery = z.infer<typeof pickerMatchesQuerySchema>;

/** The value of an <input type="datetime-local"> (local wall-clock time, no zone). */
const localDateTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "Enter a date and time")
  .refine((value) => !Number.isNaN(Date.parse(value)), "Enter a date and time")
  .refine((value) => isDateInRange(new Date(value)), "Enter a date between 1900 and 2199");

/**
 * The create/edit dialog. No transforms or defaults (react-hook-form needs equal input and output types);
 * the bounds are those of manualPredictionSchema and updatePredictionSchema.
 */
export const predictionFormSchema = z
  .object({
    sport: slugId,
    league: slugId,
    homeTeam: text(100),
    awayTeam: text(100),
    matchDate: localDateTime,
    market: text(40),
    pick: text(100),
    confidence: z.number({ error: "Confidence must be a number" }).int().min(1, "At least 1").max(100, "At most 100"),
    // A value that does not parse counts as 0, which the minimum then refuses.
    odds: z
      .number({ error: "Odds must be a number" })
      .min(1.01, "Odds must be at least 1.01")
      .max(1000, "Odds must be at most 1000"),
    analysis: z.string().max(5000, "Must be at most 5000 characters"),
    isPremium: z.boolean(),
  })
  .strict();
export type PredictionFormInput = z.infer<typeof predictionFormSchema>;

/** The body of POST /api/predictions/manual for a filled-in form (the date goes out as an ISO instant). */
export function toManualPredictionBody(form: PredictionFormInput) {
  const analysis = form.analysis.trim();
  return {
    sport: form.sport,
    league: form.league,
    homeTeam: form.homeTeam,
    awayTeam: form.awayTeam,
    matchDate: new Date(form.matchDate).toISOString(),
    market: form.market,
    pick: form.pick,
    confidence: form.confidence,
    odds: form.odds,
    ...(analysis ? { analysis } : {}),
    isPremium: form.isPremium,
  };
}

/** The body of PUT /api/predictions/{id}: only the fields the admin changed (sport and league are fixed). */
export function toPredictionUpdateBody(form: PredictionFormInput, initial: PredictionFormInput) {
  const body: Record<string, unknown> = {};
  for (const key of ["homeTeam", "awayTeam", "market", "pick", "confidence", "odds", "isPremium"] as const) {
    if (form[key] !== initial[key]) body[key] = form[key];
  }
  if (form.matchDate !== initial.matchDate) body.matchDate = new Date(form.matchDate).toISOString();
  if (form.analysis.trim() !== initial.analysis.trim()) body.analysis = form.analysis.trim() || null;
  return body;
}
