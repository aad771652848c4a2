import "server-only";

import { createHash } from "node:crypto";

import { env } from "@/lib/env";
import { logger } from "@/lib/logger";

// The one way the provider clients call out: a time limit on every request (AbortSignal.timeout covers the
// body too, so a server that sends headers and then stalls still times out), a normal User-Agent, JSON
// parsing, and failures as a typed ProviderError. Credentials travel in the URL for The Odds API (its
// `apiKey` query parameter): every URL that leaves this module (errors, logs, stored payloads) is redacted.

export type ProviderErrorKind =
  /** No answer within the time limit. */
  | "timeout"
  /** No HTTP answer at all: connection refused, DNS failure, reset. */
  | "network"
  /** Any other HTTP error status (5xx, unexpected 4xx). */
  | "http"
  /** The key is missing, wrong or deactivated (401/403). */
  | "auth"
  /** Rate limit (429) or the monthly credits are used up. */
  | "quota"
  /** The provider rejected our parameters (400/404/422: unknown sport, invalid market, malformed date). */
  | "bad_request"
  /** A 2xx answer whose body is not the JSON we expect. */
  | "bad_response";

export class ProviderError extends Error {
  readonly provider: string;
  readonly kind: ProviderErrorKind;
  /** HTTP status when there was an answer. */
  readonly status: number | null;
  /** The provider's own error code, e.g. The Odds API's 'INVALID_KEY', 'EXCEEDED_FREQ_LIMIT'. */
  readonly code: string | null;
  /** The request URL with credentials removed. */
  readonly url: string | null;
  /** Whether trying again later can help (timeouts, network errors, 5xx, 429); auth and bad requests cannot. */
  readonly retryable: boolean;

