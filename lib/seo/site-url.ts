// The public origin of the site, for metadataBase, canonical links, the sitemap and JSON-LD.
// Read from APP_URL at the moment it is called, never fixed at build time: `next build` prerenders pages
// with whatever origin it saw, and the server started later may listen elsewhere (PORT=4000 npm start).
// Unset APP_URL → where the server listens (HOST/PORT, lib/startup.mjs), as server.mjs also derives it.
// Prerendered output reads it through runtimeSiteUrl() (./runtime-origin.ts), whose cache tag the server
// expires at start-up so every prerendered page is rendered again with this process's origin.
// Kept separate from lib/env so metadata files, the sitemap and unit tests can use it without loading
// the whole server environment.

import { deriveAppUrl } from "@/lib/startup.mjs";

const FALLBACK_SITE_URL = "http://localhost:3000";

/** The site origin without a trailing slash, e.g. "https://edgecast.example". */
export function getSiteUrl(): string {
  let raw: string;
  try {
    raw = deriveAppUrl(process.env).url;
  } catch {
    // An invalid PORT stops the server at start-up (server.mjs); here it only needs a well-formed URL.
    return FALLBACK_SITE_URL;
  }
  try {
    const url = new URL(raw);
    if (url.protocol !== "http:" && url.protocol !== "https:") return FALLBACK_SITE_URL;
    return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
  } catch {
    return FALLBACK_SITE_URL;
  }
}

/**
 * Absolute URL for a site path: absoluteUrl("/faq") → "https://edgecast.example/faq".
 * The home page is the bare origin, as Next.js renders `alternates.canonical: "/"`.
 */
export function absoluteUrl(path: string = "/", siteUrl: string = getSiteUrl()): string {
  const normalised = path.startsWith("/") ? path : `/${path}`;
  return normalised === "/" ? siteUrl : `${siteUrl}${normalised}`;
}
