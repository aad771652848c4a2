import "server-only";

import { db, type Transaction } from "@/db";
import * as paymentQueries from "@/lib/payments/payments.queries";
import * as refundQueries from "@/lib/payments/refunds.queries";
import * as subscriptionQueries from "@/lib/subscriptions/subscriptions.queries";
import type { PaymentOrder, Refund, RefundStatus } from "@/db/schema";
import { AppError } from "@/lib/core/errors";
import { logger } from "@/lib/logger";
import { refundTransaction } from "@/lib/payments/providers/flutterwave.client";
import { isProviderError } from "@/lib/net/provider-http";
import { createRefund } from "@/lib/payments/providers/paystack.client";
import { recordAudit, type AuditActor } from "@/lib/audit/audit.service";
import { refreshUserSubscription } from "@/lib/subscriptions/subscriptions.service";
import { toMinorUnits, type RefundPaymentInput } from "@/lib/payments/admin.input";

import { flutterwaveOptions, paystackOptions } from "./providers.service";

// Refunds: the admin asks (refundPayment), the provider does it, and its answer or later webhook settles the
// refund row (settleRefund). An order's refunded amount only grows when a refund is PROCESSED, and a full
// refund cancels the subscription it paid for at once (docs/decisions.md "Payments").

const SYSTEM_ACTOR: AuditActor = { id: null, email: "system:payments" };
const REFUNDABLE = new Set<PaymentOrder["status"]>(["PAID", "PARTIALLY_REFUNDED"]);

/** A refund as the API answers it (the admin payments list and the refund calls alike). */
export function toRefundDto(
  refund: Pick<
    Refund,
    "id" | "amountMinor" | "currency" | "status" | "reason" | "failureReason" | "processedAt" | "createdAt"
  >,
) {
  return {
    id: refund.id,
    amountMinor: refund.amountMinor,
    currency: refund.currency,
    status: refund.status,
    reason: refund.reason,
    failureReason: refund.failureReason,
    processedAt: refund.processedAt?.toISOString() ?? null,
    createdAt: refund.createdAt.toISOString(),
  };
}

/**
 * Refunds a paid order (all that is left of it when no amount is given). Paystack queues it (PENDING until
 * its refund.* webhook), Flutterwave may complete it at once, a manual order's refund is recorded as
 * processed (the money goes back off-platform). NOWPayments has no refund API: refused.
 * @throws AppError not_found, conflict (not refundable), bad_request (crypto, too much), upstream_failed (provider said
 * no)
 */
export async function refundPayment(actor: AuditActor & { id: string }, input: RefundPaymentInput, now = new Date()) {
  const { order, refund } = await db.transaction(async (tx) => {
    const order = await paymentQueries.lockOrderByReference(input.reference, tx);
    if (!order) throw new AppError("not_found", "Payment not found.");
    if (order.provider === "nowpayments") {
      throw new AppError(
        "bad_request",
        "Crypto payments cannot be refunded here: NOWPayments has no refund API. Send the refund from the wallet by " +
          "hand.",
      );
    }
    if (!REFUNDABLE.has(order.status)) throw new AppError("conflict", "Only a paid payment can be refunded.");
    const left =
      order.amountMinor - order.refundedAmountMinor - (await refundQueries.inFlightRefundTotal(order.id, tx));
    if (left <= 0)
      throw new AppError("conflict", "Nothing is left to refund on this payment (refunds may still be in progress).");
    const amountMinor = input.amount === undefined ? left : toMinorUnits(input.amount);
    if (amountMinor > left)
      throw new AppError("bad_request", `The refund is more than what is left to refund (${left} minor units).`);
    // The row is written first: it reserves the amount, so two admins cannot refund the same money twice.
    const refund = await refundQueries.insertRefund(
      {
        orderId: order.id,
        amountMinor,
        currency: order.currency,
        status: "PENDING",
        requestedById: actor.id,
        reason: input.reason ?? null,
      },
      tx,
    );
    await recordAudit(tx, actor, {
      action: "payment.refund_requested",
      entityType: "payment_order",
      entityId: order.id,
      after: { refundId: refund.id, amountMinor, currency: order.currency, reason: input.reason ?? null },
    });
    return { order, refund };
  });

  if (order.provider === "manual") return settleRefund(refund.id, order.id, { status: "PROCESSED" }, actor, now);

  let providerAnswer: { providerRefundId: string; status: string };
  try {
    providerAnswer =
      order.provider === "paystack"
        ? await createRefund(
            { reference: order.reference, amountMinor: refund.amountMinor, merchantNote: input.reason },
            paystackOptions(),
          )
        : await refundTransaction(requireTransactionId(order), refund.amountMinor / 100, flutterwaveOptions());
  } catch (error) {
    const detail = isProviderError(error) || error instanceof AppError ? error.message : "unexpected error";
    logger.warn("payments.refund_failed", { reference: order.reference, provider: order.provider, detail });
    await settleRefund(refund.id, order.id, { status: "FAILED", failureReason: detail }, actor, now);
    throw new AppError("upstream_failed", `Failed to refund payment: ${detail}`);
  }
  const status = mapProviderStatus(providerAnswer.status);
  const saved = await refundQueries.updateRefund(refund.id, {
    providerRefundId: providerAnswer.providerRefundId,
    status: status === "PROCESSING" ? "PROCESSING" : "PENDING",
  });
  if (status === "PROCESSED" || status === "FAILED")
    return settleRefund(
      refund.id,
      order.id,
      { status, failureReason: status === "FAILED" ? "The provider refused the refund." : null },
      actor,
      now,
    );
  return { ...toRefundDto(saved!), reference: order.reference, orderStatus: order.status };
}

