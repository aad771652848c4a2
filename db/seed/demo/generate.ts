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
import { DAY_MS, HOUR_MS, MINUTE_MS, civilDate, dayNumber } from "./time";
import { inSeason } from "./seasons";
import { sportModel } from "./sport-models";
import { normal, rngFor, type Rng } from "../random";
import {
  DEMO_BOOKMAKERS,
  DEMO_FUTURE_DAYS,
  DEMO_MIN_SEASON_DAYS,
  DEMO_PAST_DAYS,
  DEFAULT_DEMO_SEED,
  type DemoBookmaker,
  type DemoFixture,
  type DemoMatch,
  type DemoOdds,
  type DemoTeam,
  type DemoWorld,
} from "./shapes";
import { buildFixtures } from "./schedule";

export * from "./shapes";
export { buildFixtures, roundRobinPairs } from "./schedule";

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

const POSTPONED_RATE = 0.01;

function resolveMatch(fixture: DemoFixture, seed: number, now: Date): DemoMatch {
  const model = sportModel(fixture.kind, fixture.home, fixture.away);
  const rng = rngFor(seed, fixture.externalId);
  // Draw the result first and always, so it never depends on when the seed runs.
  const final = model.sample(rng);
  const postponed = rng() < POSTPONED_RATE;
  const kickoff = fixture.kickoffAt.getTime();
  const end = kickoff + model.durationMinutes * MINUTE_MS;
  const base = { ...fixture, season: seasonLabel(fixture.kind, fixture.kickoffAt), probabilities: model.probabilities };

  if (kickoff > now.getTime()) {
    return {
      ...base,
      status: "UPCOMING",
      homeScore: null,
      awayScore: null,
      statusDetail: null,
      resultRecordedAt: null,
    };
  }
  if (postponed) {
    return {
      ...base,
      status: "POSTPONED",
      homeScore: null,
      awayScore: null,
      statusDetail: "Postponed",
      resultRecordedAt: new Date(kickoff),
    };
  }
  if (end <= now.getTime()) {
    return {
      ...base,
      status: "COMPLETED",
      homeScore: final.home,
      awayScore: final.away,
      statusDetail: final.detail,
      resultRecordedAt: new Date(end),
    };
  }
  const elapsed = (now.getTime() - kickoff) / (end - kickoff);
  return {
    ...base,
    status: "LIVE",
    homeScore: Math.floor(final.home * elapsed),
    awayScore: Math.floor(final.away * elapsed),
    statusDetail:
      fixture.kind === "football" ? `${Math.max(1, Math.min(90, Math.round(elapsed * 95)))}'` : "In Progress",
    resultRecordedAt: null,
  };
}