  constructor(
    provider: string,
    kind: ProviderErrorKind,
    message: string,
    options: {
      status?: number | null;
      code?: string | null;
      url?: string | null;
      retryable?: boolean;
      cause?: unknown;
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "ProviderError";
    this.provider = provider;
    this.kind = kind;
    this.status = options.status ?? null;
    this.code = options.code ?? null;
    this.url = options.url ?? null;
    this.retryable =
      options.retryable ??
      (kind === "timeout" || kind === "network" || kind === "http" || (kind === "quota" && options.status === 429));
  }
}

export const isProviderError = (error: unknown): error is ProviderError => error instanceof ProviderError;

/** Query parameters that carry credentials; their values never leave this module. */
const SECRET_PARAMS = new Set(["apikey", "api_key", "key", "token", "access_token", "secret"]);

/** The URL with the values of credential parameters replaced by "REDACTED". */
export function redactUrl(url: URL | string): string {
  const copy = new URL(url.toString());
  for (const name of [...copy.searchParams.keys()]) {
    if (SECRET_PARAMS.has(name.toLowerCase())) copy.searchParams.set(name, "REDACTED");
  }
  return copy.toString();
}

/** The URL without credential parameters at all (what raw_payloads.url stores). */
export function stripSecrets(url: URL | string): string {
  const copy = new URL(url.toString());
  for (const name of [...copy.searchParams.keys()]) {
    if (SECRET_PARAMS.has(name.toLowerCase())) copy.searchParams.delete(name);
  }
  return copy.toString();
}

const USER_AGENT = `Mozilla/5.0 (compatible; EdgeCast/0.1; +${env.APP_URL})`;

export interface ProviderResponse {
  /** Request URL without credentials. */
  url: string;
  status: number;
  headers: Headers;
  /** The body as received (text), and parsed as JSON. */
  text: string;
  body: unknown;
  /** SHA-256 (hex) of the body text. */
  digest: string;
  /** When the answer arrived. */
  fetchedAt: Date;
}

export interface FetchJsonOptions {
  /** 'espn', 'odds-api': goes into errors and logs. */
  provider: string;
  timeoutMs: number;
  headers?: Record<string, string>;
  /** Default GET. */
  method?: "GET" | "POST";
  /** A JSON request body (sent with Content-Type application/json). */
  json?: unknown;
  /**
   * Turns a non-2xx answer into the provider's own error (e.g. The Odds API's error_code); return null to
   * fall back to the default mapping by status.
   */
  classifyError?: (status: number, body: unknown, url: string) => ProviderError | null;
}

/** Socket errors that mean the connection went away before any answer arrived. */
const CONNECTION_LOST = new Set(["ECONNRESET", "EPIPE", "UND_ERR_SOCKET"]);

/**
 * Whether a failed request may be sent once more at once: a GET (safe to repeat) whose connection was closed
 * under it. A pooled keep-alive connection that the server has just closed fails the next request this way
 * without the server having seen it, which is why HTTP clients retry idempotent requests on such a reset;
 * refused connections, timeouts and POSTs (a payment call must never be sent twice) are not retried.
 */
export function mayRetryOnFreshConnection(method: string, error: unknown): boolean {
  if (method !== "GET" || !(error instanceof Error)) return false;
  const cause = (error as Error & { cause?: unknown }).cause;
  const code = cause instanceof Error ? (cause as Error & { code?: string }).code : undefined;
  return code !== undefined && CONNECTION_LOST.has(code);
}

/** Calls a JSON endpoint (GET, or POST with a JSON body). Throws ProviderError; never logs or returns the credentials
 * in the URL. */
export async function fetchJson(url: URL, options: FetchJsonOptions): Promise<ProviderResponse> {
  const { provider, timeoutMs } = options;
  const method = options.method ?? "GET";
  const safeUrl = redactUrl(url);
  const started = Date.now();
  // One time limit for the request and its one retry together.
  const signal = AbortSignal.timeout(timeoutMs);
  const send = async () => {
    const answer = await fetch(url, {
      method,
      headers: {
        "user-agent": USER_AGENT,
        accept: "application/json",
        "accept-encoding": "gzip",
        ...(options.json === undefined ? {} : { "content-type": "application/json" }),
        ...options.headers,
      },
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      signal,
      redirect: "follow",
      cache: "no-store",
    });
    return { answer, body: await answer.text() };
  };
  let response: Response;
  let text: string;
  try {
    let sent;
    try {
      sent = await send();
    } catch (error) {
      if (!mayRetryOnFreshConnection(method, error) || signal.aborted) throw error;
      logger.info("provider.request_retried", { provider, url: safeUrl, cause: describeCause(error) });
      sent = await send();
    }
    response = sent.answer;
    text = sent.body;
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    const failure = timedOut
      ? new ProviderError(provider, "timeout", `${provider} did not answer within ${timeoutMs} ms`, { url: safeUrl })
      : new ProviderError(provider, "network", `${provider} could not be reached: ${describeCause(error)}`, {
          url: safeUrl,
          cause: error,
        });
    logger.warn("provider.request_failed", { provider, url: safeUrl, kind: failure.kind, ms: Date.now() - started });
    throw failure;
  }

  const fetchedAt = new Date();
  let body: unknown = undefined;
  let parsed = false;
  try {
    body = text.length > 0 ? JSON.parse(text) : undefined;
    parsed = text.length > 0;
  } catch {
    parsed = false;
  }

  if (!response.ok) {
    const failure =
      options.classifyError?.(response.status, body, safeUrl) ??
      defaultHttpError(provider, response.status, body, safeUrl);
    logger.warn("provider.request_failed", {
      provider,
      url: safeUrl,
      status: response.status,
      kind: failure.kind,
      code: failure.code,
      ms: Date.now() - started,
    });
    throw failure;
  }
  if (!parsed) {
    logger.warn("provider.bad_response", { provider, url: safeUrl, status: response.status, bytes: text.length });
    throw new ProviderError(provider, "bad_response", `${provider} answered with a body that is not JSON`, {
      status: response.status,
      url: safeUrl,
      retryable: true,
    });
  }
  logger.debug("provider.request", {
    provider,
    url: safeUrl,
    status: response.status,
    bytes: text.length,
    ms: Date.now() - started,
  });
  return {
    url: stripSecrets(url),
    status: response.status,
    headers: response.headers,
    text,
    body,
    digest: createHash("sha256").update(text).digest("hex"),
    fetchedAt,
  };
}

/**
 * One call to a JSON API at `baseUrl` + `path`: POST with `json` when given, GET otherwise (the payment
 * clients' shape: base URL from settings/env, credentials in headers).
 */
export function callJsonApi(
  provider: string,
  baseUrl: string,
  path: string,
  options: { headers: Record<string, string>; json?: unknown; timeoutMs?: number },
): Promise<ProviderResponse> {
  return fetchJson(new URL(`${baseUrl.replace(/\/+$/, "")}${path}`), {
    provider,
    timeoutMs: options.timeoutMs ?? env.PROVIDER_TIMEOUT_MS,
    method: options.json === undefined ? "GET" : "POST",
    json: options.json,
    headers: options.headers,
  });
}

function defaultHttpError(provider: string, status: number, body: unknown, url: string): ProviderError {
  const message = messageOf(body);
  const detail = message ? `: ${message}` : "";
  if (status === 401 || status === 403)
    return new ProviderError(provider, "auth", `${provider} refused the credentials (HTTP ${status})${detail}`, {
      status,
      url,
    });
  if (status === 429)
    return new ProviderError(provider, "quota", `${provider} rate limit exceeded (HTTP 429)${detail}`, { status, url });
  if (status === 400 || status === 404 || status === 422) {
    return new ProviderError(provider, "bad_request", `${provider} rejected the request (HTTP ${status})${detail}`, {
      status,
      url,
    });
  }
  return new ProviderError(provider, "http", `${provider} answered HTTP ${status}${detail}`, { status, url });
}

/** The human message of a JSON error body ({message} or {error}), cut to a sane length. */
export function messageOf(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const record = body as Record<string, unknown>;
  const value = record.message ?? record.error;
  return typeof value === "string" ? value.slice(0, 300) : null;
}

function describeCause(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: unknown }).cause;
  if (cause instanceof Error) return (cause as Error & { code?: string }).code ?? cause.message;
  return error.message;
}
