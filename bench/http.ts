// HTTP throughput of the public pages and GET /api/predictions against the production build, then the
// signed-in surface: member and admin pages, the sign-in pages, sign-in itself, and a mixed run.
//   npm run bench:http [-- --duration 10 --connections 50 --only public,member,admin,auth,login,mixed]
//   scripts/with-postgres.sh npm run bench:http          (the same on a throw-away PostgreSQL server)
//   BENCH_URL=http://… reuses a running server (BENCH_EMAIL / BENCH_PASSWORD, an admin, for the signed-in parts)
// public: each URL is warmed up, then loaded on its own for a fixed time with 50 connections over loopback
// (autocannon, one run). Pages are compared with a static page of the same build (/terms) and the API
// with a trivial JSON route (/api/ping); the targets are ≥ 0.8× the reference. The reference is measured
// before and after its group and the ratio uses the mean, so a machine that gets busier or quieter during
// the run does not tilt the comparison.
// member, admin, auth: each page at 10 and at 50 connections, members' and the super admin's pages with their
// session cookies (each connection its own member), the sign-in pages signed out; against /terms at the same
// connections, before and after the group. Targets: ≥ 0.4× /terms at both, no error, timeout or non-2xx, p99
// ≤ 1 s at 50.
// login: POST /api/auth/login by 10 members at once, each signing in again as soon as it is answered. Targets:
// p50 ≤ 300 ms, p99 ≤ 1 s. Sign-in limits count failures only (lib/rate-limit.ts), so correct sign-ins from one
// address are never limited and the bench needs no setting of its own.
// mixed: 50 visitor connections on the public pages alone, then the same while 50 member connections load
// member pages, then alone again, GET /api/health probed throughout. Targets: public ≥ 0.8× its throughput
// alone (the mean of before and after), health p99 < 200 ms.
import { pathToFileURL } from "node:url";

import autocannon from "autocannon";

import { createBenchMembers, signIn, waitForIdleJobs, type BenchMember, type Session } from "./lib/accounts";
import { withBenchServer, type BenchLogin } from "./lib/server";

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

/** The parts of the bench, in the order they run; --only picks some. */
export const BENCH_GROUPS = ["public", "member", "admin", "auth", "login", "mixed"] as const;
export type BenchGroup = (typeof BENCH_GROUPS)[number];

interface Options {
  duration: number;
  /** Connections of the public part (the signed-in parts use 10 and 50, the mixed run 50 + 50). */
  connections: number;
  warmup: number;
  /** Which parts run; all when left out. */
  only?: ReadonlySet<BenchGroup>;
}

