import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { POST as backtest } from "@/app/api/admin/models/[modelId]/backtest/route";
import { PATCH } from "@/app/api/admin/models/[modelId]/status/route";
import { db } from "@/db";
import {
  auditLog,
  jobRuns,
  matches,
  mlModels,
  modelBacktests,
  oddsSnapshots,
  type NewModelBacktest,
} from "@/db/schema";
import { getLocalRunner } from "@/lib/jobs";
import { makeUserWithToken } from "@/tests/helpers/factories";
import { makeNbaWorld } from "@/tests/helpers/nba-world";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

// The stored backtest of a model version (backtest-model job) and the activation it gates, on this file's
// own database: PGlite, or PostgreSQL with TEST_DB=postgres.

vi.setConfig({ testTimeout: 60_000 });

type Envelope<T> = { success: boolean; data: T; error?: string; code?: string };
let admin: Awaited<ReturnType<typeof makeUserWithToken>>;
let superAdmin: Awaited<ReturnType<typeof makeUserWithToken>>;
const HOUR = 3_600_000;

const requestBacktest = (modelId: string, headers: Record<string, string> = admin.headers) =>
  callRoute<Envelope<{ backtestId: string; message: string }>>(
    backtest,
    jsonRequest("POST", `/api/admin/models/${modelId}/backtest`, undefined, headers),
    { modelId },
  );
const patch = (modelId: string, body: unknown, headers: Record<string, string> = admin.headers) =>
  callRoute<Envelope<{ status: string }>>(
    PATCH,
    jsonRequest("PATCH", `/api/admin/models/${modelId}/status`, body, headers),
    { modelId },
  );
const modelRow = async (id: string) => (await db.select().from(mlModels).where(eq(mlModels.id, id)))[0]!;
const backtestsOf = (modelId: string) =>
  db.select().from(modelBacktests).where(eq(modelBacktests.modelId, modelId)).orderBy(desc(modelBacktests.createdAt));

