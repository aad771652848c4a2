import "server-only";

import * as automationQueries from "@/lib/jobs/automation.queries";
import type { AutomationConfig, ModelSport } from "@/db/schema";
import { isInngestConfigured } from "@/lib/jobs/inngest.client";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import {
  checkCronExpression,
  CRON_TIME_ZONE,
  getLocalRunner,
  hasJobBody,
  nextCronRuns,
  PIPELINE_STAGES,
  schedulerState,
} from "@/lib/jobs";
import type { TestAutomationInput } from "@/lib/pipeline/automation.input";

import type { AuditActor } from "@/lib/audit/audit.service";
import { loadConfig } from "./automation.service";

// The automation panel's Test System (POST /api/automation/test) and the provider
// flags the scraper panel's Test APIs shows. Checks only read: nothing here writes.

type TestStatus = "passed" | "failed";
interface TestResult {
  name: string;
  status: TestStatus;
  detail: string;
  durationMs: number;
}

/** Configured flags of the data providers (the scraper panel's API test shows the same three). */
export interface ProviderFlags {
  /** ESPN scoreboards (fixtures, live scores, results): its base URL is set. */
  scoresApi: boolean;
  /** The Odds API: its base URL and a key (ODDS_API_KEY or the odds_api_key setting) are set. */
  oddsApi: boolean;
  /** ESPN game summaries (match details, final results), served from the same ESPN base URL. */
  sportsDataApi: boolean;
}

/** Which providers are configured. No network call: only the base URLs and the key's presence. */
export async function getProviderFlags(): Promise<ProviderFlags> {
  const espn = isHttpUrl(env.ESPN_BASE_URL);
  const oddsKey = Boolean(env.ODDS_API_KEY) || (await automationQueries.hasNonEmptySetting("odds_api_key"));
  return { scoresApi: espn, oddsApi: isHttpUrl(env.ODDS_API_BASE_URL) && oddsKey, sportsDataApi: espn };
}

/**
 * Real checks of the automation system (nothing is written): the database answers, the schedule is valid
 * and computable, the providers are configured, each configured sport has an ACTIVE model, and every
 * pipeline stage has a body. Read-only, so not audited (the server log records who ran it). overall.status: 'passed'
 * when all pass, 'failed' when none does, else 'partial'.
 */
export async function testAutomation(actor: AuditActor, input: TestAutomationInput) {
  logger.info("automation.test", { actorId: actor.id, component: input.component });
  const wanted = input.component;
  const checks: Array<[string, () => Promise<Omit<TestResult, "name" | "durationMs">>]> = [];
  let providers: ProviderFlags | undefined;
  const config = await loadConfig().catch(() => null);
  if (wanted === "all" || wanted === "database") checks.push(["database", checkDatabase]);
  if (wanted === "all" || wanted === "scheduler") checks.push(["scheduler", () => checkScheduler(config)]);
  if (wanted === "all" || wanted === "providers") {
    checks.push([
      "providers",
      async () => {
        providers = await getProviderFlags();
        return checkProviders(providers, config);
      },
    ]);
  }
  if (wanted === "all" || wanted === "models") checks.push(["models", () => checkModels(config)]);
  if (wanted === "all" || wanted === "jobs") checks.push(["jobs", checkJobs]);

  const tests: TestResult[] = [];
  for (const [name, run] of checks) {
    const started = Date.now();
    try {
      tests.push({ name, ...(await run()), durationMs: Date.now() - started });
    } catch (error) {
      tests.push({
        name,
        status: "failed",
        detail: `The check itself failed: ${error instanceof Error ? error.message.split("\n")[0] : "unknown error"}`,
        durationMs: Date.now() - started,
      });
    }
  }
  const passedTests = tests.filter((test) => test.status === "passed").length;
  const totalTests = tests.length;
  const status = passedTests === totalTests ? "passed" : passedTests === 0 ? "failed" : "partial";
  return {
    message: `System test completed: ${passedTests}/${totalTests} tests passed`,
    overall: { status, passedTests, totalTests },
    tests,
    ...(providers ? { providers } : {}),
  };
}

