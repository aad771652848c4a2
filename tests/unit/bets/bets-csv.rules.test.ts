import { describe, expect, it } from "vitest";

import { BET_CSV_COLUMNS, betCsvHeader, betCsvLine, type BetExportRow } from "@/lib/bets/bets-csv.rules";

const BET: BetExportRow = {
  id: "b1",
  placedAt: new Date("2026-03-01T14:05:00Z"),
  matchId: "m1",
  home: "Arsenal",
  away: "Chelsea",
  sport: "Football",
  league: "Premier League",
  kickoffAt: new Date("2026-03-01T17:30:00Z"),
  market: "asian_handicap",
  selection: "home",
  line: -1.5,
  bookmaker: "bet365",
  price: 2.2,
  stake: 10,
  status: "WIN",
  stakeResult: 0.5,
  publishedPrice: 2.3,
  closingProbability: 0.48,
  note: null,
};

const cells = (line: string) => {
  const values = line.replace(/\r\n$/, "").split(",");
  return Object.fromEntries(BET_CSV_COLUMNS.map((column, index) => [column.name, values[index]]));
};

describe("the bets CSV", () => {
  it("documents every column and writes the header in that order", () => {
    expect(betCsvHeader()).toBe(`${BET_CSV_COLUMNS.map((column) => column.name).join(",")}\r\n`);
    for (const column of BET_CSV_COLUMNS) expect(column.meaning.length).toBeGreaterThan(10);
  });

  it("writes a settled bet with its profit and CLV computed, negative lines as numbers", () => {
    expect(cells(betCsvLine(BET, "GBP"))).toEqual({
      id: "b1",
      placed_at: "2026-03-01T14:05:00.000Z",
      match_id: "m1",
      home: "Arsenal",
      away: "Chelsea",
      sport: "Football",
      league: "Premier League",
      kickoff: "2026-03-01T17:30:00.000Z",
      market: "asian_handicap",
      selection: "home",
      line: "-1.5",
      bookmaker: "bet365",
      price: "2.2",
      stake: "10",
      unit: "GBP",
      status: "WIN",
      stake_result: "0.5",
      profit: "6", // half the stake won at 2.2: 10 × 0.5 × 1.2
      published_price: "2.3",
      closing_probability: "0.48",
      clv: "0.056", // 2.2 × 0.48 − 1
      note: "",
    });
  });

  it("leaves a pending bet's results empty and shows a loss as a negative number", () => {
    const pending = cells(
      betCsvLine({ ...BET, status: "PENDING", stakeResult: null, closingProbability: null }, "units"),
    );
    expect([pending.stake_result, pending.profit, pending.clv, pending.unit]).toEqual(["", "", "", "units"]);
    const lost = cells(betCsvLine({ ...BET, status: "LOSS", stakeResult: -1 }, "units"));
    expect([lost.stake_result, lost.profit]).toEqual(["-1", "-10"]);
  });

  it("neutralises text cells that could run as formulas, whatever the column", () => {
    const line = betCsvLine({ ...BET, home: "=cmd|' /C calc'!A0", bookmaker: "@bookie", note: "-5 units, sadly" }, "u");
    expect(line).toContain(",'=cmd|' /C calc'!A0,");
    expect(line).toContain(",'@bookie,");
    expect(line).toMatch(/,"'-5 units, sadly"\r\n$/);
  });
});
