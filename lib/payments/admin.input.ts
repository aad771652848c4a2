import { z } from "zod";

import { adminListQuery, listFilter } from "@/lib/core/admin-list.input";
import { emailSchema, text } from "@/lib/core/common.input";
import { GRANTABLE_PLANS } from "@/lib/subscriptions/admin.input";

// Admin subscriptions and payments (/admin/subscriptions, /admin/payments
// and their API). The list endpoints page, sort and filter on the server; the dialogs of
// /admin/subscriptions and /admin/payments share the body schemas with the handlers (so these schemas avoid
// transforms and defaults: react-hook-form needs the same input and output types).

export const ORDER_STATUSES = ["PENDING", "PAID", "FAILED", "EXPIRED", "REFUNDED", "PARTIALLY_REFUNDED"] as const;
export const PAYMENT_PROVIDERS = ["paystack", "flutterwave", "nowpayments", "manual"] as const;
export const MANUAL_CURRENCIES = ["USD", "NGN"] as const;

const PAYMENT_SORTS = ["createdAt", "paidAt", "amount", "status", "provider"] as const;

/** GET /api/admin/payments?page&limit&search&status&provider&sort&order; search matches our reference, the
 * provider's reference or the payer's e-mail. */
export const listPaymentsQuerySchema = adminListQuery(PAYMENT_SORTS, "createdAt", {
  status: listFilter(ORDER_STATUSES, "Status"),
  provider: listFilter(PAYMENT_PROVIDERS, "Provider"),
});
export type ListPaymentsQuery = z.infer<typeof listPaymentsQuerySchema>;

/** /api/admin/subscriptions/{subscriptionId}/…; a malformed id answers 404. */
export const subscriptionParamsSchema = z.object({ subscriptionId: z.uuid() });

/** "19.99": a positive amount in major units with at most two decimals (kept a string: no float rounding). */
const majorAmountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, "Enter an amount such as 19.99")
  .refine((value) => Number(value) > 0, "The amount must be more than 0");

const note = text(500).optional();
const plan = z.enum(GRANTABLE_PLANS, "Choose BASIC, PREMIUM, ENTERPRISE or VIP");

/**
 * POST /api/admin/subscriptions (the Add Subscription dialog): a complimentary grant of one plan for `days`
 * days to an existing account. Nothing was paid, so no order is written; revenue is unaffected.
 */
export const grantSubscriptionSchema = z
  .object({
    email: emailSchema,
    plan,
    days: z
      .number("Enter a number of days")
      .int("Whole days only")
      .min(1, "At least 1 day")
      .max(366, "At most 366 days"),
    note,
  })
  .strict();
export type GrantSubscriptionInput = z.infer<typeof grantSubscriptionSchema>;

/**
 * POST /api/admin/payments/manual: money received off-platform (bank transfer, cash). Written as a PAID
 * 'manual' order and activated like a provider payment. `externalReference` (the bank's reference) is
 * unique, so the same transfer cannot be recorded twice. An amount other than the plan's price needs a
 * `discountReason`.
 */
export const manualPaymentSchema = z
  .object({
    email: emailSchema,
    plan,
    amount: majorAmountSchema,
    currency: z.enum(MANUAL_CURRENCIES, "Choose USD or NGN"),
    externalReference: text(100),
    note,
    /** Required when the amount is not the plan's price, e.g. "Agreed 10% partner discount". */
    discountReason: text(200).optional(),
  })
  .strict();
export type ManualPaymentInput = z.infer<typeof manualPaymentSchema>;

/** POST /api/admin/payments/refund: all that is left of the order when `amount` is left out. */
export const refundPaymentSchema = z
  .object({
    reference: text(100),
    amount: majorAmountSchema.optional(),
    reason: text(500).optional(),
  })
  .strict();
export type RefundPaymentInput = z.infer<typeof refundPaymentSchema>;

/** "19.99" → 1999 minor units, exactly (no float arithmetic). */
export function toMinorUnits(amount: string): number {
  const [whole, fraction = ""] = amount.trim().split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
