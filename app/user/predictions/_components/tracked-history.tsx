"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { TriangleAlertIcon } from "lucide-react";

import { FavoriteButton } from "@/components/member/favorite-button";
import { LoadError } from "@/components/member/load-error";
import { TrackButton } from "@/components/member/track-button";
import { useMemberData } from "@/components/member/use-member-data";
import { TrackedPickSummary } from "@/components/member/tracked-pick-summary";
import { StakeLine } from "@/components/member/stake-line";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { listTrackedPredictions } from "@/lib/members/tracking.service";
import { routes } from "@/lib/site-config";
import type { StakeSuggestion } from "@/lib/bets/stake-suggestion.rules";
import { trackedPredictionsQuerySchema, type TrackedPredictionsQuery } from "@/lib/members/member.input";

import { TrackedFilters } from "./tracked-filters";
import { TrackedHistorySkeleton } from "./tracked-history-skeleton";
import { TrackedPagination } from "./tracked-pagination";

type RawSearchParams = Record<string, string | string[] | undefined>;
// The API adds the member's stake suggestions by pick id (app/api/user/tracked-predictions/route.ts).
type TrackedPage = Awaited<ReturnType<typeof listTrackedPredictions>> & {
  stakeSuggestions?: Record<string, StakeSuggestion>;
};

const FILTER_KEYS = ["from", "to", "status", "league", "page"] as const;

/** The first value of each known key: repeated or unknown keys in a hand-edited URL are ignored. */
function pickFilters(raw: RawSearchParams): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = raw[key];
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) picked[key] = first;
  }
  return picked;
}

/**
 * The member's own followed picks with the URL's filters, read from GET /api/user/tracked-predictions (which
 * checks the session) once the static page has loaded, and listed.
 */
export function TrackedHistory() {
  const searchParams = useSearchParams();
  const raw = pickFilters(Object.fromEntries(searchParams.entries()));
  const parsed = trackedPredictionsQuerySchema.safeParse(raw);
  const query: TrackedPredictionsQuery = parsed.success ? parsed.data : trackedPredictionsQuerySchema.parse({});
  const { state, reload } = useMemberData<TrackedPage>("/user/tracked-predictions", { ...query });
  if (!state.data) {
    return state.status === "error" ? (
      <LoadError title="Failed to load your predictions" message={state.error} onRetry={() => void reload()} />
    ) : (
      <TrackedHistorySkeleton />
    );
  }
  const { predictions, pagination, leagues, stakeSuggestions } = state.data;
  const filtered = Boolean(query.from || query.to || query.status || query.league);

  return (
    <div className="flex flex-col gap-6">
      <TrackedFilters leagues={leagues} current={query} />

      {parsed.success ? null : (
        <Alert variant="destructive">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertTitle>These filters could not be applied</AlertTitle>
          <AlertDescription>
            {parsed.error.issues[0]?.message ?? "Invalid filter"}. Showing all your predictions instead.
          </AlertDescription>
        </Alert>
      )}

      <section aria-labelledby="tracked-list-title" className="flex flex-col gap-2">
        <h2 id="tracked-list-title" className="text-lg font-semibold">
          {pagination.total === 1 ? "1 prediction" : `${pagination.total} predictions`}
          {filtered ? " match your filters" : " followed"}
        </h2>
        {predictions.length === 0 ? (
          <EmptyState filtered={filtered} />
        ) : (
          <ul className="divide-y rounded-xl border px-4" aria-label="Followed predictions">
            {predictions.map((pick) => (
              <li key={pick.id}>
                <TrackedPickSummary
                  pick={pick}
                  actions={
                    <>
                      <TrackButton predictionId={pick.id} />
                      <FavoriteButton
                        kind="predictions"
                        targetId={pick.id}
                        label={`${pick.homeTeam} vs ${pick.awayTeam}`}
                      />
                    </>
                  }
                />
                <StakeLine suggestion={stakeSuggestions?.[pick.id]} />
              </li>
            ))}
          </ul>
        )}
        <TrackedPagination query={query} pages={pagination.pages} />
      </section>
    </div>
  );
}

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed p-6">
      {filtered ? (
        <>
          <p className="font-medium">No followed predictions match these filters.</p>
          <Button asChild variant="outline" size="sm">
            <Link href={routes.user.predictions}>Clear filters</Link>
          </Button>
        </>
      ) : (
        <>
          <p className="font-medium">You are not following any predictions yet.</p>
          <p className="text-sm text-muted-foreground">
            Follow picks from the predictions list to build your history here.
          </p>
          <Button asChild variant="brand" size="sm">
            <Link href={routes.predictions}>Browse predictions</Link>
          </Button>
        </>
      )}
    </div>
  );
}
