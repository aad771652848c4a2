import "server-only";

import { and, eq, inArray, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { predictions, type NewPrediction, type Prediction } from "@/db/schema";

// One prediction row at a time: read, lock, write, delete; and the two lookups generation makes before it
// writes. SQL only; the list, its filters and its order are ./predictions.queries.ts.

export async function getPrediction(id: string, tx: DbOrTx = db): Promise<Prediction | null> {
  const [row] = await tx.select().from(predictions).where(eq(predictions.id, id)).limit(1);
  return row ?? null;
}

export async function lockPrediction(id: string, tx: DbOrTx): Promise<Prediction | null> {
  const [row] = await tx.select().from(predictions).where(eq(predictions.id, id)).for("update").limit(1);
  return row ?? null;
}

/** Inserts predictions, skipping any that already exist for the same match, market, pick and model version. */
export async function insertPredictions(values: NewPrediction[], tx: DbOrTx = db): Promise<Prediction[]> {
  if (values.length === 0) return [];
  return tx.insert(predictions).values(values).onConflictDoNothing().returning();
}

export async function createPrediction(values: NewPrediction, tx: DbOrTx = db): Promise<Prediction> {
  const [row] = await tx.insert(predictions).values(values).returning();
  return row!;
}

export type PredictionUpdate = Partial<
  Pick<
    NewPrediction,
    | "sportId"
    | "leagueId"
    | "homeTeam"
    | "awayTeam"
    | "matchDate"
    | "market"
    | "marketId"
    | "categoryId"
    | "pick"
    | "selection"
    | "line"
    | "confidence"
    | "odds"
    | "decimalOdds"
    | "marketProbability"
    | "expectedValue"
    | "edge"
    | "analysis"
    | "isPremium"
    | "isPublished"
    | "status"
    | "settledAt"
    | "settlementSource"
    | "settledById"
    | "resultNote"
    | "contentHash"
    | "lockedAt"
  >
>;

export async function updatePrediction(
  id: string,
  values: PredictionUpdate,
  tx: DbOrTx = db,
): Promise<Prediction | null> {
  const [row] = await tx.update(predictions).set(values).where(eq(predictions.id, id)).returning();
  return row ?? null;
}

export async function deletePrediction(id: string, tx: DbOrTx = db): Promise<boolean> {
  const rows = await tx.delete(predictions).where(eq(predictions.id, id)).returning({ id: predictions.id });
  return rows.length > 0;
}

/** Markets that already have a prediction for each match (generation never publishes a second pick). */
export async function listPredictedMarkets(matchIds: string[], tx: DbOrTx = db) {
  if (matchIds.length === 0) return [];
  return tx
    .select({ matchId: predictions.matchId, market: predictions.market })
    .from(predictions)
    .where(inArray(predictions.matchId, matchIds));
}

/** The latest lock instant of a model-generated demo pick, or null (where the demo's replay carries on from). */
export async function latestDemoLockedAt(tx: DbOrTx = db): Promise<Date | null> {
  const [row] = await tx
    .select({ lockedAt: sql<Date | null>`max(${predictions.lockedAt})` })
    .from(predictions)
    .where(and(eq(predictions.isDemo, true), eq(predictions.source, "MODEL")));
  const value = row?.lockedAt ?? null;
  return value === null ? null : new Date(value);
}
