import { z } from "zod";

import { queryInt, searchTerm } from "@/lib/core/common.input";

// The audit log's list query (the admin analytics page's audit tab). Shared by the handler and the page's
// controls; only zod here.

const AUDIT_PAGE_SIZE = 20;

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
