// The historical CSV import on slices of ../shared/data written to a temp dir, plus a raw
// football-data.co.uk style file built from the same matches.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { db } from "@/db";
import { listCompletedMatchesForModel } from "@/lib/models/history.queries";
import { latestOddsForMatch } from "@/lib/market/odds.queries";
import { listTeamAliases } from "@/lib/catalogue/teams.queries";
import { matches, oddsSnapshots, teams } from "@/db/schema";
import { importHistoryFile } from "@/lib/market/history-import.service";
import { ingestEspnScoreboard } from "@/lib/market/sports-data.service";
import { startFakeEspn } from "@/tests/helpers/fake-servers/espn";
import type { FixtureServer } from "@/tests/helpers/fake-servers/fixture-server";
import { sportsDataCounts } from "@/tests/helpers/sports-data";

const DATA = path.resolve(process.cwd(), "../shared/data");
let dir: string;
let espn: FixtureServer;
const files: Record<string, string> = {};

const lines = (file: string) => readFileSync(path.join(DATA, file), "utf8").trimEnd().split("\n");

/** Shared-schema football line → football-data.co.uk raw line
 * (Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,FTR,PSCH,PSCD,PSCA,AvgH,AvgD,AvgA). */
function toRaw(line: string): string {
  const cells = line.split(",");
  const [, date, , , home, away, homeScore, awayScore, result] = cells;
  const [year, month, day] = date!.split("-");
  return [
    "E0",
    `${day}/${month}/${year}`,
    "20:00",
    home,
    away,
    homeScore,
    awayScore,
    result,
    cells[13],
    cells[14],
    cells[15],
    cells[16],
    cells[17],
    cells[18],
  ].join(",");
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "edgecast-history-"));
  const epl = lines("soccer_epl.csv");
  const nba = lines("nba.csv");
  // The first ten EPL matches of 2023-24 and the first ten NBA games of the file.
  const season = epl.filter((line) => line.includes(",2023-24,EPL,")).slice(0, 10);
  files.football = path.join(dir, "epl-slice.csv");
  writeFileSync(files.football, [epl[0], ...season].join("\n") + "\n");
  files.nba = path.join(dir, "nba-slice.csv");
  writeFileSync(files.nba, [nba[0], ...nba.slice(1, 11)].join("\n") + "\n");
  // Raw season file: three of the same matches (same derived ids) plus one more from the shared file.
  const extra = epl.filter((line) => line.includes(",2023-24,EPL,"))[10]!;
  files.raw = path.join(dir, "E0.csv");
  writeFileSync(
    files.raw,
    [
      "Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,FTR,PSCH,PSCD,PSCA,AvgH,AvgD,AvgA",
      ...season.slice(0, 3).map(toRaw),
      toRaw(extra),
    ].join("\r\n") + "\r\n",
  );
  espn = await startFakeEspn();
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await espn.close();
});

