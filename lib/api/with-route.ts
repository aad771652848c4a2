import "server-only";

import { z } from "zod";

import { requireRole, requireUser, resolveCaller, type Caller } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { clientIpFrom } from "@/lib/http/client-ip";
import { DEFAULT_MAX_BODY_BYTES, readJsonBody } from "@/lib/http/read-body";
import { logger } from "@/lib/logger";
import { consumeRateLimit, type RateLimitName } from "@/lib/rate-limit";
import { timeZoneOfCookieHeader } from "@/lib/time/time-zone.rules";

import { AppError } from "../core/errors";
import { isDatabaseUnavailable } from "@/lib/core/db-errors";

import { fail, toFailure } from "./response";

/**
 * Who may call a route. Every route declares one (tests/unit/api/route-policies.test.ts checks):
 * public (anyone; the caller is still resolved when signed in), member (any signed-in user),
 * admin (ADMIN or SUPER_ADMIN), super_admin. The role is read from the database on every request.
 */
export type RouteAuth = "public" | "member" | "admin" | "super_admin";

type CallerFor<A extends RouteAuth> = A extends "public" ? Caller | null : Caller;

type Schema = z.ZodType;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteOptions<
  A extends RouteAuth,
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
> {
  auth: A;
  /** Path segments; a value that fails to parse answers 404, like a missing record. */
  params?: P;
  /** searchParams, as an object of strings (repeated keys become arrays). */
  query?: Q;
  /** JSON body: requires Content-Type application/json and is read with a byte cap. */
  body?: B;
  /** The body may be left out entirely (no body, or Content-Length: 0): it is then parsed as {}. */
  optionalBody?: boolean;
  maxBodyBytes?: number;
  /** Spends one point of this limiter per call, keyed by client IP. */
  rateLimit?: RateLimitName;
}

export interface RouteContext<A extends RouteAuth, P, Q, B> {
  request: Request;
  /** The signed-in caller (null only on public routes). */
  caller: CallerFor<A>;
  params: P;
  query: Q;
  body: B;
  /** The client address as seen by our nearest trusted proxy (lib/http/client-ip.ts). */
  ip: string;
  /** The viewer's IANA zone from the zone cookie (lib/time/time-zone.rules.ts), UTC without one: where their days
   * start. */
  timeZone: string;
}

type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/**
 * The one wrapper around every JSON route handler: checks the caller, parses params, query and body
 * with zod, applies the rate limit, and maps every thrown error to the envelope. It is the only
 * try/catch a handler needs.
 */
export function withRoute<
  A extends RouteAuth,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(
  options: RouteOptions<A, P, Q, B>,
  handler: (context: RouteContext<A, Parsed<P>, Parsed<Q>, Parsed<B>>) => Promise<Response>,
) {
  return async function route(request: Request, context?: NextRouteContext): Promise<Response> {
    const ip = clientIpFrom(request.headers, env.TRUSTED_PROXY_HOPS);
    let resolved: Caller | null = null;
    try {
      rejectCrossSiteWrites(request);
      resolved = await resolveCaller(request.headers, request.method);
      const caller = authorise(options.auth, resolved);
      const params = await parseParams(options.params, context);
      const query = parseQuery(options.query, request);
      const body = options.body
        ? options.body.parse(
            options.optionalBody && hasNoBody(request)
              ? {}
              : await readJsonBody(request, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES),
          )
        : undefined;
      if (options.rateLimit) await consumeRateLimit(options.rateLimit, ip);
      const timeZone = timeZoneOfCookieHeader(request.headers.get("cookie"));
      return await handler({ request, caller, params, query, body, ip, timeZone } as RouteContext<
        A,
        Parsed<P>,
        Parsed<Q>,
        Parsed<B>
      >);
    } catch (error) {
      logFailure(request, error, { userId: resolved?.user.id ?? null, ip });
      return fail(error);
    }
  };
}

function authorise(auth: RouteAuth, caller: Caller | null): Caller | null {
  switch (auth) {
    case "public":
      return caller;
    case "member":
      return requireUser(caller);
    case "admin":
      return requireRole(caller, "ADMIN");
    case "super_admin":
      return requireRole(caller, "SUPER_ADMIN");
  }
}

async function parseParams(schema: Schema | undefined, context?: NextRouteContext) {
  if (!schema) return undefined;
  const raw = (await context?.params) ?? {};
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new AppError("not_found", "Not found.");
  return parsed.data;
}

function parseQuery(schema: Schema | undefined, request: Request) {
  if (!schema) return undefined;
  const raw: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(request.url).searchParams) {
    const existing = raw[key];
    raw[key] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return schema.parse(raw);
}

/** No body at all: none was sent, or it is declared empty. */
function hasNoBody(request: Request) {
  return request.body === null || request.headers.get("content-length") === "0";
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for cookie-authenticated writes: a browser request from another site is refused.
 * Programs calling with a bearer token send no Origin and are not affected.
 */
function rejectCrossSiteWrites(request: Request) {
  if (SAFE_METHODS.has(request.method)) return;
  if (request.headers.get("sec-fetch-site") === "cross-site") throw crossSite();
  const origin = request.headers.get("origin");
  if (!origin) return;
  const allowed = new Set([new URL(env.APP_URL).origin, new URL(request.url).origin]);
  if (!allowed.has(origin)) throw crossSite();
}

function crossSite() {
  return new AppError("forbidden", "Cross-site requests are not allowed.");
}

/** Who called (a user id, or null when anonymous) and from where, for the security events below. */
type Subject = { userId: string | null; ip: string };

function logFailure(request: Request, error: unknown, subject: Subject) {
  const { status, body } = toFailure(error);
  const path = new URL(request.url).pathname;
  // A site that could not be scraped (502) is already logged with its reason by the service.
  const expected = error instanceof AppError && error.code === "upstream_failed";
  if (status === 503 && isDatabaseUnavailable(error)) {
    logger.error("api.database_unavailable", {
      method: request.method,
      path,
      ...subject,
      reason: error instanceof Error ? error.message.split("\n")[0] : String(error),
    });
  } else if (status >= 500 && !expected)
    logger.error("api.unexpected_error", { method: request.method, path, ...subject, error });
  else if (status === 401 || status === 403) {
    logger.warn("api.denied", {
      method: request.method,
      path,
      status,
      code: body.code,
      reason: body.error,
      ...subject,
      outcome: "denied",
    });
  }
}
