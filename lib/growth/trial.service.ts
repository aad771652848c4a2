import "server-only";

import { addDays } from "date-fns";

import { db, type DbOrTx } from "@/db";
import { normaliseAddress } from "@/lib/accounts/email-identity.rules";
import { hashNetworkAddress } from "@/lib/accounts/device-identity.service";
import { getUserById, lockUser } from "@/lib/accounts/users.queries";
import { alertEmailBodies } from "@/lib/alerts/alert-content.rules";
import { recordAudit, type AuditActor } from "@/lib/audit/audit.service";
import { AppError } from "@/lib/core/errors";
import { isUniqueViolation } from "@/lib/core/db-errors";
import { formatUtcDateTime } from "@/lib/format/dates.rules";
import type { JobContext, JobPayload } from "@/lib/jobs/jobs.input";
import { logger } from "@/lib/logger";
import { expireSubscriptionsJob } from "@/lib/payments/billing.service";
import { enqueueEmail } from "@/lib/mail/outbox.queries";
import { headerText, sendDueEmailsSoon } from "@/lib/mail/outbox.service";
import { activePause } from "@/lib/play/play-limits.queries";
import { absoluteUrl } from "@/lib/seo/site-url";
import { routes, SAFER_PLAY_PATH, siteConfig } from "@/lib/site-config";
import { daysLeft } from "@/lib/subscriptions/periods.rules";
import { openSubscriptions } from "@/lib/subscriptions/subscriptions.queries";
import { addFreePeriod } from "@/lib/subscriptions/subscriptions.service";

import { isDisposableAddress } from "./disposable-domains.service";
import * as trialQueries from "./trial.queries";
import {
  dueTrialReminder,
  TRIAL_DAYS,
  trialRefusal,
  type TrialRefusal,
  type TrialReminder,
  type TrialStatus,
} from "./trial.rules";

// The 7-day Premium trial without a card: one per account, per normalised address and per device cookie
// (lib/growth/trial.rules.ts says who may start it). Starting it writes, in one transaction, the claim (whose unique
// constraints decide a race), the TRIAL period (lib/subscriptions/subscriptions.service.ts addFreePeriod, which
// mirrors Premium on the users row at once), a sighting of the device and network, and an audit entry. The hourly
// expiry job sends the two reminders; the period's end returns the member to Free (or to the plan bought meanwhile).

export interface TrialRequestContext {
  /** The device cookie's id (lib/accounts/device-identity.service.ts); null when the request carried none. */
  deviceId: string | null;
  ip: string | null;
}

/**
 * The refusal that applies to `userId` now, read inside `tx` (which holds the member's row locked on a start).
 * Whether the address is disposable is read before the transaction (`disposable`): it reads a setting through the
 * pool, which an open transaction on the single-connection embedded database would wait on for ever.
 */
async function refusalFor(
  user: { id: string; email: string; emailVerified: boolean },
  deviceId: string | null,
  disposable: boolean,
  now: Date,
  tx: DbOrTx,
): Promise<TrialRefusal | null> {
  const [claims, open, pause] = await Promise.all([
    trialQueries.findClaims({ userId: user.id, addressKey: normaliseAddress(user.email), deviceId }, tx),
    openSubscriptions(user.id, now, tx),
    activePause(user.id, now, tx),
  ]);
  return trialRefusal({
    emailVerified: user.emailVerified,
    disposableAddress: disposable,
    claimedByAccount: claims.byAccount,
    claimedByAddress: claims.byAddress,
    claimedByDevice: claims.byDevice,
    paidPeriodOpen: open.some((period) => period.source === "PAYMENT" || period.source === "GRANT"),
    pause: pause ? { kind: pause.kind, until: pause.until } : null,
  });
}

function refusalError(refusal: TrialRefusal): AppError {
  return new AppError(refusal.status === 403 ? "forbidden" : "conflict", refusal.message, { reason: refusal.reason });
}

/** What the subscription page shows: may the member start the trial, why not, and the trial they had. */
export async function trialStatus(userId: string, deviceId: string | null, now = new Date()): Promise<TrialStatus> {
  const user = await readMember(userId);
  const disposable = await isDisposableAddress(user.email);
  const [refusal, trial] = await Promise.all([
    refusalFor(user, deviceId, disposable, now, db),
    trialQueries.findTrialOf(userId),
  ]);
  const running = trial !== null && trial.status === "ACTIVE" && trial.claim.endsAt > now;
  return {
    days: TRIAL_DAYS,
    eligible: refusal === null,
    refusal: refusal ? { reason: refusal.reason, message: refusal.message } : null,
    trial: trial
      ? {
          startedAt: trial.claim.startedAt.toISOString(),
          endsAt: trial.claim.endsAt.toISOString(),
          active: running,
          daysLeft: running ? daysLeft(trial.claim.endsAt, now) : 0,
        }
      : null,
  };
}

async function readMember(userId: string) {
  const user = await getUserById(userId);
  if (!user) throw new AppError("not_found", "Account not found.");
  return user;
}

/**
 * Starts the member's trial now, or throws the refusal (403 unconfirmed address, 409 for the rest) having written
 * nothing. Two concurrent starts: the member's row lock orders those of one account, and the claim's unique
 * constraints (address, device) decide between accounts; the loser is answered with the rule it broke.
 */
