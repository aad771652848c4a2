// The production server's per-response script hashes (lib/csp-html-response.mjs) on a plain node:http server
// with the compression middleware Next itself runs inside its handler (next/dist/compiled/compression), so the
// hold-back sees what it sees in server.mjs: headers set one by one, flushHeaders, gzip bytes, end.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contentSecurityPolicy } from "@/lib/content-security-policy";
import { hashInlineScriptsOfHtml, policyForDocument } from "@/lib/csp-html-response.mjs";
import { cspHash } from "@/lib/csp-inline.mjs";

const THEME = '((a)=>{document.documentElement.classList.add(a)})("dark")';
const PUSH = 'self.__next_f.push([1,"0:{\\"b\\":\\"x\\"}\\n"])';
const INJECTED = "alert(document.cookie)";
const PAGE = [
  "<!DOCTYPE html><html><head>",
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  `<script>${THEME}</script>`,
  '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
  "</head><body>",
  "x".repeat(4000),
  `<div>${INJECTED.length}</div><script>${INJECTED}</script>`,
  `<script>${PUSH}</script>`,
  "</body></html>",
].join("");
const STATIC_POLICY = contentSecurityPolicy({ isDev: false, nonce: null, adsAllowed: false });
const STRICT_POLICY = contentSecurityPolicy({ isDev: false, nonce: "bm9uY2U=", adsAllowed: false });
const known = new Set([cspHash(THEME)]);
const reports: unknown[] = [];
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
// Next's own copy of the compression middleware (untyped, CommonJS).
const compression = createRequire(import.meta.url)("next/dist/compiled/compression") as () => Middleware;
const compress = compression();

/** What Next does for a page: headers one by one, the body in chunks after flushHeaders. */
function app(req: IncomingMessage, res: ServerResponse) {
  compress(req, res, () => {});
  const url = new URL(req.url ?? "/", "http://x");
  if (url.pathname === "/api/data") {
    res.setHeader("content-type", "application/json");
    res.setHeader("content-security-policy", "default-src 'none'");
    res.end(JSON.stringify({ success: true, data: "y".repeat(3000), error: null }));
    return;
  }
  const strict = url.pathname.startsWith("/user");
  res.statusCode = url.pathname.endsWith("/nope") ? 404 : 200;
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.setHeader("content-security-policy", strict ? STRICT_POLICY : STATIC_POLICY);
  if (url.searchParams.has("length")) res.setHeader("content-length", Buffer.byteLength(PAGE));
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  res.flushHeaders();
  const half = Math.floor(PAGE.length / 2);
  res.write(PAGE.slice(0, half));
  (res as unknown as { flush?: () => void }).flush?.();
  if (strict && url.pathname !== "/user/nope") {
    // A streamed page: its first part reaches the client before the rest is written.
    setTimeout(() => res.end(PAGE.slice(half)), 300);
    return;
  }
  setTimeout(() => res.end(Buffer.from(PAGE.slice(half))), 5);
}

let server: Server;
let base: { host: string; port: number };
beforeAll(async () => {
  server = createServer((req, res) => {
    hashInlineScriptsOfHtml(req, res, { knownHashes: known, onUntrusted: (report: unknown) => reports.push(report) });
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = { host: "127.0.0.1", port: (server.address() as AddressInfo).port };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  headers: IncomingMessage["headers"];
  body: Buffer;
  /** Milliseconds from the request to the first body byte. */
  firstByte: number | null;
}

function get(path: string, { method = "GET", gzip = false } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const req = request({ ...base, path, method, headers: gzip ? { "accept-encoding": "gzip" } : {} }, (res) => {
      const chunks: Buffer[] = [];
      let firstByte: number | null = null;
      res.on("data", (chunk: Buffer) => {
        firstByte ??= Date.now() - started;
        chunks.push(chunk);
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), firstByte }));
    });
    req.on("error", reject);
    req.end();
  });
}

const scriptSrc = (answer: Answer) => String(answer.headers["content-security-policy"]).split("; ").find((d) => d.startsWith("script-src "))!.split(" ").slice(1);

