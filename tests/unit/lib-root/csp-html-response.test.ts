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
import { cspHash, inlineScripts } from "@/lib/csp-inline.mjs";
import { adsAllowedByCookies, AD_SCRIPT_HOSTS, publicPagePolicy } from "@/lib/csp-policy.mjs";

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
// A prerendered page: its payload as a run of adjacent pushes after the markup, more than 16 of them.
const CHUNKS = Array.from({ length: 20 }, (_, index) => index + 1).map(
  (n) => `self.__next_f.push([1,"${n}:[\\"$\\",\\"p\\",null,{\\"children\\":\\"${"z".repeat(200)}\\"}]\\n"])`,
);
const LONG_PAGE = [
  "<!DOCTYPE html><html><head>",
  `<script>${THEME}</script>`,
  "</head><body>",
  "x".repeat(4000),
  ...CHUNKS.map((c) => `<script>${c}</script>`),
  "</body></html>",
].join("");
const MERGED_PAGE = LONG_PAGE.replace(
  CHUNKS.map((c) => `<script>${c}</script>`).join(""),
  `<script>${CHUNKS.join(";")}</script>`,
);
// A not-found page as an older build cached it, rendered for a request that carried a nonce.
const STALE_NONCE_PAGE = PAGE.replace(`<script>${THEME}</script>`, `<script nonce="b2xk">${THEME}</script>`).replace(
  `<script>${PUSH}</script>`,
  `<script nonce="b2xk">${PUSH}</script>`,
);
const STATIC_POLICY = contentSecurityPolicy({ isDev: false, adsAllowed: false });
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
  // A member's page: rendered for this request only.
  const member = url.pathname.startsWith("/user");
  // Paths that look like files: the proxy does not run, so the document comes without a policy.
  const fileLike = /\.[a-z0-9]+$/.test(url.pathname);
  const page = url.searchParams.has("long") ? LONG_PAGE : url.pathname.startsWith("/stale/") ? STALE_NONCE_PAGE : PAGE;
  res.statusCode = url.pathname.endsWith("/nope") || url.pathname.endsWith(".php") ? 404 : 200;
  res.setHeader("content-type", "text/html; charset=utf-8");
  if (!fileLike) res.setHeader("content-security-policy", STATIC_POLICY);
  if (member) res.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
  if (url.searchParams.has("length")) res.setHeader("content-length", Buffer.byteLength(page));
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  res.flushHeaders();
  const half = Math.floor(page.length / 2);
  res.write(page.slice(0, half));
  (res as unknown as { flush?: () => void }).flush?.();
  if (member) {
    // Streamed: its first part is written well before the rest.
    setTimeout(() => res.end(page.slice(half)), 100);
    return;
  }
  setTimeout(() => res.end(Buffer.from(page.slice(half))), 5);
}

