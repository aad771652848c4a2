import { CardBadge } from "@/components/ui/card-badge";
import { formatConfidence } from "@/lib/format/predictions.rules";
import { PICK_KIND_LABELS, TIP_LEVEL_BANDS, tipLevel, type PickKind } from "@/lib/format/prediction-display.rules";

/**
 * The tip's level with the figure ("High · 82%") when the tip is a bet, or "Forecast · 85%" when its EV at
 * the best price is not positive: "High" on a price that loses money would read as a bet. The levels and
 * their colours are display.rules' TIP_LEVEL_BANDS, which the legend lists.
 */
export function TipConfidenceBadge({ confidence, kind }: { confidence: number; kind: PickKind }) {
  const level = tipLevel(confidence, kind);
  const tone = level ? TIP_LEVEL_BANDS.find((band) => band.key === level)!.tone : null;
  return (
    <CardBadge variant={tone ?? "outline"} data-testid="tip-confidence" data-level={level ?? "forecast"}>
      {level ?? PICK_KIND_LABELS.forecast} · {formatConfidence(confidence)}
    </CardBadge>
  );
}
