// The scraping control API (the admin scraping tools and the scraper test panel) against the fake ESPN
// and Odds API servers: who may call it, what it refuses (changing nothing), the rows a scrape writes
// through the job runner, and that a repeated scrape writes nothing new.
import { count, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { GET as listJobs } from "@/app/api/scraping/jobs/route";
import { POST as processSportsData } from "@/app/api/scraping/process-sports-data/route";
import { GET as getProviders } from "@/app/api/scraping/providers/route";
import { POST as rawData } from "@/app/api/scraping/raw-data/route";
import { POST as scrapeAll } from "@/app/api/scraping/scrape-all/route";
import { POST as scrape } from "@/app/api/scraping/scrape/route";
import { GET as testApis } from "@/app/api/scraping/test-apis/route";
import { db } from "@/db";
import { upsertMatch } from "@/lib/market/matches.queries";
import { resolveTeam } from "@/lib/catalogue/teams.queries";
import { auditLog, globalSettings, jobRuns, leagues, rawPayloads } from "@/db/schema";
import { env } from "@/lib/env";
import { getLocalRunner } from "@/lib/jobs";
import { teamNameKeys } from "@/lib/market/providers/team-names.rules";
import { waitForJobRun } from "@/lib/scraping/runs.service";
import { makeUserWithToken } from "@/tests/helpers/factories";
import { startFakeEspn } from "@/tests/helpers/fake-servers/espn";
import { fixtureJson, type FixtureServer } from "@/tests/helpers/fake-servers/fixture-server";
import { FAKE_ODDS_API_KEY, startFakeOddsApi, type FakeOddsApi } from "@/tests/helpers/fake-servers/odds-api";
import { callRoute, jsonRequest, type RouteHandler } from "@/tests/helpers/request";
import { sportsDataCounts } from "@/tests/helpers/sports-data";

type Envelope<T = Record<string, unknown>> = {
  success: boolean;
  data: T;
  error?: string;
  code?: string;
  details?: unknown;
};
type Handler = Parameters<typeof callRoute>[0];

let admin: Awaited<ReturnType<typeof makeUserWithToken>>;
let member: Awaited<ReturnType<typeof makeUserWithToken>>;
let espn: FixtureServer;
let oddsApi: FakeOddsApi;
const originalEnv = { espn: env.ESPN_BASE_URL, odds: env.ODDS_API_BASE_URL };

const call = <T>(handler: Handler, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
  callRoute<Envelope<T>>(handler, jsonRequest(method, url, body, headers));
const asAdmin = <T>(handler: Handler, method: string, url: string, body?: unknown) =>
  call<T>(handler, method, url, body, admin.headers);

const setOddsKey = (value: string) =>
  db.update(globalSettings).set({ value }).where(eq(globalSettings.key, "odds_api_key"));

/** Everything a refused request must leave alone. */
async function snapshot() {
  const [runs] = await db.select({ n: count() }).from(jobRuns);
  const [audits] = await db.select({ n: count() }).from(auditLog).where(like(auditLog.action, "scraping.%"));
  return { ...(await sportsDataCounts()), jobRuns: runs!.n, audits: audits!.n };
}

interface ScrapeData {
  runId: string;
  status: string;
  completed: boolean;
  matches: number;
  odds: number;
  rawPayloads: number;
  fetchFailures: number;
  warnings: string[];
  sport: string;
  league: string;
  totalMatches?: number;
  providers?: string[];
  processing?: { processed: number; failed: number; remaining: number } | null;
}

beforeAll(async () => {
  espn = await startFakeEspn();
  oddsApi = await startFakeOddsApi();
  // The providers' base URLs are read from env at call time: point them at the fakes for this file.
  env.ESPN_BASE_URL = espn.url;
  env.ODDS_API_BASE_URL = oddsApi.url;
  admin = await makeUserWithToken("ADMIN");
  member = await makeUserWithToken("USER");
});

afterAll(async () => {
  await getLocalRunner().idle();
  env.ESPN_BASE_URL = originalEnv.espn;
  env.ODDS_API_BASE_URL = originalEnv.odds;
  await espn.close();
  await oddsApi.close();
});

const ROUTES: Array<[string, Handler, string, string, unknown]> = [
  ["GET providers", getProviders as RouteHandler, "GET", "/api/scraping/providers", undefined],
  ["GET test-apis", testApis as RouteHandler, "GET", "/api/scraping/test-apis", undefined],
  ["GET jobs", listJobs as RouteHandler, "GET", "/api/scraping/jobs", undefined],
  [
    "POST scrape",
    scrape as RouteHandler,
    "POST",
    "/api/scraping/scrape",
    { provider: "espn", sport: "basketball", league: "nba", dates: "20241215" },
  ],
  [
    "POST scrape-all",
    scrapeAll as RouteHandler,
    "POST",
    "/api/scraping/scrape-all",
    { sport: "basketball", league: "nba", dates: "20241215" },
  ],
  ["POST process-sports-data", processSportsData as RouteHandler, "POST", "/api/scraping/process-sports-data", {}],
  ["POST raw-data", rawData as RouteHandler, "POST", "/api/scraping/raw-data", { provider: "espn" }],
];

describe("access", () => {
  it.each(ROUTES)(
    "%s: anonymous 401 and USER 403, with nothing changed",
    async (_label, handler, method, url, body) => {
      const before = await snapshot();
      const anonymous = await call(handler, method, url, body);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.success).toBe(false);
      const user = await call(handler, method, url, body, member.headers);
      expect(user.status).toBe(403);
      expect(user.body.success).toBe(false);
      expect(await snapshot()).toEqual(before);
      expect(espn.requestCount + oddsApi.requestCount).toBe(0);
    },
  );
});

describe("GET /api/scraping/test-apis and /providers without an odds key", () => {
  it("reports ESPN configured and The Odds API not, without secrets", async () => {
    const res = await asAdmin<{
      scoresApi: boolean;
      oddsApi: boolean;
      sportsDataApi: boolean;
      apis: Record<string, { baseUrl: string | null; keySource?: string | null }>;
    }>(testApis, "GET", "/api/scraping/test-apis");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ scoresApi: true, oddsApi: false, sportsDataApi: true });
    expect(res.body.data.apis.scoresApi!.baseUrl).toBe(espn.url);
    expect(res.body.data.apis.oddsApi).toMatchObject({ baseUrl: oddsApi.url, keySource: null });
  });

  it("maps sports to the active leagues a configured provider covers, from the database", async () => {
    const res = await asAdmin<{
      sports: Record<string, string[]>;
      leagues: Array<{ id: string; providers: string[]; scrapable: boolean }>;
      providers: Array<{ id: string; configured: boolean }>;
    }>(getProviders, "GET", "/api/scraping/providers");
    expect(res.status).toBe(200);
    const { sports, leagues, providers } = res.body.data;
    expect(sports.basketball).toEqual(expect.arrayContaining(["nba", "ncaa"]));
    expect(sports["american-football"]).toEqual(["nfl"]);
    expect(sports.football).toEqual(expect.arrayContaining(["epl", "mls"]));
    // NPB only has an Odds API key: listed, but not scrapable until the key is set. G League has no provider.
    expect(sports.baseball).toEqual(["mlb"]);
    expect(leagues.find((league) => league.id === "npb")).toMatchObject({ providers: ["odds-api"], scrapable: false });
    expect(leagues.find((league) => league.id === "gleague")).toBeUndefined();
    expect(providers).toEqual([
      { id: "espn", name: "ESPN", configured: true },
      { id: "odds-api", name: "The Odds API", configured: false },
    ]);
  });
});

