"use client";

import { useCallback, useMemo } from "react";
import { useSearchParams } from "next/navigation";
import { PauseIcon, PlayIcon, RefreshCwIcon } from "lucide-react";

import { FavoriteButton } from "@/components/member/favorite-button";
import { TrackButton } from "@/components/member/track-button";
import { PredictionCard } from "@/components/predictions/prediction-card";
import { buttonVariants } from "@/components/ui/button-variants";
import { useAuth } from "@/hooks/use-auth";
import { formatClock } from "@/lib/format/predictions";
import type { LiveListPage, ReferenceLabels } from "@/lib/predictions/card-data";
import { filtersFromSearchParams, filtersToSearchParams, type LiveFilters } from "@/lib/predictions/live-filters";
import { clsx } from "clsx";

import { LiveListControls } from "./live-list-controls";
import { LiveListEmpty, LiveListError, LiveListSkeleton } from "./live-list-states";
import { useLivePredictions } from "./use-live-predictions";

export interface LivePredictionsProps {
  initial: LiveListPage;
  labels: ReferenceLabels;
}

/** The interactive list: filters come from the URL (?league=, ?category=, the selectors and chips). */
export function LivePredictions(props: LivePredictionsProps) {
  const searchParams = useSearchParams();
  return <LivePredictionsPanel {...props} search={searchParams.toString()} />;
}

/**
 * The list for one URL query. Rendered with `search=""` as the <Suspense> fallback of the static page,
 * so its HTML holds the server's default list; in the browser LivePredictions renders it with the URL.
 */
export function LivePredictionsPanel({ initial, labels, search }: LivePredictionsProps & { search: string }) {
  const filters = useMemo(() => filtersFromSearchParams(new URLSearchParams(search)), [search]);
  const { status, user } = useAuth();
  const viewer = status === "authenticated" ? (user?.id ?? null) : null;
  const { state, lastUpdate, realtime, toggleRealtime, refresh, retry } = useLivePredictions(filters, initial, viewer);

  // The URL holds the filters: replaceState keeps it shareable, and Next passes it to useSearchParams
  // (only for a state it does not recognise as its own, hence null).
  const changeFilters = useCallback((next: LiveFilters) => {
    const query = filtersToSearchParams(next).toString();
    window.history.replaceState(null, "", `${window.location.pathname}${query ? `?${query}` : ""}`);
  }, []);

  return (
    <section aria-labelledby="live-predictions-heading" className="flex flex-col gap-6">
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
          <button type="button" className={buttonVariants({ size: "sm", variant: "outline" })} onClick={toggleRealtime}>
            {realtime ? <PauseIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
            {realtime ? "Stop" : "Start"}
          </button>
          <button type="button" className={buttonVariants({ size: "sm", variant: "outline" })} onClick={refresh}>
            <RefreshCwIcon aria-hidden="true" />
            Refresh
          </button>
        </div>
      </div>

      <LiveListControls
        filters={filters}
        onChange={changeFilters}
        leagueName={filters.league ? labels.leagues[filters.league] : undefined}
        categoryName={filters.category ? labels.categories[filters.category] : undefined}
      />

      {state.kind === "loading" ? <LiveListSkeleton /> : null}
      {state.kind === "error" ? <LiveListError message={state.message} onRetry={retry} /> : null}
      {state.kind === "loaded" && state.items.length === 0 ? <LiveListEmpty onCheck={refresh} /> : null}
      {state.kind === "loaded" && state.items.length > 0 ? (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Predictions" data-testid="live-list">
          {state.items.map((prediction) => (
            <li key={prediction.id} className="flex">
              <PredictionCard
                prediction={prediction}
                sportName={labels.sports[prediction.sport]}
                leagueName={labels.leagues[prediction.league]}
                className="w-full"
                actions={
                  <>
                    <TrackButton predictionId={prediction.id} />
                    <FavoriteButton kind="predictions" targetId={prediction.id} label={`${prediction.homeTeam} vs ${prediction.awayTeam}`} />
                  </>
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
