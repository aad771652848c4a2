import "server-only";

import { createPostgresClient } from "@/db/postgres-client";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";

// Which server process runs the embedded schedule when several share one PostgreSQL database. The leader
// holds a session-level advisory lock on a connection of its own; the others try to take it every few
// seconds. PostgreSQL releases a session lock when its connection ends, so when the leader stops (or its
// connection drops) another instance takes the lock at its next try and starts the schedule. On the
// embedded database there is one process, and it always leads.
//
// Lock key: the two-int form pg_try_advisory_lock(namespace, key). Its locks show in pg_locks with
// objsubid = 2, a key space apart from the one-bigint form, and the namespace below is used by nothing
// else, so a per-job run lock can never collide with it.

/** Advisory-lock namespace of leadership locks ("LEAD" in ASCII). */
export const LEADERSHIP_LOCK_NAMESPACE = 0x4c454144;
/** The lock of the embedded schedule (the pipeline's cron) within that namespace. */
export const SCHEDULE_LEADERSHIP_KEY = 1;
/** How often a follower tries to take the lock, and the leader checks it still holds it. */
export const LEADERSHIP_RETRY_MS = 3_000;

export interface LeadershipLock {
  /** Takes the lock, or confirms this process still holds it: true while it does. */
  hold(): Promise<boolean>;
  /** Lets the lock go (closes the connection that holds it). */
  release(): Promise<void>;
}

/**
 * The lock on a PostgreSQL server: one dedicated connection that is never recycled (a new connection
 * would not hold the old one's session lock). When the connection did drop, postgres.js opens a new one
 * on the next call, which finds no lock of its own there and tries to take it like any follower.
 */
export function postgresLeadershipLock(url: string, key = SCHEDULE_LEADERSHIP_KEY): LeadershipLock {
  const sql = createPostgresClient(url, {
    max: 1,
    idle_timeout: 0,
    max_lifetime: null,
    connect_timeout: 5,
    onnotice: () => {},
  });
  return {
    async hold() {
      // One round trip: a lock this session already holds is only confirmed (taking it again would stack
      // a second hold on it); otherwise the lock is tried.
      const [row] = await sql<{ held: boolean }[]>`
        select case
          when exists (
            select 1 from pg_locks
            where locktype = 'advisory' and classid = ${LEADERSHIP_LOCK_NAMESPACE}::int::oid and objid =
            ${key}::int::oid
              and objsubid = 2 and pid = pg_backend_pid() and granted
          ) then true
          else pg_try_advisory_lock(${LEADERSHIP_LOCK_NAMESPACE}::int, ${key}::int)
        end as held`;
      return row?.held === true;
    },
    release: () => sql.end({ timeout: 2 }),
  };
}

/** The embedded database: one process, always the leader. */
export const soleProcessLock: LeadershipLock = { hold: async () => true, release: async () => {} };

export interface LeadershipOptions {
  lock: LeadershipLock;
  retryMs?: number;
  /** Called when this process becomes leader (true) or stops being one (false). */
  onChange?: (leader: boolean) => void | Promise<void>;
  /** Called after every check while this process leads. */
  onLeading?: () => void | Promise<void>;
}

export class Leadership {
  private leader = false;
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<boolean> | null = null;
  private stopped = false;

  constructor(private readonly options: LeadershipOptions) {}

  /** Whether this process led at its last check. */
  isLeader(): boolean {
    return this.leader;
  }

  /** Checks now (takes the lock if free); concurrent callers share one check. */
  check(): Promise<boolean> {
    this.checking ??= this.runCheck().finally(() => (this.checking = null));
    return this.checking;
  }

  /** Checks at once, then every retryMs until stop(). The timer never keeps the process alive. */
  async start(): Promise<boolean> {
    this.stopped = false;
    const leader = await this.check();
    this.schedule();
    return leader;
  }

  /** Stops checking and releases the lock: another process can lead from its next try. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.checking?.catch(() => {});
    await this.options.lock.release();
    await this.become(false);
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.check().finally(() => this.schedule());
    }, this.options.retryMs ?? LEADERSHIP_RETRY_MS);
    this.timer.unref();
  }

  private async runCheck(): Promise<boolean> {
    let held = false;
    try {
      held = await this.options.lock.hold();
    } catch (error) {
      // Without the database this process cannot know whether it still leads: it stops leading, so two
      // instances never run the schedule at once; the next check takes the lock again if it is free.
      logger.warn("leadership.check_failed", { error: error instanceof Error ? error.message : String(error) });
    }
    if (this.stopped) return false;
    await this.become(held);
    if (held) {
      try {
        await this.options.onLeading?.();
      } catch (error) {
        logger.error("leadership.on_leading_failed", { error });
      }
    }
    return held;
  }

  private async become(leader: boolean): Promise<void> {
    if (leader === this.leader) return;
    this.leader = leader;
    logger.info(leader ? "leadership.acquired" : "leadership.lost", { pid: process.pid });
    try {
      await this.options.onChange?.(leader);
    } catch (error) {
      logger.error("leadership.on_change_failed", { error });
    }
  }
}

/** The lock for this process's database: an advisory lock on a PostgreSQL server, none on PGlite. */
export function defaultLeadershipLock(): LeadershipLock {
  return env.DATABASE_URL ? postgresLeadershipLock(env.DATABASE_URL) : soleProcessLock;
}
