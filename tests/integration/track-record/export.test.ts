// GET /api/track-record/export on rows this file inserts, locked by the product's own rule (lockFields): the JSON and
// CSV hold exactly the settled published picks (premium ones included once settled; pending, unpublished and backtest
// rows never), every hash recomputes from the exported fields alone, pages join without gaps, and bad queries are 4xx.
import { createHash, randomUUID } from "node:crypto";

import { beforeAll, describe, expect, it } from "vitest";

import { GET } from "@/app/api/track-record/export/route";
import { db } from "@/db";
import { mlModels, predictions, type NewPrediction, type PredictionStatus } from "@/db/schema";
import { insertBacktest } from "@/lib/models/backtests.queries";
import { lockCanonicalText, lockHashWebCrypto } from "@/lib/predictions/lock-canonical.rules";
import { lockFields } from "@/lib/predictions/lock.rules";
import { lockOfRow, type ExportRow } from "@/lib/track-record/export-lock.rules";
import { exportRecordPages } from "@/lib/track-record/export.service";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Body = { success: boolean; data: { record: string; rows: ExportRow[]; hash: { covers: string[] } } };

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2024, 4, 1, 18);

interface Seed {
  status: PredictionStatus;
  isPublished?: boolean;
  isPremium?: boolean;
  isDemo?: boolean;
  homeTeam?: string;
  manual?: boolean;
}

const SEEDS: Seed[] = [
  { status: "WIN", isDemo: true },
  { status: "LOSS", isPremium: true },
  { status: "VOID", manual: true },
  { status: "WIN", homeTeam: '=HYPERLINK("http://x")' },
  { status: "PENDING", isPremium: true },
  { status: "PENDING" },
  { status: "WIN", isPublished: false },
  { status: "LOSS", isPremium: true, isPublished: false },
];

/** A pick as generation or the admin console writes it: content, then its lock by the product's rule. */
async function seed(seed: Seed, index: number, sportDay = START) {
  const lockedAt = new Date(sportDay + index * DAY - 6 * 60 * 60 * 1000);
  const content = {
    matchId: null,
    sportId: "basketball",
    leagueId: "nba",
    homeTeam: seed.homeTeam ?? `Home ${index}`,
    awayTeam: `Away ${index}`,
    matchDate: new Date(sportDay + index * DAY),
    market: "moneyline",
    pick: `Home ${index}`,
    selection: "home",
    line: null,
    odds: 120 + index,
    decimalOdds: Math.round((2.2 + index / 100) * 10_000) / 10_000,
    confidence: 47.25,
    modelProbability: seed.manual ? null : 0.4725,
    marketProbability: seed.manual ? null : 0.451234,
    modelVersion: seed.manual ? null : "export-v1",
  };
  const settled = seed.status !== "PENDING";
  const values: Partial<NewPrediction> = {
    ...content,
    ...lockFields(content, lockedAt),
    status: seed.status,
    isPublished: seed.isPublished ?? true,
    isPremium: seed.isPremium ?? false,
    isDemo: seed.isDemo ?? false,
    source: seed.manual ? "MANUAL" : "MODEL",
    bookmaker: "Pinnacle",
    priceCapturedAt: lockedAt,
    closingProbability: settled ? 0.47 : null,
    closingBookmakers: settled ? 5 : null,
    closingCapturedAt: settled ? content.matchDate : null,
    clv: settled ? Math.round((content.decimalOdds * 0.47 - 1) * 10_000) / 10_000 : null,
    settledAt: settled ? new Date(content.matchDate.getTime() + 3 * 60 * 60 * 1000) : null,
    stakeResult: seed.status === "WIN" ? 1 : seed.status === "LOSS" ? -1 : settled ? 0 : null,
    resultNote: settled ? "Final 101-99" : null,
  };
  return makePrediction(values);
}

const ids = new Map<number, string>();
const RANGE = "from=2024-05-01&to=2024-05-31";

beforeAll(async () => {
  for (const [index, one] of SEEDS.entries()) ids.set(index, (await seed(one, index)).id);
  // A stored backtest of the same sport and period: the export is the live record only.
  const modelId = `export-model-${randomUUID()}`;
  await db
    .insert(mlModels)
    .values({ id: modelId, name: "Export test", engine: "x", type: "REGRESSION", sport: "FOOTBALL" });
  await insertBacktest({
    modelId,
    modelVersion: "export-v1",
    sportId: "basketball",
    market: "moneyline",
    status: "succeeded",
    matches: 100,
    periodFrom: new Date(START),
    periodTo: new Date(START + 20 * DAY),
  });
});

async function exportJson(query: string) {
  const response = await callRoute<Body>(GET, jsonRequest("GET", `/api/track-record/export?${query}`));
  expect(response.status).toBe(200);
  return response;
}

const settledPublished = [0, 1, 2, 3];

