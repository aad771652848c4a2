import { z } from "zod";

import { queryInt, searchTerm } from "@/lib/core/common.input";

// Admin analytics and the audit log (the admin analytics page). Shared by the handlers and
// the pages' controls; only zod here.

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
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const AUDIT_PAGE_SIZE = 20;

/** An action or entity type as recorded: 'user.create', 'prediction', 'automation.config_update'. */
const auditToken = z
  .string()
  .trim()
  .max(64, "Must be at most 64 characters")
  .regex(/^[a-z0-9_.:-]*$/i, "Use letters, digits, dots, dashes, colons and underscores only")
  .optional()
  .transform((value) => (value ? value : undefined));

/** GET /api/admin/audit-log?page&limit&actor&action&entityType&entityId */
export const auditLogQuerySchema = z.object({
  page: queryInt("Page", 1, 100_000, 1),
  limit: queryInt("Limit", 1, 100, AUDIT_PAGE_SIZE),
  /** Part of the actor's e-mail (or a system actor's name), case-insensitive. */
  actor: searchTerm,
  /** The exact action, e.g. 'user.create'. */
  action: auditToken,
  /** The exact entity type, e.g. 'user', 'prediction'. */
  entityType: auditToken,
  /** The exact entity id. */
  entityId: z
    .string()
    .trim()
    .max(100, "Must be at most 100 characters")
    .regex(/^[A-Za-z0-9_.:@-]*$/, "Contains an invalid character")
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
