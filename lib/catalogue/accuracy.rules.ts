import { winRatePercent } from "@/lib/engine/pick-metrics";
import { formatCount } from "@/lib/format/numbers.rules";

// Measured accuracy (client-safe): wins over decided picks (WIN + LOSS). VOID and PENDING picks count in
// totals but say nothing about whether the model was right. Nothing decided yet → null, never a made-up figure.

export interface Accuracy {
  /** Percent to one decimal; null before any pick is decided. */
  percent: number | null;
  /** Decided picks (WIN + LOSS) the percentage is measured on. */
  sample: number;
}

export function measureAccuracy(won: number, lost: number): Accuracy {
  return { percent: winRatePercent(won, lost), sample: won + lost };
}

/** The sample under an accuracy figure: "from 85 settled picks", or "no settled picks yet". */
export function accuracyDetail(accuracy: Accuracy): string {
  if (accuracy.sample === 0) return "no settled picks yet";
  return `from ${formatCount(accuracy.sample)} settled ${accuracy.sample === 1 ? "pick" : "picks"}`;
}
