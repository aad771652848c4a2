import type { ComponentProps, ReactNode } from "react";
import Link from "next/link";
import { CrownIcon, SparklesIcon } from "lucide-react";

import { badgeVariants } from "@/components/ui/badge-variants";
import {
  formatBasis,
  formatConfidence,
  formatKickoff,
  formatMarket,
  formatPickEv,
  TONE_TEXT_CLASS,
  titleCase,
} from "@/lib/format/predictions.rules";
import type { FullPredictionCardData, PredictionCardData } from "@/lib/predictions/card.dto";
import {
  evTone,
  fairPrice,
  isBet,
  MODEL_BADGE,
  modelShaped,
  PICK_KIND_LABELS,
  probabilityTone,
} from "@/lib/format/prediction-display.rules";
import { routes } from "@/lib/site-config";
import { clsx } from "clsx";

import { Odds } from "./odds";
import { WithheldPick } from "./withheld-pick";

export interface PredictionCardProps {
  prediction: PredictionCardData;
  /** Display names; ids are shown title-cased when missing. */
  sportName?: string;
  leagueName?: string;
  /** Buttons for the card's footer (favourite, track …), rendered as given. */
  actions?: ReactNode;
  className?: string;
  /** The title's heading level: 3 in a list under its h2 (default), 2 where the card is the page's first section. */
  headingLevel?: 2 | 3;
}

const SETTLED_VARIANT: Record<string, "success" | "destructive" | "muted"> = {
  WIN: "success",
  LOSS: "destructive",
  VOID: "muted",
};

/**
 * One prediction as the lists show it: sport, league, teams, kick-off, market, pick, its probability (with
 * what it is made of) and fair odds, the price taken at its bookmaker and the expected value there. How each
 * is shown is decided by lib/format/prediction-display.rules.ts: the model badge only where the model shaped the
 * probability, and a forecast (EV ≤ 0 at the best price) reads as a forecast, not a bet (no colour, no
 * value or premium badge). A premium pick gets the brand border and a 'Premium' badge, nothing else. A withheld pick
 * (the viewer's plan does not include it) shows the match and market with an upgrade prompt in place of the pick and
 * figures. Server-renderable: no hooks, so lists on any page reuse it. The live list renders it in the browser, so it
 * styles with plain clsx and the badge variants, never tailwind-merge (docs/decisions.md, "First-load JS"); a className
 * is appended to the card's own classes, not merged over them.
 */
export function PredictionCard({
  prediction,
  sportName,
  leagueName,
  actions,
  className,
  headingLevel = 3,
}: PredictionCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const settled = SETTLED_VARIANT[prediction.status];
  const title = `${prediction.homeTeam} vs ${prediction.awayTeam}`;
  const full = prediction.withheld ? null : prediction;
  // A forecast is never shown as premium: premium picks are bets (generation marks only value picks).
  const premium = prediction.isPremium && (!full || isBet(full.kind));
  return (
    <article
      aria-label={title}
      data-testid="prediction-card"
      data-premium={premium ? "true" : undefined}
      data-kind={full?.kind}
      data-status={prediction.status}
      className={clsx(
        "flex flex-col gap-4 rounded-xl bg-card p-5 text-card-foreground shadow-sm",
        premium ? "border-2 border-brand/70" : "border",
        className,
      )}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <Tag variant="outline">{sportName ?? titleCase(prediction.sport)}</Tag>
        <span className="text-muted-foreground">{leagueName ?? prediction.league.toUpperCase()}</span>
        <span className="ms-auto flex items-center gap-1.5">
          {full && modelShaped(full.basis) ? (
            <Tag variant="muted" title={MODEL_BADGE.title} data-testid="model-badge">
              <SparklesIcon aria-hidden="true" />
              {MODEL_BADGE.label}
            </Tag>
          ) : null}
          {premium ? (
            <Tag variant="brand">
              <CrownIcon aria-hidden="true" />
              Premium
            </Tag>
          ) : null}
          {settled ? <Tag variant={settled}>{prediction.status}</Tag> : null}
        </span>
      </div>

      <div className="flex flex-col gap-1">
        <Heading className="text-base leading-snug font-semibold">
          <Link href={routes.prediction(prediction.id)} className="hover:underline focus-visible:underline">
            {title}
          </Link>
        </Heading>
        <p className="text-sm text-muted-foreground">
          <time dateTime={prediction.matchDate}>{formatKickoff(prediction.matchDate)} UTC</time>
        </p>
      </div>

      {prediction.withheld ? (
        <>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Market</dt>
            <dd className="text-end font-medium">{formatMarket(prediction.market)}</dd>
          </dl>
          <WithheldPick reason={prediction.reason} />
        </>
      ) : (
        <PickFigures prediction={prediction} />
      )}

      {actions ? <div className="flex flex-wrap items-center gap-2 border-t pt-3">{actions}</div> : null}
    </article>
  );
}

