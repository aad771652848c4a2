"use client";

import { RotateCwIcon, TriangleAlertIcon } from "lucide-react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** A failed load on a member page: what failed, why (when known) and a retry. */
export function LoadError({
  title,
  message,
  onRetry,
}: {
  title: string;
  message?: string | null;
  onRetry?: () => void;
}) {
  return (
    <div className="flex max-w-3xl flex-col items-start gap-4">
      <Alert variant="destructive">
        <TriangleAlertIcon aria-hidden="true" />
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>{message || "Please check your connection and try again."}</AlertDescription>
      </Alert>
      {onRetry ? (
        <Button type="button" variant="outline" onClick={onRetry}>
          <RotateCwIcon aria-hidden="true" />
          Try Again
        </Button>
      ) : null}
    </div>
  );
}
