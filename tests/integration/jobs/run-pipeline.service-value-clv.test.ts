// The live value pipeline end to end, through the job runner, against the fake Odds API replaying the NFL board
// of ../shared/fixtures (FanDuel and DraftKings: moneyline, spreads, totals, American odds):
//   run 1  (Wed 2021-09-08 12:00Z) the board is scraped and every market of Buccaneers v Cowboys is picked at the
//          best price across the two bookmakers, with that bookmaker and its capture time;
//   run 2  (five minutes before kickoff) the fake API serves the same board with moved prices captured ten minutes
//          before kickoff (a transformed copy of the fixture) → stored, and the picks do not move;
//   run 3  (after the game; the result written to the match, since the fixtures hold no NFL scores) → each pick
//          gets its closing consensus and CLV from the last prices before kickoff (an in-play price planted after
//          kickoff is ignored) and settles;
//   run 4  the same again → nothing is written twice.
// Only `Date` is faked; sockets, the runner and the database are real. The NFL history the model fits on is a
// small synthetic season between the two teams and two others.
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { db } from "@/db";
import {
  automationConfig,
  globalSettings,
  jobRuns,
  matches,
  oddsSnapshots,
  predictions,
  type JobRun,
} from "@/db/schema";
import { consensusProbabilities } from "@/lib/engine/consensus";
import { DEFAULT_VALUE_THRESHOLDS } from "@/lib/generation/thresholds.rules";
import { dispatchJob, getLocalRunner } from "@/lib/jobs";
import { ODDS_API_MARKETS, odds as oddsClient } from "@/lib/market/providers/odds-api.client";
import { americanToDecimalOrNull } from "@/lib/market/providers/odds-format.rules";
import { TeamResolver } from "@/lib/market/ingest-common.service";
import { fixtureJson, type FixtureResponse } from "@/tests/helpers/fake-servers/fixture-server";

const fakes = await vi.hoisted(async () => {
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(new Date("2021-09-08T12:00:00Z"));
  const { FAKE_ODDS_API_KEY, startFakeOddsApi } = await import("@/tests/helpers/fake-servers/odds-api");
  const oddsApi = await startFakeOddsApi();
  process.env.ODDS_API_BASE_URL = oddsApi.url;
  process.env.ODDS_API_KEY = FAKE_ODDS_API_KEY;
  return { oddsApi, apiKey: FAKE_ODDS_API_KEY };
});

const NFL_BOARD = "the-odds-api/odds-americanfootball_nfl-h2h-spreads-totals-american.constructed.json";
const KICKOFF = new Date("2021-09-10T00:20:00Z");
const CLOSE_AT = new Date(KICKOFF.getTime() - 10 * 60_000);
const runner = getLocalRunner();

interface Outcome {
  name: string;
  price: number;
  point?: number;
}
interface Board {
  commence_time: string;
  bookmakers: Array<{
    key: string;
    last_update: string;
    markets: Array<{ key: string; last_update: string; outcomes: Outcome[] }>;
  }>;
}

/**
 * The fixture's board as the API answers the pipeline's request (oddsFormat=decimal): the same events,
 * bookmakers, lines and capture times, each American price in decimal.
 */
function decimalBoard(board = fixtureJson<Board[]>(NFL_BOARD)): string {
  for (const bookmaker of board[0]!.bookmakers) {
    for (const market of bookmaker.markets)
      for (const outcome of market.outcomes) outcome.price = americanToDecimalOrNull(outcome.price)!;
  }
  return JSON.stringify(board);
}