/**
 * Market, the pick (or forecast) with its kind, the price taken with its bookmaker, then the probability,
 * fair odds and EV at that price, and what the probability is made of. Colours follow display.rules: the
 * probability's band only on a bet, the EV's band always.
 */
function PickFigures({ prediction }: { prediction: FullPredictionCardData }) {
  const tone = probabilityTone(prediction.confidence, prediction.kind);
  const ev = evTone(prediction.expectedValue);
  return (
    <>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Market</dt>
        <dd className="text-end font-medium">{formatMarket(prediction.market)}</dd>
        <dt className="text-muted-foreground" data-testid="prediction-kind">
          {PICK_KIND_LABELS[prediction.kind]}
        </dt>
        <dd className="flex items-center justify-end gap-1.5 text-end font-semibold" data-testid="prediction-pick">
          {prediction.kind === "value" ? (
            <Tag variant="success" data-testid="prediction-value">
              Value
            </Tag>
          ) : null}
          {prediction.pick}
        </dd>
        <dt className="text-muted-foreground">Price taken</dt>
        <dd className="text-end font-medium tabular-nums" data-testid="prediction-price">
          <Odds decimal={prediction.price} />
          {prediction.bookmaker ? (
            <span className="font-normal text-muted-foreground"> at {prediction.bookmaker}</span>
          ) : null}
        </dd>
      </dl>

      <dl className="grid grid-cols-3 gap-2 rounded-lg bg-muted/50 p-3 text-center">
        <div className="flex flex-col items-center gap-1">
          <dt className="text-xs text-muted-foreground">Probability</dt>
          <dd>
            <Tag variant={tone} data-testid="prediction-confidence" data-tone={tone}>
              {formatConfidence(prediction.confidence)}
            </Tag>
          </dd>
        </div>
        <div className="flex flex-col items-center gap-1">
          <dt className="text-xs text-muted-foreground">Fair odds</dt>
          <dd className="text-sm font-semibold tabular-nums" data-testid="prediction-fair-odds">
            <Odds decimal={fairPrice(prediction.probability)} />
          </dd>
        </div>
        <div className="flex flex-col items-center gap-1">
          <dt className="text-xs text-muted-foreground">EV</dt>
          <dd
            className={clsx("text-sm font-semibold tabular-nums", TONE_TEXT_CLASS[ev])}
            data-testid="prediction-ev"
            data-tone={ev}
          >
            {formatPickEv(prediction.expectedValue)}
          </dd>
        </div>
      </dl>
      <p className="-mt-2 text-xs text-muted-foreground" data-testid="prediction-basis">
        Probability: {formatBasis(prediction.basis)}
      </p>
    </>
  );
}

/** A badge without tailwind-merge (the Badge component merges class names; these never need it). */
function Tag({
  variant,
  ...props
}: ComponentProps<"span"> & { variant: NonNullable<Parameters<typeof badgeVariants>[0]>["variant"] }) {
  return <span data-slot="badge" data-variant={variant} className={badgeVariants({ variant })} {...props} />;
}
