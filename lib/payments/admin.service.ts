import "server-only";

import * as adminPaymentQueries from "@/lib/payments/admin.queries";
import type { ListPaymentsQuery } from "@/lib/payments/admin.input";
import { toRefundDto } from "@/lib/payments/refunds.service";
import { exactPagination } from "@/lib/core/pagination";

// The admin payments view: orders, newest first by default, each with its refunds.

export async function listAdminPayments(query: ListPaymentsQuery) {
  const { rows, total } = await adminPaymentQueries.listOrders(query);
  const refunds = await adminPaymentQueries.listRefundsForOrders(rows.map((row) => row.id));
  return {
    payments: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      providerReference: row.providerReference,
      provider: row.provider,
      status: row.status,
      plan: row.planId,
      amountMinor: row.amountMinor,
      currency: row.currency,
      refundedAmountMinor: row.refundedAmountMinor,
      customerEmail: row.customerEmail,
      userName: row.userName,
      paidAt: row.paidAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      failureReason: row.failureReason,
      /** NOWPayments has no refund API; only PAID or partly refunded orders can be refunded. */
      refundable: row.provider !== "nowpayments" && (row.status === "PAID" || row.status === "PARTIALLY_REFUNDED"),
      refunds: refunds.filter((refund) => refund.orderId === row.id).map(toRefundDto),
    })),
    pagination: exactPagination(query.page, query.limit, total),
  };
}
