// Display helpers for the member pages. Fixed locale and UTC, so the server's HTML and the browser's
// hydration agree whatever the visitor's settings.

const DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});

/** "5 Jan 2025, 18:00 UTC". */
export function formatMatchDate(iso: string): string {
  return `${DATE_TIME.format(new Date(iso))} UTC`;
}

/** Stake units with a sign: "+2.35 u", "-1.00 u", "0.00 u". */
export function formatUnits(units: number): string {
  const sign = units > 0 ? "+" : units < 0 ? "-" : "";
  return `${sign}${Math.abs(units).toFixed(2)} u`;
}

/** "Pending" rather than PENDING: the status is shown in words. */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1).toLowerCase();
}
