import { createHash } from "node:crypto";

import type { Prediction } from "@/db/schema";

import { lockCanonicalText, LOCKED_FIELDS } from "./lock-canonical.rules";

// A published prediction is locked: the hash of what it said, and when, is stored with it. Anyone can
// recompute the hash from the fields and the lock time, so a quiet edit after the fact would show. What is hashed is
// written in lock-canonical.rules.ts, which the browser's recomputation reads too.

export { LOCKED_FIELDS };

type Lockable = Pick<Prediction, (typeof LOCKED_FIELDS)[number]>;

function contentHash(prediction: Lockable, lockedAt: Date): string {
  return createHash("sha256").update(lockCanonicalText(prediction, lockedAt)).digest("hex");
}

/** The fields to store when a prediction is published: its hash and lock time. */
export function lockFields(prediction: Lockable, now: Date): { contentHash: string; lockedAt: Date } {
  return { contentHash: contentHash(prediction, now), lockedAt: now };
}

/** True when the stored hash still matches the stored fields. */
export function verifyLock(prediction: Lockable & { contentHash: string | null; lockedAt: Date | null }): boolean {
  if (!prediction.contentHash || !prediction.lockedAt) return false;
  return contentHash(prediction, prediction.lockedAt) === prediction.contentHash;
}
