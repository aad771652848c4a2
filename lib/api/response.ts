import { ZodError } from "zod";

import { AppError, ERROR_STATUS, type ErrorCode } from "../core/errors";

// The public contract of every JSON route: { success, data, error } with a status that matches.
// `error` is the human-readable message; `code` and `details` are for programs.
export type ApiSuccess<T> = { success: true; data: T; error?: undefined };
export type ApiFailure = { success: false; data?: undefined; error: string; code: ErrorCode; details?: unknown };
export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

const NO_STORE = { "Cache-Control": "private, no-store" };

export function ok<T>(data: T, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", NO_STORE["Cache-Control"]);
  return Response.json({ success: true, data } satisfies ApiSuccess<T>, { ...init, headers });
}

/**
 * ok() for data that is already JSON text (a cached serialisation): the same envelope and headers, without
 * parsing and serialising the data again.
 */
export function okJsonText(dataJson: string, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", NO_STORE["Cache-Control"]);
  headers.set("Content-Type", "application/json");
  return new Response(`{"success":true,"data":${dataJson}}`, { ...init, headers });
}

/** Maps a thrown value to the envelope. Unknown errors are logged by the caller and answered generically. */
export function toFailure(error: unknown): { status: number; body: ApiFailure; headers?: Record<string, string> } {
  if (error instanceof ZodError) {
    // Unknown keys in a strict write schema are a malformed request (400); bad values are 422.
    const code: ErrorCode = error.issues.some((issue) => issue.code === "unrecognized_keys") ? "bad_request" : "validation_failed";
    return {
      status: ERROR_STATUS[code],
      body: { success: false, error: describeZodError(error), code, details: flattenIssues(error) },
    };
  }
  if (error instanceof AppError) {
    const body: ApiFailure = { success: false, error: error.message, code: error.code };
    if (error.details !== undefined) body.details = error.details;
    return { status: error.status, body, headers: error.headers };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: ERROR_STATUS.service_unavailable,
      body: { success: false, error: "The service is briefly unavailable. Please try again in a few seconds.", code: "service_unavailable" },
      headers: { "Retry-After": "5" },
    };
  }
  return {
    status: ERROR_STATUS.internal,
    body: { success: false, error: "Something went wrong on our side. Please try again.", code: "internal" },
  };
}

/**
 * Errors that mean the database cannot be reached right now (refused or dropped connections, a server
 * shutting down or starting up), as postgres.js and the server report them, wrapped by Drizzle or not.
 * They are an outage, not a bug: callers get 503 with Retry-After, and providers re-deliver webhooks.
 */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  // SQLSTATE class 08 (connection exception) and 57P01–57P03 (admin shutdown, crash shutdown, cannot connect now).
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "57P01",
  "57P02",
  "57P03",
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function fail(error: unknown): Response {
  const { status, body, headers } = toFailure(error);
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

function flattenIssues(error: ZodError) {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

/** "email: Invalid email address" for the first issue, so `error` alone is useful to a person. */
function describeZodError(error: ZodError): string {
  const first = error.issues[0];
  if (!first) return "Invalid input";
  const where = first.path.length > 0 ? `${first.path.join(".")}: ` : "";
  return `${where}${first.message}`;
}
