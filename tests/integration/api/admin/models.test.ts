import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { GET as runsOf } from "@/app/api/admin/models/[modelId]/runs/route";
import { PATCH } from "@/app/api/admin/models/[modelId]/status/route";
import { GET, POST } from "@/app/api/admin/models/route";
import { db } from "@/db";
import { auditLog, mlModels, modelBacktests, modelTrainingRuns } from "@/db/schema";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Model = { id: string; status: string; predictions: number; engine: string };
let admin: Awaited<ReturnType<typeof makeUserWithToken>>;
let member: Awaited<ReturnType<typeof makeUserWithToken>>;

const patch = (modelId: string, body: unknown, headers: Record<string, string> = admin.headers) =>
  callRoute<{ success: boolean; data: Model; code?: string }>(
    PATCH,
    jsonRequest("PATCH", `/api/admin/models/${modelId}/status`, body, headers),
    { modelId },
  );

beforeAll(async () => {
  admin = await makeUserWithToken("ADMIN");
  member = await makeUserWithToken("USER");
});

describe("GET /api/admin/models", () => {
  it("lists the seeded models with their published prediction counts, for admins only", async () => {
    await makePrediction({ modelId: "basketball-elo", sportId: "basketball", leagueId: "nba" });
    const res = await callRoute<{ data: Model[] }>(
      GET,
      jsonRequest("GET", "/api/admin/models", undefined, admin.headers),
    );
    expect(res.status).toBe(200);
    const ids = res.body.data.map((model) => model.id);
    expect(ids).toEqual(expect.arrayContaining(["football-dixon-coles", "basketball-elo"]));
    expect(res.body.data.find((model) => model.id === "basketball-elo")?.predictions).toBe(1);
    expect((await callRoute(GET, jsonRequest("GET", "/api/admin/models"))).status).toBe(401);
    expect((await callRoute(GET, jsonRequest("GET", "/api/admin/models", undefined, member.headers))).status).toBe(403);
  });
});

describe("PATCH /api/admin/models/{id}/status", () => {
  it("pauses and resumes, with an audit entry", async () => {
    const paused = await patch("basketball-elo", { status: "PAUSED" });
    expect(paused.status).toBe(200);
    expect(paused.body.data.status).toBe("PAUSED");
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "model.status_change"));
    expect(entry).toMatchObject({
      entityId: "basketball-elo",
      before: { status: "DRAFT" },
      after: { status: "PAUSED" },
    });
    // Resuming activates the version, which needs a backtest that beat the consensus (models/backtest.test.ts).
    expect((await patch("basketball-elo", { status: "ACTIVE" })).status).toBe(409);
    const model = (await db.select().from(mlModels).where(eq(mlModels.id, "basketball-elo")))[0]!;
    await db.insert(modelBacktests).values({
      modelId: model.id,
      modelVersion: model.version,
      sportId: "basketball",
      market: "moneyline",
      status: "succeeded",
      matches: 100,
      beatsConsensus: true,
    });
    expect((await patch("basketball-elo", { status: "ACTIVE" })).body.data.status).toBe("ACTIVE");
  });

  it("refuses while training, bad statuses, members and unknown models, changing nothing", async () => {
    await db.update(mlModels).set({ status: "TRAINING" }).where(eq(mlModels.id, "hockey-elo"));
    expect((await patch("hockey-elo", { status: "PAUSED" })).status).toBe(409);
    expect((await patch("hockey-elo", { status: "FAILED" })).status).toBe(422);
    expect((await patch("hockey-elo", { status: "PAUSED", extra: true })).status).toBe(400);
    expect((await patch("hockey-elo", { status: "PAUSED" }, member.headers)).status).toBe(403);
    expect((await patch("no-such-model", { status: "PAUSED" })).status).toBe(404);
    const [row] = await db.select().from(mlModels).where(eq(mlModels.id, "hockey-elo"));
    expect(row?.status).toBe("TRAINING");
  });
});

