import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { DELETE, GET as getOne, PUT } from "@/app/api/predictions/[predictionId]/route";
import { POST as createManual } from "@/app/api/predictions/manual/route";
import { GET as list } from "@/app/api/predictions/route";
import { GET as stats } from "@/app/api/predictions/stats/route";
import { GET as today } from "@/app/api/predictions/today/route";
import { db } from "@/db";
import { auditLog, predictions } from "@/db/schema";
import { verifyLock } from "@/lib/predictions/lock.rules";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Envelope<T = Record<string, unknown>> = { success: boolean; data: T; error?: string; code?: string };
type PredictionBody = Record<string, unknown> & { id: string };
type ListBody = {
  predictions: PredictionBody[];
  pagination: { page: number; limit: number; total: number; pages: number };
};

const HOUR = 60 * 60 * 1000;
let admin: Awaited<ReturnType<typeof makeUserWithToken>>;
let member: Awaited<ReturnType<typeof makeUserWithToken>>;

const get = <T>(
  handler: Parameters<typeof callRoute>[0],
  url: string,
  headers: Record<string, string> = {},
  params?: Record<string, string>,
) => callRoute<Envelope<T>>(handler, jsonRequest("GET", url, undefined, headers), params);
const send = <T>(
  handler: Parameters<typeof callRoute>[0],
  method: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  params?: Record<string, string>,
) => callRoute<Envelope<T>>(handler, jsonRequest(method, url, body, headers), params);

const manual = {
  sport: "football",
  league: "epl",
  homeTeam: "Liverpool",
  awayTeam: "Everton",
  matchDate: new Date(Date.now() + 48 * HOUR).toISOString(),
  market: "1x2",
  pick: "Liverpool",
  selection: "home",
  confidence: 70,
  odds: 1.75,
  analysis: "Liverpool's home form is strong.",
  isPremium: false,
};

beforeAll(async () => {
  admin = await makeUserWithToken("ADMIN");
  member = await makeUserWithToken("USER");
});

