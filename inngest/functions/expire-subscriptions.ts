import { EXPIRY_CRON, runInngestJob } from "@/lib/jobs";

import { inngest, JOB_CONCURRENCY, JOB_RETRIES } from "@/lib/jobs/inngest.client";
import { subscriptionsExpiryRequested } from "@/lib/jobs/events.input";

// expire-subscriptions: ended periods → EXPIRED and unpaid checkouts past their expiry → EXPIRED, with the
// users' tier and status following. Idempotent, so a retry or an overlapping tick changes nothing twice.
export const expireSubscriptions = inngest.createFunction(
  {
    id: "expire-subscriptions",
    name: "Expire subscriptions",
    triggers: [subscriptionsExpiryRequested, { cron: EXPIRY_CRON }],
    concurrency: [JOB_CONCURRENCY, { limit: 1 }],
    retries: JOB_RETRIES,
  },
  async ({ event, step, runId, attempt }) => runInngestJob("expire-subscriptions", { event, step, runId, attempt }),
);
