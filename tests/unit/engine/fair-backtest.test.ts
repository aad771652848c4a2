import { describe, expect, it, vi } from "vitest";

import { forecastRows, type BacktestRow, type RowForecast } from "@/lib/engine/backtest";
import {
  chooseThreshold,
  fairWalkForward,
  publishedPicks,
  valueCandidates,
  walkForwardPicks,
  type ValueCandidate,
} from "@/lib/engine/fair-backtest";
import { closingLineValue, valueSelection } from "@/lib/engine/fair-value";
import { removeMargin } from "@/lib/engine/odds";
import { getModel } from "@/lib/engine/registry";

import { loadShared, utc } from "./shared-data";

function rng(seed: number) {
  let s = seed;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}

/** A synthetic football history: three matches every Saturday, prices around a random true probability. */
function syntheticHistory(weeks: number, seed = 11): RowForecast[] {
  const r = rng(seed);
  const out: RowForecast[] = [];
  const start = Date.UTC(2015, 7, 1);
  for (let w = 0; w < weeks; w++) {
    for (let g = 0; g < 3; g++) {
      const home = 0.3 + 0.35 * r();
      const draw = 0.22 + 0.08 * r();
      const truth = [home, draw, 1 - home - draw];
      const u = r();
      const outcome = u < truth[0]! ? 0 : u < truth[0]! + truth[1]! ? 1 : 2;
      const price = (p: number, m: number) => Math.max(1.01, 1 / (p * m));
      const avg = truth.map((p) => price(p * (0.95 + 0.1 * r()), 1.05));
      const b365 = truth.map((p) => price(p * (0.95 + 0.1 * r()), 1.06));
      const max = avg.map((o) => o * (1.02 + 0.05 * r()));
      const pinClose = truth.map((p) => price(p, 1.025));
      const date = new Date(start + w * 7 * 86_400_000 + g * 3_600_000);
      const row: BacktestRow = {
        id: `m${w}-${g}`,
        date,
        league: "SYN",
        season: `${date.getUTCFullYear() - (date.getUTCMonth() < 6 ? 1 : 0)}`,
        homeTeam: `h${g}`,
        awayTeam: `a${g}`,
        homeScore: outcome === 0 ? 1 : 0,
        awayScore: outcome === 2 ? 1 : 0,
        outcomes: 3,
        marketOdds: pinClose,
        prices: { avg, b365, max, pinClose },
      };
      const noise = truth.map((p) => p * (0.8 + 0.4 * r()));
      const s = noise.reduce((a, b) => a + b, 0);
      out.push({ row, probs: noise.map((p) => p / s), forecast: null });
    }
  }
  return out;
}

const options = { minPoolRows: 60 };

// The walk-forwards below fit hundreds of pools; the shared machine can be slow.
vi.setConfig({ testTimeout: 60_000 });

