import "server-only";

import { eq } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { memberStaking } from "@/db/schema";

// What the stake suggestions read of a member's staking settings (written by the staking settings).

export async function findStakingSettings(userId: string, tx: DbOrTx = db) {
  const [row] = await tx
    .select({
      currency: memberStaking.currency,
      bankroll: memberStaking.bankroll,
      kellyFraction: memberStaking.kellyFraction,
      stakeCap: memberStaking.stakeCap,
    })
    .from(memberStaking)
    .where(eq(memberStaking.userId, userId))
    .limit(1);
  return row ? { ...row, bankroll: row.bankroll === null ? null : Number(row.bankroll) } : null;
}