/** The same board with the prices of the last minutes before kickoff (the Buccaneers shortened). */
function closingBoard(): string {
  const board = fixtureJson<Board[]>(NFL_BOARD);
  const moved: Record<string, number> = {
    "fanduel|h2h|Tampa Bay Buccaneers": -360,
    "fanduel|h2h|Dallas Cowboys": 290,
    "draftkings|h2h|Tampa Bay Buccaneers": -350,
    "draftkings|h2h|Dallas Cowboys": 280,
    "fanduel|spreads|Tampa Bay Buccaneers": -120,
    "fanduel|spreads|Dallas Cowboys": 100,
    "draftkings|spreads|Tampa Bay Buccaneers": -118,
    "draftkings|spreads|Dallas Cowboys": -102,
    "fanduel|totals|Over": -105,
    "fanduel|totals|Under": -115,
    "draftkings|totals|Over": -104,
    "draftkings|totals|Under": -116,
  };
  for (const bookmaker of board[0]!.bookmakers) {
    bookmaker.last_update = CLOSE_AT.toISOString();
    for (const market of bookmaker.markets) {
      market.last_update = CLOSE_AT.toISOString();
      for (const outcome of market.outcomes)
        outcome.price = moved[`${bookmaker.key}|${market.key}|${outcome.name}`] ?? outcome.price;
    }
  }
  return decimalBoard(board);
}

/** The exact request the scrape stage makes for the NFL board (the fake answers overrides by path and query). */
let oddsUrl = "";
const answerOdds = (body: string) =>
  fakes.oddsApi.override(oddsUrl, { status: 200, body, contentType: "application/json" } satisfies FixtureResponse);

async function finishedRun(runId: string): Promise<JobRun> {
  await runner.idle();
  const [run] = await db.select().from(jobRuns).where(eq(jobRuns.id, runId));
  expect(run?.finishedAt).toBeInstanceOf(Date);
  return run!;
}

async function runPipeline(): Promise<JobRun> {
  const result = await dispatchJob("pipeline", {}, { trigger: "manual" });
  return finishedRun(result.runId);
}

const messages = (run: JobRun) => run.logLines.map((line) => line.message);

async function gameId(): Promise<string> {
  const [row] = await db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.leagueId, "nfl"), eq(matches.kickoffAt, KICKOFF)));
  return row!.id;
}

const picksOf = (matchId: string) =>
  db.select().from(predictions).where(eq(predictions.matchId, matchId)).orderBy(predictions.market);

/** The stored quotes of a match's market and selection captured at or before `at`, at the pick's line (home side for
 * spreads). */
async function quotesFor(
  matchId: string,
  pick: { market: string; selection: string | null; line: number | null },
  at: Date,
) {
  const market = pick.market === "moneyline" ? "h2h" : pick.market === "spread" ? "spreads" : "totals";
  const rows = await db
    .select()
    .from(oddsSnapshots)
    .where(and(eq(oddsSnapshots.matchId, matchId), eq(oddsSnapshots.market, market)));
  return rows.filter((row) => {
    if (row.capturedAt.getTime() > at.getTime()) return false;
    if (market === "h2h") return true;
    const line = market === "spreads" && row.selection === "away" ? -Number(row.point) : Number(row.point);
    return line === pick.line;
  });
}

