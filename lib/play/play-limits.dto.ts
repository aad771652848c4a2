import type { PlayLimits } from "@/db/schema";

import { pauseAt, type PauseKind } from "./play-limits.rules";

/** What the member reads of their own limits (GET /api/user/play-limits); instants as ISO strings. */
export interface PlayLimitsDto {
  weeklyBudget: number | null;
  realityCheckMinutes: number | null;
  /** The running time-out or self-exclusion (the self-exclusion first), or null. */
  pause: { kind: PauseKind; until: string } | null;
  timeoutUntil: string | null;
  selfExcludedUntil: string | null;
}

export function toPlayLimitsDto(row: PlayLimits | null, now: Date): PlayLimitsDto {
  const pause = pauseAt(row, now);
  const running = (until: Date | null | undefined) => (until && until > now ? until.toISOString() : null);
  return {
    weeklyBudget: row?.weeklyBudget ?? null,
    realityCheckMinutes: row?.realityCheckMinutes ?? null,
    pause: pause ? { kind: pause.kind, until: pause.until.toISOString() } : null,
    timeoutUntil: running(row?.timeoutUntil),
    selfExcludedUntil: running(row?.selfExcludedUntil),
  };
}
