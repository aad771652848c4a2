import type { ReactNode } from "react";
import { PauseIcon, PlayIcon, RefreshCwIcon } from "lucide-react";

import { PredictionCard } from "@/components/predictions/prediction-card";
import { buttonVariants } from "@/components/ui/button-variants";
import { formatClock } from "@/lib/format/predictions";
import type { LiveListPage, PredictionCardData, ReferenceLabels } from "@/lib/predictions/card-data";
import type { LiveFilters } from "@/lib/predictions/live-filters";
import { clsx } from "clsx";

import { LiveListControls } from "./live-list-controls";
import { LiveListEmpty, LiveListError, LiveListSkeleton } from "./live-list-states";

// The live list's states (public spec §4 "Live predictions list"): loading, loaded, empty or error.
export type LiveListState =
  | { kind: "loading" }
  | { kind: "loaded"; items: PredictionCardData[] }
  | { kind: "error"; message: string };

/** The list the server painted first, as a state: loaded, unless the server had no list to give. */
export function serverListState(initial: LiveListPage): { state: LiveListState; lastUpdate: Date | null } {
  return initial.queryKey === ""
    ? { state: { kind: "loading" }, lastUpdate: null }
    : { state: { kind: "loaded", items: initial.items }, lastUpdate: new Date(initial.loadedAt) };
}

export interface LiveListHandlers {
  onFiltersChange: (next: LiveFilters) => void;
  onToggleRealtime: () => void;
  onRefresh: () => void;
  onRetry: () => void;
}

export interface LiveListViewProps {
  filters: LiveFilters;
  labels: ReferenceLabels;
  state: LiveListState;
  lastUpdate: Date | null;
  realtime: boolean;
  /** The card footer's buttons (follow, favourite). */
  actions: (prediction: PredictionCardData) => ReactNode;
  /**
   * Absent in the prerendered first paint (a server component renders this view without behaviour),
   * present once the list's code has loaded in the browser (live-predictions.tsx).
   */
  handlers?: LiveListHandlers;
}

/**
 * What the live list shows, with no state of its own: the heading with the real-time badge, last update,
 * Stop/Start and Refresh, the filters, then the skeleton, error, empty state or the cards. Server-
 * renderable, so the static page and the interactive list paint the same markup.
 */
export function LiveListView({ filters, labels, state, lastUpdate, realtime, actions, handlers }: LiveListViewProps) {
  const notReady = handlers ? undefined : true;
  return (
    <section aria-labelledby="live-predictions-heading" className="flex flex-col gap-6" data-live={handlers ? "ready" : "static"}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <h2 id="live-predictions-heading" className="text-2xl font-semibold tracking-tight">
            Live Predictions
          </h2>
          <span
            className={clsx(
              "inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium",
              realtime ? "bg-success/15 text-success-strong" : "bg-muted text-muted-foreground",
            )}
            data-testid="realtime-status"
          >
            <span aria-hidden="true" className={clsx("size-2 rounded-full", realtime ? "animate-pulse bg-success" : "bg-muted-foreground")} />
            {realtime ? "Real-time on" : "Real-time off"}
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Last update: <span data-testid="last-update">{lastUpdate ? formatClock(lastUpdate) : "—"}</span>
          </p>
          <button type="button" className={buttonVariants({ size: "sm", variant: "outline" })} onClick={handlers?.onToggleRealtime} aria-disabled={notReady}>
            {realtime ? <PauseIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
            {realtime ? "Stop" : "Start"}
          </button>
          <button type="button" className={buttonVariants({ size: "sm", variant: "outline" })} onClick={handlers?.onRefresh} aria-disabled={notReady}>
            <RefreshCwIcon aria-hidden="true" />
            Refresh
          </button>
        </div>
      </div>

      <LiveListControls
        filters={filters}
        onChange={handlers?.onFiltersChange}
        leagueName={filters.league ? labels.leagues[filters.league] : undefined}
        categoryName={filters.category ? labels.categories[filters.category] : undefined}
      />

      {state.kind === "loading" ? <LiveListSkeleton /> : null}
      {state.kind === "error" ? <LiveListError message={state.message} onRetry={handlers?.onRetry} /> : null}
      {state.kind === "loaded" && state.items.length === 0 ? <LiveListEmpty onCheck={handlers?.onRefresh} /> : null}
      {state.kind === "loaded" && state.items.length > 0 ? (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Predictions" data-testid="live-list">
          {state.items.map((prediction) => (
            <li key={prediction.id} className="flex">
              <PredictionCard
                prediction={prediction}
                sportName={labels.sports[prediction.sport]}
                leagueName={labels.leagues[prediction.league]}
                className="w-full"
                actions={actions(prediction)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