describe("GET /api/track-record/export?format=json", () => {
  it("holds the settled published picks only, premium ones included, in kick-off order", async () => {
    const { body, headers } = await exportJson(`format=json&${RANGE}`);
    expect(body.success).toBe(true);
    expect(body.data.record).toBe("live");
    expect(body.data.rows.map((row) => row.id)).toEqual(settledPublished.map((index) => ids.get(index)));
    expect(body.data.rows.map((row) => row.demo)).toEqual([true, false, false, false]);
    expect(body.data.rows[1]).toMatchObject({ premium: true, status: "LOSS", pick: "Home 1", decimal_odds: 2.21 });
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(headers.get("content-disposition")).toBe(
      'attachment; filename="edgecast-live-record-from-2024-05-01-to-2024-05-31.json"',
    );
  });

  it("gives fields from which every content hash recomputes, on the server's rule and in WebCrypto", async () => {
    const { body } = await exportJson(`format=json&${RANGE}`);
    const stored = await db.select({ id: predictions.id, hash: predictions.contentHash }).from(predictions);
    const storedHash = new Map(stored.map((row) => [row.id, row.hash]));
    for (const row of body.data.rows) {
      const lock = lockOfRow(row);
      expect(lock.contentHash).toBe(storedHash.get(row.id as string));
      const serverSide = createHash("sha256").update(lockCanonicalText(lock.content, lock.lockedAt!)).digest("hex");
      expect(serverSide, String(row.id)).toBe(lock.contentHash);
      expect(await lockHashWebCrypto(lock.content, lock.lockedAt!)).toBe(lock.contentHash);
    }
    expect(body.data.hash.covers[0]).toBe("locked_at");
  });

  it("reads one settled pick by id, and nothing for a pending, unpublished or unknown one", async () => {
    expect((await exportJson(`id=${ids.get(1)}`)).body.data.rows.map((row) => row.id)).toEqual([ids.get(1)]);
    for (const id of [ids.get(4), ids.get(5), ids.get(7), randomUUID()])
      expect((await exportJson(`id=${id}`)).body.data.rows).toEqual([]);
  });

  it("is the same for every caller: a member and an admin get the visitor's rows", async () => {
    const visitor = (await exportJson(`format=json&${RANGE}`)).body.data.rows;
    for (const role of ["USER", "ADMIN"] as const) {
      const { headers } = await makeUserWithToken(role);
      const response = await callRoute<Body>(
        GET,
        jsonRequest("GET", `/api/track-record/export?${RANGE}`, undefined, headers),
      );
      expect(response.status).toBe(200);
      expect(response.body.data.rows).toEqual(visitor);
    }
  });

  it("narrows by sport", async () => {
    expect((await exportJson(`sport=football&${RANGE}`)).body.data.rows).toEqual([]);
    expect((await exportJson(`sport=basketball&${RANGE}`)).body.data.rows).toHaveLength(4);
  });
});

describe("GET /api/track-record/export?format=csv", () => {
  it("writes one CRLF line per exported pick under the header, formula text neutralised", async () => {
    const response = await callRoute<string>(GET, jsonRequest("GET", `/api/track-record/export?format=csv&${RANGE}`));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.csv"$/);
    const lines = response.body.split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines).toHaveLength(settledPublished.length + 2);
    expect(lines[0]!.split(",").slice(0, 4)).toEqual(["id", "demo", "locked_at", "content_hash"]);
    const tricky = lines.find((line) => line.startsWith(ids.get(3)!))!;
    expect(tricky).toContain(`,"'=HYPERLINK(""http://x"")",`);
    expect(response.body).not.toContain(ids.get(4)!);
    expect(response.body).not.toContain(ids.get(6)!);
  });
});

describe("bad queries", () => {
  it.each([
    ["format=xml", "format"],
    ["format=csv&format=json", "format"],
    ["from=2024-13-01", "from"],
    ["from=2024-05-02&to=2024-05-01", "to"],
    ["sport=%3Cscript%3E", "sport"],
  ])("%s is a 422 naming %s", async (query, path) => {
    const response = await callRoute<{ success: boolean; code: string; details: { path: string }[] }>(
      GET,
      jsonRequest("GET", `/api/track-record/export?${query}`),
    );
    expect(response.status).toBe(422);
    expect(response.body.success).toBe(false);
    expect(response.body.code).toBe("validation_failed");
    expect(response.body.details.map((detail) => detail.path)).toContain(path);
  });
});

describe("the stream's keyset pages", () => {
  it("join into every row once, in order, across page boundaries and through the route", async () => {
    const day = Date.UTC(2023, 0, 1, 12);
    const rows = Array.from({ length: 1_203 }, (_, i) => {
      const content = {
        matchId: null,
        sportId: "football",
        leagueId: "epl",
        homeTeam: `H${i}`,
        awayTeam: `A${i}`,
        // Pairs share a kick-off, so the id decides their order.
        matchDate: new Date(day + Math.floor(i / 2) * 60_000),
        market: "1x2",
        pick: `H${i}`,
        selection: "home",
        line: null,
        odds: 150,
        decimalOdds: 2.5,
        confidence: 41,
        modelProbability: 0.41,
        marketProbability: 0.39,
        modelVersion: "export-bulk",
      };
      return { ...content, ...lockFields(content, new Date(day - DAY)), status: "WIN" as const, settledAt: new Date() };
    });
    await db.insert(predictions).values(rows);
    const query = { from: new Date(day), to: new Date(day + 2 * DAY) };

    const paged: string[] = [];
    for await (const page of exportRecordPages(query, 100)) paged.push(...page.map((row) => row.id as string));
    expect(paged).toHaveLength(1_203);
    expect(new Set(paged).size).toBe(1_203);

    const { body } = await exportJson("from=2023-01-01&to=2023-01-02");
    expect(body.data.rows.map((row) => row.id)).toEqual(paged);
    const csv = await callRoute<string>(
      GET,
      jsonRequest("GET", "/api/track-record/export?format=csv&from=2023-01-01&to=2023-01-02"),
    );
    expect(csv.body.split("\r\n").filter(Boolean)).toHaveLength(1_204);
  });
});
