// Load shedding in the production server (server.mjs; docs/decisions.md, "Load shedding (issue #26)").
// Next's handler runs every request it is given at once, so 50 members asking for their pages at the same time
// all slow down together until every one of them, the health check and the public pages time out. Here each
// request needs a slot before Next sees it: a few run at once, the rest wait in line (first come, first served),
// and one that cannot start within MAX_QUEUE_WAIT_MS is answered 503 with Retry-After at once, so a client is
// told to come back instead of timing out, and a shed write never runs.
//
// Two lanes, each with its own slots and line, so the cheap public reads never wait behind the expensive
// per-request renders:
// - "dynamic": what Next renders or reads per caller: the member area, the admin console, the sign-in pages,
//   API calls that carry a session cookie or an Authorization header (withRoute checks them against the
//   database), and every write;
// - "public": the other reads, GET/HEAD of public pages (prerendered, served from the cache whoever asks) and
//   of the API without credentials (micro-cached lists).
// - "stream": the signed-in member's notification stream (GET /api/user/notifications/stream, Server-Sent Events),
//   which stays open for minutes while doing almost nothing (a poll every few seconds). In the dynamic lane each open
//   bell would hold one of its few slots for the stream's whole life, and a handful of tabs would shed every other
//   member's request; here streams have slots of their own, and one that finds them all taken is answered 503 at
//   once (waiting makes no sense for a stream: the browser's bell polls instead).
// Never queued: GET /api/health (a load balancer must see a busy server as alive), the build's immutable files
// under /_next/static/ (a page whose scripts were shed would not work) and the server's own internal requests
// (server.mjs checks their secret).
// Plain JavaScript: server.mjs runs without a bundler.
import { z } from "zod";

/** The defaults, for a 2-core server (measured and argued in docs/decisions.md, "Load shedding (issue #26)"). */
export const LOAD_SHEDDING_DEFAULTS = Object.freeze({
  maxConcurrent: 8,
  maxConcurrentPublic: 32,
  /** Open notification streams per server: each polls the database every 2 s, so 200 cost about 100 reads a second. */
  maxConcurrentStreams: 200,
  maxQueueWaitMs: 3000,
  /** Per lane: beyond this many waiting requests a new one is shed at once (bounds the sockets a flood holds). */
  maxQueueLength: 1000,
});

export const BUSY_MESSAGE = "The server is busy. Please try again in a few seconds.";

const MAX_LIMIT = 10_000;
const MAX_WAIT_MS = 600_000;

const emptyAsUndefined = (value) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const wholeNumber = (max, fallback) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(max).default(fallback));

/** The variables server.mjs reads; 0 as a limit turns that lane's limit off. */
const loadSheddingEnvSchema = z.object({
  MAX_CONCURRENT_REQUESTS: wholeNumber(MAX_LIMIT, LOAD_SHEDDING_DEFAULTS.maxConcurrent),
  MAX_CONCURRENT_PUBLIC_REQUESTS: wholeNumber(MAX_LIMIT, LOAD_SHEDDING_DEFAULTS.maxConcurrentPublic),
  MAX_CONCURRENT_STREAMS: wholeNumber(MAX_LIMIT, LOAD_SHEDDING_DEFAULTS.maxConcurrentStreams),
  MAX_QUEUE_WAIT_MS: wholeNumber(MAX_WAIT_MS, LOAD_SHEDDING_DEFAULTS.maxQueueWaitMs),
});

const MAXIMA = {
  MAX_CONCURRENT_REQUESTS: MAX_LIMIT,
  MAX_CONCURRENT_PUBLIC_REQUESTS: MAX_LIMIT,
  MAX_CONCURRENT_STREAMS: MAX_LIMIT,
  MAX_QUEUE_WAIT_MS: MAX_WAIT_MS,
};

/**
 * Both lanes' settings from the environment. Throws, naming the variable, on anything but a whole number in
 * range, so server.mjs stops with one line rather than serving with a limit nobody chose.
 */
