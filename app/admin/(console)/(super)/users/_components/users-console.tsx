"use client";

import * as React from "react";
import Link from "next/link";
import type { SortingState } from "@tanstack/react-table";
import { UserPlusIcon } from "lucide-react";
import { toast } from "sonner";

import { CursorPager } from "@/components/admin/cursor-pager";
import { previousPosition, useCursorPages, useLastCount } from "@/components/admin/cursor-pages";
import { DataTable } from "@/components/admin/data-table";
import { FilterBar, ResultCount, SearchFilter, SelectFilter } from "@/components/admin/table-filters";
import { StatCard } from "@/components/admin/stat-card";
import { useAdminList, useDebounced } from "@/components/admin/use-admin-list";
import { LoadError } from "@/components/member/load-error";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/client";
import { routes } from "@/lib/site-config";
import { USER_ROLES } from "@/lib/accounts/users.input";

import { DeleteUserDialog } from "./delete-user-dialog";
import { EditUserDialog } from "./edit-user-dialog";
import { userColumns } from "./user-columns";
import { errorTitle, type UserListAnswer, type UserRow, type UserStats } from "./user-row";

const figure = (value: number | undefined) => (value === undefined ? "…" : value.toLocaleString("en-US"));

/**
 * Stat cards, search and role filter, and the server-paged, server-sorted user table with edit, disable/enable
 * and delete (super admins only).
 */
export function UsersConsole({ currentUserId }: { currentUserId: string }) {
  const [search, setSearch] = React.useState("");
  const [role, setRole] = React.useState("all");
  const [sorting, setSorting] = React.useState<SortingState>([{ id: "createdAt", desc: true }]);
  const pager = useCursorPages();
  const debouncedSearch = useDebounced(search);
  const sort = sorting[0];
  const list = useAdminList<UserListAnswer>("/users", {
    ...pager.query,
    search: debouncedSearch,
    role,
    sort: sort?.id,
    order: sort ? (sort.desc ? "desc" : "asc") : undefined,
  });
  const count = useLastCount(list.data);
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
      const result = await apiFetch(`/users/${encodeURIComponent(user.id)}`, { method: "PUT", body: { disabled: !user.disabled } });
      setBusyId(null);
      if (result.success) toast.success(user.disabled ? "User enabled successfully" : "User disabled successfully");
      else toast.error(errorTitle(result.details, user.disabled ? "Failed to enable user" : "Failed to disable user"), { description: result.error });
      reload();
    },
    [reload],
  );

  const columns = React.useMemo(
    () => userColumns({ currentUserId, busyId, onEdit: setEditing, onToggleDisabled: toggleDisabled, onDelete: setDeleting }),
    [currentUserId, busyId, toggleDisabled],
  );

  const filterChange = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    pager.reset();
  };
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
          <StatCard label="Premium Users" value={figure(figures?.premiumUsers)} hint="Active PREMIUM, ENTERPRISE or VIP plan" />
          <StatCard label="New This Week" value={figure(figures?.recentUsers)} hint="Joined within 7 days" />
        </section>
      )}

      <FilterBar>
        <SearchFilter id="user-search" label="Search users" placeholder="Email or full name" value={search} onChange={filterChange(setSearch)} />
        <SelectFilter id="user-role" label="Role" allLabel="All roles" value={role} onChange={filterChange(setRole)} options={USER_ROLES} />
        <ResultCount loading={list.loading} total={count.total} totalAbove={count.totalAbove} noun="user" />
      </FilterBar>

      {list.error ? (
        <LoadError title="Failed to load users" message={list.error} onRetry={reload} />
      ) : (
        <DataTable
          caption="Users"
          columns={columns}
          data={list.data?.users ?? []}
          getRowId={(row) => row.id}
          sorting={sorting}
          onSortingChange={(next) => {
            setSorting(next);
            pager.reset();
          }}
          empty={list.loading && !list.data ? "Loading users…" : "No users found"}
        />
      )}
      {list.error ? null : (
        <CursorPager
          caption="Users"
          position={pager.position}
          pages={count.pages}
          nextCursor={list.data?.nextCursor ?? null}
          disabled={list.loading}
          onChange={pager.setPosition}
        />
      )}

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
          // The last row of a later page may have gone: step back rather than show an empty page.
          const previous = previousPosition(pager.position);
          if (previous && list.data?.users.length === 1) pager.setPosition(previous);
          reload();
        }}
      />
    </div>
  );
}
