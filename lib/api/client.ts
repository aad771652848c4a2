// The browser's one way to call our JSON API: base /api, 30 s timeout, cookies sent,
// the bearer token from localStorage attached, failures returned (never thrown) as
// { success: false, error }, and any 401 ending the local session and sending the browser to /login.

export const API_BASE = "/api";
const API_TIMEOUT_MS = 30_000;
export const AUTH_TOKEN_KEY = "auth_token";
export const AUTH_USER_KEY = "user";

export type ApiResult<T> =
  | { success: true; data: T; error?: undefined }
  | { success: false; data?: undefined; error: string; code?: string; details?: unknown; status?: number };

export interface ApiRequestInit {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Serialised as JSON. */
  body?: unknown;
  /** Appended as a query string; undefined and empty values are skipped. */
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Leave the session alone on a 401 (used by the sign-in form itself). */
  skipAuthRedirect?: boolean;
}

export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers["Content-Type"] = "application/json";

  const timeout = AbortSignal.timeout(init.timeoutMs ?? API_TIMEOUT_MS);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, init.query), {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "include",
      signal,
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return {
      success: false,
      error: timedOut ? "The request timed out. Please try again." : "Could not reach the server.",
    };
  }

  if (response.status === 401 && !init.skipAuthRedirect) endLocalSession();

  const payload = await response.json().catch(() => null);
  if (isEnvelope(payload)) {
    if (payload.success) return { success: true, data: payload.data as T };
    return {
      success: false,
      error: payload.error ?? "Request failed",
      code: payload.code,
      details: payload.details,
      status: response.status,
    };
  }
  return { success: false, error: `Request failed (${response.status})`, status: response.status };
}

export function buildUrl(path: string, query?: ApiRequestInit["query"]): string {
  const base = path.startsWith(API_BASE + "/") ? path : `${API_BASE}${path.startsWith("/") ? "" : "/"}${path}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

function isEnvelope(
  value: unknown,
): value is { success: boolean; data?: unknown; error?: string; code?: string; details?: unknown } {
  return typeof value === "object" && value !== null && typeof (value as { success?: unknown }).success === "boolean";
}

function readToken(): string | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Clears the stored token and user and sends the browser to /login (which redirects to /auth/login). */
export function endLocalSession(redirect = true): void {
  if (typeof window === "undefined") return;
  try {
    window.localStorage.removeItem(AUTH_TOKEN_KEY);
    window.localStorage.removeItem(AUTH_USER_KEY);
  } catch {
    // Storage can be unavailable (private mode); the redirect still ends the session view.
  }
  // A full navigation on purpose: this runs outside React (any component may call apiFetch) and must drop all client
  // state.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  if (redirect && !window.location.pathname.startsWith("/auth/")) window.location.assign("/login");
}
