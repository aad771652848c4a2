"use client";

import { Trash2Icon } from "lucide-react";
import { toast } from "sonner";

import { ConfirmDialog } from "@/components/admin/admin-dialog";
import { apiFetch } from "@/lib/api/client";

import { errorTitle, type UserRow } from "./user-row";

/** Asks before DELETE /api/users/{userId}: deleting an account cannot be undone. */
export function DeleteUserDialog({
  user,
  onClose,
  onDeleted,
}: {
  user: UserRow | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  async function remove() {
    if (!user) return;
    const result = await apiFetch<null>(`/users/${encodeURIComponent(user.id)}`, { method: "DELETE" });
    if (!result.success) {
      toast.error(errorTitle(result.details, "Failed to delete user"), { description: result.error });
      return;
    }
    toast.success("User deleted successfully");
    onDeleted();
  }

  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Delete user?"
      description={
        user
          ? `${user.fullName} (${user.email}) will be deleted with their sessions, favourites, tracked picks and ` +
            "subscriptions; payment records are kept. This cannot be undone."
          : null
      }
      action={{ label: "Delete user", busyLabel: "Deleting...", icon: Trash2Icon }}
      holdWhileBusy
      onConfirm={remove}
    />
  );
}
