"use client";

import * as React from "react";
import Link from "next/link";
import type { ColumnDef, SortingState } from "@tanstack/react-table";
import { BanIcon } from "lucide-react";
import { toast } from "sonner";

import { DataTable } from "@/components/admin/data-table";
import { FilterBar, ResultCount, SearchFilter, SelectFilter } from "@/components/admin/table-filters";
import { formatDate, formatMoney } from "@/components/admin/format";
import { StatCard } from "@/components/admin/stat-card";
import { useAdminList, useDebounced } from "@/components/admin/use-admin-list";
import { LoadError } from "@/components/member/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/client";
import { routes } from "@/lib/site-config";
import { SUBSCRIPTION_PLANS, SUBSCRIPTION_ROW_STATUSES } from "@/lib/payments/admin.input";

import { AddSubscriptionDialog } from "./add-subscription-dialog";

interface SubscriptionRow {
  id: string;
  userEmail: string;
  userName: string;
  plan: string;
  status: string;
  startDate: string | null;
  endDate: string | null;
  amountMinor: number;
  currency: string;
  paymentMethod: string | null;
  granted: boolean;
}
interface Stats {
  totalSubscriptions: number;
  activeSubscriptions: number;
  revenue: { byCurrency: { currency: string; amountMinor: number }[]; totalUsdCents: number };
  premiumUsers: number;
  totalUsers: number;
  conversionRate: number;
}
interface ListAnswer {
  subscriptions: SubscriptionRow[];
  pagination: { page: number; pages: number; total: number };
  stats: Stats;
}

const STATUS_VARIANT: Record<string, "default" | "secondary" | "destructive" | "outline"> = { ACTIVE: "default", PENDING: "secondary", CANCELLED: "destructive", EXPIRED: "outline" };

/** Stat cards, search and filters, and the server-paged subscription table with cancel and Add Subscription. */
export function SubscriptionsConsole() {
  const [search, setSearch] = React.useState("");
  const [status, setStatus] = React.useState("all");
  const [plan, setPlan] = React.useState("all");
  const [sorting, setSorting] = React.useState<SortingState>([{ id: "createdAt", desc: true }]);
  const [page, setPage] = React.useState(1);
  const debouncedSearch = useDebounced(search);
  const sort = sorting[0];
  const { data, error, loading, reload } = useAdminList<ListAnswer>("/admin/subscriptions", {
    page,
    search: debouncedSearch,
    status,
    plan,
    sort: sort?.id,
    order: sort ? (sort.desc ? "desc" : "asc") : undefined,
  });
  const [cancelling, setCancelling] = React.useState<string | null>(null);

  const cancel = React.useCallback(
    async (row: SubscriptionRow) => {
      setCancelling(row.id);
      const result = await apiFetch<{ message: string }>(`/admin/subscriptions/${row.id}/cancel`, { method: "POST" });
      setCancelling(null);
      if (result.success) toast.success("Subscription cancelled successfully");
      else toast.error(result.error || "Failed to cancel subscription");
      reload();
    },
    [reload],
  );

  const columns = React.useMemo<ColumnDef<SubscriptionRow, unknown>[]>(
    () => [
      {
        id: "userName",
        header: "User",
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span className="font-medium">{row.original.userName}</span>
            <span className="text-xs text-muted-foreground">{row.original.userEmail}</span>
          </div>
        ),
      },
      { id: "plan", header: "Plan", cell: ({ row }) => <Badge variant="outline">{row.original.plan}</Badge> },
      { id: "status", header: "Status", cell: ({ row }) => <Badge variant={STATUS_VARIANT[row.original.status] ?? "outline"}>{row.original.status}</Badge> },
      {
        id: "amount",
        header: "Amount",
        cell: ({ row }) => (row.original.amountMinor === 0 && row.original.granted ? "Complimentary" : formatMoney(row.original.amountMinor, row.original.currency)),
      },
      { id: "paymentMethod", header: "Payment", enableSorting: false, cell: ({ row }) => row.original.paymentMethod ?? "—" },
      { id: "startDate", header: "Start", cell: ({ row }) => formatDate(row.original.startDate) },
      { id: "endDate", header: "End", cell: ({ row }) => formatDate(row.original.endDate) },
      {
        id: "actions",
        header: "Actions",
        enableSorting: false,
        cell: ({ row }) =>
          row.original.status === "ACTIVE" ? (
            <Button type="button" variant="outline" size="sm" disabled={cancelling === row.original.id} onClick={() => cancel(row.original)} aria-label={`Cancel subscription of ${row.original.userEmail}`}>
              <BanIcon aria-hidden="true" />
              Cancel
            </Button>
          ) : null,
      },
    ],
    [cancel, cancelling],
  );

  const stats = data?.stats;
  const filterChange = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setPage(1);
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <AddSubscriptionDialog onGranted={reload} />
        <Button asChild variant="outline">
          <Link href={routes.admin.payments}>Payments</Link>
        </Button>
      </div>

      {error ? (
        <LoadError title="Failed to fetch subscriptions" message={error} onRetry={reload} />
      ) : (
        <>
          <section aria-label="Subscription statistics" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard label="Total Subscriptions" value={stats ? stats.totalSubscriptions : "…"} hint={stats ? `${stats.activeSubscriptions} active` : null} />
            <StatCard
              label="Revenue"
              value={stats ? formatMoney(stats.revenue.totalUsdCents, "USD") : "…"}
              hint={stats ? (stats.revenue.byCurrency.length ? stats.revenue.byCurrency.map((row) => formatMoney(row.amountMinor, row.currency)).join(" + ") : "No active paid subscriptions") : null}
            />
            <StatCard label="Premium Users" value={stats ? stats.premiumUsers : "…"} hint="PREMIUM and VIP, active" />
            <StatCard label="Conversion" value={stats ? `${stats.conversionRate.toFixed(1)}%` : "…"} hint={stats ? `of ${stats.totalUsers} users` : null} />
          </section>

          <FilterBar>
            <SearchFilter id="subscription-search" label="Search subscriptions" placeholder="Name or email" value={search} onChange={filterChange(setSearch)} />
            <SelectFilter id="subscription-status" label="Status" allLabel="All statuses" value={status} onChange={filterChange(setStatus)} options={SUBSCRIPTION_ROW_STATUSES} />
            <SelectFilter id="subscription-plan" label="Plan" allLabel="All plans" value={plan} onChange={filterChange(setPlan)} options={SUBSCRIPTION_PLANS} />
            <ResultCount loading={loading} total={data?.pagination.total} noun="subscription" />
          </FilterBar>

          <DataTable
            caption="Subscriptions"
            columns={columns}
            data={data?.subscriptions ?? []}
            getRowId={(row) => row.id}
            sorting={sorting}
            onSortingChange={(next) => {
              setSorting(next);
              setPage(1);
            }}
            page={page}
            pages={data?.pagination.pages ?? 1}
            onPageChange={setPage}
            empty={loading ? "Loading subscriptions…" : "No subscriptions found"}
          />
        </>
      )}
    </div>
  );
}
