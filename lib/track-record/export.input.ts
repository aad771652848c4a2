import { z } from "zod";

import { calendarDayInRange, slugId, text } from "@/lib/core/common.input";

// Query string of GET /api/track-record/export: the format, and optionally one sport, an inclusive range of match
// days (UTC) or one pick's id.

const DAY = 24 * 60 * 60 * 1000;
const emptyMeansNone = (value: unknown) => (value === "" ? undefined : value);

export const recordExportQuerySchema = z
  .object({
    format: z.enum(["csv", "json"], { error: "format must be csv or json" }).default("json"),
    sport: z.preprocess(emptyMeansNone, slugId.optional()),
    /** First match day exported, YYYY-MM-DD. */
    from: z.preprocess(emptyMeansNone, calendarDayInRange.optional()),
    /** Last match day exported (inclusive). */
    to: z.preprocess(emptyMeansNone, calendarDayInRange.optional()),
    /** One pick: the verify page reads its exported fields. */
    id: z.preprocess(emptyMeansNone, text(100).optional()),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "from must not be after to",
    path: ["to"],
  })
  .transform(({ from, to, ...rest }) => ({
    ...rest,
    fromDay: from,
    toDay: to,
    from: from ? new Date(`${from}T00:00:00.000Z`) : undefined,
    // The query takes an exclusive upper bound: the day after `to`.
    to: to ? new Date(new Date(`${to}T00:00:00.000Z`).getTime() + DAY) : undefined,
  }));
