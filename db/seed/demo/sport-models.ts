// The demo world's truth (db/seed/demo/generate.ts): per-sport outcome probabilities and a sampler for final
// scores, from the two teams' hidden strengths and the league's home advantage. The result of a match is drawn
// from exactly the probabilities the demo bookmakers price (generate.ts, buildOdds), so results and prices come
// from one simulated truth and a model that learns the demo past learns what the market knows. Pure functions;
// randomness comes from the caller's Rng.
//
// Scales are set so the spread of prices looks like each real league's (measured on a seeded world with
// bench/demo-world.ts; docs/decisions.md, "Demo world"): football home/draw/away about 45/25/30 % with
// favourites up to ~85 %; NBA favourites up to ~90 %, NFL ~80 %, NHL ~75 %, MLB ~70 %.
import type { DemoTeam, OutcomeProbabilities } from "./shapes";
import type { DemoSportKind } from "./teams";
import { normal, poisson, randomInt, type Rng } from "../random";

interface FinalScore {
  home: number;
  away: number;
  detail: string;
}

export interface SportModel {
  probabilities: OutcomeProbabilities;
  sample: (rng: Rng) => FinalScore;
  /** Minutes from kick-off to the final whistle. */
  durationMinutes: number;
}

/**
 * How strength turns into scores, per sport. Football, hockey, baseball: log goal/run rates of
 * `base · e^(± (home/2 + scale · diff))`; basketball and American football: a normal margin of
 * `home + scale · diff` points. `diff` is the home side's strength minus the away side's (about −2 … +2).
 */
const TRUTH = {
  football: { base: 1.38, home: 0.26, scale: 0.35, rho: -0.08, duration: 115 },
  basketball: {
    home: 2.5,
    scale: 7,
    sd: 12,
    totalMean: 224,
    totalSd: 14,
    duration: 150,
    overtimePoints: [8, 14] as [number, number],
  },
  "american-football": {
    home: 1.8,
    scale: 6,
    sd: 13.5,
    totalMean: 45,
    totalSd: 9,
    duration: 195,
    overtimePoints: [3, 3] as [number, number],
  },
  baseball: { base: 4.4, home: 0.04, scale: 0.09, duration: 185 },
  hockey: { base: 3.0, home: 0.08, scale: 0.13, duration: 155 },
} as const;

/**
 * Home advantage of a league in its sport's units (football: log goal-rate ratio), where it differs from the
 * sport's: real home advantage is a little stronger in some leagues than others.
 */
const LEAGUE_HOME_ADVANTAGE: Readonly<Record<string, number>> = {
  epl: 0.24,
  laliga: 0.28,
  seriea: 0.26,
  bundesliga: 0.24,
  ligue1: 0.27,
  nba: 2.6,
  nfl: 1.6,
  nhl: 0.08,
  mlb: 0.04,
};

/** The true outcome probabilities and score sampler of a match between `home` and `away` (same league). */
export function sportModel(kind: DemoSportKind, home: DemoTeam, away: DemoTeam): SportModel {
  const diff = home.strength - away.strength;
  const homeAdvantage = (sport: number) => LEAGUE_HOME_ADVANTAGE[home.leagueId] ?? sport;
  switch (kind) {
    case "football": {
      const t = TRUTH.football;
      const shift = homeAdvantage(t.home) / 2 + t.scale * diff;
      return dixonColesModel(t.base * Math.exp(shift), t.base * Math.exp(-shift), t.rho, t.duration);
    }
    case "basketball": {
      const t = TRUTH.basketball;
      return marginModel({
        mean: homeAdvantage(t.home) + t.scale * diff,
        sd: t.sd,
        totalMean: t.totalMean,
        totalSd: t.totalSd,
        duration: t.duration,
        overtimePoints: t.overtimePoints,
      });
    }
    case "american-football": {
      const t = TRUTH["american-football"];
      return marginModel({
        mean: homeAdvantage(t.home) + t.scale * diff,
        sd: t.sd,
        totalMean: t.totalMean,
        totalSd: t.totalSd,
        duration: t.duration,
        overtimePoints: t.overtimePoints,
      });
    }
    case "baseball": {
      const t = TRUTH.baseball;
      const shift = homeAdvantage(t.home) / 2 + t.scale * diff;
      return extraTimePoissonModel(
        t.base * Math.exp(shift),
        t.base * Math.exp(-shift),
        t.duration,
        (rng) => `Final/${10 + randomInt(rng, 0, 2)}`,
      );
    }
    case "hockey": {
      const t = TRUTH.hockey;
      const shift = homeAdvantage(t.home) / 2 + t.scale * diff;
      return extraTimePoissonModel(t.base * Math.exp(shift), t.base * Math.exp(-shift), t.duration, (rng) =>
        rng() < 0.6 ? "Final/OT" : "Final/SO",
      );
    }
  }
}

const MAX_GOALS = 10;

/**
 * Football: independent Poisson goals with the Dixon–Coles low-score correction (ρ < 0 makes 0-0 and 1-1 a
 * little likelier and 1-0/0-1 a little rarer, as real scores are), the score drawn from the same matrix
 * the probabilities are summed from.
 */
