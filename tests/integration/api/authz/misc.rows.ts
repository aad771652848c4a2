// Matrix rows for analytics, the audit log and the system read-out.
import type { AuthzRow } from "./row";

export const rows: AuthzRow[] = [
  { method: "GET", path: "/api/admin/analytics", level: "admin", load: () => import("@/app/api/admin/analytics/route") },
  { method: "GET", path: "/api/admin/audit-log", level: "admin", load: () => import("@/app/api/admin/audit-log/route") },
  { method: "GET", path: "/api/admin/system", level: "admin", load: () => import("@/app/api/admin/system/route") },
];
