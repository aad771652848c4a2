import { LockIcon } from "lucide-react";

import { FavoriteButton } from "@/components/member/favorite-button";
import { TrackButton } from "@/components/member/track-button";
import { PredictionCard } from "@/components/predictions/prediction-card";
import { WithheldPick } from "@/components/predictions/withheld-pick";
import { Badge } from "@/components/ui/badge";
import {
  edgeTone,
  formatAmericanOdds,
  formatExpectedValue,
  formatFairOdds,
  formatProbability,
  pickProbability,
  probabilityTone,
  TONE_TEXT_CLASS,
} from "@/lib/format/predictions";
import { toCardData, type ReferenceLabels } from "@/lib/predictions/card.dto";
import { bookmakerName } from "@/lib/predictions/odds-sources.rules";
import { formatFactorValue, readFactors, teamNamesOf } from "@/lib/predictions/factors.rules";
import type { OddsPoint, ViewerPredictionDetail } from "@/lib/predictions/pages.service";
import type { PredictionDto } from "@/lib/predictions/predictions.dto";
import { cn } from "@/lib/utils";
import { formatUtcDateTimeSeconds } from "@/lib/format/dates";

import { OddsHistory } from "./odds-history";

/** The detail as this viewer may see it: a withheld pick shows the match, its status and an upgrade prompt. */
export function PredictionDetail({ detail, labels }: { detail: ViewerPredictionDetail; labels: ReferenceLabels }) {
  const { prediction, oddsHistory } = detail;
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
              <FavoriteButton kind="predictions" targetId={prediction.id} label={`${prediction.homeTeam} vs ${prediction.awayTeam}`} caption="Pick" />
              {prediction.homeTeamId ? <FavoriteButton kind="teams" targetId={prediction.homeTeamId} label={prediction.homeTeam} caption={prediction.homeTeam} /> : null}
              {prediction.awayTeamId ? <FavoriteButton kind="teams" targetId={prediction.awayTeamId} label={prediction.awayTeam} caption={prediction.awayTeam} /> : null}
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
              <Badge variant={prediction.status === "WIN" ? "success" : prediction.status === "LOSS" ? "destructive" : "muted"}>{prediction.status}</Badge>
              {prediction.resultNote ? <span>{prediction.resultNote}</span> : null}
              {prediction.settledAt ? <span className="text-muted-foreground">settled {formatUtcDateTimeSeconds(prediction.settledAt)}</span> : null}
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
              Content hash (SHA-256): <code className="font-mono break-all text-foreground">{prediction.contentHash}</code>
            </p>
          ) : null}
        </section>
      </div>

      {prediction.withheld ? (
        <section aria-labelledby="numbers-heading" className="flex flex-col gap-4">
          <h2 id="numbers-heading" className="text-xl font-semibold">
            Model vs market
          </h2>
          <WithheldPick reason={prediction.reason} />
          <p className="text-sm text-muted-foreground">
            Members whose plan includes this pick see the model and no-vig market probabilities, confidence, odds, edge, expected value, the
            factors behind it and its odds over time. Every pick is shown in full once it is settled.
          </p>
        </section>
      ) : (
        <FullAnalysis prediction={prediction} oddsHistory={oddsHistory} />
      )}
    </div>
  );
}

