"use client";

import * as React from "react";
import { BanIcon } from "lucide-react";
import { toast } from "sonner";

import { BusyButton } from "@/components/forms/busy-button";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { apiFetch } from "@/lib/api/client";

/** Revoke, after a confirmation: DELETE /api/admin/api-keys/{id}. A revoked key answers 401 from then on. */
export function RevokeApiKeyDialog({ apiKey, onRevoked }: { apiKey: { id: string; name: string; maskedKey: string }; onRevoked: () => void }) {
  const [open, setOpen] = React.useState(false);
  const [busy, setBusy] = React.useState(false);

  async function revoke() {
    setBusy(true);
    const result = await apiFetch<{ id: string }>(`/admin/api-keys/${apiKey.id}`, { method: "DELETE" });
    setBusy(false);
    if (!result.success) {
      toast.error(result.error || "Failed to revoke API key");
      return;
    }
    toast.success("API key revoked");
    setOpen(false);
    onRevoked();
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" aria-label={`Revoke API key ${apiKey.name}`}>
          <BanIcon aria-hidden="true" />
          Revoke
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Revoke API key?</DialogTitle>
          <DialogDescription>
            {apiKey.name} (<code>{apiKey.maskedKey.slice(0, 12)}…</code>) stops working at once, for every program that uses it. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Keep key
            </Button>
          </DialogClose>
          <BusyButton type="button" variant="destructive" busy={busy} busyLabel="Revoking..." icon={BanIcon} onClick={() => void revoke()}>
            Revoke key
          </BusyButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
