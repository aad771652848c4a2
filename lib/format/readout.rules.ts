// Plain-language read-outs for prose pages (the admin system pages, the demo page): sizes, durations and
// short percentages (instants are in ./dates.ts). Pure.

const UNITS = ["B", "KB", "MB", "GB", "TB"];

/** 1536 → '1.5 KB' (binary multiples, one decimal above bytes). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}

/** 93_784 → '1 d 2 h 3 min'; under a minute → '42 s'. */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${Math.max(0, Math.round(seconds))} s`;
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return [days ? `${days} d` : "", hours ? `${hours} h` : "", minutes ? `${minutes} min` : ""]
    .filter(Boolean)
    .join(" ");
}

/** A fraction as a percentage to at most one decimal, spaced: 0.523 → "52.3 %", 0.5 → "50 %". */
export function formatRateShort(value: number): string {
  return `${(value * 100).toLocaleString("en-GB", { maximumFractionDigits: 1 })} %`;
}
