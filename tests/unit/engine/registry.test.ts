import { describe, expect, it } from "vitest";

import { getModel, getModelInfo, listModelInfo, modelForSport } from "@/lib/engine/registry";
import type { MatchRecord } from "@/lib/engine/types";

const SEEDED = [
  "football-dixon-coles",
  "basketball-elo",
  "american-football-elo",
  "baseball-elo",
  "hockey-elo",
  "tennis-elo",
  "esports-elo",
];

/** A deterministic round-robin league where team 0 is much stronger than the rest. */
function league(id: string, rounds: number, scoreOf: (strength: number, rand: () => number) => number): MatchRecord[] {
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const teams = ["T0", "T1", "T2", "T3", "T4", "T5"];
  const out: MatchRecord[] = [];
  let day = Date.UTC(2023, 0, 1);
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < teams.length; i++) {
      for (let j = 0; j < teams.length; j++) {
        if (i === j || (i + j + r) % 3 !== 0) continue;
        const strength = (x: number) => (x === 0 ? 2 : 1);
        out.push({
          id: `${id}-${r}-${i}-${j}`,
          date: new Date(day),
          league: id,
          season: "2023",
          homeTeam: teams[i]!,
          awayTeam: teams[j]!,
          homeScore: scoreOf(strength(i), rand),
          awayScore: scoreOf(strength(j), rand),
        });
        day += 86_400_000;
      }
    }
  }
  return out;
}

describe("model registry", () => {
  it("has every seeded ml_models id with type, sport and version", () => {
    expect(
      listModelInfo()
        .map((m) => m.key)
        .sort(),
    ).toEqual([...SEEDED].sort());
    for (const key of SEEDED) {
      const info = getModelInfo(key)!;
      expect(["CLASSIFICATION", "REGRESSION", "NEURAL_NETWORK", "ENSEMBLE"]).toContain(info.type);
      expect(getModel(key)!.key).toBe(key);
      expect(getModel(key)!.version).toBe(info.version);
    }
    expect(getModel("nope")).toBeNull();
    expect(modelForSport("soccer")!.key).toBe("football-dixon-coles");
    expect(modelForSport("hockey")!.key).toBe("hockey-elo");
    expect(modelForSport("cricket")).toBeNull();
  });

  it("hockey: moneyline, puck line and total at the bookmaker's lines, favouring the strong side", () => {
    const history = league("nhl", 40, (s, rand) => Math.floor(rand() * 3 * s + rand() * 2));
    const asOf = new Date(history[history.length - 1]!.date.getTime() + 86_400_000);
    const f = getModel("hockey-elo")!
      .fit(history, asOf)
      .forecast({ id: "x", date: asOf, league: "nhl", homeTeam: "T0", awayTeam: "T3" }, { spread: -1.5, total: 5.5 })!;
    const ml = f.selections.find((s) => s.market === "moneyline" && s.selection === "home")!;
    expect(ml.probability).toBeGreaterThan(0.6);
    expect(f.selections.some((s) => s.market === "spread" && s.line === -1.5)).toBe(true);
    expect(f.selections.some((s) => s.market === "total" && s.line === 5.5)).toBe(true);
    expect(f.modelVersion).toBe(getModelInfo("hockey-elo")!.version);
  });

  it("tennis: no forecast until both players have 10 matches, then the stronger one is favoured", () => {
    const history = league("atp", 40, (s, rand) => (rand() * s > 0.6 ? 2 : rand() > 0.5 ? 1 : 0));
    const model = getModel("tennis-elo")!;
    const asOf = new Date(history[history.length - 1]!.date.getTime() + 86_400_000);
    const f = model
      .fit(history, asOf)
      .forecast({ id: "x", date: asOf, league: "atp", homeTeam: "T0", awayTeam: "T4" })!;
    expect(f.selections.map((s) => s.market)).toEqual(["moneyline", "moneyline"]);
    expect(f.selections[0]!.probability).toBeGreaterThan(0.5);
    const early = history.slice(0, 12);
    const asOfEarly = new Date(early[early.length - 1]!.date.getTime() + 86_400_000);
    expect(
      model.fit(early, asOfEarly).forecast({ id: "y", date: asOfEarly, league: "atp", homeTeam: "T0", awayTeam: "T4" }),
    ).toBeNull();
    expect(
      model.fit(history, asOf).forecast({ id: "z", date: asOf, league: "atp", homeTeam: "T0", awayTeam: "Nobody" }),
    ).toBeNull();
  });

  it("football: every market from the score matrix, priced at the bookmaker's lines", () => {
    const history = [
      ...league("epl", 60, (s, rand) => Math.floor(rand() * 2.2 * s)).map((m) => ({ ...m, season: "2022" })),
      ...league("epl", 60, (s, rand) => Math.floor(rand() * 2.2 * s)).map((m) => ({
        ...m,
        id: `${m.id}b`,
        date: new Date(m.date.getTime() + 400 * 86_400_000),
      })),
    ];
    const asOf = new Date(history[history.length - 1]!.date.getTime() + 86_400_000);
    const f = getModel("football-dixon-coles")!
      .fit(history, asOf)
      .forecast(
        { id: "x", date: asOf, league: "epl", season: "2023", homeTeam: "T0", awayTeam: "T5" },
        { spread: -0.75, total: 2.75 },
      )!;
    const markets = new Set(f.selections.map((s) => s.market));
    for (const m of ["1x2", "over_under", "btts", "double_chance", "draw_no_bet", "asian_handicap"])
      expect(markets.has(m as never)).toBe(true);
    expect(f.selections.some((s) => s.market === "over_under" && s.line === 2.75)).toBe(true);
    expect(f.selections.some((s) => s.market === "asian_handicap" && s.line === -0.75)).toBe(true);
    const x = f.selections.filter((s) => s.market === "1x2");
    expect(x.reduce((a, s) => a + s.probability, 0)).toBeCloseTo(1, 10);
    expect(x[0]!.probability).toBeGreaterThan(x[2]!.probability);
    expect(f.factors.map((x) => x.key)).toContain("home_advantage");
    expect(f.expectedHome).toBeGreaterThan(f.expectedAway!);
  });
});
