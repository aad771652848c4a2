import { Odds } from "@/components/predictions/odds";
import { formatDecimalOdds } from "@/lib/format/odds.rules";
import type { OddsPoint } from "@/lib/predictions/pages.service";
import { formatUtcDayTime } from "@/lib/format/dates.rules";

// The bookmakers' price of the pick over time: a small line drawn on the server (no chart library, no
// client JavaScript) and the same figures as an accessible table, with the best price and who offered it
// (each row's own bookmaker: demo books in the demo world). Prices are in the viewer's odds format; the
// line is drawn on the decimal scale, which its accessible name says.

const WIDTH = 600;
const HEIGHT = 160;
const PAD = 12;

export function OddsHistory({ points }: { points: OddsPoint[] }) {
  if (points.length === 0) {
    return <p className="text-sm text-muted-foreground">No bookmaker prices were captured for this pick.</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      {points.length > 1 ? <OddsLine points={points} /> : null}
      {/* Scrolls inside itself on a narrow screen; focusable so a keyboard can scroll it too. */}
      <div
        className="max-h-80 overflow-auto rounded-lg border"
        tabIndex={0}
        role="region"
        aria-label="Odds over time, by capture"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">Average and best bookmaker odds of the pick by capture time (UTC)</caption>
          <thead className="sticky top-0 bg-muted text-start text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                Captured (UTC)
              </th>
              <th scope="col" className="px-3 py-2 text-end font-medium">
                Average price
              </th>
              <th scope="col" className="px-3 py-2 text-end font-medium">
                Line
              </th>
              <th scope="col" className="px-3 py-2 text-end font-medium">
                Bookmakers
              </th>
              <th scope="col" className="px-3 py-2 text-start font-medium">
                Best price
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={`${point.capturedAt}|${point.line ?? ""}`} className="border-t">
                <td className="px-3 py-1.5">
                  <time dateTime={point.capturedAt}>{formatUtcDayTime(point.capturedAt)}</time>
                  {point.isClosing ? <span className="ms-2 text-xs text-muted-foreground">closing</span> : null}
                </td>
                <td className="px-3 py-1.5 text-end font-mono tabular-nums">
                  <Odds decimal={point.decimalOdds} />
                </td>
                <td className="px-3 py-1.5 text-end font-mono tabular-nums">{point.line ?? "—"}</td>
                <td className="px-3 py-1.5 text-end tabular-nums">{point.bookmakers}</td>
                <td className="px-3 py-1.5 whitespace-nowrap">
                  <Odds decimal={point.best.decimalOdds} className="font-mono tabular-nums" /> {point.best.bookmaker}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function OddsLine({ points }: { points: OddsPoint[] }) {
  const times = points.map((point) => new Date(point.capturedAt).getTime());
  const prices = points.map((point) => point.decimalOdds);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const [lo, hi] = [Math.min(...prices), Math.max(...prices)];
  const x = (t: number) => PAD + ((t - t0) / Math.max(1, t1 - t0)) * (WIDTH - 2 * PAD);
  const y = (p: number) => (hi === lo ? HEIGHT / 2 : PAD + ((hi - p) / (hi - lo)) * (HEIGHT - 2 * PAD));
  const path = points
    .map((point, index) => `${x(times[index]!).toFixed(1)},${y(point.decimalOdds).toFixed(1)}`)
    .join(" ");
  return (
    <figure className="flex flex-col gap-1">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-40 w-full rounded-lg border bg-muted/30"
        role="img"
        aria-label={`Average price from ${formatDecimalOdds(lo)} to ${formatDecimalOdds(hi)} (decimal scale)`}
      >
        <polyline
          points={path}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          className="text-brand"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <figcaption className="flex justify-between text-xs text-muted-foreground">
        <span>{formatUtcDayTime(t0)}</span>
        <span>
          Average price <Odds decimal={lo} />–<Odds decimal={hi} />
        </span>
        <span>{formatUtcDayTime(t1)}</span>
      </figcaption>
    </figure>
  );
}
