import "server-only";

import { and, eq, inArray, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { alertRules } from "@/db/schema";

/** Removes e-mail from the member's own rules among `ruleIds`; answers how many had it. */
export async function turnOffRuleEmail(userId: string, ruleIds: readonly string[], tx: DbOrTx = db) {
  const rows = await tx
    .update(alertRules)
    .set({ channels: sql`array_remove(${alertRules.channels}, 'email'::alert_channel)` })
    .where(
      and(
        eq(alertRules.userId, userId),
        inArray(alertRules.id, [...ruleIds]),
        sql`'email'::alert_channel = any(${alertRules.channels})`,
      ),
    )
    .returning({ id: alertRules.id });
  return rows.length;
}
