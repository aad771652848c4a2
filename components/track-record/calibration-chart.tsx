import type { CalibrationBand } from "@/lib/engine/pick-metrics";

import { formatPercent, plural } from "@/lib/format/numbers.rules";

const SIZE = 320;
const PAD = { left: 44, right: 12, top: 12, bottom: 40 };
const PLOT = SIZE - PAD.left - PAD.right;
const PLOT_H = SIZE - PAD.top - PAD.bottom;
const TICKS = [0, 25, 50, 75, 100];

const x = (percent: number) => PAD.left + (percent / 100) * PLOT;
const y = (percent: number) => PAD.top + PLOT_H - (percent / 100) * PLOT_H;

/**
 * Reliability diagram drawn as plain SVG (no chart library, no client JavaScript): each confidence band
 * is a point at (mean predicted, observed win rate), its area growing with the band's sample; the dashed
 * diagonal is perfect calibration. Screen readers get the summary in <desc> and the table next to it.
 */
export function CalibrationChart({ bands, title }: { bands: readonly CalibrationBand[]; title: string }) {
  const largest = Math.max(1, ...bands.map((band) => band.n));
  const titleId = `calibration-title-${slug(title)}`;
  const descId = `calibration-desc-${slug(title)}`;
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      className="h-auto w-full max-w-sm text-muted-foreground"
      data-testid="calibration-chart"
    >
      <title id={titleId}>{`Calibration: ${title}`}</title>
      <desc id={descId}>
        {bands.length === 0
          ? "No decided picks yet."
          : bands
              .map(
                (b) =>
                  `${b.from}–${b.to}%: predicted ${formatPercent(b.predicted)}, observed ` +
                  `${formatPercent(b.observed)} (${plural(b.n, "pick")})`,
              )
              .join("; ")}
      </desc>
      {TICKS.map((tick) => (
        <g key={tick}>
          <line x1={x(0)} x2={x(100)} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeOpacity={0.15} />
          <line x1={x(tick)} x2={x(tick)} y1={y(0)} y2={y(100)} stroke="currentColor" strokeOpacity={0.15} />
          <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize={11} fill="currentColor">
            {tick}
          </text>
          <text x={x(tick)} y={y(0) + 16} textAnchor="middle" fontSize={11} fill="currentColor">
            {tick}
          </text>
        </g>
      ))}
      <text x={x(50)} y={SIZE - 6} textAnchor="middle" fontSize={12} fill="currentColor">
        Predicted confidence (%)
      </text>
      <text
        x={12}
        y={y(50)}
        textAnchor="middle"
        fontSize={12}
        fill="currentColor"
        transform={`rotate(-90 12 ${y(50)})`}
      >
        Observed win rate (%)
      </text>
      <line
        x1={x(0)}
        y1={y(0)}
        x2={x(100)}
        y2={y(100)}
        stroke="currentColor"
        strokeDasharray="4 4"
        strokeOpacity={0.6}
      />
      <polyline
        fill="none"
        stroke="var(--color-brand)"
        strokeWidth={2}
        points={bands.map((band) => `${x(band.predicted)},${y(band.observed)}`).join(" ")}
      />
      {bands.map((band) => (
        <circle
          key={band.from}
          cx={x(band.predicted)}
          cy={y(band.observed)}
          r={3 + 7 * Math.sqrt(band.n / largest)}
          fill="var(--color-brand)"
          fillOpacity={0.75}
          stroke="var(--color-background)"
        >
          <title>
            {`${band.from}–${band.to}%: observed ${formatPercent(band.observed)} of ${plural(band.n, "pick")}`}
          </title>
        </circle>
      ))}
    </svg>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
