import "server-only";

import { and, eq, gte, lt, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { memberBets } from "@/db/schema";

// The weekly budget's SQL: the stakes of one member's bets placed in a range.

/** The sum of the stakes of the member's bets placed in [start, end); 0 when none. */
export async function sumStakesPlaced(userId: string, start: Date, end: Date, tx: DbOrTx = db): Promise<number> {
  const [row] = await tx
    .select({ staked: sql<string | null>`sum(${memberBets.stake})` })
    .from(memberBets)
    .where(and(eq(memberBets.userId, userId), gte(memberBets.placedAt, start), lt(memberBets.placedAt, end)));
  return Number(row?.staked ?? 0);
}
