import "server-only";

import { listFinishedDemoKickoffs } from "@/lib/market/match-reads.queries";
import { latestDemoLockedAt } from "@/lib/predictions/prediction-rows.queries";
import { logger } from "@/lib/logger";

import { generatePredictions } from "./generation.service";
import { replayModels } from "./model.service";
import { REPLAY_MATCHES, replayFirstDay, replayInstants } from "./replay.rules";

// The demo world's past picks: the pipeline run over the demo's recent past as it would have run then, so the
// first start shows a settled record to judge. One generation run per day (generation-replay.rules.ts: at an
// hour when no demo match is being played), each as of its own instant: the demo fixtures due within the
// horizon that had no pick yet, priced from the snapshots captured by then (the opening, a week before
// kick-off), the model fitted on the results known by then (replayModels), the value threshold and de-vig
// method of a backtest only if one had finished by then, and the pick locked at that instant. Closing lines
// and settlement then run as they do after any kick-off (lib/settlement). Nothing here writes a pick of its
// own: each one is generatePredictions' output.

export interface ReplaySummary {
  /** The first run's instant, or null when there was nothing to replay. */
  from: Date | null;
  runs: number;
  generated: number;
}

/**
 * Publishes the demo's past picks up to `now`, as the pipeline would have made them day by day. After a
 * previous start (a demo pick already locked) it carries on from there, so a restart only replays the days
 * the server was off. Idempotent like generation: a match and market with a pick is never predicted again.
 */
export async function replayDemoPredictions(options: {
  now?: Date;
  markets: readonly string[];
}): Promise<ReplaySummary> {
  const now = options.now ?? new Date();
  const [kickoffs, lastLocked] = await Promise.all([
    listFinishedDemoKickoffs({ before: now, limit: REPLAY_MATCHES }),
    latestDemoLockedAt(),
  ]);
  const firstDay = replayFirstDay(now, kickoffs.length >= REPLAY_MATCHES ? kickoffs.at(-1) : undefined);
  const instants = replayInstants(firstDay, lastLocked, now);
  const modelFor = replayModels(now);
  let generated = 0;
  for (const at of instants) {
    const run = await generatePredictions({ markets: options.markets, now: at, demoAsOf: { until: now }, modelFor });
    generated += run.generated;
  }
  const summary: ReplaySummary = { from: instants[0] ?? null, runs: instants.length, generated };
  logger.info("demo.replayed", { from: summary.from?.toISOString() ?? null, runs: summary.runs, generated });
  return summary;
}
