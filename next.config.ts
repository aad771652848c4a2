import path from "node:path";

import type { NextConfig } from "next";

import { PUBLIC_DATA_LIFE, PUBLIC_DATA_PROFILE } from "./lib/cache/tags";
import { NON_PAGE_CONTENT_SECURITY_POLICY, securityHeaders, serviceWorkerHeaders } from "./lib/security-headers";

// Several app instances (REDIS_URL set, read when the server starts, not at build time): `use cache`
// entries, rendered pages and tag expiries live in Redis, so a write on one instance expires the data on
// all of them. `cacheMaxMemorySize: 0` keeps no second copy in each process's memory that another
// instance's write could leave stale; the page handler keeps decoded entries only by their stored bytes
// (lib/cache/redis/page-cache-handler.mjs). Without REDIS_URL the single process keeps Next's in-memory
// defaults (docs/decisions.md, "Several instances").
const sharedCache: Partial<NextConfig> = process.env.REDIS_URL
  ? {
      cacheHandler: path.resolve("lib/cache/redis/page-cache-handler.mjs"),
      cacheHandlers: { default: path.resolve("lib/cache/redis/use-cache-handler.mjs") },
      cacheMaxMemorySize: 0,
    }
  : {};

const nextConfig: NextConfig = {
  ...sharedCache,
  // Cache Components: data is dynamic by default and public pages opt into `use cache` with tags
  // that the pipeline revalidates (docs/decisions.md, "Caching").
  cacheComponents: true,
  partialPrefetching: true,
  cacheLife: { [PUBLIC_DATA_PROFILE]: PUBLIC_DATA_LIFE },
  poweredByHeader: false,
  // Next hashes the whole body of every HTML response to make its ETag, on each request, even for a
  // page served from the prerender cache: measured, it cost the big static pages about a fifth of
  // their throughput (docs/decisions.md, "No ETags on pages"). Pages are short-lived (s-maxage=60) and
  // the build's assets are immutable, so a conditional request would rarely have saved anything.
  generateEtags: false,
  reactStrictMode: true,
  // PGlite ships WASM and a data-dir file system layer that must not be bundled. rate-limiter-flexible
  // loads drizzle-orm with a computed import(), which a bundle cannot resolve: bundled, every database
  // call of its Drizzle store failed and the limits silently fell back to one process's memory.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "rate-limiter-flexible"],
  typedRoutes: false,
  async headers() {
    // Pages get their Content-Security-Policy, with a nonce, from proxy.ts; the API's JSON loads nothing.
    return [
      { source: "/:path*", headers: securityHeaders() },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: NON_PAGE_CONTENT_SECURITY_POLICY }] },
      { source: "/sw.js", headers: serviceWorkerHeaders() },
      // The offline page is copied into the worker's cache when it installs; a stale copy here would be kept.
      { source: "/offline.html", headers: [{ key: "Cache-Control", value: "no-cache, max-age=0" }] },
    ];
  },
  async redirects() {
    // The original product's API client sends the browser to /login on any 401.
    return [{ source: "/login", destination: "/auth/login", permanent: false }];
  },
};

export default nextConfig;