beforeAll(async () => {
  // A season of results (the margin model forecasts once its league has 50 games): the two teams of the
  // board and two others, a game every three days.
  const resolver = new TeamResolver(db, { source: "test", provider: "test", create: true });
  const names = ["Tampa Bay Buccaneers", "Dallas Cowboys", "Green Bay Packers", "Chicago Bears"];
  const ids = await Promise.all(
    names.map((name) => resolver.resolve({ sportId: "american-football", leagueId: "nfl", name })),
  );
  const strength = [7, 2, 4, -5];
  const start = new Date("2020-09-10T17:00:00Z").getTime();
  await db.insert(matches).values(
    Array.from({ length: 60 }, (_, game) => {
      const home = game % 4;
      const away = (game + 1 + (Math.floor(game / 4) % 3)) % 4;
      const margin = strength[home]! - strength[away]! + 2 + ((game * 5) % 9) - 4 || 3;
      return {
        sportId: "american-football",
        leagueId: "nfl",
        homeTeamId: ids[home]!,
        awayTeamId: ids[away]!,
        kickoffAt: new Date(start + game * 3 * 86_400_000),
        status: "COMPLETED" as const,
        homeScore: margin > 0 ? 20 + margin : 20,
        awayScore: margin > 0 ? 20 : 20 - margin,
        season: "2020",
        provider: "test",
        externalId: `nfl-history-${game}`,
      };
    }),
  );
  await db
    .update(automationConfig)
    .set({ leagues: ["nfl"], providers: ["odds-api"], autoPredictions: true })
    .where(eq(automationConfig.id, "default"));
  // Publish a forecast in every priced market, so all three markets are exercised.
  await db.update(globalSettings).set({ value: 0 }).where(eq(globalSettings.key, "min_confidence_threshold"));
  await oddsClient(
    "americanfootball_nfl",
    { markets: [...ODDS_API_MARKETS], oddsFormat: "decimal", regions: ["uk", "eu", "us"] },
    { apiKey: fakes.apiKey },
  );
  oddsUrl = fakes.oddsApi.requests.at(-1)!.url;
  fakes.oddsApi.reset();
  answerOdds(decimalBoard());
});

afterAll(async () => {
  await runner.idle();
  vi.useRealTimers();
  await fakes.oddsApi.close();
});

