"use client";

import type { ReactNode } from "react";

import { LoadError } from "@/components/member/load-error";
import { useMemberData } from "@/components/member/use-member-data";
import { Skeleton } from "@/components/ui/skeleton";

// The admin console's read-out pages are static shells (docs/decisions.md, "Signed-in pages as static shells"):
// the HTML is the same for every admin and carries no figures; the browser reads them from the admin API, which
// authorises the caller against the database on every call.

export interface AdminReadoutProps<T> {
  /** The admin API path, e.g. "/admin/system". */
  path: string;
  /** The error's title when the read fails, e.g. "Failed to load the schedule". */
  errorTitle: string;
  /** Named for assistive technology while loading, e.g. "Loading the schedule". */
  loadingLabel: string;
  /** Shown while loading; a few grey blocks by default. */
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Reads `path` once the page has loaded and renders `children` with the answer; a skeleton until then, and the error
 * with a retry. */
export function AdminReadout<T>({ path, errorTitle, loadingLabel, skeleton, children }: AdminReadoutProps<T>) {
  const { state, reload } = useMemberData<T>(path);
  if (state.data !== null) return children(state.data);
  if (state.status === "error")
    return <LoadError title={errorTitle} message={state.error} onRetry={() => void reload()} />;
  return (
    <div role="status" aria-label={loadingLabel} className="flex flex-col gap-4">
      {skeleton ?? (
        <>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-64 w-full" />
        </>
      )}
    </div>
  );
}
