"use client";

import * as React from "react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { BellOffIcon } from "lucide-react";

import { BusyButton } from "@/components/forms/busy-button";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { apiFetch } from "@/lib/api/client";

type Outcome = { kind: "done"; rules: number } | { kind: "error"; message: string };

/** One button that posts the e-mail's token; the answer says how many rules stopped sending e-mail. */
export function UnsubscribeConfirm() {
  const token = useSearchParams().get("token") ?? "";
  const [busy, setBusy] = React.useState(false);
  const [outcome, setOutcome] = React.useState<Outcome | null>(null);
  if (!token) {
    return <p className="text-muted-foreground text-sm">This page needs the link from an alert e-mail.</p>;
  }
  if (outcome?.kind === "done") {
    return (
      <Alert>
        <AlertTitle>E-mail alerts turned off</AlertTitle>
        <AlertDescription>
          {outcome.rules === 0
            ? "These rules were already not sending e-mail."
            : "You will get no more e-mail from these alert rules."}{" "}
          Your other alerts, and the notification centre, are unchanged. You can change this on{" "}
          <Link className="underline" href="/user/alerts">
            your alerts page
          </Link>
          .
        </AlertDescription>
      </Alert>
    );
  }
  const confirm = async () => {
    setBusy(true);
    const result = await apiFetch<{ rules: number }>(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: "POST",
    });
    setBusy(false);
    setOutcome(result.success ? { kind: "done", rules: result.data.rules } : { kind: "error", message: result.error });
  };
  return (
    <div className="space-y-4">
      {outcome?.kind === "error" ? (
        <Alert variant="destructive">
          <AlertTitle>Not changed</AlertTitle>
          <AlertDescription>{outcome.message}</AlertDescription>
        </Alert>
      ) : null}
      <BusyButton busy={busy} busyLabel="Turning off…" icon={BellOffIcon} onClick={confirm}>
        Turn off these e-mails
      </BusyButton>
    </div>
  );
}
