// Hashes the framework's inline scripts in the static shells of a finished `next build` for the nonce-based
// Content-Security-Policy (run by `npm run build` and scripts/start.mjs right after the build; proxy.ts reads
// .next/csp-inline-hashes.json). A shell is rendered once without a nonce, so its inline scripts (React's
// runtime snippets, the theme script of next-themes, the app's own boot scripts) are allowed by hash; the
// rest of a strict-policy page is rendered per request with the nonce (components/security/per-request-boundary.tsx).
// A strict-policy page whose shell carries an RSC payload script was prerendered whole: its payload changes
// with the data, so it cannot be hashed, and the build fails here rather than serving a page whose scripts
// the browser refuses. Public pages (lib/csp-scope.mjs) are prerendered whole on purpose and skipped.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { strictCspPath } from "../lib/csp-scope.mjs";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Whole-page documents outside the root layout: the framework's own error pages. */
const EXEMPT = new Set(["_global-error.html"]);

function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith(".html")) yield full;
  }
}

/** The inline, executable scripts of an HTML document that carry no nonce. */
export function inlineScripts(html) {
  const found = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || /\bnonce\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "text/javascript" && type !== "module") continue; // JSON-LD and other data blocks never run
    if (body.length > 0) found.push(body);
  }
  return found;
}

export const cspHash = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

export function collectInlineScriptHashes(distDir = ".next") {
  const appDir = path.join(distDir, "server", "app");
  if (!existsSync(appDir)) throw new Error(`No prerendered pages under ${appDir}: run next build first.`);
  const hashes = new Set();
  const wholePages = [];
  for (const file of htmlFiles(appDir)) {
    if (EXEMPT.has(path.basename(file))) continue;
    const route = `/${path.relative(appDir, file).replace(/\.html$/, "").split(path.sep).join("/")}`;
    if (!strictCspPath(route)) continue;
    for (const script of inlineScripts(readFileSync(file, "utf8"))) {
      if (script.includes("self.__next_f")) {
        wholePages.push(path.relative(appDir, file));
        break;
      }
      hashes.add(cspHash(script));
    }
  }
  if (wholePages.length > 0) {
    throw new Error(`Prerendered whole (no per-request part), so their scripts cannot pass the CSP: ${wholePages.join(", ")}`);
  }
  return [...hashes].sort();
}

export function writeInlineScriptHashes(distDir = ".next") {
  const hashes = collectInlineScriptHashes(distDir);
  writeFileSync(path.join(distDir, "csp-inline-hashes.json"), `${JSON.stringify({ hashes }, null, 2)}\n`);
  return hashes;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const hashes = writeInlineScriptHashes();
  console.log(`CSP: ${hashes.length} inline script hashes from the static shells`);
}
