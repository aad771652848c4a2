import { describe, expect, it, vi } from "vitest";

import {
  buildDemoTeams,
  buildDemoWorld,
  DEMO_BOOKMAKERS,
  DEMO_FUTURE_DAYS,
  DEMO_PAST_DAYS,
  roundRobinPairs,
  type DemoMatch,
} from "@/db/seed/demo/generate";
import { dixonColesMatrix, normalCdf, poissonOutcome, sportModel } from "@/db/seed/demo/sport-models";
import { rngFor } from "@/db/seed/random";
import { inSeason } from "@/db/seed/demo/seasons";
import { DEMO_LEAGUES } from "@/db/seed/demo/teams";
import { DAY_MS, zonedTimeToUtc } from "@/db/seed/demo/time";

// Each world holds ~3,000 matches and ~100,000 prices: a second or two alone, several times that on two
// shared cores.
vi.setConfig({ testTimeout: 30_000 });

const NOW = new Date("2025-11-22T12:00:00Z");
const SEED = 42;
const world = buildDemoWorld({ now: NOW, seed: SEED });

const completed = (leagueIds: string[]) =>
  world.matches.filter((match) => match.status === "COMPLETED" && leagueIds.includes(match.leagueId));
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const sd = (values: number[]) => {
  const m = mean(values);
  return Math.sqrt(mean(values.map((value) => (value - m) ** 2)));
};
const localHour = (instant: Date, timeZone: string) =>
  Number(new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(instant));

describe("buildDemoWorld is deterministic", () => {
  it("returns identical rows for the same seed and now", () => {
    expect(buildDemoWorld({ now: NOW, seed: SEED })).toEqual(world);
  });

  it("returns a different world for a different seed", () => {
    const other = buildDemoWorld({ now: NOW, seed: SEED + 1 });
    const scores = (matches: DemoMatch[]) => matches.map((match) => `${match.homeScore}-${match.awayScore}`).join(",");
    expect(scores(other.matches)).not.toEqual(scores(world.matches));
  });

  it("lays the schedule on the calendar: a later run extends the same world", () => {
    const later = buildDemoWorld({ now: new Date(NOW.getTime() + 3 * DAY_MS), seed: SEED });
    const byId = new Map(later.matches.map((match) => [match.externalId, match]));
    const overlap = world.matches.filter((match) => match.kickoffAt.getTime() > NOW.getTime() - 100 * DAY_MS);
    for (const match of overlap) {
      const again = byId.get(match.externalId);
      expect(again, match.externalId).toBeDefined();
      expect(again!.kickoffAt).toEqual(match.kickoffAt);
      if (match.status === "COMPLETED") {
        expect([again!.homeScore, again!.awayScore]).toEqual([match.homeScore, match.awayScore]);
      }
    }
  });

  it("uses unique external ids for teams and matches", () => {
    expect(new Set(world.teams.map((team) => team.externalId)).size).toBe(world.teams.length);
    expect(new Set(world.matches.map((match) => match.externalId)).size).toBe(world.matches.length);
  });
});

describe("teams", () => {
  it("has every club of every demo league with a strength ordered roughly by the list", () => {
    const teams = buildDemoTeams(SEED);
    expect(teams).toHaveLength(DEMO_LEAGUES.reduce((sum, league) => sum + league.teams.length, 0));
    const epl = teams.filter((team) => team.leagueId === "epl");
    expect(epl).toHaveLength(20);
    expect(epl[0]!.strength).toBeGreaterThan(epl[19]!.strength);
    expect(teams.filter((team) => team.leagueId === "nba")).toHaveLength(30);
    expect(teams.find((team) => team.externalId === "demo:nba:TOR")?.country).toBe("Canada");
  });
});

