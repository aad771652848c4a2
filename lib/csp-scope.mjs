// Where pages get the strict, nonce-based Content-Security-Policy (docs/decisions.md, "Content Security
// Policy"): the sign-in and sign-up pages (passwords are typed there), the member area and the admin console.
// They render per request anyway or are rarely visited, so the nonce costs nothing that matters. The public
// pages stay static and cached: the production server hashes each of their HTML responses' inline scripts
// instead (lib/csp-html-response.mjs; the measured reason is in the decision). Plain JavaScript: proxy.ts,
// server.mjs and the build step scripts/csp-inline-hashes.mjs all read it.

export const STRICT_CSP_PREFIXES = ["/auth", "/user", "/admin"];

/** Whether a page path gets the nonce-based policy. */
export function strictCspPath(pathname) {
  return STRICT_CSP_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
