import { z } from "zod";

// Admin analytics (the admin analytics page). Shared by the handler and the page's controls; only zod here.

/** The windows the analytics page offers, in days (UTC calendar days ending today). */
export const ANALYTICS_WINDOWS = ["7", "30", "90"] as const;
export type AnalyticsWindow = (typeof ANALYTICS_WINDOWS)[number];
export const DEFAULT_ANALYTICS_WINDOW: AnalyticsWindow = "30";

/** GET /api/admin/analytics?days=7|30|90&format=json|csv */
export const analyticsQuerySchema = z.object({
  days: z
    .enum(ANALYTICS_WINDOWS, `Days must be one of ${ANALYTICS_WINDOWS.join(", ")}`)
    .optional()
    .transform((value) => Number(value ?? DEFAULT_ANALYTICS_WINDOW)),
  format: z
    .enum(["json", "csv"], "Format must be json or csv")
    .optional()
    .transform((value) => value ?? "json"),
});
