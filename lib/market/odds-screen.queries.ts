import "server-only";

import { and, asc, eq, lte } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { oddsSnapshots, type OddsMarket } from "@/db/schema";

// The odds screen's read: every price of one market of one match up to kick-off, oldest first. The screen's
// rules (lib/predictions/odds-screen.rules.ts) take each bookmaker's latest price, the consensus and the
// movement from these rows; in-play prices after kick-off are never part of it.

export interface MarketSnapshotRow {
  provider: string;
  bookmaker: string;
  selection: string;
  price: number;
  point: number | null;
  capturedAt: Date;
  isDemo: boolean;
}

/** Every snapshot of `market` for `matchId` captured at or before `until` (the kick-off), oldest first. */
export async function listMarketSnapshots(
  params: { matchId: string; market: OddsMarket; until: Date },
  tx: DbOrTx = db,
): Promise<MarketSnapshotRow[]> {
  const rows = await tx
    .select({
      provider: oddsSnapshots.provider,
      bookmaker: oddsSnapshots.bookmaker,
      selection: oddsSnapshots.selection,
      price: oddsSnapshots.price,
      point: oddsSnapshots.point,
      capturedAt: oddsSnapshots.capturedAt,
      isDemo: oddsSnapshots.isDemo,
    })
    .from(oddsSnapshots)
    .where(
      and(
        eq(oddsSnapshots.matchId, params.matchId),
        eq(oddsSnapshots.market, params.market),
        lte(oddsSnapshots.capturedAt, params.until),
      ),
    )
    .orderBy(
      asc(oddsSnapshots.capturedAt),
      asc(oddsSnapshots.provider),
      asc(oddsSnapshots.bookmaker),
      asc(oddsSnapshots.selection),
    );
  return rows.map((row) => ({
    ...row,
    price: Number(row.price),
    point: row.point === null ? null : Number(row.point),
  }));
}