describe("history import", () => {
  it("imports a football slice: matches, teams under canonical names with aliases, odds", async () => {
    const counts = await importHistoryFile(files.football!);
    expect(counts).toMatchObject({
      format: "football",
      rows: 10,
      matchesCreated: 10,
      matchesUpdated: 0,
      skipped: 0,
      errors: [],
    });
    expect(counts.teamsCreated).toBe(20);
    // 2023-24 rows have Pinnacle closing, market average, Bet365 and market maximum triples: 12 snapshots a match.
    expect(counts.oddsInserted).toBe(120);

    const [burnley] = await db.select().from(matches).where(eq(matches.externalId, "EPL-2023-08-11-burnley-man-city"));
    expect(burnley).toMatchObject({
      provider: "football-data",
      leagueId: "epl",
      sportId: "football",
      status: "COMPLETED",
      homeScore: 0,
      awayScore: 3,
      season: "2023-24",
    });
    expect(burnley!.kickoffAt.toISOString()).toBe("2023-08-11T14:00:00.000Z");
    const [city] = await db.select().from(teams).where(eq(teams.id, burnley!.awayTeamId));
    expect(city!.name).toBe("Manchester City");
    expect((await listTeamAliases(city!.id)).map((alias) => alias.alias)).toEqual(["manchester city"]);

    const { latest } = await latestOddsForMatch(burnley!.id);
    const pinnacle = latest.filter((row) => row.bookmaker === "pinnacle");
    // EPL-2023-08-11-burnley-man-city: pin_close 9.62 / 5.81 / 1.33
    expect(pinnacle.map((row) => [row.selection, row.price, row.isClosing])).toEqual([
      ["home", 9.62, true],
      ["draw", 5.81, true],
      ["away", 1.33, true],
    ]);
    // The pre-match books and the maximum (a best price only), a day before kick-off, unflagged.
    const preMatch = latest.filter((row) => row.bookmaker !== "pinnacle");
    expect(
      preMatch.map((row) => [row.bookmaker, row.selection, row.price, row.isClosing, row.capturedAt.toISOString()]),
    ).toEqual(
      expect.arrayContaining([
        ["bet365", "home", 8, false, "2023-08-10T14:00:00.000Z"],
        ["market-maximum", "home", 9.5, false, "2023-08-10T14:00:00.000Z"],
        ["market-average", "home", expect.any(Number), false, "2023-08-10T14:00:00.000Z"],
      ]),
    );
    expect(preMatch).toHaveLength(9);
  });

  it("imports an NBA slice with moneyline, spread and total", async () => {
    const counts = await importHistoryFile(files.nba!);
    expect(counts).toMatchObject({ format: "nba", rows: 10, matchesCreated: 10, errors: [] });
    const [game] = await db.select().from(matches).where(eq(matches.externalId, "NBA-2007-10-30-gs-utah"));
    expect(game).toMatchObject({
      provider: "nba-history",
      leagueId: "nba",
      homeScore: 96,
      awayScore: 117,
      season: "2007-08",
    });
    expect(game!.kickoffAt.toISOString()).toBe("2007-10-30T23:00:00.000Z");
    const [home] = await db.select().from(teams).where(eq(teams.id, game!.homeTeamId));
    expect(home!.name).toBe("Golden State Warriors");
    const odds = await db.select().from(oddsSnapshots).where(eq(oddsSnapshots.matchId, game!.id));
    // The moneyline is the close; the spread and total are the pre-game lines (unflagged).
    expect(odds.map((row) => [row.market, row.selection, row.price, row.point, row.isClosing]).sort()).toEqual([
      ["h2h", "away", 2, null, true],
      ["h2h", "home", 1.8333, null, true],
      ["spreads", "away", 1.9091, 1, false],
      ["spreads", "home", 1.9091, -1, false],
      ["totals", "over", 1.9091, 212, false],
      ["totals", "under", 1.9091, 212, false],
    ]);
  });

  it("re-importing the same files adds nothing", async () => {
    const before = await sportsDataCounts();
    for (const file of [files.football!, files.nba!]) {
      const counts = await importHistoryFile(file);
      expect(counts).toMatchObject({
        matchesCreated: 0,
        matchesUpdated: 0,
        matchesUnchanged: 10,
        teamsCreated: 0,
        oddsInserted: 0,
      });
    }
    expect(await sportsDataCounts()).toEqual(before);
  });

  it("a database imported before Bet365, the maximum and the NBA close flag gets them on the next import", async () => {
    // What an earlier import stored: no Bet365 or maximum rows, the NBA moneyline unflagged.
    const football = db.select({ id: matches.id }).from(matches).where(eq(matches.provider, "football-data"));
    await db
      .delete(oddsSnapshots)
      .where(
        and(inArray(oddsSnapshots.matchId, football), inArray(oddsSnapshots.bookmaker, ["bet365", "market-maximum"])),
      );
    await db
      .update(oddsSnapshots)
      .set({ isClosing: false })
      .where(and(eq(oddsSnapshots.provider, "nba-history"), eq(oddsSnapshots.market, "h2h")));
    const before = await sportsDataCounts();

    const footballCounts = await importHistoryFile(files.football!);
    expect(footballCounts).toMatchObject({
      matchesCreated: 0,
      matchesUpdated: 0,
      matchesUnchanged: 10,
      oddsInserted: 60,
      oddsFlagged: 0,
    });
    const nbaCounts = await importHistoryFile(files.nba!);
    expect(nbaCounts).toMatchObject({ matchesUnchanged: 10, oddsInserted: 0, oddsFlagged: 20 });
    const moneylines = await db
      .select()
      .from(oddsSnapshots)
      .where(and(eq(oddsSnapshots.provider, "nba-history"), eq(oddsSnapshots.market, "h2h")));
    expect(moneylines.length).toBe(20);
    expect(moneylines.every((row) => row.isClosing)).toBe(true);
    const spreads = await db
      .select()
      .from(oddsSnapshots)
      .where(and(eq(oddsSnapshots.provider, "nba-history"), eq(oddsSnapshots.market, "spreads")));
    expect(spreads.every((row) => !row.isClosing)).toBe(true);

    // The restored rows and nothing else: teams, matches and aliases are as they were.
    expect(await sportsDataCounts()).toEqual({ ...before, oddsSnapshots: before.oddsSnapshots + 60 });
    for (const file of [files.football!, files.nba!])
      expect(await importHistoryFile(file)).toMatchObject({ oddsInserted: 0, oddsFlagged: 0 });
  });

  it("a raw football-data file of the same matches adds only the new one", async () => {
    const counts = await importHistoryFile(files.raw!);
    expect(counts).toMatchObject({
      format: "football-data",
      rows: 4,
      matchesCreated: 1,
      matchesUnchanged: 3,
      errors: [],
    });
    expect(counts.oddsInserted).toBe(6);
    // The existing matches keep their kick-off; the new one takes the file's UK time.
    const [burnley] = await db.select().from(matches).where(eq(matches.externalId, "EPL-2023-08-11-burnley-man-city"));
    expect(burnley!.kickoffAt.toISOString()).toBe("2023-08-11T14:00:00.000Z");
    const again = await importHistoryFile(files.raw!);
    expect(again).toMatchObject({ matchesCreated: 0, oddsInserted: 0 });
  });

  it("feeds the models: completed matches before an instant, oldest first", async () => {
    const records = await listCompletedMatchesForModel({ sport: "football", before: new Date("2023-08-13T00:00:00Z") });
    expect(records.length).toBeGreaterThan(0);
    expect(records[0]).toMatchObject({ league: "epl", season: "2023-24", homeScore: 0, awayScore: 3 });
    expect(records.every((record) => record.date < new Date("2023-08-13T00:00:00Z"))).toBe(true);
    expect(records.map((record) => record.date.getTime())).toEqual(
      [...records.map((record) => record.date.getTime())].sort((a, b) => a - b),
    );
  });

  it("ESPN's names meet the imported teams (Manchester City from 'Man City')", async () => {
    const before = await db
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.name, "Manchester City"), eq(teams.isDemo, false)));
    const counts = await ingestEspnScoreboard(
      { league: "epl" },
      { baseUrl: espn.url, now: new Date("2025-08-16T17:00:00Z") },
    );
    expect(counts.errors).toEqual([]);
    const after = await db
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.name, "Manchester City"), eq(teams.isDemo, false)));
    expect(after).toEqual(before);
    const [liverpool] = await db
      .select()
      .from(matches)
      .where(and(eq(matches.provider, "espn"), eq(matches.externalId, "740601")));
    expect(liverpool!.awayTeamId).toBe(before[0]!.id);
    expect((await listTeamAliases(before[0]!.id)).map((alias) => alias.alias)).toEqual([
      "espn:eng.1:382",
      "manchester city",
    ]);
  });
});
