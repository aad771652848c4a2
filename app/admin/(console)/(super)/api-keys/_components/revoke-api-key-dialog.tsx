"use client";

import * as React from "react";
import { BanIcon } from "lucide-react";
import { toast } from "sonner";

import { ConfirmDialog } from "@/components/admin/admin-dialog";
import { apiFetch } from "@/lib/api/client";

/** Revoke, after a confirmation: DELETE /api/admin/api-keys/{id}. A revoked key answers 401 from then on. */
export function RevokeApiKeyDialog({
  apiKey,
  onRevoked,
}: {
  apiKey: { id: string; name: string; maskedKey: string };
  onRevoked: () => void;
}) {
  const [open, setOpen] = React.useState(false);

  async function revoke() {
    const result = await apiFetch<{ id: string }>(`/admin/api-keys/${apiKey.id}`, { method: "DELETE" });
    if (!result.success) {
      toast.error(result.error || "Failed to revoke API key");
      return false;
    }
    toast.success("API key revoked");
    onRevoked();
    return true;
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={{
        label: "Revoke",
        icon: BanIcon,
        variant: "outline",
        size: "sm",
        ariaLabel: `Revoke API key ${apiKey.name}`,
      }}
      title="Revoke API key?"
      description={
        <>
          {apiKey.name} (<code>{apiKey.maskedKey.slice(0, 12)}…</code>) stops working at once, for every program that
          uses it. This cannot be undone.
        </>
      }
      cancelLabel="Keep key"
      action={{ label: "Revoke key", busyLabel: "Revoking...", icon: BanIcon }}
      onConfirm={revoke}
    />
  );
}
