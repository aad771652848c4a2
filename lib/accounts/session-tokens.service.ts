import "server-only";

import { decode, encode } from "next-auth/jwt";

import type { Role } from "@/lib/accounts/roles.rules";
import { env } from "@/lib/env";

import { resolveAuthSecret } from "./auth-secret.service";
import { toUserDto, type UserDto } from "./users.dto";
import type { UserRecord } from "./users.queries";

// Sessions are next-auth JWTs (encrypted JWE). The browser holds one in an HttpOnly cookie; programs
// and the browser client (lib/api/client.ts) hold one as a bearer token. The two use different salts, so a token
// of one kind is useless as the other. Both carry the user's tokenVersion: bumping it in the database
// (logout, password change, role change, disabling) makes every older token fail on its next request.
// Sign-in, confirming an address and password changes issue them (issueSession); request authentication
// (lib/auth/session.ts, proxy.ts) reads them. Both halves live here so the salts, the lifetime and the secret have one
// home.

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Cookies are Secure with the __Secure- prefix whenever the site is served over HTTPS. */
export const useSecureCookies = env.APP_URL.startsWith("https://");
export const SESSION_COOKIE_NAME = `${useSecureCookies ? "__Secure-" : ""}authjs.session-token`;
const BEARER_SALT = "edgecast.bearer-token";

export interface TokenClaims {
  /** User id. */
  sub: string;
  role: Role;
  /** users.tokenVersion when the token was issued. */
  tv: number;
}

function createSessionToken(claims: TokenClaims): Promise<string> {
  return encode({
    token: { ...claims },
    secret: resolveAuthSecret(),
    salt: SESSION_COOKIE_NAME,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export function createBearerToken(claims: TokenClaims): Promise<string> {
  return encode({
    token: { ...claims },
    secret: resolveAuthSecret(),
    salt: BEARER_SALT,
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export function readSessionToken(token: string): Promise<TokenClaims | null> {
  return readToken(token, SESSION_COOKIE_NAME);
}

export function readBearerToken(token: string): Promise<TokenClaims | null> {
  return readToken(token, BEARER_SALT);
}

async function readToken(token: string, salt: string): Promise<TokenClaims | null> {
  if (!token || token.length > 4096) return null;
  try {
    const payload = await decode({ token, secret: resolveAuthSecret(), salt });
    if (!payload || typeof payload.sub !== "string" || typeof payload.tv !== "number") return null;
    return { sub: payload.sub, role: payload.role as Role, tv: payload.tv };
  } catch {
    return null;
  }
}

export interface IssuedSession {
  /** Bearer token for the API client (stored as auth_token). */
  token: string;
  /** Value of the HttpOnly session cookie for server-rendered pages. */
  sessionToken: string;
  user: UserDto;
}

/** Both kinds of token for a user, stamped with the user's current tokenVersion, and the user as the API shows it. */
export async function issueSession(user: UserRecord): Promise<IssuedSession> {
  const claims = { sub: user.id, role: user.role, tv: user.tokenVersion };
  const [token, sessionToken] = await Promise.all([createBearerToken(claims), createSessionToken(claims)]);
  return { token, sessionToken, user: toUserDto(user) };
}
