import "server-only";

import * as paymentQueries from "@/lib/payments/payments.queries";
import { logger } from "@/lib/logger";

import type { CheckoutProvider } from "./providers.service";
import {
  nowPaymentsPaymentIdOf,
  retryPaymentVerification,
  VerificationUnavailableError,
} from "./verification-retry.service";

// Makes the in-process verification retries durable (Inngest's retries already are): the inbox row of a
// webhook or browser return whose verify call failed stays 'failed' with its order PENDING, so a sweep at start-up and
// every ten minutes (lib/pipeline/maintenance.service.ts) tries those events again, however many restarts came between.
// The window is a day: a provider that has not answered by then is a case for the admin payments view.

export const SWEEP_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Events younger than this are left to the timers that requestVerificationRetry started. */
export const SWEEP_MIN_AGE_MS = 60_000;
const SWEEP_BATCH = 50;

export interface SweepResult {
  checked: number;
  outcomes: Record<string, number>;
}

/** One pass over the unconfirmed webhook events. Never throws for one event: the rest still run. */
export async function sweepUnconfirmedPayments(now = new Date()): Promise<SweepResult> {
  const events = await paymentQueries.listUnconfirmedPaymentEvents({
    since: new Date(now.getTime() - SWEEP_WINDOW_MS),
    before: new Date(now.getTime() - SWEEP_MIN_AGE_MS),
    limit: SWEEP_BATCH,
  });
  const outcomes: Record<string, number> = {};
  for (const event of events) {
    let outcome: string;
    try {
      outcome = await retryPaymentVerification({
        provider: event.provider as CheckoutProvider,
        reference: event.reference,
        paymentId: event.provider === "nowpayments" ? nowPaymentsPaymentIdOf(event.eventKey) : undefined,
        eventKey: event.eventKey,
      });
    } catch (error) {
      outcome = error instanceof VerificationUnavailableError ? "still_unavailable" : "error";
      if (outcome === "error") logger.error("payments.sweep_event_failed", { reference: event.reference, error });
    }
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  }
  if (events.length > 0) logger.info("payments.verification_sweep", { checked: events.length, outcomes });
  return { checked: events.length, outcomes };
}
