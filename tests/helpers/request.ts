// Build requests for App Router route handlers and call them directly, without a server:
//
//   const { GET } = await import("@/app/api/leagues/route");
//   const res = await callRoute(GET, jsonRequest("GET", "/api/leagues?sport=football"));
//   expect(res.status).toBe(200);
//   expect(res.body.success).toBe(true);
import { NextRequest } from "next/server";

/** Origin used for relative URLs; matches the app's default APP_URL. */
export const TEST_ORIGIN = "http://localhost:3000";

/** The public API envelope: `{ success, data, error }` plus a machine `code` and `details`. */
export interface ApiEnvelope<T = unknown> {
  success: boolean;
  data?: T;
  error?: string;
  code?: string;
  details?: unknown;
}

type Params = Record<string, string | string[] | undefined>;

/** A route handler as Next 16 calls it: the request and `{ params: Promise<...> }`. */
export type RouteHandler<P extends Params = Params> = (
  request: NextRequest,
  context: { params: Promise<P> },
) => Response | Promise<Response>;

/** Any route handler, whatever its params type (`Promise<never>` is assignable to every `Promise<P>`). */
type AnyRouteHandler = (request: NextRequest, context: { params: Promise<never> }) => Response | Promise<Response>;

export interface RouteResult<TBody> {
  status: number;
  /** Parsed JSON when the response says it is JSON; otherwise the raw text. */
  body: TBody;
  headers: Headers;
}

/**
 * A request with an optional body. Objects are sent as JSON with `content-type: application/json` (unless
 * the headers set another); strings, Uint8Arrays and Blobs are sent as they are, so tests can send malformed
 * JSON, oversized bodies or the wrong content type on purpose.
 */
export function jsonRequest(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): NextRequest {
  const allHeaders = new Headers(headers);
  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (typeof body === "string" || body instanceof Uint8Array || body instanceof Blob) {
      payload = body as BodyInit;
    } else {
      payload = JSON.stringify(body);
      if (!allHeaders.has("content-type")) allHeaders.set("content-type", "application/json");
    }
  }
  return new NextRequest(new URL(url, TEST_ORIGIN), {
    method: method.toUpperCase(),
    headers: allHeaders,
    body: payload,
  });
}

/** Calls a route handler with `{ params: Promise.resolve(params) }` and reads the response. */
export async function callRoute<TBody = ApiEnvelope>(
  handler: AnyRouteHandler,
  request: NextRequest | Request,
  params: Params = {},
): Promise<RouteResult<TBody>> {
  const nextRequest = request instanceof NextRequest ? request : new NextRequest(request);
  const response = await handler(nextRequest, { params: Promise.resolve(params) as Promise<never> });
  const text = await response.text();
  const isJson = /\bjson\b/i.test(response.headers.get("content-type") ?? "");
  const body = (isJson && text !== "" ? JSON.parse(text) : text) as TBody;
  return { status: response.status, body, headers: response.headers };
}
