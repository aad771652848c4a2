import { z } from "zod";

import { slugId } from "@/lib/core/common.input";

// Query strings of GET /api/sports-data (page, limit, status, sport).

const MATCH_STATUSES = ["UPCOMING", "LIVE", "COMPLETED", "POSTPONED", "CANCELLED"] as const;

const optionalSlug = z
  .union([z.literal("all"), z.literal(""), slugId])
  .optional()
  .transform((value) => (value === "all" || value === "" ? undefined : value));

export const sportsDataQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z
    .union([z.literal("all"), z.literal(""), z.string().toUpperCase().pipe(z.enum(MATCH_STATUSES))])
    .optional()
    .transform((value) => (value === "all" || value === "" ? undefined : value)),
  sport: optionalSlug,
  league: optionalSlug,
});

export const sportsDataStatsQuerySchema = z.object({ sport: optionalSlug, league: optionalSlug });

export const matchParamsSchema = z.object({ matchId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
