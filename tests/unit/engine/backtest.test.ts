import { describe, expect, it } from "vitest";

import { forecastRows, lineReports, scoreForecasts, type BacktestRow } from "@/lib/engine/backtest";
import { createPlainEloModel } from "@/lib/engine/ratings/elo";
import { getModel } from "@/lib/engine/registry";

import { loadShared, utc } from "./shared-data";

// Small slices of ../shared/data: 2016-17 and 2017-18 train, 2018-19 is forecast and scored.
const range = { from: utc("2018-07-01"), to: utc("2019-06-30") };
const slice = (file: string) =>
  loadShared(file).filter((r) => r.date >= utc("2016-07-01") && r.date < utc("2019-07-01"));
const resultsOnly = (rows: BacktestRow[]) =>
  rows.map((r) => ({ ...r, closingOdds: undefined, closingLines: undefined }));

describe("backtest on the Premier League 2018-19", () => {
  const rows = slice("soccer_epl.csv");
  const model = forecastRows(getModel("football-dixon-coles")!, rows, range);
  const goalsOnly = forecastRows(getModel("football-dixon-coles")!, resultsOnly(rows), range);
  const elo = forecastRows(createPlainEloModel("football"), rows, range);
  const [report] = scoreForecasts(model, { goalsOnly, elo });

  it("forecasts every match of the season", () => {
    expect(report!.model.n).toBe(380);
    expect(report!.declined).toBe(0);
  });

  it("the football model beats the plain Elo baseline on RPS and log loss", () => {
    expect(report!.model.rps!).toBeLessThan(report!.others.elo!.rps!);
    expect(report!.model.logLoss).toBeLessThan(report!.others.elo!.logLoss);
  });

  it("so does the results-only Dixon–Coles model (no past odds)", () => {
    expect(report!.others.goalsOnly!.rps!).toBeLessThan(report!.others.elo!.rps!);
    expect(report!.others.goalsOnly!.logLoss).toBeLessThan(report!.others.elo!.logLoss);
  });

  it("scores the closing market on the same matches", () => {
    expect(report!.market!.n).toBe(380);
    expect(report!.market!.rps!).toBeGreaterThan(0.15);
    expect(report!.market!.rps!).toBeLessThan(0.2);
  });
});

describe("backtest on the NBA 2018-19", () => {
  const rows = slice("nba.csv");
  const model = forecastRows(getModel("basketball-elo")!, rows, range);
  const movOnly = forecastRows(getModel("basketball-elo")!, resultsOnly(rows), range);
  const elo = forecastRows(createPlainEloModel("basketball"), rows, range);
  const [report] = scoreForecasts(model, { movOnly, elo });

  it("the margin-of-victory Elo beats plain Elo on log loss (results only, and with past spreads)", () => {
    expect(report!.others.movOnly!.logLoss).toBeLessThan(report!.others.elo!.logLoss);
    expect(report!.model.logLoss).toBeLessThan(report!.others.movOnly!.logLoss);
  });

  it("prices the bookmaker's spread and total lines", () => {
    const lines = lineReports(model);
    expect(lines.map((l) => l.market)).toEqual(["spread", "total"]);
    expect(lines[0]!.n).toBeGreaterThan(1000);
  });
});