function requireTransactionId(order: PaymentOrder): string {
  if (!order.providerReference)
    throw new AppError("conflict", "This payment has no Flutterwave transaction id to refund.");
  return order.providerReference;
}

/** Provider refund words → our refund status ('completed' is Flutterwave's, 'processed' Paystack's). */
export function mapProviderStatus(status: string): RefundStatus {
  const word = status.toLowerCase();
  if (word === "processed" || word === "completed" || word === "successful" || word === "success") return "PROCESSED";
  if (word === "failed" || word === "reversed") return "FAILED";
  if (word === "processing") return "PROCESSING";
  return "PENDING";
}

/**
 * Moves one refund to `status`. Terminal states (PROCESSED, FAILED) never change again, so a replayed or late
 * webhook is a no-op. PROCESSED adds the amount to the order (REFUNDED when all of it is back, else
 * PARTIALLY_REFUNDED); a full refund cancels the subscription the order paid for, and the user's mirror follows.
 */
async function settleRefund(
  refundId: string,
  orderId: string,
  change: { status: RefundStatus; failureReason?: string | null },
  actor: AuditActor,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const order = await lockOrderById(orderId, tx);
    const refund = (await refundQueries.lockRefundsOfOrder(order.id, tx)).find((row) => row.id === refundId);
    if (!refund) throw new Error(`Refund ${refundId} is not a refund of order ${orderId}`);
    const result = await applyRefundStatus(order, refund, change, actor, now, tx);
    return { ...toRefundDto(result.refund), reference: order.reference, orderStatus: result.order.status };
  });
}

async function applyRefundStatus(
  order: PaymentOrder,
  refund: Refund,
  change: { status: RefundStatus; failureReason?: string | null },
  actor: AuditActor,
  now: Date,
  tx: Transaction,
) {
  if (refund.status === "PROCESSED" || refund.status === "FAILED" || refund.status === change.status)
    return { order, refund };
  if (change.status !== "PROCESSED") {
    const saved = await refundQueries.updateRefund(
      refund.id,
      { status: change.status, failureReason: change.failureReason ?? null },
      tx,
    );
    await recordAudit(tx, actor, {
      action: `payment.refund_${change.status.toLowerCase()}`,
      entityType: "refund",
      entityId: refund.id,
      before: { status: refund.status },
      after: { status: change.status, failureReason: change.failureReason ?? null },
    });
    return { order, refund: saved! };
  }
  const refunded = Math.min(order.amountMinor, order.refundedAmountMinor + refund.amountMinor);
  const fullyRefunded = refunded === order.amountMinor;
  const saved = await refundQueries.updateRefund(
    refund.id,
    { status: "PROCESSED", processedAt: now, failureReason: null },
    tx,
  );
  const savedOrder = await paymentQueries.updateOrder(
    order.id,
    { refundedAmountMinor: refunded, status: fullyRefunded ? "REFUNDED" : "PARTIALLY_REFUNDED" },
    tx,
  );
  let cancelledSubscriptionId: string | null = null;
  if (fullyRefunded) cancelledSubscriptionId = await cancelPaidSubscription(order, actor, now, tx);
  await recordAudit(tx, actor, {
    action: "payment.refunded",
    entityType: "payment_order",
    entityId: order.id,
    before: { status: order.status, refundedAmountMinor: order.refundedAmountMinor },
    after: { status: savedOrder!.status, refundedAmountMinor: refunded, refundId: refund.id, cancelledSubscriptionId },
  });
  return { order: savedOrder!, refund: saved! };
}

