import { Odds } from "@/components/predictions/odds";
import {
  MOVEMENT_CHART,
  movementChart,
  movementDescription,
  type OddsMovement,
} from "@/lib/predictions/odds-screen.rules";

// The pick's fair price over time as a step line drawn on the server, with the first snapshot, the lock and the
// close marked and named; its text description is the image's accessible name and its visible caption.

const MARKER_NAMES = { first: "First", lock: "Lock", last: "Close" } as const;

/** Labels at either edge grow inwards, so they stay inside the chart. */
function anchorOf(x: number): "start" | "middle" | "end" {
  if (x < MOVEMENT_CHART.width / 4) return "start";
  return x > (MOVEMENT_CHART.width * 3) / 4 ? "end" : "middle";
}

export function OddsMovementChart({
  movement,
  outcome,
  closed,
}: {
  movement: OddsMovement;
  outcome: string;
  closed: boolean;
}) {
  const chart = movementChart(movement);
  const description = movementDescription(movement, outcome, closed);
  const names = { ...MARKER_NAMES, last: closed ? "Close" : "Latest" };
  return (
    <figure className="flex flex-col gap-1">
      <svg
        viewBox={`0 0 ${MOVEMENT_CHART.width} ${MOVEMENT_CHART.height}`}
        className="h-44 w-full rounded-lg border bg-muted/30"
        role="img"
        aria-label={description}
        data-testid="odds-movement-chart"
      >
        <path
          d={chart.path}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          className="text-brand"
          vectorEffect="non-scaling-stroke"
        />
        {chart.markers.map((marker) => (
          <g key={marker.keys.join("-")} className="text-foreground" data-marker={marker.keys.join(" ")}>
            <circle cx={marker.x} cy={marker.y} r="4" fill="currentColor" />
            <text
              x={marker.x}
              y={marker.y > MOVEMENT_CHART.height / 2 ? marker.y - 8 : marker.y + 16}
              textAnchor={anchorOf(marker.x)}
              fontSize="12"
              fill="currentColor"
            >
              {marker.keys.map((key) => names[key]).join(" · ")}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="flex flex-col gap-1 text-xs text-muted-foreground">
        <span className="flex justify-between">
          <span>
            Fair price <Odds decimal={chart.low} />–<Odds decimal={chart.high} /> (chart on the decimal scale)
          </span>
        </span>
        <span data-testid="odds-movement-description">{description}</span>
      </figcaption>
    </figure>
  );
}
