// The Odds API ingest against a real HTTP server on 127.0.0.1 replaying ../shared/fixtures/the-odds-api.
import { readFileSync } from "node:fs";
import path from "node:path";

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "@/db";
import { upsertMatch } from "@/lib/market/matches.queries";
import { latestOddsForMatch } from "@/lib/market/odds.queries";
import { resolveTeam } from "@/lib/catalogue/teams.queries";
import { matches, matchProviderRefs, oddsSnapshots, rawPayloads, teams } from "@/db/schema";
import { ProviderError } from "@/lib/net/provider-http";
import {
  odds as fetchOdds,
  scores as fetchScores,
  sports as fetchSports,
} from "@/lib/market/providers/odds-api.client";
import { teamNameKeys } from "@/lib/market/providers/team-names.rules";
import { importHistoryCsv } from "@/lib/market/history-import.service";
import {
  ingestEspnScoreboard,
  ingestEspnSummary,
  ingestOdds,
  ingestOddsApiScores,
  processRawPayload,
} from "@/lib/market/sports-data.service";
import { startFakeEspn } from "@/tests/helpers/fake-servers/espn";
import { json, type FixtureServer } from "@/tests/helpers/fake-servers/fixture-server";
import { FAKE_ODDS_API_KEY, startFakeOddsApi, type FakeOddsApi } from "@/tests/helpers/fake-servers/odds-api";
import { sportsDataCounts } from "@/tests/helpers/sports-data";

let oddsApi: FakeOddsApi;
let espn: FixtureServer;
const NOW = new Date("2024-08-19T10:00:00Z");
const options = (overrides: Record<string, unknown> = {}) => ({
  apiKey: FAKE_ODDS_API_KEY,
  baseUrl: oddsApi.url,
  now: NOW,
  timeoutMs: 5_000,
  ...overrides,
});
let nflMatchId: string;

async function byExternal(provider: string, externalId: string) {
  const [row] = await db
    .select()
    .from(matches)
    .where(and(eq(matches.provider, provider), eq(matches.externalId, externalId)));
  return row;
}