export function parseOptions(argv: string[]): Options {
  const raw = (name: string) => {
    const inline = argv.find((arg) => arg.startsWith(`--${name}=`));
    if (inline) return inline.slice(name.length + 3);
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const read = (name: string, fallback: number) => {
    const given = raw(name);
    const value = given === undefined ? fallback : Number(given);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
    return value;
  };
  const only = raw("only");
  const groups =
    only === undefined
      ? undefined
      : only
          .split(",")
          .map((name) => name.trim())
          .filter(Boolean);
  const unknown = groups?.filter((name) => !(BENCH_GROUPS as readonly string[]).includes(name)) ?? [];
  if (groups && (groups.length === 0 || unknown.length > 0))
    throw new Error(`--only takes a list of ${BENCH_GROUPS.join(", ")} (got "${only}")`);
  return {
    duration: read("duration", 10),
    connections: read("connections", 50),
    warmup: read("warmup", 3),
    ...(groups ? { only: new Set(groups as BenchGroup[]) } : {}),
  };
}

async function load(baseUrl: string, path: string, connections: number, duration: number) {
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    connections,
    duration,
    headers: { accept: "text/html,application/json" },
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * Every part `options.only` names (all by default). The signed-in parts need `login`, an admin of the server
 * (the bench's own super admin when it starts the server); without one they are skipped with a note.
 */
export async function runHttpBench(
  baseUrl: string,
  options: Options = parseOptions([]),
  login: BenchLogin | null = null,
): Promise<HttpFigure[]> {
  const runs = (group: BenchGroup) => !options.only || options.only.has(group);
  const admin = login ? await signIn(baseUrl, login) : null;
  if (admin) await waitForIdleJobs(baseUrl, admin);
  const figures = runs("public") ? await runPublicBench(baseUrl, options) : [];
  const signedIn = BENCH_GROUPS.filter((group) => group !== "public" && runs(group));
  if (signedIn.length === 0) return figures;
  if (!login || !admin) {
    console.log(
      `\n(no login for this server: set BENCH_EMAIL and BENCH_PASSWORD, an admin, to run ${signedIn.join(", ")})`,
    );
    return figures;
  }
  await runSignedInBench(baseUrl, login, admin, options, new Set(signedIn));
  return figures;
}

async function runPublicBench(baseUrl: string, options: Options): Promise<HttpFigure[]> {
  const groups = [
    { reference: STATIC_REFERENCE, targets: PUBLIC_PAGES },
    { reference: TRIVIAL_JSON_REFERENCE, targets: API_TARGETS },
  ];
  const all = groups.flatMap((group) => [group.reference, ...group.targets]);

  console.log(
    `\nHTTP bench: ${options.connections} connections, ${options.duration} s per URL after a ${options.warmup} s ` +
      `warm-up (loopback, one run)`,
  );
  // Warm-up: fills the cache layer (the server expired every tag at start) and the JIT.
  for (const path of all) await load(baseUrl, path, 10, options.warmup);

  const figures: HttpFigure[] = [];
  for (const group of groups) {
    const before = await load(baseUrl, group.reference, options.connections, options.duration);
    const measured = [];
    for (const path of group.targets)
      measured.push({ path, ...(await load(baseUrl, path, options.connections, options.duration)) });
    const after = await load(baseUrl, group.reference, options.connections, options.duration);
    const referenceRate = (before.requestsPerSecond + after.requestsPerSecond) / 2;
    figures.push({ path: `${group.reference} (before)`, ...before, reference: null, ratio: null });
    figures.push({ path: `${group.reference} (after)`, ...after, reference: null, ratio: null });
    for (const figure of measured)
      figures.push({ ...figure, reference: group.reference, ratio: figure.requestsPerSecond / referenceRate });
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
    figure.ratio === null
      ? ""
      : figure.ratio >= TARGET_RATIO && figure.non2xx + figure.errors === 0
        ? "ok"
        : `below ${TARGET_RATIO}×`,
  ]);
  printTable(
    ["path", "req/s", "p50", "p99", "non-2xx", "errors", "ratio (vs mean)", `target ≥ ${TARGET_RATIO}×`],
    rows,
  );
}

export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join("  ")
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
}

// ── The signed-in surface ──────────────────────────────────────────────────────────────────────────────────

export const MEMBER_PAGES = [
  "/user/dashboard",
  "/user/predictions",
  "/user/favorites",
  "/user/settings",
  "/user/subscription",
  "/user/earnings",
];
export const ADMIN_PAGES = [
  "/admin/dashboard",
  "/admin/predictions",
  "/admin/users",
  "/admin/subscriptions",
  "/admin/payments",
  "/admin/models",
  "/admin/schedule",
];
export const AUTH_PAGES = ["/auth/login", "/auth/signup"];
const SIGNED_IN_CONNECTIONS = [10, 50] as const;
const SIGNED_IN_TARGET = { ratio: 0.4, p99Ms: 1000 };
const LOGIN_TARGET = { concurrency: 10, p50Ms: 300, p99Ms: 1000 };
const MIXED = { members: 50, visitors: 50, healthIntervalMs: 100, publicRatio: 0.8, healthP99Ms: 200 };
/** Members of the bench's own: one per connection of the sign-in run, and the cookies the page loads rotate over. */
const BENCH_MEMBERS = LOGIN_TARGET.concurrency;
const REQUEST_TIMEOUT_S = 10;

interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors other than timeouts. */
  errors: number;
  timeouts: number;
  non2xx: number;
  /** 503s among the non-2xx: requests the server shed (lib/http/load-shedding.mjs). */
  shed: number;
}

