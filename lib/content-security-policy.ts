// The Content-Security-Policy of every page (docs/decisions.md,
// "Content Security Policy"). Two levels, chosen per path by lib/csp-scope.mjs:
// - strict (sign-in and sign-up, the member area, the admin console): scripts only from our origin, with
//   the request's nonce, or with the hash of an inline script we know; no 'unsafe-inline'. The proxy makes a
//   nonce per request and hands it to Next, which puts it on every script it renders for that request (the
//   chunk tags, the bootstrap, the inlined RSC payload; these pages render per request, see
//   components/security/per-request-boundary.tsx). Their static shell is rendered once, without a nonce, so
//   its few inline scripts are allowed by hash: ours (the consent defaults, the auth and odds-format boot scripts, hashed
//   here from their source) and the framework's (React's runtime snippets, the theme script), hashed from
//   the build output by scripts/csp-inline-hashes.mjs.
// - static (the public pages): prerendered whole and served from the cache, with the RSC payload inline in
//   the HTML; that payload changes with the data, so it can carry neither a nonce nor a hash known at build
//   time. A nonce here made every public page render per request: measured, about a fourteenth of the
//   throughput, and the server stopped answering under the 50-connection bench. So this level is written with
//   'unsafe-inline' in script-src, and the production server (server.mjs, lib/csp-html-response.mjs) replaces
//   that token in each HTML response with the hashes of the response's own inline scripts. Only `next dev`,
//   which has no server.mjs, sends it as written.
import { createHash } from "node:crypto";

import { AUTH_BOOT_SCRIPT } from "@/lib/api/auth-boot-script";
import { consentBootScript } from "@/lib/consent";
import { ODDS_FORMAT_BOOT_SCRIPT } from "@/lib/predictions/odds-format.rules";
import { pagePolicy } from "@/lib/csp-policy.mjs";
import { TIME_ZONE_BOOT_SCRIPT } from "@/lib/time/time-zone";

// The directives themselves, and the ad network's hosts, live in lib/csp-policy.mjs: the production server
// writes the public level too, for an HTML response the proxy never saw.
export { AD_CONNECT_HOSTS, AD_FRAME_HOSTS, AD_SCRIPT_HOSTS } from "@/lib/csp-policy.mjs";

/** The CSP source expression of an inline script's text: 'sha256-<base64>'. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** Hashes of the inline scripts the app itself writes into every static shell. */
export const OWN_INLINE_SCRIPT_HASHES: readonly string[] = [
  scriptHash(consentBootScript()),
  scriptHash(AUTH_BOOT_SCRIPT),
  scriptHash(ODDS_FORMAT_BOOT_SCRIPT),
  scriptHash(TIME_ZONE_BOOT_SCRIPT),
];

export interface ContentSecurityPolicyOptions {
  isDev: boolean;
  /** The request's nonce (base64) for a strict-policy page; Next reads it back from the request's policy. Null: a static public page. */
  nonce: string | null;
  /** The visitor's saved choice allows ad storage: the ad network's hosts are added. */
  adsAllowed: boolean;
  /** Hashes of the framework's inline scripts in the static shells ('sha256-…'), from the build. */
  frameworkScriptHashes?: readonly string[];
}

export function contentSecurityPolicy({ isDev, nonce, adsAllowed, frameworkScriptHashes = [] }: ContentSecurityPolicyOptions): string {
  // A nonce or hash in the list makes browsers ignore 'unsafe-inline', so the static level has neither:
  // its 'unsafe-inline' is the place server.mjs puts the response's hashes (lib/csp-inline.mjs, withScriptHashes).
  const inlineScripts = nonce ? [`'nonce-${nonce}'`, ...new Set([...OWN_INLINE_SCRIPT_HASHES, ...frameworkScriptHashes])] : ["'unsafe-inline'"];
  return pagePolicy({ isDev, inlineScripts, adsAllowed });
}
