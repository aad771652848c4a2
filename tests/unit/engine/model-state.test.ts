import { describe, expect, it } from "vitest";

import { createFootballModel } from "@/lib/engine/football/model";
import { getModel } from "@/lib/engine/registry";
import type { Fixture, MatchRecord } from "@/lib/engine/types";
import { fitOnline, observeHistory } from "@/lib/engine/walk-forward";

import { loadShared, utc } from "./shared-data";

// A football model's observed history saved as JSON and restored, then fed the rest of the history, is the
// model that observed everything in one go: the same forecasts, bit for bit, on the real EPL history.

const epl = loadShared("soccer_epl.csv");
const asOf = utc("2024-01-15");
const cut = utc("2023-11-01");
const history: MatchRecord[] = epl.filter((row) => row.date < asOf);
const fixtures: Fixture[] = epl
  .filter((row) => row.date >= asOf)
  .slice(0, 20)
  .map((row) => ({
    id: row.id,
    date: row.date,
    league: row.league,
    season: row.season,
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
  }));

const roundTrip = (state: unknown) => JSON.parse(JSON.stringify(state)) as unknown;

describe("football model state: save and restore", () => {
  it("restored at a cut and fed the matches since, forecasts exactly as a fit on the whole history", () => {
    const model = getModel("football-dixon-coles")!;
    const fresh = model.fit(history, asOf);

    const first = model.online();
    observeHistory(
      first,
      history.filter((row) => row.date < cut),
    );
    const saved = roundTrip((first as unknown as { save(): unknown }).save());
    const restored = model.restore!(saved)!;
    expect(restored).not.toBeNull();
    const fitted = fitOnline(
      restored,
      history.filter((row) => row.date >= cut),
      asOf,
    );

    expect(fixtures.length).toBe(20);
    for (const fixture of fixtures) {
      const expected = fresh.forecast(fixture, { total: 2.5, spread: -0.5 });
      expect(expected).not.toBeNull();
      expect(fitted.forecast(fixture, { total: 2.5, spread: -0.5 })).toEqual(expected);
    }
  });

  it("keeps what JSON cannot carry (matches without odds, teams not seen lately) through the round trip", () => {
    // Early EPL seasons carry no usable prices for some matches: their implied goals are NaN in the state.
    const model = createFootballModel();
    const online = model.online() as unknown as { save(): { leagues: [string, { mx: (number | null)[] }][] } };
    const early = epl
      .filter((row) => row.date < utc("2007-06-01"))
      .map((row, index) => (index % 7 === 0 ? { ...row, closingOdds: undefined } : row));
    observeHistory(online as never, early);
    const saved = online.save();
    expect(saved.leagues[0]![1].mx.some((value) => value === null)).toBe(true);
    const again = model.restore!(roundTrip(saved)) as unknown as { save(): unknown };
    expect(again.save()).toEqual(roundTrip(saved));
  });

  it("refuses a state saved under other parameters or of another shape", () => {
    const online = createFootballModel({ params: { xi: 0.003 } }).online() as unknown as { save(): unknown };
    observeHistory(online as never, history.slice(0, 500));
    expect(createFootballModel().restore!(roundTrip(online.save()))).toBeNull();
    expect(createFootballModel({ params: { xi: 0.003 } }).restore!(roundTrip(online.save()))).not.toBeNull();
    expect(createFootballModel().restore!({ kind: "basketball-elo" })).toBeNull();
    expect(createFootballModel().restore!(null)).toBeNull();
  });
});
