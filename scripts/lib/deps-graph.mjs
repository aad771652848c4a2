import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// The folder-level import graph of lib/ and the other measures `npm run deps:report` prints. Imports are read
// as text ('@/lib/<folder>/…' and relative paths), like ../shared/tools/folder-graph.py, so the two agree;
// every first-level folder of lib/ is a node and the loose files of lib/ are left out.

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;
const SOURCE = /\.(ts|tsx|mts|mjs)$/;

function walkFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...walkFiles(full));
    else if (SOURCE.test(name)) out.push(full);
  }
  return out;
}

/**
 * @param {string} root the repository
 * @param {string[]} layers lib-layers.cjs, bottom first
 */
export function folderGraph(root, layers) {
  const lib = path.join(root, "lib");
  const folders = readdirSync(lib)
    .filter((name) => statSync(path.join(lib, name)).isDirectory())
    .sort();
  /** `from -> to` → the files that make the arrow */
  const arrows = new Map();
  for (const folder of folders) {
    for (const file of walkFiles(path.join(lib, folder))) {
      const source = readFileSync(file, "utf8");
      for (const match of source.matchAll(IMPORT)) {
        const spec = match[1] ?? match[2] ?? match[3];
        let target;
        if (spec.startsWith("@/lib/")) target = spec.slice("@/lib/".length).split("/")[0];
        else if (spec.startsWith(".")) {
          const relative = path.relative(lib, path.resolve(path.dirname(file), spec));
          if (relative.startsWith("..")) continue;
          target = relative.split(path.sep)[0];
        } else continue;
        if (!folders.includes(target) || target === folder) continue;
        const key = `${folder} -> ${target}`;
        if (!arrows.has(key)) arrows.set(key, new Set());
        arrows.get(key).add(path.relative(root, file));
      }
    }
  }
  const edges = new Map(folders.map((folder) => [folder, new Set()]));
  for (const key of arrows.keys()) {
    const [from, to] = key.split(" -> ");
    edges.get(from).add(to);
  }
  const pairs = [];
  for (const [from, tos] of edges)
    for (const to of tos) if (from < to && edges.get(to).has(from)) pairs.push(`${from} <-> ${to}`);
  const rank = new Map(layers.map((layer, index) => [layer, index]));
  const upward = [...arrows.keys()]
    .filter((key) => {
      const [from, to] = key.split(" -> ");
      return rank.has(from) && rank.has(to) && rank.get(to) > rank.get(from);
    })
    .map((key) => `${key} (${[...arrows.get(key)].join(", ")})`);
  return {
    folders,
    arrows: arrows.size,
    pairs,
    largestCycle: largestCycle(folders, edges),
    upward,
    unlisted: folders.filter((folder) => !rank.has(folder)),
  };
}

/** The largest strongly connected set of folders with more than one member (Tarjan), or []. */
function largestCycle(nodes, edges) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  let best = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 && component.length > best.length) best = component.sort();
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return best;
}

/** Files whose lines are generated or data, not written by hand: left out of the line-length count. */
const GENERATED = [
  /^package-lock\.json$/,
  /^db\/migrations\//,
  /^next-env\.d\.ts$/,
  /^public\//,
  /\.(png|jpg|ico|svg|woff2?|csv|sql)$/,
];
const TEXT = /\.(ts|tsx|mts|mjs|cjs|js|json|css|md|ya?ml|sh)$/;

/** A row of a Markdown table: it cannot wrap, so it is counted apart. */
const isTableRow = (file, line) => file.endsWith(".md") && line.trimStart().startsWith("|");

function scanLines(root, max, keep) {
  const files = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
  const found = [];
  for (const file of files) {
    if (!TEXT.test(file) || GENERATED.some((pattern) => pattern.test(file))) continue;
    let source;
    try {
      source = readFileSync(path.join(root, file), "utf8");
    } catch {
      continue; // deleted in the work tree
    }
    source.split("\n").forEach((line, index) => {
      if (line.length > max && keep(file, line)) found.push(`${file}:${index + 1} (${line.length})`);
    });
  }
  return found;
}

/** Every line longer than `max` characters in the tracked text files (Markdown table rows apart). */
export function longLines(root, max) {
  return scanLines(root, max, (file, line) => !isTableRow(file, line));
}

/** The Markdown table rows longer than `max` characters. */
export function longTableRows(root, max) {
  return scanLines(root, max, isTableRow);
}
