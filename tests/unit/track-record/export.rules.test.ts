import { describe, expect, it } from "vitest";

import { lockFields } from "@/lib/predictions/lock.rules";
import { lockHashWebCrypto } from "@/lib/predictions/lock-canonical.rules";
import { EXPORT_COLUMNS } from "@/lib/track-record/export-columns.rules";
import { lockOfRow } from "@/lib/track-record/export-lock.rules";
import {
  csvHeader,
  csvRows,
  exportFileName,
  EXPORT_PREAMBLE,
  jsonHead,
  jsonRows,
  JSON_TAIL,
  toExportRow,
  type ExportSource,
} from "@/lib/track-record/export.rules";

const content = {
  matchId: "m-9",
  sportId: "football",
  leagueId: "epl",
  homeTeam: "=Arsenal",
  awayTeam: 'Chelsea "Blues", London',
  matchDate: new Date("2026-04-01T19:45:00.000Z"),
  market: "asian-handicap",
  pick: "-0.25 Arsenal",
  selection: "home",
  line: -0.25,
  odds: 105,
  decimalOdds: 2.05,
  confidence: 51.25,
  modelProbability: 0.5125,
  marketProbability: 0.49,
  modelVersion: "poisson-v3",
};
const lockedAt = new Date("2026-03-31T10:00:00.000Z");

const pick: ExportSource = {
  ...content,
  ...lockFields(content, lockedAt),
  id: "p-1",
  isDemo: true,
  source: "MODEL",
  isPremium: true,
  bookmaker: "@Book",
  priceCapturedAt: new Date("2026-03-31T09:58:00.000Z"),
  fairProbability: 0.52,
  expectedValue: 0.066,
  isValue: true,
  closingProbability: 0.5,
  closingBookmakers: 6,
  closingCapturedAt: new Date("2026-04-01T19:40:00.000Z"),
  clv: 0.025,
  status: "WIN",
  stakeResult: 0.5,
  settledAt: new Date("2026-04-01T22:00:00.000Z"),
  resultNote: "Final 1-0: half won",
};

describe("toExportRow", () => {
  it("exports the hashed fields so the hash recomputes from the row alone", async () => {
    const row = JSON.parse(JSON.stringify(toExportRow(pick))) as Record<string, unknown>;
    const lock = lockOfRow(row);
    expect(lock.lockedAt).toBe("2026-03-31T10:00:00.000Z");
    expect(await lockHashWebCrypto(lock.content, lock.lockedAt!)).toBe(pick.contentHash);
  });

  it("carries the close, the result and the profit at the published price, demo marked", () => {
    expect(toExportRow(pick)).toMatchObject({
      demo: true,
      premium: true,
      decimal_odds: 2.05,
      bookmaker: "@Book",
      closing_probability: 0.5,
      closing_fair_odds: 2,
      clv: 0.025,
      status: "WIN",
      stake_result: 0.5,
      profit_units: 0.525,
    });
    expect(toExportRow({ ...pick, closingProbability: null }).closing_fair_odds).toBeNull();
  });

  it("has a value for every column, and no key outside the column list", () => {
    expect(Object.keys(toExportRow(pick)).sort()).toEqual(EXPORT_COLUMNS.map((column) => column.name).sort());
  });
});

describe("the CSV", () => {
  it("writes the header and rows in column order with CRLF, formula text neutralised, numbers left alone", () => {
    const header = csvHeader();
    expect(header.startsWith("id,demo,locked_at,content_hash,match_id,")).toBe(true);
    expect(header.endsWith("\r\n")).toBe(true);
    const line = csvRows([toExportRow(pick)]);
    const cells = line.slice(0, -2);
    expect(cells).toContain(",'=Arsenal,");
    expect(cells).toContain(',"Chelsea ""Blues"", London",');
    expect(cells).toContain(",'-0.25 Arsenal,");
    expect(cells).toContain(",-0.25,");
    expect(cells).toContain(",'@Book,");
    expect(cells.startsWith("p-1,true,2026-03-31T10:00:00.000Z,")).toBe(true);
    expect(line.endsWith("\r\n")).toBe(true);
  });
});

describe("the JSON document", () => {
  it("parses whole, as the API envelope with the preamble and the rows, over any split into pages", () => {
    const row = toExportRow(pick);
    const text = jsonHead() + jsonRows([row], true) + jsonRows([], false) + jsonRows([row, row], false) + JSON_TAIL;
    const parsed = JSON.parse(text) as { success: boolean; data: typeof EXPORT_PREAMBLE & { rows: unknown[] } };
    expect(parsed.success).toBe(true);
    expect(parsed.data.record).toBe("live");
    expect(parsed.data.rows).toEqual([row, row, row]);
    expect(JSON.parse(jsonHead() + JSON_TAIL).data.rows).toEqual([]);
  });

  it("names every hashed column, lock time first", () => {
    const hashed = EXPORT_COLUMNS.filter((column) => column.hashedAs).map((column) => column.name);
    expect(EXPORT_PREAMBLE.hash.covers).toEqual(hashed);
    expect(hashed[0]).toBe("locked_at");
  });
});

describe("exportFileName", () => {
  it("names the record and its filters", () => {
    expect(exportFileName("csv", {})).toBe("edgecast-live-record.csv");
    expect(exportFileName("json", { sport: "football", fromDay: "2026-01-01", toDay: "2026-01-31" })).toBe(
      "edgecast-live-record-football-from-2026-01-01-to-2026-01-31.json",
    );
  });
});
