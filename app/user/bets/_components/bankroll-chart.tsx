import { formatLocalDateTime } from "@/lib/format/dates.rules";
import { formatBookAmount } from "@/lib/format/money.rules";

// The bankroll over time as a plain SVG: the start, then the bankroll after each settled bet (the server sends at
// most 200 points, every k-th bet and the last, whatever the number of bets). No chart library: a polyline and its
// axes, with a text summary for screen readers.

export interface BankrollChartProps {
  start: number;
  points: { at: string | Date; bankroll: number }[];
  currency: string | null;
}

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 24, left: 64 };

export function BankrollChart({ start, points, currency }: BankrollChartProps) {
  if (points.length === 0) {
    return <p className="text-sm text-muted-foreground">The chart starts with your first settled bet.</p>;
  }
  const values = [start, ...points.map((point) => point.bankroll)];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const x = (index: number) => PAD.left + (index / Math.max(1, values.length - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + (1 - (value - low) / span) * (HEIGHT - PAD.top - PAD.bottom);
  const line = values.map((value, index) => `${x(index).toFixed(1)},${y(value).toFixed(1)}`).join(" ");
  const last = points.at(-1)!;
  const summary =
    `Bankroll from ${formatBookAmount(start, currency)} to ${formatBookAmount(last.bankroll, currency)} ` +
    `by ${formatLocalDateTime(last.at)}; lowest ${formatBookAmount(low, currency)}, ` +
    `highest ${formatBookAmount(high, currency)}.`;
  return (
    <figure className="flex flex-col gap-2" data-testid="bankroll-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-label={summary}>
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(start)} y2={y(start)} className="stroke-border" />
        <text x={PAD.left - 6} y={y(high) + 4} textAnchor="end" className="fill-muted-foreground text-[10px]">
          {formatBookAmount(high, currency)}
        </text>
        <text x={PAD.left - 6} y={y(low) + 4} textAnchor="end" className="fill-muted-foreground text-[10px]">
          {formatBookAmount(low, currency)}
        </text>
        <text x={PAD.left} y={HEIGHT - 6} className="fill-muted-foreground text-[10px]">
          Start
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" className="fill-muted-foreground text-[10px]">
          {formatLocalDateTime(last.at)}
        </text>
        <polyline points={line} fill="none" strokeWidth={2} className="stroke-brand-strong" />
      </svg>
      <figcaption className="text-xs text-muted-foreground">{summary}</figcaption>
    </figure>
  );
}
