import "server-only";

import { db } from "@/db";
import * as paymentQueries from "@/lib/payments/payments.queries";
import type { PaymentOrder, PaymentProvider, Subscription } from "@/db/schema";
import { logger } from "@/lib/logger";
import { recordAudit } from "@/lib/audit/audit.service";

import { activateSubscription } from "./activation.service";

/**
 * What the provider's own verify endpoint said about a payment (never what a webhook body or the browser
 * claimed): normalised by lib/payments/verify.service.ts.
 */
export interface VerifiedPayment {
  provider: PaymentProvider;
  /** Our order reference the provider reports. */
  reference: string;
  /** paid = the provider says the money is ours; failed = it will not be; pending = not yet / not sure. */
  status: "paid" | "failed" | "pending";
  /** Amount the provider reports, in minor units of `currency`. */
  amountMinor: number;
  currency: string;
  providerReference: string | null;
  /** Flutterwave's rule: accept amount >= expected; the others must match exactly. */
  allowOverpayment?: boolean;
}

export type ConfirmationOutcome =
  | { outcome: "activated"; order: PaymentOrder; subscription: Subscription }
  | { outcome: "already_paid"; order: PaymentOrder }
  | { outcome: "failed"; order: PaymentOrder }
  | { outcome: "pending"; order: PaymentOrder }
  | { outcome: "rejected"; order: PaymentOrder | null; reason: string };

const SYSTEM_ACTOR = { id: null, email: "system:payments" };

/**
 * The only way value is granted. Locks our order row, checks the verified payment against it (provider,
 * reference, amount in minor units, currency), and activates the subscription in the same transaction.
 * Idempotent: a second confirmation of a PAID order changes nothing; a late 'failed' never revokes a
 * paid order; a mismatch grants nothing and is recorded.
 */
export async function confirmPayment(verified: VerifiedPayment, now = new Date()): Promise<ConfirmationOutcome> {
  const result = await db.transaction(async (tx): Promise<ConfirmationOutcome> => {
    const order = await paymentQueries.lockOrderByReference(verified.reference, tx);
    if (!order) return { outcome: "rejected", order: null, reason: "unknown order reference" };
    if (order.provider !== verified.provider)
      return { outcome: "rejected", order, reason: "order belongs to another provider" };
    if (order.status === "PAID" || order.status === "REFUNDED" || order.status === "PARTIALLY_REFUNDED")
      return { outcome: "already_paid", order };

    if (verified.status === "pending") return { outcome: "pending", order };
    if (verified.status === "failed") {
      if (order.status !== "PENDING") return { outcome: "failed", order };
      const failed = await paymentQueries.updateOrder(
        order.id,
        { status: "FAILED", failureReason: "The provider reported the payment failed." },
        tx,
      );
      await recordAudit(tx, SYSTEM_ACTOR, {
        action: "payment.failed",
        entityType: "payment_order",
        entityId: order.id,
        before: { status: order.status },
        after: { status: "FAILED" },
      });
      return { outcome: "failed", order: failed! };
    }

    const mismatch = mismatchReason(order, verified);
    if (mismatch) {
      await recordAudit(tx, SYSTEM_ACTOR, {
        action: "payment.rejected",
        entityType: "payment_order",
        entityId: order.id,
        after: { reason: mismatch },
      });
      return { outcome: "rejected", order, reason: mismatch };
    }
    // A FAILED or EXPIRED order the provider now reports paid is still ours to honour: the money arrived.
    const paid = await paymentQueries.updateOrder(
      order.id,
      {
        status: "PAID",
        paidAt: now,
        providerReference: verified.providerReference ?? order.providerReference,
        failureReason: null,
      },
      tx,
    );
    if (!paid!.userId) throw new Error(`Paid order ${paid!.reference} has no user to activate`);
    const subscription = await activateSubscription(
      {
        userId: paid!.userId,
        planId: paid!.planId,
        amountMinor: paid!.amountMinor,
        currency: paid!.currency,
        paymentMethod: paid!.provider,
        orderId: paid!.id,
      },
      now,
      tx,
    );
    await recordAudit(tx, SYSTEM_ACTOR, {
      action: "payment.confirmed",
      entityType: "payment_order",
      entityId: order.id,
      before: { status: order.status },
      after: {
        status: "PAID",
        subscriptionId: subscription.id,
        planId: subscription.planId,
        endDate: subscription.endDate?.toISOString() ?? null,
      },
    });
    return { outcome: "activated", order: paid!, subscription };
  });
  logger.info("payments.confirmation", {
    reference: verified.reference,
    provider: verified.provider,
    outcome: result.outcome,
  });
  return result;
}

function mismatchReason(order: PaymentOrder, verified: VerifiedPayment): string | null {
  if (verified.reference !== order.reference) return "reference does not match the order";
  if (verified.currency.toUpperCase() !== order.currency)
    return `currency ${verified.currency} does not match ${order.currency}`;
  const amountOk = verified.allowOverpayment
    ? verified.amountMinor >= order.amountMinor
    : verified.amountMinor === order.amountMinor;
  if (!amountOk) return `amount ${verified.amountMinor} does not match ${order.amountMinor}`;
  return null;
}
