import { CardBadge } from "@/components/ui/card-badge";
import { tipConfidenceLevel } from "@/lib/browse/confidence";

const VARIANT = { High: "success", Medium: "warning", Low: "muted" } as const;

/** The tip's confidence level (High ≥ 80, Medium 65–79, Low < 65) with the figure itself. */
export function TipConfidenceBadge({ confidence }: { confidence: number }) {
  const level = tipConfidenceLevel(confidence);
  return (
    <CardBadge variant={VARIANT[level]} data-testid="tip-confidence">
      {level} · {Math.round(confidence)}%
    </CardBadge>
  );
}
