import { describe, expect, it } from "vitest";

import { sharePercent } from "@/lib/analytics/analytics-figures.rules";

describe("sharePercent", () => {
  it("is the part of the whole in percent to one decimal", () => {
    expect(sharePercent(1, 3)).toBe(33.3);
    expect(sharePercent(2, 3)).toBe(66.7);
    expect(sharePercent(0, 5)).toBe(0);
    expect(sharePercent(5, 5)).toBe(100);
  });

  it("is null without a denominator: no rate when no trial started", () => {
    expect(sharePercent(0, 0)).toBeNull();
  });
});
