import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { testSendSchema } from "@/lib/alerts/test-send.input";
import { sendTestAlert } from "@/lib/alerts/test-send.service";
import { consumeRateLimit } from "@/lib/rate-limit";

// POST /api/admin/alerts/test-send: a test alert to the calling admin on every channel they can receive; answers
// per channel what happened (rate-limited per admin)
export const POST = withRoute({ auth: "admin", body: testSendSchema, optionalBody: true }, async ({ caller }) => {
  await consumeRateLimit("alertTestSend", caller.user.id);
  return ok(await sendTestAlert(caller.user.id));
});
