"use client";

import type { ReactNode } from "react";
import { RotateCwIcon, TriangleAlertIcon } from "lucide-react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { Preferences } from "@/lib/accounts/auth.input";

import type { PreferencesController } from "./use-preferences";

/** Skeleton while the preferences load, an error with a retry, then the form with the stored values. */
export function PreferencesBoundary({
  state,
  children,
}: {
  state: PreferencesController;
  children: (saved: Preferences) => ReactNode;
}) {
  if (state.status === "loading") {
    return (
      <div className="flex flex-col gap-5" aria-busy="true" aria-label="Loading your preferences">
        {[0, 1, 2].map((index) => (
          <div key={index} className="flex items-center justify-between gap-4">
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-64 max-w-full" />
            </div>
            <Skeleton className="h-5 w-9 rounded-full" />
          </div>
        ))}
        <Skeleton className="h-9 w-40" />
      </div>
    );
  }
  if (state.status === "error") {
    return (
      <div className="flex flex-col items-start gap-4">
        <Alert variant="destructive">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertTitle>Failed to load your preferences</AlertTitle>
          <AlertDescription>{state.error}</AlertDescription>
        </Alert>
        <Button type="button" variant="outline" onClick={state.retry}>
          <RotateCwIcon aria-hidden="true" />
          Try Again
        </Button>
      </div>
    );
  }
  return <>{children(state.preferences)}</>;
}
