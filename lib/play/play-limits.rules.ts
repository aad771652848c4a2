// What a member's own limits mean at an instant: whether a time-out or a self-exclusion is running (either one
// silences alerts, marketing and stake suggestions and pauses renewals), how long each choice runs, and which
// changes are allowed: a pause may be lengthened, never shortened, and a self-exclusion never lifted early. Pure,
// so every caller decides the same.
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

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A time-out runs exactly this long: a fixed length, the same in every time zone. */
export const TIMEOUT_PERIODS = {
  "24h": { label: "24 hours", ms: 24 * HOUR_MS },
  "7d": { label: "7 days", ms: 7 * DAY_MS },
  "30d": { label: "30 days", ms: 30 * DAY_MS },
  "6w": { label: "6 weeks", ms: 42 * DAY_MS },
} as const;
export type TimeoutPeriod = keyof typeof TIMEOUT_PERIODS;
export const TIMEOUT_PERIOD_KEYS = Object.keys(TIMEOUT_PERIODS) as [TimeoutPeriod, ...TimeoutPeriod[]];

/** A self-exclusion runs this many calendar months (6 months at least). */
export const SELF_EXCLUSION_PERIODS = {
  "6m": { label: "6 months", months: 6 },
  "1y": { label: "1 year", months: 12 },
  "2y": { label: "2 years", months: 24 },
  "5y": { label: "5 years", months: 60 },
} as const;
export type SelfExclusionPeriod = keyof typeof SELF_EXCLUSION_PERIODS;
export const SELF_EXCLUSION_PERIOD_KEYS = Object.keys(SELF_EXCLUSION_PERIODS) as [
  SelfExclusionPeriod,
  ...SelfExclusionPeriod[],
];

/** The reality-check intervals a member may choose, in minutes (null switches them off). */
export const REALITY_CHECK_CHOICES = [30, 60, 90, 120] as const;

/** When a time-out of `period` started at `now` ends. */
export function timeoutEnd(period: TimeoutPeriod, now: Date): Date {
  return new Date(now.getTime() + TIMEOUT_PERIODS[period].ms);
}

/**
 * When a self-exclusion of `period` started at `now` ends: the same UTC clock time that many calendar months later.
 * A day the month lacks (31 August + 6 months) rolls into the next month, so it never runs short of the period.
 */
export function selfExclusionEnd(period: SelfExclusionPeriod, now: Date): Date {
  const end = new Date(now.getTime());
  end.setUTCMonth(end.getUTCMonth() + SELF_EXCLUSION_PERIODS[period].months);
  return end;
}

/** A requested pause: which kind and until when it would run. */
export interface PauseRequest {
  kind: PauseKind;
  until: Date;
}

/** Why a requested pause is refused, for the member to read; null when it may start. */
export type PauseRefusal = { reason: "shorter_than_running"; running: Pause } | null;

/**
 * Whether a pause may start while `running` runs: a new pause only ever lengthens what runs. A time-out that
 * would end before a running time-out or self-exclusion ends is refused (it would shorten nothing but says so
 * plainly); a self-exclusion that would end before a running self-exclusion ends likewise. A self-exclusion
 * during a time-out is always allowed (it runs at least six months, longer than any time-out).
 */
export function refusePause(
  limits: Pick<PlayLimits, "timeoutUntil" | "selfExcludedUntil"> | null | undefined,
  request: PauseRequest,
  now: Date,
): PauseRefusal {
  const running = pauseAt(limits, now);
  if (!running) return null;
  if (request.kind === "TIMEOUT" && request.until <= running.until) return { reason: "shorter_than_running", running };
  if (request.kind === "SELF_EXCLUSION" && running.kind === "SELF_EXCLUSION" && request.until <= running.until) {
    return { reason: "shorter_than_running", running };
  }
  return null;
}
