// The embedded runner's housekeeping timers (lib/pipeline/maintenance.service.ts) with two instances on one PostgreSQL
// server: only the schedule's leader sweeps payments and expires subscriptions. The other instance here is
// a second session holding the schedule's leadership lock, as another server process's leadership does;
// this process is the one starting up. The task bodies count their runs (the real ones need a payment
// provider); the leadership, its lock and the gate in front of the tasks are the real ones.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startThrowawayPostgres } from "../helpers/throwaway-postgres";

const server = await startThrowawayPostgres();
Object.assign(process.env, { DATABASE_URL: server.url, DATABASE_POOL_MAX: "4" });
delete process.env.PGLITE_DATA_DIR;

const { closeConnection } = await import("@/db");
const { prepareDatabase } = await import("@/lib/system/bootstrap.service");
const { enableSchedulerTimers, startScheduler } = await import("@/lib/jobs");
const { stopScheduleLeadership } = await import("@/lib/jobs/scheduler.service");
const { LEADERSHIP_RETRY_MS, postgresLeadershipLock } = await import("@/lib/jobs/leadership.service");
const { leaderSweepSettled, runMaintenanceTask, startMaintenanceSchedule, stopMaintenanceSchedule } =
  await import("@/lib/pipeline/maintenance.service");

const otherInstance = postgresLeadershipLock(server.url);
const sweeps: number[] = [];
const expiries: string[] = [];
const alertSweeps: number[] = [];

beforeAll(async () => {
  await prepareDatabase({ demo: false, printCredentials: false });
}, 120_000);

afterAll(async () => {
  await stopMaintenanceSchedule();
  await stopScheduleLeadership();
  await otherInstance.release().catch(() => {});
  await closeConnection();
  server.destroy();
});

async function until(check: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("maintenance timers with two instances", () => {
  it("run only on the schedule's leader; the instance that takes over sweeps at once", async () => {
    expect(await otherInstance.hold()).toBe(true);

    // This instance starts while the other leads: no start-up sweep here, and no task when a timer fires.
    enableSchedulerTimers();
    await startScheduler();
    startMaintenanceSchedule({
      sweepPayments: async () => void sweeps.push(Date.now()),
      expireSubscriptions: async (at) => void expiries.push(at.toISOString().slice(0, 13)),
      sweepAlerts: async () => void alertSweeps.push(Date.now()),
    });
    expect(await leaderSweepSettled()).toBe(false);
    const [sweepRan, expiryRan, alertsRan] = await Promise.all([
      runMaintenanceTask("payment-verification-sweep"),
      runMaintenanceTask("expire-subscriptions"),
      runMaintenanceTask("alert-sweep"),
    ]);
    expect([sweepRan, expiryRan, alertsRan]).toEqual([false, false, false]);
    expect(sweeps).toHaveLength(0);
    expect(expiries).toHaveLength(0);
    expect(alertSweeps).toHaveLength(0);

    // The leader stops: this instance takes over at its next check and sweeps once.
    await otherInstance.release();
    await until(() => sweeps.length === 1, LEADERSHIP_RETRY_MS * 3, "the take-over sweep");
    expect(await leaderSweepSettled()).toBe(true);

    // Now the timers' tasks run here, and the former leader cannot lead meanwhile.
    const at = new Date("2026-03-01T10:00:00Z");
    expect(await runMaintenanceTask("expire-subscriptions", at)).toBe(true);
    expect(await runMaintenanceTask("payment-verification-sweep")).toBe(true);
    expect(await runMaintenanceTask("alert-sweep")).toBe(true);
    expect(expiries).toEqual(["2026-03-01T10"]);
    expect(alertSweeps.length).toBeGreaterThanOrEqual(1);
    expect(sweeps).toHaveLength(2);
    const comeback = postgresLeadershipLock(server.url);
    try {
      expect(await comeback.hold()).toBe(false);
    } finally {
      await comeback.release();
    }
  }, 60_000);
});
