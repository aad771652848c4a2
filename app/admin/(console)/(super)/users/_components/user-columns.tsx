"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { formatDistanceToNowStrict } from "date-fns";
import { BanIcon, CircleCheckIcon, PencilIcon, Trash2Icon } from "lucide-react";

import { formatUtcDate } from "@/lib/format/dates.rules";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

import type { UserRow } from "./user-row";

const ROLE_VARIANT: Record<UserRow["role"], "default" | "secondary" | "outline"> = {
  SUPER_ADMIN: "default",
  ADMIN: "secondary",
  USER: "outline",
};

export interface UserColumnActions {
  currentUserId: string;
  /** The user whose disable/enable call is in flight. */
  busyId: string | null;
  onEdit: (user: UserRow) => void;
  onToggleDisabled: (user: UserRow) => void;
  onDelete: (user: UserRow) => void;
}

/** The user table's columns; the ids are the server's sort keys (GET /api/users?sort=…). */
export function userColumns({
  currentUserId,
  busyId,
  onEdit,
  onToggleDisabled,
  onDelete,
}: UserColumnActions): ColumnDef<UserRow, unknown>[] {
  return [
    {
      id: "fullName",
      header: "User",
      cell: ({ row }) => (
        <div className="flex flex-col">
          <span className="font-medium">{row.original.fullName}</span>
          <span className="text-xs text-muted-foreground">{row.original.email}</span>
        </div>
      ),
    },
    {
      id: "role",
      header: "Role",
      cell: ({ row }) => <Badge variant={ROLE_VARIANT[row.original.role]}>{row.original.role}</Badge>,
    },
    {
      id: "subscriptionTier",
      header: "Subscription",
      cell: ({ row }) => (
        <div className="flex flex-col gap-1">
          <Badge variant="outline">{row.original.subscriptionTier}</Badge>
          <span className="text-xs text-muted-foreground">{row.original.subscriptionStatus}</span>
        </div>
      ),
    },
    {
      id: "emailVerified",
      header: "Status",
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-1">
          <Badge variant={row.original.emailVerified ? "default" : "secondary"}>
            {row.original.emailVerified ? "Verified" : "Unverified"}
          </Badge>
          {row.original.disabled ? <Badge variant="destructive">Disabled</Badge> : null}
        </div>
      ),
    },
    {
      id: "lastLoginAt",
      header: "Last Login",
      cell: ({ row }) => {
        const at = row.original.lastLoginAt;
        if (!at) return <span className="text-muted-foreground">Never</span>;
        return (
          <time dateTime={at} title={new Date(at).toUTCString()}>
            {formatDistanceToNowStrict(new Date(at), { addSuffix: true })}
          </time>
        );
      },
    },
    { id: "createdAt", header: "Joined", cell: ({ row }) => formatUtcDate(row.original.createdAt) },
    {
      id: "actions",
      header: "Actions",
      enableSorting: false,
      cell: ({ row }) => {
        const user = row.original;
        const self = user.id === currentUserId;
        // The server refuses disabling or deleting oneself (lib/accounts/users.service.ts); the buttons say so up
        // front.
        const selfReason = self ? "You cannot do this to your own account" : undefined;
        return (
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => onEdit(user)}
              aria-label={`Edit ${user.email}`}
            >
              <PencilIcon aria-hidden="true" />
              Edit
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={self || busyId === user.id}
              title={selfReason}
              onClick={() => onToggleDisabled(user)}
              aria-label={`${user.disabled ? "Enable" : "Disable"} ${user.email}`}
            >
              {user.disabled ? <CircleCheckIcon aria-hidden="true" /> : <BanIcon aria-hidden="true" />}
              {user.disabled ? "Enable" : "Disable"}
            </Button>
            <Button
              type="button"
              variant="destructive"
              size="sm"
              disabled={self}
              title={selfReason}
              onClick={() => onDelete(user)}
              aria-label={`Delete ${user.email}`}
            >
              <Trash2Icon aria-hidden="true" />
              Delete
            </Button>
          </div>
        );
      },
    },
  ];
}
