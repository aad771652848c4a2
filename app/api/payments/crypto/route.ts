import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";
import { startCheckout } from "@/lib/payments/checkout.service";
import { cryptoCheckoutSchema } from "@/lib/payments/payments.input";

// POST /api/payments/crypto {plan}: a pending order, then a NOWPayments invoice priced in USD
export const POST = withRoute(
  { auth: "member", body: cryptoCheckoutSchema, rateLimit: "checkout" },
  async ({ caller, body }) => {
    const checkout = await startCheckout(caller, "nowpayments", { plan: body.plan, currency: "USD" });
    return ok({
      invoice_url: checkout.url,
      reference: checkout.reference,
      amount: checkout.amountMinor,
      currency: checkout.currency,
    });
  },
);
