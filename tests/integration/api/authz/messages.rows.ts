// Matrix rows for the contact inbox.
import type { AuthzRow } from "./row";

const messageId = "00000000-0000-4000-8000-000000000000";

export const rows: AuthzRow[] = [
  { method: "GET", path: "/api/admin/messages", level: "admin", load: () => import("@/app/api/admin/messages/route") },
  {
    method: "GET",
    path: "/api/admin/messages/[messageId]",
    level: "admin",
    params: { messageId },
    load: () => import("@/app/api/admin/messages/[messageId]/route"),
  },
  {
    method: "PATCH",
    path: "/api/admin/messages/[messageId]",
    level: "admin",
    params: { messageId },
    body: { status: "resolved" },
    load: () => import("@/app/api/admin/messages/[messageId]/route"),
  },
];
