// The production server for the benchmarks: `scripts/start.mjs` (builds first when the sources changed)
// on a private, throw-away embedded database with the demo world, on a free loopback port, with the data
// providers pointed at a closed port (no network); under `scripts/with-postgres.sh` (DATABASE_URL set) on
// that throw-away PostgreSQL server instead. Mirrors scripts/e2e-server.mjs. startAppServer() is the
// same with a PostgreSQL server and Redis of the caller's (several instances: bench/instances.ts and
// tests/multi-instance).
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

interface BenchServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** A super admin the benchmarks can sign in as (member and admin pages). */
export interface BenchLogin {
  email: string;
  password: string;
}

export interface AppServer extends BenchServer {
  port: number;
  /** The server's output lines so far (when started with captureOutput). */
  output: string[];
}

export interface AppServerOptions {
  /** Variables on top of the benchmark defaults, e.g. DATABASE_URL and REDIS_URL. */
  env?: Record<string, string | undefined>;
  /** Keep the server's output in `output` (and print it only with VERBOSE) instead of printing it. */
  captureOutput?: boolean;
  label?: string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early (code ${child.exitCode})`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`The server did not become healthy within ${Math.round(timeoutMs / 1000)} s`);
}

/**
 * Builds if needed, starts the server and resolves once GET /api/health answers 200; its super admin is
 * `login` (chosen here, so a benchmark can sign in). With DATABASE_URL set (`scripts/with-postgres.sh npm run
 * bench:…`) the server runs on that database, which must be new: a database that already has a super admin
 * keeps it, and the bench's login would not work there.
 */
async function startBenchServer(login: BenchLogin): Promise<BenchServer> {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  // A production server on PostgreSQL needs the signing secret set (the embedded database keeps a generated one).
  const postgres = databaseUrl
    ? { DATABASE_URL: databaseUrl, AUTH_SECRET: process.env.AUTH_SECRET || randomBytes(32).toString("base64") }
    : {};
  return startAppServer({ env: { SUPERADMIN_EMAIL: login.email, SUPERADMIN_PASSWORD: login.password, ...postgres } });
}

/**
 * Builds if needed (scripts/start.mjs), starts a production server and resolves once GET /api/health
 * answers 200. Without DATABASE_URL in options.env it runs on a throw-away embedded database.
 */
export async function startAppServer(options: AppServerOptions = {}): Promise<AppServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const root = mkdtempSync(path.join(tmpdir(), "edgecast-bench-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: baseUrl,
    PGLITE_DATA_DIR: path.join(root, "pglite"),
    SEED_DEMO_DATA: "true",
    LOG_LEVEL: "warn",
    NEXT_TELEMETRY_DISABLED: "1",
    ESPN_BASE_URL: "http://127.0.0.1:9",
    ODDS_API_BASE_URL: "http://127.0.0.1:9",
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  Object.assign(env, options.env);

  const label = options.label ?? "server";
  const database = env.DATABASE_URL
    ? `PostgreSQL server at ${new URL(env.DATABASE_URL).host}`
    : `embedded database in ${root}`;
  console.log(
    `Starting the production ${label} at ${baseUrl} (${database}${env.REDIS_URL ? ", Redis" : ""}; builds first if ` +
      `needed)…`,
  );
  // Own process group, so stop() ends the server and anything it started.
  const output: string[] = [];
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env,
    stdio: ["ignore", options.captureOutput ? "pipe" : "inherit", options.captureOutput ? "pipe" : "inherit"],
    detached: true,
  });
  if (options.captureOutput) {
    for (const stream of [child.stdout, child.stderr]) {
      let rest = "";
      stream?.on("data", (chunk: Buffer) => {
        const lines = (rest + chunk.toString("utf8")).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) {
          output.push(line);
          if (process.env.VERBOSE) console.log(`[${label}] ${line}`);
        }
      });
    }
  }
  const cleanup = () => rmSync(root, { recursive: true, force: true });

  try {
    await waitForHealth(baseUrl, child, 20 * 60_000);
  } catch (error) {
    killGroup(child, "SIGKILL");
    cleanup();
    if (options.captureOutput) console.error(output.slice(-40).join("\n"));
    throw error;
  }

  return {
    baseUrl,
    port,
    output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          cleanup();
          resolve();
          return;
        }
        const force = setTimeout(() => killGroup(child, "SIGKILL"), 10_000);
        child.once("exit", () => {
          clearTimeout(force);
          cleanup();
          resolve();
        });
        killGroup(child, "SIGTERM");
      }),
  };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/**
 * BENCH_URL reuses a running server (signing in as BENCH_EMAIL / BENCH_PASSWORD when given); otherwise one is
 * started for the run, with a super admin of its own, and stopped afterwards.
 */
export async function withBenchServer<T>(run: (baseUrl: string, login: BenchLogin | null) => Promise<T>): Promise<T> {
  const given = process.env.BENCH_URL?.replace(/\/$/, "");
  if (given) {
    const { BENCH_EMAIL: email, BENCH_PASSWORD: password } = process.env;
    return run(given, email && password ? { email, password } : null);
  }
  const login = { email: "bench-admin@example.com", password: `Bench-Lantern-${randomBytes(8).toString("hex")}` };
  const server = await startBenchServer(login);
  try {
    return await run(server.baseUrl, login);
  } finally {
    await server.stop();
  }
}
