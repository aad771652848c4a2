// The Content-Security-Policy of every page (../shared/docs/security-baseline.md).
//
// Scripts run only from our origin, with the request's nonce, or with the hash of an inline script we know
// (docs/decisions.md, "Content Security Policy"): no 'unsafe-inline'. The proxy (proxy.ts) makes a nonce per
// page request and hands it to Next, which puts it on every script it renders for that request: the chunk
// tags, the bootstrap and the inlined RSC payload (every page renders that part per request; see
// components/security/per-request-boundary.tsx). The static shell of a page is rendered once, without a
// nonce, so its few inline scripts are allowed by hash: ours (the consent defaults and the auth boot script,
// hashed here from their source) and the framework's (React's runtime snippets and the theme script, hashed
// from the build output by scripts/csp-inline-hashes.mjs).
import { createHash } from "node:crypto";

import { AUTH_BOOT_SCRIPT } from "@/lib/auth/boot-script";
import { consentBootScript } from "@/lib/consent";

// The only third party is the ad network, and only for what AdSense needs: its scripts (adsbygoogle.js
// and the sodar anti-fraud script), its config calls, and the ad frames. They are in the policy only when
// the visitor's saved choice allows ad storage (the AD_CONSENT_COOKIE mirror of it); otherwise the page
// cannot reach the network at all.

/** Hosts whose scripts the ad slot may load (script-src). */
export const AD_SCRIPT_HOSTS = ["https://pagead2.googlesyndication.com", "https://tpc.googlesyndication.com"] as const;
/** Hosts the ad network script calls (connect-src). */
export const AD_CONNECT_HOSTS = ["https://pagead2.googlesyndication.com"] as const;
/** Hosts that serve the ad frames (frame-src). */
export const AD_FRAME_HOSTS = ["https://googleads.g.doubleclick.net", "https://tpc.googlesyndication.com"] as const;

/** The CSP source expression of an inline script's text: 'sha256-<base64>'. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** Hashes of the inline scripts the app itself writes into every static shell. */
export const OWN_INLINE_SCRIPT_HASHES: readonly string[] = [scriptHash(consentBootScript()), scriptHash(AUTH_BOOT_SCRIPT)];

export interface ContentSecurityPolicyOptions {
  isDev: boolean;
  /** The request's nonce (base64); Next reads it back from the request's policy. */
  nonce: string;
  /** The visitor's saved choice allows ad storage: the ad network's hosts are added. */
  adsAllowed: boolean;
  /** Hashes of the framework's inline scripts in the static shells ('sha256-…'), from the build. */
  frameworkScriptHashes?: readonly string[];
}

export function contentSecurityPolicy({ isDev, nonce, adsAllowed, frameworkScriptHashes = [] }: ContentSecurityPolicyOptions): string {
  const hashes = [...new Set([...OWN_INLINE_SCRIPT_HASHES, ...frameworkScriptHashes])];
  const script = ["'self'", `'nonce-${nonce}'`, ...hashes, ...(isDev ? ["'unsafe-eval'"] : []), ...(adsAllowed ? AD_SCRIPT_HOSTS : [])];
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
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  return directives.join("; ");
}
