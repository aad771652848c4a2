import type { BacktestScore } from "@/db/schema";
import { marketLabel } from "@/lib/engine/pick-metrics";
import { titleCase } from "@/lib/format/predictions.rules";
import { MISSING, formatCount, formatRate, formatScore, formatSignedRate, plural } from "@/lib/format/numbers.rules";
import { formatIntervalRate } from "@/lib/format/intervals.rules";
import type { BacktestView } from "@/lib/track-record/track-record.service";

import { FiguresTable, WithN } from "./figures-table";

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : MISSING);

function ScoresTable({ backtest }: { backtest: BacktestView }) {
  const scores = backtest.metrics!.scores;
  const rows: { id: string; label: string; score: BacktestScore | null }[] = [
    { id: "fair", label: "Fair forecast (market pooled with the model)", score: scores.fair },
    { id: "model", label: "Model alone", score: scores.model },
    { id: "consensus", label: "No-vig pre-kickoff consensus", score: scores.consensus },
    { id: "closing", label: "No-vig closing consensus (the ceiling)", score: scores.closing },
  ];
  return (
    <FiguresTable
      rows={rows}
      rowKey={(row) => row.id}
      rowTestId={(row) => `backtest-score-${row.id}`}
      label={{ header: "Forecast", cell: (row) => row.label }}
      figures={[
        { header: "Matches", cell: ({ score }) => (score ? formatCount(score.n) : MISSING) },
        { header: "Log loss", cell: ({ score }) => formatScore(score?.logLoss) },
        { header: "RPS", cell: ({ score }) => formatScore(score?.rps) },
        { header: "Brier", cell: ({ score }) => formatScore(score?.brier) },
      ]}
      caption="Proper scores on the same matches, out of sample; lower is better."
      testId="backtest-scores"
    />
  );
}

function CalibrationBins({ backtest }: { backtest: BacktestView }) {
  return (
    <FiguresTable
      rows={backtest.metrics!.calibration}
      rowKey={(bin) => bin.from}
      label={{ header: "Forecast band", cell: (bin) => `${formatRate(bin.from, 0)}–${formatRate(bin.to, 0)}` }}
      figures={[
        { header: "n", cell: (bin) => formatCount(bin.n) },
        { header: "Predicted", cell: (bin) => formatRate(bin.predicted) },
        { header: "Observed", cell: (bin) => formatRate(bin.observed) },
      ]}
      caption="Calibration of the fair forecast: mean forecast against how often it came true."
      testId="backtest-calibration"
    />
  );
}

function ValueBands({ backtest }: { backtest: BacktestView }) {
  const { valuePicks, bands } = backtest.metrics!;
  const rows = [
    {
      key: "value",
      label: `Value picks (edge ≥ ${formatRate(valuePicks.threshold)})`,
      roi: valuePicks.roi,
      clv: valuePicks.clv,
      beat: valuePicks.beatClose,
      n: valuePicks.n,
      statedEdge: valuePicks.statedEdge,
    },
    ...bands.map((band) => ({
      key: band.label,
      label: `Edge ${band.label}`,
      roi: band.roi,
      clv: band.clv,
      beat: band.beatClose,
      n: band.roi.n,
      statedEdge: band.statedEdge,
    })),
  ];
  return (
    <FiguresTable
      rows={rows}
      rowKey={(row) => row.key}
      rowTestId={(row) => `backtest-band-${row.key}`}
      label={{ header: "Picks", cell: (row) => row.label }}
      figures={[
        { header: "n", cell: (row) => formatCount(row.n) },
        { header: "ROI", cell: (row) => formatIntervalRate(row.roi) },
        { header: "Stated edge", cell: (row) => formatSignedRate(row.statedEdge) },
        { header: "Mean CLV", cell: (row) => <WithN value={formatIntervalRate(row.clv)} n={row.clv.n} /> },
        { header: "Beat the close", cell: (row) => <WithN value={formatRate(row.beat.share)} n={row.beat.n} /> },
      ]}
      caption={
        <>
          Picks at the best price against the fair forecast: return of a 1-unit stake, the mean edge stated at the taken
          price and the closing-line value it forecasts (over the picks with a close), with 95 % intervals.
        </>
      }
      testId="backtest-bands"
    />
  );
}

/** Whether the fair forecast's log loss beats the pre-kickoff consensus's, both on the same matches. */
function verdict(beats: boolean | null, fair: BacktestScore, consensus: BacktestScore): string {
  const fairLoss = formatScore(fair.logLoss);
  const consensusLoss = formatScore(consensus.logLoss);
  const compared = beats ? "is below" : "does not beat";
  const theirs = `the pre-kickoff consensus's (${consensusLoss}) on the same matches`;
  return `The fair forecast's log loss (${fairLoss}) ${compared} ${theirs}.`;
}

/** One stored backtest: what was scored, the scores against the market, calibration and value by edge band. */
function BacktestCard({ backtest }: { backtest: BacktestView }) {
  const consensus = backtest.metrics?.scores.consensus;
  return (
    <article
      className="flex flex-col gap-4 rounded-xl border bg-card p-5"
      data-testid="backtest"
      aria-labelledby={`backtest-${backtest.id}`}
    >
      <header className="flex flex-col gap-1">
        <h3 id={`backtest-${backtest.id}`} className="text-lg font-semibold">
          {titleCase(backtest.sportId)} · {marketLabel(backtest.market)}
        </h3>
        <p className="text-sm text-muted-foreground" data-testid="backtest-meta">
          {`${backtest.modelName}, version ${backtest.modelVersion} · ${plural(backtest.matches, "match", "matches")} `}
          from {day(backtest.periodFrom)} to {day(backtest.periodTo)}
        </p>
        {backtest.isDemo ? (
          <p
            className="self-start rounded-md bg-warning/15 px-2 py-0.5 text-xs font-medium text-warning-strong"
            data-testid="backtest-demo"
          >
            Demo history — simulated
          </p>
        ) : null}
      </header>
      {backtest.metrics ? (
        <>
          {consensus ? (
            <p className="text-sm" data-testid="backtest-verdict">
              {verdict(backtest.beatsConsensus, backtest.metrics.scores.fair, consensus)}
            </p>
          ) : null}
          <ScoresTable backtest={backtest} />
          <CalibrationBins backtest={backtest} />
          <ValueBands backtest={backtest} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">This backtest stored no figures.</p>
      )}
    </article>
  );
}

/**
 * The latest stored backtest of each model version that publishes, per market; an honest empty state before
 * the first.
 */
export function BacktestSection({ backtests }: { backtests: readonly BacktestView[] }) {
  if (backtests.length === 0) {
    return (
      <p
        className="max-w-3xl rounded-xl border border-dashed bg-muted/40 p-6 text-sm text-muted-foreground"
        data-testid="backtest-empty"
      >
        No backtest has been stored yet. Once a model version is backtested on the match history, its scores against the
        market appear here.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {backtests.map((backtest) => (
        <BacktestCard key={backtest.id} backtest={backtest} />
      ))}
    </div>
  );
}