export async function startTrial(
  actor: AuditActor & { id: string },
  context: TrialRequestContext,
  now = new Date(),
): Promise<TrialStatus> {
  // Judged before the transaction (see refusalFor).
  const disposable = await isDisposableAddress((await readMember(actor.id)).email);
  try {
    await db.transaction(async (tx) => {
      const user = await lockUser(actor.id, tx);
      if (!user) throw new AppError("not_found", "Account not found.");
      const refusal = await refusalFor(user, context.deviceId, disposable, now, tx);
      if (refusal) throw refusalError(refusal);
      const period = await addFreePeriod({ userId: user.id, source: "TRIAL", days: TRIAL_DAYS }, now, tx);
      const claim = await trialQueries.insertTrialClaim(
        {
          userId: user.id,
          addressKey: normaliseAddress(user.email),
          deviceId: context.deviceId,
          subscriptionId: period.id,
          startedAt: period.startDate ?? now,
          endsAt: period.endDate ?? addDays(now, TRIAL_DAYS),
        },
        tx,
      );
      await trialQueries.insertTrialSighting(
        {
          userId: user.id,
          deviceId: context.deviceId,
          ipHash: context.ip ? hashNetworkAddress(context.ip) : null,
          seenAt: now,
        },
        tx,
      );
      await recordAudit(tx, actor, {
        action: "trial.start",
        entityType: "subscription",
        entityId: period.id,
        after: { source: "TRIAL", plan: "PREMIUM", startedAt: claim.startedAt, endsAt: claim.endsAt },
      });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another start claimed the address or the device first: answer with the rule that now refuses.
    const user = await readMember(actor.id);
    const refusal = await refusalFor(user, context.deviceId, disposable, now, db);
    throw refusalError(
      refusal ?? { reason: "account_used", status: 409, message: "A free trial was just claimed for you." },
    );
  }
  logger.info("trial.started", { userId: actor.id });
  return trialStatus(actor.id, context.deviceId, now);
}

const REMINDER_BATCH = 200;

/** The outbox kind of the trial reminders: not account mail, so a paused member is not sent them. */
const TRIAL_REMINDER_KIND = "trial-reminder";

/** The reminder's words: how long is left, and what follows (Free, or the plan bought meanwhile). */
function reminderMail(
  member: { userId: string; email: string; fullName: string; endsAt: Date },
  which: TrialReminder,
  next: { planId: string } | null,
) {
  const end = formatUtcDateTime(member.endsAt);
  const after = next
    ? `Your ${next.planId.charAt(0)}${next.planId.slice(1).toLowerCase()} plan starts then; nothing else changes.`
    : "After that your account returns to the Free plan; nothing is charged, as no card was ever asked for.";
  const lead = which === "two-days" ? "Two days left" : "Last day";
  const lines = [
    `Hello ${headerText(member.fullName, 100)},`,
    "",
    `${lead} of your ${siteConfig.name} Premium trial: it ends on ${end}.`,
    after,
    "",
    `Your subscription: ${absoluteUrl(routes.user.subscription)}`,
  ];
  return {
    to: member.email,
    userId: member.userId,
    subject: which === "two-days" ? `Your ${siteConfig.name} trial ends in two days` : "Your trial ends today",
    ...alertEmailBodies(lines, absoluteUrl(SAFER_PLAY_PATH)),
    kind: TRIAL_REMINDER_KIND,
  };
}

/**
 * Scheduled (in the hourly expiry job, on the leader): queues the reminders that are due, each in the transaction
 * that marks it sent, so a re-run or a second instance never queues one twice. A paused member's reminder is refused
 * by the outbox and still marked: the moment has passed.
 */
export async function sendTrialReminders(now = new Date()): Promise<{ queued: number; held: number }> {
  const result = await db.transaction(async (tx) => {
    let queued = 0;
    let held = 0;
    for (const due of await trialQueries.dueTrialReminders(now, REMINDER_BATCH, tx)) {
      const which = dueTrialReminder(due.endsAt, now, due);
      if (!which) continue;
      const next = await trialQueries.paidPlanQueuedFrom(due.userId, due.endsAt, tx);
      const row = await enqueueEmail({ ...reminderMail(due, which, next), createdAt: now }, tx);
      await trialQueries.markReminderSent(due.id, which, now, tx);
      if (row) queued += 1;
      else held += 1;
    }
    return { queued, held };
  });
  if (result.queued > 0) sendDueEmailsSoon();
  return result;
}

/**
 * The hourly expire-subscriptions job with the trial reminders after it (lib/pipeline/job-bodies.service.ts registers
 * it): ended periods first, so a trial that has just ended is not reminded of.
 */
export async function expiryWithTrialRemindersJob(payload: JobPayload<"expire-subscriptions">, ctx: JobContext) {
  await expireSubscriptionsJob(payload, ctx);
  const reminders = await ctx.step("trial-reminders", () => sendTrialReminders());
  ctx.addCounts({ trialReminders: reminders.queued });
  if (reminders.queued > 0) ctx.log("info", `Queued ${reminders.queued} trial reminders`);
}
