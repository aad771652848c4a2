// The lock's canonical text: what a published prediction's content hash is the SHA-256 of. Pure and isomorphic, so
// the server's hash (lock.rules.ts, node:crypto) and a browser's recomputation (crypto.subtle, the open record's
// verify page) read one rule and cannot drift apart.

/** The prediction fields the hash covers, in the order they are written after `lockedAt`. */
export const LOCKED_FIELDS = [
  "matchId",
  "sportId",
  "leagueId",
  "homeTeam",
  "awayTeam",
  "matchDate",
  "market",
  "pick",
  "selection",
  "line",
  "odds",
  "decimalOdds",
  "confidence",
  "modelProbability",
  "marketProbability",
  "modelVersion",
] as const;

export type LockedField = (typeof LOCKED_FIELDS)[number];

/** A hashed value: instants as a Date or as the ISO text Date#toISOString writes; a missing value counts as null. */
type LockedValue = string | number | boolean | Date | null | undefined;

export type LockedContent = { [K in LockedField]?: LockedValue };

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);

/**
 * The text that is hashed: JSON of `lockedAt` then every locked field in LOCKED_FIELDS order, instants as ISO text
 * (milliseconds, Z), numbers as JSON writes them, a missing value as null. An instant given as text is taken as it
 * is, so a recomputation from exported fields checks the exact text that was published.
 */
export function lockCanonicalText(content: LockedContent, lockedAt: Date | string): string {
  const canonical: Record<string, unknown> = { lockedAt: iso(lockedAt) };
  for (const field of LOCKED_FIELDS) {
    const value = content[field];
    canonical[field] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return JSON.stringify(canonical);
}

/** Lower-case hex of bytes. */
export function toHex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The content hash by WebCrypto (a browser, or any runtime with crypto.subtle): equal to the server's for the same
 * content and lock time. */
export async function lockHashWebCrypto(content: LockedContent, lockedAt: Date | string): Promise<string> {
  const bytes = new TextEncoder().encode(lockCanonicalText(content, lockedAt));
  return toHex(await crypto.subtle.digest("SHA-256", bytes));
}
