// The data pipeline end to end, through the job runner, on this file's own PGlite database, against real
// HTTP servers on 127.0.0.1 that replay ../shared/fixtures (tests/helpers/fake-servers):
//   run 1  (Sat 2025-08-16 18:00Z, the EPL scoreboard fixture as it is: one game final, one live, Spurs v
//          Man United scheduled with DraftKings prices) → matches upserted, predictions generated;
//   run 2  the same state again → nothing new;
//   run 3  (Mon 2025-08-18 12:00Z) the results arrive → the predictions settle;
//   run 4  again → settlement is idempotent.
// Runs 1 and 3 are requested like the admin's "execute pipeline" button (POST /api/automation/execute-pipeline),
// runs 2 and 4 like a scheduler tick (cron trigger, one idempotency key per scheduled minute). Only `Date` is
// faked (set to the fixture's weekend, then running); timers, sockets and the database are real.
//
// Two things the fixtures cannot give as they are, and how the fake server gets them:
// - The scrape stage asks ESPN for a date range (yesterday … a week ahead); the fake ESPN only knows the EPL
//   board as ESPN's "current" answer, so that range is served the same bytes (an exact-URL override).
// - The fixtures hold no final state of the scheduled game (740602). For run 3 the fake ESPN serves a copy of
//   the real fixture transformed in this test: the scheduled and the live game marked full time, and the
//   scheduled game given a 1-1 score. Everything else in the body is the fixture's.
import { readFileSync } from "node:fs";
import path from "node:path";

import { addDays, format, subDays } from "date-fns";
import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { POST as executePipelineRoute } from "@/app/api/automation/execute-pipeline/route";
import { db } from "@/db";
import {
  automationConfig,
  globalSettings,
  jobRuns,
  matches,
  oddsSnapshots,
  predictions,
  teams,
  type JobRun,
} from "@/db/schema";
import { cronIdempotencyKey, dispatchJob, getLocalRunner } from "@/lib/jobs";
import { importHistoryCsv } from "@/lib/market/history-import.service";
import { makeUserWithToken } from "@/tests/helpers/factories";
import { fixtureBytes, fixtureJson, type FixtureResponse } from "@/tests/helpers/fake-servers/fixture-server";
import { callRoute, jsonRequest } from "@/tests/helpers/request";
import { sportsDataCounts } from "@/tests/helpers/sports-data";

// Before any app module loads (vi.hoisted runs above the imports):
// - the clock is set to the fixture's weekend, before the embedded database starts, so that PGlite's own
//   timers live in the same (faked, but running) time as everything else; only `Date` is faked;
// - the fake servers start and the environment points at them (lib/env reads it once, on first import).
const fakes = await vi.hoisted(async () => {
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(new Date("2025-08-16T18:00:00Z"));
  const { startFakeEspn } = await import("@/tests/helpers/fake-servers/espn");
  const { FAKE_ODDS_API_KEY, startFakeOddsApi } = await import("@/tests/helpers/fake-servers/odds-api");
  const espn = await startFakeEspn();
  const oddsApi = await startFakeOddsApi();
  process.env.ESPN_BASE_URL = espn.url;
  process.env.ODDS_API_BASE_URL = oddsApi.url;
  process.env.ODDS_API_KEY = FAKE_ODDS_API_KEY;
  return { espn, oddsApi };
});

const EPL_BOARD = "espn/soccer-eng.1-scoreboard.constructed.json";
/** The clock of run 3 (run 1's is set in vi.hoisted above). */
const RUN_3_AT = new Date("2025-08-18T12:00:00Z");
const runner = getLocalRunner();

/** The date range the scrape stage asks ESPN for at `now` (lib/pipeline/stages.service.ts). */
const scoreboardPath = (now = new Date()) =>
  `/soccer/eng.1/scoreboard?dates=${format(subDays(now, 1), "yyyyMMdd")}-${format(addDays(now, 7), "yyyyMMdd")}`;
const jsonBody = (body: Buffer | string): FixtureResponse => ({
  status: 200,
  body,
  contentType: "application/json;charset=UTF-8",
});

interface EspnEvent {
  id: string;
  status: { displayClock?: string; type: Record<string, unknown> };
  competitions: Array<{
    status?: EspnEvent["status"];
    competitors: Array<{ homeAway: string; score: string; winner?: boolean }>;
  }>;
}

