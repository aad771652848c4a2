import { describe, expect, it } from "vitest";

import { EDGE_BAND_BOUNDS, edgeBandIndex, edgeBandLabel } from "@/lib/format/edge-bands.rules";

describe("edge bands", () => {
  it.each([
    [-0.06, "<0 %"],
    [-0.0001, "<0 %"],
    [0, "0–2 %"],
    [0.0199, "0–2 %"],
    [0.02, "2–4 %"],
    [0.0399, "2–4 %"],
    [0.04, "4–6 %"],
    [0.06, "6–10 %"],
    // 0.07 × 100 is 7.000000000000001 in floating point; the band must not depend on it.
    [0.07, "6–10 %"],
    [0.0999, "6–10 %"],
    [0.1, "≥10 %"],
    [0.45, "≥10 %"],
  ])("EV %s is in band %s (lower bound included)", (ev, label) => {
    expect(edgeBandLabel(edgeBandIndex(ev)!)).toBe(label);
  });

  it("puts a pick without an EV in no band", () => {
    expect(edgeBandIndex(null)).toBeNull();
    expect(edgeBandIndex(undefined)).toBeNull();
    expect(edgeBandIndex(Number.NaN)).toBeNull();
  });

  it("labels every band once, in order", () => {
    const labels = Array.from({ length: EDGE_BAND_BOUNDS.length + 1 }, (_, i) => edgeBandLabel(i));
    expect(labels).toEqual(["<0 %", "0–2 %", "2–4 %", "4–6 %", "6–10 %", "≥10 %"]);
  });
});
