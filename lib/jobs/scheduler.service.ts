import "server-only";

import { Cron } from "croner";

import { getAutomationConfig } from "@/lib/jobs/automation.queries";
import type { AutomationConfig } from "@/db/schema";
import { logger } from "@/lib/logger";

import { CRON_TIME_ZONE, nextCronRuns } from "./cron.rules";
import { defaultLeadershipLock, Leadership, soleProcessLock } from "./leadership.service";

// The embedded schedule: croner starts the pipeline on the automation config's cron expression, read in
// UTC, while the config says enabled && isRunning. Only used without Inngest (with Inngest its own cron
// trigger in inngest/functions/run-pipeline.ts fires, set at deploy time).
//
// Timers are created only after enableSchedulerTimers(), which instrumentation.ts calls in the server
// process once the database is ready. `next build`, scripts and tests never call it, so there
// startScheduler() and reloadScheduler() only compute state and create no timer. The croner job is
// unref'd (it never keeps a process alive) and protected (a tick while the previous tick's dispatch is
// still running is dropped; the pipeline's own overlap rule is in dispatch.ts).
//
// Several server processes on one database: only the leader (./leadership.ts) keeps the timer, and it
// confirms it still leads before each tick; the others take over when it stops.

export interface SchedulerDeps {
  loadConfig: () => Promise<Pick<AutomationConfig, "enabled" | "isRunning" | "interval"> | null>;
  /** Called on every tick with the tick's scheduled time. */
  onTick: (scheduledAt: Date) => Promise<void>;
  /** Whether this process may create timers. */
  timersAllowed: () => boolean;
  /** Whether Inngest owns the schedule (no local timer then). */
  inngestOwnsSchedule: () => boolean;
  /** Whether this process leads the schedule among the servers on its database (always, when unset). */
  isLeader?: () => boolean;
  /** Asks the database again, right before a tick runs. */
  confirmLeader?: () => Promise<boolean>;
}

export interface SchedulerState {
  /** A croner timer is active in this process. */
  active: boolean;
  /** The pattern the timer runs, when active. */
  pattern: string | null;
  nextRunAt: Date | null;
  /** Why no timer runs, when none does. */
  reason: string | null;
}

export class Scheduler {
  private job: Cron | null = null;
  private reason: string | null = "not started";
  private reloading: Promise<SchedulerState> = Promise.resolve(this.state());

  constructor(private readonly deps: SchedulerDeps) {}

  /** Starts (or restarts) the timer from the current config. Safe to call repeatedly. */
  start(): Promise<SchedulerState> {
    // Serialised so overlapping reloads cannot leave two timers behind.
    this.reloading = this.reloading.then(
      () => this.apply(),
      () => this.apply(),
    );
    return this.reloading;
  }

  stop(reason = "stopped"): void {
    this.job?.stop();
    this.job = null;
    this.reason = reason;
  }

  state(): SchedulerState {
    const job = this.job;
    return {
      active: job !== null,
      pattern: job?.getPattern() ?? null,
      nextRunAt: job?.nextRun() ?? null,
      reason: job ? null : this.reason,
    };
  }

  private async apply(): Promise<SchedulerState> {
    this.stop();
    if (this.deps.inngestOwnsSchedule()) {
      this.reason = "Inngest runs the schedule (its cron trigger)";
      return this.state();
    }
    const config = await this.deps.loadConfig();
    if (!config?.enabled || !config.isRunning) {
      this.reason = !config?.enabled ? "automation is disabled" : "automation is stopped";
      return this.state();
    }
    if (!this.deps.timersAllowed()) {
      this.reason = "timers are not started in this process (only the server process runs the schedule)";
      return this.state();
    }
    if (this.deps.isLeader && !this.deps.isLeader()) {
      this.reason = "another server process runs the schedule (this one takes over if it stops)";
      return this.state();
    }
    const pattern = config.interval;
    // Time zone: UTC, whatever the server's local zone (the config's cron is documented as UTC).
    this.job = new Cron(
      pattern,
      {
        timezone: CRON_TIME_ZONE,
        mode: "5-part",
        unref: true,
        protect: true,
        catch: (error) => logger.error("scheduler.tick_failed", { error }),
      },
      async (self: Cron) => {
        const scheduledAt = self.currentRun() ?? new Date();
        if (this.deps.confirmLeader && !(await this.deps.confirmLeader())) {
          logger.warn("scheduler.tick_skipped", {
            reason: "this process no longer leads the schedule",
            scheduledAt: scheduledAt.toISOString(),
          });
          return;
        }
        await this.deps.onTick(scheduledAt);
      },
    );
    this.reason = null;
    logger.info("scheduler.started", {
      pattern,
      timeZone: CRON_TIME_ZONE,
      nextRunAt: this.job.nextRun()?.toISOString() ?? null,
    });
    return this.state();
  }
}

// ── The process's scheduler ───────────────────────────────────────────────────────────────────────────

// Shared through globalThis: Next compiles instrumentation.ts and route handlers into separate bundles, and
// both must reach the same timer (a route's reloadScheduler() after a config change).
const globalForScheduler = globalThis as unknown as {
  __edgecastScheduler?: Scheduler;
  __edgecastSchedulerTimers?: boolean;
  __edgecastLeadership?: Leadership;
  __edgecastFirstLeadershipCheck?: Promise<boolean>;
  __edgecastLeadingListeners?: Set<() => void>;
};

