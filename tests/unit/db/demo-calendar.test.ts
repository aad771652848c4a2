// The demo calendar follows each league's real season, for any seed date.
import { describe, expect, it, vi } from "vitest";

import {
  buildDemoTeams,
  buildDemoWorld,
  buildFixtures,
  pastWindowStart,
  DEMO_MIN_SEASON_DAYS,
  type DemoFixture,
} from "@/db/seed/demo/generate";
import { inSeason, seasonPhase } from "@/db/seed/demo/seasons";
import { DEMO_LEAGUES } from "@/db/seed/demo/teams";
import { DAY_MS } from "@/db/seed/demo/time";

// Each world holds ~3,000 matches and ~100,000 prices: a second or two alone, several times that on two
// shared cores.
vi.setConfig({ testTimeout: 30_000 });

const SEED = 7;
const teams = buildDemoTeams(SEED);
const day = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const league = (id: string) => DEMO_LEAGUES.find((entry) => entry.leagueId === id)!;
const fixtures = (id: string, from: string, to: string) =>
  buildFixtures(
    league(id),
    teams.filter((team) => team.leagueId === id),
    SEED,
    day(from),
    day(to),
  );
const localWeekday = (fixture: DemoFixture) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: league(fixture.leagueId).timeZone, weekday: "short" }).format(
    fixture.kickoffAt,
  );
const FOOTBALL = ["epl", "laliga", "seriea", "bundesliga", "ligue1"];

describe("seasons", () => {
  it.each([
    ["mlb", "2025-11-26", false],
    ["mlb", "2026-07-01", true],
    ["mlb", "2026-03-01", false],
    ["mlb", "2025-10-20", true],
    ["nba", "2025-11-26", true],
    ["nba", "2026-06-10", true],
    ["nba", "2026-07-15", false],
    ["nba", "2025-10-01", false],
    ["nhl", "2025-10-10", true],
    ["nhl", "2026-08-01", false],
    ["nfl", "2025-11-26", true],
    ["nfl", "2026-02-01", true],
    ["nfl", "2026-03-15", false],
    ["nfl", "2026-06-01", false],
    ["epl", "2025-11-26", true],
    ["epl", "2026-06-20", false],
    ["epl", "2026-07-20", false],
    ["bundesliga", "2026-01-10", true],
  ] as const)("%s on %s: in season %s", (leagueId, iso, expected) => {
    expect(inSeason(leagueId, day(iso))).toBe(expected);
  });

  it("knows the post-season: NBA in May, MLB in October, NFL in late January", () => {
    expect(seasonPhase("nba", day("2026-05-10"))).toBe("postseason");
    expect(seasonPhase("nba", day("2026-01-10"))).toBe("regular");
    expect(seasonPhase("mlb", day("2025-10-15"))).toBe("postseason");
    expect(seasonPhase("nfl", day("2026-01-25"))).toBe("postseason");
    expect(seasonPhase("nfl", day("2025-12-25"))).toBe("regular");
  });
});

describe("fixtures by league", () => {
  it("schedules no MLB game between November and late March, and daily games in July", () => {
    expect(fixtures("mlb", "2025-11-01", "2026-03-26")).toHaveLength(0);
    const july = fixtures("mlb", "2026-07-06", "2026-07-12");
    expect(new Set(july.map((fixture) => fixture.kickoffAt.toISOString().slice(0, 10))).size).toBeGreaterThanOrEqual(7);
  });

  it("plays European football at weekends and in midweek rounds, and not in the summer", () => {
    for (const id of FOOTBALL) {
      const autumn = fixtures(id, "2025-10-01", "2025-11-30");
      const weekdays = new Set(autumn.map(localWeekday));
      expect(
        [...weekdays].every((weekday) => ["Fri", "Sat", "Sun", "Mon", "Tue", "Wed"].includes(weekday)),
        id,
      ).toBe(true);
      expect(
        autumn.some((fixture) => ["Sat", "Sun"].includes(localWeekday(fixture))),
        id,
      ).toBe(true);
      expect(
        autumn.some((fixture) => ["Tue", "Wed"].includes(localWeekday(fixture))),
        id,
      ).toBe(true);
      expect(fixtures(id, "2026-06-01", "2026-08-10"), id).toHaveLength(0);
    }
  });

  it("plays the NFL weekly Thursday, Sunday and Monday, September to February; never in spring or summer", () => {
    const season = fixtures("nfl", "2025-09-01", "2026-01-05");
    expect(new Set(season.map(localWeekday))).toEqual(new Set(["Thu", "Sun", "Mon"]));
    expect(season.filter((fixture) => localWeekday(fixture) === "Sun").length).toBeGreaterThan(season.length / 2);
    // The play-offs shrink to the Super Bowl in the second week of February.
    const playoffs = fixtures("nfl", "2026-01-06", "2026-02-28");
    expect(playoffs.length).toBe(6 + 4 + 2 + 1);
    expect(playoffs.at(-1)!.kickoffAt.toISOString().slice(0, 10)).toBe("2026-02-08");
    expect(fixtures("nfl", "2026-03-01", "2026-08-31")).toHaveLength(0);
  });

  it("plays the NBA and NHL from October to June, with a handful of play-off games a day at the end", () => {
    for (const id of ["nba", "nhl"]) {
      expect(fixtures(id, "2026-06-20", "2026-09-30"), id).toHaveLength(0);
      const december = fixtures(id, "2025-12-01", "2025-12-07");
      expect(december.length, id).toBeGreaterThan(20);
      const playoffs = fixtures(id, "2026-05-04", "2026-05-10");
      expect(playoffs.length, id).toBeGreaterThan(0);
      expect(playoffs.length, id).toBeLessThanOrEqual(7 * 4);
    }
  });
});

describe("the world at any seed date", () => {
  it.each(["2025-11-26T10:00:00Z", "2026-07-01T10:00:00Z", "2026-01-20T10:00:00Z", "2026-04-01T10:00:00Z"])(
    "has fixtures in the next 7 days for exactly the leagues in season on %s, and history for each",
    (iso) => {
      const now = new Date(iso);
      const today = Math.floor(now.getTime() / DAY_MS);
      const world = buildDemoWorld({ now, seed: SEED });
      const upcoming = new Set(
        world.matches.filter((match) => match.status === "UPCOMING").map((match) => match.leagueId),
      );
      const inSeasonThisWeek = DEMO_LEAGUES.filter((entry) =>
        [0, 1, 2, 3, 4, 5, 6].some((offset) => inSeason(entry.leagueId, today + offset)),
      );
      expect([...upcoming].sort()).toEqual(inSeasonThisWeek.map((entry) => entry.leagueId).sort());
      // Every match is on a day of its league's season (a US evening game falls on the next UTC day).
      for (const match of world.matches) {
        const utcDay = Math.floor(match.kickoffAt.getTime() / DAY_MS);
        expect(inSeason(match.leagueId, utcDay) || inSeason(match.leagueId, utcDay - 1), match.externalId).toBe(true);
      }
    },
  );

  it("reaches back into last season for a league that has just started", () => {
    const today = day("2025-10-25"); // the NBA opened four days ago
    const first = pastWindowStart("nba", today);
    let seasonDays = 0;
    for (let d = first; d <= today; d++) if (inSeason("nba", d)) seasonDays++;
    expect(seasonDays).toBeGreaterThanOrEqual(DEMO_MIN_SEASON_DAYS);
    expect(first).toBeLessThan(day("2025-06-15"));
    // A league deep in its season keeps the plain window.
    expect(pastWindowStart("epl", day("2026-02-01"))).toBe(day("2026-02-01") - 120);
  });
});
