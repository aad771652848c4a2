// CSV text and the date conventions of the history files (lib/market/history-import.service.ts): decoding,
// RFC 4180 parsing, wall-clock kick-offs in a league's time zone, football-data.co.uk dates and seasons,
// and the team slug used in match ids. Pure functions, no database.

import { wallClockToUtc } from "@/lib/time/zoned-time.rules";

// ── CSV ───────────────────────────────────────────────────────────────────────────────────────────────

/** Decodes file bytes: UTF-8 (BOM removed), or Windows-1252 as older football-data.co.uk files are. */
export function decodeCsvBytes(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and newlines. Blank lines are dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 1;
        } else quoted = false;
      } else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[index + 1] === "\n") index += 1;
      row.push(field);
      if (row.some((value) => value.trim() !== "")) rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  row.push(field);
  if (row.some((value) => value.trim() !== "")) rows.push(row);
  return rows;
}

// ── Dates ─────────────────────────────────────────────────────────────────────────────────────────────

const zonedCache = new Map<string, Date>();

/** The UTC instant of a wall-clock date and time (YYYY-MM-DD, HH:MM) in an IANA zone. */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const key = `${timeZone}|${date}|${time}`;
  const cached = zonedCache.get(key);
  if (cached) return cached;
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const result = wallClockToUtc(year, month, day, hour, minute, timeZone);
  zonedCache.set(key, result);
  return result;
}

/** dd/mm/yy or dd/mm/yyyy → YYYY-MM-DD (two-digit years are 20yy below 50, else 19yy). */
export function footballDataDate(value: string): string | null {
  const match = value.trim().match(/^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/);
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  let year = Number(match[3]);
  if (match[3]!.length === 2) year += year < 50 ? 2000 : 1900;
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** European football season of a date: July onwards starts a new one ('2023-24'). */
export function footballSeason(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 7 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The slug used in match ids: 'Nott'm Forest' → 'nott-m-forest', 'Man City' → 'man-city'. */
export function matchIdSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
