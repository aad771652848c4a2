// Retried job steps leave one result. The failure is injected in the database, not in the code: a trigger on
// predictions lets the first pick of a run settle and then fails the second with SQLSTATE 40001 (a
// serialization failure, the kind of transient error PostgreSQL raises under concurrency), once. So the
// settlement step throws after it has written, and the retry must finish the job without duplicating
// anything: matches, odds snapshots, predictions, settlements, job_runs rows and the run's provider calls.
//
// - The local runner retries the whole run (attempt 2 runs the pipeline from the top: it scrapes again).
// - On Inngest (@inngest/test, which stops at a failed step: the retry is replayed here as Inngest does it,
//   with the finished steps memoised, the attempt number raised and only the failed step run again).
//
// The data is real: ESPN's captured EPL scoreboard from a fake ESPN on 127.0.0.1, ingested by the pipeline
// (Arsenal 2-1 final), and three PENDING picks on that match.
import { InngestTestEngine, mockCtx } from "@inngest/test";
import { addDays, format, subDays } from "date-fns";
import { and, count, eq, sql } from "drizzle-orm";
import type { InngestFunction } from "inngest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { db } from "@/db";
import { automationConfig, jobRuns, matches, predictions, type JobRun, type Prediction } from "@/db/schema";
import { runPipeline as runPipelineFunction } from "@/inngest/functions/run-pipeline";
import { settlePredictions as settleFunction } from "@/inngest/functions/settle-predictions";
import { dispatchJob } from "@/lib/jobs";
import { LocalRunner } from "@/lib/jobs/local-runner.service";
import { makePrediction } from "@/tests/helpers/factories";
import { fixtureBytes } from "@/tests/helpers/fake-servers/fixture-server";
import { sportsDataCounts } from "@/tests/helpers/sports-data";

const fakes = await vi.hoisted(async () => {
  const { startFakeEspn } = await import("@/tests/helpers/fake-servers/espn");
  const espn = await startFakeEspn();
  process.env.ESPN_BASE_URL = espn.url;
  return { espn };
});

// The process's local runner, with retries at once instead of after 5 s (the retry rule is the same).
const runner = new LocalRunner({ backoffMs: () => 0 });
(globalThis as unknown as { __edgecastLocalRunner?: LocalRunner }).__edgecastLocalRunner = runner;

const EPL_BOARD = "espn/soccer-eng.1-scoreboard.constructed.json";

async function exec(statement: string) {
  await db.execute(sql.raw(statement));
}

/** Arms the trigger: the next run's second settled pick fails once with 40001. */
async function armSecondSettlementFailure() {
  await exec(`select setval('fault_settle_hits', 1, false)`);
}

async function settlementAttempts(): Promise<number> {
  const result = await db.execute(sql.raw(`select last_value, is_called from fault_settle_hits`));
  const row = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows)[0] as {
    last_value: number | string;
    is_called: boolean;
  };
  return row.is_called ? Number(row.last_value) : 0;
}

let arsenalId = "";

/** The ESPN board for whatever date range the scrape stage asks for now. */
function serveEplBoard() {
  fakes.espn.reset();
  // The range the scrape stage asks for (yesterday … a week ahead, lib/pipeline/stages.service.ts).
  const now = new Date();
  const dates = `${format(subDays(now, 1), "yyyyMMdd")}-${format(addDays(now, 7), "yyyyMMdd")}`;
  fakes.espn.override(`/soccer/eng.1/scoreboard?dates=${dates}`, {
    status: 200,
    body: fixtureBytes(EPL_BOARD),
    contentType: "application/json;charset=UTF-8",
  });
}

/** Three PENDING picks on Arsenal 2-1: home WIN, away LOSS, over 2.5 WIN. */
async function pendingPicks(): Promise<Prediction[]> {
  const [match] = await db.select().from(matches).where(eq(matches.id, arsenalId));
  await db.update(matches).set({ predictionsSettledAt: null }).where(eq(matches.id, arsenalId));
  const base = {
    matchId: arsenalId,
    leagueId: "epl",
    sportId: "football",
    matchDate: match!.kickoffAt,
    homeTeam: "Arsenal",
    awayTeam: "Chelsea",
  };
  return Promise.all([
    makePrediction({ ...base, market: "1x2", selection: "home", pick: "Arsenal" }),
    makePrediction({ ...base, market: "1x2", selection: "away", pick: "Away" }),
    makePrediction({
      ...base,
      market: "over_under",
      marketId: null,
      categoryId: null,
      selection: "over",
      pick: "Over 2.5",
      line: 2.5,
    }),
  ]);
}

const EXPECTED = ["WIN", "LOSS", "WIN"];

