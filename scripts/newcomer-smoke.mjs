#!/usr/bin/env node
// Newcomer smoke test: what someone following the README's quick start on a fresh machine gets.
//
//   node scripts/newcomer-smoke.mjs [--port N] [--reuse-node-modules] [--keep] [--clone DIR]
//
// 1. Clones this repository's committed HEAD into a temp dir (no .data, no .next, no node_modules) and
//    runs the README's command exactly, `npm install && npm start`, with none of this shell's app
//    configuration (APP_URL, PORT, DATABASE_URL, AUTH_SECRET, PGLITE_DATA_DIR… are not passed on).
// 2. Waits for `/` and `/predictions` to answer 200 (the latter with prediction cards in its first view),
//    signs in through POST /api/auth/login (the endpoint the sign-in form posts to, with the Origin header
//    a browser sends) with a login the start printed,
//    checks robots.txt and a prerendered page's canonical link name the server's own origin, checks the record
//    the first start shows (GET /api/track-record and /track-record: at least 100 settled demo picks with a
//    win rate, ROI and closing-line value with its interval) and that a published pick's detail page names the
//    basis of its probability (the API's fairBasis; the page says what it is made of), then signs up
//    as a newcomer would: the start said e-mail goes to its log, the form's POST /api/auth/register answers
//    202, the confirmation link is read from the server's output, opened in Chromium (/usr/bin/chromium,
//    CHROMIUM_PATH) and confirmed, which lands on the dashboard signed in; the new password then signs in.
//    Then it stops the server.
// 3. Starts the same clone again with PORT set to another port (`npm start`, no rebuild) and does the same.
// 4. Checks that a start that cannot serve (port in use, database directory that cannot be created) exits
//    non-zero with a one-line cause instead of listening.
// Exits non-zero on the first failure, printing the server's last output lines.
//
// --reuse-node-modules hard-links this checkout's node_modules into the clone before `npm install` (which
// then has little to do): for quick runs by hand only; CI runs the real install.
// --port N: the second start's port (default: a free one). The first start uses the README's default, 3000.
// --keep: leave the temp dir (clone and logs) in place.
// --clone DIR: use this fresh clone (made by the caller, e.g. .ci/run) instead of cloning HEAD here.
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const reuseNodeModules = args.includes("--reuse-node-modules");
const keep = args.includes("--keep");
const portArg = args.includes("--port") ? Number(args[args.indexOf("--port") + 1]) : undefined;
const givenClone = args.includes("--clone") ? path.resolve(args[args.indexOf("--clone") + 1] ?? "") : undefined;

const README_COMMAND = "npm install && npm start";
const README_PORT = 3000;
const FIRST_START_TIMEOUT_MS = 30 * 60_000; // npm install + next build + migrations + demo seed
const LATER_START_TIMEOUT_MS = 5 * 60_000;
const PAGE_TIMEOUT_MS = 3 * 60_000;

// What a newcomer's shell has; nothing else from this run's environment reaches the app.
const PASSED_ENV = [
  "PATH",
  "HOME",
  "USER",
  "LOGNAME",
  "SHELL",
  "LANG",
  "LC_ALL",
  "LC_CTYPE",
  "TERM",
  "TMPDIR",
  "TZ",
  "CI",
  "NEXT_TELEMETRY_DISABLED",
  "NODE_EXTRA_CA_CERTS",
  "http_proxy",
  "https_proxy",
  "no_proxy",
  "HTTP_PROXY",
  "HTTPS_PROXY",
  "NO_PROXY",
  "npm_config_registry",
  "NPM_CONFIG_REGISTRY",
  "npm_config_cache",
  "npm_config_userconfig",
];

const started = Date.now();
const timings = [];
const work = mkdtempSync(path.join(tmpdir(), "edgecast-newcomer-"));
const clone = givenClone ?? path.join(work, "edgecast");
let current = null; // the running start: { child, log, lines, exited }

function log(message) {
  console.log(`[newcomer-smoke] ${message}`);
}

function seconds(since) {
  return `${Math.round((Date.now() - since) / 1000)} s`;
}

class SmokeFailure extends Error {}

function fail(message) {
  throw new SmokeFailure(message);
}

function newcomerEnv(extra = {}) {
  const env = {};
  for (const name of PASSED_ENV) if (process.env[name] !== undefined) env[name] = process.env[name];
  return { ...env, ...extra };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "0.0.0.0", () => server.close(() => resolve(true)));
  });
}

