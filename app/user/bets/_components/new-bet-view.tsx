"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";

import { LoadError } from "@/components/member/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { apiFetch } from "@/lib/api/client";
import { routes } from "@/lib/site-routes";

import { BetForm, type PickForBet } from "./bet-form";

// "Log this bet" from a pick's page lands here with ?prediction=<id>: the form is filled with the pick's best
// published price and its bookmaker, every field editable. Without a pick it is the by-hand form. A logged bet goes
// to the tracker.

type Shown = PickForBet & { withheld?: boolean };

function FromPick({ id }: { id: string }) {
  const router = useRouter();
  const [pick, setPick] = React.useState<Shown | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  React.useEffect(() => {
    let live = true;
    void apiFetch<Shown>(`/predictions/${encodeURIComponent(id)}`).then((result) => {
      if (!live) return;
      if (!result.success) setError(result.error);
      else if (result.data.withheld || result.data.decimalOdds === null) {
        setError("Your plan does not include this pick, so it cannot be logged from here.");
      } else setPick(result.data);
    });
    return () => {
      live = false;
    };
  }, [id]);
  if (error) return <LoadError title="Cannot log this pick" message={error} />;
  if (!pick) return <Skeleton className="h-64 w-full" />;
  return <BetForm pick={pick} onLogged={() => router.push(routes.user.bets)} />;
}

export function NewBetView() {
  const router = useRouter();
  const prediction = useSearchParams().get("prediction");
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      {prediction ? <FromPick id={prediction} /> : <BetForm onLogged={() => router.push(routes.user.bets)} />}
      <Link className="text-sm underline underline-offset-4" href={routes.user.bets}>
        Back to your bets
      </Link>
    </div>
  );
}
