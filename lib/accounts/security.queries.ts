import "server-only";

import { and, count, gt, gte, isNull, like, or } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { rateLimits } from "@/db/schema";

// Counters of the rate limiter's table (lib/rate-limit.ts) as the security page reads them. Keys are
// '<limiter>:<key>' (rate-limiter-flexible's keyPrefix); a key is blocked while its points reach the limit.

/** Keys of `limiter` that are currently at or over `points` (blocked), and keys with any live counter. */
export async function countLimiterKeys(params: { limiter: string; points: number; now: Date }, tx: DbOrTx = db) {
  const live = and(
    like(rateLimits.key, `${params.limiter}:%`),
    or(isNull(rateLimits.expire), gt(rateLimits.expire, params.now)),
  );
  const [[blocked], [counting]] = await Promise.all([
    tx
      .select({ value: count() })
      .from(rateLimits)
      .where(and(live, gte(rateLimits.points, params.points))),
    tx.select({ value: count() }).from(rateLimits).where(live),
  ]);
  return { blocked: blocked?.value ?? 0, counting: counting?.value ?? 0 };
}
