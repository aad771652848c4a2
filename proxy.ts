import { readFileSync } from "node:fs";
import path from "node:path";

import { NextResponse, type NextRequest } from "next/server";

import { hasRole } from "@/lib/accounts/roles.rules";
import { readSessionToken, SESSION_COOKIE_NAME } from "@/lib/accounts/session-tokens";
import { AD_CONSENT_COOKIE } from "@/lib/consent";
import { env } from "@/lib/env";
import { contentSecurityPolicy } from "@/lib/content-security-policy";
import { strictCspPath } from "@/lib/csp-scope.mjs";

// Runs before every page (Next 16's name for middleware.ts), for two things:
// - the Content-Security-Policy (lib/content-security-policy.ts): on the strict-policy pages a fresh nonce
//   per request, given to Next through the request's own policy header (Next puts it on every script it
//   renders) and sent back as the response's policy; the static policy on the public pages, whose
//   'unsafe-inline' the production server replaces with the hashes of each response's scripts (server.mjs);
// - the page gate of the member area and the admin console. It redirects early for comfort, from the claims
//   in the session cookie alone; it never protects data. Every route handler and server component checks
//   the caller again against the database (lib/auth/session.ts, lib/auth/page-guards.ts).

/** Super-admin screens. */
const SUPER_ADMIN_PATHS = ["/admin/users", "/admin/global-settings", "/admin/api-keys"];

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

const isDev = env.NODE_ENV !== "production";

/**
 * Hashes of the framework's inline scripts in the static shells, written next to the build by
 * scripts/csp-inline-hashes.mjs. In development every page renders per request, so all of them carry the nonce.
 */
function loadFrameworkScriptHashes(): string[] {
  try {
    const file = path.join(process.cwd(), ".next", "csp-inline-hashes.json");
    const hashes: unknown = JSON.parse(readFileSync(file, "utf8")).hashes;
    return Array.isArray(hashes) ? hashes.filter((hash): hash is string => typeof hash === "string" && /^'sha256-[A-Za-z0-9+/=]+'$/.test(hash)) : [];
  } catch {
    if (!isDev) console.warn("csp: .next/csp-inline-hashes.json is missing; static shells' framework scripts will be refused");
    return [];
  }
}
const frameworkScriptHashes = loadFrameworkScriptHashes();

function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export async function proxy(request: NextRequest) {
  const nonce = strictCspPath(request.nextUrl.pathname) ? newNonce() : null;
  const policy = contentSecurityPolicy({
    isDev,
    nonce,
    adsAllowed: request.cookies.get(AD_CONSENT_COOKIE)?.value === "1",
    frameworkScriptHashes,
  });
  const withPolicy = (response: NextResponse) => {
    response.headers.set("Content-Security-Policy", policy);
    return response;
  };

  const gate = await pageGate(request);
  if (gate) return withPolicy(gate);

  if (!nonce) return withPolicy(NextResponse.next());
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  return withPolicy(NextResponse.next({ request: { headers } }));
}

/** A redirect when the page needs a signed-in caller (or a higher role) the session cookie does not show. */
async function pageGate(request: NextRequest): Promise<NextResponse | null> {
  const { pathname, search } = request.nextUrl;
  const adminArea = under(pathname, "/admin") && !under(pathname, "/admin/login");
  const memberArea = under(pathname, "/user");
  if (!adminArea && !memberArea) return null;

  const cookie = request.cookies.get(SESSION_COOKIE_NAME)?.value;
  const claims = cookie ? await readSessionToken(cookie) : null;
  if (!claims) {
    const login = new URL(adminArea ? "/admin/login" : "/auth/login", request.url);
    login.searchParams.set("callbackUrl", `${pathname}${search}`);
    return NextResponse.redirect(login);
  }
  const needed = SUPER_ADMIN_PATHS.some((prefix) => under(pathname, prefix)) ? "SUPER_ADMIN" : adminArea ? "ADMIN" : "USER";
  if (!hasRole(claims.role, needed)) return NextResponse.redirect(new URL("/unauthorized", request.url));
  return null;
}

export const config = {
  // Every page; not the API (its JSON gets a load-nothing policy from next.config.ts), the build's files or
  // files with an extension (icons, robots.txt, the sitemap).
  matcher: ["/((?!api/|_next/static/|_next/image|.*\\.[a-z0-9]+$).*)"],
};
