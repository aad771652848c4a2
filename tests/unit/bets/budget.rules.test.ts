import { describe, expect, it } from "vitest";

import { budgetStatus, budgetWeek } from "@/lib/bets/budget.rules";

const week = (now: string, zone: string) => {
  const { start, end, firstDay, lastDay } = budgetWeek(new Date(now), zone);
  return { start: start.toISOString(), end: end.toISOString(), firstDay, lastDay };
};

describe("budgetWeek: Monday 00:00 to the next Monday 00:00 on the member's clock", () => {
  it("in UTC, from any day of the week", () => {
    const expected = {
      start: "2026-11-23T00:00:00.000Z",
      end: "2026-11-30T00:00:00.000Z",
      firstDay: "2026-11-23",
      lastDay: "2026-11-29",
    };
    expect(week("2026-11-23T00:00:00Z", "UTC")).toEqual(expected); // Monday midnight opens the week
    expect(week("2026-11-26T12:00:00Z", "UTC")).toEqual(expected);
    expect(week("2026-11-29T23:59:59Z", "UTC")).toEqual(expected); // Sunday's last second is still in it
    expect(week("2026-11-30T00:00:00Z", "UTC").firstDay).toBe("2026-11-30");
  });

  it("follows the zone: the same instant is Sunday in New York and Monday in Tokyo", () => {
    const instant = "2026-11-30T02:00:00Z";
    expect(week(instant, "America/New_York")).toMatchObject({
      firstDay: "2026-11-23",
      start: "2026-11-23T05:00:00.000Z",
      end: "2026-11-30T05:00:00.000Z",
    });
    expect(week(instant, "Asia/Tokyo")).toMatchObject({
      firstDay: "2026-11-30",
      start: "2026-11-29T15:00:00.000Z",
      end: "2026-12-06T15:00:00.000Z",
    });
  });

  it("a week across the spring DST change is 167 hours, across the autumn one 169", () => {
    // Europe/London: clocks go forward on Sunday 29 March 2026 and back on Sunday 25 October 2026.
    const spring = budgetWeek(new Date("2026-03-25T12:00:00Z"), "Europe/London");
    expect(spring.start.toISOString()).toBe("2026-03-23T00:00:00.000Z");
    expect(spring.end.toISOString()).toBe("2026-03-29T23:00:00.000Z");
    expect((spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(167);
    const autumn = budgetWeek(new Date("2026-10-21T12:00:00Z"), "Europe/London");
    expect(autumn.start.toISOString()).toBe("2026-10-18T23:00:00.000Z");
    expect(autumn.end.toISOString()).toBe("2026-10-26T00:00:00.000Z");
    expect((autumn.end.getTime() - autumn.start.getTime()) / 3_600_000).toBe(169);
    // Sunday 23:30 after the change is still the week that began before it.
    expect(budgetWeek(new Date("2026-10-25T23:30:00Z"), "Europe/London").firstDay).toBe("2026-10-19");
  });
});

describe("budgetStatus", () => {
  const thisWeek = budgetWeek(new Date("2026-11-26T12:00:00Z"), "UTC");

  it("is 'none' without a budget, 'ok' under 80 %, 'warning' from 80 %, 'over' from 100 %", () => {
    expect(budgetStatus(500, null, thisWeek)).toMatchObject({ level: "none", budget: null, share: null, staked: 500 });
    expect(budgetStatus(79.99, 100, thisWeek)).toMatchObject({ level: "ok", remaining: 20.01 });
    expect(budgetStatus(80, 100, thisWeek)).toMatchObject({ level: "warning", share: 0.8, remaining: 20 });
    expect(budgetStatus(100, 100, thisWeek)).toMatchObject({ level: "over", share: 1, remaining: 0 });
    expect(budgetStatus(130, 100, thisWeek)).toMatchObject({ level: "over", share: 1.3, remaining: 0 });
  });

  it("carries the week it counted", () => {
    expect(budgetStatus(0, 100, thisWeek).week).toEqual({
      firstDay: "2026-11-23",
      lastDay: "2026-11-29",
      start: "2026-11-23T00:00:00.000Z",
      end: "2026-11-30T00:00:00.000Z",
    });
  });
});
