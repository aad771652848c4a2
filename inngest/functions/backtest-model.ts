import { runInngestJob } from "@/lib/jobs";

import { inngest, JOB_CONCURRENCY, JOB_RETRIES } from "@/lib/jobs/inngest.client";
import { modelsBacktestRequested } from "@/lib/jobs/events.input";

// backtest-model: the fair forecast's walk-forward of a model version on the history in the database, stored
// per market. One backtest per model at a time.
export const backtestModel = inngest.createFunction(
  {
    id: "backtest-model",
    name: "Backtest a model",
    triggers: [modelsBacktestRequested],
    concurrency: [JOB_CONCURRENCY, { limit: 1, key: "event.data.payload.modelId" }],
    retries: JOB_RETRIES,
  },
  async ({ event, step, runId, attempt }) => runInngestJob("backtest-model", { event, step, runId, attempt }),
);
