import type { ReactNode } from "react";
import { LockIcon } from "lucide-react";

import { FavoriteButton } from "@/components/member/favorite-button";
import { TrackButton } from "@/components/member/track-button";
import { PredictionCard } from "@/components/predictions/prediction-card";
import { WithheldPick } from "@/components/predictions/withheld-pick";
import { Odds } from "@/components/predictions/odds";
import { OddsFormatControl } from "@/components/predictions/odds-format-control";
import { Badge } from "@/components/ui/badge";
import {
  formatBasis,
  formatExpectedValue,
  formatPickEv,
  formatPickProbability,
  formatProbability,
  pickProbability,
  TONE_TEXT_CLASS,
} from "@/lib/format/predictions.rules";
import { formatCount, formatScore } from "@/lib/format/numbers.rules";
import { toCardData, type ReferenceLabels } from "@/lib/predictions/card.dto";
import {
  DEFINITIONS,
  evTone,
  fairPrice,
  pickKind,
  PICK_KIND_LABELS,
  probabilityBasis,
  probabilityTone,
  type ProbabilityBasis,
} from "@/lib/format/prediction-display.rules";
import { bookmakerName } from "@/lib/predictions/odds-sources.rules";
import { formatFactorValue, readFactors, teamNamesOf } from "@/lib/predictions/factors.rules";
import type { ModelBacktestSummary, OddsPoint, ViewerPredictionDetail } from "@/lib/predictions/pages.service";
import type { PredictionDto } from "@/lib/predictions/predictions.dto";
import { cn } from "@/lib/utils";
import { formatUtcDate, formatUtcDateTimeSeconds } from "@/lib/format/dates.rules";

import { OddsHistory } from "./odds-history";

/**
 * The detail as this viewer may see it: a withheld pick shows the match, its status and an upgrade prompt.
 * `children` (the odds screen and the member's stake) are shown only with the full analysis.
 */
