// The Content-Security-Policy of every page (docs/decisions.md, "Content Security Policy"). Every page is
// prerendered, whole or as a static shell, and served from the cache with the RSC payload inline in the
// HTML; that payload changes with the data, so it can carry neither a nonce nor a hash known at build time,
// and a nonce would make every page render per request (measured: a fourteenth of a public page's
// throughput, and the signed-in pages stopped answering at 50 connections). So the policy is written with
// 'unsafe-inline' in script-src, and the production server (server.mjs, lib/csp-html-response.mjs)
// replaces that token in each HTML response with the hashes of the response's own trusted inline scripts:
// no page leaves it with 'unsafe-inline'. Only `next dev`, which has no server.mjs, sends it as written.
import { createHash } from "node:crypto";

import { pagePolicy } from "@/lib/csp-policy.mjs";

// The directives themselves, and the ad network's hosts, live in lib/csp-policy.mjs: the production server
// writes the public level too, for an HTML response the proxy never saw.
export { AD_CONNECT_HOSTS, AD_FRAME_HOSTS, AD_SCRIPT_HOSTS } from "@/lib/csp-policy.mjs";

/** The CSP source expression of an inline script's text: 'sha256-<base64>'. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

export interface ContentSecurityPolicyOptions {
  isDev: boolean;
  /** The visitor's saved choice allows ad storage: the ad network's hosts are added. */
  adsAllowed: boolean;
}

export function contentSecurityPolicy({ isDev, adsAllowed }: ContentSecurityPolicyOptions): string {
  // 'unsafe-inline' is the place server.mjs puts the response's hashes (lib/csp-inline.mjs, withScriptHashes);
  // a hash in the list would make browsers ignore it, so there is none here.
  return pagePolicy({ isDev, inlineScripts: ["'unsafe-inline'"], adsAllowed });
}
