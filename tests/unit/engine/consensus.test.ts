import { describe, expect, it } from "vitest";

import {
  consensusBooks,
  consensusProbabilities,
  spreadImpliedProbabilities,
  spreadSigma,
} from "@/lib/engine/consensus";
import { removeMargin } from "@/lib/engine/odds";

describe("market consensus", () => {
  it("de-vigs each book, then averages the probabilities (not the prices)", () => {
    // Book A 2.0/3.5/4.0 → 0.482759/0.275862/0.241379; book B 2.2/3.2/3.6 (Σ 1/o = 1.044823) →
    // 0.435045/0.299094/0.265861. Mean: 0.458902/0.287478/0.253620.
    const p = consensusProbabilities(
      [
        [2.0, 3.5, 4.0],
        [2.2, 3.2, 3.6],
      ],
      3,
      { method: "proportional" },
    )!;
    expect(p[0]).toBeCloseTo(0.458901969, 8);
    expect(p[1]).toBeCloseTo(0.2874778623, 8);
    expect(p[2]).toBeCloseTo(0.2536201688, 8);
  });

  it("uses the chosen de-vig method per book", () => {
    const p = consensusProbabilities([[2.0, 3.5, 4.0]], 3, { method: "power" })!;
    removeMargin([2.0, 3.5, 4.0], "power").forEach((q, k) => expect(p[k]).toBeCloseTo(q, 12));
    expect(p[0]).not.toBeCloseTo(removeMargin([2.0, 3.5, 4.0], "proportional")[0]!, 4);
  });

  it("median: the middle book per outcome, renormalised", () => {
    const books = [
      [2.0, 3.5, 4.0],
      [2.2, 3.2, 3.6],
      [1.5, 4.5, 7.0],
    ];
    const med = consensusProbabilities(books, 3, { method: "proportional", average: "median" })!;
    const each = books.map((b) => removeMargin(b, "proportional"));
    const mid = [0, 1, 2].map((k) => each.map((p) => p[k]!).sort((a, b) => a - b)[1]!);
    const s = mid.reduce((a, b) => a + b, 0);
    mid.forEach((m, k) => expect(med[k]).toBeCloseTo(m / s, 12));
  });

  it("skips incomplete or impossible books; null when none is left", () => {
    const p = consensusProbabilities(
      [
        [2.0, 3.5, 4.0],
        [2.2, 1.0, 3.6],
        [2.1, 3.3],
      ],
      3,
      { method: "proportional" },
    )!;
    expect(p[0]).toBeCloseTo(0.4827586207, 9);
    expect(consensusProbabilities([null, undefined], 3)).toBeNull();
  });
});

describe("the books a consensus is made of", () => {
  const book = (bookmaker: string) => ({ bookmaker, odds: [2, 3.4, 3.6] });

  it("is the market average alone if quoted: a single book beside it would weigh as much as the market", () => {
    expect(
      consensusBooks([book("bet365"), book("market-average"), book("market-maximum")]).map((b) => b.bookmaker),
    ).toEqual(["market-average"]);
    // Named through a feed, as the live pipeline keys its books.
    expect(consensusBooks([book("csv:bet365"), book("csv:market-average")]).map((b) => b.bookmaker)).toEqual([
      "csv:market-average",
    ]);
  });

  it("is every book otherwise, never a best-price-only quote", () => {
    expect(
      consensusBooks([book("draftkings"), book("odds-api:fanduel"), book("market-maximum")]).map((b) => b.bookmaker),
    ).toEqual(["draftkings", "odds-api:fanduel"]);
    expect(consensusBooks([book("market-maximum")])).toEqual([]);
  });
});

describe("spread-implied probabilities", () => {
  it("P(home) = Φ(−spread/σ)", () => {
    const [h, a] = spreadImpliedProbabilities(-6.5, 13);
    expect(h).toBeCloseTo(0.6914624612740131, 9); // Φ(0.5)
    expect(a).toBeCloseTo(1 - 0.6914624612740131, 9);
    expect(spreadImpliedProbabilities(0, 12)[0]).toBeCloseTo(0.5, 12);
  });

  it("σ is the RMS of the margin around the spread on earlier games", () => {
    // margins + spreads: 10 − 4 = 6, −3 + 7 = 4 → √((36 + 16)/2) = √26.
    expect(
      spreadSigma([
        { margin: 10, spreadHome: -4 },
        { margin: -3, spreadHome: 7 },
      ]),
    ).toBeCloseTo(Math.sqrt(26), 12);
    expect(spreadSigma([])).toBeNull();
  });
});
