import "server-only";

import { createHash } from "node:crypto";

import * as paymentQueries from "@/lib/payments/payments.queries";
import type { PaymentEvent } from "@/db/schema";
import { AppError } from "@/lib/core/errors";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { isProviderError } from "@/lib/net/provider-http";
import {
  verifyFlutterwaveSignature,
  verifyNowPaymentsSignature,
  verifyPaystackSignature,
} from "@/lib/payments/signatures.rules";

import { confirmPayment, type ConfirmationOutcome } from "./confirm.service";
import { handleRefundEvent, mapProviderStatus, type RefundEvent } from "./refunds.service";
import type { CheckoutProvider } from "./providers.service";
import { browserReturnEventKey, requestVerificationRetry } from "./verification-retry.service";
import { providerAmountToMinorUnits, verifyOrderWithProvider } from "./verify.service";

// Provider webhooks: signature over the raw bytes → inbox row (unique per provider event) → the provider's
// verify endpoint → confirmPayment(). The webhook body itself is never trusted for amount or status.

export interface WebhookResult {
  /** processed: acted on now; duplicate: seen and finished before; ignored: nothing for us to do. */
  status: "processed" | "duplicate" | "ignored";
  outcome?: ConfirmationOutcome["outcome"];
}

/** What an event names, read from a body whose signature was already verified. */
interface ParsedEvent {
  eventKey: string;
  eventType: string;
  reference: string | null;
  /** Only these ask us to check a payment; the rest are recorded and ignored (refunds are handled apart). */
  actionable: boolean;
  paymentId?: string;
  /** Set for a refund progress event (Paystack refund.*): handled by refunds.ts, not by confirmPayment. */
  refund?: RefundEvent;
}

export async function handlePaymentWebhook(
  provider: CheckoutProvider,
  rawBody: Buffer,
  headers: Headers,
): Promise<WebhookResult> {
  assertSigned(provider, rawBody, headers);
  const event = parseEvent(provider, rawBody);
  const payloadDigest = createHash("sha256").update(rawBody).digest("hex");

  let inbox = await paymentQueries.insertPaymentEvent({
    provider,
    eventKey: event.eventKey,
    eventType: event.eventType,
    reference: event.reference,
    signatureValid: true,
    payloadDigest,
  });
  if (!inbox) {
    // Seen before. Finished → a no-op; unfinished (we could not reach the provider last time) → try again.
    const existing = await paymentQueries.getPaymentEvent(provider, event.eventKey);
    if (!existing || (existing.outcome !== "received" && existing.outcome !== "failed")) return { status: "duplicate" };
    inbox = existing;
  }
  if (event.refund) return processRefundEvent(inbox, event.refund);
  if (!event.actionable || !event.reference) {
    await paymentQueries.finishPaymentEvent(inbox.id, {
      outcome: "ignored",
      detail: "event type not handled",
      orderId: null,
    });
    return { status: "ignored" };
  }
  return processPaymentEvent(inbox, event);
}

async function processPaymentEvent(inbox: PaymentEvent, event: ParsedEvent): Promise<WebhookResult> {
  const order = await paymentQueries.getOrderByReference(event.reference!);
  if (!order || order.provider !== inbox.provider) {
    await paymentQueries.finishPaymentEvent(inbox.id, {
      outcome: "ignored",
      detail: "no order of ours with this reference",
      orderId: null,
    });
    return { status: "ignored" };
  }
  try {
    const verified = await verifyOrderWithProvider(order, { paymentId: event.paymentId });
    const result = await confirmPayment(verified);
    const outcome =
      result.outcome === "activated" ? "activated" : result.outcome === "rejected" ? "rejected" : "ignored";
    await paymentQueries.finishPaymentEvent(inbox.id, {
      outcome,
      detail: result.outcome === "rejected" ? result.reason : result.outcome,
      orderId: order.id,
    });
    return { status: "processed", outcome: result.outcome };
  } catch (error) {
    // On doubt nothing is granted: the event stays unfinished, a retry job asks the provider again later,
    // and the provider's own retry (we answer 503) processes it again too.
    const detail = isProviderError(error) ? error.message : "unexpected error";
    await paymentQueries.finishPaymentEvent(inbox.id, { outcome: "failed", detail, orderId: order.id });
    logger.warn("payments.webhook_verify_failed", { provider: inbox.provider, reference: order.reference, detail });
    if (isProviderError(error)) {
      await requestVerificationRetry({
        provider: order.provider as CheckoutProvider,
        reference: order.reference,
        paymentId: event.paymentId,
        eventKey: inbox.eventKey,
      });
    }
    throw new AppError("service_unavailable", "Payment verification is temporarily unavailable; please retry.");
  }
}

