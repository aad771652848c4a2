import "server-only";

import { and, asc, count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { paymentOrders, refunds, users, type PaymentOrderStatus, type PaymentProvider } from "@/db/schema";

import { containsPattern } from "@/db/sql/like";

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

const SORT_COLUMNS = {
  createdAt: paymentOrders.createdAt,
  paidAt: paymentOrders.paidAt,
  amount: paymentOrders.amountMinor,
  status: paymentOrders.status,
  provider: paymentOrders.provider,
} as const;

export async function listOrders(params: ListOrdersParams, tx: DbOrTx = db) {
  const pattern = params.search ? containsPattern(params.search) : undefined;
  const where = and(
    params.status ? eq(paymentOrders.status, params.status) : undefined,
    params.provider ? eq(paymentOrders.provider, params.provider) : undefined,
    pattern
      ? or(ilike(paymentOrders.reference, pattern), ilike(paymentOrders.providerReference, pattern), ilike(paymentOrders.customerEmail, pattern), ilike(users.fullName, pattern))
      : undefined,
  );
  const direction = params.order === "asc" ? asc : desc;
  const [rows, [total]] = await Promise.all([
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
      .leftJoin(users, eq(users.id, paymentOrders.userId))
      .where(where)
      .orderBy(sql`${direction(SORT_COLUMNS[params.sort])} nulls last`, desc(paymentOrders.id))
      .limit(params.limit)
      .offset((params.page - 1) * params.limit),
    tx.select({ value: count() }).from(paymentOrders).leftJoin(users, eq(users.id, paymentOrders.userId)).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
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
