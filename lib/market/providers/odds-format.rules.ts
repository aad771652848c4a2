// Price and line parsing shared by the provider parsers and the history import. Pure functions.

/**
 * American odds to decimal: +150 → 2.5, -200 → 1.5, ±100 → 2. Returns null for anything that is not a
 * usable American price (0, between -100 and +100 exclusive, NaN).
 */
export function americanToDecimalOrNull(american: number): number | null {
  if (!Number.isFinite(american)) return null;
  if (american >= 100) return 1 + american / 100;
  if (american <= -100) return 1 + 100 / -american;
  return null;
}

/** Parses an American price as providers write it: "+125", "-110", "110", "EVEN"/"EV"/"PK" (= +100), or a number. */
export function parseAmerican(value: unknown): number | null {
  if (typeof value === "number") return americanToDecimalOrNull(value);
  if (typeof value !== "string") return null;
  const text = value.trim().toUpperCase();
  if (text === "EVEN" || text === "EV" || text === "PK") return 2;
  if (!/^[+-]?\d+(\.\d+)?$/.test(text)) return null;
  return americanToDecimalOrNull(Number(text));
}

/** A decimal price if it is a finite number above 1 (a price of 1 or less pays nothing and is rejected). */
export function validDecimal(value: unknown): number | null {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) && number > 1 ? number : null;
}

/**
 * A handicap or total line as written by providers: "-0.5", "+1.5", "o2.5", "u2.5", "46.5", "PK" (0),
 * or a number. Returns null when it is not a line.
 */
export function parseLine(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  let text = value.trim().toLowerCase();
  if (text === "pk" || text === "even") return 0;
  if (text.startsWith("o") || text.startsWith("u")) text = text.slice(1);
  if (!/^[+-]?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** Rounds a price to the 4 decimals the database keeps (so equal prices compare equal after a round trip). */
export function roundPrice(price: number): number {
  return Math.round(price * 10_000) / 10_000;
}

/** Rounds a line to the 2 decimals the database keeps. */
export function roundPoint(point: number): number {
  return Math.round(point * 100) / 100;
}

/** 'DraftKings' → 'draftkings', 'ESPN BET' → 'espn-bet'. */
export function bookmakerKey(name: string): string {
  return (
    name
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "unknown"
  );
}
