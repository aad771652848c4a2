// The public origin of the site, for metadataBase, canonical links, the sitemap and JSON-LD.
// Read from APP_URL (validated with the other variables in lib/env.ts). Kept separate from lib/env so
// metadata files, the sitemap and unit tests can use it without loading the whole server environment.
// Metadata, the sitemap and robots.txt are prerendered at build time: set APP_URL for `next build`.

const FALLBACK_SITE_URL = "http://localhost:3000";

/** The site origin without a trailing slash, e.g. "https://edgecast.example". */
export function getSiteUrl(): string {
  const raw = process.env.APP_URL?.trim();
  if (!raw) return FALLBACK_SITE_URL;
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
export function absoluteUrl(path: string = "/"): string {
  const normalised = path.startsWith("/") ? path : `/${path}`;
  return normalised === "/" ? getSiteUrl() : `${getSiteUrl()}${normalised}`;
}
