// Health that tells the truth: a pipeline run whose provider calls failed is recorded partial (some failed,
// the provider named) or failed (all failed), on the local runner and in the Inngest function alike; the
// success rates count those runs as not succeeded, and each provider's last error is shown by the automation
// status and the admin dashboard. Real fake ESPN and The Odds API servers (tests/helpers/fake-servers), on
// this file's own PGlite database.
import { InngestTestEngine } from "@inngest/test";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { GET as getDashboard } from "@/app/api/admin/dashboard/route";
import { GET as getMetrics } from "@/app/api/automation/metrics/route";
import { GET as getRun } from "@/app/api/automation/runs/[runId]/route";
import { GET as listRuns } from "@/app/api/automation/runs/route";
import { GET as getStatus } from "@/app/api/automation/status/route";
import { db } from "@/db";
import { automationConfig, jobRuns, type JobRun } from "@/db/schema";
import { runPipeline as runPipelineFunction } from "@/inngest/functions/run-pipeline";
import { dispatchJob, getLocalRunner, registerJob } from "@/lib/jobs";
import { runPipeline } from "@/lib/jobs/run-pipeline.service";
import { scrapeStage } from "@/lib/pipeline/stages.service";
import { makeUserWithToken } from "@/tests/helpers/factories";
import { json } from "@/tests/helpers/fake-servers/fixture-server";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

const fakes = await vi.hoisted(async () => {
  const { startFakeEspn } = await import("@/tests/helpers/fake-servers/espn");
  const { FAKE_ODDS_API_KEY, startFakeOddsApi } = await import("@/tests/helpers/fake-servers/odds-api");
  const espn = await startFakeEspn();
  const oddsApi = await startFakeOddsApi();
  process.env.ESPN_BASE_URL = espn.url;
  process.env.ODDS_API_BASE_URL = oddsApi.url;
  process.env.ODDS_API_KEY = FAKE_ODDS_API_KEY;
  return { espn, oddsApi, oddsApiKey: FAKE_ODDS_API_KEY };
});

type Envelope<T> = { success: boolean; data: T; error?: string };
type Provider = {
  provider: string;
  name: string;
  calls: number;
  failures: number;
  successRate: number | null;
  lastError: { at: string; message: string; runId: string } | null;
};
type Metrics = {
  metrics: {
    successRate: number | null;
    finishedJobs: number;
    succeededJobs: number;
    partialJobs: number;
    failedJobs: number;
  };
};

const runner = getLocalRunner();
let admin: Awaited<ReturnType<typeof makeUserWithToken>>;

const get = async <T>(handler: Parameters<typeof callRoute>[0], url: string) => {
  const response = await callRoute<Envelope<T>>(handler, jsonRequest("GET", url, undefined, admin.headers));
  expect(response.status).toBe(200);
  return response.body.data;
};
const metrics = () =>
  get<Metrics>(getMetrics as never, "/api/automation/metrics?timeframe=24h").then((data) => data.metrics);
const statusProviders = () =>
  get<{ providers: Provider[] }>(getStatus as never, "/api/automation/status").then((data) => data.providers);
const dashboardPipeline = () =>
  get<{
    pipeline: {
      runs: { rate: number | null; finished: number; partial: number; failed: number };
      providers: Provider[];
    };
  }>(getDashboard as never, "/api/admin/dashboard").then((data) => data.pipeline);
const byId = (providers: Provider[], id: string) => providers.find((provider) => provider.provider === id)!;

/** ESPN down: every scoreboard request answers 503 with ESPN's error body. */
const espnDown = () =>
  fakes.espn.setMode({ kind: "respond", response: json(503, { code: 503, message: "Service Unavailable" }) });

async function runLocally(): Promise<JobRun> {
  const { runId } = await dispatchJob("pipeline", {}, { trigger: "manual" });
  await runner.idle();
  const [run] = await db.select().from(jobRuns).where(eq(jobRuns.id, runId));
  return run!;
}

async function runOnInngest(): Promise<{ run: JobRun; result: { status: string } }> {
  const { result, error } = await new InngestTestEngine({ function: runPipelineFunction }).execute({
    events: [{ name: "pipeline/run.requested", data: { trigger: "manual", payload: {} } }],
  });
  expect(error).toBeUndefined();
  const output = result as { runId: string; status: string };
  const [run] = await db.select().from(jobRuns).where(eq(jobRuns.id, output.runId));
  return { run: run!, result: output };
}

beforeAll(async () => {
  admin = await makeUserWithToken("ADMIN");
  // Only the scrape stage matters here; the pipeline logs the others as unavailable and goes on.
  registerJob("pipeline", runPipeline);
  registerJob("scrape", scrapeStage);
  await db
    .update(automationConfig)
    .set({ leagues: ["nfl"], providers: ["espn", "odds-api"], autoPredictions: false })
    .where(eq(automationConfig.id, "default"));
});

beforeEach(async () => {
  fakes.espn.reset();
  fakes.oddsApi.reset();
  await db.delete(jobRuns);
});

afterAll(async () => {
  await runner.idle();
  await fakes.espn.close();
  await fakes.oddsApi.close();
});

