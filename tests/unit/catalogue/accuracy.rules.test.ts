import { describe, expect, it } from "vitest";

import { accuracyDetail, measureAccuracy } from "@/lib/catalogue/accuracy.rules";
import { formatExpectedValue, formatKickoffUtc } from "@/lib/format/predictions.rules";
import { formatOdds } from "@/lib/format/odds.rules";
import { formatPercent } from "@/lib/format/numbers.rules";

describe("measureAccuracy", () => {
  it("is wins over decided picks, one decimal, with the sample", () => {
    expect(measureAccuracy(2, 1)).toEqual({ percent: 66.7, sample: 3 });
    expect(measureAccuracy(0, 4)).toEqual({ percent: 0, sample: 4 });
  });

  it("is null before anything is decided, and says so", () => {
    const accuracy = measureAccuracy(0, 0);
    expect(accuracy).toEqual({ percent: null, sample: 0 });
    expect(formatPercent(accuracy.percent)).toBe("—");
    expect(accuracyDetail(accuracy)).toBe("no settled picks yet");
    expect(accuracyDetail({ percent: 100, sample: 1 })).toBe("from 1 settled pick");
    expect(accuracyDetail({ percent: 50, sample: 1200 })).toBe("from 1,200 settled picks");
  });
});

describe("formats", () => {
  it("shows American odds with a plus sign when positive", () => {
    expect(formatOdds(2.5, "american")).toBe("+150");
    expect(formatOdds(1 + 100 / 120, "american")).toBe("-120");
  });

  it("shows expected value as a signed percentage", () => {
    expect(formatExpectedValue(0.0333)).toBe("+3.3%");
    expect(formatExpectedValue(0)).toBe("0.0%");
    expect(formatExpectedValue(null, "not available")).toBe("not available");
  });

  it("formats kick-off in UTC whatever the machine's zone", () => {
    expect(formatKickoffUtc("2026-06-13T19:30:00.000Z")).toBe("Sat 13 Jun, 19:30 UTC");
  });
});