/** Who loads a set of paths: one Cookie header per connection, in turn (none: signed out). */
interface Visitors {
  paths: string[];
  cookies?: string[];
}

/**
 * Loads `visitors.paths` with `connections` connections for `duration` s. Each connection signs as its own
 * member (cookies in turn) and walks the paths from its own starting point, so the pages and members are
 * spread over the connections rather than all asking for the first one at once.
 */
async function measure(baseUrl: string, visitors: Visitors, connections: number, duration: number): Promise<Load> {
  let client = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration,
    timeout: REQUEST_TIMEOUT_S,
    headers: { accept: "text/html,application/json" },
    setupClient: (connection) => {
      const index = client++;
      const cookie = visitors.cookies?.[index % visitors.cookies.length];
      const paths = visitors.paths.map((_, offset) => visitors.paths[(index + offset) % visitors.paths.length]!);
      connection.setRequests(
        paths.map((path) => ({
          method: "GET",
          path,
          headers: cookie ? { accept: "text/html", cookie } : { accept: "text/html" },
        })),
      );
    },
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon counts timeouts among its errors.
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    shed: result.statusCodeStats?.["503"]?.count ?? 0,
  };
}

const failures = (load: Load) => load.errors + load.timeouts + load.non2xx;
/** autocannon counts only what was answered before the run ended: a load with nothing answered says so. */
const p99Of = (load: Load) => (load.requestsPerSecond === 0 && failures(load) === 0 ? "none answered" : ms(load.p99));
const describeFailures = (load: Load) =>
  `${load.errors}/${load.timeouts}/${load.non2xx}${load.shed > 0 ? ` (${load.shed} shed)` : ""}`;
