"use client";

import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";

import { AdminList } from "@/components/admin/admin-list";
import { NUMBERED_PAGING, useAdminListState, type AdminListConfig } from "@/components/admin/admin-list-state";
import { StatCard } from "@/components/admin/stat-card";
import { Badge } from "@/components/ui/badge";
import { formatCount } from "@/lib/format/numbers.rules";
import { formatUtcDateTime } from "@/lib/format/dates.rules";

import { CreateApiKeyDialog } from "./create-api-key-dialog";
import { RevokeApiKeyDialog } from "./revoke-api-key-dialog";

interface ApiKeyRow {
  id: string;
  name: string;
  maskedKey: string;
  owner: { id: string; email: string; name: string };
  createdAt: string;
  lastUsedAt: string | null;
  requestCount: number;
  revoked: boolean;
  revokedAt: string | null;
  expiresAt: string | null;
}
interface ListAnswer {
  apiKeys: ApiKeyRow[];
  pagination: { page: number; pages: number; total: number };
  stats: { totalKeys: number; activeKeys: number; revokedKeys: number; totalRequests: number; usedLast24Hours: number };
  rateLimitPerHour: number;
}

const formatDateTime = (iso: string | null, never = "—") => (iso ? formatUtcDateTime(iso) : never);
/** Read when the table renders: an expired key is refused by the server whatever this shows. */
const isExpired = (iso: string | null) => iso !== null && new Date(iso).getTime() <= Date.now();
const KEY_STATUS_OPTIONS = [
  { value: "active", label: "Active" },
  { value: "revoked", label: "Revoked" },
];

const API_KEY_LIST: AdminListConfig<ListAnswer, ApiKeyRow> = {
  path: "/admin/api-keys",
  paging: NUMBERED_PAGING,
  rows: (answer) => answer.apiKeys,
  filters: [
    { name: "status", id: "api-key-status", label: "Status", allLabel: "All keys", options: KEY_STATUS_OPTIONS },
  ],
  // Newest first, always: the API has no sort parameter.
  sorting: "fixed",
};

/** Stat cards, the status filter and the key table with usage, Create API Key and Revoke. */
export function ApiKeysConsole() {
  const list = useAdminListState(API_KEY_LIST);
  const { data, reload } = list;

  const columns = React.useMemo<ColumnDef<ApiKeyRow, unknown>[]>(
    () => [
      { id: "name", header: "Name", cell: ({ row }) => <span className="font-medium">{row.original.name}</span> },
      {
        id: "owner",
        header: "Owner",
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span>{row.original.owner.name}</span>
            <span className="text-xs text-muted-foreground">{row.original.owner.email}</span>
          </div>
        ),
      },
      {
        id: "key",
        header: "Key",
        cell: ({ row }) => <code className="font-mono text-xs">{row.original.maskedKey}</code>,
      },
      { id: "createdAt", header: "Created", cell: ({ row }) => formatDateTime(row.original.createdAt) },
      { id: "lastUsedAt", header: "Last used", cell: ({ row }) => formatDateTime(row.original.lastUsedAt, "Never") },
      {
        id: "requestCount",
        header: "Requests",
        cell: ({ row }) => <span className="tabular-nums">{formatCount(row.original.requestCount)}</span>,
      },
      { id: "expiresAt", header: "Expires", cell: ({ row }) => formatDateTime(row.original.expiresAt, "Never") },
      {
        id: "status",
        header: "Status",
        cell: ({ row }) =>
          row.original.revoked ? (
            <Badge variant="destructive" title={`Revoked ${formatDateTime(row.original.revokedAt)}`}>
              Revoked
            </Badge>
          ) : isExpired(row.original.expiresAt) ? (
            <Badge variant="muted">Expired</Badge>
          ) : (
            <Badge>Active</Badge>
          ),
      },
      {
        id: "actions",
        header: "Actions",
        cell: ({ row }) =>
          row.original.revoked ? null : <RevokeApiKeyDialog apiKey={row.original} onRevoked={reload} />,
      },
    ],
    [reload],
  );

  const stats = data?.stats;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <CreateApiKeyDialog onCreated={reload} />
        <p className="text-sm text-muted-foreground">
          Keys are read-only (GET) and act as their owner. Programs send them as Authorization: Bearer &lt;key&gt;.
        </p>
      </div>

      <AdminList
        list={list}
        caption="API keys"
        noun="API key"
        columns={columns}
        errorTitle="Failed to fetch API keys"
        errorReplaces="all"
        header={
          <section aria-label="API key statistics" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard
              label="Active Keys"
              value={stats ? formatCount(stats.activeKeys) : "…"}
              hint={stats ? `${formatCount(stats.revokedKeys)} revoked` : null}
            />
            <StatCard
              label="Total Requests"
              value={stats ? formatCount(stats.totalRequests) : "…"}
              hint="All keys, since they were created"
            />
            <StatCard
              label="Used in 24 Hours"
              value={stats ? formatCount(stats.usedLast24Hours) : "…"}
              hint="Keys with a request in the last 24 hours"
            />
            <StatCard
              label="Rate Limit"
              value={data ? `${formatCount(data.rateLimitPerHour)}/h` : "…"}
              hint="Requests per hour per key (api_rate_limit_per_hour)"
            />
          </section>
        }
      />
    </div>
  );
}
