// The Data Scraping tab's API: sources with the
// name derived from the URL, Start Global Scraping as real scrape job runs, Stop All with 'Manually stopped',
// and an audit row for each write. Providers point at a closed port here, so runs finish fast with failures.
import { count, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { POST as stopAll } from "@/app/api/admin/scraping/jobs/stop/route";
import { POST as startAll } from "@/app/api/admin/scraping/jobs/route";
import { GET as overview } from "@/app/api/admin/scraping/route";
import { GET as listSources, POST as addSource } from "@/app/api/admin/scraping/sources/route";
import { db } from "@/db";
import { auditLog, jobRuns, scrapingJobs, scrapingSources } from "@/db/schema";
import { getLocalRunner } from "@/lib/jobs";
import type { ScrapingJobView } from "@/lib/scraping/admin-jobs.service";
import { makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Account = Awaited<ReturnType<typeof makeUserWithToken>>;
type Envelope<T> = { success: boolean; data: T; error?: string; code?: string };
type Handler = Parameters<typeof callRoute>[0];
type Overview = {
  summary: {
    activeSources: number;
    totalSources: number;
    runningJobs: number;
    totalRecords: number;
    averageSuccessRate: number | null;
    finishedJobs: number;
    partialJobs: number;
    failedJobs: number;
  };
  sources: { id: string; name: string; url: string; status: string; totalRecords: number; successRate: number }[];
  jobs: ScrapingJobView[];
};

let superAdmin: Account;
let admin: Account;

const call = <T>(
  handler: Handler,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = superAdmin.headers,
) => callRoute<Envelope<T>>(handler, jsonRequest(method, url, body, headers));
const lastAudit = async (action: string) =>
  (await db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.createdAt)).limit(1))[0];
const sourceCount = async () => (await db.select({ n: count() }).from(scrapingSources))[0]!.n;

beforeAll(async () => {
  superAdmin = await makeUserWithToken("SUPER_ADMIN");
  admin = await makeUserWithToken("ADMIN");
});

afterAll(async () => {
  await getLocalRunner().idle();
});

describe("scraping sources", () => {
  it("adds a source named after the URL's host, inactive with no records, audited", async () => {
    const res = await call<{ source: Overview["sources"][number] }>(addSource, "POST", "/api/admin/scraping/sources", {
      url: "https://www.espn.com/nfl/scoreboard?x=1",
    });
    expect(res.status).toBe(201);
    expect(res.body.data.source).toMatchObject({
      name: "www.espn.com",
      url: "https://www.espn.com/nfl/scoreboard?x=1",
      status: "inactive",
      totalRecords: 0,
      successRate: 0,
    });
    const entry = await lastAudit("scraping_source.create");
    expect(entry).toMatchObject({
      actorId: superAdmin.user.id,
      entityId: res.body.data.source.id,
      after: { name: "www.espn.com" },
    });

    const named = await call<{ source: { name: string } }>(addSource, "POST", "/api/admin/scraping/sources", {
      url: "http://stats.example.org/a",
      name: "Stats",
    });
    expect(named.body.data.source.name).toBe("Stats");

    const listed = await call<{ sources: { url: string }[] }>(listSources, "GET", "/api/admin/scraping/sources");
    expect(listed.body.data.sources.map((source) => source.url)).toEqual(
      expect.arrayContaining(["https://www.espn.com/nfl/scoreboard?x=1", "http://stats.example.org/a"]),
    );
  });

  it("refuses saving URLs the fetch policy refuses (loopback, metadata, private, other ports, localhost)", async () => {
    const before = await sourceCount();
    const refused = [
      "http://127.0.0.1:5432/",
      "http://[::1]/",
      "http://169.254.169.254/latest/meta-data/",
      "http://10.0.0.7/",
      "http://2130706433/",
      "http://localhost/admin",
      "https://stats.example.org:8443/a",
    ];
    for (const url of refused) {
      const res = await call(addSource, "POST", "/api/admin/scraping/sources", { url });
      expect(res.status, url).toBe(422);
      expect(res.body.success).toBe(false);
    }
    expect(await sourceCount()).toBe(before);
  });

  it("refuses bad URLs, duplicates and other callers, adding nothing", async () => {
    const before = await sourceCount();
    for (const body of [
      { url: "" },
      { url: "ftp://example.com" },
      { url: "https://user:pw@example.com" },
      { url: "javascript:alert(1)" },
      {},
    ]) {
      expect((await call(addSource, "POST", "/api/admin/scraping/sources", body)).status, JSON.stringify(body)).toBe(
        422,
      );
    }
    expect(
      (await call(addSource, "POST", "/api/admin/scraping/sources", { url: "https://a.example", role: "x" })).status,
    ).toBe(400);
    expect(
      (await call(addSource, "POST", "/api/admin/scraping/sources", { url: "https://www.espn.com/nfl/scoreboard?x=1" }))
        .status,
    ).toBe(409);
    expect(
      (await call(addSource, "POST", "/api/admin/scraping/sources", { url: "https://b.example" }, admin.headers))
        .status,
    ).toBe(403);
    expect(
      (await call(addSource, "POST", "/api/admin/scraping/sources", { url: "https://b.example" }, {})).status,
    ).toBe(401);
    expect(await sourceCount()).toBe(before);
  });
});

