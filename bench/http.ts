// HTTP throughput of the public pages and GET /api/predictions against the production build.
//   npm run bench:http [-- --duration 10 --connections 50]     (BENCH_URL=http://… reuses a running server)
// Each URL is warmed up, then loaded on its own for a fixed time with 50 connections over loopback
// (autocannon, one run). Pages are compared with a static page of the same build (/terms) and the API
// with a trivial JSON route (/api/ping); the targets are ≥ 0.8× the reference. The reference is measured
// before and after its group and the ratio uses the mean, so a machine that gets busier or quieter during
// the run does not tilt the comparison.
import { pathToFileURL } from "node:url";

import autocannon from "autocannon";

import { withBenchServer } from "./lib/server";

export const STATIC_REFERENCE = "/terms";
export const TRIVIAL_JSON_REFERENCE = "/api/ping";
export const PUBLIC_PAGES = ["/", "/predictions", "/tips", "/leagues", "/categories", "/track-record"];
export const API_TARGETS = ["/api/predictions?limit=12"];
const TARGET_RATIO = 0.8;

export interface HttpFigure {
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  reference: string | null;
  ratio: number | null;
}

interface Options {
  duration: number;
  connections: number;
  warmup: number;
}

function parseOptions(argv: string[]): Options {
  const read = (name: string, fallback: number) => {
    const index = argv.indexOf(`--${name}`);
    const value = index >= 0 ? Number(argv[index + 1]) : fallback;
    if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
    return value;
  };
  return { duration: read("duration", 10), connections: read("connections", 50), warmup: read("warmup", 3) };
}

async function load(baseUrl: string, path: string, connections: number, duration: number) {
  const result = await autocannon({ url: `${baseUrl}${path}`, connections, duration, headers: { accept: "text/html,application/json" } });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export async function runHttpBench(baseUrl: string, options: Options = parseOptions([])): Promise<HttpFigure[]> {
  const groups = [
    { reference: STATIC_REFERENCE, targets: PUBLIC_PAGES },
    { reference: TRIVIAL_JSON_REFERENCE, targets: API_TARGETS },
  ];
  const all = groups.flatMap((group) => [group.reference, ...group.targets]);

  console.log(`\nHTTP bench: ${options.connections} connections, ${options.duration} s per URL after a ${options.warmup} s warm-up (loopback, one run)`);
  // Warm-up: fills the cache layer (the server expired every tag at start) and the JIT.
  for (const path of all) await load(baseUrl, path, 10, options.warmup);

  const figures: HttpFigure[] = [];
  for (const group of groups) {
    const before = await load(baseUrl, group.reference, options.connections, options.duration);
    const measured = [];
    for (const path of group.targets) measured.push({ path, ...(await load(baseUrl, path, options.connections, options.duration)) });
    const after = await load(baseUrl, group.reference, options.connections, options.duration);
    const referenceRate = (before.requestsPerSecond + after.requestsPerSecond) / 2;
    figures.push({ path: `${group.reference} (before)`, ...before, reference: null, ratio: null });
    figures.push({ path: `${group.reference} (after)`, ...after, reference: null, ratio: null });
    for (const figure of measured) figures.push({ ...figure, reference: group.reference, ratio: figure.requestsPerSecond / referenceRate });
  }
  printHttpTable(figures);
  return figures;
}

export function printHttpTable(figures: HttpFigure[]): void {
  const rows = figures.map((figure) => [
    figure.path,
    figure.requestsPerSecond.toFixed(0),
    `${figure.p50.toFixed(0)} ms`,
    `${figure.p99.toFixed(0)} ms`,
    String(figure.non2xx),
    String(figure.errors),
    figure.ratio === null ? "reference" : `${figure.ratio.toFixed(2)}× ${figure.reference}`,
    figure.ratio === null ? "" : figure.ratio >= TARGET_RATIO && figure.non2xx + figure.errors === 0 ? "ok" : `below ${TARGET_RATIO}×`,
  ]);
  printTable(["path", "req/s", "p50", "p99", "non-2xx", "errors", "ratio (vs mean)", `target ≥ ${TARGET_RATIO}×`], rows);
}

export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join("  ").trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const options = parseOptions(process.argv.slice(2));
  withBenchServer((baseUrl) => runHttpBench(baseUrl, options)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
