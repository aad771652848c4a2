// Every day boundary the product draws, in the viewer's zone (lib/time/days.rules.ts): where a zone's days start,
// the /predictions tabs, the today call's range, the day words, and the zone days a UTC day meets.
import { describe, expect, it } from "vitest";

import {
  addDays,
  dateWindowRange,
  dayOf,
  dayRange,
  kickoffDayLabel,
  todayPicksRange,
  zoneDaysOverlapping,
} from "@/lib/time/days.rules";

const iso = (value: Date) => value.toISOString();

describe("dayOf and dayRange", () => {
  it("puts an instant on the calendar day of the zone", () => {
    const instant = "2026-03-11T23:30:00.000Z";
    expect(dayOf(instant, "UTC")).toBe("2026-03-11");
    expect(dayOf(instant, "Europe/Berlin")).toBe("2026-03-12");
    expect(dayOf(instant, "America/New_York")).toBe("2026-03-11");
    expect(dayOf("2026-03-12T03:00:00.000Z", "America/Los_Angeles")).toBe("2026-03-11");
    expect(dayOf("2026-03-11T12:00:00.000Z", "Pacific/Kiritimati")).toBe("2026-03-12");
  });

  it("starts a day at the zone's midnight, and DST days are 23 or 25 hours long", () => {
    expect(iso(dayRange("2026-03-11", "UTC").start)).toBe("2026-03-11T00:00:00.000Z");
    expect(iso(dayRange("2026-03-11", "Asia/Kolkata").start)).toBe("2026-03-10T18:30:00.000Z");
    // Europe/London moves to BST on Sunday 29 March 2026: that day has 23 hours.
    const spring = dayRange("2026-03-29", "Europe/London");
    expect([iso(spring.start), iso(spring.end)]).toEqual(["2026-03-29T00:00:00.000Z", "2026-03-29T23:00:00.000Z"]);
    // New York leaves daylight time on Sunday 1 November 2026: 25 hours.
    const autumn = dayRange("2026-11-01", "America/New_York");
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 60 * 60 * 1000);
  });

  it("adds calendar days across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("dateWindowRange in a zone", () => {
  // Wednesday 11 March 2026, 23:30 UTC: already Thursday in Berlin, still Wednesday afternoon in Lima.
  const NOW = new Date("2026-03-11T23:30:00.000Z");

  it.each([
    ["UTC", "today", "2026-03-11T00:00:00.000Z", "2026-03-12T00:00:00.000Z"],
    ["UTC", "tomorrow", "2026-03-12T00:00:00.000Z", "2026-03-13T00:00:00.000Z"],
    ["Europe/Berlin", "today", "2026-03-11T23:00:00.000Z", "2026-03-12T23:00:00.000Z"],
    ["Europe/Berlin", "tomorrow", "2026-03-12T23:00:00.000Z", "2026-03-13T23:00:00.000Z"],
    ["Europe/Berlin", "week", "2026-03-11T23:00:00.000Z", "2026-03-18T23:00:00.000Z"],
    // Thursday in Berlin: the coming Saturday and Sunday.
    ["Europe/Berlin", "weekend", "2026-03-13T23:00:00.000Z", "2026-03-15T23:00:00.000Z"],
    ["America/Lima", "today", "2026-03-11T05:00:00.000Z", "2026-03-12T05:00:00.000Z"],
  ] as const)("%s %s runs from %s to %s", (zone, window, start, end) => {
    const range = dateWindowRange(window, NOW, zone);
    expect([iso(range.start), iso(range.end)]).toEqual([start, end]);
  });

  it("defaults to UTC days", () => {
    expect(dateWindowRange("today", NOW)).toEqual(dateWindowRange("today", NOW, "UTC"));
  });

  it("on a Saturday the weekend is this one, on a Sunday only the rest of it", () => {
    expect(iso(dateWindowRange("weekend", new Date("2026-03-14T20:00:00Z")).start)).toBe("2026-03-14T00:00:00.000Z");
    const sunday = dateWindowRange("weekend", new Date("2026-03-15T09:00:00Z"));
    expect([iso(sunday.start), iso(sunday.end)]).toEqual(["2026-03-15T00:00:00.000Z", "2026-03-16T00:00:00.000Z"]);
  });
});

describe("todayPicksRange", () => {
  it("is the viewer's today alone, or today and tomorrow", () => {
    const now = new Date("2026-03-11T23:30:00.000Z");
    const tokyo = todayPicksRange(now, "Asia/Tokyo");
    expect([iso(tokyo.start), iso(tokyo.end)]).toEqual(["2026-03-11T15:00:00.000Z", "2026-03-12T15:00:00.000Z"]);
    const two = todayPicksRange(now, "UTC", 2);
    expect([iso(two.start), iso(two.end)]).toEqual(["2026-03-11T00:00:00.000Z", "2026-03-13T00:00:00.000Z"]);
  });
});

describe("kickoffDayLabel", () => {
  it("judges the kick-off's day against today's, in UTC by default", () => {
    expect(kickoffDayLabel("2026-11-26T00:00:00.000Z", "2026-11-26")).toBe("Today");
    expect(kickoffDayLabel("2026-11-26T23:59:59.000Z", "2026-11-26")).toBe("Today");
    expect(kickoffDayLabel("2026-11-27T00:00:00.000Z", "2026-11-26")).toBe("Tomorrow");
    expect(kickoffDayLabel("2026-11-25T20:00:00.000Z", "2026-11-26")).toBe("Yesterday");
    expect(kickoffDayLabel("2026-11-28T12:00:00.000Z", "2026-11-26")).toBeNull();
    expect(kickoffDayLabel("2027-01-01T09:00:00.000Z", "2026-12-31")).toBe("Tomorrow");
    // The day the page was read is unknown (a build-time empty page): no label rather than a wrong one.
    expect(kickoffDayLabel("2026-11-26T12:00:00.000Z", "")).toBeNull();
  });

  it("takes the kick-off's day in the viewer's zone", () => {
    // 23:30 UTC on the 26th is the 27th in Berlin.
    expect(kickoffDayLabel("2026-11-26T23:30:00.000Z", "2026-11-26", "UTC")).toBe("Today");
    expect(kickoffDayLabel("2026-11-26T23:30:00.000Z", "2026-11-26", "Europe/Berlin")).toBe("Tomorrow");
  });

  it("labels tomorrow's pick 'Today' once the day has turned", () => {
    const kickoff = "2026-11-27T15:00:00.000Z";
    expect(kickoffDayLabel(kickoff, "2026-11-26")).toBe("Tomorrow");
    expect(kickoffDayLabel(kickoff, "2026-11-27")).toBe("Today");
  });
});

describe("zoneDaysOverlapping", () => {
  it("lists the zone's days a UTC day meets: one in UTC, two elsewhere", () => {
    expect(zoneDaysOverlapping(["2026-03-11"], "UTC")).toEqual(["2026-03-11"]);
    expect(zoneDaysOverlapping(["2026-03-11"], "Asia/Tokyo")).toEqual(["2026-03-11", "2026-03-12"]);
    expect(zoneDaysOverlapping(["2026-03-11", "2026-03-12"], "America/Lima")).toEqual([
      "2026-03-10",
      "2026-03-11",
      "2026-03-12",
    ]);
  });
});
