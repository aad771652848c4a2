// Demo ad units: one ACTIVE unit per position, so the consent-aware ad slots can be tried locally and in
// e2e. They load nothing until a publisher id is configured (ADSENSE_PUBLISHER_ID or the
// adsense_publisher_id setting) and the visitor allows ad storage. ad_units has no isDemo column, so
// they are recognised by name and by having no author; `npm run db:remove-demo` deletes them.
import { and, inArray, isNull } from "drizzle-orm";

import type { DbOrTx } from "@/db";
import { adUnits, type NewAdUnit } from "@/db/schema";

const DEMO_AD_UNITS: readonly NewAdUnit[] = [
  { name: "Demo header banner", type: "BANNER", position: "HEADER", status: "ACTIVE", slotId: "1000000001" },
  { name: "Demo sidebar", type: "SIDEBAR", position: "SIDEBAR", status: "ACTIVE", slotId: "1000000002" },
  { name: "Demo in-content", type: "INLINE", position: "CONTENT", status: "ACTIVE", slotId: "1000000003" },
  { name: "Demo footer banner", type: "BANNER", position: "FOOTER", status: "ACTIVE", slotId: "1000000004" },
];

const DEMO_AD_UNIT_NAMES = DEMO_AD_UNITS.map((unit) => unit.name);
const isDemoAdUnit = () => and(inArray(adUnits.name, DEMO_AD_UNIT_NAMES), isNull(adUnits.createdById));

/** Inserts the demo units that are missing (an admin's edits to existing ones are kept). Returns how many exist. */
export async function ensureDemoAdUnits(db: DbOrTx): Promise<number> {
  const existing = new Set(
    (await db.select({ name: adUnits.name }).from(adUnits).where(isDemoAdUnit())).map((row) => row.name),
  );
  const missing = DEMO_AD_UNITS.filter((unit) => !existing.has(unit.name));
  if (missing.length > 0) await db.insert(adUnits).values([...missing]);
  return DEMO_AD_UNITS.length;
}

export async function removeDemoAdUnits(db: DbOrTx): Promise<number> {
  return (await db.delete(adUnits).where(isDemoAdUnit()).returning({ id: adUnits.id })).length;
}
