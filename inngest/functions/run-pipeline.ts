import { PIPELINE_CRON, runInngestJob } from "@/lib/jobs";

import { inngest, JOB_CONCURRENCY, JOB_RETRIES } from "@/lib/jobs/inngest.client";
import { pipelineRunRequested } from "@/lib/jobs/events.input";

// run-pipeline: scrape → process → generate → settle (lib/jobs/run-pipeline.service.ts), on admin request or on the
// cron (a tick while automation is stopped is recorded as skipped). Concurrency 1: pipeline runs never overlap; a
// second run waits for the first.
export const runPipeline = inngest.createFunction(
  {
    id: "run-pipeline",
    name: "Data pipeline",
    triggers: [pipelineRunRequested, { cron: PIPELINE_CRON }],
    concurrency: [JOB_CONCURRENCY, { limit: 1 }],
    retries: JOB_RETRIES,
  },
  async ({ event, step, runId, attempt }) => runInngestJob("pipeline", { event, step, runId, attempt }),
);
