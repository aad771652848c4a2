// kill -9 in the middle of the pipeline, on a PostgreSQL server this test owns. A child process (a server in
// miniature: tests/faults/children/run-pipeline.ts) runs the real pipeline against a fake ESPN on 127.0.0.1;
// a trigger holds its settlement on the third of five picks (two are settled and committed), and then:
// - a pipeline run started here meanwhile is recorded as skipped: the child holds the job's run lock, a
//   PostgreSQL advisory lock, across processes;
// - the child is SIGKILLed. PostgreSQL ends its sessions: the uncommitted third pick rolls back and the lock is
//   freed. Its run row is left "running", and each pick is either settled in full or untouched;
// - the next run here takes the lock, fails the dead run with a reason (the stale-run rule), completes, and
//   leaves every pick settled once, no duplicate row, and nothing running.
import type { ChildProcess } from "node:child_process";

import { addDays, format, subDays } from "date-fns";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { fixtureBytes } from "../helpers/fake-servers/fixture-server";
import { startFakeEspn } from "../helpers/fake-servers/espn";
import { startThrowawayPostgres } from "../helpers/throwaway-postgres";
import { startTsxChild } from "../helpers/tsx-child";

const server = await startThrowawayPostgres();
const espn = await startFakeEspn();
Object.assign(process.env, { DATABASE_URL: server.url, DATABASE_POOL_MAX: "4", ESPN_BASE_URL: espn.url });
delete process.env.PGLITE_DATA_DIR;

const { db, closeConnection } = await import("@/db");
const { automationConfig, jobRuns, matches, predictions } = await import("@/db/schema");
const { prepareDatabase } = await import("@/lib/system/bootstrap.service");
const { dispatchJob, getLocalRunner } = await import("@/lib/jobs");
const { registerJobBodies } = await import("@/lib/pipeline/job-bodies.service");
const { closeJobRunLockSession, JOB_RUN_LOCK_SPACE } = await import("@/lib/jobs/run-lock.service");
const { makePrediction } = await import("../helpers/factories");

const runner = getLocalRunner();
const PICKS = 5;
let child: ChildProcess | undefined;

async function rows<T>(query: string): Promise<T[]> {
  const result = await db.execute(sql.raw(query));
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

async function until<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 45_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what} (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function serveEplBoard() {
  const now = new Date();
  const dates = `${format(subDays(now, 1), "yyyyMMdd")}-${format(addDays(now, 7), "yyyyMMdd")}`;
  espn.override(`/soccer/eng.1/scoreboard?dates=${dates}`, {
    status: 200,
    body: fixtureBytes("espn/soccer-eng.1-scoreboard.constructed.json"),
    contentType: "application/json;charset=UTF-8",
  });
}

/** Starts the child pipeline process; resolves with its run id once it has printed it. */
function startChild(): Promise<string> {
  const started = startTsxChild<{ runId: string }>("tests/faults/children/run-pipeline.ts");
  child = started.child;
  return started.ready.then((line) => line.runId);
}

async function picksOf(matchId: string) {
  return db.select().from(predictions).where(eq(predictions.matchId, matchId));
}

/** Each pick settled in full (status, settledAt, note together) or untouched (PENDING, no settledAt, no note). */
function expectNoHalfSettledPick(picks: Awaited<ReturnType<typeof picksOf>>) {
  for (const pick of picks) {
    const settled = pick.status !== "PENDING";
    expect({
      status: pick.status,
      settledAt: pick.settledAt !== null,
      note: pick.resultNote !== null,
      source: pick.settlementSource !== null,
    }).toEqual({
      status: pick.status,
      settledAt: settled,
      note: settled,
      source: settled,
    });
  }
}

beforeAll(async () => {
  // As the server does at start-up: the reruns below go through this process's runner.
  registerJobBodies();
  await prepareDatabase({ demo: false, printCredentials: false });
  await db
    .update(automationConfig)
    .set({ leagues: ["epl"], providers: ["espn"], autoPredictions: true })
    .where(eq(automationConfig.id, "default"));
});

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  await runner.idle();
  await closeJobRunLockSession().catch(() => undefined);
  await closeConnection().catch(() => undefined);
  await espn.close();
  server.destroy();
});