beforeAll(async () => {
  oddsApi = await startFakeOddsApi();
  espn = await startFakeEspn();

  // Known EPL teams, from the history file (football-data names: 'Leicester', 'Man United', 'Brighton' …).
  const header = readFileSync(path.resolve(process.cwd(), "../shared/data/soccer_epl.csv"), "utf8").split("\n")[0]!;
  const rows = readFileSync(path.resolve(process.cwd(), "../shared/data/soccer_epl.csv"), "utf8")
    .split("\n")
    .filter((line) => /^EPL-2023-0[45]-.*(leicester|tottenham|brighton|man-united|man-city)/.test(line))
    .slice(0, 12);
  await importHistoryCsv([header, ...rows].join("\n"), { fileName: "epl-slice.csv" });

  // An NFL fixture stored from ESPN (the odds fixture's game), so The Odds API event attaches to it.
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
  const result = await upsertMatch(
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
  nflMatchId = result.id;

  // NBA results from ESPN (Pacers v Pelicans, Wizards v Celtics) for the scores feed.
  await ingestEspnScoreboard(
    { league: "nba", dates: "20241215" },
    { baseUrl: espn.url, now: new Date("2024-12-16T06:00:00Z") },
  );
});
afterAll(async () => {
  await oddsApi.close();
  await espn.close();
});
beforeEach(() => oddsApi.reset());

describe("odds → snapshots", () => {
  it("attaches the NFL event to the stored ESPN match (teams + kick-off), American prices as decimal", async () => {
    const counts = await ingestOdds({ league: "nfl", oddsFormat: "american" }, options());
    expect(counts).toMatchObject({
      fetched: 1,
      matchesCreated: 0,
      matchesUnchanged: 1,
      oddsInserted: 12,
      skipped: 0,
      errors: [],
    });
    const request = oddsApi.requests[0]!;
    expect(request.path).toBe("/v4/sports/americanfootball_nfl/odds");
    expect(request.query.get("apiKey")).toBe(FAKE_ODDS_API_KEY);
    expect(request.query.get("markets")).toBe("h2h,spreads,totals");
    expect(request.query.get("oddsFormat")).toBe("american");

    const refs = await db.select().from(matchProviderRefs).where(eq(matchProviderRefs.matchId, nflMatchId));
    expect(refs.map((ref) => [ref.provider, ref.externalId])).toEqual([
      ["odds-api", "bda33adca828c09dc3cac3a856aef176"],
    ]);
    const snapshots = await db
      .select()
      .from(oddsSnapshots)
      .where(and(eq(oddsSnapshots.matchId, nflMatchId), eq(oddsSnapshots.bookmaker, "fanduel")));
    const byKey = Object.fromEntries(
      snapshots.map((row) => [`${row.market}:${row.selection}`, [row.price, row.point]]),
    );
    expect(byKey).toEqual({
      "h2h:home": [1.33, null],
      "h2h:away": [3.4, null],
      "spreads:home": [1.9009, -6.5],
      "spreads:away": [1.9174, 6.5],
      "totals:over": [1.9091, 52.5],
      "totals:under": [1.9091, 52.5],
    });
    expect(snapshots[0]!.capturedAt.toISOString()).toBe("2021-06-10T10:46:09.000Z");
    expect(snapshots.every((row) => row.provider === "odds-api" && !row.isClosing)).toBe(true);
  });

  it("latest odds and consensus per market", async () => {
    const { latest, consensus } = await latestOddsForMatch(nflMatchId);
    expect(latest).toHaveLength(12);
    const home = consensus.find((row) => row.market === "h2h" && row.selection === "home")!;
    expect(home.bookmakers).toBe(2);
    // fanduel -303 (1.33), draftkings -305 (1.3279): 1 / mean(1/p)
    expect(home.price).toBeCloseTo(1 / ((1 / 1.33 + 1 / 1.3279) / 2), 3);
    const totals = consensus
      .filter((row) => row.market === "totals" && row.selection === "over")
      .map((row) => row.point);
    expect(totals).toEqual([52, 52.5]);
  });

  it("creates odds-api matches when both teams are known, skips unknown-team events, records the quota", async () => {
    const counts = await ingestOdds({ league: "epl" }, options());
    expect(counts).toMatchObject({ fetched: 3, matchesCreated: 2, oddsInserted: 6, skipped: 1, errors: [] });
    expect(counts.warnings).toEqual(['event e9e89fe399cda648d1460c0975e1122f: unknown team "Ipswich Town"']);
    expect(counts.quota).toEqual({ remaining: 19874, used: 126, last: 3 });

    const leicester = (await byExternal("odds-api", "36808dc52374b40df08cab6b1d5664d1"))!;
    const [home] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, leicester.homeTeamId));
    expect(home!.name).toBe("Leicester City");
    expect([leicester.status, leicester.leagueId, leicester.kickoffAt.toISOString()]).toEqual([
      "UPCOMING",
      "epl",
      "2024-08-19T19:00:00.000Z",
    ]);
    const prices = await db.select().from(oddsSnapshots).where(eq(oddsSnapshots.matchId, leicester.id));
    expect(prices.map((row) => [row.bookmaker, row.selection, row.price]).sort()).toEqual([
      ["betway", "away", 1.6],
      ["betway", "draw", 4.2],
      ["betway", "home", 5],
    ]);

    const [payload] = await db.select().from(rawPayloads).where(eq(rawPayloads.id, counts.rawPayloadId!));
    expect(payload!.meta).toMatchObject({
      quota: { remaining: 19874, used: 126, last: 3 },
      oddsFormat: "decimal",
      sportKey: "soccer_epl",
    });
    expect(payload!.url).not.toContain("apiKey");
    expect(payload!.url).not.toContain(FAKE_ODDS_API_KEY);
  });

  it("running twice inserts nothing new; re-processing the payload neither", async () => {
    const before = await sportsDataCounts();
    for (const input of [{ league: "epl" }, { league: "nfl", oddsFormat: "american" as const }]) {
      const counts = await ingestOdds(input, options());
      expect(counts).toMatchObject({ matchesCreated: 0, matchesUpdated: 0, oddsInserted: 0 });
    }
    const after = await sportsDataCounts();
    expect({ ...after, rawPayloads: 0 }).toEqual({ ...before, rawPayloads: 0 });

    const [latest] = await db
      .select({ id: rawPayloads.id })
      .from(rawPayloads)
      .where(eq(rawPayloads.provider, "odds-api"))
      .orderBy(rawPayloads.createdAt)
      .limit(1);
    const again = await processRawPayload(latest!.id);
    expect(again).toMatchObject({ matchesCreated: 0, oddsInserted: 0 });
    expect(again.quota).toEqual({ remaining: 19874, used: 126, last: 3 });
    expect({ ...(await sportsDataCounts()), rawPayloads: 0 }).toEqual({ ...before, rawPayloads: 0 });
  });

  it("ESPN later reporting an odds-api match updates it through a ref instead of duplicating it", async () => {
    const leicester = (await byExternal("odds-api", "36808dc52374b40df08cab6b1d5664d1"))!;
    const body = {
      events: [
        {
          id: "704300",
          date: "2024-08-19T19:00Z",
          season: { year: 2024, slug: "2024-25-english-premier-league" },
          status: { type: { name: "STATUS_FULL_TIME", state: "post", completed: true, shortDetail: "FT" } },
          competitions: [
            {
              competitors: [
                { homeAway: "away", score: "1", team: { id: "367", displayName: "Tottenham Hotspur" } },
                { homeAway: "home", score: "1", team: { id: "375", displayName: "Leicester City" } },
              ],
            },
          ],
        },
      ],
    };
    espn.override("/soccer/eng.1/scoreboard?dates=20240819", json(200, body));
    const counts = await ingestEspnScoreboard(
      { league: "epl", dates: "20240819" },
      { baseUrl: espn.url, now: new Date("2024-08-19T22:00:00Z") },
    );
    expect(counts).toMatchObject({ matchesCreated: 0, matchesUpdated: 1, teamsCreated: 0 });
    const updated = (await byExternal("odds-api", "36808dc52374b40df08cab6b1d5664d1"))!;
    expect([updated.id, updated.status, updated.homeScore, updated.awayScore]).toEqual([
      leicester.id,
      "COMPLETED",
      1,
      1,
    ]);
    const refs = await db.select().from(matchProviderRefs).where(eq(matchProviderRefs.matchId, leicester.id));
    expect(refs.map((ref) => ref.provider)).toEqual(["espn"]);
  });
});

