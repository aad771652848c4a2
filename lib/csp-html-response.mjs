// Per-response script hashes for every page (docs/decisions.md, "Content Security Policy"), installed by
// server.mjs on every request before Next's handler sees it. Pages are prerendered and served from the
// cache with the RSC payload inline, so neither a nonce nor a hash known at build time can cover their
// scripts; the proxy gives them the policy with script-src 'self' 'unsafe-inline' (from
// lib/content-security-policy.ts). Here the finished HTML document is held back, its inline scripts are
// hashed (lib/csp-inline.mjs: only the shapes the app and the framework write) and the policy goes out with
// those hashes instead of 'unsafe-inline'. Adjacent payload scripts are merged into one first, so the policy
// names a handful of scripts instead of one per payload chunk and the header stays small: the merged
// document is compressed again in the Content-Encoding Next chose, and Content-Length follows it. A
// document with nothing to merge goes out with Next's bytes.
//
// Held back: GET and HEAD text/html responses whose policy still allows inline scripts (every page, and any
// document that came without a policy, which gets the public level here). Everything else (the API's JSON,
// the build's files) passes through untouched and unbuffered.
import { createHash } from "node:crypto";
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlib,
  deflateSync,
  gunzipSync,
  gzipSync,
  inflateSync,
} from "node:zlib";

import { LRUCache } from "lru-cache";

import { allowsInlineScripts, policyNonces, trustedInlineScripts, withScriptHashes } from "./csp-inline.mjs";

// Next compresses with gzip or deflate at zlib's default level (its compression middleware); the same
// levels are used when a document whose scripts were merged is compressed again.
const CODECS = {
  gzip: { decode: gunzipSync, encode: gzipSync },
  "x-gzip": { decode: gunzipSync, encode: gzipSync },
  deflate: { decode: inflateSync, encode: deflateSync },
  br: {
    decode: brotliDecompressSync,
    encode: (text) => brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
  },
};

function codecOf(encoding) {
  const name = String(encoding ?? "identity")
    .trim()
    .toLowerCase();
  if (name === "" || name === "identity") return { decode: (body) => body, encode: (text) => text };
  const codec = CODECS[name];
  if (!codec) throw new Error(`unknown Content-Encoding ${name}`);
  return codec;
}

// A cached page goes out with the same bytes until it is re-rendered, so what was made of a body (the
// bytes to send, its scripts' hashes) is kept by a digest of the body: a repeat costs one SHA-256 of the
// body instead of decompressing, reading, merging and compressing it again. Bounded by the bytes kept
// (a merged document's new body); the least recently used entry goes first.
const MEMO_MAX_BYTES = 32 * 1024 * 1024;
const memo = new LRUCache({ maxSize: MEMO_MAX_BYTES, sizeCalculation: (entry) => 256 + (entry.body?.length ?? 0) });

function documentOf(body, encoding, knownHashes, runtimeDefinitions, nonces, shared) {
  // A response rendered for one request (Cache-Control private or no-store) never comes again: remembering it
  // would only push the cached pages' entries out.
  const key = shared
    ? `${String(encoding ?? "")}:${nonces.join(",")}:${createHash("sha256").update(body).digest("base64")}`
    : null;
  const seen = key ? memo.get(key) : undefined;
  if (seen && seen.knownHashes === knownHashes) return seen;
  const codec = codecOf(encoding);
  const html = codec.decode(body).toString("utf8");
  const found = trustedInlineScripts(html, knownHashes, runtimeDefinitions, { nonces });
  const entry = {
    knownHashes,
    hashes: found.hashes,
    untrusted: found.untrusted,
    body: found.html === html ? null : codec.encode(Buffer.from(found.html, "utf8")),
  };
  if (key) memo.set(key, entry);
  return entry;
}

/**
 * The response's policy with the hashes of the document's trusted inline scripts, and the body to send:
 * the same bytes, or the document with its runs of payload scripts merged (lib/csp-inline.mjs), in the
 * same Content-Encoding. A body that cannot be read is sent as it came and gets no hashes: the page then
 * runs no inline script rather than all of them. `shared`: the same bytes may go out again (a cached page),
 * so what was made of them is remembered.
 */
export function policyForDocument(
  policy,
  body,
  encoding,
  knownHashes,
  onUntrusted,
  runtimeDefinitions = [],
  shared = true,
) {
  let hashes = [];
  let sent = body;
  if (body.length > 0) {
    try {
      const document = documentOf(body, encoding, knownHashes, runtimeDefinitions, policyNonces(policy), shared);
      hashes = document.hashes;
      sent = document.body ?? body;
      if (document.untrusted > 0) onUntrusted?.(document.untrusted);
    } catch (error) {
      onUntrusted?.(0, error);
    }
  }
  return { policy: withScriptHashes(policy, hashes), body: sent };
}

