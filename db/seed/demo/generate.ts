// The demo world as pure functions: teams with hidden strengths, a schedule laid on the real calendar within
// each league's season (seasons.ts), match outcomes drawn from simple sport models, and the prices of several
// demo bookmakers around the same models' probabilities. No database here: db/seed/demo-world.ts writes
// what these return.
//
// Determinism: every random draw comes from a generator seeded by (seed, stable key), e.g. the match's
// external id. The schedule depends only on calendar days, not on `now`, so re-running the seed on the same
// day rebuilds identical rows, and a later run extends the same world (yesterday's upcoming fixtures
// become today's results) instead of creating a second one. `now` decides only what is in the window and
// which matches are finished.
import { DEMO_LEAGUES, type DemoLeague, type DemoSportKind } from "./teams";
import { DAY_MS, HOUR_MS, MINUTE_MS, civilDate, dayNumber, dayOfWeek, isoDate, zonedTimeToUtc } from "./time";
import { inSeason, seasonPhase } from "./seasons";
import { sportModel } from "./sport-models";
import { normal, randomInt, rngFor, shuffle, type Rng } from "../random";

export const DEMO_PROVIDER = "demo";
/** Days of results before `now`, and days of fixtures after it. */
export const DEMO_PAST_DAYS = 120;
/** Fewest days of a league's season the past window holds (pastWindowStart). */
export const DEMO_MIN_SEASON_DAYS = 90;
export const DEMO_FUTURE_DAYS = 7;

export interface DemoBookmaker {
  /** odds_snapshots.bookmaker. */
  key: string;
  /** Overround: implied probabilities sum to 1 + margin. */
  margin: number;
  /** Multiplies the market's noise: below 1 a sharp book, above 1 a soft one. */
  noise: number;
}

/**
 * The demo world's bookmakers, fictional and named as such: margins from an exchange-like 2.5 % to a soft
 * 8 %, sharper books erring less, so the consensus, the best price and line movement differ from any one book.
 */
export const DEMO_BOOKMAKERS: readonly DemoBookmaker[] = [
  { key: "demo-exchange", margin: 0.025, noise: 0.7 },
  { key: "demo-sharp", margin: 0.03, noise: 0.8 },
  { key: "demo-northbet", margin: 0.045, noise: 1 },
  { key: "demo-eurobook", margin: 0.05, noise: 1 },
  { key: "demo-lines", margin: 0.055, noise: 1.1 },
  { key: "demo-parlay", margin: 0.065, noise: 1.2 },
  { key: "demo-corner-shop", margin: 0.08, noise: 1.3 },
];
export const DEFAULT_DEMO_SEED = 20_250_901;

export interface DemoTeam {
  externalId: string;
  leagueId: string;
  sportId: string;
  kind: DemoSportKind;
  name: string;
  shortName: string;
  abbreviation: string;
  country: string;
  /** Hidden strength, about −1 (weakest) to +1 (strongest). */
  strength: number;
}

export interface DemoFixture {
  externalId: string;
  leagueId: string;
  sportId: string;
  kind: DemoSportKind;
  home: DemoTeam;
  away: DemoTeam;
  kickoffAt: Date;
}

export type DemoMatchStatus = "UPCOMING" | "LIVE" | "COMPLETED" | "POSTPONED";

export interface DemoMatch extends DemoFixture {
  status: DemoMatchStatus;
  homeScore: number | null;
  awayScore: number | null;
  statusDetail: string | null;
  season: string;
  resultRecordedAt: Date | null;
  /** The model's true outcome probabilities (draw only for football), from which prices are made. */
  probabilities: OutcomeProbabilities;
}

export interface OutcomeProbabilities {
  home: number;
  draw?: number;
  away: number;
}

export interface DemoOdds {
  matchExternalId: string;
  /** DemoBookmaker.key. */
  bookmaker: string;
  selection: "home" | "draw" | "away";
  price: number;
  capturedAt: Date;
  isClosing: boolean;
}

export interface DemoWorld {
  teams: DemoTeam[];
  matches: DemoMatch[];
  odds: DemoOdds[];
}

// Teams

