import { describe, expect, it } from "vitest";

import { tipConfidenceLevel } from "@/lib/browse/confidence";

describe("tipConfidenceLevel (public spec §9)", () => {
  it.each([
    [100, "High"],
    [80, "High"],
    [79.99, "Medium"],
    [65, "Medium"],
    [64.99, "Low"],
    [0, "Low"],
  ] as const)("%s%% is %s", (confidence, level) => {
    expect(tipConfidenceLevel(confidence)).toBe(level);
  });
});
