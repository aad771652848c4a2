import Link from "next/link";
import { ArrowRightIcon, CalendarClockIcon, CrownIcon, LockIcon } from "lucide-react";

import { StatItem } from "@/components/browse/stat-item";
import { CardBadge } from "@/components/ui/card-badge";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Odds } from "@/components/predictions/odds";
import { formatBasis, formatKickoffUtc, formatPickEv, TONE_TEXT_CLASS } from "@/lib/format/predictions.rules";
import type { TipView } from "@/lib/browse/browse.cache";
import { evTone, isBet, PICK_KIND_LABELS } from "@/lib/format/prediction-display.rules";
import { routes } from "@/lib/site-routes";

import { TipConfidenceBadge } from "./tip-confidence-badge";

/**
 * One tip: match and market, the pick (or forecast) with its level, price, fair odds and EV, and what its
 * probability is made of, as lib/format/prediction-display.rules.ts says to show them. Rendered in the browser
 * from the tip's data (app/(site)/tips/_components/tip-grid.tsx).
 */
export function TipCard({ tip }: { tip: TipView }) {
  // A forecast is never shown as premium: premium picks are bets.
  const premium = tip.isPremium && (tip.kind === null || isBet(tip.kind));
  return (
    <Card
      className="h-full gap-4"
      data-testid="tip-card"
      data-kind={tip.kind ?? undefined}
      aria-labelledby={`tip-${tip.id}`}
    >
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-1.5">
          <CardBadge variant="outline">{tip.sportName}</CardBadge>
          <CardBadge variant="outline">{tip.leagueName}</CardBadge>
          {premium ? (
            <CardBadge variant="brand">
              <CrownIcon aria-hidden="true" />
              Premium
            </CardBadge>
          ) : null}
          <span className="ml-auto">
            {tip.confidence === null || tip.kind === null ? (
              <CardBadge variant="outline">Locked</CardBadge>
            ) : (
              <TipConfidenceBadge confidence={tip.confidence} kind={tip.kind} />
            )}
          </span>
        </div>
        <CardTitle id={`tip-${tip.id}`} className="text-base leading-snug">
          {tip.title}
        </CardTitle>
        <CardDescription className="leading-6">{tip.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        {tip.locked || tip.pick === null || tip.kind === null ? (
          <p className="rounded-lg bg-muted/60 px-3 py-2 text-sm">
            <LockIcon aria-hidden="true" className="mr-1 inline size-3.5" />
            <Link
              href={routes.user.subscription}
              className="font-medium text-brand-strong underline underline-offset-4"
            >
              Upgrade
            </Link>{" "}
            to see the pick, odds and EV.
          </p>
        ) : (
          <>
            <p className="rounded-lg bg-muted/60 px-3 py-2 text-sm">
              <span className="text-muted-foreground">{PICK_KIND_LABELS[tip.kind]}: </span>
              <span className="font-semibold">{tip.pick}</span>
            </p>
            <dl className="grid grid-cols-3 gap-3 text-sm">
              <StatItem label="Odds" value={<Odds decimal={tip.decimalOdds} />} />
              <StatItem label="Fair odds" value={<Odds decimal={tip.fairOdds} />} />
              <StatItem
                label="EV"
                value={
                  <span
                    className={TONE_TEXT_CLASS[evTone(tip.expectedValue)]}
                    data-testid="tip-ev"
                    data-tone={evTone(tip.expectedValue)}
                  >
                    {formatPickEv(tip.expectedValue)}
                  </span>
                }
              />
            </dl>
            {tip.basis ? (
              <p className="text-xs text-muted-foreground" data-testid="tip-basis">
                Probability: {formatBasis(tip.basis)}
              </p>
            ) : null}
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
        <Link
          href={routes.prediction(tip.id)}
          className="inline-flex items-center gap-1 font-medium text-brand-strong hover:underline"
        >
          Details
          <ArrowRightIcon aria-hidden="true" className="size-3.5" />
        </Link>
      </CardFooter>
    </Card>
  );
}
