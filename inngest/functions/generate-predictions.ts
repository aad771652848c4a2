import { runInngestJob } from "@/lib/jobs";

import { inngest, JOB_CONCURRENCY, JOB_RETRIES } from "@/lib/jobs/inngest.client";
import { predictionsGenerationRequested } from "@/lib/jobs/events.input";

// generate-predictions: model predictions for upcoming matches (idempotent: one prediction per match,
// market and pick, so a repeated run adds nothing). One run at a time: an overlapping request waits in
// Inngest's queue (it may name other matches, so it is not dropped).
export const generatePredictions = inngest.createFunction(
  {
    id: "generate-predictions",
    name: "Generate predictions",
    triggers: [predictionsGenerationRequested],
    concurrency: [JOB_CONCURRENCY, { limit: 1 }],
    retries: JOB_RETRIES,
  },
  async ({ event, step, runId, attempt }) => runInngestJob("generate", { event, step, runId, attempt }),
);
