import { accuracyDetail, type Accuracy } from "@/lib/catalogue/accuracy.rules";
import { formatPercent } from "@/lib/format/numbers.rules";

/** "61.2%" over its sample ("from 85 settled picks"), or an honest dash when nothing is settled yet. */
export function AccuracyFigure({ accuracy }: { accuracy: Accuracy }) {
  return (
    <span className="flex flex-col">
      <span className="font-semibold tabular-nums">{formatPercent(accuracy.percent)}</span>
      <span className="text-xs text-muted-foreground">{accuracyDetail(accuracy)}</span>
    </span>
  );
}
