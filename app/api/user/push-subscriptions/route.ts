import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { pushSubscriptionBodySchema, pushUnsubscribeBodySchema } from "@/lib/alerts/push.input";
import { listPushDevices, removePushSubscription, savePushSubscription } from "@/lib/alerts/push-subscriptions.service";

// GET /api/user/push-subscriptions: the caller's devices (registered, last reached, browser), never their keys
export const GET = withRoute({ auth: "member" }, async ({ caller }) => ok(await listPushDevices(caller.user.id)));

// POST /api/user/push-subscriptions: register this browser's PushSubscription JSON for the caller
export const POST = withRoute(
  { auth: "member", body: pushSubscriptionBodySchema, rateLimit: "pushSubscriptions", maxBodyBytes: 8 * 1024 },
  async ({ caller, body, request }) =>
    ok(await savePushSubscription(caller.user.id, body, request.headers.get("user-agent"))),
);

// DELETE /api/user/push-subscriptions: forget the caller's device at { endpoint } (another member's answers 404)
export const DELETE = withRoute(
  { auth: "member", body: pushUnsubscribeBodySchema, rateLimit: "pushSubscriptions", maxBodyBytes: 8 * 1024 },
  async ({ caller, body }) => {
    await removePushSubscription(caller.user.id, body.endpoint);
    return ok(null);
  },
);
