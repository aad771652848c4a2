// The URL paths of the app's pages, read from the app directory (every app/**/page.tsx, route groups and
// private folders left out), so a walk over "every page" keeps up with new pages by itself. Used by the
// response-header benchmark (bench/headers.ts) and its e2e check (tests/e2e/response-headers.spec.ts).
import { readdirSync } from "node:fs";
import path from "node:path";

/** `fill` gives a real value for each dynamic segment (e.g. "[predictionId]" → an id from the API). */
export function appPagePaths(appDir: string, fill: (segment: string) => string): string[] {
  const found = new Set<string>();
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isFile() && entry.name === "page.tsx") found.add(`/${segments.join("/")}`);
      if (!entry.isDirectory() || entry.name.startsWith("_") || entry.name === "api") continue;
      if (/^\(.*\)$/.test(entry.name)) walk(path.join(dir, entry.name), segments);
      else walk(path.join(dir, entry.name), [...segments, entry.name.startsWith("[") ? fill(entry.name) : entry.name]);
    }
  };
  walk(appDir, []);
  return [...found].sort();
}
