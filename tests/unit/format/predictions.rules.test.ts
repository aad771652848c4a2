import { describe, expect, it } from "vitest";

import {
  formatBand,
  formatBasis,
  formatClock,
  formatConfidence,
  formatExpectedValue,
  formatKickoff,
  formatMarket,
  formatPickEv,
  formatPickProbability,
  formatProbability,
  pickProbability,
  titleCase,
} from "@/lib/format/predictions.rules";
import { CONFIDENCE_BANDS, EV_BANDS, TIP_LEVEL_BANDS } from "@/lib/format/prediction-display.rules";

describe("other figures", () => {
  it("formats confidence, probability and expected value", () => {
    expect(formatConfidence(72.4)).toBe("72%");
    // The percent a probability reaches, never rounded up into the band above (display.rules shownPercent).
    expect(formatConfidence(79.99)).toBe("79%");
    expect(formatConfidence(80)).toBe("80%");
    expect(formatConfidence(28.999999999999996)).toBe("29%");
    expect(formatPickProbability(0.79996)).toBe("79.9%");
    expect(formatPickProbability(0.802)).toBe("80.2%");
    expect(formatPickProbability(0.29)).toBe("29.0%");
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
    const kickoff = new Intl.DateTimeFormat("en-GB", {
      weekday: "short",
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "UTC",
    });
    const localClock = new Intl.DateTimeFormat("en-GB", {
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    const utcClock = new Intl.DateTimeFormat("en-GB", {
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      timeZone: "UTC",
    });
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

describe("a pick's EV, its basis and the legend's ranges", () => {
  it.each([
    [0.0999, "+9.9%"],
    [0.1, "+10.0%"],
    [0.049, "+4.9%"],
    [0.029, "+2.9%"],
    [0.0004, "+0.0%"],
    [0, "0.0%"],
    [-0.005, "-0.5%"],
    [-0.0999, "-9.9%"],
    [null, "—"],
    [Number.NaN, "—"],
  ])("EV %s reads %s: cut towards zero, with the EV's own sign", (ev, shown) => expect(formatPickEv(ev)).toBe(shown));

  it("names what each probability is made of", () => {
    expect(formatBasis({ kind: "consensus", books: 7 })).toBe("Market consensus (no-vig, 7 books)");
    expect(formatBasis({ kind: "consensus", books: 1 })).toBe("Market consensus (no-vig, 1 book)");
    expect(formatBasis({ kind: "consensus", books: null })).toBe("Market consensus (no-vig)");
    expect(formatBasis({ kind: "pooled", books: 7 })).toBe("Consensus + model");
    expect(formatBasis({ kind: "model-only" })).toBe("Model only (no prices)");
    expect(formatBasis({ kind: "model" })).toBe("Model only (older pick)");
    expect(formatBasis({ kind: "analyst" })).toBe("Analyst's estimate");
  });

  it("writes each band's range as the legend shows it, with no gap between bands", () => {
    expect(CONFIDENCE_BANDS.map((_, index) => formatBand(CONFIDENCE_BANDS, index))).toEqual([
      "80% or more",
      "60–79%",
      "below 60%",
    ]);
    expect(TIP_LEVEL_BANDS.map((_, index) => formatBand(TIP_LEVEL_BANDS, index))).toEqual([
      "80% or more",
      "65–79%",
      "below 65%",
    ]);
    expect(EV_BANDS.map((_, index) => formatBand(EV_BANDS, index, { signed: true }))).toEqual([
      "+10% or more",
      "+5% to +9.9%",
      "below +5%",
    ]);
  });

  it("follows the fair probability, else the model's on older picks, else the stated confidence", () => {
    expect(pickProbability({ fairProbability: 0.41, modelProbability: 0.55, confidence: 41 })).toBe(0.41);
    expect(pickProbability({ fairProbability: null, modelProbability: 0.55, confidence: 55 })).toBe(0.55);
    expect(pickProbability({ fairProbability: null, modelProbability: null, confidence: 70 })).toBe(0.7);
  });
});
