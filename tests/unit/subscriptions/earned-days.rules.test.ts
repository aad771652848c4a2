import { describe, expect, it } from "vitest";

import { DAILY_EARNED_DAYS_CAP, creditAllowance, earnedDayOf, monthOf } from "@/lib/subscriptions/earned-days.rules";

describe("creditAllowance", () => {
  const base = { creditedToday: 0, creditedThisMonth: 0, monthlyCeiling: 30 };

  it("credits the whole request while both caps have room", () => {
    expect(creditAllowance({ ...base, requested: 3 })).toEqual({ days: 3, cappedBy: null });
  });

  it("cuts a request at the daily cap and credits nothing once it is reached", () => {
    expect(creditAllowance({ ...base, requested: 3, creditedToday: 3 })).toEqual({ days: 2, cappedBy: "daily" });
    expect(creditAllowance({ ...base, requested: 3, creditedToday: DAILY_EARNED_DAYS_CAP })).toEqual({
      days: 0,
      cappedBy: "daily",
    });
  });

  it("cuts at the monthly ceiling when it is the tighter limit", () => {
    expect(creditAllowance({ ...base, requested: 3, creditedThisMonth: 29 })).toEqual({ days: 1, cappedBy: "monthly" });
    expect(creditAllowance({ ...base, requested: 3, monthlyCeiling: 0 })).toEqual({ days: 0, cappedBy: "monthly" });
  });

  it("never goes negative, even past a cap", () => {
    expect(creditAllowance({ ...base, requested: 3, creditedToday: 9, creditedThisMonth: 99 }).days).toBe(0);
    expect(creditAllowance({ ...base, requested: -2 }).days).toBe(0);
  });
});

describe("earnedDayOf: the cap's day is the member's own", () => {
  // 23:30 UTC on 30 November is already 1 December in Lagos (UTC+1) and still 30 November in New York.
  const lateEvening = new Date(Date.UTC(2026, 10, 30, 23, 30));

  it("counts an instant on the member's calendar day", () => {
    expect(earnedDayOf(lateEvening, "UTC")).toBe("2026-11-30");
    expect(earnedDayOf(lateEvening, "Africa/Lagos")).toBe("2026-12-01");
    expect(earnedDayOf(lateEvening, "America/New_York")).toBe("2026-11-30");
  });

  it("puts the same instant in a different month for different zones", () => {
    expect(monthOf(earnedDayOf(lateEvening, "Africa/Lagos"))).toBe("2026-12");
    expect(monthOf(earnedDayOf(lateEvening, "UTC"))).toBe("2026-11");
  });

  it("keeps a day across the DST change as one day", () => {
    // Europe/London leaves summer time at 01:00 UTC on 25 October 2026: 00:30 and 23:30 UTC are one London day.
    expect(earnedDayOf(new Date(Date.UTC(2026, 9, 25, 0, 30)), "Europe/London")).toBe("2026-10-25");
    expect(earnedDayOf(new Date(Date.UTC(2026, 9, 25, 23, 30)), "Europe/London")).toBe("2026-10-25");
  });
});
