// Matrix rows for the automation panel's alerts: the figures and the test alert an admin sends to themselves.
import type { AuthzRow } from "./row";

export const rows: AuthzRow[] = [
  { method: "GET", path: "/api/admin/alerts", level: "admin", load: () => import("@/app/api/admin/alerts/route") },
  {
    method: "POST",
    path: "/api/admin/alerts/test-send",
    level: "admin",
    load: () => import("@/app/api/admin/alerts/test-send/route"),
    body: {},
  },
];
