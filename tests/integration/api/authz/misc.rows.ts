// Matrix rows for analytics, the audit log and the read-outs of the console's static pages (system, leagues,
// schedule, security).
import type { AuthzRow } from "./row";

export const rows: AuthzRow[] = [
  {
    method: "GET",
    path: "/api/admin/analytics",
    level: "admin",
    load: () => import("@/app/api/admin/analytics/route"),
  },
  {
    method: "GET",
    path: "/api/admin/audit-log",
    level: "admin",
    load: () => import("@/app/api/admin/audit-log/route"),
  },
  { method: "GET", path: "/api/admin/system", level: "admin", load: () => import("@/app/api/admin/system/route") },
  { method: "GET", path: "/api/admin/leagues", level: "admin", load: () => import("@/app/api/admin/leagues/route") },
  { method: "GET", path: "/api/admin/schedule", level: "admin", load: () => import("@/app/api/admin/schedule/route") },
  { method: "GET", path: "/api/admin/security", level: "admin", load: () => import("@/app/api/admin/security/route") },
];
