// Hashes the inline scripts of the prerendered pages of a finished `next build` for the Content-Security-Policy
// (run by `npm run build` and scripts/start.mjs right after the build), into .next/csp-inline-hashes.json:
// - `known`: every inline script other than the RSC payload in any prerendered page, public ones included,
//   and the constant snippets Next writes only when it streams (read from its compiled page renderer);
//   `runtime`: the texts of React's instruction functions, from the same source. server.mjs hashes each
//   HTML response's scripts per response (lib/csp-html-response.mjs) and trusts a script that is not
//   payload data only when its text is one of these (or React's functions and an instruction call).
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { cspHash, frameworkRuntimeScripts, inlineScripts, isPayloadScript } from "../lib/csp-inline.mjs";

export { cspHash, inlineScripts };

function* htmlFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith(".html")) yield full;
  }
}

function prerenderedPages(distDir) {
  const appDir = path.join(distDir, "server", "app");
  if (!existsSync(appDir)) throw new Error(`No prerendered pages under ${appDir}: run next build first.`);
  return [...htmlFiles(appDir)].map((file) => ({
    file: path.relative(appDir, file),
    route: `/${path
      .relative(appDir, file)
      .replace(/\.html$/, "")
      .split(path.sep)
      .join("/")}`,
    scripts: inlineScripts(readFileSync(file, "utf8")),
  }));
}

/** Hashes of every inline script of every prerendered page that is not a chunk of the RSC payload. */
export function collectKnownScriptHashes(distDir = ".next") {
  const known = new Set();
  for (const page of prerenderedPages(distDir)) {
    for (const script of page.scripts) if (!isPayloadScript(script)) known.add(cspHash(script));
  }
  return [...known].sort();
}

/** React's instruction functions and Next's streamed snippets, from the installed Next's page renderers. */
export function collectFrameworkRuntimeScripts(
  nextDir = path.dirname(createRequire(import.meta.url).resolve("next/package.json")),
) {
  const dir = path.join(nextDir, "dist", "compiled", "next-server");
  const definitions = new Set();
  const scripts = new Set();
  for (const name of readdirSync(dir).filter((file) => /^app-page.*\.runtime\.prod\.js$/.test(file))) {
    const found = frameworkRuntimeScripts(readFileSync(path.join(dir, name), "utf8"));
    for (const text of found.definitions) definitions.add(text);
    for (const text of found.scripts) scripts.add(text);
  }
  return { definitions: [...definitions].sort(), scripts: [...scripts].sort() };
}

export function writeInlineScriptHashes(distDir = ".next", runtime = collectFrameworkRuntimeScripts()) {
  const known = [...new Set([...collectKnownScriptHashes(distDir), ...runtime.scripts.map(cspHash)])].sort();
  const document = { known, runtime: runtime.definitions };
  writeFileSync(path.join(distDir, "csp-inline-hashes.json"), `${JSON.stringify(document, null, 2)}\n`);
  return known;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const known = writeInlineScriptHashes();
  console.log(`CSP: ${known.length} known inline scripts from the prerendered pages and the framework`);
}