function headerText(value) {
  return Array.isArray(value) ? value.join(", ") : value === undefined ? "" : String(value);
}

/**
 * Installs the hold-back on one response. `knownHashes`: hashes of the build's shell scripts
 * (.next/csp-inline-hashes.json); `runtimeDefinitions`: React's instruction functions (lib/csp-inline.mjs).
 * `onUntrusted({ pathname, count, error })`: told when a document had inline scripts that got no hash, or
 * could not be read. `missingPolicy(req)`: the policy of an HTML response that comes without one.
 */
export function hashInlineScriptsOfHtml(
  req,
  res,
  { knownHashes, runtimeDefinitions = [], onUntrusted, missingPolicy } = { knownHashes: new Set() },
) {
  if (req.method !== "GET" && req.method !== "HEAD") return;
  const pathname = (req.url ?? "/").split("?")[0] ?? "/";
  const head = req.method === "HEAD";

  const realWriteHead = res.writeHead;
  const realWrite = res.write;
  const realEnd = res.end;
  const realFlushHeaders = res.flushHeaders;
  /** undecided → pass (untouched) or hold (buffered until end). */
  let state = "undecided";
  let reason;
  const chunks = [];
  const report = (count, error) => onUntrusted?.({ pathname, count, error });

  const policyHeader = () => headerText(res.getHeader("content-security-policy"));

  function decide() {
    const html = /^\s*text\/html\b/i.test(headerText(res.getHeader("content-type")));
    // A document the proxy never saw (its matcher skips paths that look like files, so the not-found page of
    // /admin/users.json came without one) gets the public level, and is hashed like a public page.
    if (html && policyHeader() === "" && missingPolicy) res.setHeader("content-security-policy", missingPolicy(req));
    const policy = policyHeader();
    // Nothing leaves with 'unsafe-inline' in script-src, whatever path it answers.
    const held = html && policy !== "" && allowsInlineScripts(policy);
    state = held ? "hold" : "pass";
  }

  res.writeHead = function writeHead(statusCode, ...rest) {
    if (state === "pass") return realWriteHead.call(this, statusCode, ...rest);
    if (state === "hold") return this; // repeated implicit header while held
    // Apply headers given here, so the decision sees them (what on-headers does for Next's compression).
    let message;
    for (const arg of rest) {
      if (typeof arg === "string") message = arg;
      else if (arg && typeof arg === "object" && !Array.isArray(arg))
        for (const [name, value] of Object.entries(arg)) this.setHeader(name, value);
      else if (Array.isArray(arg)) {
        // Raw header pairs: leave the response alone.
        state = "pass";
        return realWriteHead.call(this, statusCode, ...rest);
      }
    }
    this.statusCode = statusCode;
    if (message !== undefined) this.statusMessage = message;
    decide();
    if (state === "hold" && head) {
      // No body to read: the policy goes without inline scripts, and nothing is held.
      this.setHeader("content-security-policy", withScriptHashes(policyHeader(), []));
      state = "pass";
    }
    if (state === "pass") return realWriteHead.call(this, this.statusCode, ...(message !== undefined ? [message] : []));
    reason = message;
    return this;
  };

  res.flushHeaders = function flushHeaders() {
    if (state === "undecided") this.writeHead(this.statusCode);
    if (state === "pass") return realFlushHeaders.call(this);
  };

  res.write = function write(chunk, encoding, callback) {
    if (state === "undecided") this.writeHead(this.statusCode);
    if (state === "pass") return realWrite.call(this, chunk, encoding, callback);
    const done = typeof encoding === "function" ? encoding : callback;
    if (chunk !== undefined && chunk !== null)
      chunks.push(
        Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"),
      );
    if (typeof done === "function") process.nextTick(done);
    return true;
  };

  res.end = function end(chunk, encoding, callback) {
    if (typeof chunk === "function") [chunk, encoding, callback] = [undefined, undefined, chunk];
    else if (typeof encoding === "function") [encoding, callback] = [undefined, encoding];
    if (state === "undecided") this.writeHead(this.statusCode);
    if (state === "pass") return realEnd.call(this, chunk, encoding, callback);
    if (chunk !== undefined && chunk !== null)
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding ?? "utf8"));
    const held = Buffer.concat(chunks);
    chunks.length = 0;
    const shared = !/\b(private|no-store)\b/i.test(headerText(this.getHeader("cache-control")));
    const { policy, body } = policyForDocument(
      policyHeader(),
      held,
      this.getHeader("content-encoding"),
      knownHashes,
      report,
      runtimeDefinitions,
      shared,
    );
    this.setHeader("content-security-policy", policy);
    if (body !== held && this.hasHeader("content-length")) this.setHeader("content-length", body.length);
    state = "pass";
    realWriteHead.call(this, this.statusCode, ...(reason !== undefined ? [reason] : []));
    return realEnd.call(this, body, callback);
  };
}
