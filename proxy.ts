import { NextResponse, type NextRequest } from "next/server";

// The page gate (Next 16's name for middleware.ts). It only shapes navigation for comfort; every
// route handler and data-loading server component authorises itself (security baseline).

export function proxy(request: NextRequest) {
  // Forward the requested path so server components (the 404 page's log line) can read it.
  const headers = new Headers(request.headers);
  headers.set("x-pathname", request.nextUrl.pathname);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Pages only: API routes, build assets and metadata files skip the proxy.
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico|icon.svg|opengraph-image|twitter-image|robots.txt|sitemap.xml|manifest.webmanifest).*)"],
};
