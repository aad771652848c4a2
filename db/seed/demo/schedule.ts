// The demo schedule: each league's fixtures laid on the real calendar within its season (seasons.ts), in
// the kick-off slots the real leagues use. Pure and deterministic, like the rest of the demo world.
import type { DemoFixture, DemoTeam } from "./shapes";
import type { DemoLeague } from "./teams";
import { dayOfWeek, isoDate, zonedTimeToUtc } from "./time";
import { inSeason, seasonPhase } from "./seasons";
import { randomInt, rngFor, shuffle, type Rng } from "../random";

type Slot = [dayOffset: number, time: string];

/** Weekend kick-off slots per football league, relative to the round's Saturday (−1 = Friday). One per match. */
const FOOTBALL_SLOTS: Record<string, Slot[]> = {
  epl: [
    [-1, "20:00"],
    [0, "12:30"],
    [0, "15:00"],
    [0, "15:00"],
    [0, "15:00"],
    [0, "15:00"],
    [0, "17:30"],
    [1, "14:00"],
    [1, "14:00"],
    [1, "16:30"],
  ],
  laliga: [
    [-1, "21:00"],
    [0, "14:00"],
    [0, "16:15"],
    [0, "18:30"],
    [0, "21:00"],
    [1, "14:00"],
    [1, "16:15"],
    [1, "18:30"],
    [1, "21:00"],
    [2, "21:00"],
  ],
  seriea: [
    [-1, "20:45"],
    [0, "15:00"],
    [0, "18:00"],
    [0, "20:45"],
    [1, "12:30"],
    [1, "15:00"],
    [1, "15:00"],
    [1, "18:00"],
    [1, "20:45"],
    [2, "20:45"],
  ],
  bundesliga: [
    [-1, "20:30"],
    [0, "15:30"],
    [0, "15:30"],
    [0, "15:30"],
    [0, "15:30"],
    [0, "15:30"],
    [0, "18:30"],
    [1, "15:30"],
    [1, "17:30"],
  ],
  ligue1: [
    [-1, "20:45"],
    [0, "17:00"],
    [0, "19:00"],
    [0, "21:05"],
    [1, "15:00"],
    [1, "15:00"],
    [1, "15:00"],
    [1, "17:15"],
    [1, "20:45"],
  ],
};

/** Midweek kick-off slots of a football round, relative to its Tuesday (0) and Wednesday (1). */
const FOOTBALL_MIDWEEK_SLOTS: Slot[] = [
  [0, "19:30"],
  [0, "19:45"],
  [0, "20:00"],
  [0, "20:00"],
  [0, "20:30"],
  [1, "19:30"],
  [1, "19:45"],
  [1, "20:00"],
  [1, "20:00"],
  [1, "20:30"],
];

/** Every third week of the season carries a midweek round as well as the weekend one (congested weeks). */
function hasMidweekRound(saturday: number): boolean {
  return Math.floor(saturday / 7) % 3 === 0;
}

/** NFL week: Thursday night, Sunday early/late/night, Monday night (relative to Sunday). */
const NFL_SLOTS: Slot[] = [
  [-3, "20:15"],
  ...Array.from({ length: 8 }, (): Slot => [0, "13:00"]),
  [0, "16:05"],
  [0, "16:25"],
  [0, "16:25"],
  [0, "20:20"],
  [1, "20:15"],
];

/** NFL play-off weeks: the Sunday slate shrinks (6, 4, 2 games), then the Super Bowl alone. */
const NFL_PLAYOFF_SLOTS: Slot[] = [
  [0, "13:00"],
  [0, "16:30"],
  [0, "20:15"],
  [1, "20:15"],
  [0, "16:05"],
  [0, "18:30"],
];

/** Games a day in the post-season of daily leagues: a handful of series at a time. */
const postseasonGames = (rng: Rng) => randomInt(rng, 1, 4);

/** Local start times of daily leagues (Eastern time), repeated to weight the common ones. */
const DAILY_TIMES: Record<
  string,
  { games: (rng: Rng, weekday: number) => number; times: (weekday: number) => string[] }
> = {
  nba: {
    games: (rng) => randomInt(rng, 3, 10),
    times: (weekday) => [
      ...["19:00", "19:00", "19:30", "19:30", "20:00", "20:00", "21:00", "22:00", "22:30"],
      ...(weekday === 0 ? ["15:30", "18:00"] : []),
    ],
  },
  nhl: {
    games: (rng) => randomInt(rng, 2, 10),
    times: (weekday) => [
      ...["19:00", "19:00", "19:00", "19:30", "19:30", "20:00", "21:00", "22:00"],
      ...(weekday === 6 ? ["13:00", "16:00"] : []),
    ],
  },
  mlb: {
    games: (rng, weekday) => (weekday === 1 || weekday === 4 ? randomInt(rng, 6, 10) : randomInt(rng, 12, 15)),
    times: () => [
      "13:05",
      "13:10",
      "16:10",
      "18:40",
      "18:45",
      "19:05",
      "19:05",
      "19:10",
      "19:10",
      "19:40",
      "20:10",
      "21:40",
      "22:10",
    ],
  },
};

/**
 * Fixtures of one league whose local match day lies in [firstDay, lastDay] (UTC day numbers) and in the
 * league's season (seasons.ts). Football: a weekly round-robin round on the weekend, and a midweek round
 * every third week; NFL: a weekly Thursday/Sunday/Monday slate, shrinking in the play-offs; NBA, NHL, MLB:
 * daily slates, a few games a day in the post-season.
 */
