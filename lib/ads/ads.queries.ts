import "server-only";

import { and, asc, eq } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { adEvents, adUnits, type AdEventKind, type AdPosition } from "@/db/schema";

/** The ACTIVE ad unit shown at a position: the oldest one, so a new unit never silently replaces it. */
export async function getActiveAdUnitForPosition(params: { position: AdPosition }, tx: DbOrTx = db) {
  const [row] = await tx
    .select({
      id: adUnits.id,
      name: adUnits.name,
      type: adUnits.type,
      position: adUnits.position,
      slotId: adUnits.slotId,
    })
    .from(adUnits)
    .where(and(eq(adUnits.position, params.position), eq(adUnits.status, "ACTIVE")))
    .orderBy(asc(adUnits.createdAt), asc(adUnits.id))
    .limit(1);
  return row ?? null;
}

/** The id of an ACTIVE ad unit, or null when it is unknown or not active. */
export async function getActiveAdUnitId(params: { adUnitId: string }, tx: DbOrTx = db): Promise<string | null> {
  const [row] = await tx
    .select({ id: adUnits.id })
    .from(adUnits)
    .where(and(eq(adUnits.id, params.adUnitId), eq(adUnits.status, "ACTIVE")))
    .limit(1);
  return row?.id ?? null;
}

export async function createAdEvent(params: { adUnitId: string; kind: AdEventKind }, tx: DbOrTx = db) {
  const [row] = await tx
    .insert(adEvents)
    .values({ adUnitId: params.adUnitId, kind: params.kind })
    .returning({ id: adEvents.id, adUnitId: adEvents.adUnitId, kind: adEvents.kind, occurredAt: adEvents.occurredAt });
  return row!;
}
