import "server-only";

import { Cron } from "croner";

import { isInngestConfigured } from "@/inngest/client";
import { EXPIRY_CRON } from "@/inngest/functions/expire-subscriptions";
import { logger } from "@/lib/logger";

import { CRON_TIME_ZONE } from "./cron";
import { dispatchJob } from "./dispatch";

// Housekeeping on a fixed schedule in the embedded runner: hourly subscription expiry, and a sweep of
// payments whose confirmation is still owed (at start-up, then every ten minutes). With Inngest the
// functions' own triggers and retries do both. Unlike the pipeline this schedule is not admin-editable.

const globalForMaintenance = globalThis as unknown as {
  __edgecastMaintenance?: Cron;
  __edgecastPaymentSweep?: Cron;
  __edgecastStartupSweep?: Promise<void>;
};

const PAYMENT_SWEEP_CRON = "*/10 * * * *";

async function sweepPayments(): Promise<void> {
  try {
    const { sweepUnconfirmedPayments } = await import("@/lib/services/payments/verification-sweep");
    await sweepUnconfirmedPayments();
  } catch (error) {
    logger.error("jobs.maintenance_failed", { job: "payment-verification-sweep", error });
  }
}

/** Starts the maintenance timers once per process (instrumentation.ts, after the scheduler timers are allowed). */
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
  globalForMaintenance.__edgecastPaymentSweep = new Cron(PAYMENT_SWEEP_CRON, { timezone: CRON_TIME_ZONE, protect: true, unref: true }, sweepPayments);
  globalForMaintenance.__edgecastStartupSweep = sweepPayments();
}

/** Stops the maintenance timers and waits for the start-up sweep (tests, before their database goes away). */
export async function stopMaintenanceSchedule(): Promise<void> {
  globalForMaintenance.__edgecastMaintenance?.stop();
  globalForMaintenance.__edgecastPaymentSweep?.stop();
  const startupSweep = globalForMaintenance.__edgecastStartupSweep;
  delete globalForMaintenance.__edgecastMaintenance;
  delete globalForMaintenance.__edgecastPaymentSweep;
  delete globalForMaintenance.__edgecastStartupSweep;
  await startupSweep;
}
