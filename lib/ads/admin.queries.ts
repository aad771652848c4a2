import "server-only";

import { asc, eq, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { adEvents, adUnits, type AdUnit, type NewAdUnit } from "@/db/schema";

// The admin ad console: ad units with the impressions, clicks and revenue recorded in ad_events. SQL only.

const unitColumns = {
  id: adUnits.id,
  name: adUnits.name,
  type: adUnits.type,
  position: adUnits.position,
  status: adUnits.status,
  slotId: adUnits.slotId,
  createdAt: adUnits.createdAt,
  updatedAt: adUnits.updatedAt,
};

/** Every ad unit, oldest first (the order the slots pick them in), with its recorded event totals. */
export function listAdUnitsWithEventTotals(tx: DbOrTx = db) {
  return tx
    .select({
      ...unitColumns,
      impressions: sql<number>`count(${adEvents.id}) filter (where ${adEvents.kind} = 'impression')`.mapWith(Number),
      clicks: sql<number>`count(${adEvents.id}) filter (where ${adEvents.kind} = 'click')`.mapWith(Number),
      revenueMicros: sql<number>`coalesce(sum(${adEvents.revenueMicros}), 0)`.mapWith(Number),
    })
    .from(adUnits)
    .leftJoin(adEvents, eq(adEvents.adUnitId, adUnits.id))
    .groupBy(adUnits.id)
    .orderBy(asc(adUnits.createdAt), asc(adUnits.id));
}

export async function createAdUnit(
  values: Pick<NewAdUnit, "name" | "type" | "position" | "status" | "slotId" | "code" | "createdById">,
  tx: DbOrTx = db,
) {
  const [row] = await tx.insert(adUnits).values(values).returning(unitColumns);
  return row!;
}

export async function lockAdUnit(
  id: string,
  tx: DbOrTx,
): Promise<Pick<AdUnit, "id" | "name" | "status" | "position"> | null> {
  const [row] = await tx
    .select({ id: adUnits.id, name: adUnits.name, status: adUnits.status, position: adUnits.position })
    .from(adUnits)
    .where(eq(adUnits.id, id))
    .for("update")
    .limit(1);
  return row ?? null;
}

export async function updateAdUnitStatus(id: string, status: AdUnit["status"], tx: DbOrTx = db) {
  const [row] = await tx.update(adUnits).set({ status }).where(eq(adUnits.id, id)).returning(unitColumns);
  return row ?? null;
}

/** Deletes the unit; its ad_events go with it (on delete cascade). */
export async function deleteAdUnit(id: string, tx: DbOrTx = db): Promise<boolean> {
  const rows = await tx.delete(adUnits).where(eq(adUnits.id, id)).returning({ id: adUnits.id });
  return rows.length > 0;
}