export function loadSheddingConfig(env) {
  const parsed = loadSheddingEnvSchema.safeParse({
    MAX_CONCURRENT_REQUESTS: env.MAX_CONCURRENT_REQUESTS,
    MAX_CONCURRENT_PUBLIC_REQUESTS: env.MAX_CONCURRENT_PUBLIC_REQUESTS,
    MAX_CONCURRENT_STREAMS: env.MAX_CONCURRENT_STREAMS,
    MAX_QUEUE_WAIT_MS: env.MAX_QUEUE_WAIT_MS,
  });
  if (!parsed.success) {
    const name = String(parsed.error.issues[0]?.path[0]);
    throw new Error(`${name} must be a whole number from 0 to ${MAXIMA[name]} (got "${env[name]}")`);
  }
  const { MAX_CONCURRENT_REQUESTS, MAX_CONCURRENT_PUBLIC_REQUESTS, MAX_CONCURRENT_STREAMS, MAX_QUEUE_WAIT_MS } =
    parsed.data;
  const lane = (maxConcurrent) => ({
    maxConcurrent,
    maxQueueWaitMs: MAX_QUEUE_WAIT_MS,
    maxQueueLength: LOAD_SHEDDING_DEFAULTS.maxQueueLength,
  });
  return {
    dynamic: lane(MAX_CONCURRENT_REQUESTS),
    public: lane(MAX_CONCURRENT_PUBLIC_REQUESTS),
    stream: { maxConcurrent: MAX_CONCURRENT_STREAMS, maxQueueWaitMs: 0, maxQueueLength: 0 },
  };
}

/**
 * Slots and a first-come-first-served line. `enter(start, shed)` calls `start(release)` now or when a slot frees,
 * or `shed()` instead when none frees within maxQueueWaitMs or the line is full; `release` (safe to call more
 * than once) gives the slot back and starts the next in line. It returns `cancel`, which takes a request that is
 * still waiting out of the line (its client has gone) and calls neither. maxConcurrent 0: no limit.
 */
export function createLane({ maxConcurrent, maxQueueWaitMs, maxQueueLength = LOAD_SHEDDING_DEFAULTS.maxQueueLength }) {
  let active = 0;
  // A Set keeps insertion order, so its first entry is the longest waiting, and a request that leaves the line
  // (timed out, client gone) is taken out without a scan.
  const waiting = new Set();
  const nothing = () => {};

  function grant(start) {
    active += 1;
    let released = false;
    start(() => {
      if (released) return;
      released = true;
      active -= 1;
      startWaiting();
    });
  }

  function startWaiting() {
    while (waiting.size > 0 && (maxConcurrent === 0 || active < maxConcurrent)) {
      const entry = waiting.values().next().value;
      waiting.delete(entry);
      clearTimeout(entry.timer);
      grant(entry.start);
    }
  }

  return {
    enter(start, shed) {
      if (maxConcurrent === 0 || active < maxConcurrent) {
        grant(start);
        return nothing;
      }
      if (maxQueueWaitMs === 0 || waiting.size >= maxQueueLength) {
        shed();
        return nothing;
      }
      const entry = { start, timer: undefined };
      entry.timer = setTimeout(() => {
        if (waiting.delete(entry)) shed();
      }, maxQueueWaitMs);
      waiting.add(entry);
      return () => {
        if (waiting.delete(entry)) clearTimeout(entry.timer);
      };
    },
    /** Requests holding a slot. */
    get active() {
      return active;
    },
    /** Requests in line. */
    get waiting() {
      return waiting.size;
    },
  };
}

// next-auth's session cookie as lib/accounts/session-tokens.service.ts names it (with __Secure- behind HTTPS, chunked
// as .0, .1… when large); tests/unit/http/load-shedding.test.ts checks the two agree.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?authjs\.session-token(?:\.\d+)?=/;

