import "server-only";

import { and, desc, eq, gte, inArray, isNotNull, lt, type SQL } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { predictions } from "@/db/schema";
import {
  keysetAfter,
  keysetOrderBy,
  keysetValues,
  parseKeysetValues,
  withoutCursor,
  type KeyColumn,
} from "@/lib/core/keyset";
import type { CursorValue } from "@/lib/core/cursor.input";

// The open record's reads: settled published picks, in kick-off order a keyset page at a time. Only settled picks:
// a pending one may be withheld from some viewers (premium, or past the free day's allowance), and the export is
// the same for everyone.

const p = predictions;

export interface RecordExportFilters {
  sport?: string;
  /** Match date from (inclusive). */
  from?: Date;
  /** Match date to (exclusive). */
  to?: Date;
  id?: string;
}

const SETTLED = ["WIN", "LOSS", "VOID"] as const;

const ORDER: readonly KeyColumn[] = [
  { column: p.matchDate, direction: "asc", type: "timestamptz" },
  { column: p.id, direction: "asc", type: "text" },
];

const EXPORT_SELECTION = {
  id: p.id,
  isDemo: p.isDemo,
  lockedAt: p.lockedAt,
  contentHash: p.contentHash,
  matchId: p.matchId,
  sportId: p.sportId,
  leagueId: p.leagueId,
  homeTeam: p.homeTeam,
  awayTeam: p.awayTeam,
  matchDate: p.matchDate,
  market: p.market,
  pick: p.pick,
  selection: p.selection,
  line: p.line,
  odds: p.odds,
  decimalOdds: p.decimalOdds,
  confidence: p.confidence,
  modelProbability: p.modelProbability,
  marketProbability: p.marketProbability,
  modelVersion: p.modelVersion,
  source: p.source,
  isPremium: p.isPremium,
  bookmaker: p.bookmaker,
  priceCapturedAt: p.priceCapturedAt,
  fairProbability: p.fairProbability,
  expectedValue: p.expectedValue,
  isValue: p.isValue,
  closingProbability: p.closingProbability,
  closingBookmakers: p.closingBookmakers,
  closingCapturedAt: p.closingCapturedAt,
  clv: p.clv,
  status: p.status,
  stakeResult: p.stakeResult,
  settledAt: p.settledAt,
  resultNote: p.resultNote,
};

function exportWhere(filters: RecordExportFilters): SQL {
  return and(
    eq(p.isPublished, true),
    inArray(p.status, [...SETTLED]),
    filters.sport ? eq(p.sportId, filters.sport) : undefined,
    filters.from ? gte(p.matchDate, filters.from) : undefined,
    filters.to ? lt(p.matchDate, filters.to) : undefined,
    filters.id ? eq(p.id, filters.id) : undefined,
  )!;
}

/** One page of the export after `after` (the previous page's last key; none for the first), and the next key. */
export async function listExportPage(
  filters: RecordExportFilters,
  limit: number,
  after: CursorValue[] | null,
  tx: DbOrTx = db,
) {
  const where = exportWhere(filters);
  const found = await tx
    .select({ ...EXPORT_SELECTION, cursor: keysetValues(ORDER) })
    .from(p)
    .where(after ? and(where, keysetAfter(ORDER, after)) : where)
    .orderBy(...keysetOrderBy(ORDER))
    .limit(limit + 1);
  const page = found.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page.map(withoutCursor),
    next: found.length > limit && last ? parseKeysetValues(last.cursor) : null,
  };
}

/** The most recently settled published picks, newest first: the verify page's short list. */
export async function listRecentlySettled(limit: number, tx: DbOrTx = db) {
  return tx
    .select({
      id: p.id,
      homeTeam: p.homeTeam,
      awayTeam: p.awayTeam,
      matchDate: p.matchDate,
      market: p.market,
      pick: p.pick,
      status: p.status,
      isDemo: p.isDemo,
    })
    .from(p)
    .where(and(exportWhere({}), isNotNull(p.contentHash), isNotNull(p.settledAt)))
    .orderBy(desc(p.settledAt), p.id)
    .limit(limit);
}
