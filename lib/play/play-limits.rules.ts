// What a member's own limits mean at an instant: whether a time-out or a self-exclusion is running (either one
// silences alerts, marketing and stake suggestions and pauses renewals). Pure, so every caller decides the same.
import type { PlayLimits } from "@/db/schema";

export type PauseKind = "TIMEOUT" | "SELF_EXCLUSION";
export interface Pause {
  kind: PauseKind;
  until: Date;
}

/** The pause running at `now`, the self-exclusion first (it outranks a time-out); null when none is. */
export function pauseAt(
  limits: Pick<PlayLimits, "timeoutUntil" | "selfExcludedUntil"> | null | undefined,
  now: Date,
): Pause | null {
  if (limits?.selfExcludedUntil && limits.selfExcludedUntil > now) {
    return { kind: "SELF_EXCLUSION", until: limits.selfExcludedUntil };
  }
  if (limits?.timeoutUntil && limits.timeoutUntil > now) return { kind: "TIMEOUT", until: limits.timeoutUntil };
  return null;
}
