"use client";

import * as React from "react";
import Link from "next/link";
import { UserPlusIcon } from "lucide-react";
import { toast } from "sonner";

import { AdminList } from "@/components/admin/admin-list";
import { useAdminListState } from "@/components/admin/admin-list-state";
import { CURSOR_PAGING } from "@/components/admin/cursor-pager";
import { StatCard } from "@/components/admin/stat-card";
import { useAdminList } from "@/components/admin/use-admin-list";
import { useConsoleCaller } from "@/components/admin/use-console-caller";
import { LoadError } from "@/components/member/load-error";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/client";
import { routes } from "@/lib/site-config";
import { USER_ROLES } from "@/lib/accounts/users.input";
import { formatCount } from "@/lib/format/numbers.rules";

import { DeleteUserDialog } from "./delete-user-dialog";
import { EditUserDialog } from "./edit-user-dialog";
import { userColumns } from "./user-columns";
import { errorTitle, type UserListAnswer, type UserRow, type UserStats } from "./user-row";

const figure = (value: number | undefined) => (value === undefined ? "…" : formatCount(value));

/**
 * Stat cards, search and role filter, and the server-paged, server-sorted user table with edit, disable/enable
 * and delete (super admins only). The signed-in caller's own row (known in the browser) offers no disable or
 * delete; the server refuses both anyway.
 */
export function UsersConsole() {
  const currentUserId = useConsoleCaller().userId ?? "";
  const list = useAdminListState<UserListAnswer, UserRow>({
    path: "/users",
    paging: CURSOR_PAGING,
    rows: (answer) => answer.users,
    search: { id: "user-search", label: "Search users", placeholder: "Email or full name" },
    filters: [{ name: "role", id: "user-role", label: "Role", allLabel: "All roles", options: USER_ROLES }],
  });
  const stats = useAdminList<UserStats>("/users/stats", {});
  const [editing, setEditing] = React.useState<UserRow | null>(null);
  const [deleting, setDeleting] = React.useState<UserRow | null>(null);
  const [busyId, setBusyId] = React.useState<string | null>(null);

  const { reload: reloadList } = list;
  const { reload: reloadStats } = stats;
  const reload = React.useCallback(() => {
    reloadList();
    reloadStats();
  }, [reloadList, reloadStats]);

  const toggleDisabled = React.useCallback(
    async (user: UserRow) => {
      setBusyId(user.id);
      const result = await apiFetch(`/users/${encodeURIComponent(user.id)}`, {
        method: "PUT",
        body: { disabled: !user.disabled },
      });
      setBusyId(null);
      if (result.success) toast.success(user.disabled ? "User enabled successfully" : "User disabled successfully");
      else
        toast.error(errorTitle(result.details, user.disabled ? "Failed to enable user" : "Failed to disable user"), {
          description: result.error,
        });
      reload();
    },
    [reload],
  );

  const columns = React.useMemo(
    () =>
      userColumns({
        currentUserId,
        busyId,
        onEdit: setEditing,
        onToggleDisabled: toggleDisabled,
        onDelete: setDeleting,
      }),
    [currentUserId, busyId, toggleDisabled],
  );

  const figures = stats.data ?? undefined;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild>
          <Link href={routes.admin.createUsers}>
            <UserPlusIcon aria-hidden="true" />
            Create New User
          </Link>
        </Button>
      </div>

      {stats.error ? (
        <LoadError title="Failed to load user statistics" message={stats.error} onRetry={reloadStats} />
      ) : (
        <section aria-label="User statistics" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard label="Total Users" value={figure(figures?.totalUsers)} hint="Every account" />
          <StatCard label="Active Users" value={figure(figures?.activeUsers)} hint="Seen within 30 days" />
          <StatCard
            label="Premium Users"
            value={figure(figures?.premiumUsers)}
            hint="Active PREMIUM, ENTERPRISE or VIP plan"
          />
          <StatCard label="New This Week" value={figure(figures?.recentUsers)} hint="Joined within 7 days" />
        </section>
      )}

      <AdminList
        list={list}
        caption="Users"
        noun="user"
        columns={columns}
        errorTitle="Failed to load users"
        onRetry={reload}
      />

      <EditUserDialog
        user={editing}
        isSelf={editing?.id === currentUserId}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
      <DeleteUserDialog
        user={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          list.reloadAfterRemoval();
          reloadStats();
        }}
      />
    </div>
  );
}
