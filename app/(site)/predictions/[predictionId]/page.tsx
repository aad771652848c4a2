import { Suspense } from "react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeftIcon } from "lucide-react";

import { PageBreadcrumb } from "@/components/layout/page-breadcrumb";
import { PageHeader } from "@/components/layout/page-header";
import { LogBetLink } from "@/components/bets/log-bet-link";
import { DisplayLegend } from "@/components/predictions/display-legend";
import { getPageCaller } from "@/lib/auth/page-guards";
import { pageTimeZone } from "@/lib/time/page-time-zone.service";
import { cachedPredictionDetail, cachedReferenceLabels } from "@/lib/predictions/predictions.cache";
import { formatConfidence, formatKickoff, formatMarket } from "@/lib/format/predictions.rules";
import { DEFAULT_ODDS_FORMAT, formatOdds } from "@/lib/format/odds.rules";
import { PICK_KIND_LABELS, pickKind } from "@/lib/format/prediction-display.rules";
import { pageMetadata } from "@/lib/seo/metadata";
import { shapePredictionDetail } from "@/lib/predictions/entitlements.service";
import { routes } from "@/lib/site-config";
import { predictionParamsSchema } from "@/lib/predictions/predictions.input";

import { PredictionDetail } from "./_components/prediction-detail";
import { PredictionDetailSkeleton } from "./_components/prediction-detail-skeleton";
import { PickOddsPanel } from "./_components/pick-odds-panel";

type Params = Promise<{ predictionId: string }>;

/** The published prediction behind a path id, or null for an id that is malformed, unknown or unpublished. */
async function readDetail(params: Params) {
  const parsed = predictionParamsSchema.safeParse(await params);
  return parsed.success ? cachedPredictionDetail(parsed.data.predictionId) : null;
}

// Params are request data under Cache Components: the metadata reads them at request time, and the page
// awaits them only inside <Suspense>, so the rest of the page stays in the prerendered shell.
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const detail = await readDetail(params);
  if (!detail) notFound();
  // The head is the visitor's view for everyone: search engines and link previews never get a withheld pick.
  const p = (await shapePredictionDetail(detail, null)).prediction;
  if (p.withheld) {
    return pageMetadata({
      title: `${p.homeTeam} vs ${p.awayTeam}: ${formatMarket(p.market)} pick`,
      description:
        `The ${formatMarket(p.market)} pick for ${p.homeTeam} vs ${p.awayTeam} ` +
        `(${formatKickoff(p.matchDate)} UTC): its fair probability and what it is made of, the best price and its ` +
        `EV, and the factors behind it, for members whose plan includes it.`,
      path: routes.prediction(p.id),
    });
  }
  return pageMetadata({
    title: `${p.homeTeam} vs ${p.awayTeam}: ${formatMarket(p.market)} pick`,
    description:
      `${PICK_KIND_LABELS[pickKind(p)]}: ${p.pick} at ${formatOdds(p.decimalOdds, DEFAULT_ODDS_FORMAT)}, ` +
      `fair probability ${formatConfidence(p.confidence)}, for ${p.homeTeam} vs ${p.awayTeam} ` +
      `(${formatKickoff(p.matchDate)} UTC): what the probability is made of, the EV at the best price, factors and ` +
      `odds over time.`,
    path: routes.prediction(p.id),
  });
}

export default function PredictionPage({ params }: { params: Params }) {
  return (
    <div className="container flex w-full flex-col gap-6 py-10 sm:py-14">
      <Suspense fallback={<PredictionDetailSkeleton />}>
        <PredictionBody params={params} />
      </Suspense>
      <DisplayLegend className="border-t pt-8" />
      <Link
        href={routes.predictions}
        className={
          "inline-flex items-center gap-2 text-sm font-medium text-brand-strong underline-offset-4 " + "hover:underline"
        }
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        All predictions
      </Link>
    </div>
  );
}

// Request-time (it reads the params), so it can read the session cookie too: the detail is cached in full
// and shaped for this viewer here. Visitors, and members whose plan does not include the pick, get HTML
// without its pick, odds or figures; entitled members and admins get them in the same response.
async function PredictionBody({ params }: { params: Params }) {
  const [cached, labels, caller, timeZone] = await Promise.all([
    readDetail(params),
    cachedReferenceLabels(),
    getPageCaller(),
    pageTimeZone(),
  ]);
  // Streamed after the shell, so the status stays 200; Next marks the page noindex (docs/decisions.md).
  if (!cached) notFound();
  // Shaped like the viewer's lists and API answers: their plan, their zone's day for the free allowance.
  const detail = await shapePredictionDetail(cached, caller?.user ?? null, undefined, timeZone);
  const p = detail.prediction;
  const title = `${p.homeTeam} vs ${p.awayTeam}`;
  return (
    <>
      <PageHeader
        title={title}
        description={
          `${formatMarket(p.market)}: ${p.withheld ? "pick withheld" : p.pick} · ` +
          `${labels.leagues[p.league] ?? p.league} · ${formatKickoff(p.matchDate)} UTC`
        }
        breadcrumbSlot={
          <PageBreadcrumb
            items={[
              { name: "Predictions", path: routes.predictions },
              { name: title, path: routes.prediction(p.id) },
            ]}
          />
        }
        className="pb-0 sm:pb-0"
      />
      {caller && !p.withheld && p.matchId ? <LogBetLink predictionId={p.id} /> : null}
      <PredictionDetail detail={detail} labels={labels}>
        {p.withheld ? null : (
          <PickOddsPanel prediction={p} screen={detail.oddsScreen} memberId={caller?.user.id ?? null} />
        )}
      </PredictionDetail>
    </>
  );
}
