"use client";

import { useCallback, useMemo } from "react";
import { useSearchParams } from "next/navigation";

import { FavoriteButton } from "@/components/member/favorite-button";
import { TrackButton } from "@/components/member/track-button";
import { useOddsFormat } from "@/components/predictions/use-odds-format";
import { useAuth } from "@/components/providers/use-auth";
import type { LiveListPage, PredictionCardData, ReferenceLabels } from "@/lib/predictions/card.dto";
import {
  changeFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  type LiveFilters,
} from "@/lib/predictions/live-filters.rules";

import { LiveListView } from "./live-list-view";
import { useLivePredictions } from "./use-live-predictions";

export interface LivePredictionsProps {
  initial: LiveListPage;
  labels: ReferenceLabels;
}

const memberActions = (prediction: PredictionCardData) => (
  <>
    <TrackButton predictionId={prediction.id} />
    <FavoriteButton
      kind="predictions"
      targetId={prediction.id}
      label={`${prediction.homeTeam} vs ${prediction.awayTeam}`}
    />
  </>
);

/**
 * The interactive list: filters come from the URL (?league=, ?category=, the selectors and chips), the
 * list reloads every 30 s while real-time is on, and members can follow and favourite picks.
 */
export function LivePredictions({ initial, labels }: LivePredictionsProps) {
  const search = useSearchParams().toString();
  const filters = useMemo(() => filtersFromSearchParams(new URLSearchParams(search)), [search]);
  const { status, user } = useAuth();
  const viewer = status === "authenticated" ? (user?.id ?? null) : null;
  const {
    state,
    window: listWindow,
    lastUpdate,
    realtime,
    toggleRealtime,
    refresh,
    retry,
  } = useLivePredictions(filters, initial, viewer);
  const odds = useOddsFormat();

  // The URL holds the filters and the page: replaceState keeps it shareable, and Next passes it to
  // useSearchParams (only for a state it does not recognise as its own, hence null).
  const onFiltersChange = useCallback(
    (next: LiveFilters) => {
      const query = filtersToSearchParams(changeFilters(filters, next)).toString();
      window.history.replaceState(null, "", `${window.location.pathname}${query ? `?${query}` : ""}`);
    },
    [filters],
  );

  const handlers = useMemo(
    () => ({
      onFiltersChange,
      onOddsFormat: odds.select,
      onToggleRealtime: toggleRealtime,
      onRefresh: refresh,
      onRetry: retry,
    }),
    [onFiltersChange, odds.select, toggleRealtime, refresh, retry],
  );

  return (
    <LiveListView
      filters={filters}
      labels={labels}
      state={state}
      window={listWindow}
      lastUpdate={lastUpdate}
      realtime={realtime}
      oddsFormat={odds.format}
      actions={memberActions}
      handlers={handlers}
    />
  );
}
