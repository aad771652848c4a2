// Loads files in the ../shared/data schema into backtest rows. The kind (football three-way or NBA two-way)
// is detected from the header: football files have draw odds columns, the NBA file has spread_home/total.
import { readFileSync } from "node:fs";
import path from "node:path";

import type { BacktestRow } from "../../lib/engine/backtest";
import { parseCsv } from "./csv";

export type DataKind = "football" | "basketball";

export interface DataFile {
  file: string;
  kind: DataKind;
  rows: BacktestRow[];
}

/** ../shared/data relative to the repository root (the files live outside the repo). */
export function sharedDataDir(cwd = process.cwd()): string {
  return path.resolve(cwd, "../shared/data");
}

const num = (s: string | undefined): number | undefined => {
  if (s === undefined || s.trim() === "") return undefined;
  const v = Number(s);
  return Number.isFinite(v) ? v : undefined;
};

function triple(r: Record<string, string>, prefix: string): number[] | undefined {
  const xs = ["home", "draw", "away"].map((k) => num(r[`${prefix}_${k}`]));
  return xs.every((x) => x !== undefined && x > 1) ? (xs as number[]) : undefined;
}

function detectKind(header: readonly string[]): DataKind {
  if (header.includes("spread_home") || (header.includes("odds_home") && !header.includes("odds_draw"))) {
    return "basketball";
  }
  if (header.includes("odds_draw") || header.includes("avg_draw") || header.includes("pin_close_draw"))
    return "football";
  throw new Error("Unrecognised data file: expected the ../shared/data football or NBA columns");
}

/** The 2019-20 NBA restart was played in the Orlando bubble from 2020-07-30: no real home court. */
function isNbaBubble(date: string, season: string | undefined): boolean {
  return season === "2019-20" && date >= "2020-07-30";
}

function rowsFromCsv(text: string, file = "data.csv"): DataFile {
  const { header, rows } = parseCsv(text);
  const kind = detectKind(header);
  const out: BacktestRow[] = [];
  for (const r of rows) {
    const homeScore = num(r.home_score);
    const awayScore = num(r.away_score);
    if (homeScore === undefined || awayScore === undefined || !r.date) continue;
    const base = {
      id: r.match_id ?? `${r.league}-${r.date}-${r.home_team}-${r.away_team}`,
      date: new Date(`${r.date}T00:00:00Z`),
      league: r.league ?? (kind === "basketball" ? "NBA" : "?"),
      season: r.season || undefined,
      homeTeam: r.home_team!,
      awayTeam: r.away_team!,
      homeScore,
      awayScore,
    };
    if (kind === "football") {
      const closing = triple(r, "pin_close");
      const average = triple(r, "avg");
      const last = closing ?? average;
      out.push({
        ...base,
        outcomes: 3,
        marketOdds: last,
        betOdds: average,
        closingOdds: last ? { home: last[0]!, draw: last[1]!, away: last[2]! } : undefined,
        prices: { avg: average, b365: triple(r, "b365"), max: triple(r, "max"), pinClose: closing },
      });
    } else {
      const oh = num(r.odds_home);
      const oa = num(r.odds_away);
      const ml = oh !== undefined && oa !== undefined && oh > 1 && oa > 1 ? [oh, oa] : undefined;
      const spread = num(r.spread_home);
      const total = num(r.total);
      out.push({
        ...base,
        neutral: isNbaBubble(r.date, r.season) || undefined,
        outcomes: 2,
        marketOdds: ml,
        betOdds: ml,
        lines: spread !== undefined || total !== undefined ? { spread, total } : undefined,
        closingOdds: ml ? { home: ml[0]!, away: ml[1]! } : undefined,
        closingLines: spread !== undefined || total !== undefined ? { spread, total } : undefined,
      });
    }
  }
  return { file, kind, rows: out };
}

export function loadDataFile(file: string): DataFile {
  return rowsFromCsv(readFileSync(file, "utf8"), file);
}
