import "server-only";

import { asc, gte } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { oddsSnapshots } from "@/db/schema";

// Which bookmakers the odds come from: SQL only.

/** The distinct bookmaker keys of the prices captured since `since` ('pinnacle', 'demo-book'…), in name order. */
export async function listBookmakersSeenSince(since: Date, tx: DbOrTx = db): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ bookmaker: oddsSnapshots.bookmaker })
    .from(oddsSnapshots)
    .where(gte(oddsSnapshots.capturedAt, since))
    .orderBy(asc(oddsSnapshots.bookmaker));
  return rows.map((row) => row.bookmaker);
}
