import "server-only";

import { db } from "@/db";
import type { ReferralStatus } from "@/db/schema";
import { recordAudit, type AuditActor } from "@/lib/audit/audit.service";
import { AppError } from "@/lib/core/errors";
import { readNumberSetting } from "@/lib/settings/settings.service";
import { DEFAULT_MONTHLY_EARNED_DAYS, MONTHLY_EARNED_DAYS_SETTING } from "@/lib/subscriptions/earned-days.rules";
import { lockSubscription, updateSubscription } from "@/lib/subscriptions/subscriptions.queries";
import { refreshUserSubscription } from "@/lib/subscriptions/subscriptions.service";

import type { MemberEarningsDto } from "./referrals.dto";
import * as queries from "./referrals.queries";
import {
  maskAddress,
  REFUSAL_REASONS,
  REFUSAL_WORDS,
  unusedWholeDays,
  usedDays,
  type RefusalReason,
} from "./referrals.rules";
import { ensureReferralCode } from "./referrals.service";

// The ledger side of invitations: what a member has earned, used and had taken back (their earnings page), every
// invitation for the admins, and the admins' reversal of a credited one. The deciding of invitations is in
// lib/growth/referrals.service.ts.

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Admin: takes back a CREDITED invitation's days that are not used yet, on both sides. Each side's REFERRAL period is
 * shortened by its whole unused days (cancelled when it has not started); what was taken is written as a negative
 * REVERSAL row, so the ledger never goes below what was used. Audited; a second reversal answers 409.
 */
export async function reverseReferral(actor: AuditActor & { id: string }, referralId: string, reason: string) {
  const now = new Date();
  return db.transaction(async (tx) => {
    const referral = await queries.lockReferral(referralId, tx);
    if (!referral) throw new AppError("not_found", "Referral not found.");
    if (referral.status !== "CREDITED")
      throw new AppError("conflict", "Only a credited referral can be reversed; this one is " + referral.status + ".");
    await queries.lockMembers([referral.referrerId, referral.friendId], tx);
    const taken: Record<string, number> = {};
    for (const row of await queries.creditsOfReferral(referral.id, tx)) {
      const period = row.subscriptionId ? await lockSubscription(row.subscriptionId, tx) : null;
      const days = period && period.status === "ACTIVE" ? Math.min(row.days, unusedWholeDays(period, now)) : 0;
      taken[row.kind] = days;
      if (days === 0 || !period) continue;
      const started = period.startDate !== null && period.startDate.getTime() <= now.getTime();
      const endDate = new Date(period.endDate!.getTime() - days * DAY_MS);
      await updateSubscription(
        period.id,
        started || endDate.getTime() > period.startDate!.getTime()
          ? { endDate }
          : { status: "CANCELLED", cancelledAt: now, cancelledById: actor.id },
        tx,
      );
      await queries.insertEarnedDays(
        {
          userId: row.userId,
          kind: "REVERSAL",
          days: -days,
          requestedDays: 0,
          referralId: referral.id,
          subscriptionId: period.id,
          localDay: row.localDay,
          timeZone: row.timeZone,
          note: reason,
        },
        tx,
      );
      await refreshUserSubscription(row.userId, now, tx, "CANCELLED");
    }
    const saved = await queries.updateReferral(
      referral.id,
      { status: "REVERSED", reversedAt: now, reversedById: actor.id, reversalReason: reason },
      tx,
    );
    await recordAudit(tx, actor, {
      action: "referral.reverse",
      entityType: "referral",
      entityId: referral.id,
      before: { status: "CREDITED" },
      after: {
        status: "REVERSED",
        reason,
        referrerDaysTaken: taken.REFERRAL ?? 0,
        friendDaysTaken: taken.WELCOME ?? 0,
      },
    });
    return {
      id: saved.id,
      status: saved.status,
      referrerDaysTaken: taken.REFERRAL ?? 0,
      friendDaysTaken: taken.WELCOME ?? 0,
    };
  });
}

/** A refusal reason in plain words (an unknown stored value is shown as a generic refusal). */
function refusalWords(reason: string | null): string | null {
  if (!reason) return null;
  return (REFUSAL_REASONS as readonly string[]).includes(reason)
    ? REFUSAL_WORDS[reason as RefusalReason]
    : "The invitation was refused.";
}

/** GET /api/user/earnings: the member's code and link, their invitations, the ledger and its totals. */
export async function memberEarnings(userId: string, appUrl: string, now = new Date()): Promise<MemberEarningsDto> {
  const code = await ensureReferralCode(userId);
  const [sent, ledger, periods, monthlyCeiling] = await Promise.all([
    queries.referralsSentBy(userId),
    queries.ledgerOf(userId),
    queries.earnedPeriodsOf(userId),
    readNumberSetting(MONTHLY_EARNED_DAYS_SETTING, DEFAULT_MONTHLY_EARNED_DAYS),
  ]);
  const earned = ledger.filter((row) => row.days > 0).reduce((sum, row) => sum + row.days, 0);
  const reversed = -ledger.filter((row) => row.days < 0).reduce((sum, row) => sum + row.days, 0);
  const live = periods.filter((period) => period.status !== "CANCELLED" && period.status !== "PENDING");
  const used = Math.min(Math.max(0, earned - reversed), usedDays(live, now));
  const creditedByReferral = new Map<string, number>();
  for (const row of ledger) {
    if (row.kind === "REFERRAL" && row.referralId) creditedByReferral.set(row.referralId, row.days);
  }
  const upcoming = live
    .filter((period) => period.startDate && period.startDate.getTime() > now.getTime())
    .map((period) => period.startDate!.getTime());
  return {
    code,
    link: new URL(`/r/${code}`, appUrl).toString(),
    referrals: sent.map((referral) => ({
      id: referral.id,
      friend: maskAddress(referral.friendEmail),
      status: referral.status,
      reason: refusalWords(referral.refusalReason),
      daysCredited: referral.status === "PENDING" ? null : (creditedByReferral.get(referral.id) ?? 0),
      signedUpAt: referral.signedUpAt.toISOString(),
      decidedAt: (referral.reversedAt ?? referral.confirmedAt)?.toISOString() ?? null,
    })),
    ledger: ledger.map((row) => ({
      id: row.id,
      kind: row.kind,
      days: row.days,
      requestedDays: row.requestedDays,
      localDay: row.localDay,
      note: row.note,
      at: row.createdAt.toISOString(),
    })),
    totals: { earned, reversed, used, remaining: Math.max(0, earned - reversed - used) },
    monthlyCeiling,
    /** When the next earned period begins, if they wait behind another one. */
    queuedFrom: upcoming.length ? new Date(Math.min(...upcoming)).toISOString() : null,
  };
}

/** GET /api/admin/referrals: one page of the ledger of invitations, with both addresses (admins may see them). */
export async function adminReferrals(query: { status?: ReferralStatus; page: number; limit: number }) {
  const { rows, total } = await queries.listReferrals({
    status: query.status,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    referrals: rows.map((row) => ({
      ...row,
      reason: refusalWords(row.refusalReason),
      signedUpAt: row.signedUpAt.toISOString(),
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      creditedAt: row.creditedAt?.toISOString() ?? null,
      reversedAt: row.reversedAt?.toISOString() ?? null,
    })),
    total,
    page: query.page,
    limit: query.limit,
  };
}
