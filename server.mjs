// Production server: Next's request handler behind a thin node:http layer that fixes two headers
// before Next sees them (docs/decisions.md, "Platform", production server):
// - client-sent x-middleware-* / x-invoke-* / x-nextjs-* headers are dropped, so nobody can claim a
//   request already passed the proxy (the x-middleware-subrequest bypass);
// - the socket peer is appended to X-Forwarded-For, so lib/http/client-ip.ts can count trusted hops
//   from the right and never trusts what the client wrote on the left.
// and one on the way out: a public page's Content-Security-Policy gets the hashes of that page's inline
// scripts instead of 'unsafe-inline', and an HTML response that came without a policy gets one
// (lib/csp-html-response.mjs; docs/decisions.md, "Content Security Policy").
// Between the two, each request waits for a slot in its lane before Next sees it, and one that cannot start in
// time is answered 503 with Retry-After (lib/http/load-shedding.mjs; docs/decisions.md, "Load shedding (issue #26)").
// Start-up either ends with a server that answers, or with exit code 1 and a one-line cause: a bad PORT,
// a port in use, a Redis that cannot be reached or sends no keyspace notifications, a failed Next start or
// a failed database preparation (instrumentation.ts) never leaves a listening process that answers 500 to
// everyone, or one that serves while other instances' writes never reach it.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";

import nextEnv from "@next/env";
import next from "next";

import { checkSharedCacheRedis, sharedCacheRedisNotice } from "./lib/cache/redis/startup-check.mjs";
import { hashInlineScriptsOfHtml } from "./lib/csp-html-response.mjs";
import { adsAllowedByCookies, publicPagePolicy } from "./lib/csp-policy.mjs";
import { createLoadShedding, loadSheddingConfig, shedReporter } from "./lib/http/load-shedding.mjs";
import { refuseUnsupportedMethod } from "./lib/http/unsupported-method.mjs";
import { browserHost, deriveAppUrl, exitOnStartupFailure, listenPort } from "./lib/startup.mjs";

// .env files first (Next would load them only later), so PORT, HOST and APP_URL written there count here.
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });

let port;
let appUrl;
let sheddingConfig;
try {
  port = listenPort(process.env.PORT);
  appUrl = deriveAppUrl(process.env);
  sheddingConfig = loadSheddingConfig(process.env);
} catch (error) {
  exitOnStartupFailure(error);
}
const hostname = process.env.HOST?.trim() || "0.0.0.0";
const trustedHops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0);

if (appUrl.derived) {
  // Set before Next loads lib/env, so the CSRF origin check, canonical links and the sitemap agree with it.
  process.env.APP_URL = appUrl.url;
  console.warn(
    `APP_URL is not set: using ${appUrl.url} (where this server listens); set APP_URL to the public origin in ` +
      `production.`,
  );
}

const INTERNAL_HEADER = /^x-(middleware-|invoke-|nextjs-)/i;

export function sanitiseHeaders(req) {
  for (const name of Object.keys(req.headers)) {
    if (INTERNAL_HEADER.test(name)) delete req.headers[name];
  }
  const peer = req.socket.remoteAddress ?? "unknown";
  const forwarded = req.headers["x-forwarded-for"];
  // Without a trusted proxy in front, whatever the client sent is discarded.
  req.headers["x-forwarded-for"] = trustedHops > 0 && forwarded ? `${forwarded}, ${peer}` : peer;
}

// Lets in-process jobs (which have no request scope) expire cached public data through
// POST /api/internal/revalidate (lib/cache/revalidate.ts). Per process, never logged, never sent out.
const internalHost = hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname;
const internalAuthority = internalHost.includes(":") ? `[${internalHost}]` : internalHost;
process.env.EDGECAST_INTERNAL_ORIGIN = `http://${internalAuthority}:${port}`;
process.env.EDGECAST_INTERNAL_SECRET = randomBytes(32).toString("hex");
const internalSecret = Buffer.from(process.env.EDGECAST_INTERNAL_SECRET);

function isInternalRequest(req) {
  const given = Buffer.from(String(req.headers["x-edgecast-internal"] ?? ""));
  return given.length === internalSecret.length && timingSafeEqual(given, internalSecret);
}

// Scripts of the build's prerendered shells (the boot and theme scripts, React's and Turbopack's runtime
// snippets) and the framework's streamed ones, written by scripts/csp-inline-hashes.mjs after `next build`: a
// public page's inline script that is not RSC payload data is allowed only when its text is one of these.
function loadKnownScripts() {
  try {
    const { known, runtime } = JSON.parse(
      readFileSync(path.join(process.cwd(), ".next", "csp-inline-hashes.json"), "utf8"),
    );
    if (Array.isArray(known) && Array.isArray(runtime)) {
      return {
        knownHashes: new Set(known.filter((hash) => typeof hash === "string")),
        runtimeDefinitions: runtime.filter((text) => typeof text === "string"),
      };
    }
  } catch {
    // Reported below.
  }
  console.warn(
    "csp: .next/csp-inline-hashes.json has no known scripts (run `npm run build`); public pages' boot scripts will " +
      "be refused",
  );
  return { knownHashes: new Set(), runtimeDefinitions: [] };
}
const { knownHashes, runtimeDefinitions } = loadKnownScripts();