describe("fair walk-forward", () => {
  it("never takes the match's closing price as an input: planting a different close changes no forecast", () => {
    const history = syntheticHistory(200);
    const base = fairWalkForward(history, options);
    const planted = history.map((f, i) =>
      i % 7 === 0
        ? {
            ...f,
            row: {
              ...f.row,
              marketOdds: [1.2, 7, 15],
              closingOdds: { home: 1.2, draw: 7, away: 15 },
              prices: { ...f.row.prices, pinClose: [1.2, 7, 15] },
            },
          }
        : f,
    );
    const after = fairWalkForward(planted, options);
    expect(after.filter((r) => r.fitted).length).toBeGreaterThan(400);
    after.forEach((r, i) => {
      expect(r.fair).toEqual(base[i]!.fair);
      expect(r.edges).toEqual(base[i]!.edges);
      expect(r.weights).toEqual(base[i]!.weights);
      expect(r.fitted).toEqual(base[i]!.fitted);
    });
    // The close is still there to judge with.
    expect(after[0]!.closing).not.toEqual(base[0]!.closing);
  });

  it("only learns from earlier months: changing a later match leaves every earlier forecast unchanged", () => {
    const history = syntheticHistory(200);
    const base = fairWalkForward(history, options);
    const k = 450;
    const month = history[k]!.row.date.toISOString().slice(0, 7);
    const perturbed = history.map((f, i) =>
      i === k
        ? {
            ...f,
            probs: [0.05, 0.05, 0.9],
            row: {
              ...f.row,
              homeScore: 5,
              awayScore: 0,
              prices: { ...f.row.prices, avg: [9, 9, 1.05], b365: [9, 9, 1.05] },
            },
          }
        : f,
    );
    const after = fairWalkForward(perturbed, options);
    after.forEach((r, i) => {
      const sameMonthOrEarlier = r.row.date.toISOString().slice(0, 7) <= month;
      if (i < k || (sameMonthOrEarlier && i !== k)) {
        expect(r.fair).toEqual(base[i]!.fair);
        expect(r.fitted).toEqual(base[i]!.fitted);
      }
    });
    // It does reach the pool once its month is over.
    const later = after.findIndex((r, i) => i > k && r.row.date.toISOString().slice(0, 7) > month);
    expect(after[later]!.fitted).not.toEqual(base[later]!.fitted);
  });

  it("applies the pool only once it has beaten the consensus on matches it was not fitted on", () => {
    // The model is the truth itself, the books are very noisy: the pool must earn its place, then be applied.
    const q = rng(3);
    const informative = syntheticHistory(400).map((f) => {
      const p = f.row.prices!.pinClose!.map((o) => 1 / o);
      const s = p.reduce((a, b) => a + b, 0);
      const truth = p.map((x) => x / s);
      const book = () => truth.map((x) => 1 / (x * (0.25 + 1.5 * q()) * 1.05));
      return { ...f, probs: truth, row: { ...f.row, prices: { ...f.row.prices, avg: book(), b365: book() } } };
    });
    const rows = fairWalkForward(informative, options);
    const firstApplied = rows.findIndex((r) => r.weights);
    expect(firstApplied).toBeGreaterThan(rows.findIndex((r) => r.fitted));
    expect(rows[firstApplied]!.basis).toBe("market+model");
    const secondHalf = rows.slice(rows.length / 2);
    expect(secondHalf.filter((r) => r.weights).length).toBeGreaterThan(0.9 * secondHalf.length);
    expect(secondHalf.find((r) => r.weights)!.weights!.b).toBeGreaterThan(0.3);
    // A model of pure noise never earns it: fair stays the consensus, flagged as such.
    const r = rng(5);
    const noise = syntheticHistory(200).map((f) => {
      const x = [r(), r(), r()];
      const s = x.reduce((a, b) => a + b, 0);
      return { ...f, probs: x.map((v) => v / s) };
    });
    const gated = fairWalkForward(noise, options);
    expect(gated.some((g) => g.fitted)).toBe(true);
    expect(gated.every((g) => g.weights === null && g.basis === "market-only")).toBe(true);
    for (const g of gated) g.fair!.forEach((p, k) => expect(p).toBeCloseTo(g.consensus![k]!, 12));
    // Without the gate the same pool is applied as soon as it is fitted.
    expect(fairWalkForward(noise, { ...options, poolGate: false }).some((g) => g.weights)).toBe(true);
  });

  it("chooses each season's threshold on earlier seasons only", () => {
    const history = syntheticHistory(320);
    const base = walkForwardPicks(fairWalkForward(history, options), { minPicksPerSeason: 10 });
    const seasons = base.thresholds.map((t) => t.season);
    const last = seasons[seasons.length - 1]!;
    // Rewrite the last season's results and closing prices (so its own picks' CLV changes): its threshold,
    // and every earlier one, must not move.
    const flipped = history.map((f) =>
      f.row.season === last
        ? {
            ...f,
            row: {
              ...f.row,
              homeScore: f.row.awayScore,
              awayScore: f.row.homeScore,
              prices: { ...f.row.prices, pinClose: f.row.prices!.max!.map((o) => o * 0.8) },
            },
          }
        : f,
    );
    const after = walkForwardPicks(fairWalkForward(flipped, options), { minPicksPerSeason: 10 });
    expect(after.thresholds).toEqual(base.thresholds);
    expect(base.thresholds.some((t) => t.threshold !== null)).toBe(true);
  });

  it("prefers the threshold whose earlier picks beat the close most clearly", () => {
    const rows = fairWalkForward(syntheticHistory(200), options);
    const candidates = valueCandidates(rows);
    // Rewrite the closes so only edges above 3 % beat them: the choice must land at or above 3 %.
    const rigged = candidates.map((c) => ({
      ...c,
      pick: {
        ...c.pick,
        closingProbability: c.edge > 0.03 ? (1.05 + 0.02 * ((c.edge * 100) % 1)) / c.pick.price : 0.97 / c.pick.price,
      },
    }));
    const t = chooseThreshold(rigged, [0, 0.01, 0.02, 0.03, 0.04], 1);
    expect(t).not.toBeNull();
    expect(t!).toBeGreaterThanOrEqual(0.03);
  });
});

