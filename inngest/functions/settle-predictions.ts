import { runInngestJob } from "@/lib/jobs";

import { inngest, JOB_CONCURRENCY, JOB_RETRIES } from "@/lib/jobs/inngest.client";
import { matchesResultsRecorded, predictionsSettlementRequested } from "@/lib/jobs/events.input";

// settle-predictions: WIN / LOSS / VOID for predictions of finished matches, when an admin asks or when
// ingest records final results. Settling twice changes nothing, so retries and repeated events are safe.
// One run at a time: an overlapping request waits in Inngest's queue rather than being dropped (a singleton
// would skip it, and with it the settlement of the matches its event names).
export const settlePredictions = inngest.createFunction(
  {
    id: "settle-predictions",
    name: "Settle predictions",
    triggers: [predictionsSettlementRequested, matchesResultsRecorded],
    concurrency: [JOB_CONCURRENCY, { limit: 1 }],
    retries: JOB_RETRIES,
  },
  async ({ event, step, runId, attempt }) => runInngestJob("settle", { event, step, runId, attempt }),
);
