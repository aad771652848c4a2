import { retryPaymentVerification } from "@/lib/payments/verification-retry.service";

import { inngest } from "@/lib/jobs/inngest.client";
import { paymentVerificationRetryRequested } from "@/lib/jobs/events.input";

/** Attempts after the first: Inngest's backoff spreads them over roughly a day, like the providers' own retries. */
const PAYMENT_VERIFICATION_RETRIES = 10;

// retry-payment-verification: a webhook or browser return could not ask the provider about a payment
// (timeout, 5xx), so nothing was granted. This asks again; while the provider still cannot be asked the step
// throws and Inngest retries it with backoff. One run at a time per order; confirmPayment() locks the order,
// so this and a late webhook together still activate once.
export const retryPaymentVerificationFunction = inngest.createFunction(
  {
    id: "retry-payment-verification",
    name: "Retry payment verification",
    triggers: [paymentVerificationRetryRequested],
    concurrency: [{ limit: 1, key: "event.data.reference" }],
    retries: PAYMENT_VERIFICATION_RETRIES,
  },
  async ({ event, step }) => {
    const outcome = await step.run("verify-and-confirm", () => retryPaymentVerification(event.data));
    return { reference: event.data.reference, outcome };
  },
);
