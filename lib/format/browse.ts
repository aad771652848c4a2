// Number formats shared by the browse pages. Client-safe and locale-fixed, so the
// server-rendered HTML and the browser's hydration produce the same text.

import { formatKickoff } from "@/lib/format/predictions";

/** American odds with a plus sign when positive: 150 → "+150", -120 → "-120". */
export function formatAmericanOdds(odds: number): string {
  return odds > 0 ? `+${odds}` : String(odds);
}

/** Edge in points, one decimal, plus sign when positive; "—" when unknown. */
export function formatEdge(edge: number | null): string {
  if (edge === null) return "—";
  return `${edge > 0 ? "+" : ""}${edge.toFixed(1)}`;
}

/** A measured percentage with one decimal, or "—" when nothing has been measured yet. */
export function formatPercent(percent: number | null): string {
  return percent === null ? "—" : `${percent.toFixed(1)}%`;
}

/** Thousands separators without depending on the runtime's default locale. */
export function formatCount(value: number): string {
  return new Intl.NumberFormat("en-US").format(value);
}

/** Kick-off in UTC ("Sat 14 Jun, 19:30 UTC"): the same on the server and in every browser. */
export function formatKickoffUtc(iso: string): string {
  return `${formatKickoff(iso)} UTC`;
}

/** Expected value per unit staked as a signed percentage, one decimal: 0.0333 → "+3.3%"; null → "not available". */
export function formatExpectedValue(expectedValue: number | null): string {
  if (expectedValue === null) return "not available";
  const percent = Math.round(expectedValue * 1000) / 10;
  return `${percent > 0 ? "+" : ""}${percent.toFixed(1)}%`;
}
