import "server-only";

import * as paymentQueries from "@/lib/payments/payments.queries";
import { inngest, isInngestConfigured } from "@/lib/jobs/inngest.client";
import { paymentVerificationRetryRequested, paymentVerificationRetrySchema } from "@/lib/jobs/events.input";
import { logger } from "@/lib/logger";
import { isProviderError } from "@/lib/net/provider-http";

import { confirmPayment, type ConfirmationOutcome } from "./confirm.service";
import type { CheckoutProvider } from "./providers.service";
import { verifyOrderWithProvider } from "./verify.service";

// When a verified webhook (or the browser return) cannot ask the provider about a payment (timeout, 5xx),
// nothing is granted and the confirmation is tried again later: by the retry-payment-verification Inngest
// function when Inngest is configured, else by a few in-process timers. The provider's own webhook retries
// keep going as well; confirmPayment() locks the order row, so whichever comes first activates and the rest
// find the order PAID.

export interface VerificationRetryRequest {
  provider: CheckoutProvider;
  /** Our order reference. */
  reference: string;
  /** NOWPayments: the payment the IPN named. */
  paymentId?: string;
  /** The inbox event that could not be finished (finished by the retry), a webhook or a browser return. */
  eventKey?: string;
}

const BROWSER_RETURN = "browser-return";

/**
 * The inbox key of a browser return that could not be confirmed. NOWPayments verifies by payment id, which
 * its IPN keys carry first (`${payment_id}:${status}`); a return keeps it last.
 */
export function browserReturnEventKey(reference: string, paymentId?: string): string {
  return paymentId ? `${BROWSER_RETURN}:${reference}:${paymentId}` : `${BROWSER_RETURN}:${reference}`;
}

/** The NOWPayments payment id an inbox key names, for the verify call (undefined: use the order's). */
export function nowPaymentsPaymentIdOf(eventKey: string): string | undefined {
  const parts = eventKey.split(":");
  return parts[0] === BROWSER_RETURN ? parts[2] : parts[0];
}

export type VerificationRetryOutcome = ConfirmationOutcome["outcome"] | "unknown_order";

/** Thrown while the provider still cannot be asked: the Inngest step fails and is retried with backoff. */
export class VerificationUnavailableError extends Error {
  constructor(detail: string) {
    super(`The provider could not confirm the payment yet: ${detail}`);
    this.name = "VerificationUnavailableError";
  }
}

/**
 * One more attempt at confirming an order with its provider. Settled orders are left alone without calling
 * the provider; a provider that still cannot be asked throws VerificationUnavailableError.
 */
export async function retryPaymentVerification(request: VerificationRetryRequest): Promise<VerificationRetryOutcome> {
  const order = await paymentQueries.getOrderByReference(request.reference);
  if (!order || order.provider !== request.provider) return "unknown_order";
  if (order.status === "PAID" || order.status === "REFUNDED" || order.status === "PARTIALLY_REFUNDED") {
    await finishInboxEvent(request, "activated", "confirmed by another delivery", order.id);
    return "already_paid";
  }
  let result: ConfirmationOutcome;
  try {
    result = await confirmPayment(await verifyOrderWithProvider(order, { paymentId: request.paymentId }));
  } catch (error) {
    if (!isProviderError(error)) throw error;
    throw new VerificationUnavailableError(error.message);
  }
  const outcome =
    result.outcome === "activated" || result.outcome === "already_paid"
      ? "activated"
      : result.outcome === "rejected"
        ? "rejected"
        : "ignored";
  await finishInboxEvent(
    request,
    outcome,
    result.outcome === "rejected" ? result.reason : `${result.outcome} (on retry)`,
    order.id,
  );
  return result.outcome;
}

/** Only an inbox event still waiting for the provider is finished here: a later delivery may have finished it. */
async function finishInboxEvent(
  request: VerificationRetryRequest,
  outcome: "activated" | "rejected" | "ignored",
  detail: string,
  orderId: string,
) {
  if (!request.eventKey) return;
  const event = await paymentQueries.getPaymentEvent(request.provider, request.eventKey);
  if (!event || (event.outcome !== "failed" && event.outcome !== "received")) return;
  await paymentQueries.finishPaymentEvent(event.id, { outcome, detail, orderId });
}

/** In-process retries when Inngest is not configured: after 30 s, 2, 10 and 30 minutes. */
const LOCAL_RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000];
const localRetries = new Set<string>();

/** Asks for a later confirmation. Never throws: the caller is already answering "try again". */
export async function requestVerificationRetry(request: VerificationRetryRequest): Promise<void> {
  const key = `${request.provider}:${request.reference}:${request.eventKey ?? "return"}`;
  try {
    if (isInngestConfigured()) {
      // The event id deduplicates: one retry job per inbox event (webhook or browser return).
      await inngest.send({
        name: paymentVerificationRetryRequested.name,
        id: `payment-verification-${key}`,
        data: paymentVerificationRetrySchema.parse(request),
      });
      return;
    }
    if (localRetries.has(key)) return;
    localRetries.add(key);
    scheduleLocalRetry(key, request, 0);
  } catch (error) {
    logger.error("payments.verification_retry_not_scheduled", {
      reference: request.reference,
      detail: error instanceof Error ? error.message : String(error),
    });
  }
}

function scheduleLocalRetry(key: string, request: VerificationRetryRequest, attempt: number) {
  const delay = LOCAL_RETRY_DELAYS_MS[attempt];
  if (delay === undefined) {
    localRetries.delete(key);
    logger.warn("payments.verification_retry_gave_up", { reference: request.reference });
    return;
  }
  const timer = setTimeout(() => {
    retryPaymentVerification(request)
      .then((outcome) => {
        localRetries.delete(key);
        logger.info("payments.verification_retried", { reference: request.reference, outcome });
      })
      .catch((error: unknown) => {
        logger.warn("payments.verification_retry_failed", {
          reference: request.reference,
          attempt: attempt + 1,
          detail: error instanceof Error ? error.message : String(error),
        });
        scheduleLocalRetry(key, request, attempt + 1);
      });
  }, delay);
  // A pending retry never keeps the process alive; the provider's own retries remain.
  timer.unref?.();
}
