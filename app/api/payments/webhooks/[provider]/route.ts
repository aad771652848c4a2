import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { readBytesWithCap } from "@/lib/http/read-body";
import { handlePaymentWebhook } from "@/lib/payments/webhooks.service";
import { webhookParamsSchema } from "@/lib/payments/payments.input";

// POST /api/payments/webhooks/{paystack|flutterwave|nowpayments}: signed provider events. Public (the
// provider calls it), authenticated by the signature over the raw bytes; the body is never trusted for value.
export const POST = withRoute({ auth: "public", params: webhookParamsSchema }, async ({ request, params }) => {
  const raw = Buffer.from(await readBytesWithCap(request, 256 * 1024));
  return ok(await handlePaymentWebhook(params.provider, raw, request.headers));
});
