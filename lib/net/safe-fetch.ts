import "server-only";

import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import type { Readable } from "node:stream";

import { BlockedTargetError, checkTargetUrl, guardedAgents, type GuardedAgents, type GuardPolicy } from "./ssrf-guard";

// The one way to fetch a user- or admin-supplied URL (the web scraper and saved data sources):
// GET only, through the guarded agents, redirects followed by hand (each target checked again), a connect
// timeout, a total timeout, a byte cap after decompression, an allow-list of content types, and no cookies
// or credentials sent.

const SAFE_FETCH_LIMITS = {
  connectTimeoutMs: 5_000,
  totalTimeoutMs: 15_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 3,
} as const;

interface SafeFetchOptions {
  /** Total time for the whole exchange, redirects included; capped at SAFE_FETCH_LIMITS.totalTimeoutMs. */
  timeoutMs?: number;
  /** Media types (without parameters) accepted in the final response; "any" for browser subresources. */
  acceptTypes: readonly string[] | "any";
  /** Accept header sent. */
  accept?: string;
  maxBytes?: number;
  signal?: AbortSignal;
}

interface SafeFetchResult {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  /** The media type without parameters, lower case. */
  contentType: string;
  body: Buffer;
}

/**
 * The class of a failed fetch, which a caller may tell its user (it names what went wrong, not our network):
 * blocked by the address policy, the host not found, the connection refused, no answer in time, otherwise
 * unreachable, an error status, a content type not asked for, too large, or too many redirects.
 */
export type FetchFailure =
  | "blocked"
  | "host_not_found"
  | "refused"
  | "timed_out"
  | "unreachable"
  | "bad_status"
  | "unsupported_content"
  | "too_large"
  | "too_many_redirects";

/** A fetch that failed for any reason (blocked, timed out, too large, bad status…). `reason` is for logs. */
export class SafeFetchError extends Error {
  override readonly name = "SafeFetchError";
  readonly failure: FetchFailure;
  constructor(
    readonly reason: string,
    readonly blocked = false,
    failure?: FetchFailure,
    /** The answer's HTTP status, for a bad_status failure. */
    readonly status?: number,
  ) {
    super(reason);
    this.failure = failure ?? (blocked ? "blocked" : "unreachable");
  }
}

const USER_AGENT = "EdgeCastScraper/1.0 (+https://edgecast.example/web-scraper)";
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface SafeFetcher {
  fetch(url: string, options: SafeFetchOptions): Promise<SafeFetchResult>;
}

/** A fetcher bound to one guard policy (production: PRODUCTION_POLICY; tests build their own). */
export function createSafeFetcher(policy: GuardPolicy): SafeFetcher {
  const agents = guardedAgents(policy);
  return {
    async fetch(url, options) {
      const timeoutMs = Math.min(
        options.timeoutMs ?? SAFE_FETCH_LIMITS.totalTimeoutMs,
        SAFE_FETCH_LIMITS.totalTimeoutMs,
      );
      const deadline = startDeadline(timeoutMs, options.signal);
      try {
        let target = toChecked(url, policy);
        for (let hop = 0; ; hop++) {
          const response = await get(target, agents, options, deadline.signal);
          const location = response.headers.location;
          if (REDIRECT_STATUSES.has(response.statusCode ?? 0) && location) {
            response.resume();
            if (hop >= SAFE_FETCH_LIMITS.maxRedirects)
              throw new SafeFetchError("too many redirects", false, "too_many_redirects");
            target = toChecked(new URL(location, target).toString(), policy);
            continue;
          }
          return await readResponse(target, response, options, deadline.signal);
        }
      } finally {
        deadline.clear();
      }
    },
  };
}

/**
 * The exchange's total time limit. A plain timer owns the controller: a pending timer is a root for the
 * collector, so the deadline lives as long as the fetch does. (`AbortSignal.timeout()` combined through
 * `AbortSignal.any()` holds its timer only weakly: once collected mid-body, a server trickling one byte at
 * a time could hold the fetch for ever.) The caller's own signal, if any, aborts it too.
 */
function startDeadline(timeoutMs: number, outer: AbortSignal | undefined): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, timeoutMs);
  if (outer?.aborted) abort();
  outer?.addEventListener("abort", abort, { once: true });
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      outer?.removeEventListener("abort", abort);
    },
  };
}

function toChecked(url: string, policy: GuardPolicy): URL {
  try {
    return checkTargetUrl(url, policy);
  } catch (error) {
    if (error instanceof BlockedTargetError) throw new SafeFetchError(`blocked: ${error.message}`, true);
    throw error;
  }
}

