import { describe, expect, it } from "vitest";

import { realityCheckTiming, sessionLengthText } from "@/lib/play/reality-check.rules";

const MINUTE = 60_000;
const START = 1_700_000_000_000;

describe("realityCheckTiming", () => {
  it("waits a full interval from the session's start", () => {
    expect(realityCheckTiming(START, 30, START, 0)).toEqual({ elapsedIntervals: 0, msUntilNext: 30 * MINUTE });
    expect(realityCheckTiming(START, 30, START + 29 * MINUTE, 0)).toEqual({ elapsedIntervals: 0, msUntilNext: MINUTE });
  });

  it("is due once an interval has passed that was not acknowledged", () => {
    expect(realityCheckTiming(START, 30, START + 30 * MINUTE, 0)).toEqual({ elapsedIntervals: 1, msUntilNext: 0 });
    expect(realityCheckTiming(START, 60, START + 150 * MINUTE, 1)).toEqual({ elapsedIntervals: 2, msUntilNext: 0 });
  });

  it("after 'continue' waits for the next full interval, not another interval from now", () => {
    expect(realityCheckTiming(START, 30, START + 35 * MINUTE, 1)).toEqual({
      elapsedIntervals: 1,
      msUntilNext: 25 * MINUTE,
    });
  });

  it("treats a clock behind the session's start as its start", () => {
    expect(realityCheckTiming(START, 30, START - 5 * MINUTE, 0)).toEqual({
      elapsedIntervals: 0,
      msUntilNext: 30 * MINUTE,
    });
  });
});

describe("sessionLengthText", () => {
  it("says minutes up to two hours, then hours and minutes", () => {
    expect(sessionLengthText(30)).toBe("30 minutes");
    expect(sessionLengthText(90)).toBe("90 minutes");
    expect(sessionLengthText(120)).toBe("2 hours");
    expect(sessionLengthText(150)).toBe("2 hours 30 minutes");
  });
});
