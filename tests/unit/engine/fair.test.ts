import { describe, expect, it } from "vitest";

import { fairForecast, preKickoffMarket, type PriceSnapshot } from "@/lib/engine/fair";
import { consensusProbabilities } from "@/lib/engine/consensus";
import { poolProbabilities, type PoolWeights } from "@/lib/engine/pool";

const kickoff = new Date("2024-03-02T15:00:00Z");
const at = (iso: string) => new Date(iso);
const weights: PoolWeights = { a: 0.9, b: 0.2, c: [0, 0.05, 0], n: 5000 };
const model = [0.5, 0.27, 0.23];

const snapshots: PriceSnapshot[] = [
  { bookmaker: "avg", capturedAt: at("2024-02-29T16:00:00Z"), odds: [2.05, 3.4, 3.7] },
  { bookmaker: "b365", capturedAt: at("2024-02-28T10:00:00Z"), odds: [2.2, 3.3, 3.4] },
  { bookmaker: "b365", capturedAt: at("2024-03-01T10:00:00Z"), odds: [2.1, 3.4, 3.6] },
];

describe("pre-kickoff market", () => {
  it("keeps the latest snapshot per bookmaker at or before the lock", () => {
    const m = preKickoffMarket(snapshots, kickoff);
    expect(m.snapshots).toHaveLength(2);
    expect(m.snapshots.find((s) => s.bookmaker === "b365")!.odds).toEqual([2.1, 3.4, 3.6]);
  });
});

describe("fair forecast", () => {
  it("pools the de-vigged consensus with the model", () => {
    const f = fairForecast(model, preKickoffMarket(snapshots, kickoff), weights, 3)!;
    const consensus = consensusProbabilities(
      [
        [2.05, 3.4, 3.7],
        [2.1, 3.4, 3.6],
      ],
      3,
      { method: "power" },
    )!;
    expect(f.basis).toBe("market+model");
    expect(f.books).toBe(2);
    f.consensus!.forEach((p, k) => expect(p).toBeCloseTo(consensus[k]!, 12));
    poolProbabilities(consensus, model, weights).forEach((p, k) => expect(f.probabilities[k]).toBeCloseTo(p, 12));
    expect(f.bestPrices).toEqual([2.1, 3.4, 3.7]);
    f.edges!.forEach((e, k) => expect(e).toBeCloseTo(f.probabilities[k]! * f.bestPrices![k]! - 1, 12));
  });

  it("never sees a price captured after the lock: planting the close changes nothing", () => {
    const before = fairForecast(model, { lockAt: kickoff, snapshots }, weights, 3)!;
    const closing: PriceSnapshot[] = [
      ...snapshots,
      { bookmaker: "pinnacle", capturedAt: at("2024-03-02T15:00:01Z"), odds: [1.4, 5.0, 9.0] },
      { bookmaker: "avg", capturedAt: at("2024-03-02T16:00:00Z"), odds: [6.0, 4.0, 1.5] },
    ];
    const after = fairForecast(model, { lockAt: kickoff, snapshots: closing }, weights, 3)!;
    expect(after).toEqual(before);
  });

  it("takes the market average alone as the consensus when it is quoted, and the best price from every book", () => {
    // Bet365 prices the home side 8 % shorter than the average: in the consensus it would add its own view of
    // the home side to fair; beside the average it only offers its (longer) draw.
    const books: PriceSnapshot[] = [
      { bookmaker: "market-average", capturedAt: at("2024-03-01T10:00:00Z"), odds: [2.2, 3.4, 3.3] },
      { bookmaker: "bet365", capturedAt: at("2024-03-01T10:00:00Z"), odds: [2.02, 3.6, 3.5] },
    ];
    const f = fairForecast(null, { lockAt: kickoff, snapshots: books }, weights, 3)!;
    const average = consensusProbabilities([[2.2, 3.4, 3.3]], 3, { method: "power" })!;
    expect(f.books).toBe(1);
    f.consensus!.forEach((p, k) => expect(p).toBeCloseTo(average[k]!, 12));
    expect(f.bestPrices).toEqual([2.2, 3.6, 3.5]);
    f.edges!.forEach((e, k) => expect(e).toBeCloseTo(average[k]! * f.bestPrices![k]! - 1, 12));
  });

  it("with no price, is the model alone and says so", () => {
    const f = fairForecast(model, null, weights, 3)!;
    expect(f.basis).toBe("model-only");
    expect(f.probabilities).toEqual(model);
    expect(f.consensus).toBeNull();
    expect(f.edges).toBeNull();
    // Prices that only exist after the lock are no prices.
    const late = fairForecast(
      model,
      { lockAt: kickoff, snapshots: [{ bookmaker: "x", capturedAt: at("2024-03-02T15:30:00Z"), odds: [2, 3, 4] }] },
      weights,
      3,
    )!;
    expect(late.basis).toBe("model-only");
  });

  it("without a model forecast, is the consensus alone; null with neither", () => {
    const f = fairForecast(null, { lockAt: kickoff, snapshots }, weights, 3)!;
    expect(f.basis).toBe("market-only");
    expect(f.probabilities).toEqual(f.consensus);
    expect(fairForecast(null, null, weights, 3)).toBeNull();
  });
});
