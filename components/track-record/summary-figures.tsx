import { meanIntervalFromSums } from "@/lib/engine/fair-value";
import type { TrackRecordMetrics } from "@/lib/engine/pick-metrics";

import {
  formatCount,
  formatRate,
  formatScore,
  formatSignedRate,
  formatUnits,
  plural,
} from "@/lib/format/numbers.rules";

interface Figure {
  id: string;
  label: string;
  value: string;
  detail: string;
}

/** The win rate's 95 % interval, the same rule as every other interval on the page (a mean of 0/1 outcomes). */
function accuracyInterval(m: TrackRecordMetrics): string {
  const interval = meanIntervalFromSums(m.decided, m.won, m.won);
  return Number.isFinite(interval.lo) ? ` · 95% CI ${formatRate(interval.lo)} to ${formatRate(interval.hi)}` : "";
}

function figuresOf(m: TrackRecordMetrics): Figure[] {
  return [
    {
      id: "settled",
      label: "Settled picks",
      value: formatCount(m.settled),
      detail: `${formatCount(m.won)} won · ${formatCount(m.lost)} lost · ${formatCount(m.voided)} void`,
    },
    {
      id: "pending",
      label: "Pending",
      value: formatCount(m.pending),
      detail: "awaiting a result, counted once settled",
    },
    {
      id: "accuracy",
      label: "Accuracy",
      value: formatRate(m.accuracy),
      detail: `${formatCount(m.won)} of ${plural(m.decided, "decided pick")} (void left out)${accuracyInterval(m)}`,
    },
    {
      id: "roi",
      label: "ROI at the published odds",
      value: formatSignedRate(m.roi),
      detail: `${formatUnits(m.profit)} on ${plural(m.staked, "1-unit stake")}`,
    },
    {
      id: "log-loss",
      label: "Log loss: model vs market",
      value: m.logLoss ? `${formatScore(m.logLoss.model)} vs ${formatScore(m.logLoss.market)}` : "—",
      detail: `lower is better · ${plural(m.scored, "pick")} with both probabilities`,
    },
    {
      id: "brier",
      label: "Brier: model vs market",
      value: m.brier ? `${formatScore(m.brier.model)} vs ${formatScore(m.brier.market)}` : "—",
      detail: `lower is better · same ${plural(m.scored, "pick")}`,
    },
  ];
}

/** The headline figures of a track record, each with the sample it rests on. */
export function SummaryFigures({ metrics }: { metrics: TrackRecordMetrics }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {figuresOf(metrics).map((figure) => (
        <div key={figure.id} className="rounded-xl border bg-card p-5">
          <dt className="text-sm text-muted-foreground">{figure.label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular" data-testid={`figure-${figure.id}`}>
            {figure.value}
          </dd>
          <dd className="mt-1 text-xs text-muted-foreground">{figure.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
