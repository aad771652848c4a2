import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it, vi } from "vitest";

import { closingLineValue, valueSelection } from "@/lib/engine/fair-value";
import { removeMargin } from "@/lib/engine/odds";
import { parseCsv } from "@/scripts/lib/csv";
import { predictionsCsv, runBacktest } from "@/scripts/lib/backtest-run";

import { SHARED_DATA } from "../../engine/shared-data";

// The walk-forward forecasts from 2011-07-01 for the pool and the threshold to learn from: seconds of CPU on a
// machine that may be shared.
vi.setConfig({ testTimeout: 180_000 });

const tmp = mkdtempSync(path.join(tmpdir(), "backtest-out-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("npm run backtest -- --out: the published value rule, per outcome", () => {
  it("marks 1 on the outcome the live rule would publish as value and 0 elsewhere, so the file scores the rule", () => {
    const file = path.join(SHARED_DATA, "soccer_epl.csv");
    const [result] = runBacktest({ files: [file], from: new Date("2021-07-01T00:00:00Z"), noBaseline: true });
    const { header, rows } = parseCsv(predictionsCsv([result!]));
    expect(header.slice(-3)).toEqual(["value_home", "value_draw", "value_away"]);
    expect(rows).toHaveLength(result!.forecasts.filter((f) => f.probs).length);

    const fairById = new Map(result!.fair.rows.map((r) => [r.row.id, r]));
    const threshold = new Map(result!.fair.thresholds.map((t) => [t.season, t.threshold]));
    const flagged: { id: string; k: number }[] = [];
    for (const row of rows) {
      const flags = [row.value_home, row.value_draw, row.value_away].map(Number);
      for (const f of flags) expect([0, 1]).toContain(f);
      expect(flags.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
      const fair = fairById.get(row.match_id!)!;
      const t = threshold.get(fair.row.season!) ?? null;
      // What the live pipeline's rule publishes: the largest edge at the best price, when it reaches the threshold.
      const expected = t === null || !fair.edges ? null : valueSelection(fair.edges, t);
      expect(flags.indexOf(1) === -1 ? null : flags.indexOf(1), row.match_id).toBe(expected);
      if (expected !== null) flagged.push({ id: row.match_id!, k: expected });
    }
    expect(flagged.length).toBe(result!.fair.selected.n);
    expect(flagged.length).toBeGreaterThan(50);

    // Scored from the file and the data alone: max_* × Pinnacle's close (power) − 1, as the CLI's figure.
    const data = new Map(parseCsv(readFileSync(file, "utf8")).rows.map((r) => [r.match_id!, r]));
    const outcome = ["home", "draw", "away"];
    const clv = flagged.map(({ id, k }) => {
      const r = data.get(id)!;
      const close = removeMargin(
        outcome.map((o) => Number(r[`pin_close_${o}`])),
        "power",
      );
      return closingLineValue(Number(r[`max_${outcome[k]}`]), close[k]!);
    });
    expect(clv.reduce((a, b) => a + b, 0) / clv.length).toBeCloseTo(result!.fair.selected.clv.mean, 10);
  });

  it("leaves value_draw empty on a two-way sport and marks no value where no best price exists", () => {
    const lines = [
      "match_id,date,season,league,home_team,away_team,home_score,away_score,result," +
        "odds_home,odds_away,odds_kind,spread_home,total,game_type",
    ];
    const teams = ["a", "b", "c", "d"];
    for (let day = 0; day < 60; day++) {
      const date = new Date(Date.UTC(2020, 10, 1 + day)).toISOString().slice(0, 10);
      const [home, away] = [teams[day % 4]!, teams[(day + 1 + ((day >> 2) % 3)) % 4]!];
      const homeScore = 100 + ((day * 7) % 15);
      const awayScore = 100 + ((day * 11) % 15);
      lines.push(
        `NBA-${date}-${home}-${away},${date},2020-21,NBA,${home},${away},${homeScore},${awayScore},` +
          `${homeScore > awayScore ? "H" : "A"},1.9,1.9,moneyline,-2.5,210,regular`,
      );
    }
    const file = path.join(tmp, "nba.csv");
    writeFileSync(file, lines.join("\n") + "\n");
    const [result] = runBacktest({ files: [file], noBaseline: true });
    const { rows } = parseCsv(predictionsCsv([result!]));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.value_draw).toBe("");
      expect([row.value_home, row.value_away]).toEqual(["0", "0"]);
    }
  });
});