describe("scores → results", () => {
  it("matches the ESPN result by teams and time, never rewrites it, and skips unknown teams", async () => {
    const counts = await ingestOddsApiScores({ league: "nba", daysFrom: 1 }, options());
    expect(oddsApi.requests[0]!.path).toBe("/v4/sports/basketball_nba/scores");
    expect(oddsApi.requests[0]!.query.get("daysFrom")).toBe("1");
    expect(counts).toMatchObject({ fetched: 3, matchesCreated: 0, matchesUpdated: 0, matchesUnchanged: 1, skipped: 2 });
    const pacers = (await byExternal("espn", "401736810"))!;
    expect(pacers.kickoffAt.toISOString()).toBe("2024-12-15T22:00:00.000Z");
    const refs = await db.select().from(matchProviderRefs).where(eq(matchProviderRefs.matchId, pacers.id));
    expect(refs.map((ref) => ref.externalId)).toEqual(["572d984e132eddaac3da93e5db332e7e"]);
  });

  it("records a final score for an upcoming ESPN game", async () => {
    await ingestEspnSummary(
      { league: "nba", eventId: "401772994" },
      { baseUrl: espn.url, now: new Date("2025-05-31T12:00:00Z") },
    );
    const knicks = (await byExternal("espn", "401772994"))!;
    expect(knicks.status).toBe("UPCOMING");
    oddsApi.override(
      `/v4/sports/basketball_nba/scores?apiKey=${FAKE_ODDS_API_KEY}&dateFormat=iso`,
      json(200, [
        {
          id: "f".repeat(32),
          sport_key: "basketball_nba",
          sport_title: "NBA",
          commence_time: "2025-06-01T00:10:00Z",
          completed: true,
          home_team: "Indiana Pacers",
          away_team: "New York Knicks",
          scores: [
            { name: "New York Knicks", score: "108" },
            { name: "Indiana Pacers", score: "125" },
          ],
          last_update: "2025-06-01T02:40:00Z",
        },
      ]),
    );
    const counts = await ingestOddsApiScores({ league: "nba" }, options({ now: new Date("2025-06-01T03:00:00Z") }));
    expect(counts).toMatchObject({ matchesUpdated: 1 });
    const final = (await byExternal("espn", "401772994"))!;
    expect([final.status, final.homeScore, final.awayScore, final.kickoffAt.toISOString()]).toEqual([
      "COMPLETED",
      125,
      108,
      "2025-06-01T00:00:00.000Z",
    ]);
  });
});

