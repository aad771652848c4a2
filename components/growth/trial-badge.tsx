"use client";

import * as React from "react";
import Link from "next/link";

import { useAuth } from "@/components/providers/use-auth";
import { Badge } from "@/components/ui/badge";
import { apiFetch } from "@/lib/api/client";
import { trialLabel, type TrialStatus } from "@/lib/growth/trial.rules";
import { routes } from "@/lib/site-config";
import { cn } from "@/lib/utils";

// One reading of GET /api/user/trial per member and page load, shared by the header and the dashboard (both show
// the badge on the dashboard); a trial that starts reloads the page, which reads it again.
const readings = new Map<string, Promise<TrialStatus | null>>();

function readTrial(userId: string): Promise<TrialStatus | null> {
  let reading = readings.get(userId);
  if (!reading) {
    reading = apiFetch<TrialStatus>("/user/trial").then((result) => (result.success ? result.data : null));
    readings.set(userId, reading);
  }
  return reading;
}

/**
 * "Trial — N days left" while the member's trial runs, linking to their subscription; nothing otherwise. Asks only
 * for a member whose plan reads Premium (the trial's plan), so other members cost no request.
 */
export function TrialBadge({ subscriptionTier, className }: { subscriptionTier: string; className?: string }) {
  const userId = useAuth().user?.id ?? null;
  const [daysLeft, setDaysLeft] = React.useState<number | null>(null);
  React.useEffect(() => {
    if (!userId || subscriptionTier !== "PREMIUM") return;
    let live = true;
    void readTrial(userId).then((status) => {
      if (live && status?.trial?.active) setDaysLeft(status.trial.daysLeft);
    });
    return () => {
      live = false;
    };
  }, [userId, subscriptionTier]);
  if (daysLeft === null || subscriptionTier !== "PREMIUM") return null;
  return (
    <Badge asChild variant="brand" className={cn("whitespace-nowrap", className)} data-testid="trial-badge">
      <Link href={routes.user.subscription}>{trialLabel(daysLeft)}</Link>
    </Badge>
  );
}
