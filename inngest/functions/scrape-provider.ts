import { runInngestJob } from "@/lib/jobs";

import { inngest, JOB_CONCURRENCY, JOB_RETRIES } from "@/lib/jobs/inngest.client";
import { providersScrapeRequested } from "@/lib/jobs/events.input";

// scrape-provider: fixtures, results and odds from the data providers for some leagues. One scrape at a
// time, so the providers' rate limits and The Odds API's credits are spent by one caller.
export const scrapeProvider = inngest.createFunction(
  {
    id: "scrape-provider",
    name: "Scrape the data providers",
    triggers: [providersScrapeRequested],
    concurrency: [JOB_CONCURRENCY, { limit: 1 }],
    retries: JOB_RETRIES,
  },
  async ({ event, step, runId, attempt }) => runInngestJob("scrape", { event, step, runId, attempt }),
);
