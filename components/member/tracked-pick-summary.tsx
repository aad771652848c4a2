import type { ReactNode } from "react";
import Link from "next/link";

import type { TrackedPredictionDto } from "@/lib/members/members.dto";
import { routes } from "@/lib/site-config";

import { formatUtcDateTime } from "@/lib/format/dates.rules";
import { PickLine } from "./pick-line";
import { PredictionStatusBadge } from "./prediction-status-badge";

/**
 * One followed pick as a list row: match, league and date, market and pick, odds, confidence and the
 * result. `actions` (Follow, favourite) go on the right.
 */
export function TrackedPickSummary({ pick, actions }: { pick: TrackedPredictionDto; actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between" data-testid="tracked-pick">
      <div className="flex min-w-0 flex-col gap-1">
        <Link href={routes.prediction(pick.id)} className="truncate font-medium hover:underline">
          {pick.homeTeam} vs {pick.awayTeam}
        </Link>
        <p className="text-sm text-muted-foreground">
          {pick.leagueName} · {formatUtcDateTime(pick.matchDate)}
        </p>
        <PickLine item={pick} />
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <PredictionStatusBadge status={pick.status} />
        {actions}
      </div>
    </div>
  );
}
