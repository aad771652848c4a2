"use client";

import * as React from "react";
import { Trash2Icon } from "lucide-react";
import { toast } from "sonner";

import { BusyButton } from "@/components/forms/busy-button";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { apiFetch } from "@/lib/api/client";

import { errorTitle, type UserRow } from "./user-row";

/** Asks before DELETE /api/users/{userId}: deleting an account cannot be undone. */
export function DeleteUserDialog({ user, onClose, onDeleted }: { user: UserRow | null; onClose: () => void; onDeleted: () => void }) {
  const [busy, setBusy] = React.useState(false);

  async function remove() {
    if (!user) return;
    setBusy(true);
    const result = await apiFetch<null>(`/users/${encodeURIComponent(user.id)}`, { method: "DELETE" });
    setBusy(false);
    if (!result.success) {
      toast.error(errorTitle(result.details, "Failed to delete user"), { description: result.error });
      return;
    }
    toast.success("User deleted successfully");
    onDeleted();
  }

  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open || busy ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete user?</DialogTitle>
          <DialogDescription>
            {user ? `${user.fullName} (${user.email}) will be deleted with their sessions, favourites, tracked picks and subscriptions; payment records are kept. This cannot be undone.` : null}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <BusyButton type="button" variant="destructive" busy={busy} busyLabel="Deleting..." icon={Trash2Icon} onClick={remove}>
            Delete user
          </BusyButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
