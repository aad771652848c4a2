// The one error type of the domains. A domain throws AppError with a code that says what went wrong in
// words a program can branch on, and a message a person can read; it knows nothing of HTTP. The HTTP layer
// (lib/api/errors.ts) maps each code to a status, job runners decide from it whether to retry.

export type ErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "method_not_allowed"
  | "conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "validation_failed"
  | "rate_limited"
  | "internal"
  /** A site or provider we called on the caller's behalf failed (web scraper, payment providers). */
  | "upstream_failed"
  | "service_unavailable";

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    /** Extra response headers, e.g. Retry-After for rate_limited. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}