export function PredictionDetail({
  detail,
  labels,
  children,
}: {
  detail: ViewerPredictionDetail;
  labels: ReferenceLabels;
  children?: ReactNode;
}) {
  const { prediction, oddsHistory, modelBacktest } = detail;
  // Settled picks are never withheld (the track record is public).
  const settled = !prediction.withheld && prediction.status !== "PENDING";
  return (
    // minmax(0, …): a column never grows to its widest content (the odds table), so the page does not scroll sideways.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <div className="flex flex-col gap-4">
        <PredictionCard
          headingLevel={2}
          prediction={toCardData(prediction)}
          sportName={labels.sports[prediction.sport]}
          leagueName={labels.leagues[prediction.league]}
          actions={
            <>
              <TrackButton predictionId={prediction.id} />
              {/* Four hearts side by side: each shows what it saves. */}
              <FavoriteButton
                kind="predictions"
                targetId={prediction.id}
                label={`${prediction.homeTeam} vs ${prediction.awayTeam}`}
                caption="Pick"
              />
              {prediction.homeTeamId ? (
                <FavoriteButton
                  kind="teams"
                  targetId={prediction.homeTeamId}
                  label={prediction.homeTeam}
                  caption={prediction.homeTeam}
                />
              ) : null}
              {prediction.awayTeamId ? (
                <FavoriteButton
                  kind="teams"
                  targetId={prediction.awayTeamId}
                  label={prediction.awayTeam}
                  caption={prediction.awayTeam}
                />
              ) : null}
              <FavoriteButton
                kind="leagues"
                targetId={prediction.league}
                label={labels.leagues[prediction.league] ?? prediction.league}
                caption={labels.leagues[prediction.league] ?? prediction.league}
              />
            </>
          }
        />
        <section aria-labelledby="result-heading" className="rounded-xl border p-5">
          <h2 id="result-heading" className="mb-2 text-base font-semibold">
            Result
          </h2>
          {settled ? (
            <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="prediction-result">
              <Badge
                variant={
                  prediction.status === "WIN" ? "success" : prediction.status === "LOSS" ? "destructive" : "muted"
                }
              >
                {prediction.status}
              </Badge>
              {prediction.resultNote ? <span>{prediction.resultNote}</span> : null}
              {prediction.settledAt ? (
                <span className="text-muted-foreground">settled {formatUtcDateTimeSeconds(prediction.settledAt)}</span>
              ) : null}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground" data-testid="prediction-result">
              Pending: settles when the match result is in.
            </p>
          )}
        </section>
        <section aria-labelledby="lock-heading" className="rounded-xl border p-5 text-sm">
          <h2 id="lock-heading" className="mb-2 flex items-center gap-2 text-base font-semibold">
            <LockIcon aria-hidden="true" className="size-4" />
            Locked
          </h2>
          {prediction.lockedAt ? (
            <p data-testid="prediction-locked-at">
              <time dateTime={prediction.lockedAt}>{formatUtcDateTimeSeconds(prediction.lockedAt)}</time>
            </p>
          ) : (
            <p className="text-muted-foreground">Not locked.</p>
          )}
          {!prediction.withheld && prediction.contentHash ? (
            <p className="mt-2 text-xs text-muted-foreground">
              Content hash (SHA-256):{" "}
              <code className="font-mono break-all text-foreground">{prediction.contentHash}</code>
            </p>
          ) : null}
        </section>
      </div>

      {prediction.withheld ? (
        <section aria-labelledby="numbers-heading" className="flex flex-col gap-4">
          <h2 id="numbers-heading" className="text-xl font-semibold">
            Probability and price
          </h2>
          <WithheldPick reason={prediction.reason} />
          <p className="text-sm text-muted-foreground">
            Members whose plan includes this pick see its fair probability and what it is made of, the no-vig market and
            model probabilities, the best price and its EV, the factors behind it and its odds over time. Every pick is
            shown in full once it is settled.
          </p>
        </section>
      ) : (
        <FullAnalysis prediction={prediction} oddsHistory={oddsHistory} modelBacktest={modelBacktest}>
          {children}
        </FullAnalysis>
      )}
    </div>
  );
}

/**
 * Probabilities, figures, factors and odds history of a pick the viewer may see. The pick's probability
 * is named with what it is made of, and the model's own figure is shown as the model's, with one line
 * saying whether it is used and why (display.rules probabilityBasis, the model's stored backtest).
 */