describe("POST /api/admin/models", () => {
  const post = (body: unknown, headers?: Record<string, string>) =>
    callRoute<{ data: Model & { name: string; type: string; sport: string; version: string }; code?: string }>(
      POST,
      jsonRequest("POST", "/api/admin/models", body, headers),
    );
  const modelCount = async () => (await db.select({ id: mlModels.id }).from(mlModels)).length;
  const VALID = {
    name: "Hockey Elo challenger",
    sport: "HOCKEY",
    engine: "hockey-elo",
    description: "Same engine, tracked separately.",
  };

  it("registers a DRAFT model on a shipped engine with the engine's type and version, audited", async () => {
    const res = await post(VALID, admin.headers);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: VALID.name,
      sport: "HOCKEY",
      engine: "hockey-elo",
      type: "REGRESSION",
      status: "DRAFT",
      version: "1.0.0",
      predictions: 0,
    });
    const [row] = await db.select().from(mlModels).where(eq(mlModels.id, res.body.data.id));
    expect(row).toMatchObject({ createdById: admin.user.id, description: VALID.description });
    expect(row!.parameters).toMatchObject({ k: 6 });
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "model.create"), eq(auditLog.entityId, res.body.data.id)));
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        after: { name: VALID.name, sport: "HOCKEY", engine: "hockey-elo" },
      }),
    ]);
    const listed = await callRoute<{ data: Model[] }>(
      GET,
      jsonRequest("GET", "/api/admin/models", undefined, admin.headers),
    );
    expect(listed.body.data.map((model) => model.id)).toContain(res.body.data.id);
  });

  it.each([
    ["an engine for another sport", { ...VALID, engine: "basketball-elo" }, 422],
    ["an unknown engine", { ...VALID, engine: "gpt-oracle" }, 422],
    ["the ALL sport, which no engine fits", { ...VALID, sport: "ALL" }, 422],
    ["an empty name", { ...VALID, name: " " }, 422],
    ["a client-chosen status", { ...VALID, status: "ACTIVE" }, 400],
  ])("refuses %s, creating nothing", async (_label, body, status) => {
    const before = await modelCount();
    expect((await post(body, admin.headers)).status).toBe(status);
    expect(await modelCount()).toBe(before);
  });

  it("refuses anonymous callers and members", async () => {
    const before = await modelCount();
    expect((await post(VALID)).status).toBe(401);
    expect((await post(VALID, member.headers)).status).toBe(403);
    expect(await modelCount()).toBe(before);
  });
});

describe("GET /api/admin/models/{id}/runs", () => {
  type Runs = { data: { runs: { status: string; version: string; metrics: Record<string, number | null> }[] } };
  const get = (modelId: string, headers?: Record<string, string>) =>
    callRoute<Runs>(runsOf, jsonRequest("GET", `/api/admin/models/${modelId}/runs`, undefined, headers), { modelId });

  it("answers the stored runs oldest first with their metrics, for admins only", async () => {
    await db.insert(modelTrainingRuns).values([
      {
        modelId: "tennis-elo",
        status: "succeeded",
        version: "1.0.0",
        createdAt: new Date("2026-03-01T00:00:00Z"),
        metrics: {
          n: 40,
          accuracy: 0.6,
          logLoss: 0.66,
          brier: 0.23,
          rps: null,
          precision: 0.6,
          recall: 0.59,
          f1: 0.595,
        },
      },
      {
        modelId: "tennis-elo",
        status: "failed",
        version: "1.0.0",
        createdAt: new Date("2026-03-02T00:00:00Z"),
        error: "Only 3 finished matches could be scored",
      },
      {
        modelId: "tennis-elo",
        status: "succeeded",
        version: "1.0.0",
        createdAt: new Date("2026-03-03T00:00:00Z"),
        metrics: {
          n: 50,
          accuracy: 0.64,
          logLoss: 0.63,
          brier: 0.22,
          rps: null,
          precision: 0.63,
          recall: 0.62,
          f1: 0.625,
        },
      },
    ]);
    const res = await get("tennis-elo", admin.headers);
    expect(res.status).toBe(200);
    expect(res.body.data.runs.map((run) => run.status)).toEqual(["succeeded", "failed", "succeeded"]);
    expect(res.body.data.runs[0]!.metrics).toEqual({
      accuracy: 0.6,
      precision: 0.6,
      recall: 0.59,
      f1Score: 0.595,
      logLoss: 0.66,
      brier: 0.23,
      rps: null,
      scoredMatches: 40,
    });
    expect(res.body.data.runs[1]!.metrics.accuracy).toBeNull();
    expect((await get("tennis-elo")).status).toBe(401);
    expect((await get("tennis-elo", member.headers)).status).toBe(403);
    expect((await get("no-such-model", admin.headers)).status).toBe(404);
  });
});
