import "server-only";

import { eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import { db, type DbOrTx } from "@/db";
import { playLimits, type PlayLimits } from "@/db/schema";

import { pauseAt } from "./play-limits.rules";

// The play limits' SQL: one member's row, its writes, and the condition "this member is not paused" for set-based
// senders.

export async function findPlayLimits(userId: string, tx: DbOrTx = db) {
  const [row] = await tx.select().from(playLimits).where(eq(playLimits.userId, userId)).limit(1);
  return row ?? null;
}

/** The member's row locked for the change being made, so two requests cannot both pass the "no shortening" check. */
export async function lockPlayLimits(userId: string, tx: DbOrTx) {
  const [row] = await tx.select().from(playLimits).where(eq(playLimits.userId, userId)).for("update").limit(1);
  return row ?? null;
}

type PlayLimitsChange = Partial<
  Pick<PlayLimits, "timeoutUntil" | "selfExcludedUntil" | "selfExcludedAt" | "weeklyBudget" | "realityCheckMinutes">
>;

/** Writes the given fields of the member's row, creating it when there is none; answers the row as stored. */
export async function upsertPlayLimits(userId: string, change: PlayLimitsChange, tx: DbOrTx = db) {
  const [row] = await tx
    .insert(playLimits)
    .values({ userId, ...change })
    .onConflictDoUpdate({ target: playLimits.userId, set: { ...change, updatedAt: new Date() } })
    .returning();
  return row!;
}

/** The member's running time-out or self-exclusion, or null. */
export async function activePause(userId: string, now: Date = new Date(), tx: DbOrTx = db) {
  return pauseAt(await findPlayLimits(userId, tx), now);
}

/**
 * True in SQL when the user in `userIdColumn` has no running time-out or self-exclusion at `now` (the statement's
 * own time when not given); for statements that fan out over many members (alerts, digests, renewals) instead of
 * asking one member at a time. A caller that runs on a clock of its own (a job's `now`) passes it.
 */
export function notPausedSql(userIdColumn: AnyPgColumn | SQL, now?: Date): SQL {
  const at = now ? sql`cast(${now.toISOString()} as timestamptz)` : sql`now()`;
  return sql`not exists (
    select 1 from ${playLimits}
    where ${playLimits.userId} = ${userIdColumn}
      and (${playLimits.timeoutUntil} > ${at} or ${playLimits.selfExcludedUntil} > ${at})
  )`;
}
