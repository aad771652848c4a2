import { eventType } from "inngest";
import { z } from "zod";

import { jobRequestSchema, type JobName } from "@/lib/jobs/jobs.input";

// Every event the app sends to Inngest, named `domain/noun.verb` in the past tense, with its zod payload
// (lib/jobs/inngest.client.ts). A job request carries { runId?, trigger, requestedById?, payload }: lib/jobs
// creates the job_runs row before sending, so the admin gets a run id at once and the function updates
// that row. Payloads are the job payloads of lib/jobs/jobs.input.ts.

export const pipelineRunRequested = eventType("pipeline/run.requested", { schema: jobRequestSchema("pipeline") });
export const providersScrapeRequested = eventType("providers/scrape.requested", { schema: jobRequestSchema("scrape") });
export const predictionsGenerationRequested = eventType("predictions/generation.requested", {
  schema: jobRequestSchema("generate"),
});
export const predictionsSettlementRequested = eventType("predictions/settlement.requested", {
  schema: jobRequestSchema("settle"),
});
export const modelsTrainingRequested = eventType("models/training.requested", {
  schema: jobRequestSchema("train-model"),
});
export const modelsBacktestRequested = eventType("models/backtest.requested", {
  schema: jobRequestSchema("backtest-model"),
});
export const subscriptionsExpiryRequested = eventType("subscriptions/expiry.requested", {
  schema: jobRequestSchema("expire-subscriptions"),
});

/** Sent by ingest when final results arrive; settles those matches' predictions. */
export const matchesResultsRecorded = eventType("matches/results.recorded", {
  schema: z
    .object({
      matchIds: z
        .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/))
        .min(1)
        .max(500),
    })
    .strict(),
});

/**
 * Sent when a payment could not be confirmed because the provider's verify endpoint timed out or failed:
 * retry-payment-verification asks again (lib/payments/verification-retry.service.ts).
 */
export const paymentVerificationRetrySchema = z
  .object({
    provider: z.enum(["paystack", "flutterwave", "nowpayments"]),
    reference: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
    paymentId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
    eventKey: z.string().min(1).max(300).optional(),
  })
  .strict();
export const paymentVerificationRetryRequested = eventType("payments/verification.retry-requested", {
  schema: paymentVerificationRetrySchema,
});

/** Sent when picks are published (lib/alerts/publication.service.ts): alerts-fan-out matches and queues them. */
export const alertsPickPublished = eventType("alerts/pick.published", {
  schema: z.strictObject({ predictionId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }),
});

/** Sent after alerts were queued: alerts-deliver sends what is due on one channel. */
export const alertsDeliveriesDue = eventType("alerts/deliveries.due", {
  schema: z.strictObject({ channel: z.enum(["push", "email"]) }),
});

/** The event that requests each job. */
export const JOB_REQUEST_EVENTS = {
  pipeline: pipelineRunRequested,
  scrape: providersScrapeRequested,
  generate: predictionsGenerationRequested,
  settle: predictionsSettlementRequested,
  "train-model": modelsTrainingRequested,
  "backtest-model": modelsBacktestRequested,
  "expire-subscriptions": subscriptionsExpiryRequested,
} satisfies Partial<Record<JobName, { name: string }>>;
