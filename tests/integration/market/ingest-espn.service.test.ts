// ESPN ingest against a real HTTP server on 127.0.0.1 that replays ../shared/fixtures/espn byte for byte.
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "@/db";
import { createRawPayload } from "@/lib/market/raw-payloads.queries";
import { leagues, matches, oddsSnapshots, rawPayloads, teams } from "@/db/schema";
import { AppError } from "@/lib/core/errors";
import { ProviderError } from "@/lib/net/provider-http";
import { ingestEspnScoreboard, ingestEspnSummary, processRawPayload } from "@/lib/market/sports-data.service";
import { startFakeEspn } from "@/tests/helpers/fake-servers/espn";
import { fixtureJson, json, type FixtureServer } from "@/tests/helpers/fake-servers/fixture-server";
import { sportsDataCounts } from "@/tests/helpers/sports-data";

let espn: FixtureServer;
const at = (iso: string) => new Date(iso);
const options = (now: string) => ({ baseUrl: espn.url, now: at(now), timeoutMs: 5_000 });

async function matchByEvent(eventId: string) {
  const [row] = await db
    .select()
    .from(matches)
    .where(and(eq(matches.provider, "espn"), eq(matches.externalId, eventId)));
  return row;
}
async function teamName(id: string) {
  const [row] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, id));
  return row?.name;
}

beforeAll(async () => {
  espn = await startFakeEspn();
  // The World Cup fixtures need a league ESPN can be asked for (not part of the seed).
  await db
    .insert(leagues)
    .values({
      id: "worldcup",
      name: "FIFA World Cup",
      shortName: "World Cup",
      sportId: "football",
      country: "International",
      tier: "premium",
      espnSlug: "fifa.world",
      isListed: false,
    })
    .onConflictDoNothing();
});
afterAll(async () => {
  await espn.close();
});
beforeEach(() => espn.reset());

