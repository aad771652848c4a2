import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { startCheckout } from "@/lib/payments/checkout.service";
import { flutterwaveCheckoutSchema } from "@/lib/payments/payments.input";

// POST /api/payments/flutterwave {plan, currency?}: a pending order, then Flutterwave's hosted link (USD default)
export const POST = withRoute(
  { auth: "member", body: flutterwaveCheckoutSchema, rateLimit: "checkout" },
  async ({ caller, body }) => {
    const checkout = await startCheckout(caller, "flutterwave", body);
    return ok({
      payment_link: checkout.url,
      reference: checkout.reference,
      amount: checkout.amountMinor,
      currency: checkout.currency,
    });
  },
);