describe("per-response script hashes in the production server", () => {
  it("a public page: script-src lists 'self' and the hashes of its trusted scripts, no 'unsafe-inline'; the body is unchanged", async () => {
    reports.length = 0;
    const answer = await get("/predictions");
    expect(answer.status).toBe(200);
    expect(answer.body.toString("utf8")).toBe(PAGE);
    expect(scriptSrc(answer)).toEqual(["'self'", cspHash(THEME), cspHash(PUSH)]);
    expect(scriptSrc(answer)).not.toContain(cspHash(INJECTED));
    expect(reports).toEqual([{ pathname: "/predictions", count: 1, error: undefined }]);
  });

  it("a gzip response stays gzip (the bytes Next compressed) and gets the same hashes", async () => {
    const plain = await get("/tips");
    const zipped = await get("/tips", { gzip: true });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.body).toString("utf8")).toBe(PAGE);
    expect(zipped.headers["content-security-policy"]).toBe(plain.headers["content-security-policy"]);
  });

  it("keeps a Content-Length Next set, since the body's bytes do not change", async () => {
    const answer = await get("/terms?length=1");
    expect(answer.headers["content-length"]).toBe(String(Buffer.byteLength(PAGE)));
    expect(answer.body.length).toBe(Buffer.byteLength(PAGE));
    expect(scriptSrc(answer)).not.toContain("'unsafe-inline'");
  });

  it("HEAD: answers at once with the policy and no 'unsafe-inline'", async () => {
    const answer = await get("/", { method: "HEAD" });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(0);
    expect(scriptSrc(answer)).toEqual(["'self'"]);
  });

  it("leaves JSON alone: compressed as before, its own policy, not held", async () => {
    const answer = await get("/api/data", { gzip: true });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["content-security-policy"]).toBe("default-src 'none'");
    expect(JSON.parse(gunzipSync(answer.body).toString("utf8")).success).toBe(true);
  });

  it("does not hold a nonce-based page: it streams, its policy untouched", async () => {
    const answer = await get("/user/dashboard");
    expect(answer.headers["content-security-policy"]).toBe(STRICT_POLICY);
    expect(answer.body.toString("utf8")).toBe(PAGE);
    // The first half arrived well before the handler wrote the rest (300 ms later).
    expect(answer.firstByte).not.toBeNull();
    expect(answer.firstByte!).toBeLessThan(250);
  });

  it("a 404 under a nonce-based path: the page's un-nonced trusted scripts join the nonce", async () => {
    const answer = await get("/user/nope", { gzip: true });
    expect(answer.status).toBe(404);
    const sources = scriptSrc(answer);
    expect(sources).toContain("'nonce-bm9uY2U='");
    expect(sources).toEqual(expect.arrayContaining([cspHash(THEME), cspHash(PUSH)]));
    expect(sources).not.toContain(cspHash(INJECTED));
    expect(gunzipSync(answer.body).toString("utf8")).toBe(PAGE);
  });
});

describe("the scripts found in a body, kept by its bytes", () => {
  it("a repeated body gets the same policy, a different body of the same length its own", () => {
    const other = PAGE.replace(PUSH, PUSH.replace('\\"x\\"', '\\"y\\"'));
    expect(other.length).toBe(PAGE.length);
    expect(other).not.toBe(PAGE);
    const first = policyForDocument(STATIC_POLICY, Buffer.from(PAGE), undefined, known);
    expect(policyForDocument(STATIC_POLICY, Buffer.from(PAGE), undefined, known)).toBe(first);
    const second = policyForDocument(STATIC_POLICY, Buffer.from(other), undefined, known);
    expect(second).not.toBe(first);
    expect(second).toContain(cspHash(PUSH.replace('\\"x\\"', '\\"y\\"')));
    // The same bytes with other known scripts are looked at again.
    expect(policyForDocument(STATIC_POLICY, Buffer.from(PAGE), undefined, new Set<string>())).not.toContain(cspHash(THEME));
  });

  it("a body that cannot be read allows no inline script at all", () => {
    const reported: unknown[] = [];
    const policy = policyForDocument(STATIC_POLICY, Buffer.from("not gzip"), "gzip", known, (count, error) => reported.push({ count, error }));
    expect(policy).toContain("script-src 'self'; ");
    expect(reported).toHaveLength(1);
  });
});