function leadingListeners(): Set<() => void> {
  globalForScheduler.__edgecastLeadingListeners ??= new Set();
  return globalForScheduler.__edgecastLeadingListeners;
}

let defaultDeps: SchedulerDeps | undefined;

/** Installs the tick handler and environment checks (dispatch.ts does, to avoid an import cycle). */
export function configureScheduler(
  deps: Omit<SchedulerDeps, "loadConfig" | "timersAllowed"> & Partial<SchedulerDeps>,
): void {
  defaultDeps = {
    loadConfig: getAutomationConfig,
    timersAllowed: () => globalForScheduler.__edgecastSchedulerTimers === true,
    // Before enableSchedulerTimers() there is no timer to lead, so nothing to decide.
    isLeader: () => globalForScheduler.__edgecastLeadership?.isLeader() ?? true,
    confirmLeader: () => globalForScheduler.__edgecastLeadership?.check() ?? Promise.resolve(true),
    ...deps,
  };
}

function scheduler(): Scheduler {
  if (!defaultDeps) throw new Error("configureScheduler() must run before the scheduler is used");
  globalForScheduler.__edgecastScheduler ??= new Scheduler(defaultDeps);
  return globalForScheduler.__edgecastScheduler;
}

/**
 * Lets this process create the schedule's timer. Only instrumentation.ts calls it (the server process).
 * It also starts competing for leadership: the timer runs in the leading process only; a process that
 * becomes (or stops being) the leader starts (or stops) it, and the leader follows config changes made
 * through any other process at each leadership check.
 */
export function enableSchedulerTimers(): void {
  globalForScheduler.__edgecastSchedulerTimers = true;
  // With Inngest its cron trigger runs the schedule once; on PGlite this is the only process.
  if (globalForScheduler.__edgecastLeadership || defaultDeps?.inngestOwnsSchedule()) return;
  const lock = defaultLeadershipLock();
  if (lock === soleProcessLock) return;
  const leadership = new Leadership({
    lock,
    onChange: async (leader) => {
      await scheduler().start();
      if (leader) for (const listener of leadingListeners()) listener();
    },
    onLeading: followConfig,
  });
  globalForScheduler.__edgecastLeadership = leadership;
  // The first check runs at once; its onChange starts the timer if this process leads.
  globalForScheduler.__edgecastFirstLeadershipCheck = leadership.start();
}

/** Restarts the timer when the config's schedule is no longer the one it runs. */
async function followConfig(): Promise<void> {
  if (defaultDeps?.inngestOwnsSchedule()) return;
  const current = scheduler().state();
  const config = await (defaultDeps?.loadConfig ?? getAutomationConfig)();
  const wanted = config?.enabled && config.isRunning ? config.interval : null;
  if (wanted !== current.pattern) await scheduler().start();
}

export async function startScheduler(): Promise<SchedulerState> {
  // So the state reported at start-up already says whether this process leads.
  await globalForScheduler.__edgecastFirstLeadershipCheck?.catch(() => false);
  return scheduler().start();
}

export function reloadScheduler(): Promise<SchedulerState> {
  return scheduler().start();
}

export function stopScheduler(): void {
  globalForScheduler.__edgecastScheduler?.stop();
}

/**
 * Whether this process leads the schedule, asked of the database now (other timers of the embedded runner
 * run where the schedule does). True where there is no one to share with: the embedded database, and a
 * process that never enabled timers.
 */
export function confirmScheduleLeadership(): Promise<boolean> {
  return globalForScheduler.__edgecastLeadership?.check() ?? Promise.resolve(true);
}

/** Calls `listener` each time this process becomes the schedule's leader; returns the unsubscribe. */
export function onBecomingScheduleLeader(listener: () => void): () => void {
  leadingListeners().add(listener);
  return () => void leadingListeners().delete(listener);
}

/** Stops competing for leadership and lets the lock go (tests, before their database goes away). */
export async function stopScheduleLeadership(): Promise<void> {
  const leadership = globalForScheduler.__edgecastLeadership;
  delete globalForScheduler.__edgecastLeadership;
  delete globalForScheduler.__edgecastFirstLeadershipCheck;
  await leadership?.stop();
}

export function schedulerState(): SchedulerState {
  return (
    globalForScheduler.__edgecastScheduler?.state() ?? {
      active: false,
      pattern: null,
      nextRunAt: null,
      reason: "not started",
    }
  );
}

/**
 * The next `count` scheduled runs (UTC) from the config (read when not given): [] while automation is
 * stopped or disabled. Computed from the pattern, so it answers the same with or without a timer here.
 */
export async function nextRuns(
  count: number,
  config?: Pick<AutomationConfig, "enabled" | "isRunning" | "interval"> | null,
  from = new Date(),
): Promise<Date[]> {
  const current = config === undefined ? await getAutomationConfig() : config;
  if (!current?.enabled || !current.isRunning) return [];
  try {
    return nextCronRuns(current.interval, count, from);
  } catch {
    return [];
  }
}
