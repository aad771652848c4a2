import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { db } from "@/db";
import { jobRuns, matches, modelBacktests, teams } from "@/db/schema";
import { getLocalRunner } from "@/lib/jobs";
import { queueFirstDemoBacktests } from "@/lib/system/bootstrap.service";

// The demo world's first backtests: queued as background jobs at start-up, once, for the models whose sport
// has finished demo matches.

describe("the demo's first backtests", () => {
  it(
    "queues one backtest-model job per model with demo results that has no backtest yet, whatever other models " +
      "have",
    async () => {
      expect(await queueFirstDemoBacktests()).toEqual([]); // no demo world

      const [home, away] = await db
        .insert(teams)
        .values([
          {
            sportId: "hockey",
            leagueId: "nhl",
            name: "Demo Pucks",
            provider: "demo",
            externalId: "demo-t-pucks",
            isDemo: true,
          },
          {
            sportId: "hockey",
            leagueId: "nhl",
            name: "Demo Sticks",
            provider: "demo",
            externalId: "demo-t-sticks",
            isDemo: true,
          },
        ])
        .returning({ id: teams.id });
      await db.insert(matches).values(
        [1, 2, 3].map((day) => ({
          sportId: "hockey",
          leagueId: "nhl",
          homeTeamId: home!.id,
          awayTeamId: away!.id,
          kickoffAt: new Date(Date.now() - day * 86_400_000),
          status: "COMPLETED" as const,
          homeScore: 3,
          awayScore: day,
          season: "2026-27",
          provider: "demo",
          externalId: `demo-g-${day}`,
          isDemo: true,
        })),
      );

      // Another model's stored backtest (an operator's run, a fixture) does not stop this model's first one.
      await db.insert(modelBacktests).values({
        modelId: "football-dixon-coles",
        modelVersion: "v1",
        sportId: "football",
        market: "1x2",
        status: "failed",
        error: "fixture",
      });
      expect(await queueFirstDemoBacktests()).toEqual(["hockey-elo"]);
      // Queued as a background job: the backtest runs on the local runner, not inside the call.
      await getLocalRunner().idle();
      const [row] = await db.select().from(modelBacktests).where(eq(modelBacktests.modelId, "hockey-elo"));
      // Three demo games without prices cannot be measured: stored as failed, with the reason.
      expect(row).toMatchObject({ status: "failed", error: expect.stringContaining("pre-kickoff prices") });
      const [job] = await db.select().from(jobRuns).where(eq(jobRuns.id, row!.jobRunId!));
      expect(job).toMatchObject({ jobName: "backtest-model", trigger: "event" });

      expect(await queueFirstDemoBacktests()).toEqual([]);
    },
  );
});
