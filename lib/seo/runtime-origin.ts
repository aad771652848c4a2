import { cacheLife, cacheTag } from "next/cache";

import { CACHE_TAGS } from "@/lib/cache/tags";

import { getSiteUrl } from "./site-url";

/**
 * The site origin for prerendered output (root metadata, robots.txt, the sitemap, the social card).
 * Cached for good, under the origin tag: `next build` bakes in the origin it saw, and server.mjs expires
 * every public tag once it listens, so each page holding this tag is rendered again by the running server
 * with its own APP_URL (or HOST/PORT) while keeping its static, cached rendering afterwards.
 */
export async function runtimeSiteUrl(): Promise<string> {
  "use cache";
  cacheLife("max");
  cacheTag(CACHE_TAGS.origin);
  return getSiteUrl();
}