describe("POST /api/scraping/scrape refuses bad input and changes nothing", () => {
  const nba = { provider: "espn", sport: "basketball", league: "nba" };
  it.each([
    ["an unknown league", { ...nba, league: "moon-league" }, 422],
    ["an unknown sport", { ...nba, sport: "quidditch" }, 422],
    ["a league of another sport", { ...nba, league: "epl" }, 422],
    ["a provider that does not cover the league", { ...nba, league: "euroleague" }, 422],
    ["an unknown provider", { ...nba, provider: "sportradar" }, 422],
    ["a missing league", { provider: "espn", sport: "basketball" }, 422],
    ["an impossible date", { ...nba, dates: "20241345" }, 422],
    ["a backwards range", { ...nba, dates: "20241215-20241201" }, 422],
    ["an unknown key", { ...nba, force: true }, 400],
    ["malformed JSON", '{"provider": "espn"', 400],
    ["The Odds API without a key", { ...nba, provider: "odds-api" }, 503],
  ])("%s", async (_label, body, status) => {
    const before = await snapshot();
    const headers = typeof body === "string" ? { ...admin.headers, "content-type": "application/json" } : admin.headers;
    const res = await call(scrape, "POST", "/api/scraping/scrape", body, headers);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toEqual(expect.any(String));
    if (status === 503) expect(res.body.error).toContain("odds_api_key");
    expect(await snapshot()).toEqual(before);
    expect(espn.requestCount + oddsApi.requestCount).toBe(0);
  });

  it("refuses an inactive league (the scrape job would skip it)", async () => {
    await db.update(leagues).set({ isActive: false }).where(eq(leagues.id, "ncaa"));
    const before = await snapshot();
    const res = await asAdmin(scrape, "POST", "/api/scraping/scrape", {
      provider: "espn",
      sport: "basketball",
      league: "ncaa",
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toContain("inactive");
    expect(await snapshot()).toEqual(before);
    const providers = await asAdmin<{ sports: Record<string, string[]> }>(
      getProviders,
      "GET",
      "/api/scraping/providers",
    );
    expect(providers.body.data.sports.basketball).not.toContain("ncaa");
    await db.update(leagues).set({ isActive: true }).where(eq(leagues.id, "ncaa"));
  });

  it("refuses scrape-all for a league only The Odds API covers while it has no key", async () => {
    const before = await snapshot();
    const res = await asAdmin(scrapeAll, "POST", "/api/scraping/scrape-all", { sport: "baseball", league: "npb" });
    expect(res.status).toBe(503);
    expect(await snapshot()).toEqual(before);
  });
});

describe("POST /api/scraping/scrape (ESPN)", () => {
  let firstRunId: string;

  it("scrapes through the job runner: a scrape run, its raw payload, matches and an audit entry", async () => {
    const before = await sportsDataCounts();
    const res = await asAdmin<ScrapeData>(scrape, "POST", "/api/scraping/scrape", {
      provider: "espn",
      sport: "basketball",
      league: "nba",
      dates: "20241215",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      completed: true,
      status: "succeeded",
      sport: "basketball",
      league: "nba",
      matches: 2,
      odds: 0,
      rawPayloads: 1,
      fetchFailures: 0,
    });
    firstRunId = res.body.data.runId;
    expect(espn.requests.map((request) => request.url)).toEqual(["/basketball/nba/scoreboard?dates=20241215"]);

    const after = await sportsDataCounts();
    expect(after.matches - before.matches).toBe(2);
    expect(after.rawPayloads - before.rawPayloads).toBe(1);
    const [run] = await db.select().from(jobRuns).where(eq(jobRuns.id, firstRunId));
    expect(run).toMatchObject({
      jobName: "scrape",
      trigger: "manual",
      status: "succeeded",
      requestedById: admin.user.id,
      input: { leagues: ["nba"], providers: ["espn"], dates: "20241215" },
    });
    const [payload] = await db.select().from(rawPayloads).where(eq(rawPayloads.jobRunId, firstRunId));
    expect(payload).toMatchObject({ provider: "espn", league: "nba", sport: "basketball" });
    expect(payload!.processedAt).not.toBeNull();
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, firstRunId));
    expect(audit).toMatchObject({ action: "scraping.scrape", actorId: admin.user.id, entityType: "job_run" });
  });

  it("writes nothing new when repeated (only the new raw payload is stored)", async () => {
    const before = await sportsDataCounts();
    const res = await asAdmin<ScrapeData>(scrape, "POST", "/api/scraping/scrape", {
      provider: "espn",
      sport: "basketball",
      league: "nba",
      dates: "20241215",
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ completed: true, matches: 0, odds: 0, rawPayloads: 1 });
    expect(res.body.data.runId).not.toBe(firstRunId);
    expect(await sportsDataCounts()).toEqual({ ...before, rawPayloads: before.rawPayloads + 1 });
  });

  it("answers 503 with the run id when the provider fails, and keeps the run and its log", async () => {
    espn.reset();
    const before = await sportsDataCounts();
    // The fake ESPN does not know La Liga's scoreboard: ESPN's 400 "Failed to get events endpoint."
    const res = await asAdmin<never>(scrape, "POST", "/api/scraping/scrape", {
      provider: "espn",
      sport: "soccer",
      league: "laliga",
    });
    expect(res.status).toBe(503);
    expect(res.body.error).toMatch(/did not get any data: Every provider call failed: espn: .*HTTP 400/);
    const { runId } = res.body.details as { runId: string };
    const [run] = await db.select().from(jobRuns).where(eq(jobRuns.id, runId));
    // Its only provider call failed, so the run is failed, with ESPN named (it used to be recorded succeeded).
    expect(run).toMatchObject({
      jobName: "scrape",
      status: "failed",
      counts: { fetchFailures: 1 },
      providerCalls: { espn: { calls: 1, failures: 1 } },
    });
    expect(run!.error).toMatch(/^Every provider call failed: espn: 1 of 1 call failed \(last: .*HTTP 400/);
    expect(await sportsDataCounts()).toEqual(before);
  });
});

describe("with The Odds API key set", () => {
  beforeAll(async () => {
    await setOddsKey(FAKE_ODDS_API_KEY);
    // The Odds API's NFL fixture is Cowboys at Buccaneers, 2021-09-10: store that match as ESPN would.
    const team = async (name: string) =>
      (await resolveTeam({
        sportId: "american-football",
        leagueId: "nfl",
        name,
        provider: "espn",
        keys: teamNameKeys("american-football", name).keys,
        source: "espn",
        create: true,
      }))!.id;
    await upsertMatch(
      {
        sportId: "american-football",
        leagueId: "nfl",
        homeTeamId: await team("Tampa Bay Buccaneers"),
        awayTeamId: await team("Dallas Cowboys"),
        kickoffAt: new Date("2021-09-10T00:20:00Z"),
        status: "UPCOMING",
        statusDetail: null,
        homeScore: null,
        awayScore: null,
        provider: "espn",
        externalId: "401326308",
      },
      { now: new Date("2021-06-01T00:00:00Z") },
    );
  });

  it("test-apis and providers now report The Odds API configured, never its key", async () => {
    const apis = await asAdmin<{ oddsApi: boolean; apis: { oddsApi: { keySource: string } } }>(
      testApis,
      "GET",
      "/api/scraping/test-apis",
    );
    expect(apis.body.data.oddsApi).toBe(true);
    expect(apis.body.data.apis.oddsApi.keySource).toBe("setting");
    expect(JSON.stringify(apis.body)).not.toContain(FAKE_ODDS_API_KEY);
    const providers = await asAdmin<{ sports: Record<string, string[]> }>(
      getProviders,
      "GET",
      "/api/scraping/providers",
    );
    expect(providers.body.data.sports.baseball).toEqual(expect.arrayContaining(["mlb", "npb", "kbo"]));
  });

  it("scrape-all: ESPN and Odds API for the panel's { football, nfl }, then process; data.totalMatches", async () => {
    espn.reset();
    oddsApi.reset();
    const before = await sportsDataCounts();
    const res = await asAdmin<ScrapeData>(scrapeAll, "POST", "/api/scraping/scrape-all", {
      sport: "football",
      league: "nfl",
      dates: "20241215",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      completed: true,
      sport: "american-football",
      league: "nfl",
      providers: ["espn", "odds-api"],
      totalMatches: 3,
      fetchFailures: 0,
    });
    expect(res.body.data.odds).toBeGreaterThan(0);
    expect(res.body.data.rawPayloads).toBe(3); // ESPN scoreboard, Odds API odds and scores
    expect(res.body.data.processing).toMatchObject({ failed: 0, remaining: 0 });
    expect(espn.requests.map((request) => request.path)).toEqual(["/football/nfl/scoreboard"]);
    expect(oddsApi.requests.map((request) => request.path)).toEqual([
      "/v4/sports/americanfootball_nfl/odds",
      "/v4/sports/americanfootball_nfl/scores",
    ]);
    const after = await sportsDataCounts();
    expect(after.matches - before.matches).toBe(3);
    expect(after.oddsSnapshots - before.oddsSnapshots).toBe(res.body.data.odds);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, res.body.data.runId));
    expect(audit!.action).toBe("scraping.scrape_all");
  });

  it("a repeated Odds API scrape stores no second copy of the same prices", async () => {
    const before = await sportsDataCounts();
    const res = await asAdmin<ScrapeData>(scrape, "POST", "/api/scraping/scrape", {
      provider: "odds-api",
      sport: "american-football",
      league: "nfl",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ completed: true, odds: 0, matches: 0, rawPayloads: 2 });
    expect(await sportsDataCounts()).toEqual({ ...before, rawPayloads: before.rawPayloads + 2 });
    expect(JSON.stringify(res.body)).not.toContain(FAKE_ODDS_API_KEY);
  });
});

