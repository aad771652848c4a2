import { describe, expect, it } from "vitest";

import {
  confidenceTone,
  edgeTone,
  formatAmericanOdds,
  formatClock,
  formatConfidence,
  formatEdge,
  formatExpectedValue,
  formatKickoff,
  formatMarket,
  formatFairOdds,
  formatProbability,
  isValueLabel,
  pickProbability,
  probabilityTone,
  titleCase,
} from "@/lib/format/predictions";

describe("formatAmericanOdds", () => {
  it.each([
    [150, "+150"],
    [100, "+100"],
    [-120, "-120"],
    [-100, "-100"],
    [149.6, "+150"],
  ])("%s → %s", (odds, shown) => expect(formatAmericanOdds(odds)).toBe(shown));
});

describe("formatEdge", () => {
  it.each([
    [6.24, "+6.2"],
    [10, "+10.0"],
    [-1.55, "-1.6"],
    [0, "0.0"],
    [-0.04, "0.0"],
    [0.04, "0.0"],
    [null, "—"],
    [undefined, "—"],
    [Number.NaN, "—"],
  ])("%s → %s", (edge, shown) => expect(formatEdge(edge)).toBe(shown));
});

describe("confidence and edge tones", () => {
  it.each([
    [100, "success"],
    [80, "success"],
    [79.99, "warning"],
    [60, "warning"],
    [59.9, "muted"],
    [0, "muted"],
  ])("confidence %s is %s", (value, tone) => expect(confidenceTone(value)).toBe(tone));

  it.each([
    [25, "success"],
    [10, "success"],
    [9.99, "warning"],
    [5, "warning"],
    [4.99, "muted"],
    [-3, "muted"],
    [null, "muted"],
  ])("edge %s is %s", (value, tone) => expect(edgeTone(value)).toBe(tone));
});

describe("other figures", () => {
  it("formats confidence, probability and expected value", () => {
    expect(formatConfidence(72.4)).toBe("72%");
    expect(formatProbability(0.5234)).toBe("52.3%");
    expect(formatProbability(null)).toBe("—");
    expect(formatExpectedValue(0.083)).toBe("+8.3%");
    expect(formatExpectedValue(-0.12)).toBe("-12.0%");
    expect(formatExpectedValue(0)).toBe("0.0%");
  });

  it("shows the last update as HH:mm:ss and kick-offs in UTC", () => {
    const instant = new Date("2026-03-14T07:05:09Z");
    expect(formatClock(instant, "utc")).toBe("07:05:09");
    expect(formatClock(new Date("2026-03-14T23:59:59Z"))).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(formatKickoff("2026-03-14T15:00:00Z")).toBe("Sat 14 Mar, 15:00");
    expect(formatKickoff("2026-09-03T00:05:00Z")).toBe("Thu 3 Sept, 00:05");
  });

  it("writes the same texts as Intl's en-GB formats, over two years of instants", () => {
    const kickoff = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" });
    const localClock = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });
    const utcClock = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23", timeZone: "UTC" });
    // Steps of 37 h 13 min 7 s walk through every weekday, month, hour and most minutes and seconds.
    const step = ((37 * 60 + 13) * 60 + 7) * 1000;
    for (let at = Date.UTC(2025, 0, 1); at < Date.UTC(2027, 0, 1); at += step) {
      const date = new Date(at);
      expect(formatKickoff(date.toISOString())).toBe(kickoff.format(date));
      expect(formatClock(date)).toBe(localClock.format(date));
      expect(formatClock(date, "utc")).toBe(utcClock.format(date));
    }
  });

  it("names markets and ids", () => {
    expect(formatMarket("1x2")).toBe("1X2");
    expect(formatMarket("over_under")).toBe("Over/Under");
    expect(formatMarket("moneyline")).toBe("Moneyline");
    expect(titleCase("american-football")).toBe("American Football");
  });
});

describe("value labels and the probability's colour", () => {
  it("labels a pick 'Value' only when it was published as value and its EV is positive", () => {
    expect(isValueLabel(true, 0.05)).toBe(true);
    expect(isValueLabel(true, 0)).toBe(false);
    expect(isValueLabel(true, -0.06)).toBe(false);
    expect(isValueLabel(true, null)).toBe(false);
    expect(isValueLabel(false, 0.2)).toBe(false);
    expect(isValueLabel(undefined, 0.2)).toBe(false);
  });

  it("colours a likely pick only when its EV is positive: 85 % at −6 % EV is a plain, muted figure", () => {
    expect(probabilityTone(85, -0.06)).toBe("muted");
    expect(probabilityTone(85, 0)).toBe("muted");
    expect(probabilityTone(85, null)).toBe("muted");
    expect(probabilityTone(85, 0.04)).toBe("success");
    expect(probabilityTone(70, 0.04)).toBe("warning");
    expect(probabilityTone(50, 0.04)).toBe("muted");
  });

  it("follows the fair probability, else the model's on older picks, else the stated confidence", () => {
    expect(pickProbability({ fairProbability: 0.41, modelProbability: 0.55, confidence: 41 })).toBe(0.41);
    expect(pickProbability({ fairProbability: null, modelProbability: 0.55, confidence: 55 })).toBe(0.55);
    expect(pickProbability({ fairProbability: null, modelProbability: null, confidence: 70 })).toBe(0.7);
  });

  it("formats fair odds as 1/p", () => {
    expect(formatFairOdds(0.4)).toBe("2.50");
    expect(formatFairOdds(0.47619)).toBe("2.10");
    expect(formatFairOdds(0)).toBe("—");
    expect(formatFairOdds(null)).toBe("—");
  });
});
