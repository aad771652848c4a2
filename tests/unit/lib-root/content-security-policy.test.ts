import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import {
  AD_CONNECT_HOSTS,
  AD_FRAME_HOSTS,
  AD_SCRIPT_HOSTS,
  contentSecurityPolicy,
  scriptHash,
  type ContentSecurityPolicyOptions,
} from "@/lib/content-security-policy";
import { NON_PAGE_CONTENT_SECURITY_POLICY, securityHeaders } from "@/lib/security-headers";

const base: ContentSecurityPolicyOptions = { isDev: false, adsAllowed: false };

function directives(options: Partial<ContentSecurityPolicyOptions> = {}): Map<string, string[]> {
  return new Map(
    contentSecurityPolicy({ ...base, ...options })
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

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

  it(
    "script-src: 'self' and 'unsafe-inline' as written, the token the production server swaps for each response's " +
      "hashes; no nonce",
    () => {
      expect(directives().get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
      expect(directives({ adsAllowed: true }).get("script-src")).toEqual([
        "'self'",
        "'unsafe-inline'",
        ...AD_SCRIPT_HOSTS,
      ]);
      expect(contentSecurityPolicy(base)).not.toMatch(/'nonce-|'sha256-/);
    },
  );

  it("hashes a script's exact text", () => {
    expect(scriptHash("alert(1)")).toBe(sha256("alert(1)"));
    expect(scriptHash("alert(1) ")).not.toBe(sha256("alert(1)"));
  });

  it("leaves the ad network out entirely without consent to ad storage", () => {
    const policy = contentSecurityPolicy(base);
    for (const host of [...AD_SCRIPT_HOSTS, ...AD_CONNECT_HOSTS, ...AD_FRAME_HOSTS]) expect(policy).not.toContain(host);
    expect(policy).not.toMatch(/googlesyndication|doubleclick/);
    expect(directives().get("frame-src")).toEqual(["'none'"]);
    expect(directives().get("connect-src")).toEqual(["'self'"]);
  });

  it("with consent, lets the ad network load its script, call home and show its frames, and nothing else", () => {
    const csp = directives({ adsAllowed: true });
    expect(csp.get("script-src")!.filter((source) => source.startsWith("https://"))).toEqual([
      "https://pagead2.googlesyndication.com",
      "https://tpc.googlesyndication.com",
    ]);
    expect(csp.get("connect-src")).toEqual(["'self'", "https://pagead2.googlesyndication.com"]);
    expect(csp.get("frame-src")).toEqual(["https://googleads.g.doubleclick.net", "https://tpc.googlesyndication.com"]);
    const all = contentSecurityPolicy({ ...base, adsAllowed: true });
    expect(all).not.toContain("googletagmanager");
    expect(all).not.toContain("google-analytics");
    expect(all).not.toContain("'unsafe-eval'");
    expect(all).not.toMatch(/(^|\s)\*(\s|;|$)/);
  });

  it("keeps inline styles (React style props, Radix positioning); styles cannot run code", () => {
    expect(directives().get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("adds eval and the dev-server socket only in development", () => {
    const csp = directives({ isDev: true });
    expect(csp.get("script-src")).toContain("'unsafe-eval'");
    expect(csp.get("connect-src")).toContain("ws:");
    expect(directives().get("connect-src")).not.toContain("ws:");
  });

  it("gives non-page responses a policy that loads nothing", () => {
    expect(NON_PAGE_CONTENT_SECURITY_POLICY).toContain("default-src 'none'");
    expect(NON_PAGE_CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });

  it("sends the other security headers on every response", () => {
    const headers = Object.fromEntries(securityHeaders().map(({ key, value }) => [key, value]));
    expect(headers["Content-Security-Policy"]).toBeUndefined();
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
  });
});
