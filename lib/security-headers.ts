// Response headers sent with every page and route (../shared/docs/security-baseline.md).
// The CSP carries no per-request nonce: a nonce would make every page dynamic and defeat the
// cache layer, so inline scripts are allowed and every other source is pinned (docs/decisions.md).

/** Third-party hosts the ad slots and consent-gated analytics may load from. */
export const AD_SCRIPT_HOSTS = [
  "https://pagead2.googlesyndication.com",
  "https://www.googletagmanager.com",
  "https://www.google-analytics.com",
  "https://tpc.googlesyndication.com",
  "https://googleads.g.doubleclick.net",
];

export function contentSecurityPolicy(isDev: boolean): string {
  const hosts = AD_SCRIPT_HOSTS.join(" ");
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ""} ${hosts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${hosts}${isDev ? " ws:" : ""}`,
    `frame-src ${hosts}`,
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
