// npm run deps:report — the structure's measures, printed (never asserted here; tests/unit/architecture holds
// the stack at zero): the folder graph of lib/ against lib-layers.cjs, the walks of three requests through the
// code, and the lines longer than the formatter's width.
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { folderGraph, longLines, longTableRows } from "./lib/deps-graph.mjs";
import { walkRequest } from "./lib/request-walk.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { LIB_LAYERS } = createRequire(import.meta.url)("../lib-layers.cjs");
const MAX_LINE = 120;

const graph = folderGraph(root, LIB_LAYERS);
console.log(`lib/ folders: ${graph.folders.length}, folder arrows: ${graph.arrows}`);
console.log(`two-way pairs: ${graph.pairs.length}${graph.pairs.length ? ` (${graph.pairs.join(", ")})` : ""}`);
console.log(
  `largest strongly connected set: ${Math.max(1, graph.largestCycle.length)} ` +
    `folder(s)${graph.largestCycle.length ? ` (${graph.largestCycle.join(" ")})` : ""}`,
);
console.log(`upward arrows: ${graph.upward.length}`);
for (const arrow of graph.upward) console.log(`  ${arrow}`);
if (graph.unlisted.length) console.log(`folders not in lib-layers.cjs: ${graph.unlisted.join(", ")}`);

/** The three requests docs/architecture.md walks: a public read, a payment webhook, pick generation. */
const WALKS = [
  ["GET /api/predictions", "app/api/predictions/route.ts", "GET"],
  ["POST /api/payments/webhooks/{provider}", "app/api/payments/webhooks/[provider]/route.ts", "POST"],
  ["the generate stage (pick generation)", "lib/pipeline/stages.service.ts", "generateStage"],
];
for (const [label, file, entry] of WALKS) {
  const walk = walkRequest(root, file, entry);
  const again = walk.reentered.length ? walk.reentered.join(", ") : "none";
  console.log(
    `\n${label} walk: ${walk.files.length} files in ${walk.folders.length} folders; folders entered twice: ${again}`,
  );
  for (const step of walk.path) console.log(`  ${step}`);
}

const long = longLines(root, MAX_LINE);
console.log(`\nlines over ${MAX_LINE} characters (generated files and Markdown table rows left out): ${long.length}`);
for (const line of long.slice(0, 20)) console.log(`  ${line}`);
if (long.length > 20) console.log(`  … and ${long.length - 20} more`);
const rows = longTableRows(root, MAX_LINE);
console.log(`Markdown table rows over ${MAX_LINE} characters (a row cannot wrap): ${rows.length}`);