export function FullAnalysis({
  prediction,
  oddsHistory,
  modelBacktest,
  children,
}: {
  prediction: PredictionDto;
  oddsHistory: OddsPoint[];
  modelBacktest: ModelBacktestSummary | null;
  children?: ReactNode;
}) {
  const factors = readFactors(prediction.factors, teamNamesOf(prediction));
  const probability = pickProbability(prediction);
  const basis = probabilityBasis(prediction);
  const kind = pickKind(prediction);
  const bookmaker = prediction.bookmaker ? bookmakerName({ provider: "", bookmaker: prediction.bookmaker }) : null;
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="numbers-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="numbers-heading" className="text-xl font-semibold">
            Probability and price
          </h2>
          <OddsFormatControl />
        </div>
        <ProbabilityBars
          probability={probability}
          basis={basis}
          model={prediction.modelProbability}
          market={prediction.marketProbability}
        />
        <p className="text-sm text-muted-foreground" data-testid="model-use">
          {modelUseText(basis, prediction.modelProbability, modelBacktest)}
        </p>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure
            label="Fair probability"
            value={formatPickProbability(probability)}
            hint={formatBasis(basis)}
            className={TONE_TEXT_CLASS[probabilityTone(prediction.confidence, kind)]}
            testId="detail-probability"
          />
          <Figure
            label="Fair odds"
            value={<Odds decimal={fairPrice(probability)} />}
            hint="1 ÷ fair probability"
            testId="detail-fair-odds"
          />
          <Figure
            label="Price taken"
            value={<Odds decimal={prediction.decimalOdds} />}
            hint={bookmaker ? `best price, at ${bookmaker}` : undefined}
            testId="detail-price"
          />
          <Figure
            label="Expected value"
            value={formatPickEv(prediction.expectedValue)}
            hint="per unit staked at the price taken"
            className={TONE_TEXT_CLASS[evTone(prediction.expectedValue)]}
            testId="detail-ev"
          />
        </dl>
        <p className="text-sm" data-testid="detail-kind" data-kind={kind}>
          <strong>{PICK_KIND_LABELS[kind]}:</strong> <span className="text-muted-foreground">{DEFINITIONS[kind]}</span>
        </p>
        {prediction.analysis ? <p className="text-sm leading-6 text-muted-foreground">{prediction.analysis}</p> : null}
      </section>

      {prediction.status !== "PENDING" ? <ClosingLine prediction={prediction} /> : null}

      {children}

      <section aria-labelledby="factors-heading" className="flex flex-col gap-3">
        <h2 id="factors-heading" className="text-xl font-semibold">
          Factors
        </h2>
        {factors ? (
          <>
            {factors.expectedHome !== null && factors.expectedAway !== null ? (
              <p className="text-sm text-muted-foreground">
                Expected score {prediction.homeTeam} {factors.expectedHome.toFixed(2)} –{" "}
                {factors.expectedAway.toFixed(2)} {prediction.awayTeam}
                {factors.model
                  ? ` (model ${factors.model}${prediction.modelVersion ? `, ${prediction.modelVersion}` : ""})`
                  : ""}
                .
              </p>
            ) : null}
            <ul className="divide-y rounded-lg border" data-testid="prediction-factors">
              {factors.inputs.map((input) => (
                <li
                  key={input.key}
                  className={
                    "flex flex-col gap-0.5 px-4 py-2.5 sm:flex-row sm:items-baseline sm:justify-between " + "sm:gap-4"
                  }
                >
                  <span className="text-sm font-medium">{input.label}</span>
                  <span className="flex flex-col text-sm sm:items-end">
                    <span className="font-mono tabular-nums">{formatFactorValue(input.value)}</span>
                    {input.detail ? <span className="text-xs text-muted-foreground">{input.detail}</span> : null}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">This pick was entered by an analyst; it has no model factors.</p>
        )}
      </section>

      <section aria-labelledby="odds-heading" className="flex flex-col gap-3">
        <h2 id="odds-heading" className="text-xl font-semibold">
          Odds over time
        </h2>
        <OddsHistory points={oddsHistory} />
      </section>
    </div>
  );
}

/**
 * One line on the model: its own probability, whether the pick's probability uses it, and why, from the
 * basis stored on the pick and the model version's stored backtest of the market.
 */
function modelUseText(basis: ProbabilityBasis, model: number | null, backtest: ModelBacktestSummary | null): string {
  switch (basis.kind) {
    case "analyst":
      return (
        "This pick was entered by an analyst: its probability is their stated confidence, with no model or " +
        "market behind it."
      );
    case "model":
      return "This pick was published before the fair forecast existed: its probability is the model's own.";
    case "model-only":
      return "No bookmaker priced this market, so the probability is the model's own.";
  }
  if (model === null) return "No model forecast was stored for this pick.";
  const own = `The model's own probability (${formatPickProbability(model)})`;
  if (!backtest) {
    return (
      `${own} is not used: the model has no stored backtest of this market, and a model enters the probability ` +
      `only once its backtest beats the bookmakers' consensus.`
    );
  }
  const period =
    backtest.periodFrom && backtest.periodTo
      ? `, ${formatUtcDate(backtest.periodFrom)} – ${formatUtcDate(backtest.periodTo)}`
      : "";
  const where =
    `its backtest of this market (${formatCount(backtest.matches)} ` +
    `matches${period}${backtest.isDemo ? ", simulated demo history" : ""})`;
  const scores =
    `log loss: model ${formatScore(backtest.logLoss.model, 4)}, consensus ` +
    `${formatScore(backtest.logLoss.consensus, 4)}, pooled ${formatScore(backtest.logLoss.fair, 4)}; lower is ` +
    `better`;
  if (basis.kind === "pooled")
    return (
      `${own} is used: pooled with the consensus, because in ${where} the pooled forecast beat the consensus ` +
      `out of sample (${scores}).`
    );
  return backtest.poolApplied
    ? `${own} was not used for this pick. In ${where} pooling it with the consensus has since beaten the consensus ` +
        `out of sample (${scores}), so newer picks of this market use it.`
    : `${own} is not used: in ${where} pooling it with the bookmakers' consensus did not beat the consensus out of ` +
        `sample (${scores}).`;
}

/** The market's last no-vig word before kickoff, and what the price taken was worth against it. */
function ClosingLine({ prediction }: { prediction: PredictionDto }) {
  return (
    <section aria-labelledby="closing-heading" className="flex flex-col gap-3" data-testid="prediction-closing">
      <h2 id="closing-heading" className="text-xl font-semibold">
        Closing line
      </h2>
      {prediction.closingProbability === null || prediction.clv === null ? (
        <p className="text-sm text-muted-foreground">
          No closing prices were stored for this pick, so it has no closing-line value.
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Figure
              label="Closing probability"
              value={formatProbability(prediction.closingProbability)}
              hint={
                prediction.closingBookmakers
                  ? `no-vig consensus of ${prediction.closingBookmakers} bookmakers`
                  : "no-vig consensus"
              }
              testId="detail-closing-probability"
            />
            <Figure
              label="Fair closing odds"
              value={<Odds decimal={fairPrice(prediction.closingProbability)} />}
              hint="1 ÷ closing probability"
            />
            <Figure
              label="Closing-line value"
              value={formatExpectedValue(prediction.clv)}
              hint="price taken × closing probability − 1"
              className={
                prediction.clv > 0 ? "text-success-strong" : prediction.clv < 0 ? "text-destructive" : undefined
              }
              testId="detail-clv"
            />
          </dl>
          <p className="text-sm text-muted-foreground">
            {prediction.clv > 0
              ? "The price taken beat the close: the market moved towards this pick after it was published."
              : "The price taken did not beat the close."}
          </p>
        </>
      )}
    </section>
  );
}

function Figure({
  label,
  value,
  hint,
  className,
  testId,
}: {
  label: string;
  value: ReactNode;
  hint?: string;
  className?: string;
  testId?: string;
}) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn("font-mono text-xl font-semibold tabular-nums", className)} data-testid={testId}>
        {value}
      </dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

/**
 * The pick's probability beside the market's and the model's own, each a bar. The pick's is named with what
 * it is made of; the model's says it is the model's. Each row is a dt and a dd (the bar inside the dd).
 */
function ProbabilityBars({
  probability,
  basis,
  model,
  market,
}: {
  probability: number;
  basis: ProbabilityBasis;
  model: number | null;
  market: number | null;
}) {
  const rows = [
    { key: "pick", label: `This pick: ${formatBasis(basis)}`, value: probability, className: "bg-success" },
    { key: "market", label: "Market consensus (no vig)", value: market, className: "bg-muted-foreground" },
    { key: "model", label: "The model's own probability", value: model, className: "bg-brand" },
  ];
  return (
    <dl className="flex flex-col gap-3" data-testid="prediction-probabilities">
      {rows.map((row) => (
        <div key={row.key} className="relative flex justify-between gap-4 pb-3 text-sm" data-row={row.key}>
          <dt>{row.label}</dt>
          <dd className="font-mono font-semibold tabular-nums">
            {row.key === "pick" ? formatPickProbability(row.value ?? 0) : formatProbability(row.value)}
            <span className="absolute inset-x-0 bottom-0 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              {row.value !== null ? (
                <span
                  className={cn("block h-full rounded-full", row.className)}
                  style={{ width: `${Math.min(100, row.value * 100)}%` }}
                />
              ) : null}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