function dixonColesModel(lambdaHome: number, lambdaAway: number, rho: number, duration: number): SportModel {
  const matrix = dixonColesMatrix(lambdaHome, lambdaAway, rho);
  let win = 0;
  let draw = 0;
  let loss = 0;
  matrix.forEach((row, h) =>
    row.forEach((p, a) => {
      if (h > a) win += p;
      else if (h === a) draw += p;
      else loss += p;
    }),
  );
  return {
    probabilities: { home: win, draw, away: loss },
    durationMinutes: duration,
    sample: (rng) => {
      let u = rng();
      for (let h = 0; h <= MAX_GOALS; h++) {
        for (let a = 0; a <= MAX_GOALS; a++) {
          u -= matrix[h]![a]!;
          if (u < 0) return { home: h, away: a, detail: "FT" };
        }
      }
      return { home: 0, away: 0, detail: "FT" };
    },
  };
}

/** P(home = h, away = a) for h, a ≤ MAX_GOALS, Dixon–Coles corrected and normalised to sum to one. */
export function dixonColesMatrix(lambdaHome: number, lambdaAway: number, rho: number): number[][] {
  const pmf = (lambda: number) => {
    const values = [Math.exp(-lambda)];
    for (let k = 1; k <= MAX_GOALS; k++) values.push((values[k - 1]! * lambda) / k);
    return values;
  };
  const home = pmf(lambdaHome);
  const away = pmf(lambdaAway);
  const tau = (h: number, a: number) => {
    if (h === 0 && a === 0) return 1 - lambdaHome * lambdaAway * rho;
    if (h === 0 && a === 1) return 1 + lambdaHome * rho;
    if (h === 1 && a === 0) return 1 + lambdaAway * rho;
    if (h === 1 && a === 1) return 1 - rho;
    return 1;
  };
  const matrix = home.map((ph, h) => away.map((pa, a) => Math.max(0, ph * pa * tau(h, a))));
  const total = matrix.reduce((sum, row) => sum + row.reduce((s, p) => s + p, 0), 0);
  return matrix.map((row) => row.map((p) => p / total));
}

function marginModel(options: {
  mean: number;
  sd: number;
  totalMean: number;
  totalSd: number;
  duration: number;
  overtimePoints: [number, number];
}): SportModel {
  const home = normalCdf(options.mean / options.sd);
  return {
    probabilities: { home, away: 1 - home },
    durationMinutes: options.duration,
    sample: (rng) => {
      const margin = normal(rng, options.mean, options.sd);
      const total = Math.max(Math.abs(margin) + 2, normal(rng, options.totalMean, options.totalSd));
      let homeScore = Math.max(0, Math.round((total + margin) / 2));
      let awayScore = Math.max(0, Math.round((total - margin) / 2));
      let detail = "Final";
      if (homeScore === awayScore) {
        const homeWins = rng() < home;
        const extra = randomInt(rng, options.overtimePoints[0], options.overtimePoints[1]);
        const loserExtra = Math.max(0, extra - randomInt(rng, 1, 6));
        homeScore += homeWins ? extra : loserExtra;
        awayScore += homeWins ? loserExtra : extra;
        if (homeScore === awayScore) {
          if (homeWins) homeScore += 1;
          else awayScore += 1;
        }
        detail = "Final/OT";
      }
      return { home: homeScore, away: awayScore, detail };
    },
  };
}

/** Poisson scoring where a tie goes to extra time: the winner of the tie-break adds one. */
function extraTimePoissonModel(
  lambdaHome: number,
  lambdaAway: number,
  duration: number,
  extraDetail: (rng: Rng) => string,
): SportModel {
  const { win, draw, loss } = poissonOutcome(lambdaHome, lambdaAway);
  // Extra time is closer to a coin flip than regulation: halfway between 50% and the regulation split.
  const homeTieBreak = 0.5 + (win / (win + loss) - 0.5) / 2;
  const home = win + draw * homeTieBreak;
  return {
    probabilities: { home, away: 1 - home },
    durationMinutes: duration,
    sample: (rng) => {
      let homeScore = poisson(rng, lambdaHome);
      let awayScore = poisson(rng, lambdaAway);
      let detail = "Final";
      if (homeScore === awayScore) {
        if (rng() < homeTieBreak) homeScore += 1;
        else awayScore += 1;
        detail = extraDetail(rng);
      }
      return { home: homeScore, away: awayScore, detail };
    },
  };
}

/** P(home > away), P(draw), P(home < away) for independent Poisson scores. */
export function poissonOutcome(
  lambdaHome: number,
  lambdaAway: number,
  maxGoals = 20,
): { win: number; draw: number; loss: number } {
  const pmf = (lambda: number) => {
    const values = [Math.exp(-lambda)];
    for (let k = 1; k <= maxGoals; k++) values.push((values[k - 1]! * lambda) / k);
    return values;
  };
  const home = pmf(lambdaHome);
  const away = pmf(lambdaAway);
  let win = 0;
  let draw = 0;
  let loss = 0;
  for (let h = 0; h <= maxGoals; h++) {
    for (let a = 0; a <= maxGoals; a++) {
      const p = home[h]! * away[a]!;
      if (h > a) win += p;
      else if (h === a) draw += p;
      else loss += p;
    }
  }
  const total = win + draw + loss;
  return { win: win / total, draw: draw / total, loss: loss / total };
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

// Resolving fixtures against `now`

/** Share of past fixtures that were postponed (their predictions settle VOID). */