describe("POST /api/scraping/process-sports-data", () => {
  it("processes a stored payload never processed, once", async () => {
    const body = fixtureJson("espn/mlb-scoreboard-20250601.json");
    await db.insert(rawPayloads).values({
      provider: "espn",
      kind: "scoreboard",
      sport: "baseball",
      league: "mlb",
      status: 200,
      body,
      meta: { espnSport: "baseball", espnLeague: "mlb" },
    });
    const before = await sportsDataCounts();
    const res = await asAdmin<{ processed: number; failed: number; matchesCreated: number; remaining: number }>(
      processSportsData,
      "POST",
      "/api/scraping/process-sports-data",
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ processed: 1, failed: 0, matchesCreated: 1, remaining: 0 });
    expect((await sportsDataCounts()).matches).toBe(before.matches + 1);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "scraping.process"));
    expect(audit).toMatchObject({ actorId: admin.user.id });

    const again = await asAdmin<{ processed: number }>(processSportsData, "POST", "/api/scraping/process-sports-data", {
      limit: 10,
    });
    expect(again.body.data).toMatchObject({ processed: 0, failed: 0, remaining: 0 });
    expect((await sportsDataCounts()).matches).toBe(before.matches + 1);
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "scraping.process"))).toHaveLength(1);
  });

  it.each([
    ["limit 0", { limit: 0 }, 422],
    ["limit 1000", { limit: 1000 }, 422],
    ["an unknown key", { all: true }, 400],
  ])("refuses %s", async (_label, body, status) => {
    const res = await asAdmin(processSportsData, "POST", "/api/scraping/process-sports-data", body);
    expect(res.status).toBe(status);
  });
});