function get(
  url: URL,
  agents: GuardedAgents,
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new SafeFetchError("timed out", false, "timed_out"));
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    const request = send(url, {
      method: "GET",
      agent: url.protocol === "https:" ? agents.https : agents.http,
      headers: {
        "User-Agent": USER_AGENT,
        Accept: options.accept ?? "*/*",
        "Accept-Encoding": "gzip, deflate, br",
      },
      signal,
    });
    const connectTimer = setTimeout(
      () => request.destroy(new SafeFetchError("connect timed out", false, "timed_out")),
      SAFE_FETCH_LIMITS.connectTimeoutMs,
    );
    request.on("socket", (socket) => {
      if (!socket.connecting) clearTimeout(connectTimer);
      socket.once("connect", () => clearTimeout(connectTimer));
      socket.once("secureConnect", () => clearTimeout(connectTimer));
    });
    request.on("response", (response) => {
      clearTimeout(connectTimer);
      resolve(response);
    });
    request.on("error", (error) => {
      clearTimeout(connectTimer);
      reject(translate(error, signal));
    });
    request.end();
  });
}

/** The failure class of a socket or lookup error code (Node's errno names). */
const NETWORK_FAILURES: Record<string, FetchFailure> = {
  ENOTFOUND: "host_not_found",
  EAI_AGAIN: "host_not_found",
  EAI_NODATA: "host_not_found",
  EAI_NONAME: "host_not_found",
  ECONNREFUSED: "refused",
  ETIMEDOUT: "timed_out",
};

/** Blocked connections surface as lookup/agent errors: keep them recognisable for the log, and classed. */
function translate(error: Error, signal: AbortSignal): SafeFetchError {
  if (error instanceof SafeFetchError) return error;
  if (signal.aborted) return new SafeFetchError("timed out", false, "timed_out");
  const blocked = /is not allowed/.test(error.message);
  const code = (error as NodeJS.ErrnoException).code ?? "";
  return new SafeFetchError(
    `${blocked ? "blocked" : "network"}: ${error.message}`,
    blocked,
    blocked ? "blocked" : (NETWORK_FAILURES[code] ?? "unreachable"),
  );
}

async function readResponse(
  url: URL,
  response: IncomingMessage,
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<SafeFetchResult> {
  const status = response.statusCode ?? 0;
  const contentType = (response.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (status < 200 || status >= 300) {
    response.resume();
    throw new SafeFetchError(`status ${status}`, false, "bad_status", status);
  }
  if (options.acceptTypes !== "any" && !options.acceptTypes.includes(contentType)) {
    response.resume();
    throw new SafeFetchError(`content type ${contentType || "(none)"}`, false, "unsupported_content");
  }
  const maxBytes = Math.min(options.maxBytes ?? SAFE_FETCH_LIMITS.maxBytes, SAFE_FETCH_LIMITS.maxBytes);
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes && !response.headers["content-encoding"]) {
    response.destroy();
    throw new SafeFetchError("too large", false, "too_large");
  }
  const body = await readCapped(decoded(response), maxBytes, signal, response);
  return { url: url.toString(), status, contentType, body };
}

function decoded(response: IncomingMessage): Readable {
  switch ((response.headers["content-encoding"] ?? "").toLowerCase()) {
    case "gzip":
    case "x-gzip":
      return response.pipe(createGunzip());
    case "deflate":
      return response.pipe(createInflate());
    case "br":
      return response.pipe(createBrotliDecompress());
    default:
      return response;
  }
}

/** Reads a stream to a Buffer, failing as soon as it passes maxBytes (counted after decompression). */
function readCapped(stream: Readable, maxBytes: number, signal: AbortSignal, source: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const fail = (error: SafeFetchError) => {
      source.destroy();
      stream.destroy();
      reject(error);
    };
    const onAbort = () => fail(new SafeFetchError("timed out", false, "timed_out"));
    signal.addEventListener("abort", onAbort, { once: true });
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return fail(new SafeFetchError("too large", false, "too_large"));
      chunks.push(chunk);
    });
    stream.once("error", (error) =>
      fail(error instanceof SafeFetchError ? error : new SafeFetchError(`read: ${error.message}`)),
    );
    stream.once("end", () => {
      signal.removeEventListener("abort", onAbort);
      resolve(Buffer.concat(chunks));
    });
  });
}
