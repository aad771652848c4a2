import "server-only";

import { db } from "@/db";
import { hasDemoRows } from "@/db/seed/remove-demo";

/**
 * Whether the database still holds the demo world: public pages then say so ("Demo data" notice) until
 * `npm run db:remove-demo` deletes it.
 */
export function isDemoDataPresent(): Promise<boolean> {
  return hasDemoRows(db);
}
