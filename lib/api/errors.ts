import type { ErrorCode } from "@/lib/core/errors";

// The HTTP status each domain error code answers with. Domains throw AppError (lib/core/errors.ts) and never
// see a status; the envelope (./response.ts) reads it from here.

export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  rate_limited: 429,
  internal: 500,
  upstream_failed: 502,
  service_unavailable: 503,
} as const satisfies Record<ErrorCode, number>;