/** Runs `command` in the clone, in its own process group, output to a log file and to this console. */
function startCommand(name, command, env) {
  const logFile = path.join(work, `${name}.log`);
  const out = createWriteStream(logFile);
  const child = spawn("bash", ["-c", command], { cwd: clone, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const run = { name, child, logFile, lines: [], exited: null, waiters: [] };
  let pending = "";
  const onData = (chunk) => {
    out.write(chunk);
    pending += chunk.toString();
    const parts = pending.split("\n");
    pending = parts.pop() ?? "";
    for (const line of parts) {
      run.lines.push(line);
      console.log(`  ${name} │ ${line}`);
    }
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  run.exitPromise = new Promise((resolve) => {
    child.on("exit", (code, signal) => {
      if (pending) {
        run.lines.push(pending);
        console.log(`  ${name} │ ${pending}`);
      }
      out.end();
      run.exited = { code, signal };
      resolve(run.exited);
    });
  });
  current = run;
  return run;
}

function signalGroup(run, signal) {
  try {
    process.kill(-run.child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function stop(run) {
  if (run.exited) return run.exited;
  signalGroup(run, "SIGTERM");
  const forced = setTimeout(() => signalGroup(run, "SIGKILL"), 15_000);
  const result = await run.exitPromise;
  clearTimeout(forced);
  return result;
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resolves with the first output line matching `pattern`; fails if the command exits or time runs out. */
async function waitForLine(run, pattern, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const line = run.lines.find((candidate) => pattern.test(candidate));
    if (line) return line.match(pattern);
    if (run.exited)
      fail(`${run.name}: the command exited (code ${run.exited.code ?? run.exited.signal}) before ${what}`);
    if (Date.now() > deadline) fail(`${run.name}: no ${what} within ${Math.round(timeoutMs / 1000)} s`);
    await sleep(250);
  }
}

async function get(url) {
  const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(60_000) });
  return { status: response.status, text: await response.text() };
}

/** GET until 200 (a first render may be slow); fails on the server's exit or a timeout. */
async function waitFor200(run, url) {
  const deadline = Date.now() + PAGE_TIMEOUT_MS;
  let last = "no answer";
  for (;;) {
    if (run.exited)
      fail(
        `${run.name}: the server exited (code ${run.exited.code ?? run.exited.signal}) while GET ${url} was ${last}`,
      );
    try {
      const { status, text } = await get(url);
      if (status === 200) return text;
      last = `answering ${status}`;
      // A listening server that answers 5xx is the failure this smoke test exists for: no retries.
      if (status >= 500) fail(`${run.name}: GET ${url} answered ${status}: ${text.slice(0, 300)}`);
    } catch (error) {
      if (error instanceof SmokeFailure) throw error;
      last = `failing (${error.cause?.code ?? error.message})`;
    }
    if (Date.now() > deadline) fail(`${run.name}: GET ${url} still ${last} after ${PAGE_TIMEOUT_MS / 1000} s`);
    await sleep(1000);
  }
}

/** The logins printed under "Generated logins": [{ email, password }]. */
function printedLogins(run) {
  const start = run.lines.findIndex((line) => line.startsWith("Generated logins"));
  if (start < 0) return [];
  const logins = [];
  for (const line of run.lines.slice(start + 1)) {
    const match = line.match(/^\s+(\S+@\S+)\s+(\S+)\s*$/);
    if (!match) break;
    logins.push({ email: match[1], password: match[2] });
  }
  return logins;
}

/** Signs in the way the browser's sign-in form does: JSON to POST /api/auth/login from the site's own origin. */
async function signIn(run, origin, login) {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin,
      "sec-fetch-site": "same-origin",
      accept: "application/json",
    },
    body: JSON.stringify({ email: login.email, password: login.password }),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Reported below.
  }
  if (response.status !== 200 || body?.success !== true || typeof body?.data?.token !== "string") {
    fail(`${run.name}: sign-in as ${login.email} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  if (!(response.headers.get("set-cookie") ?? "").includes("=")) fail(`${run.name}: sign-in set no session cookie`);
  log(`signed in as ${login.email} (200, token and session cookie)`);
}

/** robots.txt and a page prerendered at build time name the server's own origin, not the build's. */
async function checkOrigin(run, origin) {
  const robots = await get(`${origin}/robots.txt`);
  if (robots.status !== 200 || !robots.text.includes(`Sitemap: ${origin}/sitemap.xml`)) {
    fail(`${run.name}: robots.txt does not point at ${origin}/sitemap.xml:\n${robots.text}`);
  }
  const terms = await waitFor200(run, `${origin}/terms`);
  const canonical = terms.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
  if (canonical !== `${origin}/terms`)
    fail(`${run.name}: /terms has canonical ${canonical ?? "(none)"}, expected ${origin}/terms`);
  log(`robots.txt and /terms' canonical link use ${origin}`);
}

/** Settled demo picks the first start must show: the demo's past weeks, published as the pipeline would have. */
const MIN_SETTLED = 100;

/**
 * The record a newcomer can judge on the first start: the API's track record has at least MIN_SETTLED settled
 * picks with a win rate and ROI, /track-record shows that count and a mean closing-line value with its 95 %
 * interval, and a published pick's detail page names what its probability is made of (the API's fairBasis:
 * the market consensus, the consensus pooled with the model, or the model alone).
 */
async function checkRecordAndBasis(run, origin) {
  const api = JSON.parse(await waitFor200(run, `${origin}/api/track-record`));
  const overall = api?.data?.overall;
  if (!(overall?.settled >= MIN_SETTLED))
    fail(
      `${run.name}: GET /api/track-record has ${overall?.settled ?? "no"} settled picks, expected at least ` +
        `${MIN_SETTLED}`,
    );
  if (overall.accuracy === null || overall.roi === null)
    fail(`${run.name}: GET /api/track-record has no win rate or ROI: ${JSON.stringify(overall)}`);
  const page = await waitFor200(run, `${origin}/track-record`);
  const shown = page.match(/data-testid="figure-settled"[^>]*>([\d,]+)</)?.[1];
  if (Number(shown?.replace(/,/g, "")) !== overall.settled)
    fail(`${run.name}: /track-record shows ${shown ?? "no"} settled picks, the API ${overall.settled}`);
  const clv = page.match(/data-testid="clv-all-clv"[^>]*>([^<]+)</)?.[1];
  if (!clv || !/95% CI/.test(clv))
    fail(`${run.name}: /track-record shows no mean closing-line value with its interval (${clv ?? "none"})`);
  log(
    `first-start record: ${overall.settled} settled, win rate ${(overall.accuracy * 100).toFixed(1)} %, ROI ` +
      `${(overall.roi * 100).toFixed(1)} %, CLV ${clv}`,
  );

  const list = JSON.parse(await waitFor200(run, `${origin}/api/predictions?limit=24`));
  const pick = (list?.data?.predictions ?? []).find((entry) => typeof entry.fairBasis === "string");
  if (!pick) fail(`${run.name}: GET /api/predictions has no pick with a fairBasis`);
  if (!["market-only", "market+model", "model-only"].includes(pick.fairBasis))
    fail(`${run.name}: pick ${pick.id} has fairBasis ${pick.fairBasis}`);
  const detail = await waitFor200(run, `${origin}/predictions/${pick.id}`);
  const text = detail.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ");
  const names = pick.fairBasis === "model-only" ? /model only/i : /consensus/i;
  if (!names.test(text))
    fail(`${run.name}: /predictions/${pick.id} (fairBasis ${pick.fairBasis}) does not name its basis (${names})`);
  log(`/predictions/${pick.id}: fairBasis ${pick.fairBasis}, named on the page`);
}

/**
 * The README's sign-up on the quick start, where no SMTP is configured: the start says e-mail goes to the log,
 * the registration answers 202, the confirmation e-mail appears in the server's output with its link, and
 * following that link in Chromium and confirming lands on the dashboard signed in. Then the password works.
 */
async function signsUpThroughTheLog(run, origin) {
  if (!run.lines.some((line) => line.startsWith("E-mail: SMTP_URL is not set")))
    fail(`${run.name}: the start did not say where e-mail goes`);
  const newcomer = {
    email: `newcomer-${Date.now().toString(36)}@example.com`,
    password: `Newcomer passphrase ${Math.random().toString(36).slice(2, 8)}`,
    fullName: "Nora Newcomer",
  };
  const response = await fetch(`${origin}/api/auth/register`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin,
      "sec-fetch-site": "same-origin",
      accept: "application/json",
    },
    body: JSON.stringify(newcomer),
    signal: AbortSignal.timeout(60_000),
  });
  if (response.status !== 202)
    fail(`${run.name}: registration answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  // The e-mail block names its recipient, then carries the link on a line of its own.
  const deadline = Date.now() + 60_000;
  let link;
  while (!link) {
    const at = run.lines.findIndex((line) => line === `To: ${newcomer.email}`);
    link =
      at < 0
        ? undefined
        : run.lines
            .slice(at, at + 30)
            .find((line) => /^https?:\/\/\S+\/auth\/verify-email\?token=[A-Za-z0-9_-]+$/.test(line.trim()))
            ?.trim();
    if (link) break;
    if (run.exited) fail(`${run.name}: the server exited before it logged the confirmation e-mail`);
    if (Date.now() > deadline)
      fail(`${run.name}: no confirmation e-mail to ${newcomer.email} in the server's output within 60 s`);
    await sleep(250);
  }
  if (!link.startsWith(`${origin}/`)) fail(`${run.name}: the logged link ${link} does not point at ${origin}`);
  log(`the confirmation link for ${newcomer.email} is in the server's output`);

  const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromiumPath))
    fail(`${run.name}: Chromium is not at ${chromiumPath} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const page = await browser.newPage();
    await page.goto(link, { timeout: PAGE_TIMEOUT_MS });
    await page.getByRole("button", { name: "Confirm My Address" }).click({ timeout: 60_000 });
    await page.waitForURL(/\/user\/dashboard$/, { timeout: 60_000 });
    const menu = page.getByRole("button", { name: `Account menu for ${newcomer.fullName}` });
    await menu.waitFor({ state: "visible", timeout: 60_000 });
    log(
      `Chromium: opened the link, confirmed, and landed on ${new URL(page.url()).pathname} signed in as ` +
        `${newcomer.fullName}`,
    );
  } catch (error) {
    fail(`${run.name}: confirming in Chromium failed: ${error?.message ?? error}`);
  } finally {
    await browser.close();
  }
  await signIn(run, origin, newcomer);
}

async function servesAndSignsIn(run, origin, login) {
  const [, printed] = await waitForLine(run, /EdgeCast is running at (\S+)/, run.timeoutMs, '"EdgeCast is running"');
  if (printed !== origin) fail(`${run.name}: the server says it runs at ${printed}, expected ${origin}`);
  for (const page of ["/", "/predictions"]) {
    const html = await waitFor200(run, `${origin}${page}`);
    log(`GET ${page} → 200`);
    if (page === "/predictions") {
      // The first view has picks: the server-rendered list holds prediction cards, not the empty state.
      const cards = html.match(/data-testid="prediction-card"/g)?.length ?? 0;
      if (cards === 0) fail(`${run.name}: /predictions rendered no prediction card in its first view`);
      log(`/predictions first view: ${cards} prediction cards`);
    }
  }
  await signIn(run, origin, login);
  await checkOrigin(run, origin);
}

/** A start that cannot serve must end with a non-zero exit and a one-line cause, never keep listening. */
async function mustFailToStart(name, env, what) {
  const run = startCommand(name, "npm start", newcomerEnv(env));
  const exited = await Promise.race([run.exitPromise, sleep(LATER_START_TIMEOUT_MS).then(() => null)]);
  if (!exited) {
    await stop(run);
    fail(`${name}: ${what} did not stop the server within ${LATER_START_TIMEOUT_MS / 1000} s`);
  }
  if (exited.code === 0 || exited.code === null)
    fail(`${name}: ${what} ended with exit ${exited.code ?? exited.signal}, expected non-zero`);
  const causes = run.lines.filter((line) => line.startsWith("EdgeCast could not start:"));
  if (causes.length !== 1) fail(`${name}: expected one "EdgeCast could not start:" line, got ${causes.length}`);
  if (run.lines.some((line) => line.includes("EdgeCast is running"))) fail(`${name}: the server said it was running`);
  log(`${what}: exit ${exited.code}, "${causes[0]}"`);
}

async function main() {
  const dirty = spawnSync("git", ["-C", repo, "status", "--porcelain"], { encoding: "utf8" }).stdout.trim();
  if (dirty) log("note: uncommitted changes are not tested (the smoke test clones the committed HEAD)");

  let step = Date.now();
  if (!givenClone) {
    const cloned = spawnSync("git", ["clone", "--quiet", repo, clone], { stdio: "inherit" });
    if (cloned.status !== 0) fail(`git clone ${repo} failed`);
  }
  const head = spawnSync("git", ["-C", clone, "log", "--oneline", "-1"], { encoding: "utf8" }).stdout.trim();
  log(`cloned ${head} into ${clone}`);
  if (reuseNodeModules) {
    const linked = spawnSync("cp", ["-al", path.join(repo, "node_modules"), path.join(clone, "node_modules")], {
      stdio: "inherit",
    });
    if (linked.status !== 0) fail("could not hard-link node_modules");
    log("node_modules hard-linked from the checkout (--reuse-node-modules)");
  }
  timings.push(["clone", seconds(step)]);

  if (!(await portIsFree(README_PORT))) fail(`port ${README_PORT} is in use: the README's quick start needs it free`);
  const secondPort = portArg ?? (await freePort());
  if (!Number.isInteger(secondPort) || secondPort === README_PORT) fail("--port needs a port other than 3000");

  // 1. The README's command, as printed.
  step = Date.now();
  log(`run 1: \`${README_COMMAND}\` (no PORT, no APP_URL, no .data)`);
  const first = startCommand("start-1", README_COMMAND, newcomerEnv());
  first.timeoutMs = FIRST_START_TIMEOUT_MS;
  await waitForLine(first, /EdgeCast is running at (\S+)/, FIRST_START_TIMEOUT_MS, '"EdgeCast is running"');
  timings.push(["npm install && npm start, until running", seconds(step)]);
  const logins = printedLogins(first);
  const login =
    logins.find((entry) => entry.email.startsWith("member@")) ??
    logins.find((entry) => entry.email.startsWith("admin"));
  if (!login) fail("start-1: the first start printed no member or admin login");
  log(`printed logins: ${logins.map((entry) => entry.email).join(", ")}`);
  step = Date.now();
  await servesAndSignsIn(first, `http://localhost:${README_PORT}`, login);
  await checkRecordAndBasis(first, `http://localhost:${README_PORT}`);
  await signsUpThroughTheLog(first, `http://localhost:${README_PORT}`);
  await stop(first);
  timings.push(["run 1 pages, sign-in, origin, record, sign-up, stop", seconds(step)]);

  // 2. The same clone on another port: no rebuild, and the port's own origin everywhere.
  step = Date.now();
  log(`run 2: \`npm start\` with PORT=${secondPort}`);
  const second = startCommand("start-2", "npm start", newcomerEnv({ PORT: String(secondPort) }));
  second.timeoutMs = LATER_START_TIMEOUT_MS;
  await servesAndSignsIn(second, `http://localhost:${secondPort}`, login);
  if (second.lines.some((line) => line.startsWith("Building EdgeCast")))
    fail("start-2: the second start built the app again");
  if (!second.lines.some((line) => line.startsWith(`APP_URL is not set: using http://localhost:${secondPort}`))) {
    fail("start-2: no warning that APP_URL was derived from PORT");
  }
  await stop(second);
  timings.push([`run 2 (PORT=${secondPort})`, seconds(step)]);

  // 3. Starts that cannot serve stop with a one-line cause.
  step = Date.now();
  const blocker = createServer();
  await new Promise((resolve) => blocker.listen(secondPort, "0.0.0.0", resolve));
  try {
    await mustFailToStart("busy-port", { PORT: String(secondPort) }, "a port in use");
  } finally {
    await new Promise((resolve) => blocker.close(resolve));
  }
  const notADirectory = path.join(work, "not-a-directory");
  writeFileSync(notADirectory, "a file where the database directory should go\n");
  await mustFailToStart(
    "bad-data-dir",
    { PORT: String(secondPort), PGLITE_DATA_DIR: path.join(notADirectory, "pglite") },
    "an impossible database directory",
  );
  timings.push(["start-up failures", seconds(step)]);
}

let exitCode = 0;
const cleanUp = async () => {
  if (current && !current.exited) await stop(current);
};
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await cleanUp();
    process.exit(130);
  });
}

try {
  await main();
} catch (error) {
  exitCode = 1;
  console.error(`[newcomer-smoke] FAILED: ${error instanceof SmokeFailure ? error.message : (error?.stack ?? error)}`);
  if (current) {
    console.error(`[newcomer-smoke] last lines of ${current.name} (${current.logFile}):`);
    for (const line of current.lines.slice(-40)) console.error(`  ${line}`);
  }
} finally {
  await cleanUp();
}

for (const [what, time] of timings) log(`${what.padEnd(44)} ${time}`);
log(`${"total".padEnd(44)} ${seconds(started)}`);
if (keep || exitCode !== 0) log(`kept ${work}`);
else rmSync(work, { recursive: true, force: true });
log(exitCode === 0 ? "passed: the README quick start works" : "FAILED");
process.exit(exitCode);
