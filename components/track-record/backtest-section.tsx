import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { BacktestScore } from "@/db/schema";
import { marketLabel } from "@/lib/engine/pick-metrics";
import { titleCase } from "@/lib/format/predictions.rules";
import { MISSING, formatCount, formatRate, formatScore, formatSignedRate, plural } from "@/lib/format/numbers.rules";
import { formatIntervalRate } from "@/lib/format/intervals.rules";
import type { BacktestView } from "@/lib/track-record/track-record.service";


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
    <Table data-testid="backtest-scores">
      <TableCaption className="mt-2 text-left">Proper scores on the same matches, out of sample; lower is better.</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Forecast</TableHead>
          <TableHead scope="col" className="text-right">
            Matches
          </TableHead>
          <TableHead scope="col" className="text-right">
            Log loss
          </TableHead>
          <TableHead scope="col" className="text-right">
            RPS
          </TableHead>
          <TableHead scope="col" className="text-right">
            Brier
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map(({ id, label, score }) => (
          <TableRow key={id} data-testid={`backtest-score-${id}`}>
            <TableHead scope="row" className="font-normal">
              {label}
            </TableHead>
            <TableCell className="text-right tabular">{score ? formatCount(score.n) : MISSING}</TableCell>
            <TableCell className="text-right tabular">{formatScore(score?.logLoss)}</TableCell>
            <TableCell className="text-right tabular">{formatScore(score?.rps)}</TableCell>
            <TableCell className="text-right tabular">{formatScore(score?.brier)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function CalibrationBins({ backtest }: { backtest: BacktestView }) {
  const bins = backtest.metrics!.calibration;
  return (
    <Table data-testid="backtest-calibration">
      <TableCaption className="mt-2 text-left">Calibration of the fair forecast: mean forecast against how often it came true.</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Forecast band</TableHead>
          <TableHead scope="col" className="text-right">
            n
          </TableHead>
          <TableHead scope="col" className="text-right">
            Predicted
          </TableHead>
          <TableHead scope="col" className="text-right">
            Observed
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {bins.map((bin) => (
          <TableRow key={bin.from}>
            <TableHead scope="row" className="font-normal">
              {formatRate(bin.from, 0)}–{formatRate(bin.to, 0)}
            </TableHead>
            <TableCell className="text-right tabular">{formatCount(bin.n)}</TableCell>
            <TableCell className="text-right tabular">{formatRate(bin.predicted)}</TableCell>
            <TableCell className="text-right tabular">{formatRate(bin.observed)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
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
    ...bands.map((band) => ({ key: band.label, label: `Edge ${band.label}`, roi: band.roi, clv: band.clv, beat: band.beatClose, n: band.roi.n, statedEdge: band.statedEdge })),
  ];
  return (
    <Table data-testid="backtest-bands">
      <TableCaption className="mt-2 text-left">
        Picks at the best price against the fair forecast: return of a 1-unit stake, the mean edge stated at the taken price and the
        closing-line value it forecasts (over the picks with a close), with 95 % intervals.
      </TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Picks</TableHead>
          <TableHead scope="col" className="text-right">
            n
          </TableHead>
          <TableHead scope="col" className="text-right">
            ROI
          </TableHead>
          <TableHead scope="col" className="text-right">
            Stated edge
          </TableHead>
          <TableHead scope="col" className="text-right">
            Mean CLV
          </TableHead>
          <TableHead scope="col" className="text-right">
            Beat the close
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key} data-testid={`backtest-band-${row.key}`}>
            <TableHead scope="row" className="font-normal">
              {row.label}
            </TableHead>
            <TableCell className="text-right tabular">{formatCount(row.n)}</TableCell>
            <TableCell className="text-right tabular">{formatIntervalRate(row.roi)}</TableCell>
            <TableCell className="text-right tabular">{formatSignedRate(row.statedEdge)}</TableCell>
            <TableCell className="text-right tabular">
              {formatIntervalRate(row.clv)} <span className="text-muted-foreground">(n={formatCount(row.clv.n)})</span>
            </TableCell>
            <TableCell className="text-right tabular">
              {formatRate(row.beat.share)} <span className="text-muted-foreground">(n={formatCount(row.beat.n)})</span>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** One stored backtest: what was scored, the scores against the market, calibration and value by edge band. */
function BacktestCard({ backtest }: { backtest: BacktestView }) {
  const consensus = backtest.metrics?.scores.consensus;
  return (
    <article className="flex flex-col gap-4 rounded-xl border bg-card p-5" data-testid="backtest" aria-labelledby={`backtest-${backtest.id}`}>
      <header className="flex flex-col gap-1">
        <h3 id={`backtest-${backtest.id}`} className="text-lg font-semibold">
          {titleCase(backtest.sportId)} · {marketLabel(backtest.market)}
        </h3>
        <p className="text-sm text-muted-foreground" data-testid="backtest-meta">
          {backtest.modelName}, version {backtest.modelVersion} · {plural(backtest.matches, "match", "matches")} from {day(backtest.periodFrom)} to{" "}
          {day(backtest.periodTo)}
        </p>
        {backtest.isDemo ? (
          <p className="self-start rounded-md bg-warning/15 px-2 py-0.5 text-xs font-medium text-warning-strong" data-testid="backtest-demo">
            Demo history — simulated
          </p>
        ) : null}
      </header>
      {backtest.metrics ? (
        <>
          {consensus ? (
            <p className="text-sm" data-testid="backtest-verdict">
              {backtest.beatsConsensus
                ? `The fair forecast's log loss (${formatScore(backtest.metrics.scores.fair.logLoss)}) is below the pre-kickoff consensus's (${formatScore(consensus.logLoss)}) on the same matches.`
                : `The fair forecast's log loss (${formatScore(backtest.metrics.scores.fair.logLoss)}) does not beat the pre-kickoff consensus's (${formatScore(consensus.logLoss)}) on the same matches.`}
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

/** The latest stored backtest of each model version that publishes, per market; an honest empty state before the first. */
export function BacktestSection({ backtests }: { backtests: readonly BacktestView[] }) {
  if (backtests.length === 0) {
    return (
      <p className="max-w-3xl rounded-xl border border-dashed bg-muted/40 p-6 text-sm text-muted-foreground" data-testid="backtest-empty">
        No backtest has been stored yet. Once a model version is backtested on the match history, its scores against the market
        appear here.
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
