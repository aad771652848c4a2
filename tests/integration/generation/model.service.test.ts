import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/db";
import { getModelState, listCompletedMatchesForModel } from "@/lib/models/history.queries";
import { matches, oddsSnapshots, teams } from "@/db/schema";
import { modelForSport } from "@/lib/engine/registry";
import type { Fixture } from "@/lib/engine/types";
import { generatePredictions } from "@/lib/generation/generation.service";
import { fittedModelFor, stateCut, type ModelPreparation } from "@/lib/generation/model.service";
import { loadShared } from "@/tests/unit/engine/shared-data";

// Generation's saved model state (lib/generation/model.service.ts) on two real EPL seasons: a run from the
// saved state forecasts exactly what a fit on the whole history forecasts, the state moves forward with the
// cut, and a change to the history it was built from makes the next run rebuild it.

const DAY = 86_400_000;
const rows = loadShared("soccer_epl.csv").filter((row) => row.season === "2022-23" || row.season === "2023-24");
const kickoff = (date: Date) => new Date(date.getTime() + 15 * 3_600_000);
const now = new Date(Date.UTC(2024, 1, 1, 12));
const next = rows.find((row) => kickoff(row.date) > now)!;
const fixture: Fixture = {
  id: "ms-fixture",
  date: kickoff(next.date),
  league: "epl",
  season: next.season,
  homeTeam: "",
  awayTeam: "",
};

async function freshForecast(at: Date) {
  const history = await listCompletedMatchesForModel({ sport: "football", before: at });
  return modelForSport("football")!.fit(history, at).forecast(fixture);
}

async function prepared(at: Date) {
  let preparation: ModelPreparation | null = null;
  const model = await fittedModelFor("football", at, (value) => (preparation = value));
  return { forecast: model!.fitted.forecast(fixture), preparation: preparation! };
}

const countBetween = (from: Date, to: Date) =>
  rows.filter((row) => kickoff(row.date) >= from && kickoff(row.date) < to && kickoff(row.date) < now).length;

beforeAll(async () => {
  const names = [...new Set(rows.flatMap((row) => [row.homeTeam, row.awayTeam]))];
  const inserted = await db
    .insert(teams)
    .values(
      names.map((name) => ({ sportId: "football", leagueId: "epl", name, provider: "test", externalId: `ms-${name}` })),
    )
    .returning({ id: teams.id, name: teams.name });
  const teamId = new Map(inserted.map((team) => [team.name, team.id]));
  fixture.homeTeam = teamId.get(next.homeTeam)!;
  fixture.awayTeam = teamId.get(next.awayTeam)!;
  // Every match before `now` finished (the rest of the season is left out), one bookmaker's closing prices each.
  const past = rows.filter((row) => kickoff(row.date) < now);
  const ids = await db
    .insert(matches)
    .values(
      past.map((row) => ({
        sportId: "football",
        leagueId: "epl",
        homeTeamId: teamId.get(row.homeTeam)!,
        awayTeamId: teamId.get(row.awayTeam)!,
        kickoffAt: kickoff(row.date),
        status: "COMPLETED" as const,
        homeScore: row.homeScore,
        awayScore: row.awayScore,
        season: row.season,
        provider: "test",
        externalId: row.id,
      })),
    )
    .returning({ id: matches.id });
  const priced = past.flatMap((row, index) => {
    const odds = row.closingOdds;
    if (!odds || odds.draw === undefined) return [];
    const at = kickoff(row.date);
    return (["home", "draw", "away"] as const).map((selection) => ({
      matchId: ids[index]!.id,
      provider: "test",
      bookmaker: "book-a",
      market: "h2h" as const,
      selection,
      price: odds[selection]!,
      capturedAt: at,
    }));
  });
  for (let start = 0; start < priced.length; start += 1000)
    await db.insert(oddsSnapshots).values(priced.slice(start, start + 1000));
  const [upcoming] = await db
    .insert(matches)
    .values({
      sportId: "football",
      leagueId: "epl",
      homeTeamId: fixture.homeTeam,
      awayTeamId: fixture.awayTeam,
      kickoffAt: fixture.date,
      status: "UPCOMING",
      season: next.season,
      provider: "test",
      externalId: "ms-fixture",
    })
    .returning({ id: matches.id });
  fixture.id = upcoming!.id;
  await db.insert(oddsSnapshots).values(
    (["home", "draw", "away"] as const).map((selection, index) => ({
      matchId: upcoming!.id,
      provider: "test",
      bookmaker: "book-a",
      market: "h2h" as const,
      selection,
      price: [2.4, 3.3, 3.1][index]!,
      capturedAt: new Date(now.getTime() - 3_600_000),
    })),
  );
}, 120_000);

