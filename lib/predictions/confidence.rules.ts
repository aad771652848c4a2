// The tip confidence badge: High at 80 or more, Medium at 65 to 79, Low below 65 — given only to a pick
// whose expected value at the taken price is positive. A pick with EV ≤ 0 (or unknown) shows its plain
// probability: "High · 85%" on a price that loses money would read as a bet. Client-safe: tip cards render
// in the browser-side filter list.

export type TipConfidenceLevel = "High" | "Medium" | "Low";

export const TIP_CONFIDENCE_HIGH = 80;
export const TIP_CONFIDENCE_MEDIUM = 65;

/** The level of a tip, or null when its expected value is not positive (shown as a plain probability). */
export function tipConfidenceLevel(confidence: number, expectedValue: number | null): TipConfidenceLevel | null {
  if (expectedValue === null || !(expectedValue > 0)) return null;
  if (confidence >= TIP_CONFIDENCE_HIGH) return "High";
  if (confidence >= TIP_CONFIDENCE_MEDIUM) return "Medium";
  return "Low";
}