describe("the live value pipeline with several bookmakers", () => {
  let firstPicks: Awaited<ReturnType<typeof picksOf>> = [];
  let matchId = "";

  it("run 1: picks every market at the best price across books, naming the bookmaker and its capture", async () => {
    const run = await runPipeline();
    expect(run.status).toBe("succeeded");
    expect(messages(run)).toEqual(
      expect.arrayContaining([
        "odds-api nfl: 1 new and 0 updated matches, 12 prices",
        "Generated 3 predictions for 1 matches (0 market picks skipped)",
      ]),
    );
    matchId = await gameId();
    firstPicks = await picksOf(matchId);
    expect(firstPicks.map((pick) => pick.market)).toEqual(["moneyline", "spread", "total"]);
    for (const pick of firstPicks) {
      const quotes = (await quotesFor(matchId, pick, new Date())).filter((row) => row.selection === pick.selection);
      const best = Math.max(...quotes.map((row) => Number(row.price)));
      const taken = quotes.find((row) => Number(row.price) === best)!;
      expect(pick.decimalOdds, pick.market).toBeCloseTo(best, 4);
      expect(pick.bookmaker, pick.market).toBe(taken.bookmaker);
      expect(pick.priceCapturedAt?.toISOString()).toBe(taken.capturedAt.toISOString());
      expect(pick.fairBasis).toBe("market-only");
      expect(pick.consensusBookmakers).toBeGreaterThanOrEqual(1);
      expect(pick.confidence).toBeCloseTo(pick.fairProbability! * 100, 1);
      expect(pick.expectedValue).not.toBeNull();
      expect(pick.edge).toBeCloseTo(pick.expectedValue! * 100, 1);
      expect(pick.isValue).toBe(pick.expectedValue! >= DEFAULT_VALUE_THRESHOLDS["two-way"]);
      expect(pick.isPremium).toBe(pick.isValue);
      expect(pick.closingProbability).toBeNull();
      expect(pick.clv).toBeNull();
    }
    // Two books price the moneyline: DraftKings' +250 on the Cowboys beats FanDuel's +240, FanDuel's −303 on the
    // Buccaneers beats DraftKings' −305.
    const moneyline = firstPicks.find((pick) => pick.market === "moneyline")!;
    expect(moneyline.consensusBookmakers).toBe(2);
    expect(moneyline.bookmaker).toBe(moneyline.selection === "away" ? "draftkings" : "fanduel");
  });

  it("run 2: later prices before kickoff are stored, and the published picks do not move", async () => {
    vi.setSystemTime(new Date(KICKOFF.getTime() - 5 * 60_000));
    answerOdds(closingBoard());
    const run = await runPipeline();
    expect(run.status).toBe("succeeded");
    expect(messages(run)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^odds-api nfl: 0 new and \d+ updated matches, 12 prices$/),
        "Generated 0 predictions for 1 matches (3 market picks skipped)",
      ]),
    );
    expect(await picksOf(matchId)).toEqual(firstPicks);
  });

  it("run 3: after the game every pick gets its closing consensus and CLV, and settles", async () => {
    vi.setSystemTime(new Date("2021-09-10T06:00:00Z"));
    fakes.oddsApi.reset();
    // An in-play price after kickoff: never part of the close.
    await db.insert(oddsSnapshots).values([
      {
        matchId,
        provider: "odds-api",
        bookmaker: "fanduel",
        market: "h2h",
        selection: "home",
        price: 1.01,
        capturedAt: new Date(KICKOFF.getTime() + 60 * 60_000),
      },
      {
        matchId,
        provider: "odds-api",
        bookmaker: "fanduel",
        market: "h2h",
        selection: "away",
        price: 21,
        capturedAt: new Date(KICKOFF.getTime() + 60 * 60_000),
      },
    ]);
    await db.update(matches).set({ status: "COMPLETED", homeScore: 31, awayScore: 29 }).where(eq(matches.id, matchId));
    const run = await runPipeline();
    expect(run.status).toBe("succeeded");
    expect(messages(run)).toEqual(
      expect.arrayContaining([
        "Recorded the closing line of 3 predictions (0 without a closing price)",
        expect.stringMatching(/^Settled 3 predictions on 1 matches/),
      ]),
    );

    const closed = await picksOf(matchId);
    for (const pick of closed) {
      const selections = pick.market === "total" ? ["over", "under"] : ["home", "away"];
      const quotes = await quotesFor(matchId, pick, KICKOFF);
      const books = new Map<string, Map<string, number>>();
      for (const row of quotes.sort((a, b) => a.capturedAt.getTime() - b.capturedAt.getTime())) {
        const book = books.get(row.bookmaker) ?? new Map<string, number>();
        book.set(row.selection, Number(row.price));
        books.set(row.bookmaker, book);
      }
      const complete = [...books.values()]
        .filter((book) => selections.every((s) => book.has(s)))
        .map((book) => selections.map((s) => book.get(s)!));
      const closing = consensusProbabilities(complete, 2, { method: "power" })![selections.indexOf(pick.selection!)]!;
      expect(pick.closingProbability, pick.market).toBeCloseTo(closing, 5);
      expect(pick.closingBookmakers).toBe(complete.length);
      expect(pick.closingCapturedAt?.toISOString()).toBe(CLOSE_AT.toISOString());
      expect(pick.clv).toBeCloseTo(pick.decimalOdds * closing - 1, 3);
      expect(pick.status).not.toBe("PENDING");
      expect(pick.settledAt).toBeInstanceOf(Date);
    }
    // The moneyline closed on both books at the moved prices (FanDuel −360/+290, DraftKings −350/+280).
    expect(closed.find((pick) => pick.market === "moneyline")!.closingBookmakers).toBe(2);
  });

  it("run 4: a rerun writes nothing new", async () => {
    const before = await picksOf(matchId);
    const [predictionsBefore] = await db.select({ n: count() }).from(predictions);
    const run = await runPipeline();
    expect(run.status).toBe("succeeded");
    expect(messages(run)).toEqual(
      expect.arrayContaining([
        "Recorded the closing line of 0 predictions (0 without a closing price)",
        "Settled 0 predictions on 0 matches (0 won, 0 lost, 0 void)",
      ]),
    );
    expect(await picksOf(matchId)).toEqual(before);
    const [predictionsAfter] = await db.select({ n: count() }).from(predictions);
    expect(predictionsAfter!.n).toBe(predictionsBefore!.n);
  });
});