/** The captured EPL board after the weekend: the live game and the scheduled game at full time (see the header). */
function boardAfterTheWeekend(): string {
  const board = fixtureJson<{ events: EspnEvent[] }>(EPL_BOARD);
  const fullTime = board.events.find((event) => event.id === "740600")!.status;
  for (const event of board.events) {
    if (event.id !== "740601" && event.id !== "740602") continue;
    event.status = structuredClone(fullTime);
    const competition = event.competitions[0]!;
    if (competition.status) competition.status = structuredClone(fullTime);
    for (const competitor of competition.competitors) {
      if (event.id === "740602") competitor.score = "1";
      competitor.winner = false;
    }
  }
  return JSON.stringify(board);
}

async function requestRunFromPanel(): Promise<string> {
  const admin = await makeUserWithToken("ADMIN");
  const response = await callRoute<{ success: boolean; data: { runId: string; runner: string } }>(
    executePipelineRoute,
    jsonRequest("POST", "/api/automation/execute-pipeline", {}, admin.headers),
  );
  expect(response.status).toBe(202);
  expect(response.body.data.runner).toBe("local");
  return response.body.data.runId;
}

async function requestRunFromScheduler(scheduledAt: Date): Promise<string> {
  const result = await dispatchJob(
    "pipeline",
    {},
    { trigger: "cron", idempotencyKey: cronIdempotencyKey(scheduledAt) },
  );
  expect(result).toMatchObject({ runner: "local", deduplicated: false });
  return result.runId;
}

/** Waits for the run to finish on the local runner and returns its row. */
async function finishedRun(runId: string): Promise<JobRun> {
  await runner.idle();
  const [run] = await db.select().from(jobRuns).where(eq(jobRuns.id, runId));
  expect(run?.finishedAt).toBeInstanceOf(Date);
  return run!;
}

const messages = (run: JobRun) => run.logLines.map((line) => line.message);

async function espnMatch(eventId: string) {
  const [row] = await db
    .select()
    .from(matches)
    .where(and(eq(matches.provider, "espn"), eq(matches.externalId, eventId)));
  return row!;
}

async function picksOf(matchId: string) {
  return db.select().from(predictions).where(eq(predictions.matchId, matchId)).orderBy(predictions.market);
}

async function predictionCount() {
  const [row] = await db.select({ value: count() }).from(predictions);
  return row!.value;
}

beforeAll(async () => {
  // Two seasons of EPL results (../shared/data): the history the football model fits on.
  const csv = readFileSync(path.resolve(process.cwd(), "../shared/data/soccer_epl.csv"), "utf8");
  const [header, ...lines] = csv.split("\n");
  await importHistoryCsv([header, ...lines.filter((line) => /,(2022-23|2023-24),EPL,/.test(line))].join("\n"), {
    fileName: "epl-2022-24.csv",
  });

  await db
    .update(automationConfig)
    .set({ leagues: ["epl"], providers: ["espn", "odds-api"], autoPredictions: true })
    .where(eq(automationConfig.id, "default"));
  // Publish every priced market (the default 65 % threshold would keep most football picks back).
  await db.update(globalSettings).set({ value: 0 }).where(eq(globalSettings.key, "min_confidence_threshold"));
});

afterAll(async () => {
  await runner.idle();
  vi.useRealTimers();
  await fakes.espn.close();
  await fakes.oddsApi.close();
});

