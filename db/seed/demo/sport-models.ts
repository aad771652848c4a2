// The demo world's match models (db/seed/demo/generate.ts): per-sport outcome probabilities and a sampler
// for final scores, from the two teams' hidden strengths. Pure functions; randomness comes from the caller's Rng.
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

/** Plausible per-sport models: Poisson goals/runs for football, baseball and hockey; normal margins for basketball and NFL. */
export function sportModel(kind: DemoSportKind, home: DemoTeam, away: DemoTeam): SportModel {
  const diff = home.strength - away.strength;
  switch (kind) {
    case "football": {
      const lambdaHome = 1.38 * Math.exp(0.13 + 0.35 * diff);
      const lambdaAway = 1.38 * Math.exp(-0.13 - 0.35 * diff);
      const { win, draw, loss } = poissonOutcome(lambdaHome, lambdaAway);
      return {
        probabilities: { home: win, draw, away: loss },
        durationMinutes: 115,
        sample: (rng) => ({ home: poisson(rng, lambdaHome), away: poisson(rng, lambdaAway), detail: "FT" }),
      };
    }
    case "basketball":
      return marginModel({ mean: 2.5 + 7 * diff, sd: 12, totalMean: 224, totalSd: 14, duration: 150, overtimePoints: [8, 14] });
    case "american-football":
      return marginModel({ mean: 1.8 + 6 * diff, sd: 13.5, totalMean: 45, totalSd: 9, duration: 195, overtimePoints: [3, 3] });
    case "baseball":
      return extraTimePoissonModel(4.4 * Math.exp(0.02 + 0.12 * diff), 4.4 * Math.exp(-0.02 - 0.12 * diff), 185, (rng) =>
        `Final/${10 + randomInt(rng, 0, 2)}`,
      );
    case "hockey":
      return extraTimePoissonModel(3.0 * Math.exp(0.04 + 0.15 * diff), 3.0 * Math.exp(-0.04 - 0.15 * diff), 155, (rng) =>
        rng() < 0.6 ? "Final/OT" : "Final/SO",
      );
  }
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
function extraTimePoissonModel(lambdaHome: number, lambdaAway: number, duration: number, extraDetail: (rng: Rng) => string): SportModel {
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
export function poissonOutcome(lambdaHome: number, lambdaAway: number, maxGoals = 20): { win: number; draw: number; loss: number } {
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