/** Two books' opening prices two days before each game (around the true chance, noisy) and their flagged close. */
async function priceTheWorld() {
  const games = await db.select().from(matches).where(eq(matches.sportId, "basketball"));
  const rows = games.flatMap((game, i) => {
    const wobble = ((i * 37) % 21) / 100 - 0.1;
    const pHome = Math.min(0.85, Math.max(0.15, (game.homeScore! > game.awayScore! ? 0.6 : 0.4) + wobble));
    const price = (p: number, margin: number) => Math.round((1 / (p * margin)) * 1000) / 1000;
    const capture = (bookmaker: string, p: number, margin: number, at: Date, isClosing: boolean) => [
      {
        matchId: game.id,
        provider: "test",
        bookmaker,
        market: "h2h" as const,
        selection: "home" as const,
        price: price(p, margin),
        capturedAt: at,
        isClosing,
      },
      {
        matchId: game.id,
        provider: "test",
        bookmaker,
        market: "h2h" as const,
        selection: "away" as const,
        price: price(1 - p, margin),
        capturedAt: at,
        isClosing,
      },
    ];
    const opening = new Date(game.kickoffAt.getTime() - 48 * HOUR);
    const closing = new Date(game.kickoffAt.getTime() - 0.1 * HOUR);
    const late = new Date(game.kickoffAt.getTime() + HOUR);
    return [
      ...capture("book-a", 0.5 + (pHome - 0.5) * 0.5, 1.05, opening, false),
      ...capture("book-b", 0.5 + (pHome - 0.5) * 0.4, 1.06, opening, false),
      ...capture("book-a", pHome, 1.03, closing, true),
      // In-play: after kick-off, never read.
      ...capture("book-a", game.homeScore! > game.awayScore! ? 0.97 : 0.03, 1.02, late, false),
    ];
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(oddsSnapshots).values(rows.slice(i, i + 500));
}

async function storeBacktest(values: Partial<NewModelBacktest> & { modelId: string; beatsConsensus: boolean }) {
  const model = await modelRow(values.modelId);
  const [row] = await db
    .insert(modelBacktests)
    .values({
      modelVersion: model.version,
      sportId: "basketball",
      market: "moneyline",
      status: "succeeded",
      matches: 180,
      metrics: {
        scores: {
          fair: { n: 180, logLoss: values.beatsConsensus ? 0.6 : 0.66, rps: 0.2, brier: 0.42 },
          model: null,
          consensus: { n: 180, logLoss: 0.64, rps: 0.21, brier: 0.44 },
          closing: null,
        },
        calibration: [],
        valuePicks: {
          threshold: 0.02,
          n: 0,
          roi: { n: 0, mean: null, lo: null, hi: null },
          clv: { n: 0, mean: null, lo: null, hi: null },
          beatClose: { n: 0, share: null },
        },
        bands: [],
        pool: null,
        marginMethod: { chosen: "power", logLoss: { power: 0.64 } },
      },
      ...values,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  admin = await makeUserWithToken("ADMIN");
  superAdmin = await makeUserWithToken("SUPER_ADMIN");
  await makeNbaWorld(new Date(), { games: 240 });
  await priceTheWorld();
});

describe("the backtest-model job", () => {
  it("writes one succeeded row for the model's version and market, every figure from the priced history", async () => {
    const res = await requestBacktest("basketball-elo");
    expect(res.status).toBe(202);
    expect(res.body.data.message).toBe("Backtest started");
    await getLocalRunner().idle();

    const rows = await backtestsOf("basketball-elo");
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    const model = await modelRow("basketball-elo");
    expect(row).toMatchObject({
      id: res.body.data.backtestId,
      modelVersion: model.version,
      sportId: "basketball",
      market: "moneyline",
      status: "succeeded",
      isDemo: false,
      error: null,
    });
    // The first fifth of the 240 games only trains; the rest are scored where the model forecast them.
    expect(row.matches).toBeGreaterThan(180);
    expect(row.matches).toBeLessThanOrEqual(192);
    const n = row.matches;
    expect(row.periodFrom!.getTime()).toBeLessThan(row.periodTo!.getTime());
    const m = row.metrics!;
    expect(m.scores.fair.n).toBe(n);
    expect(m.scores.consensus!.n).toBe(n);
    expect(m.scores.closing!.n).toBe(n);
    expect(m.scores.model!.n).toBe(n);
    // The close (sharper than the openings) scores better than the pre-kickoff consensus; it never fed the forecast.
    expect(m.scores.closing!.logLoss).toBeLessThan(m.scores.consensus!.logLoss);
    // The in-play prices after kick-off (near-certain) are never the close: they would score about 0.03.
    expect(m.scores.closing!.logLoss).toBeGreaterThan(0.3);
    expect(m.calibration.reduce((s, b) => s + b.n, 0)).toBe(2 * n);
    expect(m.bands).toHaveLength(6);
    expect(m.valuePicks.threshold).toEqual(expect.any(Number));
    expect(["power", "shin", "proportional"]).toContain(m.marginMethod.chosen);
    expect(Object.keys(m.marginMethod.logLoss).sort()).toEqual(["power", "proportional", "shin"]);
    expect(row.beatsConsensus).toBe(m.scores.consensus!.logLoss - m.scores.fair.logLoss > 1e-9);

    const [job] = await db.select().from(jobRuns).where(eq(jobRuns.id, row.jobRunId!));
    expect(job).toMatchObject({ jobName: "backtest-model", status: "succeeded" });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "model.backtest"), eq(auditLog.entityId, "basketball-elo")));
    expect(entry?.actorId).toBe(admin.user.id);
  });

  it("stores a run that cannot measure anything as failed, with the reason", async () => {
    const res = await requestBacktest("hockey-elo");
    expect(res.status).toBe(202);
    await getLocalRunner().idle();
    const [row] = await backtestsOf("hockey-elo");
    expect(row).toMatchObject({
      status: "failed",
      error: expect.stringContaining("pre-kickoff prices; at least 30 are needed"),
      metrics: null,
      beatsConsensus: null,
    });
    expect(row!.finishedAt).toBeInstanceOf(Date);
    const [job] = await db.select().from(jobRuns).where(eq(jobRuns.id, row!.jobRunId!));
    expect(job?.status).toBe("failed");
  });

  it("answers 409 while one is running, and refuses members and unknown models", async () => {
    await storeBacktest({
      modelId: "baseball-elo",
      sportId: "baseball",
      status: "running",
      beatsConsensus: false,
      metrics: null,
    });
    const before = (await backtestsOf("baseball-elo")).length;
    const res = await requestBacktest("baseball-elo");
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, error: "A backtest of this model is already running." });
    expect((await backtestsOf("baseball-elo")).length).toBe(before);
    const member = await makeUserWithToken("USER");
    expect((await requestBacktest("basketball-elo", member.headers)).status).toBe(403);
    expect((await requestBacktest("no-such-model")).status).toBe(404);
  });
});