async function assertFullySettled(picks: Prediction[]) {
  const rows = await Promise.all(
    picks.map(async (pick) => (await db.select().from(predictions).where(eq(predictions.id, pick.id)))[0]!),
  );
  expect(rows.map((row) => row.status)).toEqual(EXPECTED);
  for (const row of rows) {
    expect(row.settledAt).toBeInstanceOf(Date);
    expect(row.resultNote).toMatch(/^Final 2-1/);
    expect(row.settlementSource).toBe("espn");
  }
  const [match] = await db.select().from(matches).where(eq(matches.id, arsenalId));
  expect(match!.predictionsSettledAt).toBeInstanceOf(Date);
}

/** Rows per natural key: every count must be 1. */
async function duplicates() {
  const result = await db.execute(
    sql.raw(
      `select
      (select count(*) from (select 1 from matches group by provider, external_id having ` +
        `count(*) > 1) d) as matches,
      (select count(*) from (select 1 from odds_snapshots group by match_id, ` +
        `provider, bookmaker, market, selection, captured_at having count(*) > 1) d) as odds,
      (select count(*) ` +
        `from (select 1 from predictions group by match_id, market, pick, model_version having count(*) > 1) d) as ` +
        `predictions,
      (select count(*) from (select 1 from job_runs where idempotency_key is not null group by ` +
        `idempotency_key having count(*) > 1) d) as runs`,
    ),
  );
  const row = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows)[0] as Record<
    string,
    number | string
  >;
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)]));
}

async function runsOf(jobName: string): Promise<JobRun[]> {
  return db.select().from(jobRuns).where(eq(jobRuns.jobName, jobName)).orderBy(jobRuns.createdAt);
}

const messages = (run: JobRun) => run.logLines.map((line) => line.message);

type StepRun = (id: string, fn: () => Promise<unknown>) => Promise<unknown>;

/**
 * Executes an Inngest function the way Inngest retries a failed step: each execution gets the outputs of the
 * steps finished so far (memoised, not run again) and the next attempt number; a step that failed with a
 * retriable error is run again, a NonRetriableError ends the run.
 */
async function executeWithStepRetries(
  fn: InngestFunction.Like,
  event: { name: string; data: unknown },
  maxAttempts = 4,
) {
  const memo = new Map<string, unknown>();
  const executedSteps: string[][] = [];
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const ran: string[] = [];
    const engine = new InngestTestEngine({
      function: fn,
      events: [event as never],
      steps: [...memo].map(([id, data]) => ({ id, handler: () => data })),
      transformCtx: (raw) => {
        const ctx = mockCtx({ ...raw, attempt } as never) as unknown as { step: { run: StepRun } };
        const run = ctx.step.run;
        ctx.step.run = (id, handler) =>
          run(id, async () => {
            ran.push(id);
            return handler();
          }).then((output) => {
            memo.set(id, output);
            return output;
          });
        return ctx as never;
      },
    });
    const output = await engine.execute();
    executedSteps.push(ran);
    const error = output.error as { name?: string } | undefined;
    if (!error || error.name === "NonRetriableError") return { ...output, attempts: attempt + 1, executedSteps };
  }
  throw new Error("Still failing after every attempt");
}

beforeAll(async () => {
  await db
    .update(automationConfig)
    .set({ leagues: ["epl"], providers: ["espn"], autoPredictions: true })
    .where(eq(automationConfig.id, "default"));
  await exec(`create sequence fault_settle_hits`);
  await exec(`create function fault_fail_second_settlement() returns trigger language plpgsql as $$
    begin
      if old.status = 'PENDING' and new.status <> 'PENDING' then
        if nextval('fault_settle_hits') = 2 then
          raise exception 'could not serialize access due to concurrent update (injected)' using errcode = '40001';
        end if;
      end if;
      return new;
    end $$`);
  await exec(
    `create trigger fault_fail_second_settlement before update on predictions for each row execute function ` +
      `fault_fail_second_settlement()`,
  );

  // A first, undisturbed run stores the board: Arsenal 2-1 final.
  serveEplBoard();
  const first = await dispatchJob("pipeline", {}, { trigger: "manual" });
  await runner.idle();
  const [run] = await db.select().from(jobRuns).where(eq(jobRuns.id, first.runId));
  expect(run).toMatchObject({ status: "succeeded", attempts: 1 });
  const [arsenal] = await db
    .select()
    .from(matches)
    .where(and(eq(matches.provider, "espn"), eq(matches.externalId, "740600")));
  expect([arsenal!.status, arsenal!.homeScore, arsenal!.awayScore]).toEqual(["COMPLETED", 2, 1]);
  arsenalId = arsenal!.id;
});

afterAll(async () => {
  await runner.idle();
  await fakes.espn.close();
});

