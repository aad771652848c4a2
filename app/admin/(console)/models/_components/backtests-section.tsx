"use client";

import { LoadError } from "@/components/member/load-error";
import { formatUtcDate } from "@/lib/format/dates.rules";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
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
          Each version is replayed walk-forward over the finished matches in the database: the fair forecast (model pooled with the pre-kickoff no-vig consensus) against the consensus
          itself and the closing prices, on the same matches. A version is activated only when its fair forecast has a lower log loss than the consensus; a super admin can
          override that with a reason, which is audited.
        </p>
      </div>
      {backtests.data ? (
        backtests.data.map((model) => <ModelBacktest key={model.id} model={model} canOverride={canOverride} onChanged={onChanged} />)
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

function ModelBacktest({ model, canOverride, onChanged }: { model: BacktestOverview; canOverride: boolean; onChanged: () => void }) {
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
          {f ? <Badge variant={f.beatsConsensus ? "default" : "destructive"}>{f.beatsConsensus ? "Beats the consensus" : "Does not beat the consensus"}</Badge> : null}
        </CardTitle>
        <CardDescription>
          {running ? <span>Backtest running (version {latest!.version}) since {formatUtcDate(latest!.createdAt)}. </span> : null}
          {latest?.status === "failed" ? (
            <span>
              Last backtest failed ({formatUtcDate(latest.createdAt)}): {latest.error ?? "no reason recorded"}.{" "}
            </span>
          ) : null}
          {f ? (
            <span>
              Version {f.version}, market {f.market}: {formatCount(f.matches)} matches from {formatUtcDate(f.periodFrom)} to {formatUtcDate(f.periodTo)}
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
          <Table aria-label={`Scores of ${model.name}`}>
            <TableHeader>
              <TableRow>
                <TableHead>Forecast</TableHead>
                <TableHead className="text-right">n</TableHead>
                <TableHead className="text-right">Log loss</TableHead>
                <TableHead className="text-right">RPS</TableHead>
                <TableHead className="text-right">Brier</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {(
                [
                  ["Fair (model ⊕ consensus)", f.metrics.scores.fair],
                  ["Model alone", f.metrics.scores.model],
                  ["No-vig consensus before kick-off", f.metrics.scores.consensus],
                  ["Closing prices (reference only)", f.metrics.scores.closing],
                ] as const
              ).map(([label, s]) => (
                <TableRow key={label}>
                  <TableCell>{label}</TableCell>
                  <TableCell className="text-right tabular-nums">{s ? formatCount(s.n) : "—"}</TableCell>
                  <TableCell className="text-right tabular-nums">{score(s?.logLoss)}</TableCell>
                  <TableCell className="text-right tabular-nums">{score(s?.rps)}</TableCell>
                  <TableCell className="text-right tabular-nums">{score(s?.brier)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>

          <p className="text-sm">
            Value picks at the walk-forward edge threshold (next threshold {threshold(f.metrics.valuePicks.threshold)}): n {formatCount(f.metrics.valuePicks.n)}, ROI{" "}
            {interval(f.metrics.valuePicks.roi)}, CLV {interval(f.metrics.valuePicks.clv, 2)} (n {formatCount(f.metrics.valuePicks.clv.n)}), beat the close{" "}
            {share(f.metrics.valuePicks.beatClose.share)} of {formatCount(f.metrics.valuePicks.beatClose.n)}.{" "}
            {f.metrics.pool
              ? `Pool: a ${f.metrics.pool.a.toFixed(3)}, b ${f.metrics.pool.b.toFixed(3)} on ${formatCount(f.metrics.pool.n)} matches, ${f.metrics.pool.applied ? "applied" : "not applied (it has not beaten the consensus out of sample)"}.`
              : "Pool: not fitted (too few earlier matches); fair is the consensus."}
          </p>

          <Table aria-label={`Value by edge band of ${model.name}`}>
            <TableHeader>
              <TableRow>
                <TableHead>Edge at the best price</TableHead>
                <TableHead className="text-right">n</TableHead>
                <TableHead className="text-right">ROI [95 %]</TableHead>
                <TableHead className="text-right">CLV [95 %]</TableHead>
                <TableHead className="text-right">Beat the close</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {f.metrics.bands.map((band) => (
                <TableRow key={band.label}>
                  <TableCell>{band.label}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(band.roi.n)}</TableCell>
                  <TableCell className="text-right tabular-nums">{interval(band.roi)}</TableCell>
                  <TableCell className="text-right tabular-nums">{interval(band.clv, 2)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {share(band.beatClose.share)} of {formatCount(band.beatClose.n)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>

          <Table aria-label={`Calibration of ${model.name}`}>
            <TableHeader>
              <TableRow>
                <TableHead>Fair probability</TableHead>
                <TableHead className="text-right">n</TableHead>
                <TableHead className="text-right">Mean forecast</TableHead>
                <TableHead className="text-right">Observed</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {f.metrics.calibration.map((bin) => (
                <TableRow key={bin.from}>
                  <TableCell>
                    {share(bin.from)}–{share(bin.to)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(bin.n)}</TableCell>
                  <TableCell className="text-right tabular-nums">{share(bin.predicted)}</TableCell>
                  <TableCell className="text-right tabular-nums">{share(bin.observed)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      ) : null}
    </Card>
  );
}
