// Marks the framework chunks of a finished `next build` for eager compilation (run by `npm run build` and
// scripts/start.mjs right after the build).
//
// V8 compiles a function the first time it is called, on the main thread. The build manifest's
// rootMainFiles (React DOM, the Next router and the Turbopack runtime) run nearly all their module
// factories while a page boots, so that lazy compilation landed inside the page's first long tasks: it was
// most of React DOM's 40 ms evaluation in the Lighthouse trace of / (docs/decisions.md, "Lighthouse on /
// and /predictions"). The explicit compile hint below, on a file's first line, asks Chrome (136+) to
// compile every function of the file on the script-streaming thread while it downloads; other browsers
// read a comment. Page chunks and lazily loaded ones run a fraction of their code, so they stay lazy, and
// so do root files under 100 kB (the Turbopack runtime, the polyfill chunk): their compilation is a few
// milliseconds, and each hinted file grows every page's first-load JS (budget 150 kB).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
export const MIN_HINTED_BYTES = 100_000;

/** Prepends the hint to each large root main file that lacks it; returns the files it changed. */
export function addCompileHints(distDir = ".next") {
  const manifestPath = path.join(distDir, "build-manifest.json");
  if (!existsSync(manifestPath)) throw new Error(`No build manifest at ${manifestPath}: run next build first.`);
  const { rootMainFiles = [] } = JSON.parse(readFileSync(manifestPath, "utf8"));
  const changed = [];
  for (const file of rootMainFiles) {
    const chunkPath = path.join(distDir, file);
    const source = readFileSync(chunkPath, "utf8");
    if (source.startsWith(COMPILE_HINT) || Buffer.byteLength(source) < MIN_HINTED_BYTES) continue;
    writeFileSync(chunkPath, COMPILE_HINT + source);
    changed.push(file);
  }
  return changed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const changed = addCompileHints(process.argv[2]);
  console.log(`Compile hints: ${changed.length ? changed.join(", ") : "nothing to add"}`);
}
