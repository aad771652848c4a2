import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { Scheduler, type SchedulerDeps } from "@/lib/jobs/scheduler.service";

type Config = Awaited<ReturnType<SchedulerDeps["loadConfig"]>>;

function makeScheduler(config: Config, overrides: Partial<SchedulerDeps> = {}) {
  const ticks: Date[] = [];
  const deps: SchedulerDeps = {
    loadConfig: async () => config,
    onTick: async (at) => void ticks.push(at),
    timersAllowed: () => true,
    inngestOwnsSchedule: () => false,
    ...overrides,
  };
  return { scheduler: new Scheduler(deps), ticks };
}

const RUNNING = { enabled: true, isRunning: true, interval: "0 */6 * * *" };

describe("Scheduler (croner)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2025-05-01T05:59:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("ticks on the config's cron in UTC and stops cleanly", async () => {
    const { scheduler, ticks } = makeScheduler(RUNNING);
    const state = await scheduler.start();
    expect(state).toMatchObject({ active: true, pattern: "0 */6 * * *", reason: null });
    expect(state.nextRunAt?.toISOString()).toBe("2025-05-01T06:00:00.000Z");

    await vi.advanceTimersByTimeAsync(61_000);
    expect(ticks.map((tick) => tick.toISOString().slice(0, 16))).toEqual(["2025-05-01T06:00"]);

    scheduler.stop();
    expect(scheduler.state()).toMatchObject({ active: false, reason: "stopped" });
    await vi.advanceTimersByTimeAsync(6 * 60 * 60 * 1000);
    expect(ticks).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("replaces the timer on reload instead of adding a second one", async () => {
    const config = { ...RUNNING };
    const { scheduler, ticks } = makeScheduler(config);
    await scheduler.start();
    config.interval = "30 * * * *";
    await Promise.all([scheduler.start(), scheduler.start()]);
    expect(scheduler.state().pattern).toBe("30 * * * *");
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000);
    expect(ticks.map((tick) => tick.toISOString().slice(11, 16))).toEqual(["06:30"]);
    scheduler.stop();
  });

  it.each([
    [{ ...RUNNING, isRunning: false }, {}, "automation is stopped"],
    [{ ...RUNNING, enabled: false }, {}, "automation is disabled"],
    [RUNNING, { timersAllowed: () => false }, "timers are not started in this process"],
    [RUNNING, { inngestOwnsSchedule: () => true }, "Inngest runs the schedule"],
    [RUNNING, { isLeader: () => false }, "another server process runs the schedule"],
  ] as const)("creates no timer when %o with %o", async (config, overrides, reason) => {
    const { scheduler } = makeScheduler(config, overrides);
    const state = await scheduler.start();
    expect(state.active).toBe(false);
    expect(state.reason).toContain(reason);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("skips a tick when the database says this process no longer leads, and runs it while it does", async () => {
    let leads = true;
    const { scheduler, ticks } = makeScheduler(RUNNING, { isLeader: () => true, confirmLeader: async () => leads });
    await scheduler.start();
    await vi.advanceTimersByTimeAsync(61_000);
    expect(ticks).toHaveLength(1);

    leads = false;
    await vi.advanceTimersByTimeAsync(6 * 60 * 60 * 1000);
    expect(ticks).toHaveLength(1);
    scheduler.stop();
  });
});