export function buildDemoTeams(seed: number, leagues: readonly DemoLeague[] = DEMO_LEAGUES): DemoTeam[] {
  return leagues.flatMap((league) =>
    league.teams.map((entry, index) => {
      const [name, shortName, abbreviation] = entry.split("|") as [string, string, string];
      const externalId = `demo:${league.leagueId}:${abbreviation}`;
      // Listed strongest first: a straight line from +0.85 to −0.85, plus a little team-specific noise.
      const byRank = 0.85 - (1.7 * index) / Math.max(1, league.teams.length - 1);
      const strength = clamp(byRank + normal(rngFor(seed, `team:${externalId}`), 0, 0.12), -1.2, 1.2);
      return {
        externalId,
        leagueId: league.leagueId,
        sportId: league.sportId,
        kind: league.kind,
        name,
        shortName,
        abbreviation,
        country: league.countryOverrides?.[abbreviation] ?? league.country,
        strength: round(strength, 4),
      };
    }),
  );
}

// Schedule

type Slot = [dayOffset: number, time: string];

/** Weekend kick-off slots per football league, relative to the round's Saturday (−1 = Friday). One per match. */
const FOOTBALL_SLOTS: Record<string, Slot[]> = {
  epl: [[-1, "20:00"], [0, "12:30"], [0, "15:00"], [0, "15:00"], [0, "15:00"], [0, "15:00"], [0, "17:30"], [1, "14:00"], [1, "14:00"], [1, "16:30"]],
  laliga: [[-1, "21:00"], [0, "14:00"], [0, "16:15"], [0, "18:30"], [0, "21:00"], [1, "14:00"], [1, "16:15"], [1, "18:30"], [1, "21:00"], [2, "21:00"]],
  seriea: [[-1, "20:45"], [0, "15:00"], [0, "18:00"], [0, "20:45"], [1, "12:30"], [1, "15:00"], [1, "15:00"], [1, "18:00"], [1, "20:45"], [2, "20:45"]],
  bundesliga: [[-1, "20:30"], [0, "15:30"], [0, "15:30"], [0, "15:30"], [0, "15:30"], [0, "15:30"], [0, "18:30"], [1, "15:30"], [1, "17:30"]],
  ligue1: [[-1, "20:45"], [0, "17:00"], [0, "19:00"], [0, "21:05"], [1, "15:00"], [1, "15:00"], [1, "15:00"], [1, "17:15"], [1, "20:45"]],
};

/** Midweek kick-off slots of a football round, relative to its Tuesday (0) and Wednesday (1). */
const FOOTBALL_MIDWEEK_SLOTS: Slot[] = [[0, "19:30"], [0, "19:45"], [0, "20:00"], [0, "20:00"], [0, "20:30"], [1, "19:30"], [1, "19:45"], [1, "20:00"], [1, "20:00"], [1, "20:30"]];

/** Every third week of the season carries a midweek round as well as the weekend one (congested weeks). */
export function hasMidweekRound(saturday: number): boolean {
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
const NFL_PLAYOFF_SLOTS: Slot[] = [[0, "13:00"], [0, "16:30"], [0, "20:15"], [1, "20:15"], [0, "16:05"], [0, "18:30"]];

/** Games a day in the post-season of daily leagues: a handful of series at a time. */
const postseasonGames = (rng: Rng) => randomInt(rng, 1, 4);

/** Local start times of daily leagues (Eastern time), repeated to weight the common ones. */
const DAILY_TIMES: Record<string, { games: (rng: Rng, weekday: number) => number; times: (weekday: number) => string[] }> = {
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
    times: () => ["13:05", "13:10", "16:10", "18:40", "18:45", "19:05", "19:05", "19:10", "19:10", "19:40", "20:10", "21:40", "22:10"],
  },
};

/**
 * Fixtures of one league whose local match day lies in [firstDay, lastDay] (UTC day numbers) and in the
 * league's season (seasons.ts). Football: a weekly round-robin round on the weekend, and a midweek round
 * every third week; NFL: a weekly Thursday/Sunday/Monday slate, shrinking in the play-offs; NBA, NHL, MLB:
 * daily slates, a few games a day in the post-season.
 */