describe("GET /api/scraping/jobs", () => {
  it("lists scrape and pipeline runs, newest first, filtered by name and status", async () => {
    await db.insert(jobRuns).values([
      {
        jobName: "pipeline",
        trigger: "cron",
        runner: "local",
        status: "failed",
        input: { league: "epl" },
        error: "boom",
      },
      { jobName: "generate", trigger: "manual", runner: "local", status: "succeeded", input: {} },
    ]);
    type Jobs = {
      jobs: Array<{ jobName: string; status: string; leagues: string[]; providers: string[] }>;
      pagination: { total: number };
    };
    const all = await asAdmin<Jobs>(listJobs, "GET", "/api/scraping/jobs?limit=100");
    expect(all.status).toBe(200);
    expect(new Set(all.body.data.jobs.map((job) => job.jobName))).toEqual(new Set(["scrape", "pipeline"]));
    expect(all.body.data.jobs[0]).toMatchObject({ jobName: "pipeline", leagues: ["epl"] });
    expect(all.body.data.jobs.find((job) => job.jobName === "scrape")).toMatchObject({
      leagues: expect.any(Array),
      providers: expect.any(Array),
    });

    const failedPipelines = await asAdmin<Jobs>(listJobs, "GET", "/api/scraping/jobs?name=pipeline&status=failed");
    expect(failedPipelines.body.data.pagination.total).toBe(1);
    const page = await asAdmin<Jobs>(listJobs, "GET", "/api/scraping/jobs?limit=2&page=2");
    expect(page.body.data.jobs).toHaveLength(2);
  });

  it("a scrape request waits for its run only so long: an open run is reported as not finished", async () => {
    const [queued] = await db
      .insert(jobRuns)
      .values({
        jobName: "scrape",
        trigger: "manual",
        runner: "inngest",
        status: "queued",
        input: { leagues: ["nba"] },
      })
      .returning();
    const started = Date.now();
    expect(await waitForJobRun(queued!.id, 400)).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    await db.update(jobRuns).set({ status: "succeeded", finishedAt: new Date() }).where(eq(jobRuns.id, queued!.id));
    expect(await waitForJobRun(queued!.id, 400)).toMatchObject({ id: queued!.id, status: "succeeded" });
  });

  it.each(["?status=done", "?name=generate", "?limit=0", "?page=abc"])("refuses %s with 422", async (query) => {
    expect((await asAdmin(listJobs, "GET", `/api/scraping/jobs${query}`)).status).toBe(422);
  });
});

