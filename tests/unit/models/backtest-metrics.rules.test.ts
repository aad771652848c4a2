import { describe, expect, it, vi } from "vitest";

import type { BacktestRow } from "@/lib/engine/backtest";
import { consensusProbabilities } from "@/lib/engine/consensus";
import type { RowMarket } from "@/lib/engine/fair-backtest";
import { logLoss } from "@/lib/engine/metrics";
import { getModel } from "@/lib/engine/registry";
import {
  BacktestInputError,
  backtestModel,
  beatsConsensus,
  calibrationBins,
  compareMarginMethods,
  MIN_BACKTEST_MATCHES,
} from "@/lib/models/backtest-metrics.rules";

vi.setConfig({ testTimeout: 60_000 });

function rng(seed: number) {
  let s = seed;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}

const STRENGTH = [6, 3, 0, -2, -4, -7];

/** Two-way games between six teams of known strength, one a day, with two books before kick-off and a close. */
function history(games: number, seed = 5, perDay = 1): { rows: BacktestRow[]; markets: Map<string, RowMarket> } {
  const r = rng(seed);
  const rows: BacktestRow[] = [];
  const markets = new Map<string, RowMarket>();
  for (let g = 0; g < games; g++) {
    const h = g % 6;
    const a = (g + 1 + (Math.floor(g / 6) % 5)) % 6;
    const pHome = 1 / (1 + Math.exp(-(STRENGTH[h]! - STRENGTH[a]! + 2) / 6));
    const homeWins = r() < pHome;
    const id = `g${g}`;
    rows.push({
      id,
      date: new Date(Date.UTC(2026, 0, 1) + Math.floor(g / perDay) * 86_400_000 + (g % perDay) * 3_600_000),
      league: "test",
      season: "2026",
      homeTeam: `t${h}`,
      awayTeam: `t${a}`,
      homeScore: homeWins ? 100 : 90,
      awayScore: homeWins ? 90 : 100,
      outcomes: 2,
    });
    const book = (noise: number, margin: number) => {
      const p = Math.min(0.9, Math.max(0.1, pHome + noise * (r() - 0.5)));
      return [1 / (p * margin), 1 / ((1 - p) * margin)];
    };
    const books = [book(0.2, 1.05), book(0.2, 1.06)];
    markets.set(id, {
      books,
      best: [Math.max(books[0]![0]!, books[1]![0]!), Math.max(books[0]![1]!, books[1]![1]!)],
      closing: book(0.02, 1.03),
    });
  }
  return { rows, markets };
}

describe("the de-vig method comparison", () => {
  it("reports each method's consensus log loss and chooses the lowest", () => {
    // A favourite-longshot bias: the longshot is overpriced, which proportional removal leaves in.
    const samples = Array.from({ length: 40 }, (_, i) => ({
      books: [[1.25, 4.2]],
      outcome: i % 5 === 0 ? 1 : 0,
      outcomes: 2,
    }));
    const result = compareMarginMethods(samples);
    for (const method of ["power", "shin", "proportional"] as const) {
      const direct =
        samples.reduce((s, x) => s + logLoss(consensusProbabilities(x.books, 2, { method })!, x.outcome), 0) /
        samples.length;
      expect(result.logLoss[method]).toBeCloseTo(direct, 12);
    }
    const lowest = Object.entries(result.logLoss).sort((x, y) => x[1] - y[1])[0]![0];
    expect(result.chosen).toBe(lowest);
  });

  it("keeps power when the methods agree (books without margin) and when nothing is priced", () => {
    expect(compareMarginMethods([{ books: [[2, 2]], outcome: 0, outcomes: 2 }]).chosen).toBe("power");
    expect(compareMarginMethods([])).toEqual({ chosen: "power", logLoss: {} });
  });
});

describe("calibration bins of the fair forecast", () => {
  it("puts every outcome's probability in its 10-point bin with how often it came true", () => {
    const bins = calibrationBins([
      { probs: [0.62, 0.38], outcome: 0 },
      { probs: [0.66, 0.34], outcome: 1 },
    ]);
    expect(bins).toEqual([
      { from: 0.3, to: 0.4, n: 2, predicted: expect.closeTo(0.36, 10), observed: 0.5 },
      { from: 0.6, to: 0.7, n: 2, predicted: expect.closeTo(0.64, 10), observed: 0.5 },
    ]);
  });
});

describe("beating the consensus", () => {
  it("takes a strictly lower log loss, not the rounding of a fair forecast that is the consensus itself", () => {
    expect(beatsConsensus(0.6, 0.61)).toBe(true);
    expect(beatsConsensus(0.61, 0.61)).toBe(false);
    expect(beatsConsensus(0.62, 0.61)).toBe(false);
    expect(beatsConsensus(0.61 - 1e-15, 0.61)).toBe(false);
  });
});

