import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { markReadBodySchema } from "@/lib/alerts/alerts.input";
import { markNotificationsRead } from "@/lib/alerts/alerts.service";

// POST /api/user/notifications/read: mark { ids: [...] } or { all: true } of the caller's notifications read
export const POST = withRoute({ auth: "member", body: markReadBodySchema }, async ({ caller, body }) =>
  ok(await markNotificationsRead(caller.user.id, body)),
);
