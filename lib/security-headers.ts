// Response headers every response carries. Pages get their
// Content-Security-Policy per request from proxy.ts (lib/content-security-policy.ts). Kept free of imports:
// next.config.ts loads this file before the app's path aliases exist.

/** The policy of responses that are not pages (API JSON, files): they load nothing. */
export const NON_PAGE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The headers every response carries; pages get their Content-Security-Policy from proxy.ts. */
export function securityHeaders(): { key: string; value: string }[] {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ];
}
