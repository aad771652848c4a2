// Response headers every response carries. Pages get their
// Content-Security-Policy per request from proxy.ts (lib/content-security-policy.ts). Kept free of imports:
// next.config.ts loads this file before the app's path aliases exist.

/** The policy of responses that are not pages (API JSON, files): they load nothing. */
export const NON_PAGE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The service worker's own policy: it fetches pages and the offline page from our origin and shows
 * notifications with our icons, nothing more.
 */
const SERVICE_WORKER_CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; connect-src 'self'; img-src 'self'; object-src 'none'; base-uri 'none'";

/**
 * /sw.js: browsers check for a new worker on navigation, so it must never be served from an HTTP cache, and its
 * scope is the whole site.
 */
export function serviceWorkerHeaders(): { key: string; value: string }[] {
  return [
    { key: "Cache-Control", value: "no-cache, max-age=0" },
    { key: "Service-Worker-Allowed", value: "/" },
    { key: "Content-Security-Policy", value: SERVICE_WORKER_CONTENT_SECURITY_POLICY },
  ];
}

/** The headers every response carries; pages get their Content-Security-Policy from proxy.ts. */
export function securityHeaders(): { key: string; value: string }[] {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ];
}
