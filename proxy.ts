import { NextResponse, type NextRequest } from "next/server";

import { hasRole } from "@/lib/auth/roles";
import { readSessionToken, SESSION_COOKIE_NAME } from "@/lib/auth/tokens";

// The page gate (Next 16's name for middleware.ts). It redirects early for comfort, from the claims in
// the session cookie alone; it never protects data. Every route handler and server component checks
// the caller again against the database (lib/auth/session.ts, lib/auth/page-guards.ts).

/** Super-admin screens (admin-side spec §2). */
const SUPER_ADMIN_PATHS = ["/admin/users", "/admin/global-settings", "/admin/api-keys"];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const adminArea = under(pathname, "/admin") && !under(pathname, "/admin/login");
  const memberArea = under(pathname, "/user");
  if (!adminArea && !memberArea) return NextResponse.next();

  const cookie = request.cookies.get(SESSION_COOKIE_NAME)?.value;
  const claims = cookie ? await readSessionToken(cookie) : null;
  if (!claims) {
    const login = new URL(adminArea ? "/admin/login" : "/auth/login", request.url);
    login.searchParams.set("callbackUrl", `${pathname}${search}`);
    return NextResponse.redirect(login);
  }
  const needed = SUPER_ADMIN_PATHS.some((path) => under(pathname, path)) ? "SUPER_ADMIN" : adminArea ? "ADMIN" : "USER";
  if (!hasRole(claims.role, needed)) return NextResponse.redirect(new URL("/unauthorized", request.url));
  return NextResponse.next();
}

export const config = {
  matcher: ["/user", "/user/:path*", "/admin", "/admin/:path*"],
};
