import "server-only";

import { asc, count, eq, inArray } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import { db, type DbOrTx } from "@/db";
import { paymentOrders, refunds, users, type PaymentOrderStatus, type PaymentProvider } from "@/db/schema";

import { numberedListWhere, numberedPage } from "@/db/sql/numbered-page";

// The admin payments view: orders with their payer and refunds. SQL only.

export interface ListOrdersParams {
  page: number;
  limit: number;
  search?: string;
  status?: PaymentOrderStatus;
  provider?: PaymentProvider;
  sort: "createdAt" | "paidAt" | "amount" | "status" | "provider";
  order: "asc" | "desc";
}

// Sort keys map to columns from this allowlist only.
const SORT_COLUMNS = {
  createdAt: paymentOrders.createdAt,
  paidAt: paymentOrders.paidAt,
  amount: paymentOrders.amountMinor,
  status: paymentOrders.status,
  provider: paymentOrders.provider,
} as const satisfies Record<ListOrdersParams["sort"], AnyPgColumn>;

/** The search box: the term in the order's references, the customer's e-mail or the payer's name. */
const SEARCH_COLUMNS = [
  paymentOrders.reference,
  paymentOrders.providerReference,
  paymentOrders.customerEmail,
  users.fullName,
];

export async function listOrders(params: ListOrdersParams, tx: DbOrTx = db) {
  const where = numberedListWhere(
    [
      params.status ? eq(paymentOrders.status, params.status) : undefined,
      params.provider ? eq(paymentOrders.provider, params.provider) : undefined,
    ],
    params.search,
    SEARCH_COLUMNS,
  );
  const payer = eq(users.id, paymentOrders.userId);
  return numberedPage(
    tx
      .select({
        id: paymentOrders.id,
        reference: paymentOrders.reference,
        providerReference: paymentOrders.providerReference,
        provider: paymentOrders.provider,
        status: paymentOrders.status,
        planId: paymentOrders.planId,
        amountMinor: paymentOrders.amountMinor,
        currency: paymentOrders.currency,
        refundedAmountMinor: paymentOrders.refundedAmountMinor,
        customerEmail: paymentOrders.customerEmail,
        userName: users.fullName,
        paidAt: paymentOrders.paidAt,
        createdAt: paymentOrders.createdAt,
        failureReason: paymentOrders.failureReason,
      })
      .from(paymentOrders)
      .leftJoin(users, payer)
      .where(where)
      .$dynamic(),
    tx.select({ value: count() }).from(paymentOrders).leftJoin(users, payer).where(where),
    { column: SORT_COLUMNS[params.sort], tiebreak: paymentOrders.id },
    params,
  );
}

/** The refunds of some orders, oldest first. */
export function listRefundsForOrders(orderIds: string[], tx: DbOrTx = db) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: refunds.id,
      orderId: refunds.orderId,
      amountMinor: refunds.amountMinor,
      currency: refunds.currency,
      status: refunds.status,
      reason: refunds.reason,
      failureReason: refunds.failureReason,
      processedAt: refunds.processedAt,
      createdAt: refunds.createdAt,
    })
    .from(refunds)
    .where(inArray(refunds.orderId, orderIds))
    .orderBy(asc(refunds.createdAt));
}
