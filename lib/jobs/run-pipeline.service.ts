import "server-only";

import { getAutomationConfig, listExistingLeagues, listLeagueIdsOfSport } from "@/lib/jobs/automation.queries";
import type { JobCounts } from "@/db/schema";

import { NonRetriableJobError } from "./job-errors.rules";
import { getJobBody } from "./registry.service";
import {
  PIPELINE_STAGES,
  PROVIDER_IDS,
  type JobContext,
  type JobPayload,
  type PipelineStage,
  type ProviderId,
} from "./jobs.input";

// The data pipeline (docs/architecture.md, "The data pipeline"): scrape fixtures, results and odds →
// process them into matches → generate predictions → settle finished matches, in that order, each stage
// one step. The stages' code is whatever body is registered under the stage's name
// (lib/pipeline/job-bodies.service.ts). A stage with no body is recorded as unavailable in the run's log and counts
// (stagesUnavailable), and the run goes on: it never pretends a stage ran. A failing stage fails the run (later stages
// would only work on stale data), after the retries the runner allows.

interface PipelineScope {
  leagues: string[];
  providers: ProviderId[];
  autoPredictions: boolean;
}

export async function runPipeline(payload: JobPayload<"pipeline">, ctx: JobContext): Promise<JobCounts> {
  const scope = await ctx.step("resolve-scope", () => resolvePipelineScope(payload));
  ctx.log("info", `Pipeline for ${scope.leagues.length > 0 ? scope.leagues.join(", ") : "no leagues"}`, {
    providers: scope.providers,
    autoPredictions: scope.autoPredictions,
  });
  if (scope.leagues.length === 0) {
    ctx.log(
      "warn",
      "No leagues to work on: add leagues to the automation config (or request a league). Nothing was done.",
    );
    return {};
  }
  for (const stage of PIPELINE_STAGES) {
    const body = getJobBody(stage);
    if (!body) {
      ctx.log(
        "warn",
        `Stage ${stage}: not available yet (no body is registered for it in lib/pipeline/job-bodies.service.ts); ` +
          `nothing was done.`,
      );
      ctx.addCounts({ stagesUnavailable: 1 });
      continue;
    }
    if (stage === "generate" && !scope.autoPredictions) {
      ctx.log("info", "Stage generate: skipped (autoPredictions is off in the automation config).");
      ctx.addCounts({ stagesSkipped: 1 });
      continue;
    }
    const counts = await ctx.step(stage, async () => (await body(stagePayload(stage, scope), ctx)) ?? {});
    ctx.addCounts({ ...counts, stagesCompleted: 1 });
  }
  return {};
}

function stagePayload(stage: PipelineStage, scope: PipelineScope) {
  return stage === "scrape" ? { leagues: scope.leagues, providers: scope.providers } : { leagues: scope.leagues };
}

/** 'soccer' is the scraper panel's word for our 'football' (association football). */
export const SPORT_ALIASES: Record<string, string> = { soccer: "football" };

/**
 * Which leagues a run covers: the requested league; else the configured leagues of the requested sport
 * (all of that sport's leagues when none is configured); else the configured leagues. A league decides
 * its own sport, so the panel's { sport: 'football', league: 'nfl' } runs the NFL.
 */
async function resolvePipelineScope(payload: JobPayload<"pipeline">): Promise<PipelineScope> {
  const config = await getAutomationConfig();
  const providers = (config?.providers ?? []).filter((id): id is ProviderId =>
    (PROVIDER_IDS as readonly string[]).includes(id),
  );
  const base = { providers, autoPredictions: config?.autoPredictions ?? true };
  if (payload.league) {
    const [league] = await listExistingLeagues([payload.league]);
    if (!league) throw new NonRetriableJobError(`Unknown league '${payload.league}'.`);
    return { ...base, leagues: [league.id] };
  }
  const configured = config?.leagues ?? [];
  if (payload.sport) {
    const sport = SPORT_ALIASES[payload.sport] ?? payload.sport;
    const ofSport = await listLeagueIdsOfSport(sport);
    if (ofSport.length === 0)
      throw new NonRetriableJobError(`Unknown sport '${payload.sport}' (or it has no leagues).`);
    const chosen = configured.filter((id) => ofSport.includes(id));
    return { ...base, leagues: chosen.length > 0 ? chosen : ofSport };
  }
  return { ...base, leagues: configured };
}