describe("errors are typed and write nothing", () => {
  async function failure(run: () => Promise<unknown>) {
    const before = await sportsDataCounts();
    const error = await run().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ProviderError);
    expect(await sportsDataCounts()).toEqual(before);
    expect(String((error as Error).message)).not.toContain(FAKE_ODDS_API_KEY);
    expect(String((error as ProviderError).url ?? "")).not.toContain(FAKE_ODDS_API_KEY);
    return error as ProviderError;
  }

  it("401 INVALID_KEY → auth", async () => {
    const error = await failure(() => ingestOdds({ league: "epl" }, options({ apiKey: "wrong-key" })));
    expect(error).toMatchObject({ kind: "auth", status: 401, code: "INVALID_KEY", retryable: false });
  });

  it("no key → auth without calling", async () => {
    const error = await failure(() => ingestOdds({ league: "epl" }, options({ apiKey: undefined })));
    expect(error).toMatchObject({ kind: "auth", code: "MISSING_KEY" });
    expect(oddsApi.requestCount).toBe(0);
  });

  it("422 INVALID_MARKET → bad_request", async () => {
    const error = await failure(() => fetchOdds("soccer_epl", { markets: ["foo" as "h2h"] }, options()));
    expect(error).toMatchObject({ kind: "bad_request", status: 422, code: "INVALID_MARKET" });
  });

  it("404 UNKNOWN_SPORT → bad_request", async () => {
    const error = await failure(() => fetchScores("cricket_xyz", undefined, options()));
    expect(error).toMatchObject({ kind: "bad_request", status: 404, code: "UNKNOWN_SPORT" });
  });

  it("429 EXCEEDED_FREQ_LIMIT → quota, retryable", async () => {
    oddsApi.failWith("429_EXCEEDED_FREQ_LIMIT");
    const error = await failure(() => ingestOdds({ league: "epl" }, options()));
    expect(error).toMatchObject({ kind: "quota", status: 429, code: "EXCEEDED_FREQ_LIMIT", retryable: true });
  });

  it("exhausted credits → quota, not retryable", async () => {
    oddsApi.exhaustQuota();
    const error = await failure(() => ingestOddsApiScores({ league: "nba" }, options()));
    expect(error).toMatchObject({ kind: "quota", status: 401, code: "OUT_OF_USAGE_CREDITS", retryable: false });
  });

  it("a hanging server times out", async () => {
    oddsApi.setMode({ kind: "hang" });
    const error = await failure(() => ingestOdds({ league: "epl" }, options({ timeoutMs: 300 })));
    expect(error).toMatchObject({ kind: "timeout", retryable: true });
  });

  it("the free sports list works and reports the quota", async () => {
    const result = await fetchSports(options());
    expect(result.data.map((sport) => sport.key)).toContain("basketball_nba");
    expect(result.quota).toEqual({ remaining: 19874, used: 126, last: 3 });
    expect(oddsApi.requestCount).toBe(1);
  });
});
