import { z } from "zod";

import { calendarDayInRange, slugId } from "@/lib/core/common.input";

// Query string of GET /api/track-record: optional sport, market and an inclusive range of match days (UTC).

const DAY = 24 * 60 * 60 * 1000;

const allMeansNone = <T extends string>(schema: z.ZodType<T>) =>
  z
    .union([z.literal("all"), z.literal(""), schema])
    .optional()
    .transform((value) => (value === "all" || value === "" ? undefined : value));

/** A calendar day "YYYY-MM-DD" (1900–2199), read as midnight UTC. */
const day = calendarDayInRange.transform((value) => new Date(`${value}T00:00:00.000Z`));

export const trackRecordQuerySchema = z
  .object({
    sport: allMeansNone(slugId),
    market: allMeansNone(
      z
        .string()
        .trim()
        .regex(/^[a-z0-9_-]{1,40}$/i, "Invalid market")
        .toLowerCase(),
    ),
    /** First match day counted. */
    from: day.optional(),
    /** Last match day counted (inclusive). */
    to: day.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "from must not be after to",
    path: ["to"],
  })
  // The queries take an exclusive upper bound: the day after `to`.
  .transform(({ to, ...rest }) => ({ ...rest, to: to ? new Date(to.getTime() + DAY) : undefined }));
