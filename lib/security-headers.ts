// Response headers sent with every page and route (../shared/docs/security-baseline.md).
// The CSP carries no per-request nonce: a nonce would make every page dynamic and defeat the
// cache layer, so inline scripts are allowed and every other source is pinned (docs/decisions.md).

// The only third party is the ad network, and only for what AdSense needs: its scripts (adsbygoogle.js
// and the sodar anti-fraud script), its config calls, and the ad frames. Nothing from it runs before the
// visitor allows ad storage (components/ads/ad-slot-client.tsx); analytics is served from our own origin.

/** Hosts whose scripts the ad slot may load (script-src). */
export const AD_SCRIPT_HOSTS = ["https://pagead2.googlesyndication.com", "https://tpc.googlesyndication.com"] as const;
/** Hosts the ad network script calls (connect-src). */
export const AD_CONNECT_HOSTS = ["https://pagead2.googlesyndication.com"] as const;
/** Hosts that serve the ad frames (frame-src). */
export const AD_FRAME_HOSTS = ["https://googleads.g.doubleclick.net", "https://tpc.googlesyndication.com"] as const;

export function contentSecurityPolicy(isDev: boolean): string {
  const directives = [
    "default-src 'self'",
    // 'unsafe-inline' without a nonce: the consent defaults, theme and hydration scripts are inline and
    // pages stay static (docs/decisions.md, "Content-Security-Policy without a nonce").
    `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ""} ${AD_SCRIPT_HOSTS.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${AD_CONNECT_HOSTS.join(" ")}${isDev ? " ws:" : ""}`,
    `frame-src ${AD_FRAME_HOSTS.join(" ")}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  return directives.join("; ");
}

export function securityHeaders(isDev: boolean): { key: string; value: string }[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(isDev) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ];
}
