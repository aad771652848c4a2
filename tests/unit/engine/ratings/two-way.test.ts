// The two-way rating models' market-implied ratings: from past games' closing spreads, and from their closing
// moneylines when a game has no spread (the demo world's books and many feeds price only the moneyline), so
// a model trained on a short history of priced games already agrees with the market.
import { describe, expect, it } from "vitest";

import { normalCdf } from "@/lib/engine/probability";
import { modelForSport } from "@/lib/engine/registry";
import type { MatchRecord } from "@/lib/engine/types";

const DAY = 86_400_000;
const START = Date.parse("2025-10-07T23:00:00Z");

/** A small hockey league with fixed strengths (goals of margin), a season of games, priced at the truth. */
function league(options: { moneyline: boolean; spread: boolean }) {
  const strengths = [0.9, 0.6, 0.3, 0.1, -0.1, -0.3, -0.6, -0.9];
  const sd = 2.4;
  const home = 0.25;
  let seed = 12345;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const games: MatchRecord[] = [];
  for (let day = 0; day < 90; day++) {
    for (let g = 0; g < 4; g++) {
      const h = (day + g) % 8;
      const a = (day + 3 * g + 1) % 8 === h ? (h + 1) % 8 : (day + 3 * g + 1) % 8;
      const mu = strengths[h]! - strengths[a]! + home;
      const p = normalCdf(mu / sd);
      // A margin drawn from the same truth (never a tie: a hockey game is decided).
      const u = Math.max(1e-9, Math.min(1 - 1e-9, random()));
      let margin = Math.round(mu + sd * Math.sqrt(2) * inverseErf(2 * u - 1));
      if (margin === 0) margin = random() < p ? 1 : -1;
      games.push({
        id: `g${day}-${g}`,
        date: new Date(START + day * DAY + g * 60_000),
        league: "nhl",
        season: "2025-26",
        homeTeam: `t${h}`,
        awayTeam: `t${a}`,
        homeScore: 3 + Math.max(0, margin),
        awayScore: 3 + Math.max(0, -margin),
        ...(options.moneyline ? { closingOdds: { home: 1 / (p * 1.02), away: 1 / ((1 - p) * 1.02) } } : {}),
        ...(options.spread ? { closingLines: { spread: -Math.round(mu * 2) / 2 } } : {}),
      });
    }
  }
  return { games, truth: (h: number, a: number) => normalCdf((strengths[h]! - strengths[a]! + home) / sd) };
}

function inverseErf(x: number): number {
  // Winitzki's approximation: plenty for drawing test margins.
  const a = 0.147;
  const ln = Math.log(1 - x * x);
  const t = 2 / (Math.PI * a) + ln / 2;
  return Math.sign(x) * Math.sqrt(Math.sqrt(t * t - ln / a) - t);
}

function homeWin(games: MatchRecord[], h: number, a: number): number {
  const asOf = new Date(START + 91 * DAY);
  const forecast = modelForSport("hockey")!
    .fit(games, asOf)
    .forecast({ id: "next", date: asOf, league: "nhl", season: "2025-26", homeTeam: `t${h}`, awayTeam: `t${a}` });
  return forecast!.selections.find((s) => s.market === "moneyline" && s.selection === "home")!.probability;
}

describe("two-way market-implied ratings", () => {
  it(
    "learn from past closing moneylines when the games carry no spread: the forecast follows the market, not only " +
      "results",
    () => {
      const priced = league({ moneyline: true, spread: false });
      const unpriced = league({ moneyline: false, spread: false });
      const pairs: [number, number][] = [
        [0, 7],
        [7, 0],
        [1, 6],
        [2, 5],
        [3, 4],
        [6, 1],
      ];
      const gap = (games: MatchRecord[]) =>
        Math.max(...pairs.map(([h, a]) => Math.abs(homeWin(games, h, a) - priced.truth(h, a))));
      // Ninety days of results alone leave the Elo far from the truth; the market's prices bring it close.
      expect(gap(priced.games)).toBeLessThan(0.06);
      expect(gap(unpriced.games)).toBeGreaterThan(gap(priced.games) + 0.04);
    },
  );

  it("prefer a game's spread where it has one", () => {
    const both = league({ moneyline: true, spread: true });
    const spreadOnly = league({ moneyline: false, spread: true });
    expect(homeWin(both.games, 0, 7)).toBeCloseTo(homeWin(spreadOnly.games, 0, 7), 12);
  });
});
