import { ZodError } from "zod";

import { isDatabaseUnavailable } from "@/lib/core/db-errors";
import { AppError, type ErrorCode } from "@/lib/core/errors";

import { ERROR_STATUS } from "./errors";

// The public contract of every JSON route: { success, data, error } with a status that matches.
// `error` is the human-readable message; `code` and `details` are for programs.
type ApiSuccess<T> = { success: true; data: T; error?: undefined };
export type ApiFailure = { success: false; data?: undefined; error: string; code: ErrorCode; details?: unknown };

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
    const code: ErrorCode = error.issues.some((issue) => issue.code === "unrecognized_keys")
      ? "bad_request"
      : "validation_failed";
    return {
      status: ERROR_STATUS[code],
      body: { success: false, error: describeZodError(error), code, details: flattenIssues(error) },
    };
  }
  if (error instanceof AppError) {
    const body: ApiFailure = { success: false, error: error.message, code: error.code };
    if (error.details !== undefined) body.details = error.details;
    return { status: ERROR_STATUS[error.code], body, headers: error.headers };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: ERROR_STATUS.service_unavailable,
      body: {
        success: false,
        error: "The service is briefly unavailable. Please try again in a few seconds.",
        code: "service_unavailable",
      },
      headers: { "Retry-After": "5" },
    };
  }
  return {
    status: ERROR_STATUS.internal,
    body: { success: false, error: "Something went wrong on our side. Please try again.", code: "internal" },
  };
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
