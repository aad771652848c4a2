import { NextResponse, type NextRequest } from "next/server";

import { hasRole } from "@/lib/accounts/roles.rules";
import { readSessionToken, SESSION_COOKIE_NAME } from "@/lib/accounts/session-tokens.service";
import { AD_CONSENT_COOKIE } from "@/lib/consent";
import { env } from "@/lib/env";
import { contentSecurityPolicy } from "@/lib/content-security-policy";

// Runs before every page (Next 16's name for middleware.ts), for two things:
// - the Content-Security-Policy (lib/content-security-policy.ts), with the ad network's hosts as the
//   visitor's consent cookie says; its 'unsafe-inline' is the marker the production server replaces with the
//   hashes of each response's own inline scripts (server.mjs). No nonce: a nonce is per request, and a page
//   that must carry one is rendered per request, which cost the signed-in pages most of their throughput
//   (docs/decisions.md, "Signed-in pages as static shells");
// - the page gate of the member area and the admin console. It redirects early for comfort, from the claims
//   in the session cookie alone; it never protects data. The member and admin pages are static shells that
//   hold nothing private; the route handlers they read from check the caller against the database on every
//   call (lib/auth/session.ts).

/** Super-admin screens. */
const SUPER_ADMIN_PATHS = ["/admin/users", "/admin/global-settings", "/admin/api-keys"];

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

const isDev = env.NODE_ENV !== "production";

export async function proxy(request: NextRequest) {
  const policy = contentSecurityPolicy({ isDev, adsAllowed: request.cookies.get(AD_CONSENT_COOKIE)?.value === "1" });
  const response = (await pageGate(request)) ?? NextResponse.next();
  response.headers.set("Content-Security-Policy", policy);
  return response;
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
  const needed = SUPER_ADMIN_PATHS.some((prefix) => under(pathname, prefix))
    ? "SUPER_ADMIN"
    : adminArea
      ? "ADMIN"
      : "USER";
  if (!hasRole(claims.role, needed)) return NextResponse.redirect(new URL("/unauthorized", request.url));
  return null;
}

export const config = {
  // Every page; not the API (its JSON gets a load-nothing policy from next.config.ts), the build's files or
  // files with an extension (icons, robots.txt, the sitemap).
  matcher: ["/((?!api/|_next/static/|_next/image|.*\\.[a-z0-9]+$).*)"],
};
