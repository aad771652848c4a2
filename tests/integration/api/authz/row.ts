// One row of the admin authorisation matrix (matrix.test.ts): a method of a route file and who may call it.
// Each area keeps its rows in its own `<area>.rows.ts` so the matrix grows without merge conflicts.
import type { NextRequest } from "next/server";

type Handler = (request: NextRequest, context: { params: Promise<never> }) => Response | Promise<Response>;

type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface AuthzRow {
  method: HttpMethod;
  /** The route file's folder under app/, [segments] as on disk, e.g. "/api/admin/ads/[adId]/status". */
  path: string;
  /** "member": any signed-in caller; "admin": ADMIN and SUPER_ADMIN may call; "super_admin": only SUPER_ADMIN. */
  level: "member" | "admin" | "super_admin";
  load: () => Promise<Partial<Record<HttpMethod, unknown>>>;
  /** Values for the path's [segments]. */
  params?: Record<string, string>;
  /** Sent by every caller. A non-GET row without one is only checked for the callers it must refuse. */
  body?: unknown;
}

export type { Handler as AuthzHandler };
