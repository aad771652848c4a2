import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { GET as runsOf } from "@/app/api/admin/models/[modelId]/runs/route";
import { POST as train } from "@/app/api/admin/models/[modelId]/train/route";
import { POST as createModel } from "@/app/api/admin/models/route";
import { db } from "@/db";
import { auditLog, jobRuns, mlModels, modelBacktests, modelTrainingRuns } from "@/db/schema";
import { getLocalRunner } from "@/lib/jobs";
import { makeUserWithToken } from "@/tests/helpers/factories";
import { makeNbaWorld } from "@/tests/helpers/nba-world";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

let admin: Awaited<ReturnType<typeof makeUserWithToken>>;
const request = (modelId: string, headers: Record<string, string> = admin.headers) =>
  callRoute<{ success: boolean; data: { trainingRunId: string; message: string }; error?: string }>(
    train,
    jsonRequest("POST", `/api/admin/models/${modelId}/train`, undefined, headers),
    { modelId },
  );

beforeAll(async () => {
  admin = await makeUserWithToken("ADMIN");
  // 240 games: the most recent fifth (48) are scored, enough to measure.
  await makeNbaWorld(new Date(), { games: 240 });
});

describe("POST /api/admin/models/{id}/train", () => {
  it("fits and backtests the model as a job, storing out-of-sample metrics", async () => {
    const res = await request("basketball-elo");
    expect(res.status).toBe(202);
    expect(res.body.data.message).toBe("Model training started successfully");
    await getLocalRunner().idle();

    const [model] = await db.select().from(mlModels).where(eq(mlModels.id, "basketball-elo"));
    // Trained but not serving: the new version has no backtest that beat the market yet (one is queued).
    expect(model).toMatchObject({ status: "PAUSED", trainingProgress: 100 });
    expect(model!.accuracy).toBeGreaterThan(0.5); // the stronger side wins most of these games
    for (const metric of [model!.precision, model!.recall, model!.f1Score, model!.logLoss, model!.brier])
      expect(metric).toEqual(expect.any(Number));
    expect(model!.lastTrainedAt).toBeInstanceOf(Date);

    const [run] = await db
      .select()
      .from(modelTrainingRuns)
      .where(eq(modelTrainingRuns.id, res.body.data.trainingRunId));
    expect(run).toMatchObject({ status: "succeeded", progress: 100 });
    const [job] = await db.select().from(jobRuns).where(eq(jobRuns.id, run!.jobRunId!));
    expect(job).toMatchObject({ jobName: "train-model", status: "succeeded" });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "model.train"));
    expect(entry?.actorId).toBe(admin.user.id);
    // Training queued the version's backtest against the market; this world has no prices, so it failed, saying why.
    const [backtest] = await db.select().from(modelBacktests).where(eq(modelBacktests.modelId, "basketball-elo"));
    expect(backtest).toMatchObject({
      modelVersion: model!.version,
      market: "moneyline",
      status: "failed",
      error: expect.stringContaining("pre-kickoff prices"),
    });
  });

  it("leaves a trained version ACTIVE when its backtest already beat the consensus", async () => {
    const [model] = await db.select().from(mlModels).where(eq(mlModels.id, "basketball-elo"));
    await db.insert(modelBacktests).values({
      modelId: model!.id,
      modelVersion: model!.version,
      sportId: "basketball",
      market: "moneyline",
      status: "succeeded",
      matches: 150,
      beatsConsensus: true,
    });
    expect((await request("basketball-elo")).status).toBe(202);
    await getLocalRunner().idle();
    expect((await db.select().from(mlModels).where(eq(mlModels.id, "basketball-elo")))[0]?.status).toBe("ACTIVE");
  });

  it("fails honestly when there is too little history to measure", async () => {
    const res = await request("hockey-elo");
    expect(res.status).toBe(202);
    await getLocalRunner().idle();
    const [model] = await db.select().from(mlModels).where(eq(mlModels.id, "hockey-elo"));
    expect(model?.status).toBe("FAILED");
    const [run] = await db
      .select()
      .from(modelTrainingRuns)
      .where(eq(modelTrainingRuns.id, res.body.data.trainingRunId));
    expect(run).toMatchObject({ status: "failed", error: expect.stringContaining("finished matches could be scored") });
  });

  it("refuses while training, members and unknown models", async () => {
    await db.update(mlModels).set({ status: "TRAINING" }).where(eq(mlModels.id, "baseball-elo"));
    expect((await request("baseball-elo")).status).toBe(409);
    const member = await makeUserWithToken("USER");
    expect((await request("football-dixon-coles", member.headers)).status).toBe(403);
    expect((await request("no-such-model")).status).toBe(404);
  });
});

describe("a model created in the console", () => {
  type Run = { status: string; finishedAt: string | null; metrics: Record<string, number | null> };
  const runs = async (modelId: string) =>
    (
      await callRoute<{ data: { runs: Run[] } }>(
        runsOf,
        jsonRequest("GET", `/api/admin/models/${modelId}/runs`, undefined, admin.headers),
        { modelId },
      )
    ).body.data.runs;

  it("trains on the engine it was created with, and each run keeps its metrics for the Performance tab", async () => {
    const created = await callRoute<{ data: { id: string; status: string } }>(
      createModel,
      jsonRequest(
        "POST",
        "/api/admin/models",
        { name: "NBA Elo, second opinion", sport: "BASKETBALL", engine: "basketball-elo" },
        admin.headers,
      ),
    );
    expect(created.status).toBe(201);
    const modelId = created.body.data.id;
    expect(await runs(modelId)).toEqual([]);

    for (let i = 0; i < 2; i++) {
      expect((await request(modelId)).status).toBe(202);
      await getLocalRunner().idle();
    }
    const history = await runs(modelId);
    expect(history).toHaveLength(2);
    for (const run of history) {
      expect(run.status).toBe("succeeded");
      expect(run.finishedAt).toEqual(expect.any(String));
      for (const key of ["accuracy", "precision", "recall", "f1Score", "logLoss", "brier", "scoredMatches"])
        expect(run.metrics[key]).toEqual(expect.any(Number));
    }
    const [model] = await db.select().from(mlModels).where(eq(mlModels.id, modelId));
    expect(model?.status).toBe("PAUSED");
    expect(model!.accuracy).toBeCloseTo(history[1]!.metrics.accuracy!, 5);
  });
});