async function checkDatabase() {
  const started = Date.now();
  const ok = await automationQueries.canReachDatabase();
  return ok
    ? { status: "passed" as const, detail: `Round trip in ${Date.now() - started} ms.` }
    : { status: "failed" as const, detail: "The database answered, but not with the expected row." };
}

async function checkScheduler(config: AutomationConfig | null) {
  if (!config) return { status: "failed" as const, detail: "The automation config could not be read." };
  const cron = checkCronExpression(config.interval);
  if (!cron.ok)
    return { status: "failed" as const, detail: `The schedule '${config.interval}' is invalid: ${cron.reason}.` };
  const [next] = nextCronRuns(cron.pattern, 1);
  if (!next) return { status: "failed" as const, detail: `The schedule '${config.interval}' never runs.` };
  const state = schedulerState();
  const where = isInngestConfigured()
    ? "Inngest runs the schedule (its deploy-time cron)"
    : state.active
      ? "the local scheduler's timer is active in this process"
      : `no local timer in this process (${state.reason ?? "not started"})`;
  return {
    status: "passed" as const,
    detail:
      `${config.isRunning && config.enabled ? "Running" : "Stopped"}; '${config.interval}' ` +
      `(${CRON_TIME_ZONE}) next fires at ${next.toISOString()}; ${where}.`,
  };
}

function checkProviders(flags: ProviderFlags, config: AutomationConfig | null) {
  const wanted = config?.providers ?? [];
  const problems: string[] = [];
  if (!flags.scoresApi) problems.push("the ESPN base URL (ESPN_BASE_URL) is not an http(s) URL");
  if (!flags.oddsApi && wanted.includes("odds-api"))
    problems.push(
      "odds-api is enabled in the config but The Odds API has no key (ODDS_API_KEY or the odds_api_key setting)",
    );
  const summary =
    `scores API ${yesNo(flags.scoresApi)}, odds API ${yesNo(flags.oddsApi)}, sports-data API ` +
    `${yesNo(flags.sportsDataApi)}`;
  return problems.length === 0
    ? { status: "passed" as const, detail: `Configured: ${summary}.` }
    : { status: "failed" as const, detail: `${summary}: ${problems.join("; ")}.` };
}

async function checkModels(config: AutomationConfig | null) {
  const sports = config?.sports ?? [];
  if (sports.length === 0) return { status: "failed" as const, detail: "No sports are configured for automation." };
  const models = await automationQueries.listModelStates();
  const active = new Set(models.filter((model) => model.status === "ACTIVE").map((model) => model.sport));
  const missing = sports.filter((sport) => !active.has(modelSportOf(sport)) && !active.has("ALL"));
  if (missing.length === 0)
    return {
      status: "passed" as const,
      detail: `An ACTIVE model covers each configured sport (${sports.join(", ")}).`,
    };
  return {
    status: "failed" as const,
    detail:
      `No ACTIVE model for ${missing.join(", ")} (models stay DRAFT until a training run succeeds; ` +
      `train-model job ${hasJobBody("train-model") ? "available" : "not available yet"}).`,
  };
}

async function checkJobs() {
  const missing = PIPELINE_STAGES.filter((stage) => !hasJobBody(stage));
  const runner = isInngestConfigured()
    ? "Inngest"
    : `the local runner (max ${getLocalRunner().getMaxConcurrent()} at once)`;
  if (missing.length === 0)
    return { status: "passed" as const, detail: `Every pipeline stage has a body; jobs run on ${runner}.` };
  return {
    status: "failed" as const,
    detail:
      `Pipeline stages not available yet: ${missing.join(", ")} (no body registered in ` +
      `lib/pipeline/job-bodies.service.ts); jobs run on ${runner}.`,
  };
}

function modelSportOf(sportId: string): ModelSport {
  return sportId.toUpperCase().replace(/-/g, "_") as ModelSport;
}

function isHttpUrl(value: string | undefined): boolean {
  if (!value) return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const yesNo = (value: boolean) => (value ? "yes" : "no");
