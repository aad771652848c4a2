import { withRoute } from "@/lib/api/with-route";
import { env } from "@/lib/env";
import { confirmReturn } from "@/lib/payments/webhooks.service";
import { returnQuerySchema, webhookParamsSchema } from "@/lib/payments/payments.input";

// GET /api/payments/return/{provider}?reference=…: where the provider sends the payer back. The query string
// proves nothing: the order is checked with the provider (the same confirmPayment as the webhook), then the
// member lands on /user/subscription with the outcome.
export const GET = withRoute(
  { auth: "public", params: webhookParamsSchema, query: returnQuerySchema },
  async ({ params, query }) => {
    const outcome = await confirmReturn(params.provider, query.reference, query.NP_id);
    const target = new URL("/user/subscription", env.APP_URL);
    target.searchParams.set("payment", outcome);
    target.searchParams.set("reference", query.reference);
    return Response.redirect(target, 303);
  },
);
