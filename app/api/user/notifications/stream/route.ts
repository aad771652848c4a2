import { withRoute } from "@/lib/api/with-route";
import { openNotificationStream } from "@/lib/alerts/notification-stream.service";

// GET /api/user/notifications/stream: the caller's unread count and newest notification as Server-Sent Events
// (`event: unread` at connect and on every change), ended after a few minutes for EventSource to reconnect.
// no-transform keeps response compression off (it would hold events back), X-Accel-Buffering: no tells a
// reverse proxy not to buffer, and server.mjs gives these streams a lane of their own (lib/http/load-shedding.mjs).
export const GET = withRoute(
  { auth: "member" },
  async ({ caller, request }) =>
    new Response(openNotificationStream(caller.user.id, { signal: request.signal }), {
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "private, no-store, no-cache, no-transform",
        "X-Accel-Buffering": "no",
      },
    }),
);