describe("schedule", () => {
  it(
    "covers the last 120 days (more for a league whose season has just begun) and the next 7, with results before " +
      "now and fixtures after",
    () => {
      const first = NOW.getTime() - 366 * DAY_MS;
      const horizon = NOW.getTime() + DEMO_FUTURE_DAYS * DAY_MS;
      for (const match of world.matches) {
        expect(match.kickoffAt.getTime()).toBeGreaterThanOrEqual(first);
        expect(match.kickoffAt.getTime()).toBeLessThanOrEqual(horizon);
        if (match.status === "UPCOMING") expect(match.kickoffAt.getTime()).toBeGreaterThan(NOW.getTime());
        else expect(match.kickoffAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      }
      const upcoming = world.matches.filter((match) => match.status === "UPCOMING");
      const today = Math.floor(NOW.getTime() / DAY_MS);
      for (const league of DEMO_LEAGUES) {
        // Late November: every league but MLB is in season.
        expect(
          upcoming.some((match) => match.leagueId === league.leagueId),
          league.leagueId,
        ).toBe(inSeason(league.leagueId, today));
        expect(completed([league.leagueId]).length, league.leagueId).toBeGreaterThan(100);
      }
      expect(inSeason("mlb", today)).toBe(false);
      // Leagues in season over the whole window keep to the plain 120 days.
      const epl = world.matches.filter((match) => match.leagueId === "epl");
      expect(Math.min(...epl.map((match) => match.kickoffAt.getTime()))).toBeGreaterThanOrEqual(
        NOW.getTime() - (DEMO_PAST_DAYS + 1) * DAY_MS,
      );
    },
  );

  it("never schedules a team twice on one day or against itself", () => {
    const seen = new Set<string>();
    for (const match of world.matches) {
      expect(match.home.externalId).not.toBe(match.away.externalId);
      const day = match.externalId.split(":")[2];
      for (const team of [match.home, match.away]) {
        const key = `${team.externalId}@${day}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });

  it("kicks off at realistic local hours", () => {
    const zones = new Map(DEMO_LEAGUES.map((league) => [league.leagueId, league.timeZone]));
    for (const match of world.matches) {
      const hour = localHour(match.kickoffAt, zones.get(match.leagueId)!);
      expect(hour, match.externalId).toBeGreaterThanOrEqual(12);
      expect(hour, match.externalId).toBeLessThanOrEqual(22);
    }
    // European football is played Friday to Monday, and on Tuesday or Wednesday in midweek rounds (local time).
    for (const match of world.matches.filter((m) => m.sportId === "football")) {
      const weekday = new Intl.DateTimeFormat("en-GB", {
        timeZone: zones.get(match.leagueId)!,
        weekday: "short",
      }).format(match.kickoffAt);
      expect(["Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]).toContain(weekday);
    }
  });

  it("pairs every team exactly once per round robin round, and every pair once per cycle", () => {
    const n = 20;
    const meetings = new Map<string, number>();
    for (let round = 0; round < n - 1; round++) {
      const pairs = roundRobinPairs(n, 1000 + round);
      expect(new Set(pairs.flat()).size).toBe(n);
      for (const [a, b] of pairs) {
        const key = [Math.min(a, b), Math.max(a, b)].join("-");
        meetings.set(key, (meetings.get(key) ?? 0) + 1);
      }
    }
    expect(meetings.size).toBe((n * (n - 1)) / 2);
    expect([...meetings.values()].every((count) => count === 1)).toBe(true);
  });
});

describe("results look like the real sports", () => {
  it("football: about 2.5–3.2 goals a game, home wins ~45%, draws ~25%", () => {
    const games = completed(["epl", "laliga", "seriea", "bundesliga", "ligue1"]);
    const goals = games.map((match) => match.homeScore! + match.awayScore!);
    expect(mean(goals)).toBeGreaterThan(2.4);
    expect(mean(goals)).toBeLessThan(3.3);
    const homeWins = games.filter((match) => match.homeScore! > match.awayScore!).length / games.length;
    const draws = games.filter((match) => match.homeScore === match.awayScore).length / games.length;
    expect(homeWins).toBeGreaterThan(0.38);
    expect(homeWins).toBeLessThan(0.55);
    expect(draws).toBeGreaterThan(0.18);
    expect(draws).toBeLessThan(0.32);
  });

  it("basketball: about 110 ± 12 points a team, no ties", () => {
    const games = completed(["nba"]);
    const points = games.flatMap((match) => [match.homeScore!, match.awayScore!]);
    expect(mean(points)).toBeGreaterThan(104);
    expect(mean(points)).toBeLessThan(120);
    expect(sd(points)).toBeGreaterThan(8);
    expect(sd(points)).toBeLessThan(16);
    expect(games.every((match) => match.homeScore !== match.awayScore)).toBe(true);
  });

  it("baseball, hockey and American football have no ties and plausible totals", () => {
    const total = (leagueId: string) => mean(completed([leagueId]).map((match) => match.homeScore! + match.awayScore!));
    expect(total("mlb")).toBeGreaterThan(7);
    expect(total("mlb")).toBeLessThan(11);
    expect(total("nhl")).toBeGreaterThan(5);
    expect(total("nhl")).toBeLessThan(7.5);
    expect(total("nfl")).toBeGreaterThan(38);
    expect(total("nfl")).toBeLessThan(52);
    for (const match of completed(["mlb", "nhl", "nfl"])) expect(match.homeScore).not.toBe(match.awayScore);
  });

  it("stronger teams win more often", () => {
    const games = completed(["epl", "laliga", "seriea", "bundesliga", "ligue1", "nba", "mlb", "nhl", "nfl"]).filter(
      (match) => match.homeScore !== match.awayScore,
    );
    const strongerWon = games.filter(
      (match) => match.home.strength > match.away.strength === match.homeScore! > match.awayScore!,
    );
    expect(strongerWon.length / games.length).toBeGreaterThan(0.58);
  });

  it("marks a few past fixtures postponed, without a score", () => {
    const postponed = world.matches.filter((match) => match.status === "POSTPONED");
    expect(postponed.length).toBeGreaterThan(0);
    expect(postponed.length / world.matches.length).toBeLessThan(0.03);
    expect(postponed.every((match) => match.homeScore === null && match.statusDetail === "Postponed")).toBe(true);
  });
});

describe("odds", () => {
  const groups = new Map<string, number[]>();
  for (const odds of world.odds) {
    const key = `${odds.matchExternalId}@${odds.capturedAt.toISOString()}#${odds.bookmaker}`;
    groups.set(key, [...(groups.get(key) ?? []), odds.price]);
  }

  it("quotes every outcome with its bookmaker's margin", () => {
    const margins = new Map(DEMO_BOOKMAKERS.map((book) => [book.key, book.margin]));
    // Offenders are collected and asserted once: one expect per quote is slow over ~90,000 prices.
    const offenders: string[] = [];
    for (const [key, prices] of groups) {
      const overround = prices.reduce((sum, price) => sum + 1 / price, 0);
      const margin = margins.get(key.split("#")[1]!)!;
      if (!prices.every((price) => price > 1) || Math.abs(overround - 1 - margin) >= 0.02)
        offenders.push(`${key} ${overround}`);
    }
    expect(groups.size).toBeGreaterThan(10_000);
    expect(offenders).toEqual([]);
  });

  it("prices three outcomes in football and two elsewhere at every book, never captured after now", () => {
    const byMatch = new Map<string, typeof world.odds>();
    for (const odds of world.odds) {
      const list = byMatch.get(odds.matchExternalId) ?? [];
      list.push(odds);
      byMatch.set(odds.matchExternalId, list);
    }
    const offenders: string[] = [];
    for (const match of world.matches) {
      const rows = byMatch.get(match.externalId) ?? [];
      const openingAt = Math.min(...rows.map((odds) => odds.capturedAt.getTime()));
      const opening = rows.filter((odds) => odds.capturedAt.getTime() === openingAt);
      if (opening.length !== (match.sportId === "football" ? 3 : 2) * DEMO_BOOKMAKERS.length)
        offenders.push(`${match.externalId}: opening`);
      const closing = rows.filter((odds) => odds.isClosing);
      if (closing.length > 0 !== (match.status === "COMPLETED" || match.status === "LIVE"))
        offenders.push(`${match.externalId}: closing`);
      if (
        rows.some(
          (odds) => odds.capturedAt.getTime() > NOW.getTime() || odds.capturedAt.getTime() >= match.kickoffAt.getTime(),
        )
      ) {
        offenders.push(`${match.externalId}: captured after now or kick-off`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("makes favourites short: the stronger side's price is usually the lower one", () => {
    const sharp = DEMO_BOOKMAKERS[0]!.key;
    const closingHome = new Map(
      world.odds
        .filter((odds) => odds.isClosing && odds.bookmaker === sharp && odds.selection === "home")
        .map((odds) => [odds.matchExternalId, odds.price]),
    );
    const closingAway = new Map(
      world.odds
        .filter((odds) => odds.isClosing && odds.bookmaker === sharp && odds.selection === "away")
        .map((odds) => [odds.matchExternalId, odds.price]),
    );
    const mismatched = world.matches.filter((match) => {
      const home = closingHome.get(match.externalId);
      const away = closingAway.get(match.externalId);
      if (home === undefined || away === undefined || Math.abs(match.home.strength - match.away.strength) < 0.5)
        return false;
      return match.home.strength > match.away.strength ? home > away : away > home;
    });
    expect(mismatched).toHaveLength(0);
  });
});

describe("one simulated truth", () => {
  const played = world.matches.filter((match) => match.status === "COMPLETED");
  const won = (match: DemoMatch) => match.homeScore! > match.awayScore!;

  it(
    "draws every result from the probabilities the books price: results come true as often as the truth says, by " +
      "band",
    () => {
      // Home wins against the true home probability, in 10-point bands with enough games; every sport pooled
      // (a few thousand results), so each band's frequency is within sampling error of its mean probability.
      const bands = new Map<number, { n: number; p: number; won: number }>();
      for (const match of played) {
        const band = Math.min(9, Math.floor(match.probabilities.home * 10));
        const entry = bands.get(band) ?? { n: 0, p: 0, won: 0 };
        entry.n += 1;
        entry.p += match.probabilities.home;
        entry.won += won(match) ? 1 : 0;
        bands.set(band, entry);
      }
      for (const [band, { n, p, won: wins }] of bands) {
        if (n < 150) continue;
        const expected = p / n;
        const se = Math.sqrt((expected * (1 - expected)) / n);
        expect(
          Math.abs(wins / n - expected),
          `band ${band}0 %: ${wins}/${n} against ${expected.toFixed(3)}`,
        ).toBeLessThan(4 * se);
      }
      // Football's draws too.
      const football = played.filter((match) => match.kind === "football");
      const drawRate = football.filter((match) => match.homeScore === match.awayScore).length / football.length;
      expect(Math.abs(drawRate - mean(football.map((match) => match.probabilities.draw!)))).toBeLessThan(0.03);
    },
  );

  it(
    "gives each sport the spread of prices its real league has: favourites up to ~90 % in the NBA, ~75 % in the " +
      "NHL and MLB",
    () => {
      const favourite = (leagueId: string) => {
        const list = world.matches
          .filter((match) => match.leagueId === leagueId)
          .map((match) => Math.max(match.probabilities.home, match.probabilities.away));
        const sorted = list.sort((a, b) => a - b);
        return { p90: sorted[Math.floor(sorted.length * 0.9)]!, max: sorted.at(-1)! };
      };
      expect(favourite("nba").max).toBeGreaterThan(0.8);
      expect(favourite("nba").max).toBeLessThan(0.95);
      expect(favourite("nhl").max).toBeLessThan(0.8);
      expect(favourite("nhl").p90).toBeLessThan(0.72);
      expect(favourite("mlb").max).toBeLessThan(0.76);
      expect(favourite("mlb").p90).toBeLessThan(0.68);
      expect(favourite("nfl").max).toBeLessThan(0.9);
      // Football: home about 45 %, draw about 25 %.
      const football = world.matches.filter((match) => match.kind === "football");
      expect(mean(football.map((match) => match.probabilities.home))).toBeGreaterThan(0.4);
      expect(mean(football.map((match) => match.probabilities.home))).toBeLessThan(0.5);
      expect(mean(football.map((match) => match.probabilities.draw!))).toBeGreaterThan(0.22);
      expect(mean(football.map((match) => match.probabilities.draw!))).toBeLessThan(0.29);
    },
  );

  it("plays at home with an advantage: equal teams' home side is the favourite in every sport", () => {
    for (const league of DEMO_LEAGUES) {
      const team = buildDemoTeams(SEED).find((entry) => entry.leagueId === league.leagueId)!;
      const model = sportModel(league.kind, team, { ...team, externalId: `${team.externalId}-twin` });
      expect(model.probabilities.home, league.leagueId).toBeGreaterThan(model.probabilities.away);
    }
  });

  it("samples football scores from the Dixon–Coles matrix it sums the probabilities from", () => {
    const matrix = dixonColesMatrix(1.5, 1.1, -0.08);
    expect(matrix.flat().reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
    // The low-score correction makes 0-0 and 1-1 likelier than independent goals would.
    expect(matrix[0]![0]!).toBeGreaterThan(dixonColesMatrix(1.5, 1.1, 0)[0]![0]!);
    const team = buildDemoTeams(SEED).find((entry) => entry.leagueId === "epl")!;
    const model = sportModel(
      "football",
      team,
      buildDemoTeams(SEED).find((entry) => entry.leagueId === "epl" && entry !== team)!,
    );
    const rng = rngFor(SEED, "dixon-coles-sample");
    const draws =
      Array.from({ length: 20_000 }, () => model.sample(rng)).filter((score) => score.home === score.away).length /
      20_000;
    expect(Math.abs(draws - model.probabilities.draw!)).toBeLessThan(0.015);
  });
});

describe("maths helpers", () => {
  it("poissonOutcome sums to one and favours the higher rate", () => {
    const { win, draw, loss } = poissonOutcome(1.6, 1.1);
    expect(win + draw + loss).toBeCloseTo(1, 10);
    expect(win).toBeGreaterThan(loss);
    expect(draw).toBeGreaterThan(0.2);
  });

  it("normalCdf matches known values", () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalCdf(-1)).toBeCloseTo(0.1587, 4);
  });

  it("zonedTimeToUtc converts local kick-offs through daylight saving", () => {
    const day = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
    expect(zonedTimeToUtc(day("2025-01-11"), 15, 0, "Europe/London").toISOString()).toBe("2025-01-11T15:00:00.000Z");
    expect(zonedTimeToUtc(day("2025-08-16"), 15, 0, "Europe/London").toISOString()).toBe("2025-08-16T14:00:00.000Z");
    expect(zonedTimeToUtc(day("2025-01-11"), 19, 30, "America/New_York").toISOString()).toBe(
      "2025-01-12T00:30:00.000Z",
    );
    expect(zonedTimeToUtc(day("2025-03-30"), 20, 45, "Europe/Rome").toISOString()).toBe("2025-03-30T18:45:00.000Z");
  });
});