describe("backtestModel", () => {
  const model = getModel("basketball-elo")!;

  it(
    "fills every figure from the history: scores of fair, model, consensus and close on the same matches, bands, " +
      "picks, method",
    () => {
      const { rows, markets } = history(300);
      const result = backtestModel(model, rows, markets);
      const m = result.metrics;
      expect(result.n).toBe(240); // the first fifth only trains
      expect(result.periodFrom).toEqual(rows[60]!.date);
      expect(result.periodTo).toEqual(rows[299]!.date);
      expect(m.scores.fair.n).toBe(240);
      expect(m.scores.consensus?.n).toBe(240);
      expect(m.scores.model?.n).toBe(240);
      expect(m.scores.closing?.n).toBe(240);
      for (const s of [m.scores.fair, m.scores.consensus!, m.scores.closing!])
        for (const v of [s.logLoss, s.rps, s.brier]) expect(v).toBeGreaterThan(0);
      expect(m.scores.fair.rps).toBeCloseTo(m.scores.fair.brier / 2, 10);
      expect(m.calibration.reduce((s, b) => s + b.n, 0)).toBe(480);
      expect(m.bands).toHaveLength(6);
      expect(m.bands.reduce((s, b) => s + b.roi.n, 0)).toBe(480);
      expect(m.valuePicks.threshold).toBeGreaterThanOrEqual(0);
      expect(m.valuePicks.threshold).toBeLessThanOrEqual(0.1);
      expect(Object.keys(m.marginMethod.logLoss).sort()).toEqual(["power", "proportional", "shin"]);
      // 300 games: too few for the pool (it needs 1000 earlier matches), so fair is the consensus and cannot beat it.
      expect(m.pool).toBeNull();
      expect(m.scores.fair.logLoss).toBeCloseTo(m.scores.consensus!.logLoss, 12);
      expect(result.beatsConsensus).toBe(false);
    },
  );

  it("beats the consensus when books know nothing and the model does: the pool earns its place and is stored", () => {
    // Four games a day for 21 months: the pool is fitted on 1000 games, then must beat the books on 1000 more.
    const { rows, markets } = history(2600, 9, 4);
    const flat = new Map([...markets].map(([id, m]) => [id, { ...m, books: [[1.9, 1.9]], best: [1.9, 1.9] }]));
    const result = backtestModel(model, rows, flat);
    expect(result.metrics.pool).toMatchObject({ applied: true, n: expect.any(Number) });
    expect(result.metrics.pool!.b).toBeGreaterThan(0);
    expect(result.metrics.scores.fair.logLoss).toBeLessThan(result.metrics.scores.consensus!.logLoss);
    expect(result.beatsConsensus).toBe(true);
  });

  it("never lets the close into the forecast: planting other closing prices changes only the closing figures", () => {
    const { rows, markets } = history(200);
    const planted = new Map(
      [...markets].map(([id, m]) => [
        id,
        { ...m, closing: rows.find((r) => r.id === id)!.homeScore > 95 ? [1.01, 60] : [60, 1.01] },
      ]),
    );
    const honest = backtestModel(model, rows, markets).metrics;
    const cheating = backtestModel(model, rows, planted).metrics;
    expect(cheating.scores.fair).toEqual(honest.scores.fair);
    expect(cheating.scores.consensus).toEqual(honest.scores.consensus);
    expect(cheating.calibration).toEqual(honest.calibration);
    expect(cheating.scores.closing!.logLoss).toBeLessThan(honest.scores.closing!.logLoss);
  });

  it(
    "a spread and a close but no pre-kickoff book (imported NBA): backtested on the spread, the planted close " +
      "never in it",
    () => {
      const { rows, markets } = history(200);
      // Each game's spread from its books' home probability (Φ(−s/12) ≈ p), the close planted on the winner.
      const spreadOnly = (plant: boolean) =>
        new Map(
          [...markets].map(([id, m]) => {
            const p = consensusProbabilities(m.books, 2)![0]!;
            const spread = Math.round(-12 * Math.log(p / (1 - p)) * 0.6 * 2) / 2;
            const won = rows.find((r) => r.id === id)!.homeScore > 95;
            return [
              id,
              {
                books: [],
                best: null,
                closing: plant ? (won ? [1.01, 60] : [60, 1.01]) : m.closing,
                spread,
              } satisfies RowMarket,
            ];
          }),
        );
      const honest = backtestModel(model, rows, spreadOnly(false));
      const cheating = backtestModel(model, rows, spreadOnly(true));
      expect(honest.n).toBeGreaterThanOrEqual(MIN_BACKTEST_MATCHES);
      expect(honest.metrics.scores.consensus!.logLoss).toBeGreaterThan(0.3);
      expect(cheating.metrics.scores.fair).toEqual(honest.metrics.scores.fair);
      expect(cheating.metrics.scores.consensus).toEqual(honest.metrics.scores.consensus);
      expect(cheating.metrics.scores.closing!.logLoss).toBeLessThan(honest.metrics.scores.closing!.logLoss);
      // No best price: no value picks.
      expect(honest.metrics.valuePicks.n).toBe(0);
      // Without the spread there is nothing priced before kick-off.
      const closeOnly = new Map(
        [...spreadOnly(false)].map(([id, m]) => [id, { books: m.books, best: m.best, closing: m.closing }]),
      );
      expect(() => backtestModel(model, rows, closeOnly)).toThrow(/Only 0 finished matches have pre-kickoff prices/);
    },
  );

  it("fails with a clear reason when too few matches were priced before kick-off", () => {
    const { rows, markets } = history(200);
    const few = new Map([...markets].slice(0, MIN_BACKTEST_MATCHES - 1));
    expect(() => backtestModel(model, rows, few)).toThrow(BacktestInputError);
    expect(() => backtestModel(model, rows, few)).toThrow(
      /Only 29 finished matches have pre-kickoff prices; at least 30/,
    );
  });
});
