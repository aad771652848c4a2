// The tip confidence badge (public spec §9): High at 80 or more, Medium at 65 to 79, Low below 65.
// Client-safe: tip cards render in the browser-side filter list.

export type TipConfidenceLevel = "High" | "Medium" | "Low";

export const TIP_CONFIDENCE_HIGH = 80;
export const TIP_CONFIDENCE_MEDIUM = 65;

export function tipConfidenceLevel(confidence: number): TipConfidenceLevel {
  if (confidence >= TIP_CONFIDENCE_HIGH) return "High";
  if (confidence >= TIP_CONFIDENCE_MEDIUM) return "Medium";
  return "Low";
}