describe("kill -9 in the middle of the pipeline", () => {
  it("leaves no duplicate, no half-settled pick and no run running forever; the next run completes", async () => {
    // A first run stores the board: Arsenal 2-1 final.
    serveEplBoard();
    const setup = await dispatchJob("pipeline", {}, { trigger: "manual" });
    await runner.idle();
    const [setupRun] = await db.select().from(jobRuns).where(eq(jobRuns.id, setup.runId));
    expect(setupRun!.status).toBe("succeeded");
    const [arsenal] = await db
      .select()
      .from(matches)
      .where(and(eq(matches.provider, "espn"), eq(matches.externalId, "740600")));
    expect(arsenal!.status).toBe("COMPLETED");
    const base = {
      matchId: arsenal!.id,
      leagueId: "epl",
      sportId: "football",
      matchDate: arsenal!.kickoffAt,
      homeTeam: "Arsenal",
      awayTeam: "Chelsea",
    };
    await Promise.all([
      makePrediction({ ...base, market: "1x2", selection: "home", pick: "Arsenal" }),
      makePrediction({ ...base, market: "1x2", selection: "draw", pick: "Draw" }),
      makePrediction({ ...base, market: "1x2", selection: "away", pick: "Chelsea" }),
      makePrediction({
        ...base,
        market: "over_under",
        marketId: null,
        categoryId: null,
        selection: "over",
        pick: "Over 2.5",
        line: 2.5,
      }),
      makePrediction({
        ...base,
        market: "over_under",
        marketId: null,
        categoryId: null,
        selection: "under",
        pick: "Under 3.5",
        line: 3.5,
      }),
    ]);

    // The third pick to settle waits 30 s inside its update (uncommitted) — long enough to kill the process.
    // A backend notices a vanished client within 100 ms even mid-query, as a production server should.
    await db.execute(sql.raw(`alter database postgres set client_connection_check_interval = '100ms'`));
    await db.execute(sql.raw(`create sequence settle_hits`));
    await db.execute(
      sql.raw(`create function hold_third_settlement() returns trigger language plpgsql as $$
        begin
          if old.status = 'PENDING' and new.status <> 'PENDING' then
            if nextval('settle_hits') = 3 then perform pg_sleep(30); end if;
          end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(
        `create trigger hold_third_settlement before update on predictions for each row execute function ` +
          `hold_third_settlement()`,
      ),
    );

    const killedRunId = await startChild();
    await until(
      "the child to settle two picks and hold the third",
      async () =>
        (await rows<{ n: string }>(`select count(*) as n from pg_stat_activity where wait_event = 'PgSleep'`))[0]!.n,
      (n) => Number(n) === 1,
    );
    const [killedBefore] = await db.select().from(jobRuns).where(eq(jobRuns.id, killedRunId));
    expect(killedBefore!.status).toBe("running");
    expect((await picksOf(arsenal!.id)).filter((pick) => pick.status !== "PENDING")).toHaveLength(2);

    // Meanwhile, a run here: the child holds the pipeline's run lock, so this one is skipped.
    const overlapping = await dispatchJob("pipeline", {}, { trigger: "manual" });
    await runner.idle();
    const [skipped] = await db.select().from(jobRuns).where(eq(jobRuns.id, overlapping.runId));
    expect(skipped).toMatchObject({ status: "skipped", error: null });
    expect(skipped!.logLines.map((line) => line.message)).toEqual([
      "Skipped: another pipeline run is already running (runs of one job never overlap).",
    ]);

    child!.kill("SIGKILL");
    await new Promise((resolve) => child!.once("exit", resolve));
    await until(
      "PostgreSQL to end the killed process's sessions",
      async () =>
        rows<{ locks: string; sleeping: string }>(
          `select (select count(*) from pg_locks where locktype = 'advisory' and classid = ${JOB_RUN_LOCK_SPACE}) ` +
            `as locks,
                  (select count(*) from pg_stat_activity where wait_event = 'PgSleep') as ` +
            `sleeping`,
        ),
      ([row]) => Number(row!.locks) === 0 && Number(row!.sleeping) === 0,
    );

    // What the crash left: the run still "running"; two picks settled in full, the third rolled back.
    const [killed] = await db.select().from(jobRuns).where(eq(jobRuns.id, killedRunId));
    expect(killed!.status).toBe("running");
    const afterKill = await picksOf(arsenal!.id);
    expect(afterKill.filter((pick) => pick.status !== "PENDING")).toHaveLength(2);
    expectNoHalfSettledPick(afterKill);

    // The next run: takes the free lock, fails the dead run, completes.
    serveEplBoard();
    const next = await dispatchJob("pipeline", {}, { trigger: "manual" });
    await runner.idle();
    const [nextRun] = await db.select().from(jobRuns).where(eq(jobRuns.id, next.runId));
    expect(nextRun).toMatchObject({ status: "succeeded", attempts: 1 });
    expect(nextRun!.logLines.map((line) => line.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Settled 3 predictions on 1 matches/), "Finished"]),
    );
    const [dead] = await db.select().from(jobRuns).where(eq(jobRuns.id, killedRunId));
    expect(dead).toMatchObject({
      status: "failed",
      error:
        "Interrupted: the process running this job stopped before the run finished (found when the next run took " +
        "the job's lock).",
    });
    expect(dead!.finishedAt).toBeInstanceOf(Date);

    const final = await picksOf(arsenal!.id);
    expect(final).toHaveLength(PICKS);
    expectNoHalfSettledPick(final);
    expect(final.map((pick) => `${pick.market}:${pick.selection}:${pick.status}`).sort()).toEqual([
      "1x2:away:LOSS",
      "1x2:draw:LOSS",
      "1x2:home:WIN",
      "over_under:over:WIN",
      "over_under:under:WIN",
    ]);
    const [counted] = await rows<Record<string, string>>(`select
      (select count(*) - count(distinct (provider, external_id)) from matches) as matches,
      (select count(*) - count(distinct (match_id, provider, bookmaker, market, selection, captured_at))
        from odds_snapshots) as odds,
      (select count(*) - count(distinct (match_id, market, pick, model_version)) from predictions) as predictions,
      (select count(*) from job_runs where status in ('queued', 'running')) as open_runs`);
    expect(Object.fromEntries(Object.entries(counted!).map(([key, value]) => [key, Number(value)]))).toEqual({
      matches: 0,
      odds: 0,
      predictions: 0,
      open_runs: 0,
    });
    const runs = await db
      .select({ id: jobRuns.id, status: jobRuns.status })
      .from(jobRuns)
      .where(eq(jobRuns.jobName, "pipeline"))
      .orderBy(jobRuns.createdAt);
    expect(runs.map((run) => run.status)).toEqual(["succeeded", "failed", "skipped", "succeeded"]);
  });
});