describe("generation's saved model state", () => {
  it("builds the state on the first run, then forecasts from it exactly as a fit on the whole history", async () => {
    const expected = await freshForecast(now);
    expect(expected).not.toBeNull();

    const first = await prepared(now);
    expect(first.preparation.source).toBe("rebuilt");
    expect(first.forecast).toEqual(expected);
    const saved = await getModelState({ modelKey: "football-dixon-coles", modelVersion: "1.0.0" });
    expect(saved?.observedBefore).toEqual(stateCut(now));
    expect(saved?.historyMatches).toBe(countBetween(new Date(0), stateCut(now)));

    const second = await prepared(now);
    expect(second.preparation).toEqual({ source: "stored", matchesRead: countBetween(stateCut(now), now) });
    expect(second.forecast).toEqual(expected);
  });

  it("generation publishes the forecast of the state-based model", async () => {
    const expected = await freshForecast(now);
    const summary = await generatePredictions({ matchIds: [fixture.id], markets: ["1x2"], now });
    expect(summary.generated).toBe(1);
    const pick = summary.predictions[0]!;
    const model = expected!.selections.find(
      (selection) => selection.market === "1x2" && selection.selection === pick.selection,
    )!;
    expect(pick.modelProbability).toBeCloseTo(model.probability, 6);
  });

  it("moves the state forward to a later cut, reading only the matches in between", async () => {
    const later = new Date(now.getTime() - 5 * DAY);
    const earlier = new Date(now.getTime() - 40 * DAY);
    // Start from a state cut 40 days back (a backdated run leaves a newer state alone, so clear it first).
    await db.execute(`delete from model_states`);
    expect((await prepared(earlier)).preparation.source).toBe("rebuilt");
    const moved = await prepared(later);
    expect(moved.preparation).toEqual({ source: "stored", matchesRead: countBetween(stateCut(earlier), later) });
    expect(moved.forecast).toEqual(await freshForecast(later));
    expect((await getModelState({ modelKey: "football-dixon-coles", modelVersion: "1.0.0" }))?.observedBefore).toEqual(
      stateCut(later),
    );

    // A run backdated before the saved cut is fitted from scratch and does not move the saved state back.
    const backdated = await prepared(earlier);
    expect(backdated.preparation.source).toBe("rebuilt");
    expect(backdated.forecast).toEqual(await freshForecast(earlier));
    expect((await getModelState({ modelKey: "football-dixon-coles", modelVersion: "1.0.0" }))?.observedBefore).toEqual(
      stateCut(later),
    );
  });

  it("rebuilds when history before the cut changed (corrected score, deleted match), not on bookkeeping", async () => {
    await prepared(now);
    expect((await prepared(now)).preparation.source).toBe("stored");
    const [old] = await db
      .select({ id: matches.id, homeScore: matches.homeScore })
      .from(matches)
      .where(eq(matches.externalId, rows[400]!.id));
    // Bookkeeping on an old match (a provider's sync stamp, a settlement stamp) is not a change of history.
    await db
      .update(matches)
      .set({ lastSyncedAt: new Date(), predictionsSettledAt: new Date() })
      .where(eq(matches.id, old!.id));
    expect((await prepared(now)).preparation.source).toBe("stored");
    await db
      .update(matches)
      .set({ homeScore: old!.homeScore! + 3 })
      .where(eq(matches.id, old!.id));
    const corrected = await prepared(now);
    expect(corrected.preparation.source).toBe("rebuilt");
    expect(corrected.forecast).toEqual(await freshForecast(now));
    expect((await prepared(now)).preparation.source).toBe("stored");

    await db.delete(matches).where(and(eq(matches.externalId, rows[10]!.id), eq(matches.provider, "test")));
    const deleted = await prepared(now);
    expect(deleted.preparation.source).toBe("rebuilt");
    expect(deleted.forecast).toEqual(await freshForecast(now));
  });
});
