import Link from "next/link";
import { ArrowRightIcon, CalendarClockIcon, CrownIcon, LockIcon } from "lucide-react";

import { StatItem } from "@/components/browse/stat-item";
import { CardBadge } from "@/components/ui/card-badge";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatAmericanOdds, formatEdge, formatExpectedValue, formatKickoffUtc } from "@/lib/format/predictions";
import type { TipView } from "@/lib/catalogue/browse.cache";
import { routes } from "@/lib/site-routes";

import { TipConfidenceBadge } from "./tip-confidence-badge";

/**
 * One tip: match and market, the pick with its confidence, odds, edge and expected value. Rendered in the
 * browser from the tip's data (app/(site)/tips/_components/tip-grid.tsx).
 */
export function TipCard({ tip }: { tip: TipView }) {
  return (
    <Card className="h-full gap-4" data-testid="tip-card" aria-labelledby={`tip-${tip.id}`}>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-1.5">
          <CardBadge variant="outline">{tip.sportName}</CardBadge>
          <CardBadge variant="outline">{tip.leagueName}</CardBadge>
          {tip.isPremium ? (
            <CardBadge variant="brand">
              <CrownIcon aria-hidden="true" />
              Premium
            </CardBadge>
          ) : null}
          <span className="ml-auto">
            {tip.confidence === null ? <CardBadge variant="outline">Locked</CardBadge> : <TipConfidenceBadge confidence={tip.confidence} expectedValue={tip.expectedValue} />}
          </span>
        </div>
        <CardTitle id={`tip-${tip.id}`} className="text-base leading-snug">
          {tip.title}
        </CardTitle>
        <CardDescription className="leading-6">{tip.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        {tip.locked || tip.pick === null || tip.odds === null ? (
          <p className="rounded-lg bg-muted/60 px-3 py-2 text-sm">
            <LockIcon aria-hidden="true" className="mr-1 inline size-3.5" />
            <Link href={routes.user.subscription} className="font-medium text-brand-strong underline underline-offset-4">
              Upgrade
            </Link>{" "}
            to see the pick, odds and edge.
          </p>
        ) : (
          <>
            <p className="rounded-lg bg-muted/60 px-3 py-2 text-sm">
              <span className="text-muted-foreground">Pick: </span>
              <span className="font-semibold">{tip.pick}</span>
            </p>
            <dl className="grid grid-cols-3 gap-3 text-sm">
              <StatItem label="Odds" value={formatAmericanOdds(tip.odds)} />
              <StatItem label="Edge" value={formatEdge(tip.edge)} />
              <StatItem label="EV" value={tip.expectedValue === null ? "—" : formatExpectedValue(tip.expectedValue)} />
            </dl>
          </>
        )}
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {tip.tags.map((tag) => (
            <li key={tag}>
              <CardBadge variant="secondary">{tag}</CardBadge>
            </li>
          ))}
          {tip.categoryName ? (
            <li>
              <CardBadge variant="secondary">{tip.categoryName}</CardBadge>
            </li>
          ) : null}
        </ul>
      </CardContent>
      <CardFooter className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <CalendarClockIcon aria-hidden="true" className="size-3.5" />
          {tip.timeframe ? `${tip.timeframe} · ` : ""}
          {formatKickoffUtc(tip.matchDate)} · Odds: {tip.bookmaker}
        </span>
        <Link href={routes.prediction(tip.id)} className="inline-flex items-center gap-1 font-medium text-brand-strong hover:underline">
          Details
          <ArrowRightIcon aria-hidden="true" className="size-3.5" />
        </Link>
      </CardFooter>
    </Card>
  );
}
