import "server-only";

import { SESSION_COOKIE_NAME, sessionCookieOptions } from "@/lib/accounts/session-tokens";

// Set-Cookie values for the session cookie, written by the sign-in, password and sign-out routes.

function serialise(name: string, value: string, maxAge: number): string {
  const options = sessionCookieOptions(maxAge);
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path}`, `Max-Age=${maxAge}`, "HttpOnly", "SameSite=Lax"];
  if (maxAge === 0) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

export function sessionCookie(token: string): string {
  return serialise(SESSION_COOKIE_NAME, token, sessionCookieOptions().maxAge);
}

export function clearedSessionCookie(): string {
  return serialise(SESSION_COOKIE_NAME, "", 0);
}

/** Adds a Set-Cookie header to a response built by ok(). */
export function withCookie(response: Response, cookie: string): Response {
  response.headers.append("Set-Cookie", cookie);
  return response;
}