describe("a settlement step that fails after writing", () => {
  it("local runner: the pipeline is retried from the top and ends as an undisturbed run would", async () => {
    const picks = await pendingPicks();
    const before = { data: await sportsDataCounts(), pipelineRuns: (await runsOf("pipeline")).length };
    await armSecondSettlementFailure();
    serveEplBoard();

    const { runId } = await dispatchJob("pipeline", {}, { trigger: "manual" });
    await runner.idle();

    // The trigger fired on the second pick of attempt 1 (after the first had settled), then let attempt 2 through.
    expect(await settlementAttempts()).toBeGreaterThan(2);
    const [run] = await db.select().from(jobRuns).where(eq(jobRuns.id, runId));
    expect(run).toMatchObject({ status: "succeeded", attempts: 2, error: null });
    expect(messages(run!)).toEqual(
      expect.arrayContaining([
        "Attempt 1 failed: A database query failed (details in the server log).",
        "Retrying in 0 s (a retriable failure).",
        "Attempt 2",
        // Attempt 2 finds the first pick settled already: it settles the other two (which two depends on the order).
        expect.stringMatching(/^Settled 2 predictions on 1 matches/),
        "Finished",
      ]),
    );
    // The provider calls are the successful attempt's: one ESPN call, although ESPN was asked twice.
    expect(run!.providerCalls).toEqual({ espn: { calls: 1, failures: 0, lastError: null } });
    expect(fakes.espn.requests).toHaveLength(2);

    await assertFullySettled(picks);
    expect(await duplicates()).toEqual({ matches: 0, odds: 0, predictions: 0, runs: 0 });
    // Nothing new but the raw payload of each ESPN call (kept per call, retries included).
    expect(await sportsDataCounts()).toEqual({ ...before.data, rawPayloads: before.data.rawPayloads + 2 });
    expect(await runsOf("pipeline")).toHaveLength(before.pipelineRuns + 1);
  });

  it("Inngest settle-predictions: only the failed step runs again, and the run is recorded once", async () => {
    const picks = await pendingPicks();
    await armSecondSettlementFailure();
    const { result, error, attempts, executedSteps } = await executeWithStepRetries(settleFunction, {
      name: "matches/results.recorded",
      data: { matchIds: [arsenalId] },
    });

    expect(error).toBeUndefined();
    expect(attempts).toBe(2);
    // The closing lines are recorded before settling; a retry replays that finished step from memory.
    expect(executedSteps).toEqual([
      ["record-run", "record-closing-lines", "settle-predictions"],
      ["settle-predictions", "settle-member-bets", "finish-run"],
    ]);
    const runs = await runsOf("settle");
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      id: (result as { runId: string }).runId,
      status: "succeeded",
      runner: "inngest",
      trigger: "event",
    });
    expect(messages(runs[0]!)).toEqual(
      expect.arrayContaining([
        "Step settle-predictions: failed: A database query failed (details in the server log).",
        "Finished",
      ]),
    );
    await assertFullySettled(picks);
    expect(await duplicates()).toEqual({ matches: 0, odds: 0, predictions: 0, runs: 0 });
  });

  it("Inngest run-pipeline: settle is retried alone; scrape, process and generate are not run again", async () => {
    const picks = await pendingPicks();
    const before = { data: await sportsDataCounts(), pipelineRuns: (await runsOf("pipeline")).length };
    await armSecondSettlementFailure();
    serveEplBoard();
    const { result, error, attempts, executedSteps } = await executeWithStepRetries(runPipelineFunction, {
      name: "pipeline/run.requested",
      data: { trigger: "manual", payload: { league: "epl" } },
    });

    expect(error).toBeUndefined();
    expect(attempts).toBe(2);
    expect(executedSteps[0]).toEqual(["record-run", "resolve-scope", "scrape", "process", "generate", "settle"]);
    expect(executedSteps[1]).toEqual(["settle", "finish-run"]);
    expect(fakes.espn.requests).toHaveLength(1);

    const run = (await runsOf("pipeline")).find((row) => row.id === (result as { runId: string }).runId)!;
    expect(run).toMatchObject({ status: "succeeded", runner: "inngest" });
    expect(run.counts).toMatchObject({ stagesCompleted: 4, settled: 2 });
    expect(run.providerCalls).toEqual({ espn: { calls: 1, failures: 0, lastError: null } });
    // Each line once: the retried step's "started" twice (two attempts), everything else once.
    expect(messages(run).filter((message) => message === "Step settle: started")).toHaveLength(2);
    expect(messages(run).filter((message) => message === "Step scrape: started")).toHaveLength(1);

    await assertFullySettled(picks);
    expect(await duplicates()).toEqual({ matches: 0, odds: 0, predictions: 0, runs: 0 });
    expect(await sportsDataCounts()).toEqual({ ...before.data, rawPayloads: before.data.rawPayloads + 1 });
    expect(await runsOf("pipeline")).toHaveLength(before.pipelineRuns + 1);
    const [pending] = await db
      .select({ value: count() })
      .from(predictions)
      .where(and(eq(predictions.matchId, arsenalId), eq(predictions.status, "PENDING")));
    expect(pending!.value).toBe(0);
  });
});
