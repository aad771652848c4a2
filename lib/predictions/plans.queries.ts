import "server-only";

import { asc, eq } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { plans, type Plan, type SubscriptionTier } from "@/db/schema";

// The plans' rows: what each tier may see (read by the entitlements) and what is offered for sale (the
// checkout and the plans page read them from here too).

export async function getPlan(id: SubscriptionTier, tx: DbOrTx = db): Promise<Plan | null> {
  const [row] = await tx.select().from(plans).where(eq(plans.id, id)).limit(1);
  return row ?? null;
}

/** Plans offered for sale, in display order. */
export function listActivePlans(tx: DbOrTx = db): Promise<Plan[]> {
  return tx.select().from(plans).where(eq(plans.isActive, true)).orderBy(asc(plans.sortOrder));
}