describe("GET /api/predictions", () => {
  it("lists published predictions with camelCase fields and pagination", async () => {
    await makePrediction({ homeTeam: "Listed FC" });
    await makePrediction({ homeTeam: "Hidden FC", isPublished: false });
    const res = await get<ListBody>(list, "/api/predictions?limit=100");
    expect(res.status).toBe(200);
    const teams = res.body.data.predictions.map((p) => p.homeTeam);
    expect(teams).toContain("Listed FC");
    expect(teams).not.toContain("Hidden FC");
    expect(res.body.data.pagination).toMatchObject({ page: 1, limit: 100 });
    expect(res.body.data.predictions[0]).toHaveProperty("matchDate");
    // Admins also see unpublished predictions.
    const asAdmin = await get<ListBody>(list, "/api/predictions?limit=100", admin.headers);
    expect(asAdmin.body.data.predictions.map((p) => p.homeTeam)).toContain("Hidden FC");
  });

  it("filters by sport, league, category, status, dates, confidence and edge, and sorts by confidence", async () => {
    const tag = `F${Date.now()}`;
    await makePrediction({
      homeTeam: `${tag} A`,
      sportId: "basketball",
      leagueId: "nba",
      market: "moneyline",
      categoryId: "match-result",
      confidence: 81,
      edge: 6,
    });
    await makePrediction({ homeTeam: `${tag} B`, confidence: 66, edge: -2, status: "WIN" });
    await makePrediction({
      homeTeam: `${tag} C`,
      confidence: 77,
      edge: 11,
      matchDate: new Date(Date.now() + 10 * 24 * HOUR),
    });
    const names = async (query: string) =>
      (await get<ListBody>(list, `/api/predictions?search=${tag}&limit=50&${query}`)).body.data.predictions.map((p) =>
        String(p.homeTeam).slice(-1),
      );
    expect(await names("sport=basketball")).toEqual(["A"]);
    expect(await names("league=nba")).toEqual(["A"]);
    expect((await names("category=match-result")).sort()).toEqual(["A", "B", "C"]);
    expect(await names("status=WIN")).toEqual(["B"]);
    expect((await names("minConfidence=75")).sort()).toEqual(["A", "C"]);
    expect((await names("positiveEdge=true")).sort()).toEqual(["A", "C"]);
    expect(await names("sort=confidence")).toEqual(["A", "C", "B"]);
    const inTwoDays = new Date(Date.now() + 2 * 24 * HOUR).toISOString();
    expect((await names(`endDate=${inTwoDays}`)).sort()).toEqual(["A", "B"]);
  });

  it.each([
    "limit=0",
    "limit=101",
    "status=MAYBE",
    "sort=random",
    "startDate=yesterday",
    "minConfidence=101",
    "sport=Foot%20Ball",
  ])("answers 422 to %s", async (query) => {
    const res = await get(list, `/api/predictions?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
  });
});

describe("GET /api/predictions/{id}", () => {
  it("answers a published prediction and hides an unpublished one like a missing one", async () => {
    const published = await makePrediction();
    const hidden = await makePrediction({ isPublished: false });
    expect((await get(getOne, "/api/predictions/x", {}, { predictionId: published.id })).status).toBe(200);
    expect((await get(getOne, "/api/predictions/x", {}, { predictionId: hidden.id })).status).toBe(404);
    expect((await get(getOne, "/api/predictions/x", {}, { predictionId: "missing" })).status).toBe(404);
    expect((await get(getOne, "/api/predictions/x", {}, { predictionId: "../etc" })).status).toBe(404);
    expect((await get(getOne, "/api/predictions/x", admin.headers, { predictionId: hidden.id })).status).toBe(200);
  });
});

describe("GET /api/predictions/stats and /today", () => {
  it("counts totals and the win rate over decided predictions", async () => {
    await makePrediction({ status: "WIN" });
    await makePrediction({ status: "LOSS" });
    const res = await get<Record<string, number>>(stats, "/api/predictions/stats");
    expect(res.status).toBe(200);
    const [won] = await db.select({ n: count() }).from(predictions).where(eq(predictions.status, "WIN"));
    const [lost] = await db.select({ n: count() }).from(predictions).where(eq(predictions.status, "LOSS"));
    expect(res.body.data.winRate).toBeCloseTo((won!.n / (won!.n + lost!.n)) * 100, 1);
    expect(res.body.data.totalPredictions).toBeGreaterThanOrEqual(2);
  });

  it("lists today's and tomorrow's picks in snake_case with 'upcoming' status", async () => {
    const soon = await makePrediction({
      homeTeam: "Today Town",
      matchDate: new Date(Date.now() + HOUR),
      leagueId: "laliga",
    });
    await makePrediction({
      homeTeam: "Next Week",
      matchDate: new Date(Date.now() + 5 * 24 * HOUR),
      leagueId: "laliga",
    });
    const res = await get<Array<Record<string, unknown>>>(today, "/api/predictions/today?league=laliga&limit=100");
    expect(res.status).toBe(200);
    const item = res.body.data.find((p) => p.id === soon.id);
    expect(item).toMatchObject({ home_team: "Today Town", status: "upcoming", league: "laliga" });
    expect(item).toHaveProperty("expected_value");
    expect(res.body.data.map((p) => p.home_team)).not.toContain("Next Week");
  });
});

describe("POST /api/predictions/manual", () => {
  it("needs an admin", async () => {
    expect((await send(createManual, "POST", "/api/predictions/manual", manual)).status).toBe(401);
    expect((await send(createManual, "POST", "/api/predictions/manual", manual, member.headers)).status).toBe(403);
  });

  it("creates, locks and audits a manual prediction with American odds", async () => {
    const res = await send<PredictionBody>(createManual, "POST", "/api/predictions/manual", manual, admin.headers);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      source: "MANUAL",
      odds: -133,
      decimalOdds: 1.75,
      category: "match-result",
      status: "PENDING",
    });
    const [row] = await db.select().from(predictions).where(eq(predictions.id, res.body.data.id));
    expect(verifyLock(row!)).toBe(true);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, row!.id), eq(auditLog.action, "prediction.create")));
    expect(audit?.actorId).toBe(admin.user.id);
  });

  it.each([
    ["confidence above 100", { confidence: 101 }, 422],
    ["odds below 1.01", { odds: 1 }, 422],
    ["unknown league", { league: "nowhere" }, 422],
    ["an unknown key", { status: "WIN" }, 400],
  ])("refuses %s and stores nothing", async (_label, override, status) => {
    const [before] = await db.select({ n: count() }).from(predictions);
    const res = await send(createManual, "POST", "/api/predictions/manual", { ...manual, ...override }, admin.headers);
    expect(res.status).toBe(status);
    const [after] = await db.select({ n: count() }).from(predictions);
    expect(after!.n).toBe(before!.n);
  });
});

describe("PUT and DELETE /api/predictions/{id}", () => {
  it("toggles premium and records the change in the audit log", async () => {
    const prediction = await makePrediction();
    const res = await send<PredictionBody>(PUT, "PUT", "/api/predictions/x", { isPremium: true }, admin.headers, {
      predictionId: prediction.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.isPremium).toBe(true);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, prediction.id), eq(auditLog.action, "prediction.update")));
    expect(audit?.before).toEqual({ isPremium: false });
    expect(audit?.after).toEqual({ isPremium: true });
  });

  it("re-locks content edited before kickoff and freezes it after kickoff", async () => {
    const upcoming = await makePrediction();
    const edited = await send<PredictionBody>(PUT, "PUT", "/api/predictions/x", { odds: 2.1 }, admin.headers, {
      predictionId: upcoming.id,
    });
    expect(edited.status).toBe(200);
    const [row] = await db.select().from(predictions).where(eq(predictions.id, upcoming.id));
    expect(row?.odds).toBe(110);
    expect(verifyLock(row!)).toBe(true);

    const started = await makePrediction({ matchDate: new Date(Date.now() - HOUR) });
    const frozen = await send(PUT, "PUT", "/api/predictions/x", { pick: "Chelsea" }, admin.headers, {
      predictionId: started.id,
    });
    expect(frozen.status).toBe(409);
    const [unchanged] = await db.select().from(predictions).where(eq(predictions.id, started.id));
    expect(unchanged?.pick).toBe("Arsenal");
    expect(
      (
        await send(PUT, "PUT", "/api/predictions/x", { isPublished: false }, admin.headers, {
          predictionId: started.id,
        })
      ).status,
    ).toBe(200);
  });

  it("refuses members, empty and unknown edits", async () => {
    const prediction = await makePrediction();
    expect(
      (
        await send(PUT, "PUT", "/api/predictions/x", { isPremium: true }, member.headers, {
          predictionId: prediction.id,
        })
      ).status,
    ).toBe(403);
    expect(
      (await send(PUT, "PUT", "/api/predictions/x", {}, admin.headers, { predictionId: prediction.id })).status,
    ).toBe(422);
    expect(
      (await send(PUT, "PUT", "/api/predictions/x", { status: "WIN" }, admin.headers, { predictionId: prediction.id }))
        .status,
    ).toBe(400);
    expect(
      (await send(PUT, "PUT", "/api/predictions/x", { isPremium: true }, admin.headers, { predictionId: "missing" }))
        .status,
    ).toBe(404);
  });

  it("deletes an upcoming prediction but keeps started and settled ones on the record", async () => {
    const upcoming = await makePrediction();
    const res = await callRoute<Envelope>(
      DELETE,
      jsonRequest("DELETE", "/api/predictions/x", undefined, admin.headers),
      { predictionId: upcoming.id },
    );
    expect(res.status).toBe(200);
    expect(await db.select().from(predictions).where(eq(predictions.id, upcoming.id))).toHaveLength(0);

    const settled = await makePrediction({ status: "LOSS", matchDate: new Date(Date.now() - 3 * HOUR) });
    const refused = await callRoute<Envelope>(
      DELETE,
      jsonRequest("DELETE", "/api/predictions/x", undefined, admin.headers),
      { predictionId: settled.id },
    );
    expect(refused.status).toBe(409);
    expect(await db.select().from(predictions).where(eq(predictions.id, settled.id))).toHaveLength(1);
    expect(
      (await callRoute(DELETE, jsonRequest("DELETE", "/api/predictions/x"), { predictionId: settled.id })).status,
    ).toBe(401);
  });
});