let server: Server;
let base: { host: string; port: number };
beforeAll(async () => {
  server = createServer((req, res) => {
    hashInlineScriptsOfHtml(req, res, {
      knownHashes: known,
      onUntrusted: (report: unknown) => reports.push(report),
      missingPolicy: (request) => publicPagePolicy({ adsAllowed: adsAllowedByCookies(request.headers.cookie) }),
    });
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

function get(path: string, { method = "GET", gzip = false, cookie = "" } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const headers = { ...(gzip ? { "accept-encoding": "gzip" } : {}), ...(cookie ? { cookie } : {}) };
    const req = request({ ...base, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      let firstByte: number | null = null;
      res.on("data", (chunk: Buffer) => {
        firstByte ??= Date.now() - started;
        chunks.push(chunk);
      });
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), firstByte }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

const scriptSrc = (answer: Answer) =>
  String(answer.headers["content-security-policy"])
    .split("; ")
    .find((d) => d.startsWith("script-src "))!
    .split(" ")
    .slice(1);

describe("per-response script hashes in the production server", () => {
  it(
    "a public page: script-src lists 'self' and the hashes of its trusted scripts, no 'unsafe-inline'; the body is " +
      "unchanged",
    async () => {
      reports.length = 0;
      const answer = await get("/predictions");
      expect(answer.status).toBe(200);
      expect(answer.body.toString("utf8")).toBe(PAGE);
      expect(scriptSrc(answer)).toEqual(["'self'", cspHash(THEME), cspHash(PUSH)]);
      expect(scriptSrc(answer)).not.toContain(cspHash(INJECTED));
      expect(reports).toEqual([{ pathname: "/predictions", count: 1, error: undefined }]);
    },
  );

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

  it("holds a member's per-request page like any page: script-src is its trusted scripts' hashes", async () => {
    for (const path of ["/user/dashboard", "/user/nope"]) {
      const answer = await get(path, { gzip: true });
      expect(scriptSrc(answer), path).toEqual(["'self'", cspHash(THEME), cspHash(PUSH)]);
      expect(gunzipSync(answer.body).toString("utf8"), path).toBe(PAGE);
    }
  });
});

describe("a page whose payload is a run of scripts", () => {
  it(
    "goes out with the run merged into one script and one hash for it, gzip'd again with a Content-Length that " +
      "fits",
    async () => {
      const plain = await get("/predictions?long=1&length=1");
      expect(plain.body.toString("utf8")).toBe(MERGED_PAGE);
      expect(plain.headers["content-length"]).toBe(String(Buffer.byteLength(MERGED_PAGE)));
      expect(scriptSrc(plain)).toEqual(["'self'", cspHash(THEME), cspHash(CHUNKS.join(";"))]);
      // Every inline script of what was sent has its hash in the policy.
      expect(
        inlineScripts(plain.body.toString("utf8"))
          .map(cspHash)
          .every((hash) => scriptSrc(plain).includes(hash)),
      ).toBe(true);

      const zipped = await get("/predictions?long=1", { gzip: true });
      expect(zipped.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(zipped.body).toString("utf8")).toBe(MERGED_PAGE);
      expect(zipped.headers["content-security-policy"]).toBe(plain.headers["content-security-policy"]);
      // Asked again: the same bytes from the memo.
      const again = await get("/predictions?long=1", { gzip: true });
      expect(again.body.equals(zipped.body)).toBe(true);
    },
  );
});

describe("an HTML document that comes without a policy (a path the proxy skips)", () => {
  it("gets the public level with its scripts' hashes, whatever the path, 404 or not", async () => {
    for (const path of ["/foo.php", "/admin/users.json", "/auth/login.html", "/predictions/abc.json"]) {
      const answer = await get(path, { gzip: true });
      const sources = scriptSrc(answer);
      expect(sources, path).toEqual(["'self'", cspHash(THEME), cspHash(PUSH)]);
      expect(String(answer.headers["content-security-policy"]), path).toContain("frame-ancestors 'none'");
      expect(gunzipSync(answer.body).toString("utf8"), path).toBe(PAGE);
    }
    expect(scriptSrc(await get("/foo.php", { method: "HEAD" }))).toEqual(["'self'"]);
  });

  it("a cached not-found page, scripts with another request's nonce: they get hashes, so it still runs", async () => {
    const answer = await get("/stale/nope.php", { gzip: true });
    expect(answer.status).toBe(404);
    expect(scriptSrc(answer)).toEqual(["'self'", cspHash(THEME), cspHash(PUSH)]);
    expect(gunzipSync(answer.body).toString("utf8")).toBe(STALE_NONCE_PAGE);
  });

  it("with the ad network's hosts only when the visitor's consent cookie allows ads", async () => {
    expect(scriptSrc(await get("/x.css", { cookie: "theme=dark; ad_consent=1" }))).toEqual([
      "'self'",
      cspHash(THEME),
      cspHash(PUSH),
      ...AD_SCRIPT_HOSTS,
    ]);
    expect(scriptSrc(await get("/x.css", { cookie: "ad_consent=0" }))).toEqual([
      "'self'",
      cspHash(THEME),
      cspHash(PUSH),
    ]);
  });
});

describe("the scripts found in a body, kept by its bytes", () => {
  it("a repeated body gets the same policy, a different body of the same length its own", () => {
    const other = PAGE.replace(PUSH, PUSH.replace('\\"x\\"', '\\"y\\"'));
    expect(other.length).toBe(PAGE.length);
    expect(other).not.toBe(PAGE);
    const first = policyForDocument(STATIC_POLICY, Buffer.from(PAGE), undefined, known).policy;
    expect(policyForDocument(STATIC_POLICY, Buffer.from(PAGE), undefined, known).policy).toBe(first);
    const second = policyForDocument(STATIC_POLICY, Buffer.from(other), undefined, known).policy;
    expect(second).not.toBe(first);
    expect(second).toContain(cspHash(PUSH.replace('\\"x\\"', '\\"y\\"')));
    // The same bytes with other known scripts are looked at again.
    expect(policyForDocument(STATIC_POLICY, Buffer.from(PAGE), undefined, new Set<string>()).policy).not.toContain(
      cspHash(THEME),
    );
  });

  it("a body that cannot be read allows no inline script at all", () => {
    const reported: unknown[] = [];
    const body = Buffer.from("not gzip");
    const document = policyForDocument(STATIC_POLICY, body, "gzip", known, (count, error) =>
      reported.push({ count, error }),
    );
    expect(document.policy).toContain("script-src 'self'; ");
    expect(document.body).toBe(body);
    expect(reported).toHaveLength(1);
  });
});
