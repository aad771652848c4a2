import { z } from "zod";

import { instantInRange, searchTerm, slugId, text } from "@/lib/core/common.input";
import { cursorParam } from "@/lib/core/cursor.input";
import { DATE_WINDOWS } from "@/lib/time/days.rules";

// Inputs of the predictions API.

export const PREDICTION_STATUSES = ["PENDING", "WIN", "LOSS", "VOID"] as const;
/** `edge` orders by the EV at the price taken (the API's `edge` is that EV in percent of the stake). */
export const PREDICTION_SORTS = ["kickoff", "recent", "confidence", "edge"] as const;
/** Who made a prediction: the pipeline or an admin by hand (the live list's 'Model-shaped' chip is modelShaped, on the
 * probability's basis). */
const PREDICTION_SOURCES = ["MODEL", "MANUAL"] as const;
/** The markets generation understands (lib/engine/types.ts MarketKey). */
const GENERATION_MARKETS = [
  "moneyline",
  "spread",
  "total",
  "1x2",
  "over_under",
  "btts",
  "double_chance",
  "draw_no_bet",
  "asian_handicap",
] as const;
export const DEFAULT_GENERATION_MARKETS = ["moneyline", "spread", "total"] as const;

const allMeansNone = <T extends string>(schema: z.ZodType<T>) =>
  z
    .union([z.literal("all"), z.literal(""), schema])
    .optional()
    .transform((value) => (value === "all" || value === "" ? undefined : value));

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === "true" || value === "1"));

/** Dates of filters and of a prediction's kick-off: parsed, and held to 1900–2199 before any SQL sees them. */
const isoDate = instantInRange;

export const listPredictionsQuerySchema = z
  .object({
    sport: allMeansNone(slugId),
    league: allMeansNone(slugId),
    category: allMeansNone(slugId),
    market: allMeansNone(
      z
        .string()
        .trim()
        .regex(/^[a-z0-9_-]{1,40}$/i, "Invalid market")
        .toLowerCase(),
    ),
    status: allMeansNone(z.string().toUpperCase().pipe(z.enum(PREDICTION_STATUSES))),
    source: allMeansNone(z.string().toUpperCase().pipe(z.enum(PREDICTION_SOURCES))),
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    minConfidence: z.coerce.number().min(0).max(100).optional(),
    positiveEdge: booleanFlag,
    /** Value picks only: published as value, with a positive EV (display.rules pickKind "value"). */
    valueOnly: booleanFlag,
    /** Picks whose probability the model shaped (pooled with the consensus, the model alone, or older model picks). */
    modelShaped: booleanFlag,
    premium: booleanFlag,
    search: searchTerm,
    sort: z.enum(PREDICTION_SORTS).default("kickoff"),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    /**
     * The previous page's `nextCursor`: the page after it, by keyset (deep pages cost what the first does).
     * Opaque and signed: the service checks it belongs to this list, sort, filters and viewer (400 otherwise).
     */
    cursor: cursorParam,
  })
  .refine((query) => !query.startDate || !query.endDate || query.startDate < query.endDate, {
    message: "startDate must be before endDate",
    path: ["endDate"],
  });
export type ListPredictionsQuery = z.infer<typeof listPredictionsQuerySchema>;

/**
 * GET /api/predictions/windows: the list's filters without dates, sort or page (it counts per date window),
 * and the date tab whose summary figures to answer (left out: the tab the list opens on).
 */
export const predictionWindowsQuerySchema = z.object({
  date: z.enum(DATE_WINDOWS).optional(),
  sport: allMeansNone(slugId),
  league: allMeansNone(slugId),
  category: allMeansNone(slugId),
  source: allMeansNone(z.string().toUpperCase().pipe(z.enum(PREDICTION_SOURCES))),
  minConfidence: z.coerce.number().min(0).max(100).optional(),
  positiveEdge: booleanFlag,
  valueOnly: booleanFlag,
  modelShaped: booleanFlag,
});
export type PredictionWindowsQuery = z.infer<typeof predictionWindowsQuerySchema>;

export const todayPredictionsQuerySchema = z.object({
  sport: allMeansNone(slugId),
  league: allMeansNone(slugId),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});
export type TodayPredictionsQuery = z.infer<typeof todayPredictionsQuerySchema>;

export const predictionParamsSchema = z.object({ predictionId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** Decimal odds as the admin form enters them (step 0.01). */
const decimalOdds = z.number().min(1.01, "Odds must be at least 1.01").max(1000, "Odds must be at most 1000");

export const manualPredictionSchema = z
  .object({
    sport: slugId,
    league: slugId,
    homeTeam: text(100),
    awayTeam: text(100),
    matchDate: isoDate,
    market: text(40),
    pick: text(100),
    /** Optional machine reading of the pick ('home', 'over' …) so the result can settle it automatically. */
    selection: z.enum(["home", "draw", "away", "over", "under", "yes", "no", "1X", "12", "X2"]).optional(),
    line: z.number().min(-500).max(500).optional(),
    confidence: z.number().min(1).max(100),
    odds: decimalOdds,
    analysis: text(5000).optional(),
    isPremium: z.boolean().default(false),
    isPublished: z.boolean().default(true),
    matchId: z.string().max(64).optional(),
  })
  .strict();
export type ManualPredictionInput = z.infer<typeof manualPredictionSchema>;

export const updatePredictionSchema = z
  .object({
    homeTeam: text(100),
    awayTeam: text(100),
    matchDate: isoDate,
    market: text(40),
    pick: text(100),
    selection: z.enum(["home", "draw", "away", "over", "under", "yes", "no", "1X", "12", "X2"]).nullable(),
    line: z.number().min(-500).max(500).nullable(),
    confidence: z.number().min(1).max(100),
    odds: decimalOdds,
    analysis: text(5000).nullable(),
    isPremium: z.boolean(),
    isPublished: z.boolean(),
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, "Nothing to update");
export type UpdatePredictionInput = z.infer<typeof updatePredictionSchema>;

export const generatePredictionsSchema = z
  .object({
    matchId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Invalid match id"),
    markets: z
      .array(z.enum(GENERATION_MARKETS))
      .min(1)
      .max(GENERATION_MARKETS.length)
      .default([...DEFAULT_GENERATION_MARKETS]),
  })
  .strict();