/** Probabilities, figures, factors and odds history of a pick the viewer may see. */
export function FullAnalysis({ prediction, oddsHistory }: { prediction: PredictionDto; oddsHistory: OddsPoint[] }) {
  const factors = readFactors(prediction.factors, teamNamesOf(prediction));
  const probability = pickProbability(prediction);
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="numbers-heading" className="flex flex-col gap-4">
        <h2 id="numbers-heading" className="text-xl font-semibold">
          Model vs market
        </h2>
        <ProbabilityBars fair={prediction.fairProbability} model={prediction.modelProbability} market={prediction.marketProbability} />
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure
            label="Probability"
            value={formatProbability(probability)}
            hint={fairHint(prediction)}
            className={TONE_TEXT_CLASS[probabilityTone(prediction.confidence, prediction.expectedValue)]}
          />
          <Figure label="Fair odds" value={formatFairOdds(probability)} hint="1 / probability" testId="detail-fair-odds" />
          <Figure
            label="Price taken"
            value={prediction.decimalOdds.toFixed(2)}
            hint={prediction.bookmaker ? `at ${bookmakerName({ provider: "", bookmaker: prediction.bookmaker })} (${formatAmericanOdds(prediction.odds)})` : formatAmericanOdds(prediction.odds)}
            testId="detail-price"
          />
          <Figure
            label="Expected value"
            value={formatExpectedValue(prediction.expectedValue)}
            hint="per unit staked at the price taken"
            className={prediction.expectedValue === null ? undefined : TONE_TEXT_CLASS[edgeTone(prediction.expectedValue * 100)]}
          />
        </dl>
        {prediction.analysis ? <p className="text-sm leading-6 text-muted-foreground">{prediction.analysis}</p> : null}
      </section>

      {prediction.status !== "PENDING" ? <ClosingLine prediction={prediction} /> : null}

      <section aria-labelledby="factors-heading" className="flex flex-col gap-3">
        <h2 id="factors-heading" className="text-xl font-semibold">
          Factors
        </h2>
        {factors ? (
          <>
            {factors.expectedHome !== null && factors.expectedAway !== null ? (
              <p className="text-sm text-muted-foreground">
                Expected score {prediction.homeTeam} {factors.expectedHome.toFixed(2)} – {factors.expectedAway.toFixed(2)} {prediction.awayTeam}
                {factors.model ? ` (model ${factors.model}${prediction.modelVersion ? `, ${prediction.modelVersion}` : ""})` : ""}.
              </p>
            ) : null}
            <ul className="divide-y rounded-lg border" data-testid="prediction-factors">
              {factors.inputs.map((input) => (
                <li key={input.key} className="flex flex-col gap-0.5 px-4 py-2.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
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

/** What the shown probability rests on: the fair forecast's basis, or the model alone on older picks. */
function fairHint(prediction: PredictionDto): string {
  if (prediction.fairProbability === null) return prediction.modelProbability === null ? "stated confidence" : "model probability";
  if (prediction.fairBasis === "model-only") return "fair: model only, no bookmaker priced it";
  const books = prediction.consensusBookmakers ? ` of ${prediction.consensusBookmakers} bookmakers` : "";
  return prediction.fairBasis === "market-only" ? `fair: no-vig consensus${books}` : `fair: consensus${books} pooled with the model`;
}

/** The market's last no-vig word before kickoff, and what the price taken was worth against it. */
function ClosingLine({ prediction }: { prediction: PredictionDto }) {
  return (
    <section aria-labelledby="closing-heading" className="flex flex-col gap-3" data-testid="prediction-closing">
      <h2 id="closing-heading" className="text-xl font-semibold">
        Closing line
      </h2>
      {prediction.closingProbability === null || prediction.clv === null ? (
        <p className="text-sm text-muted-foreground">No closing prices were stored for this pick, so it has no closing-line value.</p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Figure
              label="Closing probability"
              value={formatProbability(prediction.closingProbability)}
              hint={prediction.closingBookmakers ? `no-vig consensus of ${prediction.closingBookmakers} bookmakers` : "no-vig consensus"}
              testId="detail-closing-probability"
            />
            <Figure label="Fair closing odds" value={formatFairOdds(prediction.closingProbability)} hint="1 / closing probability" />
            <Figure
              label="Closing-line value"
              value={formatExpectedValue(prediction.clv)}
              hint="price taken × closing probability − 1"
              className={prediction.clv > 0 ? "text-success-strong" : prediction.clv < 0 ? "text-destructive" : undefined}
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

function Figure({ label, value, hint, className, testId }: { label: string; value: string; hint?: string; className?: string; testId?: string }) {
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

function ProbabilityBars({ fair, model, market }: { fair: number | null; model: number | null; market: number | null }) {
  const rows = [
    ...(fair === null ? [] : [{ label: "Fair probability", value: fair, className: "bg-success" }]),
    { label: "Model probability", value: model, className: "bg-brand" },
    { label: "Market probability (no vig)", value: market, className: "bg-muted-foreground" },
  ];
  return (
    <dl className="flex flex-col gap-3" data-testid="prediction-probabilities">
      {rows.map((row) => (
        // A dl's groups hold only dt and dd: the bar is a dd of its own, hidden from assistive tech.
        <div key={row.label} className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-1 text-sm">
          <dt>{row.label}</dt>
          <dd className="font-mono font-semibold tabular-nums">{formatProbability(row.value)}</dd>
          <dd className="col-span-2 h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            {row.value !== null ? <div className={cn("h-full rounded-full", row.className)} style={{ width: `${Math.min(100, row.value * 100)}%` }} /> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
