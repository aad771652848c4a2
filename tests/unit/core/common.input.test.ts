// Dates from requests (lib/core/common.input.ts): parsed, and held to [1900-01-01, 2200-01-01) so a date
// JavaScript accepts but PostgreSQL cannot store (-271821-04-20) is a 422 before any SQL, not a 500 after.
import { describe, expect, it } from "vitest";

import { calendarDayInRange, instantInRange, isDateInRange } from "@/lib/core/common.input";
import { listPredictionsQuerySchema, manualPredictionSchema } from "@/lib/predictions/predictions.input";
import { trackedPredictionsQuerySchema } from "@/lib/members/member.input";
import { trackRecordQuerySchema } from "@/lib/track-record/track-record.input";

describe("dates in range", () => {
  it("reads instants and calendar days inside 1900–2199", () => {
    expect(instantInRange.parse("2027-03-10T12:00:00.000Z")).toEqual(new Date("2027-03-10T12:00:00.000Z"));
    expect(instantInRange.parse(" 1900-01-01T00:00:00Z ")).toEqual(new Date("1900-01-01T00:00:00Z"));
    expect(instantInRange.parse("2199-12-31T23:59:59.999Z")).toEqual(new Date("2199-12-31T23:59:59.999Z"));
    expect(calendarDayInRange.parse("2025-03-31")).toBe("2025-03-31");
    expect(isDateInRange(new Date("2200-01-01T00:00:00Z"))).toBe(false);
  });

  it.each([
    "-271821-04-20",
    "+275760-09-13T00:00:00Z",
    "1899-12-31T23:59:59Z",
    "2200-01-01T00:00:00Z",
    "0000-01-01",
    "9999-12-31",
  ])("refuses %s", (value) => {
    expect(instantInRange.safeParse(value).success).toBe(false);
    expect(listPredictionsQuerySchema.safeParse({ startDate: value }).success).toBe(false);
  });

  it("refuses text that is not a date, NUL bytes and long strings", () => {
    for (const value of ["not a date", "2027-03-10\u0000", "2027-03-10T12:00:00Z".padEnd(200, " x")]) {
      expect(instantInRange.safeParse(value).success).toBe(false);
    }
    for (const value of ["2025-02-30", "1899-12-31", "2200-01-01", "-27182-04-20", "2025-3-1"]) {
      expect(calendarDayInRange.safeParse(value).success).toBe(false);
    }
  });

  it("holds every request date to the range: list filters, a pick's kick-off, member and track-record days", () => {
    expect(listPredictionsQuerySchema.safeParse({ endDate: "-271821-04-20" }).success).toBe(false);
    const pick = {
      sport: "football",
      league: "epl",
      homeTeam: "A",
      awayTeam: "B",
      market: "1x2",
      pick: "A",
      confidence: 60,
      odds: 2,
    };
    expect(manualPredictionSchema.safeParse({ ...pick, matchDate: "2027-03-10T12:00:00Z" }).success).toBe(true);
    expect(manualPredictionSchema.safeParse({ ...pick, matchDate: "-271821-04-20" }).success).toBe(false);
    expect(trackedPredictionsQuerySchema.safeParse({ from: "0001-01-01" }).success).toBe(false);
    expect(trackedPredictionsQuerySchema.safeParse({ from: "2025-01-01", to: "2025-01-31" }).success).toBe(true);
    expect(trackRecordQuerySchema.safeParse({ from: "1000-01-01" }).success).toBe(false);
    expect(trackRecordQuerySchema.parse({ from: "2025-01-01" }).from).toEqual(new Date("2025-01-01T00:00:00.000Z"));
  });
});
