import { describe, expect, it } from "vitest";

import {
  bandOf,
  CONFIDENCE_BANDS,
  confidenceTone,
  EV_BANDS,
  evTone,
  fairPrice,
  modelShaped,
  pickKind,
  probabilityBasis,
  probabilityTone,
  shownEvPercent,
  shownPercent,
  TIP_LEVEL_BANDS,
  tipLevel,
} from "@/lib/format/prediction-display.rules";

// The one home of the display rules (docs/decisions.md, "One home for the display rules"): every threshold
// edge, judged on the figure the page shows.

describe("the list colours of a probability: green from 80, amber 60–79, grey below", () => {
  it("are the spec's thresholds", () => {
    expect(CONFIDENCE_BANDS.map((band) => [band.tone, band.from])).toEqual([
      ["success", 80],
      ["warning", 60],
      ["muted", 0],
    ]);
  });

  it.each([
    [100, "success"],
    [80.01, "success"],
    [80, "success"],
    [79.99, "warning"],
    [60, "warning"],
    [59.99, "muted"],
    [0, "muted"],
  ] as const)("%s %% is %s", (confidence, tone) => expect(confidenceTone(confidence)).toBe(tone));

  it("judges the percent shown, never rounded up: 79.99 reads 79 % and is amber, as the legend's 60–79 % says", () => {
    expect(shownPercent(79.99)).toBe(79);
    expect(shownPercent(59.99)).toBe(59);
    expect(shownPercent(80)).toBe(80);
    // 0.29 × 100 in floating point is 28.999999999999996: still 29 %.
    expect(shownPercent(0.29 * 100)).toBe(29);
  });
});

describe("tip levels: High from 80, Medium 65–79, Low below 65", () => {
  it("are the spec's thresholds", () => {
    expect(TIP_LEVEL_BANDS.map((band) => [band.key, band.from])).toEqual([
      ["High", 80],
      ["Medium", 65],
      ["Low", 0],
    ]);
  });

  it.each([
    [100, "High"],
    [81, "High"],
    [80, "High"],
    [79.99, "Medium"],
    [65, "Medium"],
    [64.99, "Low"],
    [0, "Low"],
  ] as const)("%s %% on a bet is %s", (confidence, level) => {
    expect(tipLevel(confidence, "value")).toBe(level);
    expect(tipLevel(confidence, "pick")).toBe(level);
  });

  it("a forecast has no level, whatever its probability (81 % at a negative EV is no 'High')", () => {
    expect(tipLevel(81, "forecast")).toBeNull();
    expect(tipLevel(95, "forecast")).toBeNull();
  });
});

describe("the colours of an EV: green from +10 %, amber +5 to +9.9 %, grey below", () => {
  it.each([
    [0.25, "success"],
    [0.1, "success"],
    [0.0999, "warning"],
    [0.05, "warning"],
    [0.0499, "muted"],
    [0, "muted"],
    [-0.03, "muted"],
    [null, "muted"],
    [undefined, "muted"],
  ] as const)("EV %s is %s", (ev, tone) => expect(evTone(ev)).toBe(tone));

  it("judges the EV shown, one decimal cut towards zero", () => {
    expect(shownEvPercent(0.0999)).toBe(9.9);
    expect(shownEvPercent(0.07)).toBe(7);
    expect(shownEvPercent(0.029)).toBe(2.9);
    expect(shownEvPercent(-0.0051)).toBe(-0.5);
    expect(bandOf(EV_BANDS, -50).tone).toBe("muted");
  });
});

describe("what a pick is: no negative-EV pick reads as a bet", () => {
  it.each([
    [{ isValue: true, expectedValue: 0.05 }, "value"],
    [{ isValue: false, expectedValue: 0.01 }, "pick"],
    [{ isValue: true, expectedValue: 0 }, "forecast"],
    [{ isValue: true, expectedValue: -0.005 }, "forecast"],
    [{ isValue: false, expectedValue: -0.06 }, "forecast"],
    [{ isValue: false, expectedValue: null }, "forecast"],
    [{ expectedValue: 0.0001 }, "pick"],
  ] as const)("%o is a %s", (pick, kind) => expect(pickKind(pick)).toBe(kind));

  it("colours a probability only on a bet: 85 % on a forecast is grey", () => {
    expect(probabilityTone(85, "forecast")).toBe("muted");
    expect(probabilityTone(85, "value")).toBe("success");
    expect(probabilityTone(70, "pick")).toBe("warning");
    expect(probabilityTone(50, "value")).toBe("muted");
  });
});

describe("what a probability is made of", () => {
  it("names the stored fair basis, with the number of books of a consensus", () => {
    expect(
      probabilityBasis({
        fairProbability: 0.52,
        fairBasis: "market-only",
        consensusBookmakers: 7,
        modelProbability: 0.6,
      }),
    ).toEqual({ kind: "consensus", books: 7 });
    expect(probabilityBasis({ fairProbability: 0.52, fairBasis: "market+model", consensusBookmakers: 5 })).toEqual({
      kind: "pooled",
      books: 5,
    });
    expect(probabilityBasis({ fairProbability: 0.52, fairBasis: "model-only", consensusBookmakers: 0 })).toEqual({
      kind: "model-only",
    });
    expect(probabilityBasis({ fairProbability: null, modelProbability: 0.61, source: "MODEL" })).toEqual({
      kind: "model",
    });
    expect(probabilityBasis({ fairProbability: null, modelProbability: null, source: "MANUAL" })).toEqual({
      kind: "analyst",
    });
  });

  it("gives the model badge only where the model shaped the probability", () => {
    expect(modelShaped({ kind: "consensus", books: 7 })).toBe(false);
    expect(modelShaped({ kind: "analyst" })).toBe(false);
    expect(modelShaped({ kind: "pooled", books: 7 })).toBe(true);
    expect(modelShaped({ kind: "model-only" })).toBe(true);
    expect(modelShaped({ kind: "model" })).toBe(true);
  });
});

describe("fair odds", () => {
  it("are 1 ÷ the probability, and none without one", () => {
    expect(fairPrice(0.4)).toBe(2.5);
    expect(fairPrice(0)).toBeNull();
    expect(fairPrice(1)).toBeNull();
    expect(fairPrice(null)).toBeNull();
  });
});
