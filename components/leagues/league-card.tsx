import type { ReactNode } from "react";
import Link from "next/link";

import { AccuracyFigure } from "@/components/browse/accuracy-figure";
import { StatItem } from "@/components/browse/stat-item";
import { CardBadge } from "@/components/ui/card-badge";
import { Card, CardAction, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCount } from "@/lib/format/numbers.rules";
import type { LeagueStats } from "@/lib/browse/browse-stats.service";
import { routes } from "@/lib/site-routes";

export interface LeagueCardProps {
  league: LeagueStats;
  sportName: string;
  /** Buttons in the card's top-right corner (e.g. a favourite toggle); empty by default. */
  actions?: ReactNode;
}

const TIER_VARIANT = { premium: "brand", major: "secondary", minor: "muted" } as const;

/**
 * A league with its measured statistics, linking to its predictions. Tiers are labels only.
 * Rendered in the browser from the league's data (app/(site)/leagues/_components/league-grid.tsx), so the
 * page's RSC payload carries a small record per league instead of the card's markup a second time.
 */
export function LeagueCard({ league, sportName, actions }: LeagueCardProps) {
  return (
    <Card className="h-full gap-4" data-testid="league-card" aria-labelledby={`league-${league.id}`}>
      <CardHeader className="gap-2">
        <CardTitle id={`league-${league.id}`} className="text-lg">
          {league.name}
        </CardTitle>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <CardBadge variant="outline">{sportName}</CardBadge>
          <CardBadge variant={TIER_VARIANT[league.tier]} className="capitalize">
            {league.tier}
          </CardBadge>
          <span className="inline-flex items-center gap-1">
            <span aria-hidden="true" className="icon-map-pin size-3.5" />
            {league.country}
          </span>
        </div>
        {actions ? <CardAction>{actions}</CardAction> : null}
      </CardHeader>
      <CardContent className="flex-1">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <StatItem label="Teams" value={formatCount(league.teams)} />
          <StatItem label="Predictions" value={formatCount(league.predictions)} />
          <StatItem label="Upcoming" value={formatCount(league.upcoming)} />
          <StatItem label="Accuracy" value={<AccuracyFigure accuracy={league.accuracy} />} />
        </dl>
      </CardContent>
      <CardFooter>
        {league.predictions === 0 ? (
          // Listed from the catalogue, but nothing has been published in it: say so rather than link to an empty list.
          <p className="text-sm text-muted-foreground" data-testid="no-picks">
            No picks yet: nothing has been published for {league.name}.
          </p>
        ) : (
          <Link
            href={`${routes.predictions}?league=${encodeURIComponent(league.id)}`}
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-strong hover:underline"
          >
            View {league.name} predictions
            <span aria-hidden="true" className="icon-arrow-right size-4" />
          </Link>
        )}
      </CardFooter>
    </Card>
  );
}
