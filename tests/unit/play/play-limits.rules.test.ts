import { describe, expect, it } from "vitest";

import { pauseAt, refusePause, selfExclusionEnd, timeoutEnd, type PauseRequest } from "@/lib/play/play-limits.rules";

const NOW = new Date("2026-11-28T12:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe("pauseAt", () => {
  it("is null without limits, or when every pause has ended (an end instant is no longer paused)", () => {
    expect(pauseAt(null, NOW)).toBeNull();
    expect(pauseAt({ timeoutUntil: null, selfExcludedUntil: null }, NOW)).toBeNull();
    expect(pauseAt({ timeoutUntil: NOW, selfExcludedUntil: later(-DAY) }, NOW)).toBeNull();
  });

  it("names a running time-out, and a running self-exclusion before it", () => {
    expect(pauseAt({ timeoutUntil: later(HOUR), selfExcludedUntil: null }, NOW)).toEqual({
      kind: "TIMEOUT",
      until: later(HOUR),
    });
    expect(pauseAt({ timeoutUntil: later(HOUR), selfExcludedUntil: later(200 * DAY) }, NOW)).toEqual({
      kind: "SELF_EXCLUSION",
      until: later(200 * DAY),
    });
  });
});

describe("the lengths on offer", () => {
  it("runs a time-out exactly 24 hours, 7 days, 30 days or 6 weeks", () => {
    expect(timeoutEnd("24h", NOW)).toEqual(later(DAY));
    expect(timeoutEnd("7d", NOW)).toEqual(later(7 * DAY));
    expect(timeoutEnd("30d", NOW)).toEqual(later(30 * DAY));
    expect(timeoutEnd("6w", NOW)).toEqual(later(42 * DAY));
  });

  it("runs a self-exclusion whole calendar months, never short of the period", () => {
    expect(selfExclusionEnd("6m", NOW)).toEqual(new Date("2027-05-28T12:00:00Z"));
    expect(selfExclusionEnd("1y", NOW)).toEqual(new Date("2027-11-28T12:00:00Z"));
    expect(selfExclusionEnd("2y", NOW)).toEqual(new Date("2028-11-28T12:00:00Z"));
    expect(selfExclusionEnd("5y", NOW)).toEqual(new Date("2031-11-28T12:00:00Z"));
    // 31 August + 6 months: February has no 31st, so it rolls on to March rather than ending early.
    const end = selfExclusionEnd("6m", new Date("2026-08-31T09:00:00Z"));
    expect(end).toEqual(new Date("2027-03-03T09:00:00Z"));
    expect(end.getTime() - new Date("2026-08-31T09:00:00Z").getTime()).toBeGreaterThanOrEqual(181 * DAY);
  });
});

describe("refusePause: lengthen, never shorten", () => {
  const timeout = (ms: number): PauseRequest => ({ kind: "TIMEOUT", until: later(ms) });
  const exclusion = (ms: number): PauseRequest => ({ kind: "SELF_EXCLUSION", until: later(ms) });

  it("allows any pause when none runs", () => {
    expect(refusePause(null, timeout(DAY), NOW)).toBeNull();
    expect(refusePause({ timeoutUntil: later(-HOUR), selfExcludedUntil: null }, exclusion(200 * DAY), NOW)).toBeNull();
  });

  it("extends a running time-out but refuses a shorter or equal one, naming what runs", () => {
    const limits = { timeoutUntil: later(7 * DAY), selfExcludedUntil: null };
    expect(refusePause(limits, timeout(30 * DAY), NOW)).toBeNull();
    expect(refusePause(limits, timeout(DAY), NOW)).toEqual({
      reason: "shorter_than_running",
      running: { kind: "TIMEOUT", until: later(7 * DAY) },
    });
    expect(refusePause(limits, timeout(7 * DAY), NOW)).not.toBeNull();
  });

  it("lets a self-exclusion start during a time-out", () => {
    expect(refusePause({ timeoutUntil: later(DAY), selfExcludedUntil: null }, exclusion(181 * DAY), NOW)).toBeNull();
  });

  it("never shortens a self-exclusion, by a shorter one or by a time-out inside it; a longer one is allowed", () => {
    const limits = { timeoutUntil: null, selfExcludedUntil: later(365 * DAY) };
    expect(refusePause(limits, exclusion(181 * DAY), NOW)?.running).toEqual({
      kind: "SELF_EXCLUSION",
      until: later(365 * DAY),
    });
    expect(refusePause(limits, timeout(42 * DAY), NOW)?.reason).toBe("shorter_than_running");
    expect(refusePause(limits, exclusion(730 * DAY), NOW)).toBeNull();
  });
});