export function buildFixtures(
  league: DemoLeague,
  teams: readonly DemoTeam[],
  seed: number,
  firstDay: number,
  lastDay: number,
): DemoFixture[] {
  const fixtures: DemoFixture[] = [];
  const add = (home: DemoTeam, away: DemoTeam, day: number, time: string) => {
    if (day < firstDay || day > lastDay || !inSeason(league.leagueId, day)) return;
    const [hour, minute] = time.split(":").map(Number) as [number, number];
    fixtures.push({
      externalId: `demo:${league.leagueId}:${isoDate(day)}:${home.abbreviation}-${away.abbreviation}`,
      leagueId: league.leagueId,
      sportId: league.sportId,
      kind: league.kind,
      home,
      away,
      kickoffAt: zonedTimeToUtc(day, hour, minute, league.timeZone),
    });
  };

  if (league.kind === "football") {
    const slots = FOOTBALL_SLOTS[league.leagueId] ?? FOOTBALL_SLOTS.epl!;
    // A fixed, seeded permutation so round-robin pairings are not ordered by strength.
    const order = shuffle(rngFor(seed, `${league.leagueId}:order`), teams);
    const playRound = (round: number, anchor: number, roundSlots: readonly Slot[]) => {
      const pairs = roundRobinPairs(order.length, round);
      const slotOrder = shuffle(rngFor(seed, `${league.leagueId}:round:${round}`), roundSlots);
      pairs.forEach(([home, away], index) => {
        const [offset, time] = slotOrder[index % slotOrder.length]!;
        add(order[home]!, order[away]!, anchor + offset, time);
      });
    };
    for (let saturday = firstSaturdayOnOrBefore(firstDay + 1); saturday <= lastDay + 2; saturday += 7) {
      const week = Math.floor(saturday / 7);
      playRound(2 * week, saturday, slots);
      if (hasMidweekRound(saturday)) playRound(2 * week + 1, saturday + 3, FOOTBALL_MIDWEEK_SLOTS);
    }
    return fixtures;
  }

  if (league.kind === "american-football") {
    for (let sunday = firstSaturdayOnOrBefore(firstDay + 3) + 1; sunday <= lastDay + 3; sunday += 7) {
      const rng = rngFor(seed, `${league.leagueId}:week:${sunday}`);
      const order = shuffle(rng, teams);
      if (seasonPhase(league.leagueId, sunday) === "postseason") {
        // Wild card, divisional, conference, a week off, then the Super Bowl (counted from the season's
        // first play-off Sunday, so the count does not depend on where the window starts).
        const playoffWeek = firstPlayoffWeek(league.leagueId, sunday);
        const games = [6, 4, 2, 0, 1][playoffWeek] ?? 0;
        NFL_PLAYOFF_SLOTS.slice(0, games).forEach(([offset, time], index) =>
          add(order[2 * index]!, order[2 * index + 1]!, sunday + offset, time),
        );
        continue;
      }
      NFL_SLOTS.forEach(([offset, time], index) =>
        add(order[2 * index]!, order[2 * index + 1]!, sunday + offset, time),
      );
    }
    return fixtures;
  }

  const daily = DAILY_TIMES[league.leagueId];
  if (!daily) throw new Error(`No demo schedule for league ${league.leagueId}`);
  for (let day = firstDay; day <= lastDay; day++) {
    const phase = seasonPhase(league.leagueId, day);
    if (phase === "off") continue;
    const rng = rngFor(seed, `${league.leagueId}:day:${day}`);
    const weekday = dayOfWeek(day);
    const scheduled = phase === "postseason" ? postseasonGames(rng) : daily.games(rng, weekday);
    const games = Math.min(scheduled, Math.floor(teams.length / 2));
    const order = shuffle(rng, teams);
    const times = daily.times(weekday);
    for (let index = 0; index < games; index++) {
      add(order[2 * index]!, order[2 * index + 1]!, day, times[Math.floor(rng() * times.length)]!);
    }
  }
  return fixtures;
}

/** How many play-off Sundays of the league came before this one (0 = the first). */
function firstPlayoffWeek(leagueId: string, sunday: number): number {
  let weeks = 0;
  while (seasonPhase(leagueId, sunday - 7 * (weeks + 1)) === "postseason") weeks++;
  return weeks;
}

function firstSaturdayOnOrBefore(day: number): number {
  return day - ((dayOfWeek(day) + 1) % 7);
}

/**
 * Pairings of round `round` of a single round robin (circle method) between n teams (n even), as index
 * pairs [home, away]. Home and away alternate between rounds and swap on every second cycle.
 */
export function roundRobinPairs(n: number, round: number): Array<[number, number]> {
  const rotating = n - 1;
  const r = ((round % rotating) + rotating) % rotating;
  const cycle = Math.floor(round / rotating);
  const list = [0, ...Array.from({ length: rotating }, (_, i) => ((i + r) % rotating) + 1)];
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < n / 2; i++) {
    const a = list[i]!;
    const b = list[n - 1 - i]!;
    const flip = ((i === 0 ? r : i) + cycle) % 2 === 1;
    pairs.push(flip ? [b, a] : [a, b]);
  }
  return pairs;
}
