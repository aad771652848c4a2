import "server-only";

import { Cron } from "croner";

import { isInngestConfigured } from "@/inngest/client";
import { EXPIRY_CRON } from "@/inngest/functions/expire-subscriptions";
import { logger } from "@/lib/logger";

import { CRON_TIME_ZONE } from "./cron";
import { dispatchJob } from "./dispatch";

// Housekeeping on a fixed schedule in the embedded runner: hourly subscription expiry. With Inngest the
// function's own cron trigger runs it instead. Unlike the pipeline this schedule is not admin-editable.

const globalForMaintenance = globalThis as unknown as { __edgecastMaintenance?: Cron };

/** Starts the hourly expiry timer once per process (instrumentation.ts, after the scheduler timers are allowed). */
export function startMaintenanceSchedule(): void {
  if (isInngestConfigured() || globalForMaintenance.__edgecastMaintenance) return;
  globalForMaintenance.__edgecastMaintenance = new Cron(EXPIRY_CRON, { timezone: CRON_TIME_ZONE, protect: true, unref: true }, async (job: Cron) => {
    const hour = (job.currentRun() ?? new Date()).toISOString().slice(0, 13);
    try {
      // One run per hour even with several server processes on one database.
      await dispatchJob("expire-subscriptions", {}, { trigger: "cron", idempotencyKey: `expire-subscriptions:cron:${hour}` });
    } catch (error) {
      logger.error("jobs.maintenance_failed", { job: "expire-subscriptions", error });
    }
  });
}