/**
 * A synthetic history whose honest stated edge is known: the market average and the close are both the true
 * probabilities under a margin the power de-vig removes exactly, so fair = truth and every candidate's stated
 * edge (truth × best − 1) equals its CLV (best × close − 1). Bet365 prices one outcome of each match 8 %
 * shorter than the average (it shades the side its customers back) and the others as the average.
 */
function shadedBet365History(weeks: number, seed = 17): RowForecast[] {
  const r = rng(seed);
  const out: RowForecast[] = [];
  const start = Date.UTC(2015, 7, 1);
  // π = p^e with e < 1 sums above 1; the power method's k = 1/e gives p back exactly.
  const priced = (p: readonly number[], e: number) => p.map((x) => 1 / x ** e);
  for (let w = 0; w < weeks; w++) {
    for (let g = 0; g < 4; g++) {
      const home = 0.25 + 0.4 * r();
      const draw = 0.2 + 0.1 * r();
      const truth = [home, draw, 1 - home - draw];
      const u = r();
      const outcome = u < truth[0]! ? 0 : u < truth[0]! + truth[1]! ? 1 : 2;
      const avg = priced(truth, 0.95);
      const shaded = Math.floor(r() * 3);
      const b365 = avg.map((o, k) => (k === shaded ? o * 0.92 : o));
      const max = avg.map((o) => o * (1.02 + 0.08 * r()));
      const date = new Date(start + w * 7 * 86_400_000 + g * 3_600_000);
      const row: BacktestRow = {
        id: `s${w}-${g}`,
        date,
        league: "SYN",
        season: `${date.getUTCFullYear() - (date.getUTCMonth() < 6 ? 1 : 0)}`,
        homeTeam: `h${g}`,
        awayTeam: `a${g}`,
        homeScore: outcome === 0 ? 1 : 0,
        awayScore: outcome === 2 ? 1 : 0,
        outcomes: 3,
        marketOdds: priced(truth, 0.975),
        prices: { avg, b365, max, pinClose: priced(truth, 0.975) },
      };
      out.push({ row, probs: [1 / 3, 1 / 3, 1 / 3], forecast: null });
    }
  }
  return out;
}

const clvOf = (c: ValueCandidate) => closingLineValue(c.pick.price, c.pick.closingProbability!);
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe("value picks: the stated edge forecasts the closing-line value", () => {
  it("with the market average alone as the consensus, a book shading one side cannot inflate the stated edge", () => {
    const history = shadedBet365History(200);
    const rows = fairWalkForward(history, { minPoolRows: Infinity });
    const { picks, thresholds } = walkForwardPicks(rows, { minPicksPerSeason: 20, thresholds: [0.01] });
    expect(thresholds.some((t) => t.threshold !== null)).toBe(true);
    expect(picks.length).toBeGreaterThan(100);
    // Every pick's stated edge is exactly what it earns against the close, Bet365's shaded sides included.
    for (const c of picks) expect(c.edge).toBeCloseTo(clvOf(c), 9);
    const shaded = picks.filter((c) => c.row.row.prices!.b365![c.outcome]! < c.row.row.prices!.avg![c.outcome]!);
    expect(shaded.length).toBeGreaterThan(10);
    expect(mean(shaded.map((c) => c.edge))).toBeCloseTo(mean(shaded.map(clvOf)), 9);
    // The recipe before #25 (the mean of the de-vigged average and Bet365) would have stated more than those
    // picks earn: the shaded side's consensus was Bet365's short price pulled into it.
    const everyBook = shaded.map((c) => {
      const p = [removeMargin(c.row.row.prices!.avg!, "power"), removeMargin(c.row.row.prices!.b365!, "power")];
      const q = [0, 1, 2].map((k) => (p[0]![k]! + p[1]![k]!) / 2);
      return (q[c.outcome]! / q.reduce((a, b) => a + b, 0)) * c.pick.price - 1;
    });
    expect(mean(everyBook) - mean(shaded.map(clvOf))).toBeGreaterThan(0.02);
  });

  it("scores the published rule: one value pick per match, its largest edge, and none where the model declined", () => {
    const history = syntheticHistory(200).map((f, i) => (i % 11 === 0 ? { ...f, probs: null } : f));
    const rows = fairWalkForward(history, options);
    const { picks, thresholds } = walkForwardPicks(rows, { minPicksPerSeason: 10 });
    const threshold = new Map(thresholds.map((t) => [t.season, t.threshold]));
    expect(picks.length).toBeGreaterThan(50);
    expect(new Set(picks.map((c) => c.row)).size).toBe(picks.length);
    for (const c of picks) {
      expect(c.row.model).not.toBeNull();
      expect(valueSelection(c.row.edges!, threshold.get(c.row.row.season!)!)).toBe(c.outcome);
    }
    // Matches where two outcomes clear the threshold still give one pick.
    const candidates = valueCandidates(rows);
    const twice = rows.filter((r) => r.model && r.edges && r.edges.filter((e) => e > 0.01).length >= 2);
    expect(twice.length).toBeGreaterThan(0);
    const published = publishedPicks(candidates, 0.01);
    for (const r of twice) expect(published.filter((c) => c.row === r)).toHaveLength(1);
    expect(published.some((c) => c.row.model === null)).toBe(false);
  });
});