/** Refund progress. The inbox already made a replay a no-op; settling a refund is idempotent as well. */
async function processRefundEvent(inbox: PaymentEvent, refund: RefundEvent): Promise<WebhookResult> {
  const result = await handleRefundEvent(refund);
  const outcome = result.outcome === "applied" ? "refund_recorded" : result.outcome;
  await paymentQueries.finishPaymentEvent(inbox.id, { outcome, detail: result.detail, orderId: result.orderId });
  return { status: result.outcome === "ignored" ? "ignored" : "processed" };
}

function assertSigned(provider: CheckoutProvider, rawBody: Buffer, headers: Headers): void {
  const secret =
    provider === "paystack"
      ? env.PAYSTACK_SECRET_KEY
      : provider === "flutterwave"
        ? env.FLUTTERWAVE_SECRET_HASH
        : env.NOWPAYMENTS_IPN_SECRET;
  if (!secret) throw new AppError("service_unavailable", "Payment provider not configured");
  const valid =
    provider === "paystack"
      ? verifyPaystackSignature(rawBody, headers.get("x-paystack-signature"), secret)
      : provider === "flutterwave"
        ? verifyFlutterwaveSignature(
            rawBody,
            { signature: headers.get("flutterwave-signature"), verifHash: headers.get("verif-hash") },
            secret,
          )
        : verifyNowPaymentsSignature(rawBody, headers.get("x-nowpayments-sig"), secret);
  if (!valid) {
    logger.warn("payments.webhook_bad_signature", { provider });
    throw new AppError("unauthorized", "Invalid signature");
  }
}

function parseEvent(provider: CheckoutProvider, rawBody: Buffer): ParsedEvent {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(rawBody.toString("utf8")) as Record<string, unknown>;
  } catch {
    throw new AppError("bad_request", "The body is not JSON");
  }
  const data = (body.data ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : null);
  if (provider === "paystack") {
    const type = text(body.event) ?? "unknown";
    if (type.startsWith("refund.")) return parsePaystackRefund(type, data, text);
    return {
      eventKey: `${type}:${text(data.id) ?? text(data.reference) ?? "?"}`,
      eventType: type,
      reference: text(data.reference),
      actionable: type === "charge.success",
    };
  }
  if (provider === "flutterwave") {
    const type = text(body.event) ?? "unknown";
    if (type.startsWith("refund.")) return parseFlutterwaveRefund(type, data, text);
    return {
      eventKey: `${type}:${text(data.id) ?? "?"}:${text(data.status) ?? "?"}`,
      eventType: type,
      reference: text(data.tx_ref),
      actionable: type === "charge.completed",
    };
  }
  const status = text(body.payment_status) ?? "unknown";
  return {
    eventKey: `${text(body.payment_id) ?? "?"}:${status}`,
    eventType: status,
    reference: text(body.order_id),
    actionable: true,
    paymentId: text(body.payment_id) ?? undefined,
  };
}

/**
 * Paystack refund.pending / .processing / .processed / .failed: they carry no event id, so the key is the
 * refund's reference (or the transaction and amount) with the event type; `amount` may be a string.
 */
function parsePaystackRefund(
  type: string,
  data: Record<string, unknown>,
  text: (value: unknown) => string | null,
): ParsedEvent {
  const reference =
    text(data.transaction_reference) ?? text((data.transaction as Record<string, unknown> | undefined)?.reference);
  const refundReference = text(data.refund_reference) ?? text(data.id);
  const amountMinor = Number(text(data.amount) ?? NaN);
  const status = mapProviderStatus(type.slice("refund.".length));
  const eventKey = `${type}:${refundReference ?? `${reference ?? "?"}:${text(data.amount) ?? "?"}`}`;
  const valid = reference !== null && Number.isInteger(amountMinor) && amountMinor > 0;
  return {
    eventKey,
    eventType: type,
    reference,
    actionable: false,
    refund: valid
      ? {
          provider: "paystack",
          reference: reference!,
          transactionId: null,
          refundReference,
          amountMinor,
          currency: text(data.currency),
          status,
        }
      : undefined,
  };
}

