// The directives of a page's Content-Security-Policy (docs/decisions.md, "Content Security Policy"), in plain
// JavaScript so both writers share them: proxy.ts (through lib/content-security-policy.ts, which adds the
// nonce and the shells' hashes) and the production server, which gives an HTML response that reached it
// without a policy (a path the proxy does not run for, e.g. the not-found page of /admin/users.json) the
// public level (server.mjs, lib/csp-html-response.mjs).

// The only third party is the ad network, and only for what AdSense needs: its scripts (adsbygoogle.js
// and the sodar anti-fraud script), its config calls, and the ad frames. They are in the policy only when
// the visitor's saved choice allows ad storage (the AD_CONSENT_COOKIE mirror of it); otherwise the page
// cannot reach the network at all.

/** Hosts whose scripts the ad slot may load (script-src). */
export const AD_SCRIPT_HOSTS = ["https://pagead2.googlesyndication.com", "https://tpc.googlesyndication.com"];
/** Hosts the ad network script calls (connect-src). */
export const AD_CONNECT_HOSTS = ["https://pagead2.googlesyndication.com"];
/** Hosts that serve the ad frames (frame-src). */
export const AD_FRAME_HOSTS = ["https://googleads.g.doubleclick.net", "https://tpc.googlesyndication.com"];

/**
 * Cookie that mirrors one part of the visitor's consent for the server: "1" while ad storage is granted
 * (lib/consent.ts re-exports it for the browser code that writes it).
 */
export const AD_CONSENT_COOKIE = "ad_consent";

/** Whether a Cookie request header carries the ad consent mirror. */
export function adsAllowedByCookies(cookieHeader) {
  return String(cookieHeader ?? "")
    .split(";")
    .some((pair) => pair.trim() === `${AD_CONSENT_COOKIE}=1`);
}

/**
 * A page's policy. `inlineScripts`: the script-src sources for inline scripts — a nonce and hashes, or
 * 'unsafe-inline' as the marker the production server replaces with each response's hashes.
 */
export function pagePolicy({ isDev, inlineScripts, adsAllowed }) {
  const script = [
    "'self'",
    ...inlineScripts,
    ...(isDev ? ["'unsafe-eval'"] : []),
    ...(adsAllowed ? AD_SCRIPT_HOSTS : []),
  ];
  const connect = ["'self'", ...(adsAllowed ? AD_CONNECT_HOSTS : []), ...(isDev ? ["ws:"] : [])];
  const directives = [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    // Inline styles stay allowed: React's style props, Radix's positioning and the toaster set style
    // attributes, which a nonce cannot cover; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(" ")}`,
    `frame-src ${adsAllowed ? AD_FRAME_HOSTS.join(" ") : "'none'"}`,
    // The service worker (public/sw.js) and the web app manifest come from our own origin only.
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  return directives.join("; ");
}

/** The public level as the proxy writes it for a visitor (script-src 'self' 'unsafe-inline', the marker). */
export function publicPagePolicy({ adsAllowed }) {
  return pagePolicy({ isDev: false, inlineScripts: ["'unsafe-inline'"], adsAllowed });
}