describe("activation gated by the backtest", () => {
  const OVERRIDE = { status: "ACTIVE", override: { reason: "Launch week: accepted knowingly" } };

  it("refuses a version with no backtest yet, changing nothing", async () => {
    await db.update(mlModels).set({ status: "PAUSED" }).where(eq(mlModels.id, "tennis-elo"));
    const res = await patch("tennis-elo", { status: "ACTIVE" });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/has no backtest yet/);
    expect((await modelRow("tennis-elo")).status).toBe("PAUSED");
  });

  it(
    "refuses a version whose backtest does not beat the consensus, and an admin's override; a super admin's " +
      "override is audited",
    async () => {
      const id = "american-football-elo";
      await db.update(mlModels).set({ status: "PAUSED" }).where(eq(mlModels.id, id));
      const stored = await storeBacktest({ modelId: id, sportId: "american-football", beatsConsensus: false });

      const refused = await patch(id, { status: "ACTIVE" });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatch(
        /^This version's backtest does not beat the market consensus \(log loss 0\.6600 vs 0\.6400 on 180 matches\)/,
      );
      expect((await patch(id, OVERRIDE)).status).toBe(403);
      expect(
        (await patch(id, { status: "ACTIVE", override: { reason: "too short" } }, superAdmin.headers)).status,
      ).toBe(422);
      expect(
        (await patch(id, { status: "PAUSED", override: { reason: "Pausing needs no override" } }, superAdmin.headers))
          .status,
      ).toBe(422);
      expect((await modelRow(id)).status).toBe("PAUSED");
      expect(await db.select().from(auditLog).where(eq(auditLog.action, "model.activation_override"))).toHaveLength(0);

      const accepted = await patch(id, OVERRIDE, superAdmin.headers);
      expect(accepted.status).toBe(200);
      expect(accepted.body.data.status).toBe("ACTIVE");
      const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "model.activation_override"));
      expect(entry).toMatchObject({
        actorId: superAdmin.user.id,
        entityId: id,
        before: { status: "PAUSED" },
        after: {
          status: "ACTIVE",
          reason: OVERRIDE.override.reason,
          backtest: { id: stored.id, matches: 180, beatsConsensus: false, fairLogLoss: 0.66, consensusLogLoss: 0.64 },
        },
      });
    },
  );

  it("activates a version whose backtest beats the consensus; an older version's backtest does not count", async () => {
    const id = "esports-elo";
    await db.update(mlModels).set({ status: "PAUSED" }).where(eq(mlModels.id, id));
    await storeBacktest({ modelId: id, sportId: "esports", modelVersion: "0.0.1-old", beatsConsensus: true });
    expect((await patch(id, { status: "ACTIVE" })).status).toBe(409);
    await storeBacktest({ modelId: id, sportId: "esports", beatsConsensus: true });
    const res = await patch(id, { status: "ACTIVE" });
    expect(res.status).toBe(200);
    expect((await modelRow(id)).status).toBe("ACTIVE");
    // Pausing is never gated.
    expect((await patch(id, { status: "PAUSED" })).status).toBe(200);
  });
});