describe("Start Global Scraping and Stop All", () => {
  it("starts one scrape run per covered league, shows their progress, refuses a second start while open", async () => {
    const res = await call<{
      started: number;
      jobs: { jobId: string; runId: string; league: string; providers: string[] }[];
    }>(startAll, "POST", "/api/admin/scraping/jobs");
    expect(res.status).toBe(201);
    expect(res.body.data.started).toBeGreaterThan(0);
    const runIds = res.body.data.jobs.map((job) => job.runId);
    const runs = await db
      .select({ id: jobRuns.id, jobName: jobRuns.jobName, requestedById: jobRuns.requestedById })
      .from(jobRuns)
      .where(inArray(jobRuns.id, runIds));
    expect(runs).toHaveLength(runIds.length);
    expect(runs.every((run) => run.jobName === "scrape" && run.requestedById === superAdmin.user.id)).toBe(true);
    expect(await lastAudit("scraping.start_all")).toMatchObject({ actorId: superAdmin.user.id });

    // Stop what is still open, so the second start below is not refused; then let the runner finish.
    await call(stopAll, "POST", "/api/admin/scraping/jobs/stop");
    await getLocalRunner().idle();
    const view = await call<Overview>(overview, "GET", "/api/admin/scraping");
    expect(view.status).toBe(200);
    const listed = view.body.data.jobs.filter((job) => res.body.data.jobs.some((started) => started.jobId === job.id));
    expect(listed).toHaveLength(res.body.data.started);
    for (const job of listed) {
      expect(["completed", "partial", "failed", "cancelled"]).toContain(job.status);
      expect(job.progress).toBeGreaterThanOrEqual(0);
      expect(job.progress).toBeLessThanOrEqual(100);
    }
    expect(view.body.data.summary.runningJobs).toBe(0);
    expect(view.body.data.summary.totalSources).toBe(await sourceCount());
  });

  it("Stop All marks open jobs failed with 'Manually stopped' and cancels their runs, audited", async () => {
    // A job whose run is still queued, as right after a start.
    const [run] = await db
      .insert(jobRuns)
      .values({ jobName: "scrape", trigger: "manual", runner: "local", status: "queued", input: {} })
      .returning({ id: jobRuns.id });
    const [job] = await db
      .insert(scrapingJobs)
      .values({ provider: "espn", league: "epl", sport: "football", status: "pending", jobRunId: run!.id })
      .returning({ id: scrapingJobs.id });

    const midway = await call<Overview>(overview, "GET", "/api/admin/scraping");
    expect(midway.body.data.jobs.find((row) => row.id === job!.id)).toMatchObject({ status: "pending", progress: 0 });
    expect(midway.body.data.summary.runningJobs).toBeGreaterThanOrEqual(1);
    expect((await call(startAll, "POST", "/api/admin/scraping/jobs")).status).toBe(409);

    expect((await call(stopAll, "POST", "/api/admin/scraping/jobs/stop", undefined, admin.headers)).status).toBe(403);
    const res = await call<{ stopped: number }>(stopAll, "POST", "/api/admin/scraping/jobs/stop");
    expect(res.status).toBe(200);
    expect(res.body.data.stopped).toBe(1);
    const [row] = await db.select().from(scrapingJobs).where(eq(scrapingJobs.id, job!.id));
    expect(row).toMatchObject({ status: "failed", error: "Manually stopped" });
    expect(row!.finishedAt).not.toBeNull();
    const [runRow] = await db.select().from(jobRuns).where(eq(jobRuns.id, run!.id));
    expect(runRow).toMatchObject({ status: "cancelled", error: "Manually stopped" });
    const entry = await lastAudit("scraping.stop_all");
    expect(entry).toMatchObject({
      actorId: superAdmin.user.id,
      after: { stopped: [{ jobId: job!.id, runId: run!.id, league: "epl" }] },
    });

    const after = await call<Overview>(overview, "GET", "/api/admin/scraping");
    expect(after.body.data.jobs.find((view) => view.id === job!.id)).toMatchObject({
      status: "failed",
      error: "Manually stopped",
    });
    expect((await call<{ stopped: number }>(stopAll, "POST", "/api/admin/scraping/jobs/stop")).body.data.stopped).toBe(
      0,
    );
  });

  it("is for super admins only", async () => {
    expect((await call(overview, "GET", "/api/admin/scraping", undefined, admin.headers)).status).toBe(403);
    expect((await call(startAll, "POST", "/api/admin/scraping/jobs", undefined, admin.headers)).status).toBe(403);
    expect((await call(startAll, "POST", "/api/admin/scraping/jobs", undefined, {})).status).toBe(401);
  });
});

