// When the demo's replay runs (generation-replay.service.ts): one generation run a day at REPLAY_HOUR_UTC, from
// a first day far enough back to hold REPLAY_MATCHES finished demo matches. Pure.
//
// 09:00 UTC is an hour at which no demo match is being played: the last US games (NBA 22:30 Eastern) end by
// about 06:15 UTC and the first European kick-off is 12:30 in Rome (10:30 UTC in summer), so every match that
// kicked off before a run has its result by then (tests/unit/generation/replay.rules.test.ts checks
// it on the demo calendar).

/** The hour (UTC) of each day's run. */
export const REPLAY_HOUR_UTC = 9;
/** How far back the replay starts: far enough for this many finished demo matches, within the day bounds. */
export const REPLAY_MATCHES = 400;
export const REPLAY_MIN_DAYS = 14;
export const REPLAY_MAX_DAYS = 42;

const DAY_MS = 86_400_000;

/** The day runs: REPLAY_HOUR_UTC on each day from `firstDay` (a UTC day number), after `after` when given, before
 * `now`. */
export function replayInstants(firstDay: number, after: Date | null, now: Date): Date[] {
  const instants: Date[] = [];
  for (let day = firstDay; ; day++) {
    const at = day * DAY_MS + REPLAY_HOUR_UTC * 3_600_000;
    if (at >= now.getTime()) break;
    if (after && at <= after.getTime()) continue;
    instants.push(new Date(at));
  }
  return instants;
}

/**
 * The first day (UTC day number) of the replay: back from today to the kick-off day of the REPLAY_MATCHES-th
 * newest finished demo match (`oldestCounted`; undefined when the world holds fewer), so a calendar with few
 * games a day, like baseball alone in July, reaches further back; at least REPLAY_MIN_DAYS and at most
 * REPLAY_MAX_DAYS days.
 */
export function replayFirstDay(now: Date, oldestCounted: Date | undefined): number {
  const today = Math.floor(now.getTime() / DAY_MS);
  const reach = oldestCounted ? today - Math.floor(oldestCounted.getTime() / DAY_MS) : REPLAY_MAX_DAYS;
  return today - Math.min(REPLAY_MAX_DAYS, Math.max(REPLAY_MIN_DAYS, reach));
}