function pathOf(url) {
  const raw = String(url ?? "/");
  let path = raw.startsWith("/") ? raw.split(/[?#]/, 1)[0] : "/";
  if (!raw.startsWith("/")) {
    try {
      path = new URL(raw).pathname;
    } catch {
      // An unparsable target: Next answers it; it takes the dynamic lane below like any unknown.
      return null;
    }
  }
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const under = (path, prefix) => path === prefix || path.startsWith(`${prefix}/`);
/** The notification stream's path (app/api/user/notifications/stream/route.ts). */
export const NOTIFICATION_STREAM_PATH = "/api/user/notifications/stream";
const isApiPath = (path) => path !== null && under(path, "/api");

/**
 * Which lane a request waits in: "bypass" (never queued), "stream", "public" or "dynamic". The lanes share out slots by
 * cost, not by who asks; a misplaced request (an odd path) only waits in the other line, it is never let
 * through unlimited.
 * @param {import("node:http").IncomingMessage} req
 * @returns {"bypass" | "stream" | "public" | "dynamic"}
 */
export function requestLane(req) {
  const method = (req.method ?? "GET").toUpperCase();
  const path = pathOf(req.url);
  if (path === null) return "dynamic";
  const read = method === "GET" || method === "HEAD";
  if (read && (path === "/api/health" || path.startsWith("/_next/static/"))) return "bypass";
  if (method === "GET" && path === NOTIFICATION_STREAM_PATH) return "stream";
  if (!read && method !== "OPTIONS") return "dynamic";
  // The member, admin and sign-in pages are static shells like the public ones (docs/decisions.md, "Signed-in
  // pages as static shells"): what costs is the API calls they make with the caller's session.
  if (
    isApiPath(path) &&
    (req.headers.authorization !== undefined || SESSION_COOKIE.test(String(req.headers.cookie ?? "")))
  )
    return "dynamic";
  return "public";
}

/**
 * The 503 of a shed request: API paths get the envelope every route answers errors with (lib/api/response.ts,
 * the same as a database outage's), pages a plain sentence, both with Retry-After.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
function answerBusy(req, res, retryAfterSeconds) {
  if (res.headersSent || res.destroyed) return;
  const api = isApiPath(pathOf(req.url));
  const body = api
    ? JSON.stringify({ success: false, error: BUSY_MESSAGE, code: "service_unavailable" })
    : `${BUSY_MESSAGE}\n`;
  res.writeHead(503, {
    "Retry-After": String(retryAfterSeconds),
    "Content-Type": api ? "application/json" : "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
  res.end(body);
}

/**
 * The server's two lanes. `admit(req, res, run)` calls `run()` (which hands the request to Next) when the
 * request's lane has a slot, holding it until the response has finished or its connection closed; answers 503
 * when it cannot start in time; and forgets a waiting request whose client hangs up. `onShed({ lane, limits })`
 * is told of each shed request.
 */
export function createLoadShedding(config, { onShed } = {}) {
  const lanes = {
    dynamic: createLane(config.dynamic),
    public: createLane(config.public),
    stream: createLane(config.stream),
  };
  // The line was full for the whole wait, so it takes about that long to clear; at least a second.
  const retryAfter = (lane) => Math.max(1, Math.ceil(config[lane].maxQueueWaitMs / 1000));

  return {
    lanes,
    /**
     * @param {import("node:http").IncomingMessage} req
     * @param {import("node:http").ServerResponse} res
     * @param {() => unknown} run
     */
    admit(req, res, run) {
      const name = requestLane(req);
      if (name === "bypass") {
        run();
        return;
      }
      let gone = false;
      let cancel = () => {};
      const onGone = () => {
        gone = true;
        cancel();
      };
      res.once("close", onGone);
      cancel = lanes[name].enter(
        (release) => {
          res.off("close", onGone);
          if (gone || res.destroyed) {
            release();
            return;
          }
          res.once("finish", release);
          res.once("close", release);
          run();
        },
        () => {
          res.off("close", onGone);
          answerBusy(req, res, retryAfter(name));
          onShed?.({ lane: name, limits: config[name] });
        },
      );
    },
  };
}

/**
 * A log line for shed requests that cannot flood the log under the very load that sheds them: the first shed
 * request is reported at once, later ones as a count at most once per `intervalMs`.
 */
export function shedReporter(write, { intervalMs = 10_000, now = Date.now } = {}) {
  let counts = { dynamic: 0, public: 0, stream: 0 };
  let last = -Infinity;
  let lastLimits = {};
  return ({ lane, limits }) => {
    counts[lane] += 1;
    lastLimits[lane] = limits;
    const time = now();
    if (time - last < intervalMs) return;
    const parts = Object.entries(counts)
      .filter(([, count]) => count > 0)
      .map(([name, count]) => {
        const { maxConcurrent, maxQueueWaitMs } = lastLimits[name];
        return `${count} in the ${name} lane (${maxConcurrent} at once, ${maxQueueWaitMs} ms wait)`;
      });
    const since = Number.isFinite(last) ? ` in the last ${Math.round((time - last) / 1000)} s` : "";
    write(
      `load shedding: answered 503 (busy) to ${parts.join(" and ")}${since}; MAX_CONCURRENT_REQUESTS, ` +
        `MAX_CONCURRENT_PUBLIC_REQUESTS and MAX_QUEUE_WAIT_MS set the limits`,
    );
    counts = { dynamic: 0, public: 0, stream: 0 };
    lastLimits = {};
    last = time;
  };
}