export function buildFixtures(league: DemoLeague, teams: readonly DemoTeam[], seed: number, firstDay: number, lastDay: number): DemoFixture[] {
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
        NFL_PLAYOFF_SLOTS.slice(0, games).forEach(([offset, time], index) => add(order[2 * index]!, order[2 * index + 1]!, sunday + offset, time));
        continue;
      }
      NFL_SLOTS.forEach(([offset, time], index) => add(order[2 * index]!, order[2 * index + 1]!, sunday + offset, time));
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

const POSTPONED_RATE = 0.01;

export function resolveMatch(fixture: DemoFixture, seed: number, now: Date): DemoMatch {
  const model = sportModel(fixture.kind, fixture.home, fixture.away);
  const rng = rngFor(seed, fixture.externalId);
  // Draw the result first and always, so it never depends on when the seed runs.
  const final = model.sample(rng);
  const postponed = rng() < POSTPONED_RATE;
  const kickoff = fixture.kickoffAt.getTime();
  const end = kickoff + model.durationMinutes * MINUTE_MS;
  const base = { ...fixture, season: seasonLabel(fixture.kind, fixture.kickoffAt), probabilities: model.probabilities };

  if (kickoff > now.getTime()) {
    return { ...base, status: "UPCOMING", homeScore: null, awayScore: null, statusDetail: null, resultRecordedAt: null };
  }
  if (postponed) {
    return { ...base, status: "POSTPONED", homeScore: null, awayScore: null, statusDetail: "Postponed", resultRecordedAt: new Date(kickoff) };
  }
  if (end <= now.getTime()) {
    return { ...base, status: "COMPLETED", homeScore: final.home, awayScore: final.away, statusDetail: final.detail, resultRecordedAt: new Date(end) };
  }
  const elapsed = (now.getTime() - kickoff) / (end - kickoff);
  return {
    ...base,
    status: "LIVE",
    homeScore: Math.floor(final.home * elapsed),
    awayScore: Math.floor(final.away * elapsed),
    statusDetail: fixture.kind === "football" ? `${Math.max(1, Math.min(90, Math.round(elapsed * 95)))}'` : "In Progress",
    resultRecordedAt: null,
  };
}

