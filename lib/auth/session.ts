import "server-only";

import type { Caller, CallerVia } from "@/lib/accounts/caller.dto";
import { hasRole, type Role } from "@/lib/accounts/roles.rules";
import {
  readBearerToken,
  readSessionToken,
  SESSION_COOKIE_NAME,
  type TokenClaims,
} from "@/lib/accounts/session-tokens.service";
import { getUserById } from "@/lib/accounts/users.queries";
import { AppError } from "@/lib/core/errors";

import { keepAdminSessionAlive } from "./admin-activity";
import { callerFromApiKey, isApiKey } from "./api-keys";
import { recordDailyActivity } from "./daily-activity";

// Who is calling: resolved once per request from the `Authorization: Bearer` token or the session
// cookie, then checked against the database — the role comes from the user row, not from the token,
// and a token whose version is older than the user's (logout, password change, role change, disable)
// is refused, and so is an admin's after admin_session_timeout_minutes without a request
// (lib/auth/admin-activity.ts). Used by withRoute for the API and by the page guards for server components.

export type { Caller } from "@/lib/accounts/caller.dto";

/** Reads a cookie from a Cookie header without a parser dependency. */
function readCookie(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return null;
}

/**
 * The caller of an HTTP request, or null for an anonymous one. An Authorization header that is present
 * but invalid makes the request anonymous rather than falling back to the cookie, so a program never
 * acts with a browser's session by accident. An API key (`ek_live_…`) is checked by its own rules and
 * throws 401/403/429 rather than answering anonymous; `method` is the request's, since keys are read-only.
 */
export async function resolveCaller(headers: Headers, method?: string): Promise<Caller | null> {
  const authorization = headers.get("authorization");
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    if (!match) return null;
    if (isApiKey(match[1]!)) return callerFromApiKey(match[1]!, method);
    return callerFromClaims(await readBearerToken(match[1]!), "bearer");
  }
  const cookie = readCookie(headers.get("cookie"), SESSION_COOKIE_NAME);
  if (!cookie) return null;
  return callerFromClaims(await readSessionToken(cookie), "session");
}

/** The caller behind a session cookie value (server components read it with cookies()). */
export async function resolveSessionCookie(value: string | undefined): Promise<Caller | null> {
  if (!value) return null;
  return callerFromClaims(await readSessionToken(value), "session");
}

async function callerFromClaims(claims: TokenClaims | null, via: CallerVia): Promise<Caller | null> {
  if (!claims) return null;
  const user = await getUserById(claims.sub);
  if (!user || user.disabledAt || user.tokenVersion !== claims.tv) return null;
  if (!(await keepAdminSessionAlive(user))) return null;
  await recordDailyActivity(user.id);
  return { user, role: user.role, via };
}

/** Throws 401 without a caller. */
export function requireUser(caller: Caller | null): Caller {
  if (!caller) throw new AppError("unauthorized", "You must be logged in.");
  return caller;
}

/** Throws 401 without a caller and 403 when the caller's role is below `needed`. */
export function requireRole(caller: Caller | null, needed: Role): Caller {
  const signedIn = requireUser(caller);
  if (!hasRole(signedIn.role, needed)) {
    throw new AppError(
      "forbidden",
      needed === "SUPER_ADMIN" ? "Super admin privileges required." : "Admin privileges required.",
    );
  }
  return signedIn;
}