describe("POST /api/scraping/raw-data", () => {
  type Raw = {
    payloads: Array<{
      id: string;
      provider: string;
      league: string;
      state: string;
      bodyBytes: number;
      bodyPreview: string;
      truncated: boolean;
      url: string;
    }>;
    pagination: { total: number };
  };

  it("pages the stored payloads with metadata, state and a body preview", async () => {
    const res = await asAdmin<Raw>(rawData, "POST", "/api/scraping/raw-data", {
      provider: "espn",
      sport: "basketball",
      league: "nba",
      previewChars: 100,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.pagination.total).toBe(2);
    for (const payload of res.body.data.payloads) {
      expect(payload).toMatchObject({ provider: "espn", league: "nba", state: "processed", truncated: true });
      expect(payload.bodyPreview).toHaveLength(100);
      expect(payload.bodyBytes).toBeGreaterThan(1000);
    }
    const odds = await asAdmin<Raw>(rawData, "POST", "/api/scraping/raw-data", { provider: "odds-api" });
    expect(odds.body.data.pagination.total).toBe(4);
    expect(JSON.stringify(odds.body)).not.toContain(FAKE_ODDS_API_KEY);
    const soccer = await asAdmin<Raw>(rawData, "POST", "/api/scraping/raw-data", { sport: "soccer" });
    expect(soccer.body.data.pagination.total).toBe(0);
    const pending = await asAdmin<Raw>(rawData, "POST", "/api/scraping/raw-data", { state: "pending" });
    expect(pending.body.data.pagination.total).toBe(0);
    const everything = await asAdmin<Raw>(rawData, "POST", "/api/scraping/raw-data");
    expect(everything.body.data.pagination.total).toBe(8);
  });

  it.each([
    ["an unknown league", { league: "moon-league" }, 422],
    ["an unknown sport", { sport: "quidditch" }, 422],
    ["a league of another sport", { sport: "basketball", league: "epl" }, 422],
    ["an unknown provider", { provider: "sportradar" }, 422],
    ["limit 500", { limit: 500 }, 422],
    ["an unknown key", { body: true }, 400],
  ])("refuses %s", async (_label, body, status) => {
    expect((await asAdmin(rawData, "POST", "/api/scraping/raw-data", body)).status).toBe(status);
  });
});
