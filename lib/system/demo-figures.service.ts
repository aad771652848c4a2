import "server-only";

import { and, eq, gt, sql } from "drizzle-orm";

import { db } from "@/db";
import { matches, oddsSnapshots, predictions } from "@/db/schema";

// What the demo world measures like, from its rows: how closely the models agree with the demo market on the
// published picks, how often a best price clears the value threshold and at which bookmaker, and what the
// settled demo record holds. bench/demo-world.ts prints these on a fresh world (docs/decisions.md, "Demo
// world", quotes them) and tests/integration/system/bootstrap.service-demo-record.test.ts holds them to bands.

interface ModelGap {
  /** Published demo picks with both a model and a consensus probability. */
  n: number;
  /** Median |model − consensus| of the pick's outcome, in percentage points. */
  median: number | null;
  /** 90th percentile, in points. */
  p90: number | null;
}

export interface DemoWorldFigures {
  /** Model-generated demo picks (past and upcoming). */
  picks: number;
  modelGap: ModelGap & { bySport: Record<string, ModelGap> };
  /** Outcomes of the demo matches the picks were drawn from that the demo books priced before kick-off. */
  pricedOutcomes: number;
  valuePicks: number;
  /** valuePicks / pricedOutcomes (at most one value pick per market, so a floor of the share of outcomes). */
  valueShare: number | null;
  /** Value picks by the demo bookmaker whose price was taken. */
  valueByBookmaker: Record<string, number>;
}

export async function measureDemoWorld(): Promise<DemoWorldFigures> {
  const picks = await db
    .select({
      sportId: predictions.sportId,
      modelProbability: predictions.modelProbability,
      marketProbability: predictions.marketProbability,
      isValue: predictions.isValue,
      bookmaker: predictions.bookmaker,
      lockedAt: predictions.lockedAt,
    })
    .from(predictions)
    .where(and(eq(predictions.isDemo, true), eq(predictions.source, "MODEL")));

  const gaps = new Map<string, number[]>();
  const valueByBookmaker: Record<string, number> = {};
  let valuePicks = 0;
  let firstLock: Date | null = null;
  for (const pick of picks) {
    if (pick.lockedAt && (!firstLock || pick.lockedAt < firstLock)) firstLock = pick.lockedAt;
    if (pick.isValue) {
      valuePicks += 1;
      const book = pick.bookmaker ?? "unknown";
      valueByBookmaker[book] = (valueByBookmaker[book] ?? 0) + 1;
    }
    if (pick.modelProbability === null || pick.marketProbability === null) continue;
    const gap = Math.abs(pick.modelProbability - pick.marketProbability) * 100;
    gaps.set(pick.sportId, [...(gaps.get(pick.sportId) ?? []), gap]);
  }
  const all = [...gaps.values()].flat();

  let pricedOutcomes = 0;
  if (firstLock) {
    // Every outcome of a demo match due after the first pick was made, priced by some book before its close.
    const [row] = await db
      .select({
        n: sql<number>`count(distinct (${oddsSnapshots.matchId}, ${oddsSnapshots.market},
          ${oddsSnapshots.selection}))::int`,
      })
      .from(oddsSnapshots)
      .innerJoin(matches, eq(matches.id, oddsSnapshots.matchId))
      .where(and(eq(matches.isDemo, true), gt(matches.kickoffAt, firstLock), eq(oddsSnapshots.isClosing, false)));
    pricedOutcomes = Number(row?.n ?? 0);
  }

  return {
    picks: picks.length,
    modelGap: {
      ...gapOf(all),
      bySport: Object.fromEntries(
        [...gaps].sort(([a], [b]) => a.localeCompare(b)).map(([sport, list]) => [sport, gapOf(list)]),
      ),
    },
    pricedOutcomes,
    valuePicks,
    valueShare: pricedOutcomes > 0 ? valuePicks / pricedOutcomes : null,
    valueByBookmaker: Object.fromEntries(Object.entries(valueByBookmaker).sort(([a], [b]) => a.localeCompare(b))),
  };
}

function gapOf(values: readonly number[]): ModelGap {
  if (values.length === 0) return { n: 0, median: null, p90: null };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const median =
    sorted.length % 2 === 1
      ? sorted[(sorted.length - 1) / 2]!
      : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  return { n: values.length, median, p90: at(0.9) };
}