/** A fully refunded order no longer pays for anything: its subscription ends now. */
async function cancelPaidSubscription(
  order: PaymentOrder,
  actor: AuditActor,
  now: Date,
  tx: Transaction,
): Promise<string | null> {
  const subscription = await subscriptionQueries.getSubscriptionByOrder(order.id, tx);
  if (!subscription || (subscription.status !== "ACTIVE" && subscription.status !== "PENDING")) return null;
  await subscriptionQueries.updateSubscription(
    subscription.id,
    { status: "CANCELLED", cancelledAt: now, cancelledById: actor.id, note: "Payment refunded in full" },
    tx,
  );
  await refreshUserSubscription(subscription.userId, now, tx, "CANCELLED");
  return subscription.id;
}

async function lockOrderById(orderId: string, tx: Transaction): Promise<PaymentOrder> {
  const order = await paymentQueries.lockOrderById(orderId, tx);
  if (!order) throw new Error(`Order ${orderId} vanished`);
  return order;
}

/** What a signed refund webhook says (Paystack refund.*, Flutterwave refund.completed), already parsed. */
export interface RefundEvent {
  provider: "paystack" | "flutterwave";
  /** Our order reference (Paystack data.transaction_reference); Flutterwave's refund event may not carry it. */
  reference: string | null;
  /** The provider's transaction id (Flutterwave data.TransactionId): finds the order when there is no reference. */
  transactionId: string | null;
  /** The provider's id for the refund, when given. */
  refundReference: string | null;
  amountMinor: number;
  /** Unset when the event does not say (Flutterwave's refund event). */
  currency: string | null;
  status: RefundStatus;
}

export type RefundEventOutcome = {
  outcome: "applied" | "ignored" | "rejected";
  detail: string;
  orderId: string | null;
};

/**
 * A refund webhook: the refund row it names (by the provider's refund id, else the oldest one in flight with
 * the same amount) takes the reported status. A refund made on the provider's dashboard has no row yet: a
 * processed one is recorded so our books match the provider's. Signed webhooks are trusted here because a
 * refund only takes value away.
 */
export async function handleRefundEvent(event: RefundEvent, now = new Date()): Promise<RefundEventOutcome> {
  const found = event.reference
    ? await paymentQueries.getOrderByReference(event.reference)
    : event.transactionId
      ? await paymentQueries.getOrderByProviderReference(event.provider, event.transactionId)
      : null;
  if (!found || found.provider !== event.provider)
    return { outcome: "ignored", detail: "no order of ours with this reference", orderId: null };
  if (event.currency && event.currency.toUpperCase() !== found.currency)
    return {
      outcome: "rejected",
      detail: `currency ${event.currency} does not match ${found.currency}`,
      orderId: found.id,
    };
  return db.transaction(async (tx): Promise<RefundEventOutcome> => {
    const order = await lockOrderById(found.id, tx);
    const rows = await refundQueries.lockRefundsOfOrder(order.id, tx);
    let refund =
      (event.refundReference ? rows.find((row) => row.providerRefundId === event.refundReference) : undefined) ??
      rows.find(
        (row) => (row.status === "PENDING" || row.status === "PROCESSING") && row.amountMinor === event.amountMinor,
      );
    if (!refund) {
      const left = order.amountMinor - order.refundedAmountMinor;
      if (event.status !== "PROCESSED" || event.amountMinor <= 0 || event.amountMinor > left)
        return { outcome: "ignored", detail: "no refund of ours matches", orderId: order.id };
      refund = await refundQueries.insertRefund(
        {
          orderId: order.id,
          amountMinor: event.amountMinor,
          currency: order.currency,
          status: "PENDING",
          providerRefundId: event.refundReference,
          reason: "Refunded on the provider's dashboard",
        },
        tx,
      );
    }
    const before = refund.status;
    const result = await applyRefundStatus(
      order,
      refund,
      {
        status: event.status,
        failureReason: event.status === "FAILED" ? "The provider reported the refund failed." : null,
      },
      SYSTEM_ACTOR,
      now,
      tx,
    );
    return {
      outcome: "applied",
      detail: `refund ${refund.id}: ${before} → ${result.refund.status}`,
      orderId: order.id,
    };
  });
}
