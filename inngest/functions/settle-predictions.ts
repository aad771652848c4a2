import { runInngestJob } from "@/lib/jobs";

import { inngest, JOB_CONCURRENCY, JOB_RETRIES } from "../client";
import { matchesResultsRecorded, predictionsSettlementRequested } from "../events";

// settle-predictions: WIN / LOSS / VOID for predictions of finished matches, when an admin asks or when
// ingest records final results. Settling twice changes nothing, so retries and repeated events are safe.
export const settlePredictions = inngest.createFunction(
  {
    id: "settle-predictions",
    name: "Settle predictions",
    triggers: [predictionsSettlementRequested, matchesResultsRecorded],
    concurrency: [JOB_CONCURRENCY],
    retries: JOB_RETRIES,
  },
  async ({ event, step, runId, attempt }) => runInngestJob("settle", { event, step, runId, attempt }),
);
