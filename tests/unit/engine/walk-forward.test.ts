import { describe, expect, it } from "vitest";

import type { BacktestRow } from "@/lib/engine/backtest";
import { resultProbabilities } from "@/lib/engine/markets";
import { createPlainEloModel } from "@/lib/engine/ratings/elo";
import { getModel } from "@/lib/engine/registry";
import type { MatchRecord, SportModel } from "@/lib/engine/types";
import { groupByDay, walkForward } from "@/lib/engine/walk-forward";

import { loadShared, utc } from "./shared-data";

// Two seasons of the Premier League and of the NBA are enough history for every model to speak.
const epl = () => loadShared("soccer_epl.csv").filter((r) => r.date >= utc("2016-07-01") && r.date < utc("2018-10-01"));
const nba = () => loadShared("nba.csv").filter((r) => r.date >= utc("2016-07-01") && r.date < utc("2018-12-01"));

function forecastOf(model: SportModel, rows: readonly BacktestRow[], target: BacktestRow): number[] {
  const day = utc(target.date.toISOString().slice(0, 10));
  const out = walkForward(model, rows, { from: day, to: new Date(day.getTime() + 86_399_999) });
  const hit = out.find((p) => p.match.id === target.id);
  expect(hit?.forecast, `a forecast for ${target.id}`).toBeTruthy();
  return resultProbabilities(hit!.forecast!.selections)!;
}

/** A date with at least two matches, after the first season. */
function targetDay(rows: readonly BacktestRow[], after: string): BacktestRow[] {
  return groupByDay(rows).find((d) => d.length >= 2 && d[0]!.date >= utc(after))!;
}

const cases: [string, () => BacktestRow[], () => SportModel, string][] = [
  ["football-dixon-coles", epl, () => getModel("football-dixon-coles")!, "2018-03-01"],
  [
    "football results-only",
    () => epl().map((r) => ({ ...r, closingOdds: undefined })),
    () => getModel("football-dixon-coles")!,
    "2018-03-01",
  ],
  ["basketball-elo", nba, () => getModel("basketball-elo")!, "2018-02-01"],
  ["plain Elo (football)", epl, () => createPlainEloModel("football"), "2018-03-01"],
];

describe.each(cases)("walk-forward leakage: %s", (_name, load, make, after) => {
  const rows = load();
  const day = targetDay(rows, after);
  const target = day[0]!;
  const sameDay = day[1]!;
  const base = forecastOf(make(), rows, target);

  const replace = (id: string, patch: Partial<BacktestRow>) => rows.map((r) => (r.id === id ? { ...r, ...patch } : r));

  it("a forecast does not change when its own result or odds change", () => {
    const changed = replace(target.id, {
      homeScore: target.homeScore + 5,
      awayScore: 0,
      closingOdds: { home: 1.01, draw: 40, away: 60 },
      closingLines: { spread: -30, total: 300 },
      marketOdds: [1.01, 40, 60],
    });
    expect(forecastOf(make(), changed, target)).toEqual(base);
  });

  it("nor when a same-day result changes", () => {
    const changed = replace(sameDay.id, {
      homeScore: sameDay.homeScore + 7,
      awayScore: 0,
      closingOdds: { home: 1.01, draw: 40, away: 60 },
    });
    expect(forecastOf(make(), changed, target)).toEqual(base);
  });

  it("but an earlier result does move it (the test has teeth)", () => {
    const earlier = [...rows]
      .reverse()
      .find((r) => r.date < target.date && (r.homeTeam === target.homeTeam || r.awayTeam === target.homeTeam))!;
    const changed = replace(earlier.id, {
      homeScore: earlier.homeTeam === target.homeTeam ? 0 : 6,
      awayScore: earlier.homeTeam === target.homeTeam ? 6 : 0,
      closingOdds:
        earlier.homeTeam === target.homeTeam ? { home: 15, draw: 8, away: 1.1 } : { home: 1.1, draw: 8, away: 15 },
      closingLines: earlier.homeTeam === target.homeTeam ? { spread: 20, total: 200 } : { spread: -20, total: 200 },
    });
    expect(forecastOf(make(), changed, target)[0]).not.toBeCloseTo(base[0]!, 6);
  });
});

describe("walk-forward window", () => {
  it("forecasts only from `from` on, with every earlier row training", () => {
    const rows = epl();
    const from = utc("2018-08-01");
    const out = walkForward(getModel("football-dixon-coles")!, rows, { from });
    expect(out.length).toBe(rows.filter((r) => r.date >= from).length);
    const withHistory = resultProbabilities(out[0]!.forecast!.selections)!;
    const fresh = walkForward(
      getModel("football-dixon-coles")!,
      rows.filter((r) => r.date >= utc("2018-07-01")),
      { from },
    );
    // Without history the league is unknown to the model: it declines rather than invent a forecast.
    expect(fresh[0]!.forecast).toBeNull();
    expect(withHistory.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });

  it("fit(history, asOf) agrees with the walk-forward", () => {
    const rows = epl();
    const asOf = utc("2018-09-15");
    const fixture = rows.find((r) => r.date >= asOf)!;
    const history: MatchRecord[] = rows.filter((r) => r.date < utc(fixture.date.toISOString().slice(0, 10)));
    const fitted = getModel("football-dixon-coles")!.fit(history, utc(fixture.date.toISOString().slice(0, 10)));
    const direct = resultProbabilities(fitted.forecast(fixture)!.selections)!;
    const walked = forecastOf(getModel("football-dixon-coles")!, rows, fixture as BacktestRow);
    direct.forEach((p, i) => expect(p).toBeCloseTo(walked[i]!, 3));
  });
});
