// When a reality check shows: after every full interval of session time, counted from the session's start (kept in
// the browser's sessionStorage so a reload or a new page does not restart it). Pure and browser-safe.

const MINUTE_MS = 60_000;

export interface RealityCheckTiming {
  /** Full intervals elapsed since the session started: the reminder names minutes = count × interval. */
  elapsedIntervals: number;
  /** Milliseconds until the next reminder is due (0 when one is due now). */
  msUntilNext: number;
}

/**
 * Where a session stands against its reminder interval. `acknowledged` is how many intervals the member has
 * already dismissed ("continue"): a reminder is due when more have elapsed than were acknowledged.
 */
export function realityCheckTiming(
  sessionStartMs: number,
  intervalMinutes: number,
  nowMs: number,
  acknowledged: number,
): RealityCheckTiming {
  const interval = intervalMinutes * MINUTE_MS;
  const elapsed = Math.max(0, nowMs - sessionStartMs);
  const elapsedIntervals = Math.floor(elapsed / interval);
  if (elapsedIntervals > acknowledged) return { elapsedIntervals, msUntilNext: 0 };
  return { elapsedIntervals, msUntilNext: (acknowledged + 1) * interval - elapsed };
}

/** The reminder's words for a session of `minutes`: "60 minutes", "2 hours", "2 hours 30 minutes". */
export function sessionLengthText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = hours === 1 ? "1 hour" : `${hours} hours`;
  if (hours === 0 || minutes < 120) return `${minutes} minutes`;
  return rest === 0 ? hourText : `${hourText} ${rest} minutes`;
}