describe("ESPN scoreboards of every fixture", () => {
  it.each([
    ["nfl", "20241215", 3, { COMPLETED: 3 }],
    ["nfl", undefined, 2, { UPCOMING: 2 }],
    ["nba", "20241215", 2, { COMPLETED: 2 }],
    ["mlb", "20250601", 1, { COMPLETED: 1 }],
    ["nhl", undefined, 1, { COMPLETED: 1 }],
    ["epl", undefined, 3, { COMPLETED: 1, LIVE: 1, UPCOMING: 1 }],
    ["mls", undefined, 2, { COMPLETED: 1, UPCOMING: 1 }],
    ["worldcup", "20260718", 2, { UPCOMING: 2 }],
    ["worldcup", undefined, 2, { COMPLETED: 1, LIVE: 1 }],
  ] as const)("%s dates=%s ingests %d events", async (league, dates, events, statuses) => {
    const counts = await ingestEspnScoreboard(
      { league, dates },
      options(dates === "20260718" ? "2026-07-17T12:00:00Z" : "2026-07-19T20:00:00Z"),
    );
    expect(counts.errors).toEqual([]);
    expect(counts.fetched).toBe(events);
    expect(counts.matchesCreated + counts.matchesUpdated + counts.matchesUnchanged).toBe(events);
    expect(espn.requestCount).toBe(1);
    expect(espn.requests[0]!.path).toMatch(/\/scoreboard$/);
    expect(espn.requests[0]!.query.get("dates")).toBe(dates ?? null);

    const rows = await db.select({ status: matches.status }).from(matches).where(eq(matches.leagueId, league));
    const found: Record<string, number> = {};
    for (const row of rows) found[row.status] = (found[row.status] ?? 0) + 1;
    if (league !== "nfl" && league !== "worldcup") expect(found).toEqual(statuses);
  });

  it("put home and away the right way round, with numeric scores and UTC kick-offs", async () => {
    const pacers = (await matchByEvent("401736810"))!;
    expect(await teamName(pacers.homeTeamId)).toBe("Indiana Pacers");
    expect(await teamName(pacers.awayTeamId)).toBe("New Orleans Pelicans");
    expect([pacers.homeScore, pacers.awayScore, pacers.status, pacers.season]).toEqual([
      119,
      104,
      "COMPLETED",
      "2024-25",
    ]);
    expect(pacers.kickoffAt.toISOString()).toBe("2024-12-15T22:00:00.000Z");
    expect(pacers.resultRecordedAt).not.toBeNull();

    const chiefs = (await matchByEvent("401671854"))!;
    expect(await teamName(chiefs.homeTeamId)).toBe("Cleveland Browns");
    expect([chiefs.homeScore, chiefs.awayScore, chiefs.round]).toEqual([7, 21, "Week 15"]);

    const liverpool = (await matchByEvent("740601"))!;
    expect([liverpool.status, liverpool.homeScore, liverpool.awayScore, liverpool.statusDetail]).toEqual([
      "LIVE",
      1,
      1,
      "90'+4'",
    ]);
    const spurs = (await matchByEvent("740602"))!;
    expect([spurs.status, spurs.homeScore, spurs.awayScore, spurs.resultRecordedAt]).toEqual([
      "UPCOMING",
      null,
      null,
      null,
    ]);

    // The World Cup final was UPCOMING in the earlier (pre) capture and LIVE in the later one.
    const final = (await matchByEvent("760517"))!;
    expect(final.status).toBe("LIVE");
  });

  it("reuses teams across leagues' events by ESPN id and name (one Kansas City Chiefs)", async () => {
    const chiefs = await db.select({ id: teams.id }).from(teams).where(eq(teams.name, "Kansas City Chiefs"));
    expect(chiefs).toHaveLength(1);
  });

  it("stored odds snapshots: ESPN BET totals and DraftKings prices", async () => {
    const eagles = (await matchByEvent("401772510"))!;
    const eaglesOdds = await db.select().from(oddsSnapshots).where(eq(oddsSnapshots.matchId, eagles.id));
    expect(eaglesOdds.map((row) => [row.bookmaker, row.market, row.selection, row.price, row.point]).sort()).toEqual([
      ["espn-bet", "totals", "over", 1.909, 46.5],
      ["espn-bet", "totals", "under", 1.909, 46.5],
    ]);
    expect(eaglesOdds[0]!.capturedAt.toISOString()).toBe("2026-07-19T20:00:00.000Z");

    const liverpool = (await matchByEvent("740601"))!;
    const closing = await db.select().from(oddsSnapshots).where(eq(oddsSnapshots.matchId, liverpool.id));
    expect(closing).toHaveLength(7);
    expect(
      closing.every(
        (row) => row.isClosing && row.capturedAt.getTime() === liverpool.kickoffAt.getTime() && row.provider === "espn",
      ),
    ).toBe(true);
  });
});

