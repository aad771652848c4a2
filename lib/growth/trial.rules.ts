// Who may start the 7-day Premium trial and when its reminders fall due (tested in
// tests/unit/growth/trial.rules.test.ts). One trial per person: the account, the normalised address and the device
// cookie each claim once, and a refusal names the rule that refused, in the member's words. Pure; browser-safe.

/** The trial's length, defined once with the pages' copy. */
export { TRIAL_DAYS } from "@/lib/site-config";

const DAY_MS = 86_400_000;
/** The first reminder goes once two days or less are left. */
export const REMINDER_LEAD_MS = 2 * DAY_MS;
/** The second on the trial's last day: its final 24 hours. */
export const LAST_DAY_LEAD_MS = DAY_MS;

/** Why a trial cannot start, for programs (the `details.reason` of the 4xx) and the status the page reads. */
type TrialRefusalReason =
  | "unconfirmed"
  | "disposable_address"
  | "account_used"
  | "address_used"
  | "device_used"
  | "paid_plan"
  | "time_out"
  | "self_exclusion";

export interface TrialRefusal {
  reason: TrialRefusalReason;
  /** 403: the member must do something first (confirm the address); 409: this trial cannot be had. */
  status: 403 | 409;
  message: string;
}

/** What the rules read about the member, gathered by the service (lib/growth/trial.service.ts). */
export interface TrialFacts {
  emailVerified: boolean;
  /**
   * The address is at a throw-away mail domain (lib/growth/disposable-domains.service.ts): one person could confirm
   * any number of those, so they do not earn a trial.
   */
  disposableAddress: boolean;
  /** A trial was claimed by this account, by this normalised address (on any account), by this device cookie. */
  claimedByAccount: boolean;
  claimedByAddress: boolean;
  claimedByDevice: boolean;
  /** A PAYMENT or GRANT period running or queued. */
  paidPeriodOpen: boolean;
  pause: { kind: "TIMEOUT" | "SELF_EXCLUSION"; until: Date } | null;
}

const untilText = (until: Date) => `${until.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/**
 * The first rule a member fails, or null when they may start the trial. The address comes first (it is the one
 * thing the member can fix), then the claims (this account before another one's), then the plan and the pause.
 */
export function trialRefusal(facts: TrialFacts): TrialRefusal | null {
  if (!facts.emailVerified)
    return {
      reason: "unconfirmed",
      status: 403,
      message: "Confirm your e-mail address first: the free trial is for members with a confirmed address.",
    };
  if (facts.disposableAddress)
    return {
      reason: "disposable_address",
      status: 409,
      message: "The free trial is not available for disposable e-mail addresses: use an address you keep.",
    };
  if (facts.claimedByAccount)
    return { reason: "account_used", status: 409, message: "You have already had your free trial." };
  if (facts.claimedByAddress)
    return { reason: "address_used", status: 409, message: "This address has already had a free trial." };
  if (facts.claimedByDevice)
    return { reason: "device_used", status: 409, message: "A free trial has already been started on this device." };
  if (facts.paidPeriodOpen)
    return {
      reason: "paid_plan",
      status: 409,
      message: "You are already on a paid plan: the free trial is for members on the Free plan.",
    };
  if (facts.pause) {
    const what = facts.pause.kind === "TIMEOUT" ? "time-out" : "self-exclusion";
    return {
      reason: facts.pause.kind === "TIMEOUT" ? "time_out" : "self_exclusion",
      status: 409,
      message: `The free trial cannot start while your ${what} runs, until ${untilText(facts.pause.until)}.`,
    };
  }
  return null;
}

export type TrialReminder = "two-days" | "last-day";

/**
 * The reminder due for a trial ending at `endsAt`, judged at `now`, given which were already queued. The two-day one
 * is skipped when the job first sees the trial on its last day (one e-mail then, not two in one hour).
 */
export function dueTrialReminder(
  endsAt: Date,
  now: Date,
  sent: { reminderSentAt: Date | null; lastDayReminderSentAt: Date | null },
): TrialReminder | null {
  const left = endsAt.getTime() - now.getTime();
  if (left <= 0) return null;
  if (left <= LAST_DAY_LEAD_MS) return sent.lastDayReminderSentAt ? null : "last-day";
  if (left <= REMINDER_LEAD_MS) return sent.reminderSentAt ? null : "two-days";
  return null;
}

/** GET /api/user/trial: whether the member may start the trial (and if not, why), and the trial they had. */
export interface TrialStatus {
  days: number;
  eligible: boolean;
  refusal: { reason: TrialRefusalReason; message: string } | null;
  /** The member's trial: `active` while its period runs; `daysLeft` counts a started day as a day. */
  trial: { startedAt: string; endsAt: string; active: boolean; daysLeft: number } | null;
}

/** "Trial — 7 days left", "Trial — 1 day left": the subscription page, the dashboard and the header say it alike. */
export function trialLabel(daysLeft: number): string {
  return `Trial — ${daysLeft} ${daysLeft === 1 ? "day" : "days"} left`;
}
