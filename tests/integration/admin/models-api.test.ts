import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { PATCH } from "@/app/api/admin/models/[modelId]/status/route";
import { GET } from "@/app/api/admin/models/route";
import { db } from "@/db";
import { auditLog, mlModels } from "@/db/schema";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Model = { id: string; status: string; predictions: number; engine: string };
let admin: Awaited<ReturnType<typeof makeUserWithToken>>;
let member: Awaited<ReturnType<typeof makeUserWithToken>>;

const patch = (modelId: string, body: unknown, headers: Record<string, string> = admin.headers) =>
  callRoute<{ success: boolean; data: Model; code?: string }>(PATCH, jsonRequest("PATCH", `/api/admin/models/${modelId}/status`, body, headers), { modelId });

beforeAll(async () => {
  admin = await makeUserWithToken("ADMIN");
  member = await makeUserWithToken("USER");
});

describe("GET /api/admin/models", () => {
  it("lists the seeded models with their published prediction counts, for admins only", async () => {
    await makePrediction({ modelId: "basketball-elo", sportId: "basketball", leagueId: "nba" });
    const res = await callRoute<{ data: Model[] }>(GET, jsonRequest("GET", "/api/admin/models", undefined, admin.headers));
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
    expect(entry).toMatchObject({ entityId: "basketball-elo", before: { status: "DRAFT" }, after: { status: "PAUSED" } });
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
