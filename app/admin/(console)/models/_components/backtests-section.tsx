"use client";

import { LoadError } from "@/components/member/load-error";
import { formatUtcDate } from "@/lib/format/dates.rules";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { FiguresTable } from "@/components/track-record/figures-table";
import type { BacktestOverview } from "@/lib/models/backtest.service";
import { formatCount } from "@/lib/format/numbers.rules";

import { BacktestActions } from "./backtest-actions";
import { interval, score, share, threshold } from "./backtest-figures";

// The Backtests section of the models page, read from GET /api/admin/models/backtests: per model, its newest
// stored backtest against the market (fair forecast vs the no-vig consensus and the close, calibration, value
// picks and every edge band with n and 95 % intervals), the status of a running or failed one, and the actions.

export interface BacktestsState {
  data: BacktestOverview[] | null;
  error: string | null;
}

export function BacktestsSection({
  backtests,
  canOverride,
  onChanged,
  onRetry,
}: {
  backtests: BacktestsState;
  canOverride: boolean;
  /** After a backtest was started or a version activated: the page reads its models and backtests again. */
  onChanged: () => void;
  onRetry: () => void;
}) {
  return (
    <section aria-labelledby="backtests-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="backtests-heading" className="text-xl font-semibold">
          Backtests against the market
        </h2>
        <p className="text-sm text-muted-foreground">
          Each version is replayed walk-forward over the finished matches in the database: the fair forecast (model
          pooled with the pre-kickoff no-vig consensus) against the consensus itself and the closing prices, on the same
          matches. A version is activated only when its fair forecast has a lower log loss than the consensus; a super
          admin can override that with a reason, which is audited.
        </p>
      </div>
      {backtests.data ? (
        backtests.data.map((model) => (
          <ModelBacktest key={model.id} model={model} canOverride={canOverride} onChanged={onChanged} />
        ))
      ) : backtests.error ? (
        <LoadError title="Failed to load the backtests" message={backtests.error} onRetry={onRetry} />
      ) : (
        <div role="status" aria-label="Loading backtests" className="flex flex-col gap-4">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      )}
    </section>
  );
}

type BacktestMetrics = NonNullable<BacktestOverview["figures"]>["metrics"];

/** The value picks at the walk-forward threshold, then how the model was pooled with the consensus. */
function ValuePicksSummary({ metrics }: { metrics: BacktestMetrics }) {
  const value = metrics.valuePicks;
  return (
    <p className="text-sm">
      Value picks at the walk-forward edge threshold (next threshold {threshold(value.threshold)}): n{" "}
      {formatCount(value.n)}, ROI {interval(value.roi)}, CLV {interval(value.clv, 2)} (n {formatCount(value.clv.n)}),
      beat the close {share(value.beatClose.share)} of {formatCount(value.beatClose.n)}. {poolText(metrics.pool)}
    </p>
  );
}

/** How the model was pooled with the consensus, or why it was not. */
function poolText(pool: BacktestMetrics["pool"]): string {
  if (!pool) return "Pool: not fitted (too few earlier matches); fair is the consensus.";
  const applied = pool.applied ? "applied" : "not applied (it has not beaten the consensus out of sample)";
  return `Pool: a ${pool.a.toFixed(3)}, b ${pool.b.toFixed(3)} on ${formatCount(pool.n)} matches, ${applied}.`;
}

/** The four forecasts of a backtest's scores table, in the order the table reads them. */
function scoreRows(scores: BacktestMetrics["scores"]) {
  return [
    ["Fair (model ⊕ consensus)", scores.fair],
    ["Model alone", scores.model],
    ["No-vig consensus before kick-off", scores.consensus],
    ["Closing prices (reference only)", scores.closing],
  ] as const;
}

function ModelBacktest({
  model,
  canOverride,
  onChanged,
}: {
  model: BacktestOverview;
  canOverride: boolean;
  onChanged: () => void;
}) {
  const f = model.figures;
  const latest = model.latest;
  const running = latest?.status === "running";
  return (
    <Card role="region" aria-label={`Backtest of ${model.name}`}>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {model.name}
          <span className="text-sm font-normal text-muted-foreground">
            {model.engine} · {model.version}
          </span>
          <Badge variant="outline">{model.status}</Badge>
          {f?.isDemo ? <Badge variant="secondary">Demo history</Badge> : null}
          {f ? (
            <Badge variant={f.beatsConsensus ? "default" : "destructive"}>
              {f.beatsConsensus ? "Beats the consensus" : "Does not beat the consensus"}
            </Badge>
          ) : null}
        </CardTitle>
        <CardDescription>
          {running ? (
            <span>
              Backtest running (version {latest!.version}) since {formatUtcDate(latest!.createdAt)}.{" "}
            </span>
          ) : null}
          {latest?.status === "failed" ? (
            <span>
              Last backtest failed ({formatUtcDate(latest.createdAt)}): {latest.error ?? "no reason recorded"}.{" "}
            </span>
          ) : null}
          {f ? (
            <span>
              Version {f.version}, market {f.market}: {formatCount(f.matches)} matches from{" "}
              {formatUtcDate(f.periodFrom)} to {formatUtcDate(f.periodTo)}
              {f.isDemo ? " (simulated demo history)" : ""}. De-vig: {f.metrics.marginMethod.chosen}.
            </span>
          ) : !latest ? (
            <span>No backtest yet.</span>
          ) : null}
        </CardDescription>
        <BacktestActions
          modelId={model.id}
          modelName={model.name}
          running={running}
          canOverride={canOverride && model.status !== "ACTIVE" && model.status !== "TRAINING" && !f?.beatsConsensus}
          onChanged={onChanged}
        />
      </CardHeader>
      {f ? (
        <CardContent className="flex flex-col gap-6">
          <FiguresTable
            ariaLabel={`Scores of ${model.name}`}
            rows={scoreRows(f.metrics.scores)}
            rowKey={([label]) => label}
            label={{ header: "Forecast", cell: ([label]) => label, as: "cell" }}
            figures={[
              { header: "n", cell: ([, s]) => (s ? formatCount(s.n) : "—") },
              { header: "Log loss", cell: ([, s]) => score(s?.logLoss) },
              { header: "RPS", cell: ([, s]) => score(s?.rps) },
              { header: "Brier", cell: ([, s]) => score(s?.brier) },
            ]}
          />

          <ValuePicksSummary metrics={f.metrics} />

          <FiguresTable
            ariaLabel={`Value by edge band of ${model.name}`}
            rows={f.metrics.bands}
            rowKey={(band) => band.label}
            label={{ header: "Edge at the best price", cell: (band) => band.label, as: "cell" }}
            figures={[
              { header: "n", cell: (band) => formatCount(band.roi.n) },
              { header: "ROI [95 %]", cell: (band) => interval(band.roi) },
              { header: "CLV [95 %]", cell: (band) => interval(band.clv, 2) },
              {
                header: "Beat the close",
                cell: (band) => `${share(band.beatClose.share)} of ${formatCount(band.beatClose.n)}`,
              },
            ]}
          />

          <FiguresTable
            ariaLabel={`Calibration of ${model.name}`}
            rows={f.metrics.calibration}
            rowKey={(bin) => bin.from}
            label={{ header: "Fair probability", cell: (bin) => `${share(bin.from)}–${share(bin.to)}`, as: "cell" }}
            figures={[
              { header: "n", cell: (bin) => formatCount(bin.n) },
              { header: "Mean forecast", cell: (bin) => share(bin.predicted) },
              { header: "Observed", cell: (bin) => share(bin.observed) },
            ]}
          />
        </CardContent>
      ) : null}
    </Card>
  );
}
