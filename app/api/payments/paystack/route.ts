import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { startCheckout } from "@/lib/payments/checkout.service";
import { paystackCheckoutSchema } from "@/lib/payments/payments.input";

// POST /api/payments/paystack {plan, currency?}: a pending order, then Paystack's page (NGN, kobo)
export const POST = withRoute(
  { auth: "member", body: paystackCheckoutSchema, rateLimit: "checkout" },
  async ({ caller, body }) => {
    const checkout = await startCheckout(caller, "paystack", body);
    return ok({
      authorization_url: checkout.url,
      reference: checkout.reference,
      amount: checkout.amountMinor,
      currency: checkout.currency,
    });
  },
);
