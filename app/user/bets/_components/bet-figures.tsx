import type { BetFiguresDto, BetSummary } from "@/lib/bets/bets.service";
import { formatIntervalRate } from "@/lib/format/intervals.rules";
import { formatCount, formatRate, formatSignedRate, MISSING } from "@/lib/format/numbers.rules";
import { formatMarket } from "@/lib/format/predictions.rules";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

import { formatBookAmount } from "@/lib/format/money.rules";

// The member's settled figures, each labelled with whose price it is and over how many bets: P/L and ROI on their
// stakes, yield per bet with its 95 % interval, their own CLV against the no-vig close, the share of bets that beat
// the close, and slippage against the published price (bets logged from a pick only).

type Figures = BetFiguresDto;

function Figure({ label, value, note, testId }: { label: string; value: string; note: string; testId?: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border p-4" data-testid={testId}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{value}</dd>
      <dd className="text-xs text-muted-foreground">{note}</dd>
    </div>
  );
}

const betsOf = (n: number) => `n = ${formatCount(n)} ${n === 1 ? "bet" : "bets"}`;

export function SummaryFigures({ summary }: { summary: BetSummary }) {
  const { overall, currency, pending } = summary;
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Your figures">
      <Figure
        label="Profit / loss"
        value={formatBookAmount(overall.profit, currency, true)}
        note={`${betsOf(overall.bets)} settled, ${formatBookAmount(overall.staked, currency)} staked; ${formatCount(
          pending.bets,
        )} open (${formatBookAmount(pending.staked, currency)})`}
        testId="bets-profit"
      />
      <Figure
        label="ROI (profit / stakes)"
        value={formatSignedRate(overall.roi)}
        note={`Yield per bet ${formatIntervalRate(overall.yield)}, ${betsOf(overall.yield.n)}`}
      />
      <Figure
        label="Your CLV (your price vs the no-vig close)"
        value={formatIntervalRate(overall.clv)}
        note={`${betsOf(overall.clv.n)} with a known close; beat the close: ${formatRate(overall.beatCloseShare)}`}
        testId="bets-clv"
      />
      <Figure
        label="Slippage (your price vs the published price)"
        value={formatIntervalRate(overall.slippage)}
        note={`${betsOf(overall.slippage.n)} logged from a pick`}
      />
    </dl>
  );
}

const DIMENSIONS = [
  { key: "sport", title: "By sport", label: (key: string) => key.replace(/-/g, " ") },
  { key: "market", title: "By market", label: formatMarket },
  { key: "bookmaker", title: "By bookmaker", label: (key: string) => key || "No bookmaker given" },
  { key: "month", title: "By month placed (UTC)", label: (key: string) => key },
] as const;

function BreakdownTable({
  title,
  rows,
  label,
  currency,
}: {
  title: string;
  rows: { key: string; figures: Figures }[];
  label: (key: string) => string;
  currency: string | null;
}) {
  return (
    <section className="flex flex-col gap-2" aria-label={title}>
      <h3 className="text-sm font-semibold">{title}</h3>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Group</TableHead>
            <TableHead scope="col" className="text-right">
              n
            </TableHead>
            <TableHead scope="col" className="text-right">
              Staked
            </TableHead>
            <TableHead scope="col" className="text-right">
              P/L
            </TableHead>
            <TableHead scope="col" className="text-right">
              ROI
            </TableHead>
            <TableHead scope="col">Yield (95% CI)</TableHead>
            <TableHead scope="col">Your CLV (95% CI, n)</TableHead>
            <TableHead scope="col" className="text-right">
              Beat close
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map(({ key, figures }) => (
            <TableRow key={key}>
              <TableCell className="capitalize">{label(key)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCount(figures.bets)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatBookAmount(figures.staked, currency)}</TableCell>
              <TableCell className="text-right tabular-nums">
                {formatBookAmount(figures.profit, currency, true)}
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatSignedRate(figures.roi)}</TableCell>
              <TableCell className="tabular-nums">{formatIntervalRate(figures.yield)}</TableCell>
              <TableCell className="tabular-nums">
                {figures.clv.n > 0 ? `${formatIntervalRate(figures.clv)}, n = ${figures.clv.n}` : MISSING}
              </TableCell>
              <TableCell className="text-right tabular-nums">{formatRate(figures.beatCloseShare)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}

export function Breakdowns({ summary }: { summary: BetSummary }) {
  if (summary.overall.bets === 0) return null;
  return (
    <div className="flex flex-col gap-6">
      {DIMENSIONS.map((dimension) => (
        <BreakdownTable
          key={dimension.key}
          title={dimension.title}
          rows={summary.breakdowns[dimension.key]}
          label={dimension.label}
          currency={summary.currency}
        />
      ))}
    </div>
  );
}
