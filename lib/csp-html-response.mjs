// Per-response script hashes for the public pages (docs/decisions.md, "Content Security Policy"), installed
// by server.mjs on every request before Next's handler sees it. The public pages are prerendered whole and
// served from the cache with the RSC payload inline, so neither a nonce nor a hash known at build time can
// cover their scripts; the proxy gives them the static policy (script-src 'self' 'unsafe-inline', from
// lib/content-security-policy.ts). Here the finished HTML document is held back, its inline scripts are
// hashed (lib/csp-inline.mjs: only the shapes the app and the framework write) and the policy goes out with
// those hashes instead of 'unsafe-inline'. The body's bytes are not changed: a compressed body (Next
// compresses inside its handler) is decompressed only to read it, so Content-Length and Content-Encoding
// stay Next's.
//
// Held back: GET and HEAD text/html responses whose policy still allows inline scripts (the public pages)
// and 404 documents under the nonce-based paths (the prerendered not-found page, whose payload carries no
// nonce: its hashes join the nonce). Everything else (the nonce-based pages, which stream, the API's JSON,
// the build's files) passes through untouched and unbuffered.
import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";

import { allowsInlineScripts, trustedInlineScriptHashes, withScriptHashes } from "./csp-inline.mjs";
import { strictCspPath } from "./csp-scope.mjs";

const DECODERS = { gzip: gunzipSync, "x-gzip": gunzipSync, deflate: inflateSync, br: brotliDecompressSync };

function decodeBody(body, encoding) {
  const name = String(encoding ?? "identity").trim().toLowerCase();
  if (name === "" || name === "identity") return body.toString("utf8");
  const decode = DECODERS[name];
  if (!decode) throw new Error(`unknown Content-Encoding ${name}`);
  return decode(body).toString("utf8");
}

// A cached page goes out with the same bytes until it is re-rendered, so the scripts found in a body are
// kept by a digest of the bytes: a repeat costs one SHA-256 of the body instead of decompressing, finding and
// hashing its scripts again. Bounded; the oldest entry goes first.
const MEMO_LIMIT = 256;
const memo = new Map();

function scriptsOf(body, encoding, knownHashes, runtimeDefinitions) {
  const key = `${String(encoding ?? "")}:${createHash("sha256").update(body).digest("base64")}`;
  const seen = memo.get(key);
  if (seen && seen.knownHashes === knownHashes) return seen.result;
  const result = trustedInlineScriptHashes(decodeBody(body, encoding), knownHashes, runtimeDefinitions);
  memo.delete(key);
  memo.set(key, { knownHashes, result });
  if (memo.size > MEMO_LIMIT) memo.delete(memo.keys().next().value);
  return result;
}

/**
 * The response's policy with the hashes of the document's trusted inline scripts. A body that cannot be read
 * gets none: the page then runs no inline script rather than all of them.
 */
export function policyForDocument(policy, body, encoding, knownHashes, onUntrusted, runtimeDefinitions = []) {
  let hashes = [];
  if (body.length > 0) {
    try {
      const result = scriptsOf(body, encoding, knownHashes, runtimeDefinitions);
      hashes = result.hashes;
      if (result.untrusted > 0) onUntrusted?.(result.untrusted);
    } catch (error) {
      onUntrusted?.(0, error);
    }
  }
  return withScriptHashes(policy, hashes);
}

function headerText(value) {
  return Array.isArray(value) ? value.join(", ") : value === undefined ? "" : String(value);
}

/**
 * Installs the hold-back on one response. `knownHashes`: hashes of the build's shell scripts
 * (.next/csp-inline-hashes.json); `runtimeDefinitions`: React's instruction functions (lib/csp-inline.mjs).
 * `onUntrusted({ pathname, count, error })`: told when a document had inline scripts that got no hash, or
 * could not be read.
 */
export function hashInlineScriptsOfHtml(req, res, { knownHashes, runtimeDefinitions = [], onUntrusted } = { knownHashes: new Set() }) {
  if (req.method !== "GET" && req.method !== "HEAD") return;
  const pathname = (req.url ?? "/").split("?")[0] ?? "/";
  const strict = strictCspPath(pathname);
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
    const type = headerText(res.getHeader("content-type"));
    const policy = policyHeader();
    const html = /^\s*text\/html\b/i.test(type) && policy !== "";
    const held = html && (strict ? res.statusCode === 404 : allowsInlineScripts(policy));
    state = held ? "hold" : "pass";
  }

  res.writeHead = function writeHead(statusCode, ...rest) {
    if (state === "pass") return realWriteHead.call(this, statusCode, ...rest);
    if (state === "hold") return this; // repeated implicit header while held
    // Apply headers given here, so the decision sees them (what on-headers does for Next's compression).
    let message;
    for (const arg of rest) {
      if (typeof arg === "string") message = arg;
      else if (arg && typeof arg === "object" && !Array.isArray(arg)) for (const [name, value] of Object.entries(arg)) this.setHeader(name, value);
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
    if (chunk !== undefined && chunk !== null) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"));
    if (typeof done === "function") process.nextTick(done);
    return true;
  };

  res.end = function end(chunk, encoding, callback) {
    if (typeof chunk === "function") [chunk, encoding, callback] = [undefined, undefined, chunk];
    else if (typeof encoding === "function") [encoding, callback] = [undefined, encoding];
    if (state === "undecided") this.writeHead(this.statusCode);
    if (state === "pass") return realEnd.call(this, chunk, encoding, callback);
    if (chunk !== undefined && chunk !== null) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding ?? "utf8"));
    const body = Buffer.concat(chunks);
    chunks.length = 0;
    this.setHeader(
      "content-security-policy",
      policyForDocument(policyHeader(), body, this.getHeader("content-encoding"), knownHashes, report, runtimeDefinitions),
    );
    state = "pass";
    realWriteHead.call(this, this.statusCode, ...(reason !== undefined ? [reason] : []));
    return realEnd.call(this, body, callback);
  };
}