// A page with an inline script of a shape nobody wrote (markup injected into the page, or a framework
// snippet this build never prerendered) is served without it; said once per path, for the first 100 paths.
const reportedPaths = new Set();
function reportUntrustedScripts({ pathname, count, error }) {
  if (reportedPaths.has(pathname) || reportedPaths.size >= 100) return;
  reportedPaths.add(pathname);
  if (error)
    console.error(
      `csp: could not read the HTML of ${pathname} to hash its scripts (${error.message ?? error}); it was sent ` +
        `without inline scripts allowed`,
    );
  else
    console.warn(
      `csp: ${count} inline script(s) on ${pathname} got no hash (not a shape the app or the framework writes), so ` +
        `the browser refuses them`,
    );
}

// The proxy runs for pages only (its matcher skips paths that look like files); the not-found page of
// /admin/users.json or /foo.php, or a page answering /predictions/<id>.json, is still HTML with inline scripts,
// so it gets the public level, with the ad network's hosts as the visitor's consent cookie says.
const missingPolicy = (req) => publicPagePolicy({ adsAllowed: adsAllowedByCookies(req.headers.cookie) });

// The port is taken first, so a port in use fails at once; visitors then wait until start-up is done
// (Next prepared, database prepared, prerendered pages expired). Only the server's own start-up request
// goes through before.
let handle;
let ready = false;
let markReady;
const startedUp = new Promise((resolve) => (markReady = resolve));

// Slots per lane, counted from when start-up is done (a request that arrived earlier waits for start-up first).
// The server's own requests (start-up, jobs expiring cached data) never wait for one.
const loadShedding = createLoadShedding(sheddingConfig, { onShed: shedReporter((line) => console.warn(line)) });

const server = createServer((req, res) => {
  if (refuseUnsupportedMethod(req, res)) return;
  sanitiseHeaders(req);
  hashInlineScriptsOfHtml(req, res, {
    knownHashes,
    runtimeDefinitions,
    onUntrusted: reportUntrustedScripts,
    missingPolicy,
  });
  if (handle && isInternalRequest(req)) {
    handle(req, res);
    return;
  }
  const run = () => handle(req, res);
  if (ready) {
    loadShedding.admit(req, res, run);
    return;
  }
  void startedUp.then(() => loadShedding.admit(req, res, run));
});

server.on("error", (error) => {
  if (error.code === "EADDRINUSE")
    exitOnStartupFailure(
      new Error(`port ${port} on ${hostname} is already in use (EADDRINUSE); set PORT to a free port`),
    );
  if (error.code === "EACCES")
    exitOnStartupFailure(new Error(`no permission to listen on port ${port} on ${hostname} (EACCES)`));
  exitOnStartupFailure(error);
});

/**
 * Several instances share Next's cache through Redis (REDIS_URL), whose handlers need keyspace notifications
 * (lib/cache/redis/startup-check.mjs). Checked before Next loads the handlers, so they start on a Redis that
 * answers and notifies; where notifications had to be turned on here, the server says so in one line.
 */
async function checkSharedCache() {
  const url = process.env.REDIS_URL?.trim();
  if (!url) return;
  const skipConfig = (process.env.SKIP_KEYSPACE_CONFIG_CHECK ?? "").trim().toUpperCase() === "TRUE";
  const result = await checkSharedCacheRedis(url, { skipConfig });
  const notice = sharedCacheRedisNotice(url, result);
  if (notice) console.warn(notice);
  // The handler package asks CONFIG GET itself unless told not to; where Redis refuses CONFIG, the probe
  // has just shown the notifications arrive.
  if (result.by === "probe") process.env.SKIP_KEYSPACE_CONFIG_CHECK = "true";
}

server.listen(port, hostname, async () => {
  try {
    await checkSharedCache();
    const app = next({ dev: false, hostname, port });
    handle = app.getRequestHandler();
    await app.prepare();
  } catch (error) {
    exitOnStartupFailure(error);
  }
  // The first request runs instrumentation.ts (migrations, seed, generated logins), which exits the process
  // itself on failure. Pages prerendered by `next build` saw no database and the build's origin
  // (lib/cache/build-phase.ts, lib/seo/runtime-origin.ts): expiring every public tag makes the first
  // visitor get pages rendered from this server's database with this server's origin.
  try {
    const response = await fetch(`${process.env.EDGECAST_INTERNAL_ORIGIN}/api/internal/revalidate`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-edgecast-internal": process.env.EDGECAST_INTERNAL_SECRET },
      body: "{}",
    });
    if (!response.ok) throw new Error(`the start-up request answered ${response.status}`);
  } catch (error) {
    exitOnStartupFailure(error);
  }
  ready = true;
  markReady();
  console.log(`\nEdgeCast is running at http://${browserHost(hostname)}:${port}\n`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
