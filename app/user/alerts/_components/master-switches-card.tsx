"use client";

import Link from "next/link";

import { badgeVariants } from "@/components/ui/badge-variants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { routes } from "@/lib/site-routes";

import type { MasterSwitches } from "./use-master-switches";

const ROWS: { key: keyof MasterSwitches; label: string; what: string }[] = [
  { key: "predictionAlerts", label: "Prediction alerts", what: "every alert, and the notifications in the app" },
  { key: "push", label: "Push notifications", what: "alerts pushed to your devices" },
  { key: "email", label: "Email notifications", what: "alerts by e-mail" },
];

/** The account's master switches: when one is off, no rule sends on that channel whatever it says. */
export function MasterSwitchesCard({ switches, error }: { switches: MasterSwitches | null; error: string | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg" role="heading" aria-level={2}>
          Master switches
        </CardTitle>
        <CardDescription>
          Your rules send only on the channels switched on here. Change them in{" "}
          <Link href={routes.user.settings} className="font-medium text-foreground underline underline-offset-4">
            Settings → Notifications
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent>
        {switches ? (
          <dl className="flex flex-col gap-2 text-sm" data-testid="master-switches">
            {ROWS.map((row) => (
              <div key={row.key} className="flex items-center justify-between gap-4">
                <dt>
                  <span className="font-medium">{row.label}</span>
                  <span className="text-muted-foreground">: {row.what}</span>
                </dt>
                <dd className={badgeVariants({ variant: switches[row.key] ? "success" : "muted" })}>
                  {switches[row.key] ? "On" : "Off"}
                </dd>
              </div>
            ))}
          </dl>
        ) : error ? (
          <p className="text-sm text-destructive">{error}</p>
        ) : (
          <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading your settings">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
