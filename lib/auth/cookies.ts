import "server-only";

import { SESSION_COOKIE_NAME, SESSION_MAX_AGE_SECONDS, useSecureCookies } from "@/lib/accounts/session-tokens.service";
import type { OddsFormat } from "@/lib/format/odds.rules";
import { oddsFormatCookie } from "@/lib/predictions/odds-format.rules";

// Set-Cookie values for the session cookie, written by the sign-in, password and sign-out routes, and for
// the odds-format cookie, written at sign-in and when a member saves the preference.

/** Session cookie attributes: HttpOnly, SameSite=Lax, Secure on HTTPS (docs/decisions.md, "Security rules"). */
function sessionCookieOptions(maxAge = SESSION_MAX_AGE_SECONDS) {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure: useSecureCookies, maxAge };
}

function serialise(name: string, value: string, maxAge: number): string {
  const options = sessionCookieOptions(maxAge);
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${maxAge}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
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

/**
 * The odds_format cookie (not HttpOnly: the page's boot script reads it before first paint and the format
 * switch writes it), with the member's stored choice (lib/predictions/odds-format.rules.ts).
 */
export function oddsFormatCookieHeader(format: OddsFormat): string {
  return oddsFormatCookie(format, useSecureCookies);
}

/** Adds a Set-Cookie header to a response built by ok(). */
export function withCookie(response: Response, cookie: string): Response {
  response.headers.append("Set-Cookie", cookie);
  return response;
}
