import { describe, expect, it } from "vitest";

import { tipConfidenceLevel } from "@/lib/predictions/confidence.rules";

describe("tipConfidenceLevel", () => {
  it.each([
    [100, "High"],
    [80, "High"],
    [79.99, "Medium"],
    [65, "Medium"],
    [64.99, "Low"],
    [0, "Low"],
  ] as const)("%s%% with a positive EV is %s", (confidence, level) => {
    expect(tipConfidenceLevel(confidence, 0.03)).toBe(level);
  });

  it.each([
    [85, -0.06],
    [95, 0],
    [70, -0.0001],
    [82, null],
  ] as const)("%s%% with EV %s has no level: a plain probability, never 'High'", (confidence, expectedValue) => {
    expect(tipConfidenceLevel(confidence, expectedValue)).toBeNull();
  });
});
