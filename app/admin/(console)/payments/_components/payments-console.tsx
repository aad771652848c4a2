"use client";

import * as React from "react";
import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";

import { AdminList } from "@/components/admin/admin-list";
import { NUMBERED_PAGING, useAdminListState } from "@/components/admin/admin-list-state";
import { formatUtcDate } from "@/lib/format/dates.rules";
import { formatMoney } from "@/lib/format/money.rules";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { routes } from "@/lib/site-config";
import { ORDER_STATUSES, PAYMENT_PROVIDERS } from "@/lib/payments/admin.input";

import { ManualPaymentDialog } from "./manual-payment-dialog";
import { RefundDialog } from "./refund-dialog";

interface PaymentRow {
  id: string;
  reference: string;
  providerReference: string | null;
  provider: string;
  status: string;
  plan: string;
  amountMinor: number;
  currency: string;
  refundedAmountMinor: number;
  customerEmail: string;
  userName: string | null;
  paidAt: string | null;
  createdAt: string;
  refundable: boolean;
  refunds: { id: string; amountMinor: number; currency: string; status: string }[];
}
interface ListAnswer {
  payments: PaymentRow[];
  pagination: { page: number; pages: number; total: number };
}

const STATUS_VARIANT: Record<string, "default" | "secondary" | "destructive" | "outline"> = {
  PAID: "default",
  PENDING: "secondary",
  FAILED: "destructive",
  EXPIRED: "outline",
  REFUNDED: "outline",
  PARTIALLY_REFUNDED: "secondary",
};

/** Payment orders (server-paged, sorted, filtered) with refunds, Record payment and Refund. */
export function PaymentsConsole() {
  const list = useAdminListState<ListAnswer, PaymentRow>({
    path: "/admin/payments",
    paging: NUMBERED_PAGING,
    rows: (answer) => answer.payments,
    search: { id: "payment-search", label: "Search payments", placeholder: "Reference, email or name" },
    filters: [
      { name: "status", id: "payment-status", label: "Status", allLabel: "All statuses", options: ORDER_STATUSES },
      {
        name: "provider",
        id: "payment-provider",
        label: "Provider",
        allLabel: "All providers",
        options: PAYMENT_PROVIDERS,
      },
    ],
  });
  const { reload } = list;

  const columns = React.useMemo<ColumnDef<PaymentRow, unknown>[]>(
    () => [
      {
        id: "reference",
        header: "Payment",
        enableSorting: false,
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span className="font-mono text-xs">{row.original.reference}</span>
            {row.original.providerReference ? (
              <span className="text-xs text-muted-foreground">{row.original.providerReference}</span>
            ) : null}
          </div>
        ),
      },
      {
        id: "customer",
        header: "Customer",
        enableSorting: false,
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span>{row.original.userName ?? "Deleted account"}</span>
            <span className="text-xs text-muted-foreground">{row.original.customerEmail}</span>
          </div>
        ),
      },
      { id: "provider", header: "Provider", cell: ({ row }) => row.original.provider },
      { id: "plan", header: "Plan", enableSorting: false, cell: ({ row }) => row.original.plan },
      {
        id: "amount",
        header: "Amount",
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span>{formatMoney(row.original.amountMinor, row.original.currency)}</span>
            {row.original.refundedAmountMinor > 0 ? (
              <span className="text-xs text-muted-foreground">
                refunded {formatMoney(row.original.refundedAmountMinor, row.original.currency)}
              </span>
            ) : null}
            {row.original.refunds
              .filter((refund) => refund.status === "PENDING" || refund.status === "PROCESSING")
              .map((refund) => (
                <span key={refund.id} className="text-xs text-muted-foreground">
                  refund {formatMoney(refund.amountMinor, refund.currency)} {refund.status.toLowerCase()}
                </span>
              ))}
          </div>
        ),
      },
      {
        id: "status",
        header: "Status",
        cell: ({ row }) => (
          <Badge variant={STATUS_VARIANT[row.original.status] ?? "outline"}>
            {row.original.status.replace("_", " ")}
          </Badge>
        ),
      },
      { id: "createdAt", header: "Created", cell: ({ row }) => formatUtcDate(row.original.createdAt) },
      { id: "paidAt", header: "Paid", cell: ({ row }) => formatUtcDate(row.original.paidAt) },
      {
        id: "actions",
        header: "Actions",
        enableSorting: false,
        cell: ({ row }) =>
          row.original.refundable ? <RefundDialog payment={row.original} onRefunded={reload} /> : null,
      },
    ],
    [reload],
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <ManualPaymentDialog onRecorded={reload} />
        <Button asChild variant="outline">
          <Link href={routes.admin.subscriptions}>Subscriptions</Link>
        </Button>
      </div>
      <AdminList
        list={list}
        caption="Payments"
        noun="payment"
        columns={columns}
        errorTitle="Failed to fetch payments"
        errorReplaces="all"
      />
    </div>
  );
}
