import "server-only";

import { eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import { db, type DbOrTx } from "@/db";
import { playLimits } from "@/db/schema";

import { pauseAt } from "./play-limits.rules";

// The play limits' SQL: one member's row, and the condition "this member is not paused" for set-based senders.

export async function findPlayLimits(userId: string, tx: DbOrTx = db) {
  const [row] = await tx.select().from(playLimits).where(eq(playLimits.userId, userId)).limit(1);
  return row ?? null;
}

/** The member's running time-out or self-exclusion, or null. */
export async function activePause(userId: string, now: Date = new Date(), tx: DbOrTx = db) {
  return pauseAt(await findPlayLimits(userId, tx), now);
}

/**
 * True in SQL when the user in `userIdColumn` has no running time-out or self-exclusion at the statement's time; for
 * statements that fan out over many members (alerts, digests, renewals) instead of asking one member at a time.
 */
export function notPausedSql(userIdColumn: AnyPgColumn | SQL): SQL {
  return sql`not exists (
    select 1 from ${playLimits}
    where ${playLimits.userId} = ${userIdColumn}
      and (${playLimits.timeoutUntil} > now() or ${playLimits.selfExcludedUntil} > now())
  )`;
}
