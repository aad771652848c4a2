import { describe, expect, it } from "vitest";

import { contentSecurityPolicy, securityHeaders } from "@/lib/security-headers";

function directives(isDev = false): Map<string, string[]> {
  return new Map(
    contentSecurityPolicy(isDev)
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
}

describe("Content-Security-Policy", () => {
  it("keeps the baseline directives strict", () => {
    const csp = directives();
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("font-src")).toEqual(["'self'", "data:"]);
  });

  it("allows our inline scripts (consent defaults, theme) and only the ad network's script hosts", () => {
    expect(directives().get("script-src")).toEqual([
      "'self'",
      "'unsafe-inline'",
      "https://pagead2.googlesyndication.com",
      "https://tpc.googlesyndication.com",
    ]);
  });

  it("lets the ad network call home and show its frames, and nothing else", () => {
    const csp = directives();
    expect(csp.get("connect-src")).toEqual(["'self'", "https://pagead2.googlesyndication.com"]);
    expect(csp.get("frame-src")).toEqual(["https://googleads.g.doubleclick.net", "https://tpc.googlesyndication.com"]);
    const all = contentSecurityPolicy(false);
    expect(all).not.toContain("googletagmanager");
    expect(all).not.toContain("google-analytics");
    expect(all).not.toContain("'unsafe-eval'");
    expect(all).not.toMatch(/(^|\s)\*(\s|;|$)/);
  });

  it("adds eval and the dev-server socket only in development", () => {
    const csp = directives(true);
    expect(csp.get("script-src")).toContain("'unsafe-eval'");
    expect(csp.get("connect-src")).toContain("ws:");
    expect(directives(false).get("connect-src")).not.toContain("ws:");
  });

  it("sends the policy with the other security headers", () => {
    const headers = Object.fromEntries(securityHeaders(false).map(({ key, value }) => [key, value]));
    expect(headers["Content-Security-Policy"]).toBe(contentSecurityPolicy(false));
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
  });
});
