"use client";

import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";

import { DataTable } from "@/components/admin/data-table";
import { NativeSelect } from "@/components/admin/native-select";
import { useAdminList, useDebounced } from "@/components/admin/use-admin-list";
import { LoadError } from "@/components/member/load-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatUtcDateTime } from "@/lib/format/dates.rules";

interface AuditEntry {
  id: string;
  createdAt: string;
  actorEmail: string;
  action: string;
  entityType: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
}
interface AuditAnswer {
  entries: AuditEntry[];
  pagination: { page: number; pages: number; total: number };
  filters: { actions: string[]; entityTypes: string[] };
}

/** before → after of the changed fields, compactly; the full values are in the title attribute. */
function describeChange(entry: AuditEntry): string {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (keys.length === 0) return "—";
  return keys
    .map((key) => {
      const before = entry.before && key in entry.before ? JSON.stringify(entry.before[key]) : null;
      const after = entry.after && key in entry.after ? JSON.stringify(entry.after[key]) : null;
      return before !== null && after !== null ? `${key}: ${before} → ${after}` : `${key}: ${after ?? before}`;
    })
    .join("; ");
}

const columns: ColumnDef<AuditEntry, unknown>[] = [
  {
    id: "createdAt",
    header: "When",
    cell: ({ row }) => <span className="whitespace-nowrap">{formatUtcDateTime(row.original.createdAt)}</span>,
  },
  { id: "actor", header: "Actor", cell: ({ row }) => row.original.actorEmail },
  { id: "action", header: "Action", cell: ({ row }) => <code className="text-xs">{row.original.action}</code> },
  {
    id: "entity",
    header: "Entity",
    cell: ({ row }) => (
      <span>
        {row.original.entityType}
        {row.original.entityId ? (
          <span className="block max-w-48 truncate text-xs text-muted-foreground">{row.original.entityId}</span>
        ) : null}
      </span>
    ),
  },
  {
    id: "change",
    header: "Change",
    cell: ({ row }) => {
      const text = describeChange(row.original);
      return (
        <span className="line-clamp-2 max-w-md text-xs break-all" title={text}>
          {text}
        </span>
      );
    },
  },
  { id: "ip", header: "IP", cell: ({ row }) => row.original.ip ?? "—" },
];

/** The audit log, paged on the server, filtered by actor e-mail, action and entity type. */
export function AuditLogTable() {
  const [actor, setActor] = React.useState("");
  const [action, setAction] = React.useState("");
  const [entityType, setEntityType] = React.useState("");
  const [page, setPage] = React.useState(1);
  const debouncedActor = useDebounced(actor);
  const { data, error } = useAdminList<AuditAnswer>("/admin/audit-log", {
    page,
    actor: debouncedActor,
    action,
    entityType,
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="audit-actor">Actor</Label>
          <Input
            id="audit-actor"
            className="w-64"
            placeholder="Search by e-mail"
            value={actor}
            maxLength={100}
            onChange={(event) => {
              setActor(event.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="audit-action">Action</Label>
          <NativeSelect
            id="audit-action"
            value={action}
            onChange={(event) => {
              setAction(event.target.value);
              setPage(1);
            }}
          >
            <option value="">All actions</option>
            {data?.filters.actions.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="audit-entity">Entity</Label>
          <NativeSelect
            id="audit-entity"
            value={entityType}
            onChange={(event) => {
              setEntityType(event.target.value);
              setPage(1);
            }}
          >
            <option value="">All entities</option>
            {data?.filters.entityTypes.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {error ? (
        <LoadError title="Failed to load the audit log" message={error} />
      ) : (
        <DataTable
          caption="Audit log"
          columns={columns}
          data={data?.entries ?? []}
          page={page}
          pages={data?.pagination.pages ?? 1}
          onPageChange={setPage}
          empty={data ? "No audit entries match" : "Loading the audit log…"}
          getRowId={(row) => row.id}
        />
      )}
    </div>
  );
}
