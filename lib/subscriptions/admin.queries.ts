import "server-only";

import { and, asc, count, countDistinct, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import { db, type DbOrTx } from "@/db";
import {
  paymentOrders,
  subscriptions,
  users,
  type SubscriptionSource,
  type SubscriptionStatus,
  type SubscriptionTier,
} from "@/db/schema";

import { numberedListWhere, numberedPage } from "@/db/sql/numbered-page";

// The admin subscription list and its stat cards. SQL only: the rules (what counts
// as revenue, the conversion rounding) are spelled out in lib/subscriptions/admin.service.ts.

export interface ListSubscriptionsParams {
  page: number;
  limit: number;
  search?: string;
  status?: Exclude<SubscriptionStatus, "INACTIVE">;
  plan?: SubscriptionTier;
  source?: SubscriptionSource;
  sort: "createdAt" | "startDate" | "endDate" | "amount" | "plan" | "status" | "userName";
  order: "asc" | "desc";
}

// Sort keys map to columns from this allowlist only.
const SORT_COLUMNS = {
  createdAt: subscriptions.createdAt,
  startDate: subscriptions.startDate,
  endDate: subscriptions.endDate,
  amount: subscriptions.amountMinor,
  plan: subscriptions.planId,
  status: subscriptions.status,
  userName: users.fullName,
} as const satisfies Record<ListSubscriptionsParams["sort"], AnyPgColumn>;

export async function listSubscriptions(params: ListSubscriptionsParams, tx: DbOrTx = db) {
  const where = numberedListWhere(
    [
      params.status ? eq(subscriptions.status, params.status) : undefined,
      params.plan ? eq(subscriptions.planId, params.plan) : undefined,
      params.source ? eq(subscriptions.source, params.source) : undefined,
    ],
    params.search,
    [users.email, users.fullName],
  );
  const holder = eq(users.id, subscriptions.userId);
  return numberedPage(
    tx
      .select({
        id: subscriptions.id,
        userId: subscriptions.userId,
        userEmail: users.email,
        userName: users.fullName,
        planId: subscriptions.planId,
        source: subscriptions.source,
        status: subscriptions.status,
        startDate: subscriptions.startDate,
        endDate: subscriptions.endDate,
        amountMinor: subscriptions.amountMinor,
        currency: subscriptions.currency,
        paymentMethod: subscriptions.paymentMethod,
        autoRenew: subscriptions.autoRenew,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        orderReference: paymentOrders.reference,
        grantedById: subscriptions.grantedById,
        createdAt: subscriptions.createdAt,
      })
      .from(subscriptions)
      .innerJoin(users, holder)
      .leftJoin(paymentOrders, eq(paymentOrders.id, subscriptions.orderId))
      .where(where)
      .$dynamic(),
    tx.select({ value: count() }).from(subscriptions).innerJoin(users, holder).where(where),
    { column: SORT_COLUMNS[params.sort], tiebreak: subscriptions.id },
    params,
  );
}

/** Per currency: ACTIVE subscriptions, what they were paid (net of refunds), and the same converted to US cents. */
export async function activeRevenueByCurrency(tx: DbOrTx = db) {
  const net = sql`(${subscriptions.amountMinor} - least(coalesce(${paymentOrders.refundedAmountMinor}, 0),
    ${subscriptions.amountMinor}))`;
  // USD as is; another currency at the NGN-per-USD rate stored on its order (kobo / rate = cents); an order
  // without a rate falls back to the plan's USD price recorded on it; a grant without an order is worth 0.
  const usdCents = sql`case
    when ${subscriptions.currency} = 'USD' then ${net}
    when ${paymentOrders.exchangeRate} is not null and ${paymentOrders.exchangeRate} > 0 then round(${net} /
    ${paymentOrders.exchangeRate})
    when ${paymentOrders.id} is not null and ${subscriptions.amountMinor} > 0 then round(${paymentOrders.priceUsd} * 100
    * ${net} / ${subscriptions.amountMinor})
    else 0 end`;
  return tx
    .select({
      currency: subscriptions.currency,
      subscriptions: count(),
      amountMinor: sql<number>`coalesce(sum(${net}), 0)::bigint`.mapWith(Number),
      usdCents: sql<number>`coalesce(sum(${usdCents}), 0)::bigint`.mapWith(Number),
    })
    .from(subscriptions)
    .leftJoin(paymentOrders, eq(paymentOrders.id, subscriptions.orderId))
    .where(eq(subscriptions.status, "ACTIVE"))
    .groupBy(subscriptions.currency)
    .orderBy(asc(subscriptions.currency));
}

export async function countSubscriptionsByStatus(tx: DbOrTx = db) {
  return tx.select({ status: subscriptions.status, value: count() }).from(subscriptions).groupBy(subscriptions.status);
}

/** Distinct users holding an ACTIVE subscription on one of `plans`. */
export async function countUsersWithActivePlan(plans: SubscriptionTier[], tx: DbOrTx = db): Promise<number> {
  const [row] = await tx
    .select({ value: countDistinct(subscriptions.userId) })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, "ACTIVE"), inArray(subscriptions.planId, plans)));
  return row?.value ?? 0;
}

export async function countAllUsers(where?: SQL, tx: DbOrTx = db): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(users).where(where);
  return row?.value ?? 0;
}
