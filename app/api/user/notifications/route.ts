import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { notificationsQuerySchema } from "@/lib/alerts/alerts.input";
import { listNotifications } from "@/lib/alerts/alerts.service";

// GET /api/user/notifications?cursor=&limit=: the caller's notifications, newest first, with the unread count
export const GET = withRoute({ auth: "member", query: notificationsQuerySchema }, async ({ caller, query }) =>
  ok(await listNotifications(caller.user.id, query)),
);