describe("the scheduled pipeline, end to end", () => {
  let spursId = "";
  let afterRun1: Awaited<ReturnType<typeof sportsDataCounts>>;
  let firstPicks: Awaited<ReturnType<typeof picksOf>> = [];

  it("run 1: scrapes fixtures and prices, upserts matches and generates predictions", async () => {
    fakes.espn.override(scoreboardPath(), jsonBody(fixtureBytes(EPL_BOARD)));
    const run = await finishedRun(await requestRunFromPanel());

    expect(run).toMatchObject({
      jobName: "pipeline",
      trigger: "manual",
      runner: "local",
      status: "succeeded",
      error: null,
    });
    expect(messages(run)).toEqual(
      expect.arrayContaining([
        "Pipeline for epl",
        // 7 DraftKings prices of the live game (closing, stamped at kick-off) and 7 of the scheduled one.
        "espn epl: 3 new and 0 updated matches, 14 prices",
        // The Odds API's captured EPL board: two games of known teams (Ipswich Town is unknown), Betway 1X2.
        "odds-api epl: 2 new and 0 updated matches, 6 prices",
        "odds-api scores epl: 0 new and 0 updated matches, 0 prices",
        "Generated 3 predictions for 1 matches (0 market picks skipped)",
        "Settled 0 predictions on 0 matches (0 won, 0 lost, 0 void)",
        "Finished",
      ]),
    );
    expect(run.counts).toMatchObject({
      stagesCompleted: 4,
      fetchFailures: 0,
      matches: 5,
      odds: 20,
      predictions: 3,
      settled: 0,
    });

    const espnPaths = fakes.espn.requests.map((request) => request.url);
    expect(espnPaths).toEqual([scoreboardPath()]);
    expect(fakes.oddsApi.requests.map((request) => request.path)).toEqual([
      "/v4/sports/soccer_epl/odds",
      "/v4/sports/soccer_epl/scores",
    ]);

    const [arsenal, liverpool, spurs] = await Promise.all(["740600", "740601", "740602"].map(espnMatch));
    expect([arsenal!.status, arsenal!.homeScore, arsenal!.awayScore]).toEqual(["COMPLETED", 2, 1]);
    expect(liverpool!.status).toBe("LIVE");
    expect([spurs!.status, spurs!.kickoffAt.toISOString()]).toEqual(["UPCOMING", "2025-08-17T15:30:00.000Z"]);
    spursId = spurs!.id;
    // ESPN's Tottenham Hotspur is the history's Tottenham: the same team, with its two seasons of results.
    const [home] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, spurs!.homeTeamId));
    const [homeGames] = await db
      .select({ value: count() })
      .from(matches)
      .where(and(eq(matches.homeTeamId, spurs!.homeTeamId), eq(matches.provider, "football-data")));
    expect(home!.name).toMatch(/^Tottenham/);
    expect(homeGames!.value).toBe(38);

    firstPicks = await picksOf(spursId);
    expect(firstPicks.map((pick) => pick.market)).toEqual(["1x2", "asian_handicap", "over_under"]);
    for (const pick of firstPicks) {
      // (No market-implied ratings here: the history's last priced match is 15 months old, far beyond their
      // 17-day half-life; tests/integration/models/history.queries.test.ts covers them.)
      expect(pick).toMatchObject({
        status: "PENDING",
        source: "MODEL",
        modelId: "football-dixon-coles",
        leagueId: "epl",
        isDemo: false,
      });
      expect(pick.decimalOdds).toBeGreaterThan(1);
    }
    // At DraftKings' lines: Spurs -0.5 (handicap lines are stored from the home side), total 3.5.
    expect(firstPicks.find((pick) => pick.market === "asian_handicap")!.line).toBe(-0.5);
    expect(firstPicks.find((pick) => pick.market === "over_under")!.line).toBe(3.5);
    afterRun1 = await sportsDataCounts();
  });

  it("run 2: the same state again adds no match, price or prediction", async () => {
    fakes.espn.reset();
    fakes.oddsApi.reset();
    fakes.espn.override(scoreboardPath(), jsonBody(fixtureBytes(EPL_BOARD)));
    const run = await finishedRun(await requestRunFromScheduler(new Date()));

    expect(run).toMatchObject({ trigger: "cron", status: "succeeded" });
    expect(messages(run)).toEqual(
      expect.arrayContaining([
        "espn epl: 0 new and 0 updated matches, 0 prices",
        "odds-api epl: 0 new and 0 updated matches, 0 prices",
        "Generated 0 predictions for 1 matches (3 market picks skipped)",
      ]),
    );
    expect(run.counts).toMatchObject({ stagesCompleted: 4, matches: 0, odds: 0, predictions: 0, settled: 0 });
    const now = await sportsDataCounts();
    // Each of the 3 fetches (ESPN scoreboard, Odds API odds and scores) keeps its raw payload; nothing else grows.
    expect(now).toEqual({ ...afterRun1, rawPayloads: afterRun1.rawPayloads + 3 });
    expect(await picksOf(spursId)).toEqual(firstPicks);
  });

  it("run 3: the results arrive and the predictions settle WIN or LOSS by the rules", async () => {
    vi.setSystemTime(RUN_3_AT);
    fakes.espn.reset();
    fakes.oddsApi.reset();
    fakes.espn.override(scoreboardPath(), jsonBody(boardAfterTheWeekend()));
    const run = await finishedRun(await requestRunFromPanel());

    expect(run.status).toBe("succeeded");
    expect(messages(run)).toEqual(
      expect.arrayContaining([
        "espn epl: 0 new and 2 updated matches, 7 prices",
        expect.stringMatching(/^Settled 3 predictions on 1 matches/),
      ]),
    );
    expect(run.counts).toMatchObject({ stagesCompleted: 4, settled: 3, predictions: 0 });

    const spurs = await espnMatch("740602");
    expect([spurs.status, spurs.homeScore, spurs.awayScore]).toEqual(["COMPLETED", 1, 1]);
    expect((await espnMatch("740601")).status).toBe("COMPLETED");
    // Its closing prices are the last ones before kick-off (run 3 stored ESPN's post-game copy, stamped at kick-off).
    const closing = await db
      .select()
      .from(oddsSnapshots)
      .where(and(eq(oddsSnapshots.matchId, spursId), eq(oddsSnapshots.isClosing, true)));
    expect(closing.every((row) => row.capturedAt.getTime() === spurs.kickoffAt.getTime())).toBe(true);

    // 1-1: the draw wins 1X2; Spurs -0.5 loses and Man United +0.5 wins; under 3.5 wins.
    const expected = (pick: (typeof firstPicks)[number]) => {
      if (pick.market === "1x2") return pick.selection === "draw" ? "WIN" : "LOSS";
      if (pick.market === "asian_handicap") return pick.selection === "away" ? "WIN" : "LOSS";
      return pick.selection === "under" ? "WIN" : "LOSS";
    };
    const settled = await picksOf(spursId);
    expect(settled.map((pick) => [pick.market, pick.status])).toEqual(
      firstPicks.map((pick) => [pick.market, expected(pick)]),
    );
    expect(settled.every((pick) => pick.settledAt instanceof Date)).toBe(true);
  });

  it("run 4: settling again changes nothing, and every run is recorded with its log and counts", async () => {
    const before = {
      counts: await sportsDataCounts(),
      picks: await picksOf(spursId),
      predictions: await predictionCount(),
    };
    fakes.espn.reset();
    fakes.oddsApi.reset();
    fakes.espn.override(scoreboardPath(), jsonBody(boardAfterTheWeekend()));
    const run = await finishedRun(await requestRunFromScheduler(new Date()));

    expect(run).toMatchObject({ trigger: "cron", status: "succeeded" });
    expect(run.counts).toMatchObject({ settled: 0, predictions: 0, odds: 0 });
    expect(messages(run)).toEqual(
      expect.arrayContaining([
        "espn epl: 0 new and 0 updated matches, 0 prices",
        "Settled 0 predictions on 0 matches (0 won, 0 lost, 0 void)",
      ]),
    );
    const after = await sportsDataCounts();
    expect(after).toEqual({ ...before.counts, rawPayloads: before.counts.rawPayloads + 3 });
    expect(await picksOf(spursId)).toEqual(before.picks);
    expect(await predictionCount()).toBe(before.predictions);

    const runs = await db
      .select()
      .from(jobRuns)
      .where(inArray(jobRuns.jobName, ["pipeline"]))
      .orderBy(jobRuns.createdAt);
    expect(runs.map((row) => [row.trigger, row.status])).toEqual([
      ["manual", "succeeded"],
      ["cron", "succeeded"],
      ["manual", "succeeded"],
      ["cron", "succeeded"],
    ]);
    for (const row of runs) {
      expect(messages(row)).toEqual(
        expect.arrayContaining([
          "Step scrape: started",
          "Step process: started",
          "Step generate: started",
          "Step settle: started",
          "Finished",
        ]),
      );
      expect(row.counts).toMatchObject({ stagesCompleted: 4, fetchFailures: 0 });
    }
  });
});
