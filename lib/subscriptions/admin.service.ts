import "server-only";

import * as adminQueries from "@/lib/subscriptions/admin.queries";
import type { ListSubscriptionsQuery } from "./admin.input";
import { exactPagination } from "@/lib/core/pagination";

// The admin subscription list and its stat cards. The stats describe every
// subscription and user, whatever filters the table applies.

/** Plans counted as premium (docs/decisions.md, "Admin subscriptions and payments"). */
const PREMIUM_PLANS = ["PREMIUM", "VIP"] as const;

/** premium / total as a percentage to one decimal; 0 when there are no users. */
function conversionRate(premium: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((premium / total) * 1000) / 10;
}

export async function listAdminSubscriptions(query: ListSubscriptionsQuery) {
  const [{ rows, total }, stats] = await Promise.all([adminQueries.listSubscriptions(query), getSubscriptionStats()]);
  return {
    subscriptions: rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      userEmail: row.userEmail,
      userName: row.userName,
      plan: row.planId,
      source: row.source,
      status: row.status,
      startDate: row.startDate?.toISOString() ?? null,
      endDate: row.endDate?.toISOString() ?? null,
      /** Major units, as the original API's `amount`; `amountMinor` is exact. */
      amount: row.amountMinor / 100,
      amountMinor: row.amountMinor,
      currency: row.currency,
      paymentMethod: row.paymentMethod,
      autoRenew: row.autoRenew,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      orderReference: row.orderReference,
      granted: row.grantedById !== null,
      createdAt: row.createdAt.toISOString(),
    })),
    pagination: exactPagination(query.page, query.limit, total),
    stats,
  };
}

/**
 * Revenue = what the ACTIVE subscriptions were paid, net of processed refunds, per currency (minor units
 * never mix currencies), plus one USD figure converted at each order's stored rate (docs/decisions.md).
 * Premium users = distinct users with an ACTIVE PREMIUM or VIP subscription; conversion = premium over all
 * accounts, to one decimal.
 */
async function getSubscriptionStats() {
  const [revenueRows, byStatus, premiumUsers, totalUsers] = await Promise.all([
    adminQueries.activeRevenueByCurrency(),
    adminQueries.countSubscriptionsByStatus(),
    adminQueries.countUsersWithActivePlan([...PREMIUM_PLANS]),
    adminQueries.countAllUsers(),
  ]);
  const countOf = (status: string) => byStatus.find((row) => row.status === status)?.value ?? 0;
  return {
    totalSubscriptions: byStatus.reduce((sum, row) => sum + row.value, 0),
    activeSubscriptions: countOf("ACTIVE"),
    cancelledSubscriptions: countOf("CANCELLED"),
    expiredSubscriptions: countOf("EXPIRED"),
    pendingSubscriptions: countOf("PENDING"),
    revenue: {
      byCurrency: revenueRows.map((row) => ({
        currency: row.currency,
        amountMinor: row.amountMinor,
        subscriptions: row.subscriptions,
        usdCents: row.usdCents,
      })),
      totalUsdCents: revenueRows.reduce((sum, row) => sum + row.usdCents, 0),
    },
    premiumUsers,
    totalUsers,
    conversionRate: conversionRate(premiumUsers, totalUsers),
  };
}
