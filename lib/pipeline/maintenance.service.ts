import "server-only";

import { Cron } from "croner";

import { isInngestConfigured } from "@/lib/jobs/inngest.client";
import { logger } from "@/lib/logger";

import { CRON_TIME_ZONE, EXPIRY_CRON, WEEKLY_DIGEST_CRON } from "../jobs/cron.rules";
import { dispatchJob } from "../jobs/dispatch.service";
import { confirmScheduleLeadership, onBecomingScheduleLeader } from "../jobs/scheduler.service";

// Housekeeping on a fixed schedule in the embedded runner: hourly subscription expiry, a sweep of
// payments whose confirmation is still owed (at start-up, then every ten minutes), every minute the alerts
// that have fallen due (quiet hours over, the digest's hour, push retries), and on Monday morning the weekly
// digest. With Inngest the
// functions' own triggers and retries do both. Unlike the pipeline this schedule is not admin-editable.
//
// Several server processes on one database: every process keeps the timers, but a task runs only in the
// process that leads the schedule (./leadership.ts), asked of the database right before it runs, so one
// process sweeps and expires at a time. (The hourly expiry is also one run per hour through its
// idempotency key.) A process that takes over the lead sweeps at once, as a starting one does: payments
// may have fallen due while the old leader was going.

export type MaintenanceTaskName =
  "expire-subscriptions" | "payment-verification-sweep" | "alert-sweep" | "weekly-digest";

export interface MaintenanceTasks {
  /** The hourly expiry, for the hour of `at`. */
  expireSubscriptions(at: Date): Promise<void>;
  sweepPayments(): Promise<void>;
  sweepAlerts(): Promise<void>;
  sendWeeklyDigests(): Promise<void>;
}

const defaultTasks: MaintenanceTasks = {
  async expireSubscriptions(at) {
    const hour = at.toISOString().slice(0, 13);
    await dispatchJob(
      "expire-subscriptions",
      {},
      { trigger: "cron", idempotencyKey: `expire-subscriptions:cron:${hour}` },
    );
  },
  async sweepPayments() {
    const { sweepUnconfirmedPayments } = await import("@/lib/payments/verification-sweep.service");
    await sweepUnconfirmedPayments();
  },
  async sweepAlerts() {
    const { sweepAlertDeliveries } = await import("@/lib/alerts/publication.service");
    await sweepAlertDeliveries();
  },
  async sendWeeklyDigests() {
    const { sendWeeklyDigests } = await import("@/lib/alerts/weekly-digest.service");
    await sendWeeklyDigests();
  },
};

const globalForMaintenance = globalThis as unknown as {
  __edgecastMaintenance?: Cron;
  __edgecastPaymentSweep?: Cron;
  __edgecastAlertSweep?: Cron;
  __edgecastWeeklyDigest?: Cron;
  __edgecastLeaderSweep?: Promise<boolean>;
  __edgecastMaintenanceTasks?: MaintenanceTasks;
  __edgecastMaintenanceUnsubscribe?: () => void;
};

const PAYMENT_SWEEP_CRON = "*/10 * * * *";
const ALERT_SWEEP_CRON = "* * * * *";

/**
 * Runs one maintenance task now, as its timer does: only when this process leads the schedule. Resolves
 * with whether it ran here. A failing task is logged, not thrown (the next tick tries again).
 */
export async function runMaintenanceTask(name: MaintenanceTaskName, at = new Date()): Promise<boolean> {
  const tasks = globalForMaintenance.__edgecastMaintenanceTasks ?? defaultTasks;
  try {
    if (!(await confirmScheduleLeadership())) return false;
    if (name === "expire-subscriptions") await tasks.expireSubscriptions(at);
    else if (name === "alert-sweep") await tasks.sweepAlerts();
    else if (name === "weekly-digest") await tasks.sendWeeklyDigests();
    else await tasks.sweepPayments();
  } catch (error) {
    logger.error("jobs.maintenance_failed", { job: name, error });
  }
  return true;
}

function sweepAsLeader(): void {
  globalForMaintenance.__edgecastLeaderSweep = runMaintenanceTask("payment-verification-sweep");
}

/**
 * Starts the maintenance timers once per process (instrumentation.ts, after the scheduler timers are allowed),
 * and the start-up sweep if this process leads. `tasks` replaces the task bodies (tests).
 */
export function startMaintenanceSchedule(tasks: Partial<MaintenanceTasks> = {}): void {
  if (isInngestConfigured() || globalForMaintenance.__edgecastMaintenance) return;
  globalForMaintenance.__edgecastMaintenanceTasks = { ...defaultTasks, ...tasks };
  const options = { timezone: CRON_TIME_ZONE, protect: true, unref: true };
  globalForMaintenance.__edgecastMaintenance = new Cron(EXPIRY_CRON, options, async (job: Cron) => {
    await runMaintenanceTask("expire-subscriptions", job.currentRun() ?? new Date());
  });
  globalForMaintenance.__edgecastPaymentSweep = new Cron(PAYMENT_SWEEP_CRON, options, async () => {
    await runMaintenanceTask("payment-verification-sweep");
  });
  globalForMaintenance.__edgecastAlertSweep = new Cron(ALERT_SWEEP_CRON, options, async () => {
    await runMaintenanceTask("alert-sweep");
  });
  globalForMaintenance.__edgecastWeeklyDigest = new Cron(WEEKLY_DIGEST_CRON, options, async () => {
    await runMaintenanceTask("weekly-digest");
  });
  globalForMaintenance.__edgecastMaintenanceUnsubscribe = onBecomingScheduleLeader(sweepAsLeader);
  sweepAsLeader();
}

/** The last start-up or take-over sweep: whether it ran here (tests wait for it). */
export function leaderSweepSettled(): Promise<boolean> {
  return globalForMaintenance.__edgecastLeaderSweep ?? Promise.resolve(false);
}

/** Stops the maintenance timers and waits for the start-up sweep (tests, before their database goes away). */
export async function stopMaintenanceSchedule(): Promise<void> {
  globalForMaintenance.__edgecastMaintenance?.stop();
  globalForMaintenance.__edgecastPaymentSweep?.stop();
  globalForMaintenance.__edgecastAlertSweep?.stop();
  globalForMaintenance.__edgecastWeeklyDigest?.stop();
  globalForMaintenance.__edgecastMaintenanceUnsubscribe?.();
  const sweep = globalForMaintenance.__edgecastLeaderSweep;
  delete globalForMaintenance.__edgecastMaintenance;
  delete globalForMaintenance.__edgecastPaymentSweep;
  delete globalForMaintenance.__edgecastAlertSweep;
  delete globalForMaintenance.__edgecastWeeklyDigest;
  delete globalForMaintenance.__edgecastLeaderSweep;
  delete globalForMaintenance.__edgecastMaintenanceTasks;
  delete globalForMaintenance.__edgecastMaintenanceUnsubscribe;
  await sweep;
}
