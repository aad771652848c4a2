import "server-only";

import { announcePicksPublished } from "@/lib/alerts/publication.service";
import { format, subDays, addDays } from "date-fns";

import { listLeaguesWithProviders } from "@/lib/catalogue/league-providers.queries";
import { env } from "@/lib/env";
import type { JobContext, JobPayload, ProviderId } from "@/lib/jobs/jobs.input";
import { DEFAULT_MARKETS } from "@/lib/engine/markets";

import { recordClosingLines } from "@/lib/settlement/closing-line.service";
import { settleMemberBets } from "@/lib/bets/bet-settlement.service";
import { generatePredictions } from "../generation/generation.service";
import { readStringSetting } from "@/lib/settings/settings.service";
import { settleFinishedMatches } from "@/lib/settlement/settlement.service";
import {
  ingestEspnScoreboard,
  ingestOdds,
  ingestOddsApiScores,
  processPendingPayloads,
} from "../market/sports-data.service";

// The pipeline's stages as job bodies (registered in lib/pipeline/job-bodies.service.ts): thin adapters from a job
// payload to the services. A provider failing for one league is logged and counted, and the stage goes
// on with the other leagues: an unreachable feed (or no network at all, as on an offline demo machine)
// never blocks generation and settlement on the data already stored. Failures show in the run's log,
// in its fetchFailures count and in its provider calls, which make the run partial or failed.

/** ESPN scoreboards from yesterday (late results) to a week ahead (fixtures), unless the payload names dates. */
const SCOREBOARD_DAYS_BACK = 1;
const SCOREBOARD_DAYS_AHEAD = 7;

export async function scrapeStage(payload: JobPayload<"scrape">, ctx: JobContext) {
  const leagues = await listLeaguesWithProviders({ leagueIds: payload.leagues });
  const providers = payload.providers ?? ["espn", "odds-api"];
  const oddsApiKey = env.ODDS_API_KEY ?? (await readStringSetting("odds_api_key"));
  const now = new Date();
  const dates =
    payload.dates ??
    [subDays(now, SCOREBOARD_DAYS_BACK), addDays(now, SCOREBOARD_DAYS_AHEAD)]
      .map((day) => format(day, "yyyyMMdd"))
      .join("-");
  let attempted = 0;
  let failed = 0;
  const totals = { matches: 0, odds: 0 };

  const attempt = async (
    provider: ProviderId,
    label: string,
    fetch: () => Promise<{ matchesCreated: number; matchesUpdated: number; oddsInserted: number; errors: unknown[] }>,
  ) => {
    attempted += 1;
    try {
      const counts = await ctx.step(label, fetch);
      ctx.recordProviderCall(provider, { ok: true });
      totals.matches += counts.matchesCreated + counts.matchesUpdated;
      totals.odds += counts.oddsInserted;
      ctx.log(
        "info",
        `${label}: ${counts.matchesCreated} new and ${counts.matchesUpdated} updated matches, ` +
          `${counts.oddsInserted} prices`,
      );
    } catch (error) {
      failed += 1;
      // Recorded per provider: the run ends partial (or failed when every call failed) with the provider named.
      ctx.recordProviderCall(provider, { ok: false, error });
      ctx.log("warn", `${label} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  for (const league of leagues) {
    if (providers.includes("espn") && league.espnSlug && league.espnSport) {
      await attempt("espn", `espn ${league.id}`, () =>
        ingestEspnScoreboard({ league: league.id, dates }, { jobRunId: ctx.runId }),
      );
    }
    if (providers.includes("odds-api") && league.oddsApiKey) {
      if (!oddsApiKey) continue;
      await attempt("odds-api", `odds-api ${league.id}`, () =>
        ingestOdds({ league: league.id }, { apiKey: oddsApiKey, jobRunId: ctx.runId }),
      );
      await attempt("odds-api", `odds-api scores ${league.id}`, () =>
        ingestOddsApiScores({ league: league.id, daysFrom: 3 }, { apiKey: oddsApiKey, jobRunId: ctx.runId }),
      );
    }
  }
  if (providers.includes("odds-api") && !oddsApiKey)
    ctx.log("warn", "odds-api: no key configured (ODDS_API_KEY or the odds_api_key setting); no prices fetched");
  if (attempted > 0 && failed === attempted)
    ctx.log("warn", `Every provider fetch failed (${failed} of ${attempted}); working on stored data.`);
  ctx.addCounts({ fetchFailures: failed });
  return { matches: totals.matches, odds: totals.odds };
}

export async function processStage(_payload: JobPayload<"process">, ctx: JobContext) {
  const result = await ctx.step("process-raw-payloads", () => processPendingPayloads());
  if (result.failed > 0) ctx.log("warn", `${result.failed} stored payloads could not be processed`);
  return { payloadsProcessed: result.processed };
}

export async function generateStage(payload: JobPayload<"generate">, ctx: JobContext) {
  const summary = await ctx.step("generate-predictions", async () => {
    const result = await generatePredictions({
      leagues: payload.leagues,
      matchIds: payload.matchIds,
      markets: payload.markets ?? [...DEFAULT_MARKETS],
    });
    // The alerts of the new picks: matching and delivery run apart from the pipeline (idempotent per member).
    await announcePicksPublished(result.predictions.filter((pick) => pick.isPublished).map((pick) => pick.id));
    return { generated: result.generated, matches: result.matches, skipped: result.skipped.length };
  });
  ctx.log(
    "info",
    `Generated ${summary.generated} predictions for ${summary.matches} matches (${summary.skipped} market picks ` +
      `skipped)`,
  );
  return { predictions: summary.generated };
}

export async function settleStage(payload: JobPayload<"settle">, ctx: JobContext) {
  // The close first: it reads the prices before kickoff and never changes a pick's status.
  const closes = await ctx.step("record-closing-lines", () => recordClosingLines({ matchIds: payload.matchIds }));
  ctx.log(
    "info",
    `Recorded the closing line of ${closes.recorded} predictions (${closes.unpriced} without a closing price)`,
  );
  const summary = await ctx.step("settle-predictions", () => settleFinishedMatches({ matchIds: payload.matchIds }));
  ctx.log(
    "info",
    `Settled ${summary.settled} predictions on ${summary.matches} matches (${summary.won} won, ${summary.lost} ` +
      `lost, ${summary.voided} void)`,
  );
  // Members' bets after the picks: those logged from a pick take the close the pick has just recorded.
  const memberBets = await ctx.step("settle-member-bets", () => settleMemberBets({ matchIds: payload.matchIds }));
  ctx.log("info", `Settled ${memberBets.settled} members' bets (${memberBets.unsettled} not settleable)`);
  return { settled: summary.settled };
}
