import "server-only";

import { and, eq, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { matches, oddsSnapshots, type NewMatch, type OddsMarket } from "@/db/schema";
import { insertAsJson } from "@/db/seed/upsert";

// Bulk match writes of the historical CSV import (lib/market/history-import.service.ts): SQL only.

/** The stored matches of one provider, keyed by externalId (what the history import compares against). */
export async function listProviderMatchKeys(provider: string, tx: DbOrTx = db) {
  return tx
    .select({
      id: matches.id,
      externalId: matches.externalId,
      status: matches.status,
      homeScore: matches.homeScore,
      awayScore: matches.awayScore,
      season: matches.season,
    })
    .from(matches)
    .where(eq(matches.provider, provider));
}

/**
 * Inserts finished matches in one statement (rows as one JSON parameter); on (provider, externalId) an
 * existing row takes the new status, score and season. Kick-off is left alone: history files have dates
 * only, and a time recorded by a better source stays.
 */
export async function insertMatchesBulk(rows: readonly NewMatch[], tx: DbOrTx = db): Promise<void> {
  await insertAsJson(
    tx,
    matches,
    rows,
    sql`on conflict (provider, external_id) do update set
      status = excluded.status, status_detail = excluded.status_detail,
      home_score = excluded.home_score, away_score = excluded.away_score, season = coalesce(excluded.season,
      matches.season),
      result_recorded_at = coalesce(matches.result_recorded_at, excluded.result_recorded_at), updated_at = now()
      where (matches.status, matches.home_score, matches.away_score, matches.season)
        is distinct from (excluded.status, excluded.home_score, excluded.away_score, coalesce(excluded.season,
        matches.season))`,
  );
}

/** The bookmakers each of one provider's matches has snapshots of ("matchId|bookmaker" keys). */
export async function listProviderSnapshotBookmakers(provider: string, tx: DbOrTx = db): Promise<Set<string>> {
  const rows = await tx
    .selectDistinct({ matchId: oddsSnapshots.matchId, bookmaker: oddsSnapshots.bookmaker })
    .from(oddsSnapshots)
    .where(eq(oddsSnapshots.provider, provider));
  return new Set(rows.map((row) => `${row.matchId}|${row.bookmaker}`));
}

/**
 * Flags as closing one provider's unflagged snapshots of a bookmaker and market captured at their match's
 * kick-off (rows stored before the import flagged them). Returns how many were flagged.
 */
export async function flagKickoffSnapshotsClosing(
  params: { provider: string; bookmaker: string; market: OddsMarket },
  tx: DbOrTx = db,
): Promise<number> {
  const rows = await tx
    .update(oddsSnapshots)
    .set({ isClosing: true })
    .from(matches)
    .where(
      and(
        eq(oddsSnapshots.matchId, matches.id),
        eq(oddsSnapshots.provider, params.provider),
        eq(oddsSnapshots.bookmaker, params.bookmaker),
        eq(oddsSnapshots.market, params.market),
        eq(oddsSnapshots.isClosing, false),
        eq(oddsSnapshots.capturedAt, matches.kickoffAt),
      ),
    )
    .returning({ id: oddsSnapshots.id });
  return rows.length;
}