describe("idempotency and raw payloads", () => {
  it("a second run of every scoreboard creates nothing", async () => {
    const before = await sportsDataCounts();
    const runs: Array<[string, string | undefined, string]> = [
      ["nfl", "20241215", "2026-07-19T20:00:00Z"],
      ["nfl", undefined, "2026-07-19T20:00:00Z"],
      ["nba", "20241215", "2026-07-19T20:00:00Z"],
      ["mlb", "20250601", "2026-07-19T20:00:00Z"],
      ["nhl", undefined, "2026-07-19T20:00:00Z"],
      ["epl", undefined, "2026-07-19T20:00:00Z"],
      ["mls", undefined, "2026-07-19T20:00:00Z"],
      ["worldcup", undefined, "2026-07-19T20:00:00Z"],
    ];
    for (const [league, dates, now] of runs) {
      const counts = await ingestEspnScoreboard({ league, dates }, options(now));
      expect(counts, `${league} ${dates}`).toMatchObject({
        matchesCreated: 0,
        matchesUpdated: 0,
        teamsCreated: 0,
        oddsInserted: 0,
      });
    }
    const after = await sportsDataCounts();
    expect({ ...after, rawPayloads: 0 }).toEqual({ ...before, rawPayloads: 0 });
    expect(after.rawPayloads).toBe(before.rawPayloads + runs.length);
  });

  it("a later capture with unchanged prices adds no snapshot", async () => {
    const before = await sportsDataCounts();
    const counts = await ingestEspnScoreboard({ league: "epl" }, options("2026-07-20T08:00:00Z"));
    expect(counts.oddsInserted).toBe(0);
    expect((await sportsDataCounts()).oddsSnapshots).toBe(before.oddsSnapshots);
  });

  it("stores the raw body with its URL, status and digest, and re-processes it idempotently", async () => {
    const counts = await ingestEspnScoreboard({ league: "nba", dates: "20241215" }, options("2026-07-19T21:00:00Z"));
    const [payload] = await db.select().from(rawPayloads).where(eq(rawPayloads.id, counts.rawPayloadId!));
    expect(payload).toMatchObject({
      provider: "espn",
      kind: "scoreboard",
      sport: "basketball",
      league: "nba",
      status: 200,
      error: null,
    });
    expect(payload!.url).toBe(`${espn.url}/basketball/nba/scoreboard?dates=20241215`);
    expect(payload!.bodyDigest).toMatch(/^[0-9a-f]{64}$/);
    expect(payload!.processedAt).not.toBeNull();
    expect((payload!.body as { events: unknown[] }).events).toHaveLength(2);
    expect(payload!.meta).toMatchObject({ espnSport: "basketball", espnLeague: "nba" });

    const before = await sportsDataCounts();
    const again = await processRawPayload(payload!.id);
    expect(again).toMatchObject({ fetched: 2, matchesCreated: 0, matchesUpdated: 0, oddsInserted: 0, errors: [] });
    expect(await sportsDataCounts()).toEqual(before);
    expect(espn.requestCount).toBe(1);
  });

  it("rejects re-processing an unknown payload", async () => {
    await expect(processRawPayload("00000000-0000-0000-0000-000000000000")).rejects.toMatchObject({
      code: "not_found",
    });
  });
});

describe("postponed, cancelled and finished games", () => {
  type Scoreboard = {
    events: Array<{
      id: string;
      status: { type: Record<string, unknown> };
      competitions: Array<{ status: { type: unknown }; competitors: Array<{ score: string }> }>;
    }>;
  };
  const engUrl = "/soccer/eng.1/scoreboard?dates=20250817";

  function variant(eventId: string, type: Record<string, unknown>, scores?: [string, string]) {
    const body = fixtureJson<Scoreboard>("espn/soccer-eng.1-scoreboard.constructed.json");
    const event = body.events.find((candidate) => candidate.id === eventId)!;
    event.status.type = { ...event.status.type, ...type };
    event.competitions[0]!.status.type = event.status.type;
    if (scores) event.competitions[0]!.competitors.forEach((competitor, index) => (competitor.score = scores[index]!));
    body.events = [event];
    return body;
  }

  it("post + completed:false (STATUS_POSTPONED) is POSTPONED, never COMPLETED, and has no score", async () => {
    espn.override(
      engUrl,
      json(
        200,
        variant("740602", { name: "STATUS_POSTPONED", state: "post", completed: false, shortDetail: "Postponed" }, [
          "0",
          "0",
        ]),
      ),
    );
    const counts = await ingestEspnScoreboard({ league: "epl", dates: "20250817" }, options("2026-07-21T08:00:00Z"));
    expect(counts).toMatchObject({ matchesUpdated: 1, matchesCreated: 0 });
    const spurs = (await matchByEvent("740602"))!;
    expect([spurs.status, spurs.homeScore, spurs.awayScore, spurs.statusDetail]).toEqual([
      "POSTPONED",
      null,
      null,
      "Postponed",
    ]);
    expect(spurs.resultRecordedAt?.toISOString()).toBe("2026-07-21T08:00:00.000Z");
  });

  it("STATUS_SUSPENDED is POSTPONED and STATUS_CANCELED is CANCELLED", async () => {
    espn.override(
      engUrl,
      json(
        200,
        variant("740602", { name: "STATUS_SUSPENDED", state: "post", completed: false, shortDetail: "Suspended" }, [
          "1",
          "0",
        ]),
      ),
    );
    await ingestEspnScoreboard({ league: "epl", dates: "20250817" }, options("2026-07-21T09:00:00Z"));
    expect((await matchByEvent("740602"))!.status).toBe("POSTPONED");
    espn.override(
      engUrl,
      json(
        200,
        variant("740602", { name: "STATUS_CANCELED", state: "post", completed: false, shortDetail: "Canceled" }),
      ),
    );
    await ingestEspnScoreboard({ league: "epl", dates: "20250817" }, options("2026-07-21T10:00:00Z"));
    expect((await matchByEvent("740602"))!.status).toBe("CANCELLED");
  });

  it("a rescheduled game is UPCOMING again, with its result time cleared", async () => {
    espn.override(engUrl, json(200, variant("740602", {})));
    await ingestEspnScoreboard({ league: "epl", dates: "20250817" }, options("2026-07-21T11:00:00Z"));
    const spurs = (await matchByEvent("740602"))!;
    expect([spurs.status, spurs.resultRecordedAt]).toEqual(["UPCOMING", null]);
  });

  it("a COMPLETED match never goes back to LIVE", async () => {
    espn.override(
      engUrl,
      json(
        200,
        variant("740600", { name: "STATUS_SECOND_HALF", state: "in", completed: false, shortDetail: "80'" }, [
          "1",
          "0",
        ]),
      ),
    );
    const counts = await ingestEspnScoreboard({ league: "epl", dates: "20250817" }, options("2026-07-21T12:00:00Z"));
    expect(counts).toMatchObject({ matchesUpdated: 0, matchesUnchanged: 1 });
    const arsenal = (await matchByEvent("740600"))!;
    expect([arsenal.status, arsenal.homeScore, arsenal.awayScore, arsenal.statusDetail]).toEqual([
      "COMPLETED",
      2,
      1,
      "FT",
    ]);
  });

  it("re-processing an older payload does not undo a newer report", async () => {
    const [oldest] = await db
      .select({ id: rawPayloads.id })
      .from(rawPayloads)
      .where(and(eq(rawPayloads.league, "worldcup")))
      .orderBy(rawPayloads.fetchedAt)
      .limit(1);
    const counts = await processRawPayload(oldest!.id);
    expect(counts.matchesUpdated).toBe(0);
    expect((await matchByEvent("760517"))!.status).toBe("LIVE");
  });
});

