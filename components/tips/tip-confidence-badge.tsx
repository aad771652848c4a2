import { CardBadge } from "@/components/ui/card-badge";
import { tipConfidenceLevel } from "@/lib/predictions/confidence.rules";

const VARIANT = { High: "success", Medium: "warning", Low: "muted" } as const;

/** The tip's level with the figure ("High · 82%"), or the plain probability ("85%") when its EV is not positive. */
export function TipConfidenceBadge({ confidence, expectedValue }: { confidence: number; expectedValue: number | null }) {
  const level = tipConfidenceLevel(confidence, expectedValue);
  return (
    <CardBadge variant={level ? VARIANT[level] : "outline"} data-testid="tip-confidence">
      {level ? `${level} · ` : ""}
      {Math.round(confidence)}%
    </CardBadge>
  );
}
