import { describe, expect, it } from "vitest";

import { formatFactorValue, readFactors } from "@/lib/predictions/factors";

describe("readFactors", () => {
  it("reads what generation writes", () => {
    const view = readFactors({
      model: "football-dixon-coles",
      expectedHome: 1.62,
      expectedAway: 0.94,
      inputs: [{ key: "home_attack", label: "Home attack", value: 1.32, detail: "League average 1.00" }],
    });
    expect(view).toEqual({
      model: "football-dixon-coles",
      expectedHome: 1.62,
      expectedAway: 0.94,
      inputs: [{ key: "home_attack", label: "Home attack", value: 1.32, detail: "League average 1.00" }],
    });
  });

  it("skips malformed inputs and returns null when nothing is left", () => {
    expect(readFactors(null)).toBeNull();
    expect(readFactors([1, 2])).toBeNull();
    expect(readFactors({ inputs: [{ label: 3 }, { label: "x", value: {} }] })).toBeNull();
    expect(readFactors({ inputs: [{ label: "Form", value: "WWDLW" }, "junk"] })?.inputs).toEqual([{ key: "Form", label: "Form", value: "WWDLW", detail: null }]);
  });

  it("formats values", () => {
    expect(formatFactorValue(3)).toBe("3");
    expect(formatFactorValue(1.23456)).toBe("1.23");
    expect(formatFactorValue("WWD")).toBe("WWD");
  });
});