describe("Avg Success Rate", () => {
  it("counts partial and failed jobs finished but not successful, with its n; shows the partial status", async () => {
    await db.delete(scrapingJobs);
    const finishedAt = new Date();
    const job = async (status: "succeeded" | "partial" | "failed", error: string | null) => {
      const [run] = await db
        .insert(jobRuns)
        .values({ jobName: "scrape", trigger: "manual", runner: "local", status, error, finishedAt, input: {} })
        .returning({ id: jobRuns.id });
      const [row] = await db
        .insert(scrapingJobs)
        .values({
          provider: "espn+odds-api",
          league: "nfl",
          sport: "american-football",
          status: "pending",
          jobRunId: run!.id,
        })
        .returning({ id: scrapingJobs.id });
      return row!.id;
    };
    await job("succeeded", null);
    const partialId = await job(
      "partial",
      "Some provider calls failed: espn: 1 of 1 call failed (last: espn answered HTTP 503)",
    );
    await job("failed", "Every provider call failed: espn: 1 of 1 call failed (last: espn answered HTTP 503)");
    await job("succeeded", null);

    const view = (await call<Overview>(overview, "GET", "/api/admin/scraping")).body.data;
    // 2 of 4 finished jobs had every provider call work (it said 100 % while ESPN was failing).
    expect(view.summary).toMatchObject({ averageSuccessRate: 50, finishedJobs: 4, partialJobs: 1, failedJobs: 1 });
    expect(view.jobs.find((row) => row.id === partialId)).toMatchObject({
      status: "partial",
      progress: 100,
      error: expect.stringContaining("espn: 1 of 1 call failed"),
    });
  });
});
