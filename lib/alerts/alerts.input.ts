import { z } from "zod";

import { text, queryInt, slugId } from "@/lib/core/common.input";
import { cursorParam } from "@/lib/core/cursor.input";
import { timeZoneSchema } from "@/lib/time/time-zone.rules";

import { ALERT_CHANNELS, ALERT_MODES, minuteOfClock } from "./alerts.rules";

// Inputs of the alerts API: a member's alert rules (/api/user/alert-rules) and their in-app notifications
// (/api/user/notifications). Write bodies are strict: an unknown key is a 400.

/** A row id (a UUID): anything else is a 404, like a missing row. */
export const alertRuleParamsSchema = z.object({ id: z.uuid() });

/** At most this many rules per member. */
export const MAX_ALERT_RULES = 20;

const list = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max, `At most ${max} values`)
    .default([])
    .transform((values) => [...new Set(values as unknown[])] as z.output<T>[]);

const clock = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use HH:MM (00:00–23:59)")
  .transform(minuteOfClock);

const probability = z.number().min(0).max(1).nullable().default(null);

/** A pick's market as `predictions.market` holds it: generation's keys have underscores ('over_under'). */
const marketKey = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, "Invalid market");

/**
 * POST /api/user/alert-rules and PUT /api/user/alert-rules/{id} (a PUT replaces the rule). `timeZone` defaults to
 * the caller's zone (the tz cookie); quiet hours are local wall-clock times, start inclusive, end exclusive.
 */
export const alertRuleBodySchema = z
  .strictObject({
    name: text(80),
    sports: list(slugId, 20),
    leagues: list(slugId, 50),
    markets: list(marketKey, 20),
    minEv: z.number().min(-1).max(100).nullable().default(null),
    minFairProbability: probability,
    maxFairProbability: probability,
    maxOdds: z.number().min(1).max(10_000).nullable().default(null),
    bookmakers: list(
      text(60).transform((name) => name.toLowerCase()),
      30,
    ),
    channels: z
      .array(z.enum(ALERT_CHANNELS))
      .min(1, "Choose at least one channel")
      .max(ALERT_CHANNELS.length)
      .default(["in_app"])
      .transform((values) => [...new Set(values)]),
    mode: z.enum(ALERT_MODES).default("instant"),
    quietHours: z.strictObject({ start: clock, end: clock }).nullable().default(null),
    timeZone: timeZoneSchema.optional(),
    enabled: z.boolean().default(true),
  })
  .refine(
    (rule) =>
      rule.minFairProbability === null ||
      rule.maxFairProbability === null ||
      rule.minFairProbability <= rule.maxFairProbability,
    { message: "The minimum fair probability must not exceed the maximum", path: ["maxFairProbability"] },
  )
  .refine((rule) => rule.quietHours === null || rule.quietHours.start !== rule.quietHours.end, {
    message: "Quiet hours must start and end at different times",
    path: ["quietHours"],
  });
export type AlertRuleBody = z.output<typeof alertRuleBodySchema>;

/** GET /api/user/notifications?cursor=&limit=: newest first, by keyset. */
export const notificationsQuerySchema = z.object({
  cursor: cursorParam,
  limit: queryInt("limit", 1, 50, 20),
});
export type NotificationsQuery = z.output<typeof notificationsQuerySchema>;

/** POST /api/user/notifications/read: { ids: [...] } marks those, { all: true } every unread one. */
export const markReadBodySchema = z.union([
  z.strictObject({ ids: z.array(z.uuid()).min(1).max(100) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type MarkReadBody = z.output<typeof markReadBodySchema>;
