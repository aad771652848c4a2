import { z } from "zod";

import { calendarDayInRange, slugId } from "@/lib/core/common.input";
import { PREDICTION_STATUSES } from "@/lib/predictions/predictions.input";

// Inputs of the member area's API: tracked predictions (/api/user/tracked-predictions) and favourites
// (/api/user/favorites/{kind}). Shared by the browser (filters, buttons) and the route handlers.

import { FAVORITE_KINDS, type FavoriteKind } from "./favorite-kinds.rules";

export { type FavoriteKind };

/** Row ids (UUIDs) and slug ids ('epl'): letters, digits, '_' and '-'. */
const entityId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "Invalid id");

/** 'YYYY-MM-DD', a calendar day in UTC (the date range inputs of /user/predictions), 1900–2199. */
const calendarDay = calendarDayInRange;

const allMeansNone = <T>(schema: z.ZodType<T>) =>
  z
    .union([z.literal("all"), z.literal(""), schema])
    .optional()
    .transform((value) => (value === "all" || value === "" ? undefined : (value as T | undefined)));

const TRACKED_PAGE_SIZE = 20;

/**
 * GET /api/user/tracked-predictions. `from` and `to` are match days, both inclusive; status and league
 * narrow the list; 'all' or an empty value means no filter (what the filter selects send).
 */
export const trackedPredictionsQuerySchema = z
  .object({
    from: allMeansNone(calendarDay),
    to: allMeansNone(calendarDay),
    status: allMeansNone(z.string().toUpperCase().pipe(z.enum(PREDICTION_STATUSES))),
    league: allMeansNone(slugId),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(TRACKED_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "The start date must not be after the end date",
    path: ["to"],
  });
export type TrackedPredictionsQuery = z.infer<typeof trackedPredictionsQuerySchema>;

export const trackPredictionSchema = z.strictObject({ predictionId: entityId });

export const trackedPredictionParamsSchema = z.object({ predictionId: entityId });

export const favoriteKindParamsSchema = z.object({ kind: z.enum(FAVORITE_KINDS) });
export const favoriteParamsSchema = z.object({ kind: z.enum(FAVORITE_KINDS), targetId: entityId });

/** The body key that names each kind's target. */
const FAVORITE_TARGET_KEYS = { predictions: "predictionId", teams: "teamId", leagues: "leagueId" } as const;

/**
 * POST /api/user/favorites/{kind}. The target is named after its kind ({ predictionId }, { teamId },
 * { leagueId }), or as a plain { id } so one client helper can post to any kind; a key of another kind
 * is refused.
 */
export function addFavoriteSchemaFor(kind: FavoriteKind) {
  const key = FAVORITE_TARGET_KEYS[kind];
  return z
    .strictObject({ id: entityId.optional(), [key]: entityId.optional() })
    .refine((body) => (body.id === undefined) !== (body[key] === undefined), {
      message: `Send either id or ${key}`,
      path: [key],
    })
    .transform((body) => ({ targetId: (body.id ?? body[key]) as string }));
}

/** What withRoute reads before the kind is known: any JSON object (then parsed with addFavoriteSchemaFor). */
export const favoriteBodySchema = z.record(z.string(), z.unknown());