const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${value.toFixed(0)} ms`);

/** Fails early, with the page and the status, when a page does not answer 200 to its visitor (a cookie refused, a
 * redirect). */
async function checkAnswers(baseUrl: string, path: string, cookie: string | undefined): Promise<void> {
  const response = await fetch(`${baseUrl}${path}`, {
    redirect: "manual",
    headers: { accept: "text/html", ...(cookie ? { cookie } : {}) },
  });
  await response.arrayBuffer();
  if (response.status !== 200) {
    throw new Error(
      `${path} answered ` +
        `${response.status}${response.headers.get("location") ? ` → ${response.headers.get("location")}` : ""} ` +
        `${cookie ? "with the session cookie" : "signed out"}`,
    );
  }
}

interface SignedInGroup {
  title: string;
  paths: string[];
  cookies?: string[];
}

interface SignedInRow {
  path: string;
  loads: Record<(typeof SIGNED_IN_CONNECTIONS)[number], Load>;
}

async function runSignedInGroup(baseUrl: string, group: SignedInGroup, options: Options): Promise<void> {
  for (const path of group.paths) await checkAnswers(baseUrl, path, group.cookies?.[0]);
  console.log(
    `\n${group.title}: each page at ${SIGNED_IN_CONNECTIONS.join(" and ")} connections, ${options.duration} s after ` +
      `a ${options.warmup} s warm-up`,
  );
  for (const path of [STATIC_REFERENCE, ...group.paths])
    await measure(baseUrl, { paths: [path], cookies: group.cookies }, 10, options.warmup);

  const reference = async () => {
    const loads = {} as SignedInRow["loads"];
    for (const connections of SIGNED_IN_CONNECTIONS)
      loads[connections] = await measure(baseUrl, { paths: [STATIC_REFERENCE] }, connections, options.duration);
    return loads;
  };
  const before = await reference();
  const rows: SignedInRow[] = [];
  for (const path of group.paths) {
    const loads = {} as SignedInRow["loads"];
    for (const connections of SIGNED_IN_CONNECTIONS)
      loads[connections] = await measure(
        baseUrl,
        { paths: [path], cookies: group.cookies },
        connections,
        options.duration,
      );
    rows.push({ path, loads });
  }
  const after = await reference();

  const referenceRate = (connections: (typeof SIGNED_IN_CONNECTIONS)[number]) =>
    (before[connections].requestsPerSecond + after[connections].requestsPerSecond) / 2;
  const cells = (loads: SignedInRow["loads"], withRatio: boolean) =>
    SIGNED_IN_CONNECTIONS.flatMap((connections) => {
      const load = loads[connections];
      return [
        load.requestsPerSecond.toFixed(0),
        withRatio ? `${(load.requestsPerSecond / referenceRate(connections)).toFixed(2)}×` : "reference",
        p99Of(load),
        describeFailures(load),
      ];
    });
  const verdict = (loads: SignedInRow["loads"]) => {
    const misses: string[] = [];
    for (const connections of SIGNED_IN_CONNECTIONS) {
      const load = loads[connections];
      const ratio = load.requestsPerSecond / referenceRate(connections);
      if (ratio < SIGNED_IN_TARGET.ratio) misses.push(`${ratio.toFixed(2)}× at ${connections}`);
      if (failures(load) > 0) misses.push(`${failures(load)} failed at ${connections}`);
    }
    const last = loads[SIGNED_IN_CONNECTIONS[SIGNED_IN_CONNECTIONS.length - 1]!];
    if (last.p99 > SIGNED_IN_TARGET.p99Ms) misses.push(`p99 ${ms(last.p99)}`);
    if (last.requestsPerSecond === 0)
      misses.push(`none answered at ${SIGNED_IN_CONNECTIONS[SIGNED_IN_CONNECTIONS.length - 1]}`);
    return misses.length === 0 ? "ok" : misses.join(", ");
  };

  const header = ["page"];
  for (const connections of SIGNED_IN_CONNECTIONS)
    header.push(
      `req/s @${connections}`,
      `vs ${STATIC_REFERENCE}`,
      `p99 @${connections}`,
      `err/timeout/non-2xx @${connections}`,
    );
  header.push(
    `target ≥ ${SIGNED_IN_TARGET.ratio}×, 0 failed, p99 ≤ ${ms(SIGNED_IN_TARGET.p99Ms)} ` +
      `@${SIGNED_IN_CONNECTIONS[SIGNED_IN_CONNECTIONS.length - 1]}`,
  );
  printTable(header, [
    [`${STATIC_REFERENCE} (before)`, ...cells(before, false), ""],
    [`${STATIC_REFERENCE} (after)`, ...cells(after, false), ""],
    ...rows.map((row) => [row.path, ...cells(row.loads, true), verdict(row.loads)]),
  ]);
}

interface Samples {
  latencies: number[];
  ok: number;
  /** Answers other than 2xx, by status. */
  statuses: Map<number, number>;
  /** Connection errors and timeouts. */
  errors: number;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

function summarise(samples: Samples) {
  const sorted = [...samples.latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? NaN,
  };
}

/** One timed request; its latency is kept whatever it answered, its failure counted. */
async function timed(samples: Samples, url: string, init: RequestInit = {}): Promise<void> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_S * 1000) });
    await response.arrayBuffer();
    samples.latencies.push(performance.now() - started);
    if (response.ok) samples.ok += 1;
    else samples.statuses.set(response.status, (samples.statuses.get(response.status) ?? 0) + 1);
  } catch {
    samples.errors += 1;
  }
}

const newSamples = (): Samples => ({ latencies: [], ok: 0, statuses: new Map(), errors: 0 });
const describeStatuses = (samples: Samples) =>
  [...samples.statuses].map(([status, count]) => `${count}× ${status}`).join(", ") || "0";

/** Each member signs in again as soon as its last sign-in was answered, for `duration` s: `members.length` at once. */
async function runLoginBench(baseUrl: string, members: BenchMember[], options: Options): Promise<void> {
  console.log(
    `\nSign-in: POST /api/auth/login by ${members.length} members at once, ${options.duration} s (each signs in ` +
      `again when answered)`,
  );
  const samples = newSamples();
  const deadline = performance.now() + options.duration * 1000;
  const started = performance.now();
  await Promise.all(
    members.map(async (member) => {
      while (performance.now() < deadline) {
        await timed(samples, `${baseUrl}/api/auth/login`, {
          method: "POST",
          headers: { origin: baseUrl, accept: "application/json", "content-type": "application/json" },
          body: JSON.stringify({ email: member.email, password: member.password }),
        });
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const { count, p50, p99, max } = summarise(samples);
  const misses = [
    ...(p50 > LOGIN_TARGET.p50Ms ? [`p50 ${ms(p50)}`] : []),
    ...(p99 > LOGIN_TARGET.p99Ms ? [`p99 ${ms(p99)}`] : []),
    ...(samples.errors + count - samples.ok > 0 ? [`${samples.errors + count - samples.ok} failed`] : []),
  ];
  printTable(
    [
      "request",
      "sign-ins",
      "per s",
      "p50",
      "p99",
      "max",
      "errors",
      "non-2xx",
      `target p50 ≤ ${ms(LOGIN_TARGET.p50Ms)}, p99 ≤ ${ms(LOGIN_TARGET.p99Ms)}`,
    ],
    [
      [
        "POST /api/auth/login",
        String(samples.ok),
        (samples.ok / elapsed).toFixed(1),
        ms(p50),
        ms(p99),
        ms(max),
        String(samples.errors),
        describeStatuses(samples),
        misses.length === 0 ? "ok" : misses.join(", "),
      ],
    ],
  );
}

/** GET /api/health every `intervalMs` (after the last answer) until `stop` resolves, as a load balancer would. */
async function probeHealth(baseUrl: string, stop: Promise<unknown>): Promise<Samples> {
  const samples = newSamples();
  let stopped = false;
  void stop.finally(() => (stopped = true));
  while (!stopped) {
    await timed(samples, `${baseUrl}/api/health`);
    await new Promise((resolve) => setTimeout(resolve, MIXED.healthIntervalMs));
  }
  return samples;
}

async function runMixedBench(baseUrl: string, members: BenchMember[], options: Options): Promise<void> {
  const visitors: Visitors = { paths: PUBLIC_PAGES };
  const memberLoad: Visitors = { paths: MEMBER_PAGES, cookies: members.map((member) => member.session.cookie) };
  console.log(
    `\nMixed: ${MIXED.visitors} visitor connections on ${PUBLIC_PAGES.join(", ")} alone, then with ${MIXED.members} ` +
      `member connections on ${MEMBER_PAGES.join(", ")} at the same time, then alone again; GET /api/health every ` +
      `${MIXED.healthIntervalMs} ms throughout (${options.duration} s each)`,
  );
  await measure(baseUrl, visitors, 10, options.warmup);
  await measure(baseUrl, memberLoad, 10, options.warmup);

  // The visitors alone before and after, the ratio against the mean (as the reference pages elsewhere), with the
  // health probe running beside them too, so the health figure under members has its own baseline.
  const alone = async () => {
    const run = measure(baseUrl, visitors, MIXED.visitors, options.duration);
    const health = probeHealth(baseUrl, run);
    return { load: await run, health: await health };
  };
  const before = await alone();
  // The members' connections open first: they are the load the visitors arrive into. (The other way round, on
  // this 2-core machine, the visitors took the event loop and the members' admitted renders did not finish
  // within the 10 s timeout: docs/decisions.md, "Load shedding (issue #26)".)
  const memberRun = measure(baseUrl, memberLoad, MIXED.members, options.duration);
  const mixedRun = Promise.all([measure(baseUrl, visitors, MIXED.visitors, options.duration), memberRun]);
  const mixedHealth = probeHealth(baseUrl, mixedRun);
  const [publicMixed, membersMixed] = await mixedRun;
  const healthMixed = await mixedHealth;
  const after = await alone();

  const ratio = publicMixed.requestsPerSecond / ((before.load.requestsPerSecond + after.load.requestsPerSecond) / 2);
  const loadRow = (part: string, load: Load, vsSolo: string, target: string) => [
    part,
    load.requestsPerSecond.toFixed(0),
    ms(load.p50),
    p99Of(load),
    describeFailures(load),
    vsSolo,
    target,
  ];
  printTable(
    ["part", "req/s", "p50", "p99", "err/timeout/non-2xx", "vs alone (mean)", "target"],
    [
      loadRow("public pages, alone (before)", before.load, "reference", ""),
      loadRow("public pages, alone (after)", after.load, "reference", ""),
      loadRow(
        "public pages, with members",
        publicMixed,
        `${ratio.toFixed(2)}×`,
        ratio >= MIXED.publicRatio ? "ok" : `below ${MIXED.publicRatio}×`,
      ),
      loadRow("member pages, with visitors", membersMixed, "", ""),
    ],
  );
  const healthRow = (part: string, samples: Samples, target: boolean) => {
    const { count, p50, p99, max } = summarise(samples);
    const failed = samples.errors + (count - samples.ok);
    const verdict =
      p99 < MIXED.healthP99Ms && failed === 0
        ? "ok"
        : [p99 >= MIXED.healthP99Ms ? `p99 ${ms(p99)}` : "", failed > 0 ? `${failed} failed` : ""]
            .filter(Boolean)
            .join(", ");
    return [
      part,
      String(count),
      ms(p50),
      ms(p99),
      ms(max),
      `${samples.errors}/${describeStatuses(samples)}`,
      target ? verdict : "",
    ];
  };
  printTable(
    ["health probe", "probes", "p50", "p99", "max", "errors/non-2xx", `target p99 < ${ms(MIXED.healthP99Ms)}`],
    [
      healthRow("GET /api/health, visitors alone (before)", before.health, false),
      healthRow("GET /api/health, visitors and members", healthMixed, true),
      healthRow("GET /api/health, visitors alone (after)", after.health, false),
    ],
  );
}

async function runSignedInBench(
  baseUrl: string,
  login: BenchLogin,
  admin: Session,
  options: Options,
  groups: ReadonlySet<BenchGroup>,
): Promise<void> {
  const needsMembers = groups.has("member") || groups.has("login") || groups.has("mixed");
  const members = needsMembers ? await createBenchMembers(baseUrl, admin, BENCH_MEMBERS) : [];
  const memberCookies = members.map((member) => member.session.cookie);

  if (groups.has("member"))
    await runSignedInGroup(
      baseUrl,
      { title: "Member pages (bench members, signed in)", paths: MEMBER_PAGES, cookies: memberCookies },
      options,
    );
  if (groups.has("admin"))
    await runSignedInGroup(
      baseUrl,
      { title: `Admin pages (${login.email}, signed in)`, paths: ADMIN_PAGES, cookies: [admin.cookie] },
      options,
    );
  if (groups.has("auth"))
    await runSignedInGroup(baseUrl, { title: "Sign-in pages (signed out)", paths: AUTH_PAGES }, options);
  if (groups.has("login")) await runLoginBench(baseUrl, members, options);
  if (groups.has("mixed")) await runMixedBench(baseUrl, members, options);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const options = parseOptions(process.argv.slice(2));
  withBenchServer((baseUrl, login) => runHttpBench(baseUrl, options, login)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
