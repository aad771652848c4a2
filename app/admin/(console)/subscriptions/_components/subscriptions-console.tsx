"use client";

import * as React from "react";
import Link from "next/link";
import type { ColumnDef } from "@tanstack/react-table";
import { BanIcon } from "lucide-react";
import { toast } from "sonner";

import { AdminList } from "@/components/admin/admin-list";
import { NUMBERED_PAGING, useAdminListState } from "@/components/admin/admin-list-state";
import { formatUtcDate } from "@/lib/format/dates.rules";
import { formatMoney } from "@/lib/format/money.rules";
import { StatCard } from "@/components/admin/stat-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/client";
import { routes } from "@/lib/site-config";
import { SUBSCRIPTION_PLANS, SUBSCRIPTION_ROW_STATUSES, SUBSCRIPTION_SOURCES } from "@/lib/subscriptions/admin.input";

import { AddSubscriptionDialog } from "./add-subscription-dialog";

interface SubscriptionRow {
  id: string;
  userEmail: string;
  userName: string;
  plan: string;
  source: string;
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

const STATUS_VARIANT: Record<string, "default" | "secondary" | "destructive" | "outline"> = {
  ACTIVE: "default",
  PENDING: "secondary",
  CANCELLED: "destructive",
  EXPIRED: "outline",
};

/** How the console names where a period came from. */
const SOURCE_LABEL: Record<(typeof SUBSCRIPTION_SOURCES)[number], string> = {
  TRIAL: "Trial",
  REFERRAL: "Referral",
  PAYMENT: "Payment",
  GRANT: "Grant",
};

/** Stat cards, search and filters, and the server-paged subscription table with cancel and Add Subscription. */
export function SubscriptionsConsole() {
  const list = useAdminListState<ListAnswer, SubscriptionRow>({
    path: "/admin/subscriptions",
    paging: NUMBERED_PAGING,
    rows: (answer) => answer.subscriptions,
    search: { id: "subscription-search", label: "Search subscriptions", placeholder: "Name or email" },
    filters: [
      {
        name: "status",
        id: "subscription-status",
        label: "Status",
        allLabel: "All statuses",
        options: SUBSCRIPTION_ROW_STATUSES,
      },
      { name: "plan", id: "subscription-plan", label: "Plan", allLabel: "All plans", options: SUBSCRIPTION_PLANS },
      {
        name: "source",
        id: "subscription-source",
        label: "Source",
        allLabel: "All sources",
        options: SUBSCRIPTION_SOURCES.map((value) => ({ value, label: SOURCE_LABEL[value] })),
      },
    ],
  });
  const { reload } = list;
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
      {
        id: "source",
        header: "Source",
        enableSorting: false,
        cell: ({ row }) => SOURCE_LABEL[row.original.source as keyof typeof SOURCE_LABEL] ?? row.original.source,
      },
      {
        id: "status",
        header: "Status",
        cell: ({ row }) => (
          <Badge variant={STATUS_VARIANT[row.original.status] ?? "outline"}>{row.original.status}</Badge>
        ),
      },
      {
        id: "amount",
        header: "Amount",
        cell: ({ row }) =>
          row.original.amountMinor === 0 && row.original.granted
            ? "Complimentary"
            : formatMoney(row.original.amountMinor, row.original.currency),
      },
      {
        id: "paymentMethod",
        header: "Payment",
        enableSorting: false,
        cell: ({ row }) => row.original.paymentMethod ?? "—",
      },
      { id: "startDate", header: "Start", cell: ({ row }) => formatUtcDate(row.original.startDate) },
      { id: "endDate", header: "End", cell: ({ row }) => formatUtcDate(row.original.endDate) },
      {
        id: "actions",
        header: "Actions",
        enableSorting: false,
        cell: ({ row }) =>
          row.original.status === "ACTIVE" ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={cancelling === row.original.id}
              onClick={() => cancel(row.original)}
              aria-label={`Cancel subscription of ${row.original.userEmail}`}
            >
              <BanIcon aria-hidden="true" />
              Cancel
            </Button>
          ) : null,
      },
    ],
    [cancel, cancelling],
  );

  const stats = list.data?.stats;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <AddSubscriptionDialog onGranted={reload} />
        <Button asChild variant="outline">
          <Link href={routes.admin.payments}>Payments</Link>
        </Button>
      </div>

      <AdminList
        list={list}
        caption="Subscriptions"
        noun="subscription"
        columns={columns}
        errorTitle="Failed to fetch subscriptions"
        errorReplaces="all"
        header={
          <section aria-label="Subscription statistics" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard
              label="Total Subscriptions"
              value={stats ? stats.totalSubscriptions : "…"}
              hint={stats ? `${stats.activeSubscriptions} active` : null}
            />
            <StatCard
              label="Revenue"
              value={stats ? formatMoney(stats.revenue.totalUsdCents, "USD") : "…"}
              hint={
                stats
                  ? stats.revenue.byCurrency.length
                    ? stats.revenue.byCurrency.map((row) => formatMoney(row.amountMinor, row.currency)).join(" + ")
                    : "No active paid subscriptions"
                  : null
              }
            />
            <StatCard label="Premium Users" value={stats ? stats.premiumUsers : "…"} hint="PREMIUM and VIP, active" />
            <StatCard
              label="Conversion"
              value={stats ? `${stats.conversionRate.toFixed(1)}%` : "…"}
              hint={stats ? `of ${stats.totalUsers} users` : null}
            />
          </section>
        }
      />
    </div>
  );
}
