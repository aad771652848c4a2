"use client";

import * as React from "react";
import { toast } from "sonner";

import { AdminDialog } from "@/components/admin/admin-dialog";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { apiFetch } from "@/lib/api/client";

/**
 * "Run backtest" (POST /api/admin/models/{id}/backtest) and, for a super admin on a version that has not beaten
 * the consensus, "Activate with override" with a reason (PATCH …/status with override). The server decides both.
 */
export function BacktestActions({
  modelId,
  modelName,
  running,
  canOverride,
  onChanged,
}: {
  modelId: string;
  modelName: string;
  running: boolean;
  canOverride: boolean;
  /** Reads the page's models and backtests again after a write. */
  onChanged: () => void;
}) {
  const id = React.useId();
  const [busy, setBusy] = React.useState(false);
  const [open, setOpen] = React.useState(false);
  const [reason, setReason] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);

  async function run() {
    setBusy(true);
    const result = await apiFetch<{ message: string }>(`/admin/models/${encodeURIComponent(modelId)}/backtest`, {
      method: "POST",
    });
    setBusy(false);
    if (result.success) toast.success(result.data.message);
    else toast.error(result.error || "Failed to start the backtest");
    onChanged();
  }

  async function override(event: React.FormEvent) {
    event.preventDefault();
    if (reason.trim().length < 10) {
      setError("Give a reason of at least 10 characters");
      return;
    }
    setBusy(true);
    const result = await apiFetch(`/admin/models/${encodeURIComponent(modelId)}/status`, {
      method: "PATCH",
      body: { status: "ACTIVE", override: { reason: reason.trim() } },
    });
    setBusy(false);
    if (!result.success) {
      setError(result.error || "Failed to activate the model");
      return;
    }
    toast.success("Model active successfully");
    setOpen(false);
    setReason("");
    setError(null);
    onChanged();
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={busy || running}
        onClick={run}
        aria-label={`Run backtest of ${modelName}`}
      >
        Run backtest
      </Button>
      {canOverride ? (
        <AdminDialog
          open={open}
          onOpenChange={setOpen}
          trigger={{
            label: "Activate with override",
            variant: "destructive",
            size: "sm",
            ariaLabel: `Activate ${modelName} with override`,
          }}
          title="Activate without a winning backtest?"
          description={
            <>
              {modelName}&apos;s backtest does not show it beating the market consensus (or it has none). Activating it
              anyway is recorded in the audit log with your reason and the backtest&apos;s figures.
            </>
          }
        >
          <form noValidate className="flex flex-col gap-3" onSubmit={override}>
            <Label htmlFor={`${id}-reason`}>Reason</Label>
            <Textarea
              id={`${id}-reason`}
              value={reason}
              maxLength={500}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="submit" disabled={busy}>
                Activate anyway
              </Button>
            </DialogFooter>
          </form>
        </AdminDialog>
      ) : null}
    </div>
  );
}
