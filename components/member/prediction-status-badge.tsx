import { Badge } from "@/components/ui/badge";

import { statusLabel } from "@/lib/format/predictions.rules";

const VARIANT = { WIN: "success", LOSS: "destructive", VOID: "muted", PENDING: "outline" } as const;

/** WIN / LOSS / VOID / Pending as a coloured badge with the word (colour is never the only cue). */
export function PredictionStatusBadge({ status }: { status: string }) {
  const variant = VARIANT[status as keyof typeof VARIANT] ?? "outline";
  return <Badge variant={variant}>{statusLabel(status)}</Badge>;
}
