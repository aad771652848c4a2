import { runInngestJob } from "@/lib/jobs";

import { inngest, JOB_CONCURRENCY, JOB_RETRIES } from "@/lib/jobs/inngest.client";
import { modelsTrainingRequested } from "@/lib/jobs/events.input";

// train-model: fit a registered model and backtest it. One training per model at a time.
export const trainModel = inngest.createFunction(
  {
    id: "train-model",
    name: "Train a model",
    triggers: [modelsTrainingRequested],
    concurrency: [JOB_CONCURRENCY, { limit: 1, key: "event.data.payload.modelId" }],
    retries: JOB_RETRIES,
  },
  async ({ event, step, runId, attempt }) => runInngestJob("train-model", { event, step, runId, attempt }),
);