/** '2025-26' for seasons spanning two years (football, NBA, NHL), '2025' for MLB and the NFL. */
export function seasonLabel(kind: DemoSportKind, kickoffAt: Date): string {
  const { year, month } = civilDate(dayNumber(kickoffAt));
  if (kind === "baseball") return String(year);
  if (kind === "american-football") return String(month >= 3 ? year : year - 1);
  const startYear = month >= 7 ? year : year - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, "0")}`;
}

// Odds

/**
 * h2h prices of each demo bookmaker for a match: the true probabilities with log-normal noise (the book's
 * own error, independent of the other books), renormalised and grossed up by the book's margin, rounded
 * to cents as bookmakers quote them. The noise shrinks linearly from the opening (a week before kick-off)
 * to the closing price, as real lines sharpen when news and money arrive; a sharp book errs less.
 */
export function priceOutcomes(probabilities: readonly number[], rng: Rng, noiseSd: number, margin: number): number[] {
  const noisy = probabilities.map((p) => p * Math.exp(normal(rng, 0, noiseSd)));
  const total = noisy.reduce((sum, p) => sum + p, 0);
  return noisy.map((p) => Math.max(1.01, round(1 / ((p / total) * (1 + margin)), 2)));
}

/** Market error (sd of the log-probability noise) of an average book at the opening and at the close. */
export const OPENING_NOISE_SD = 0.08;
export const CLOSING_NOISE_SD = 0.02;
/** Openings are posted this long before kick-off; closings five minutes before it. */
export const OPENING_LEAD_MS = 7 * DAY_MS;
const CLOSING_LEAD_MS = 5 * MINUTE_MS;

/** The noise of a price captured `msBeforeKickoff` ahead of kick-off, for a book of the given sharpness. */
export function noiseAt(msBeforeKickoff: number, bookmaker: DemoBookmaker): number {
  const share = Math.min(1, Math.max(0, msBeforeKickoff / OPENING_LEAD_MS));
  return (CLOSING_NOISE_SD + (OPENING_NOISE_SD - CLOSING_NOISE_SD) * share) * bookmaker.noise;
}

/**
 * Snapshots of every demo bookmaker: an opening a week before kick-off (never later than now, since the
 * world spans at most a week ahead), then for matches that have started the closing price five minutes
 * before kick-off (isClosing), and for upcoming ones the latest price, captured at the start of the
 * current hour (so a re-run within the hour adds nothing, and a later run records how the line moved).
 */
export function buildOdds(match: DemoMatch, seed: number, now: Date, bookmakers: readonly DemoBookmaker[] = DEMO_BOOKMAKERS): DemoOdds[] {
  const selections: Array<DemoOdds["selection"]> = match.kind === "football" ? ["home", "draw", "away"] : ["home", "away"];
  const probabilities = selections.map((selection) => match.probabilities[selection] ?? 0);
  const kickoff = match.kickoffAt.getTime();
  const openingAt = kickoff - OPENING_LEAD_MS;
  const captures: Array<{ at: number; isClosing: boolean }> = [{ at: openingAt, isClosing: false }];
  if (match.status === "UPCOMING") {
    const latestAt = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
    if (latestAt > openingAt && latestAt < kickoff) captures.push({ at: latestAt, isClosing: false });
  } else if (match.status === "LIVE" || match.status === "COMPLETED") {
    // A postponed match's book was withdrawn before it closed.
    captures.push({ at: kickoff - CLOSING_LEAD_MS, isClosing: true });
  }

  const rows: DemoOdds[] = [];
  for (const bookmaker of bookmakers) {
    for (const capture of captures) {
      // One generator per book and capture instant: books err independently, and a capture's price does
      // not depend on which other captures exist.
      const rng = rngFor(seed, `${match.externalId}:odds:${bookmaker.key}:${capture.at}`);
      const prices = priceOutcomes(probabilities, rng, noiseAt(kickoff - capture.at, bookmaker), bookmaker.margin);
      selections.forEach((selection, index) =>
        rows.push({
          matchExternalId: match.externalId,
          bookmaker: bookmaker.key,
          selection,
          price: prices[index]!,
          capturedAt: new Date(capture.at),
          isClosing: capture.isClosing,
        }),
      );
    }
  }
  return rows;
}

// The whole world

export interface DemoWorldOptions {
  now?: Date;
  seed?: number;
  leagues?: readonly DemoLeague[];
}

/**
 * First day of a league's past window: DEMO_PAST_DAYS back, extended (up to a year) until the window holds
 * DEMO_MIN_SEASON_DAYS days of the league's season, so a league that has just started (the NBA in late
 * October) still has last season's games for its model.
 */
export function pastWindowStart(leagueId: string, today: number): number {
  let first = today - DEMO_PAST_DAYS;
  let seasonDays = 0;
  for (let day = today; day >= first; day--) if (inSeason(leagueId, day)) seasonDays++;
  while (seasonDays < DEMO_MIN_SEASON_DAYS && first > today - 366) {
    first--;
    if (inSeason(leagueId, first)) seasonDays++;
  }
  return first;
}

/** Teams, each league's recent results (pastWindowStart) and the next DEMO_FUTURE_DAYS days of fixtures, with prices. */
export function buildDemoWorld({ now = new Date(), seed = DEFAULT_DEMO_SEED, leagues = DEMO_LEAGUES }: DemoWorldOptions = {}): DemoWorld {
  const teams = buildDemoTeams(seed, leagues);
  const horizon = now.getTime() + DEMO_FUTURE_DAYS * DAY_MS;
  const lastDay = dayNumber(new Date(horizon)) + 1; // local days can run past midnight UTC; the horizon filter trims
  const matches: DemoMatch[] = [];
  for (const league of leagues) {
    const leagueTeams = teams.filter((team) => team.leagueId === league.leagueId);
    const firstDay = pastWindowStart(league.leagueId, dayNumber(now));
    for (const fixture of buildFixtures(league, leagueTeams, seed, firstDay, lastDay)) {
      if (fixture.kickoffAt.getTime() > horizon) continue;
      matches.push(resolveMatch(fixture, seed, now));
    }
  }
  matches.sort((a, b) => a.kickoffAt.getTime() - b.kickoffAt.getTime() || a.externalId.localeCompare(b.externalId));
  const odds = matches.flatMap((match) => buildOdds(match, seed, now));
  return { teams, matches, odds };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