describe("the local runner", () => {
  it("a run in which every provider call worked stays succeeded, with its calls recorded", async () => {
    const run = await runLocally();
    expect(run).toMatchObject({ status: "succeeded", error: null, counts: { fetchFailures: 0 } });
    // One ESPN scoreboard, The Odds API's odds and scores.
    expect(run.providerCalls).toEqual({
      espn: { calls: 1, failures: 0, lastError: null },
      "odds-api": { calls: 2, failures: 0, lastError: null },
    });
    expect(await metrics()).toMatchObject({
      successRate: 100,
      finishedJobs: 1,
      succeededJobs: 1,
      partialJobs: 0,
      failedJobs: 0,
    });
    expect(byId(await statusProviders(), "espn")).toMatchObject({
      calls: 1,
      failures: 0,
      successRate: 100,
      lastError: null,
    });
  });

  it(
    "ESPN failing while The Odds API works: the run is partial and names ESPN; the rate drops; ESPN's last error " +
      "shows",
    async () => {
      await runLocally(); // a good run first, so the rate has something to drop from
      espnDown();
      const run = await runLocally();

      expect(run.status).toBe("partial");
      expect(run.error).toBe(
        "Some provider calls failed: espn: 1 of 1 call failed (last: espn answered HTTP 503: Service Unavailable)",
      );
      expect(run.providerCalls).toMatchObject({
        espn: { calls: 1, failures: 1 },
        "odds-api": { calls: 2, failures: 0, lastError: null },
      });
      expect(run.logLines.at(-1)).toMatchObject({ level: "warn", message: `Finished partial: ${run.error}` });

      expect(await metrics()).toMatchObject({
        successRate: 50,
        finishedJobs: 2,
        succeededJobs: 1,
        partialJobs: 1,
        failedJobs: 0,
      });
      for (const providers of [await statusProviders(), (await dashboardPipeline()).providers]) {
        const espn = byId(providers, "espn");
        expect(espn).toMatchObject({ name: "ESPN", calls: 2, failures: 1, successRate: 50 });
        expect(espn.lastError).toMatchObject({ message: "espn answered HTTP 503: Service Unavailable", runId: run.id });
        expect(Math.abs(new Date(espn.lastError!.at).getTime() - run.finishedAt!.getTime())).toBeLessThan(60_000);
        expect(byId(providers, "odds-api")).toMatchObject({ calls: 4, failures: 0, lastError: null });
      }
      expect((await dashboardPipeline()).runs).toMatchObject({ rate: 50, finished: 2, partial: 1, failed: 0 });

      // The Logs tab filters on the new status.
      const partial = await get<{ runs: Array<{ id: string; status: string }> }>(
        listRuns as never,
        "/api/automation/runs?status=partial",
      );
      expect(partial.runs.map((row) => row.id)).toEqual([run.id]);
      // And the run's own page in the Logs tab says which provider failed.
      const detail = await callRoute<Envelope<{ status: string; error: string; logLines: Array<{ message: string }> }>>(
        getRun as never,
        jsonRequest("GET", `/api/automation/runs/${run.id}`, undefined, admin.headers),
        { runId: run.id },
      );
      expect(detail.body.data).toMatchObject({ status: "partial", error: run.error });
      expect(detail.body.data.logLines.map((line) => line.message)).toContain(
        "espn nfl failed: espn answered HTTP 503: Service Unavailable",
      );
    },
  );

  it("every provider call failing fails the run; the last error never carries the key", async () => {
    espnDown();
    fakes.oddsApi.failWith("401_INVALID_KEY");
    const run = await runLocally();

    expect(run.status).toBe("failed");
    const everyCallFailed = new RegExp(
      /^Every provider call failed: espn: 1 of 1 call failed \(last: .*503.*\); /.source +
        /odds-api: 2 of 2 calls failed \(last: .+\)$/.source,
    );
    expect(run.error).toMatch(everyCallFailed);
    expect(await metrics()).toMatchObject({ successRate: 0, finishedJobs: 1, failedJobs: 1 });
    const odds = byId(await statusProviders(), "odds-api");
    expect(odds).toMatchObject({ calls: 2, failures: 2, successRate: 0 });
    expect(odds.lastError!.message).toMatch(/API key/);
    expect(JSON.stringify(await statusProviders())).not.toContain(fakes.oddsApiKey);
    expect(JSON.stringify(run)).not.toContain(fakes.oddsApiKey);
  });
});

describe("the Inngest function (run-pipeline)", () => {
  it("records a run whose provider calls all worked as succeeded", async () => {
    const { run, result } = await runOnInngest();
    expect(result.status).toBe("succeeded");
    expect(run).toMatchObject({
      runner: "inngest",
      status: "succeeded",
      providerCalls: { espn: { calls: 1, failures: 0 }, "odds-api": { calls: 2, failures: 0 } },
    });
  });

  it(
    "carries the provider calls through the scrape step's output: ESPN down makes the run partial, and its last " +
      "error shows",
    async () => {
      espnDown();
      const { run, result } = await runOnInngest();
      expect(result.status).toBe("partial");
      expect(run).toMatchObject({
        runner: "inngest",
        status: "partial",
        providerCalls: { espn: { calls: 1, failures: 1 }, "odds-api": { calls: 2, failures: 0 } },
      });
      expect(run.error).toContain("espn: 1 of 1 call failed");
      expect(await metrics()).toMatchObject({ successRate: 0, finishedJobs: 1, partialJobs: 1 });
      expect(byId(await statusProviders(), "espn").lastError).toMatchObject({
        message: "espn answered HTTP 503: Service Unavailable",
        runId: run.id,
      });
    },
  );

  it("every provider call failing marks the run failed (without throwing: the stages that could run did)", async () => {
    espnDown();
    fakes.oddsApi.failWith("429_EXCEEDED_FREQ_LIMIT");
    const { run, result } = await runOnInngest();
    expect(result.status).toBe("failed");
    expect(run).toMatchObject({
      status: "failed",
      providerCalls: { espn: { failures: 1 }, "odds-api": { calls: 2, failures: 2 } },
    });
    expect(run.error).toMatch(/^Every provider call failed: /);
  });
});
