import "@/lib/core/zod-config";
import { z } from "zod";

/** Plans that can be bought (FREE cannot). */
const PAID_PLANS = ["BASIC", "PREMIUM", "ENTERPRISE", "VIP"] as const;
const plan = z.preprocess((value) => (typeof value === "string" ? value.toUpperCase() : value), z.enum(PAID_PLANS));

/** Paystack: NGN only in this setup (the service answers a clear message for anything else). */
export const paystackCheckoutSchema = z.object({ plan, currency: z.string().toUpperCase().default("NGN") }).strict();
/** Flutterwave: USD by default, or NGN. */
export const flutterwaveCheckoutSchema = z.object({ plan, currency: z.enum(["USD", "NGN"]).default("USD") }).strict();
/** NOWPayments: priced in USD, paid in the coin the buyer picks on the invoice page. */
export const cryptoCheckoutSchema = z.object({ plan }).strict();

export const webhookParamsSchema = z.object({ provider: z.enum(["paystack", "flutterwave", "nowpayments"]) });
export const returnQuerySchema = z.object({
  reference: z.string().regex(/^ec_[0-9a-f]{24}$/),
  trxref: z.string().optional(),
  status: z.string().optional(),
  tx_ref: z.string().optional(),
  transaction_id: z.string().optional(),
  NP_id: z.string().optional(),
});