/**
 * Flutterwave refund.completed: `data{id, AmountRefunded (major units), status: completed|failed, FlwRef,
 * TransactionId, …}` (Flutterwave's published payload; newer deliveries may use snake_case). It names the
 * Flutterwave transaction, not our tx_ref, and carries no currency: the order is found by its transaction id.
 */
function parseFlutterwaveRefund(
  type: string,
  data: Record<string, unknown>,
  text: (value: unknown) => string | null,
): ParsedEvent {
  const refundId = text(data.id);
  const transactionId = text(data.TransactionId) ?? text(data.transaction_id) ?? text(data.tx_id);
  const amount = Number(text(data.AmountRefunded) ?? text(data.amount_refunded) ?? text(data.amount) ?? NaN);
  const word = text(data.status) ?? type.slice("refund.".length);
  const status = mapProviderStatus(word);
  const valid = transactionId !== null && Number.isFinite(amount) && amount > 0;
  return {
    eventKey: `${type}:${refundId ?? `${transactionId ?? "?"}:${amount}`}:${word}`,
    eventType: type,
    reference: text(data.tx_ref),
    actionable: false,
    refund: valid
      ? {
          provider: "flutterwave",
          reference: text(data.tx_ref),
          transactionId,
          refundReference: refundId,
          amountMinor: providerAmountToMinorUnits(amount),
          currency: text(data.currency),
          status,
        }
      : undefined,
  };
}

/**
 * The browser return path: the payer is back from the provider's page with our reference. The query
 * string proves nothing; the order is checked with the provider and confirmed by the same function as a
 * webhook. Returns a word for the subscription page: activated, pending, failed or unknown.
 */
export async function confirmReturn(
  provider: CheckoutProvider,
  reference: string,
  paymentId?: string,
): Promise<"activated" | "pending" | "failed" | "unknown"> {
  const order = await paymentQueries.getOrderByReference(reference);
  if (!order || order.provider !== provider) return "unknown";
  if (order.status === "PAID") return "activated";
  try {
    const result = await confirmPayment(await verifyOrderWithProvider(order, { paymentId }));
    if (result.outcome === "activated" || result.outcome === "already_paid") return "activated";
    if (result.outcome === "failed" || result.outcome === "rejected") return "failed";
    return "pending";
  } catch (error) {
    // The provider could not be asked right now; a retry job, the webhook or the page's refresh will settle it.
    logger.warn("payments.return_verify_failed", {
      provider,
      reference,
      detail: isProviderError(error) ? error.message : "unexpected error",
    });
    if (isProviderError(error)) {
      const eventKey = await recordUnconfirmedReturn(provider, order.id, reference, paymentId, error.message);
      await requestVerificationRetry({ provider, reference, paymentId, eventKey });
    }
    return "pending";
  }
}

/**
 * An inbox row (outcome 'failed') for a browser return the provider could not confirm, so the verification
 * sweep retries it after a restart as it does for webhooks. Returns the row's key; a second failed return
 * for the same order reuses the row.
 */
async function recordUnconfirmedReturn(
  provider: CheckoutProvider,
  orderId: string,
  reference: string,
  paymentId: string | undefined,
  detail: string,
): Promise<string> {
  const eventKey = browserReturnEventKey(reference, paymentId);
  const row = await paymentQueries.insertPaymentEvent({
    provider,
    eventKey,
    eventType: "browser-return",
    reference,
    orderId,
    // A return carries no signature: it is a prompt to ask the provider, never evidence.
    signatureValid: false,
    payloadDigest: createHash("sha256").update(eventKey).digest("hex"),
  });
  const inbox = row ?? (await paymentQueries.getPaymentEvent(provider, eventKey));
  if (inbox) await paymentQueries.finishPaymentEvent(inbox.id, { outcome: "failed", detail, orderId });
  return eventKey;
}
