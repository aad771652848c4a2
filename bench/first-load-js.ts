// First-load JavaScript of each public page, gzipped: what a first visit downloads before the page is
// interactive. Measured the honest way: fetch the page from the production server, take every
// <script src> it references (Next's shared and route chunks), download each once and gzip it.
// Inline scripts (the RSC payload, theme/consent boot scripts) are data in the HTML and are reported
// separately. `<script nomodule>` (Next's legacy polyfills) is skipped: every browser that runs ES modules
// ignores it and never downloads it, so it is not part of a modern first load; the table counts them apart.
//   npm run bench:js        (BENCH_URL=http://… reuses a running server)
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

import { printTable } from "./http";
import { withBenchServer } from "./lib/server";

export const FIRST_LOAD_PAGES = [
  "/",
  "/predictions",
  "/tips",
  "/leagues",
  "/categories",
  "/track-record",
  "/track-record/verify",
  "/about",
  "/terms",
  "/faq",
  "/help",
  "/safer-play",
  "/auth/login",
  "/auth/signup",
];
export const FIRST_LOAD_BUDGET_KB = 150;

export interface FirstLoadFigure {
  path: string;
  scripts: number;
  /** `<script nomodule src>` references left out of the total (modern browsers never fetch them). */
  skippedNoModule: number;
  gzippedKb: number;
  inlineGzippedKb: number;
}

const gzippedKb = (text: string | Buffer) => gzipSync(text).length / 1024;

export async function measureFirstLoadJs(baseUrl: string, pages = FIRST_LOAD_PAGES): Promise<FirstLoadFigure[]> {
  const chunkSizes = new Map<string, number>();
  const figures: FirstLoadFigure[] = [];
  for (const path of pages) {
    const response = await fetch(`${baseUrl}${path}`);
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    const html = await response.text();
    const sources = new Set<string>();
    const inline: string[] = [];
    let skippedNoModule = 0;
    for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const attributes = match[1] ?? "";
      const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1];
      if (src && /\bnomodule\b/i.test(attributes)) skippedNoModule += 1;
      else if (src) sources.add(new URL(src.replace(/&amp;/g, "&"), `${baseUrl}${path}`).href);
      else if (!/type="application\/(ld\+)?json"/i.test(attributes)) inline.push(match[2] ?? "");
    }
    let total = 0;
    for (const url of sources) {
      let size = chunkSizes.get(url);
      if (size === undefined) {
        const chunk = await fetch(url);
        if (!chunk.ok) throw new Error(`GET ${url} answered ${chunk.status}`);
        size = gzippedKb(Buffer.from(await chunk.arrayBuffer()));
        chunkSizes.set(url, size);
      }
      total += size;
    }
    figures.push({
      path,
      scripts: sources.size,
      skippedNoModule,
      gzippedKb: total,
      inlineGzippedKb: gzippedKb(inline.join("\n")),
    });
  }
  printFirstLoadTable(figures);
  return figures;
}

export function printFirstLoadTable(figures: FirstLoadFigure[]): void {
  console.log(
    `\nFirst-load JS (external <script src>, gzipped; budget ≤ ${FIRST_LOAD_BUDGET_KB} kB per public page;\n` +
      "<script nomodule> legacy polyfills are not counted: browsers with ES module support never download them)",
  );
  printTable(
    ["path", "scripts", "nomodule skipped", "first-load JS", "inline scripts", "budget"],
    figures.map((figure) => [
      figure.path,
      String(figure.scripts),
      String(figure.skippedNoModule),
      `${figure.gzippedKb.toFixed(1)} kB`,
      `${figure.inlineGzippedKb.toFixed(1)} kB`,
      figure.gzippedKb <= FIRST_LOAD_BUDGET_KB ? "ok" : "over",
    ]),
  );
}

/** The public pages above and one pick's page (the newest on the list), which has no fixed path. */
export async function firstLoadPages(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/predictions?limit=1`);
  const body = (await response.json()) as { data?: { predictions?: { id: string }[] } };
  const pick = body.data?.predictions?.[0];
  return pick ? [...FIRST_LOAD_PAGES, `/predictions/${pick.id}`] : FIRST_LOAD_PAGES;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  withBenchServer(async (baseUrl) => measureFirstLoadJs(baseUrl, await firstLoadPages(baseUrl))).catch(
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
