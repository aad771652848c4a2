"use client";

import * as React from "react";
import { GiftIcon } from "lucide-react";

import { BusyButton } from "@/components/forms/busy-button";
import { useAuth } from "@/components/providers/use-auth";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { apiFetch } from "@/lib/api/client";
import type { TrialStatus } from "@/lib/growth/trial.rules";

/**
 * The 7-day Premium trial: for a member who may start it, the offer and its button (the page reloads on success to
 * show the trial); for one who may not and has never had it, the rule that refuses, in their words. A member on the
 * trial, or past it, sees it in the plan card above instead.
 */
export function TrialCard({ status }: { status: TrialStatus }) {
  const { refresh: refreshSession } = useAuth();
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  if (status.trial) return null;
  if (!status.eligible) {
    return status.refusal ? (
      <p className="max-w-3xl text-sm text-muted-foreground" data-testid="trial-refusal">
        Free trial: {status.refusal.message}
      </p>
    ) : null;
  }

  async function start() {
    setBusy(true);
    setError(null);
    const result = await apiFetch<TrialStatus>("/user/trial", { method: "POST" });
    if (!result.success) {
      setBusy(false);
      setError(result.error);
      return;
    }
    await refreshSession();
    window.location.reload();
  }

  return (
    <Card aria-labelledby="trial-title" data-testid="trial-card" className="max-w-3xl border-brand/40">
      <CardHeader>
        <CardTitle className="text-lg">
          <h2 id="trial-title">Start your {status.days}-day free trial — no card</h2>
        </CardTitle>
        <CardDescription>
          Every Premium pick and feature for {status.days} days, starting now. Nothing is charged and no card is asked
          for: at the end you return to the Free plan, unless you choose a plan below (it then starts when the trial
          ends). We e-mail you two days before the end and on the last day.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <div>
          <BusyButton
            type="button"
            variant="brand"
            busy={busy}
            busyLabel="Starting..."
            icon={GiftIcon}
            onClick={() => void start()}
            data-testid="trial-start"
          >
            Start free trial
          </BusyButton>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
