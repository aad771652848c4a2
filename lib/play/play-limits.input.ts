import "@/lib/core/zod-config";
import { z } from "zod";

import { REALITY_CHECK_CHOICES, SELF_EXCLUSION_PERIOD_KEYS, TIMEOUT_PERIOD_KEYS } from "./play-limits.rules";

// The play limits at the boundary: the settings a member may change at any time (budget, reality checks), and the
// pauses they may start (a time-out, a self-exclusion that asks for an explicit confirmation). Shared with the form.

/** The most a weekly budget may be: the column's precision (14, 2) with room to spare. */
const WEEKLY_BUDGET_MAX = 1_000_000_000;

export const playLimitSettingsSchema = z
  .object({
    /** Stakes a week in the member's book unit; null clears it. */
    weeklyBudget: z
      .number("Weekly budget must be a number")
      .positive("Weekly budget must be more than 0")
      .max(WEEKLY_BUDGET_MAX, "Weekly budget is too large")
      .multipleOf(0.01, "Weekly budget has at most 2 decimals")
      .nullable(),
    /** Minutes between reality checks; null switches them off. */
    realityCheckMinutes: z
      .number("Reality check must be a number of minutes")
      .refine((value) => (REALITY_CHECK_CHOICES as readonly number[]).includes(value), {
        message: `Reality check must be one of ${REALITY_CHECK_CHOICES.join(", ")} minutes, or off`,
      })
      .nullable(),
  })
  .strict();
export type PlayLimitSettingsInput = z.infer<typeof playLimitSettingsSchema>;

export const startPauseSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("TIMEOUT"), period: z.enum(TIMEOUT_PERIOD_KEYS) }).strict(),
  z
    .object({
      kind: z.literal("SELF_EXCLUSION"),
      period: z.enum(SELF_EXCLUSION_PERIOD_KEYS),
      /** The member's explicit "yes": a self-exclusion cannot be lifted early. */
      confirm: z.literal(true, "Confirm that you understand a self-exclusion cannot be lifted early"),
    })
    .strict(),
]);
export type StartPauseInput = z.infer<typeof startPauseSchema>;