describe("value picks on the five football leagues, 2019-20 … 2023-24 (../shared/data)", () => {
  it("state an edge within 1 point of the CLV they earn against Pinnacle's close, overall and in every season", () => {
    const files = [
      "soccer_epl.csv",
      "soccer_laliga.csv",
      "soccer_bundesliga.csv",
      "soccer_seriea.csv",
      "soccer_ligue1.csv",
    ];
    const rows = files
      .flatMap(loadShared)
      .filter((r) => r.date >= utc("2011-07-01"))
      .sort((a, b) => a.date.getTime() - b.date.getTime());
    // Fair is the consensus here (the pool never earned its place on this history, docs/model-card.md), so a
    // constant model stands in for the real one: only its presence matters to the published rule.
    const fair = fairWalkForward(
      rows.map((row) => ({ row, probs: [1 / 3, 1 / 3, 1 / 3], forecast: null })),
      { minPoolRows: Infinity },
    );
    const { picks, thresholds } = walkForwardPicks(fair);
    const scored = picks.filter((c) => c.row.row.date >= utc("2019-07-01"));
    const seasons = ["2019-20", "2020-21", "2021-22", "2022-23", "2023-24"];
    // Measured 2,100 picks, stated edge +3.11 % against CLV +2.82 % (before #25: 2,176 picks, +3.71 % for +2.62 %).
    expect(scored.length).toBeGreaterThan(1500);
    expect(scored.length).toBeLessThan(3000);
    expect(Math.abs(mean(scored.map((c) => c.edge)) - mean(scored.map(clvOf)))).toBeLessThan(0.01);
    expect(mean(scored.map(clvOf))).toBeGreaterThan(0.02);
    for (const season of seasons) {
      const these = scored.filter((c) => c.row.row.season === season);
      expect(these.length, season).toBeGreaterThan(150);
      expect(Math.abs(mean(these.map((c) => c.edge)) - mean(these.map(clvOf))), season).toBeLessThan(0.01);
    }
    for (const t of thresholds.filter((x) => seasons.includes(x.season))) {
      expect(t.threshold).toBeGreaterThanOrEqual(0.01);
      expect(t.threshold).toBeLessThanOrEqual(0.03);
    }
  });
});

describe("fair forecast with the real football model", () => {
  it("a match's own closing price never moves its fair forecast", () => {
    const rows = loadShared("soccer_epl.csv").filter((r) => r.date >= utc("2016-07-01") && r.date < utc("2018-07-01"));
    const model = getModel("football-dixon-coles")!;
    const from = utc("2017-01-01");
    const opts = { minPoolRows: 100, poolGate: false };
    const base = fairWalkForward(forecastRows(model, rows, { from }), opts);
    const target = rows.findIndex((r) => r.date >= utc("2018-03-01"));
    const planted = rows.map((r, i) =>
      i === target
        ? {
            ...r,
            marketOdds: [1.1, 11, 26],
            closingOdds: { home: 1.1, draw: 11, away: 26 },
            prices: { ...r.prices, pinClose: [1.1, 11, 26] },
          }
        : r,
    );
    const after = fairWalkForward(forecastRows(model, planted, { from }), opts);
    const i = after.findIndex((r) => r.row.id === rows[target]!.id);
    expect(after[i]!.basis).toBe("market+model");
    expect(after[i]!.fair).toEqual(base[i]!.fair);
    expect(after[i]!.fitted).toEqual(base[i]!.fitted);
    expect(after[i]!.closing).not.toEqual(base[i]!.closing);
  });
});
