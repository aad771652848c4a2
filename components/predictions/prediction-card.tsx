import type { ComponentProps, ReactNode } from "react";
import Link from "next/link";
import { CrownIcon, SparklesIcon } from "lucide-react";

import { badgeVariants } from "@/components/ui/badge-variants";
import {
  confidenceTone,
  edgeTone,
  formatAmericanOdds,
  formatConfidence,
  formatEdge,
  formatKickoff,
  formatMarket,
  TONE_TEXT_CLASS,
  titleCase,
} from "@/lib/format/predictions";
import type { FullPredictionCardData, PredictionCardData } from "@/lib/predictions/card-data";
import { routes } from "@/lib/site-config";
import { clsx } from "clsx";

import { WithheldPick } from "./withheld-pick";

export interface PredictionCardProps {
  prediction: PredictionCardData;
  /** Display names; ids are shown title-cased when missing. */
  sportName?: string;
  leagueName?: string;
  /** Buttons for the card's footer (favourite, track …), rendered as given. */
  actions?: ReactNode;
  className?: string;
}

const SETTLED_VARIANT: Record<string, "success" | "destructive" | "muted"> = { WIN: "success", LOSS: "destructive", VOID: "muted" };

/**
 * One prediction as the lists show it (public spec §2): sport, league, teams, kick-off, market, pick,
 * confidence, American odds and edge, coloured by the spec's thresholds. A premium pick gets the brand
 * border and a 'Premium' badge, nothing else. A withheld pick (the viewer's plan does not include it)
 * shows the match and market with an upgrade prompt in place of the pick and figures. Server-renderable:
 * no hooks, so lists on any page reuse it. The live list renders it in the browser, so it styles with
 * plain clsx and the badge variants, never tailwind-merge (docs/decisions.md, "First-load JS"); a
 * className is appended to the card's own classes, not merged over them.
 */
export function PredictionCard({ prediction, sportName, leagueName, actions, className }: PredictionCardProps) {
  const settled = SETTLED_VARIANT[prediction.status];
  const title = `${prediction.homeTeam} vs ${prediction.awayTeam}`;
  return (
    <article
      aria-label={title}
      data-testid="prediction-card"
      data-premium={prediction.isPremium ? "true" : undefined}
      className={clsx(
        "flex flex-col gap-4 rounded-xl bg-card p-5 text-card-foreground shadow-sm",
        prediction.isPremium ? "border-2 border-brand/70" : "border",
        className,
      )}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <Tag variant="outline">{sportName ?? titleCase(prediction.sport)}</Tag>
        <span className="text-muted-foreground">{leagueName ?? prediction.league.toUpperCase()}</span>
        <span className="ms-auto flex items-center gap-1.5">
          {prediction.source === "MODEL" ? (
            <Tag variant="muted" title="Made by the model">
              <SparklesIcon aria-hidden="true" />
              AI
            </Tag>
          ) : null}
          {prediction.isPremium ? (
            <Tag variant="brand">
              <CrownIcon aria-hidden="true" />
              Premium
            </Tag>
          ) : null}
          {settled ? <Tag variant={settled}>{prediction.status}</Tag> : null}
        </span>
      </div>

      <div className="flex flex-col gap-1">
        <h3 className="text-base leading-snug font-semibold">
          <Link href={routes.prediction(prediction.id)} className="hover:underline focus-visible:underline">
            {title}
          </Link>
        </h3>
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

/** Market, pick, confidence, odds and edge of a pick the viewer may see. */
function PickFigures({ prediction }: { prediction: FullPredictionCardData }) {
  const confidence = confidenceTone(prediction.confidence);
  const edge = edgeTone(prediction.edge);
  return (
    <>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Market</dt>
        <dd className="text-end font-medium">{formatMarket(prediction.market)}</dd>
        <dt className="text-muted-foreground">Pick</dt>
        <dd className="text-end font-semibold" data-testid="prediction-pick">
          {prediction.pick}
        </dd>
      </dl>

      <dl className="grid grid-cols-3 gap-2 rounded-lg bg-muted/50 p-3 text-center">
        <div className="flex flex-col items-center gap-1">
          <dt className="text-xs text-muted-foreground">Confidence</dt>
          <dd>
            <Tag variant={confidence} data-testid="prediction-confidence" data-tone={confidence}>
              {formatConfidence(prediction.confidence)}
            </Tag>
          </dd>
        </div>
        <div className="flex flex-col items-center gap-1">
          <dt className="text-xs text-muted-foreground">Odds</dt>
          <dd className="text-sm font-semibold tabular-nums" data-testid="prediction-odds">
            {formatAmericanOdds(prediction.odds)}
          </dd>
        </div>
        <div className="flex flex-col items-center gap-1">
          <dt className="text-xs text-muted-foreground">Edge</dt>
          <dd className={clsx("text-sm font-semibold tabular-nums", TONE_TEXT_CLASS[edge])} data-testid="prediction-edge" data-tone={edge}>
            {formatEdge(prediction.edge)}
          </dd>
        </div>
      </dl>
    </>
  );
}

/** A badge without tailwind-merge (the Badge component merges class names; these never need it). */
function Tag({ variant, ...props }: ComponentProps<"span"> & { variant: NonNullable<Parameters<typeof badgeVariants>[0]>["variant"] }) {
  return <span data-slot="badge" data-variant={variant} className={badgeVariants({ variant })} {...props} />;
}