/** '2025-26' for seasons spanning two years (football, NBA, NHL), '2025' for MLB and the NFL. */
function seasonLabel(kind: DemoSportKind, kickoffAt: Date): string {
  const { year, month } = civilDate(dayNumber(kickoffAt));
  if (kind === "baseball") return String(year);
  if (kind === "american-football") return String(month >= 3 ? year : year - 1);
  const startYear = month >= 7 ? year : year - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, "0")}`;
}

// Odds: one simulated market around one truth. Every demo book prices the same true probabilities (the
// match's `probabilities`, from which its result was drawn, sport-models.ts), through three layers:
//  - the market's shared error: what the books collectively believe misses the truth by a log-probability
//    error per outcome, drawn once for the opening and once for the close and blended by the time left, so
//    the line drifts towards the truth as kick-off nears (a price taken early can beat or miss the close);
//  - each book's own error, independent per book and capture, scaled by the book's `noise` and shrinking
//    towards kick-off: the disagreement between books, which is where a best price beats the consensus;
//  - the book's margin, laid on by the power method (long shots carry more of it, as with real books; the
//    engine's power de-vig takes it off exactly), then rounded to cents as books quote.

/** Openings are posted this long before kick-off; closings five minutes before it. */
export const OPENING_LEAD_MS = 7 * DAY_MS;
const CLOSING_LEAD_MS = 5 * MINUTE_MS;

/** sd of the market's shared log-probability error at the opening and at the close. */
const MARKET_OPENING_SD = 0.1;
const MARKET_CLOSING_SD = 0.03;
/** sd of an average book's own log-probability error at the opening and at the close (times its `noise`). */
const BOOK_OPENING_SD = 0.042;
const BOOK_CLOSING_SD = 0.012;

/** Share of the way from the close (0) to the opening (1) of a capture `msBeforeKickoff` ahead of kick-off. */
function openingShare(msBeforeKickoff: number): number {
  return Math.min(1, Math.max(0, msBeforeKickoff / OPENING_LEAD_MS));
}

/** The sd of a book's own error on a price captured `msBeforeKickoff` ahead of kick-off. */
export function noiseAt(msBeforeKickoff: number, bookmaker: DemoBookmaker): number {
  return (BOOK_CLOSING_SD + (BOOK_OPENING_SD - BOOK_CLOSING_SD) * openingShare(msBeforeKickoff)) * bookmaker.noise;
}

/**
 * What the market believes `msBeforeKickoff` ahead of kick-off: the truth times e^(error) per outcome,
 * renormalised, the error blended from the match's opening and closing draws by the time left. Every book
 * starts from this belief; the consensus of many books comes back to it, not to the truth.
 */
export function marketBelief(
  probabilities: readonly number[],
  msBeforeKickoff: number,
  errors: { opening: readonly number[]; closing: readonly number[] },
): number[] {
  const share = openingShare(msBeforeKickoff);
  const shifted = probabilities.map(
    (p, k) => p * Math.exp(share * errors.opening[k]! + (1 - share) * errors.closing[k]!),
  );
  const total = shifted.reduce((sum, p) => sum + p, 0);
  return shifted.map((p) => p / total);
}

/** The market's shared errors of a match: one draw per outcome for the opening and for the close. */
export function marketErrors(matchExternalId: string, seed: number, outcomes: number) {
  const rng = rngFor(seed, `${matchExternalId}:market`);
  const opening = Array.from({ length: outcomes }, () => normal(rng, 0, MARKET_OPENING_SD));
  const closing = Array.from({ length: outcomes }, () => normal(rng, 0, MARKET_CLOSING_SD));
  return { opening, closing };
}

/**
 * Implied probabilities that sum to 1 + margin, from probabilities `q` summing to 1: π_k = q_k^e with the one
 * exponent e ≤ 1 that gives that sum, the inverse of the power de-vig (p_k = π_k^(1/e)).
 */
export function withPowerMargin(q: readonly number[], margin: number): number[] {
  const sum = (e: number) => q.reduce((total, p) => total + Math.pow(p, e), 0);
  let lo = 0.05;
  let hi = 1;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (sum(mid) > 1 + margin) lo = mid;
    else hi = mid;
  }
  const e = (lo + hi) / 2;
  return q.map((p) => Math.pow(p, e));
}

/**
 * One book's prices at one capture: the market's belief with the book's own log-normal error (renormalised),
 * grossed up by its margin (power method) and rounded to cents.
 */
function priceOutcomes(belief: readonly number[], rng: Rng, noiseSd: number, margin: number): number[] {
  const noisy = belief.map((p) => p * Math.exp(normal(rng, 0, noiseSd)));
  const total = noisy.reduce((sum, p) => sum + p, 0);
  return withPowerMargin(
    noisy.map((p) => p / total),
    margin,
  ).map((implied) => Math.max(1.01, round(1 / implied, 2)));
}

/**
 * Snapshots of every demo bookmaker: an opening a week before kick-off (never later than now, since the
 * world spans at most a week ahead), then for matches that have started the closing price five minutes
 * before kick-off (isClosing), and for upcoming ones the latest price, captured at the start of the
 * current hour (so a re-run within the hour adds nothing, and a later run records how the line moved).
 */
export function buildOdds(
  match: DemoMatch,
  seed: number,
  now: Date,
  bookmakers: readonly DemoBookmaker[] = DEMO_BOOKMAKERS,
): DemoOdds[] {
  const selections: Array<DemoOdds["selection"]> =
    match.kind === "football" ? ["home", "draw", "away"] : ["home", "away"];
  const probabilities = selections.map((selection) => match.probabilities[selection] ?? 0);
  const errors = marketErrors(match.externalId, seed, selections.length);
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
  for (const capture of captures) {
    const belief = marketBelief(probabilities, kickoff - capture.at, errors);
    for (const bookmaker of bookmakers) {
      // One generator per book and capture instant: books err independently, and a capture's price does
      // not depend on which other captures exist.
      const rng = rngFor(seed, `${match.externalId}:odds:${bookmaker.key}:${capture.at}`);
      const prices = priceOutcomes(belief, rng, noiseAt(kickoff - capture.at, bookmaker), bookmaker.margin);
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

/** Teams, each league's recent results (pastWindowStart) and the next DEMO_FUTURE_DAYS days of fixtures, with prices.
 */
export function buildDemoWorld({
  now = new Date(),
  seed = DEFAULT_DEMO_SEED,
  leagues = DEMO_LEAGUES,
}: DemoWorldOptions = {}): DemoWorld {
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