describe("summaries", () => {
  it("ingests a game summary as a match", async () => {
    const counts = await ingestEspnSummary({ league: "nfl", eventId: "401547417" }, options("2026-07-19T20:00:00Z"));
    expect(counts).toMatchObject({ fetched: 1, matchesCreated: 1, errors: [] });
    const game = (await matchByEvent("401547417"))!;
    expect(await teamName(game.homeTeamId)).toBe("Atlanta Falcons");
    expect([game.status, game.homeScore, game.awayScore, game.venue]).toEqual([
      "COMPLETED",
      25,
      24,
      "Mercedes-Benz Stadium",
    ]);
    expect(espn.requests[0]!.url).toBe("/football/nfl/summary?event=401547417");
  });

  it("an unknown event is a typed bad_request", async () => {
    await expect(
      ingestEspnSummary({ league: "nfl", eventId: "1" }, options("2026-07-19T20:00:00Z")),
    ).rejects.toMatchObject({ kind: "bad_request", status: 404 });
  });
});

describe("failures write nothing", () => {
  it("a league ESPN does not know (HTTP 400) is a typed bad_request", async () => {
    const before = await sportsDataCounts();
    const error = await ingestEspnScoreboard({ league: "laliga" }, options("2026-07-19T20:00:00Z")).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ provider: "espn", kind: "bad_request", status: 400, retryable: false });
    expect(await sportsDataCounts()).toEqual(before);
  });

  it("a hanging server times out", async () => {
    espn.setMode({ kind: "hang" });
    const before = await sportsDataCounts();
    const started = Date.now();
    const error = await ingestEspnScoreboard(
      { league: "nba", dates: "20241215" },
      { baseUrl: espn.url, timeoutMs: 300 },
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "timeout", retryable: true });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await sportsDataCounts()).toEqual(before);
  });

  it("a server error and a non-JSON answer are typed errors", async () => {
    espn.setMode({ kind: "respond", response: { status: 503, body: "busy", contentType: "text/plain" } });
    await expect(ingestEspnScoreboard({ league: "nba" }, options("2026-07-19T20:00:00Z"))).rejects.toMatchObject({
      kind: "http",
      status: 503,
      retryable: true,
    });
    espn.setMode({
      kind: "respond",
      response: { status: 403, body: "<html>blocked</html>", contentType: "text/html" },
    });
    await expect(ingestEspnScoreboard({ league: "nba" }, options("2026-07-19T20:00:00Z"))).rejects.toMatchObject({
      kind: "http",
      status: 403,
    });
    espn.setMode({ kind: "respond", response: { status: 200, body: "<html>hello</html>", contentType: "text/html" } });
    await expect(ingestEspnScoreboard({ league: "nba" }, options("2026-07-19T20:00:00Z"))).rejects.toMatchObject({
      kind: "bad_response",
    });
  });

  it("a closed port is a network error", async () => {
    await expect(
      ingestEspnScoreboard({ league: "nba" }, { baseUrl: "http://127.0.0.1:9", timeoutMs: 2_000 }),
    ).rejects.toMatchObject({ kind: "network" });
  });

  it("unknown leagues and leagues without ESPN are refused before any call", async () => {
    await expect(ingestEspnScoreboard({ league: "nope" }, options("2026-07-19T20:00:00Z"))).rejects.toBeInstanceOf(
      AppError,
    );
    await expect(ingestEspnScoreboard({ league: "lol" }, options("2026-07-19T20:00:00Z"))).rejects.toMatchObject({
      code: "bad_request",
    });
    await expect(
      ingestEspnScoreboard({ league: "nba", dates: "2024-12-15" }, options("2026-07-19T20:00:00Z")),
    ).rejects.toMatchObject({ kind: "bad_request" });
    expect(espn.requestCount).toBe(0);
  });

  it("a garbled score is reported for that event only", async () => {
    const body = fixtureJson<{ events: Array<{ competitions: Array<{ competitors: Array<{ score: string }> }> }> }>(
      "espn/nba-scoreboard-20241215.json",
    );
    body.events[1]!.competitions[0]!.competitors[0]!.score = "99999999999";
    espn.override("/basketball/nba/scoreboard?dates=20241216", json(200, body));
    const counts = await ingestEspnScoreboard({ league: "nba", dates: "20241216" }, options("2026-07-22T00:00:00Z"));
    expect(counts).toMatchObject({ fetched: 2, skipped: 1 });
    expect(counts.errors).toEqual(["event 401736811: final without a score"]);
  });

  it("a processing failure rolls the whole payload back and records the error", async () => {
    const payload = await createRawPayload({
      provider: "espn",
      kind: "scoreboard",
      sport: "basketball",
      league: "nba",
      url: "http://example.test/basketball/nba/scoreboard",
      status: 200,
      fetchedAt: at("2026-07-22T00:00:00Z"),
      body: fixtureJson("espn/nba-scoreboard-20241215.json"),
    });
    await db.delete(matches).where(inArray(matches.externalId, ["401736810", "401736811"]));
    // Fault injection: the database refuses the second event's match, after the first one was written.
    await db.execute(sql`create function refuse_match() returns trigger language plpgsql as $$
      begin if new.external_id = '401736811' then raise exception 'refused by test trigger'; end if;
      return new; end $$`);
    await db.execute(
      sql`create trigger refuse_match before insert on matches for each row execute function refuse_match()`,
    );
    try {
      const before = await sportsDataCounts();
      await expect(processRawPayload(payload.id)).rejects.toThrow();
      expect(await sportsDataCounts()).toEqual(before);
      expect(await matchByEvent("401736810")).toBeUndefined();
      const [row] = await db.select().from(rawPayloads).where(eq(rawPayloads.id, payload.id));
      expect(row!.processedAt).toBeNull();
      expect(row!.error).toBe("refused by test trigger");
    } finally {
      await db.execute(sql`drop trigger refuse_match on matches`);
      await db.execute(sql`drop function refuse_match()`);
    }
    // Once the fault is gone the same payload processes fine.
    const counts = await processRawPayload(payload.id);
    expect(counts.matchesCreated).toBe(2);
  });
});
