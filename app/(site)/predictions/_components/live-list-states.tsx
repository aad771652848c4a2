import { InboxIcon, RefreshCwIcon, WifiOffIcon } from "lucide-react";

import { buttonVariants } from "@/components/ui/button-variants";

// The live list's non-list states with their fixed texts. Rendered in the browser,
// so styled with the merge-free variants rather than Button and Skeleton (docs/decisions.md, "First-load JS").
// The handlers are absent in the prerendered first paint (live-list-view.tsx).

const bar = "animate-pulse rounded-md bg-accent";

export function LiveListSkeleton() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-4">
      <p className="text-sm font-medium text-muted-foreground">Loading Live Predictions...</p>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="flex flex-col gap-4 rounded-xl border p-5">
            <div className={`${bar} h-4 w-1/3`} />
            <div className={`${bar} h-5 w-3/4`} />
            <div className={`${bar} h-4 w-1/2`} />
            <div className={`${bar} h-14 w-full`} />
          </div>
        ))}
      </div>
    </div>
  );
}

export function LiveListEmpty({ onCheck }: { onCheck?: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-12 text-center">
      <InboxIcon aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="text-muted-foreground">No live predictions available from API.</p>
      <button
        type="button"
        className={buttonVariants({ variant: "outline" })}
        onClick={onCheck}
        aria-disabled={onCheck ? undefined : true}
      >
        <RefreshCwIcon aria-hidden="true" />
        Check for Updates
      </button>
    </div>
  );
}

export function LiveListError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className={
        "flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/5 px-6 " +
        "py-12 text-center"
      }
    >
      <WifiOffIcon aria-hidden="true" className="size-8 text-destructive" />
      <h3 className="text-lg font-semibold">API Connection Error</h3>
      <p className="text-sm text-muted-foreground">{message}</p>
      <button type="button" className={buttonVariants()} onClick={onRetry} aria-disabled={onRetry ? undefined : true}>
        <RefreshCwIcon aria-hidden="true" />
        Retry Connection
      </button>
    </div>
  );
}
