"use client";

import * as React from "react";
import Link from "next/link";
import type { ColumnDef, SortingState } from "@tanstack/react-table";

import { DataTable } from "@/components/admin/data-table";
import { FilterBar, ResultCount, SearchFilter, SelectFilter } from "@/components/admin/table-filters";
import { formatDate, formatMoney } from "@/components/admin/format";
import { useAdminList, useDebounced } from "@/components/admin/use-admin-list";
import { LoadError } from "@/components/member/load-error";
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

const STATUS_VARIANT: Record<string, "default" | "secondary" | "destructive" | "outline"> = { PAID: "default", PENDING: "secondary", FAILED: "destructive", EXPIRED: "outline", REFUNDED: "outline", PARTIALLY_REFUNDED: "secondary" };

/** Payment orders (server-paged, sorted, filtered) with refunds, Record payment and Refund. */
export function PaymentsConsole() {
  const [search, setSearch] = React.useState("");
  const [status, setStatus] = React.useState("all");
  const [provider, setProvider] = React.useState("all");
  const [sorting, setSorting] = React.useState<SortingState>([{ id: "createdAt", desc: true }]);
  const [page, setPage] = React.useState(1);
  const debouncedSearch = useDebounced(search);
  const sort = sorting[0];
  const { data, error, loading, reload } = useAdminList<ListAnswer>("/admin/payments", {
    page,
    search: debouncedSearch,
    status,
    provider,
    sort: sort?.id,
    order: sort ? (sort.desc ? "desc" : "asc") : undefined,
  });

  const columns = React.useMemo<ColumnDef<PaymentRow, unknown>[]>(
    () => [
      {
        id: "reference",
        header: "Payment",
        enableSorting: false,
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span className="font-mono text-xs">{row.original.reference}</span>
            {row.original.providerReference ? <span className="text-xs text-muted-foreground">{row.original.providerReference}</span> : null}
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
            {row.original.refundedAmountMinor > 0 ? <span className="text-xs text-muted-foreground">refunded {formatMoney(row.original.refundedAmountMinor, row.original.currency)}</span> : null}
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
      { id: "status", header: "Status", cell: ({ row }) => <Badge variant={STATUS_VARIANT[row.original.status] ?? "outline"}>{row.original.status.replace("_", " ")}</Badge> },
      { id: "createdAt", header: "Created", cell: ({ row }) => formatDate(row.original.createdAt) },
      { id: "paidAt", header: "Paid", cell: ({ row }) => formatDate(row.original.paidAt) },
      {
        id: "actions",
        header: "Actions",
        enableSorting: false,
        cell: ({ row }) => (row.original.refundable ? <RefundDialog payment={row.original} onRefunded={reload} /> : null),
      },
    ],
    [reload],
  );

  const filterChange = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setPage(1);
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <ManualPaymentDialog onRecorded={reload} />
        <Button asChild variant="outline">
          <Link href={routes.admin.subscriptions}>Subscriptions</Link>
        </Button>
      </div>
      {error ? (
        <LoadError title="Failed to fetch payments" message={error} onRetry={reload} />
      ) : (
        <>
          <FilterBar>
            <SearchFilter id="payment-search" label="Search payments" placeholder="Reference, email or name" value={search} onChange={filterChange(setSearch)} />
            <SelectFilter id="payment-status" label="Status" allLabel="All statuses" value={status} onChange={filterChange(setStatus)} options={ORDER_STATUSES} />
            <SelectFilter id="payment-provider" label="Provider" allLabel="All providers" value={provider} onChange={filterChange(setProvider)} options={PAYMENT_PROVIDERS} />
            <ResultCount loading={loading} total={data?.pagination.total} noun="payment" />
          </FilterBar>
          <DataTable
            caption="Payments"
            columns={columns}
            data={data?.payments ?? []}
            getRowId={(row) => row.id}
            sorting={sorting}
            onSortingChange={(next) => {
              setSorting(next);
              setPage(1);
            }}
            page={page}
            pages={data?.pagination.pages ?? 1}
            onPageChange={setPage}
            empty={loading ? "Loading payments…" : "No payments found"}
          />
        </>
      )}
    </div>
  );
}
