import { FavoriteSignInLink } from "@/components/member/favorite-sign-in-link";
import { FollowSignInLink } from "@/components/member/follow-sign-in-link";
import type { LiveListPage, PredictionCardData, ReferenceLabels } from "@/lib/predictions/card.dto";
import { DEFAULT_FILTERS } from "@/lib/predictions/live-filters.rules";
import { routes } from "@/lib/site-config";

import { LiveListView, serverListState } from "./live-list-view";

const visitorActions = (prediction: PredictionCardData) => (
  <>
    <FollowSignInLink returnPath={routes.predictions} />
    <FavoriteSignInLink returnPath={routes.predictions} label={`${prediction.homeTeam} vs ${prediction.awayTeam}`} />
  </>
);

/**
 * The live list as the page is prerendered: the server's list for the default filters (on the first window with picks),
 * as a visitor sees it, with no behaviour attached. It is the <Suspense> fallback the browser shows until the
 * interactive list (lazy-live-predictions.tsx) has loaded and replaces it with the same markup.
 */
export function StaticLivePredictions({ initial, labels }: { initial: LiveListPage; labels: ReferenceLabels }) {
  const { state, lastUpdate, window } = serverListState(initial);
  return (
    <LiveListView
      filters={DEFAULT_FILTERS}
      labels={labels}
      state={state}
      window={window}
      lastUpdate={lastUpdate}
      realtime
      actions={visitorActions}
    />
  );
}
