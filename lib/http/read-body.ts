import { AppError } from "@/lib/core/errors";

/** Default cap on request bodies (64 KB; a few routes allow up to 1 MB; docs/decisions.md, "Security rules"). */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/**
 * Deepest nesting of arrays and objects a JSON body may have. No request of ours nests beyond a handful
 * of levels; 30,000 levels fit in 60 KB, and walking a value that deep (the well-formedness check below,
 * zod) overflows the stack: a 500 for a request that should be a 400.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text nests arrays and objects deeper than `maxDepth`, found by one pass over the text with a
 * counter (no recursion, so any depth is safe to measure): brackets inside strings do not count, and a
 * backslash escapes the next character. Malformed text is left for JSON.parse to refuse.
 */
export function jsonNestingExceeds(text: string, maxDepth: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      depth++;
      if (depth > maxDepth) return true;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth--;
  }
  return false;
}

/**
 * Reads a JSON body with a byte cap, before any parsing: 415 without a JSON content type,
 * 413 beyond the cap (by Content-Length or by counting the stream), 400 on malformed JSON or on nesting
 * deeper than MAX_JSON_DEPTH (checked on the text, before JSON.parse builds anything).
 */
export async function readJsonBody(request: Request, maxBytes = DEFAULT_MAX_BODY_BYTES): Promise<unknown> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType.trim())) {
    throw new AppError("unsupported_media_type", "Send the request body as JSON (Content-Type: application/json).");
  }
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);

  const text = decodeStrictUtf8(await readBytesWithCap(request, maxBytes));
  if (text.trim() === "") throw new AppError("bad_request", "The request body is empty.");
  if (jsonNestingExceeds(text))
    throw new AppError("bad_request", `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "The request body is not valid JSON.");
  }
  // JSON escapes can spell half of a surrogate pair ("\ud800"): such a string is not Unicode text, cannot
  // be stored or compared reliably, and is refused like malformed bytes.
  if (!isWellFormedDeep(value)) throw invalidUnicode();
  return value;
}

/** The body as UTF-8 text; bytes that are not UTF-8 are refused instead of silently replaced. */
function decodeStrictUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw invalidUnicode();
  }
}

/** True when every string in a parsed JSON value (keys included) is well-formed UTF-16. */
function isWellFormedDeep(value: unknown): boolean {
  if (typeof value === "string") return value.isWellFormed();
  if (Array.isArray(value)) return value.every(isWellFormedDeep);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).every(([key, entry]) => key.isWellFormed() && isWellFormedDeep(entry));
  }
  return true;
}

function invalidUnicode() {
  return new AppError("validation_failed", "The request contains text that is not valid Unicode.");
}

/** Reads the raw body bytes with a byte cap (webhook signatures are computed over the exact bytes). */
export async function readBytesWithCap(request: Request, maxBytes = DEFAULT_MAX_BODY_BYTES): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return concat(chunks, total);
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

function tooLarge(maxBytes: number) {
  return new AppError("payload_too_large", `The request body is larger than ${Math.round(maxBytes / 1024)} KB.`);
}
