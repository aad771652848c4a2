import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { keysetValuesFit, type KeyColumn } from "@/lib/core/keyset";
import { AppError } from "@/lib/core/errors";
import { CURSOR_MAX_LENGTH, cursorDocumentSchema, type CursorValue } from "@/lib/core/cursor.input";

import { resolveAuthSecret } from "./auth-secret.service";

// Keyset cursors as signed tokens, beside the session tokens that share their secret. A list answers a
// `nextCursor` of `base64url(payload).base64url(mac)`: the payload is the order and the last row's sort-key
// values; the mac is an HMAC-SHA256 over the payload and the cursor's binding (which list, which order,
// which filters, which viewer class), under a key derived from AUTH_SECRET for cursors only. So a client can
// neither write a cursor (a forged value would let it probe hidden columns, one comparison per request) nor
// carry one to another list, sort, filter set or viewer class: each is a 400 "Invalid cursor". The lists
// never put a value the viewer may not read into a cursor in the first place (docs/decisions.md, "Lists
// reveal only what the viewer may see").

/** What a cursor is valid for; the same binding must be given to open it as was given to seal it. */
export interface CursorBinding {
  /** The list, e.g. 'predictions', 'admin-predictions', 'users'. */
  list: string;
  /** The order, e.g. 'kickoff' or 'createdAt:desc' (also written in the payload). */
  order: string;
  /** Everything else that decides which rows follow: the filters, and the viewer's entitlement class. */
  scope: Record<string, unknown>;
}

const KEY_LABEL = "edgecast:list-cursor:v1";
const MAC_LENGTH = 43; // 32 bytes in base64url, unpadded
const TOKEN = new RegExp(`^([A-Za-z0-9_-]{1,${CURSOR_MAX_LENGTH}})\\.([A-Za-z0-9_-]{${MAC_LENGTH}})$`);

let derived: { secret: string; key: Buffer } | undefined;

/**
 * The cursor key: HMAC(AUTH_SECRET, label), so a cursor's mac can never be replayed as (or reveal anything
 * about) a session token's key. Derived once per secret.
 */
function listCursorKey(): Buffer {
  const secret = resolveAuthSecret();
  if (derived?.secret !== secret) derived = { secret, key: createHmac("sha256", secret).update(KEY_LABEL).digest() };
  return derived.key;
}

/**
 * The binding as canonical text: object keys sorted at every level, undefined left out, Dates as ISO
 * text, so the same filters always give the same text whatever order the query named them in.
 */
function canonical(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

function mac(key: Uint8Array, payload: string, binding: CursorBinding): Buffer {
  return createHmac("sha256", key).update(payload).update("\n").update(canonical(binding)).digest();
}

/** Seals a row's sort-key values into a cursor for this binding, under `key`. */
export function sealCursorWith(key: Uint8Array, binding: CursorBinding, values: readonly CursorValue[]): string {
  const payload = Buffer.from(JSON.stringify({ k: binding.order, v: values }), "utf8").toString("base64url");
  return `${payload}.${mac(key, payload, binding).toString("base64url")}`;
}

/**
 * The values a cursor carries, or null when it is not one this server sealed for exactly this binding
 * under `key` (malformed, tampered, another list, order, filters or viewer class).
 */
export function openCursorWith(key: Uint8Array, binding: CursorBinding, token: string): CursorValue[] | null {
  if (token.length > CURSOR_MAX_LENGTH + MAC_LENGTH + 1) return null;
  const parts = TOKEN.exec(token);
  if (!parts) return null;
  const [, payload, sent] = parts as unknown as [string, string, string];
  // Compared as text: two base64url spellings may decode to the same bytes (the last character's spare
  // bits), and a changed character must never pass.
  const given = Buffer.from(sent, "ascii");
  const expected = Buffer.from(mac(key, payload, binding).toString("base64url"), "ascii");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const document = cursorDocumentSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    return document.success && document.data.k === binding.order ? document.data.v : null;
  } catch {
    return null;
  }
}

/** A list's next cursor, sealed with the app's cursor key. */
export function sealListCursor(binding: CursorBinding, values: readonly CursorValue[]): string {
  return sealCursorWith(listCursorKey(), binding, values);
}

/**
 * Opens a cursor a client sent back: its mac must match this binding, and then every value must fit its
 * key's column type (lib/core/keyset.ts keysetValuesFit) before any SQL sees it. Anything else is a 400 that does not
 * say which check failed.
 */
export function openListCursor(binding: CursorBinding, token: string, keys: readonly KeyColumn[]): CursorValue[] {
  const values = openCursorWith(listCursorKey(), binding, token);
  if (!values || !keysetValuesFit(keys, values)) throw new AppError("bad_request", "Invalid cursor");
  return values;
}
