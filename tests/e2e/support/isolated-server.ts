// A second production server for the e2e tests that need another configuration than the suite's app (no
// SMTP_URL, say), from the same build but not the same directory: it runs in a temp folder holding links to
// the checkout and its own copy of `.next` (without `.next/cache`). Two servers revalidating pages into one
// `.next` would serve each other's renders (another database, another origin), so they never share it.
// Its output lines are kept, for tests that read what the server printed (the e-mails it logs without SMTP).
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { freePort } from "../../../bench/lib/server";

export interface IsolatedServer {
  baseUrl: string;
  /** Every line the server printed so far (stdout and stderr). */
  output: string[];
  stop(): Promise<void>;
}

/** What the copy leaves out: the build's own caches, local databases and test output. */
const NOT_LINKED = new Set([".next", ".data", ".git", "test-results", "playwright-report"]);

function stopGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/**
 * Starts `node server.mjs` (production, the suite's existing build) on a free loopback port with a fresh
 * embedded database and `env` on top of the defaults; resolves once GET /api/health answers 200.
 */
export async function startIsolatedServer(
  env: Record<string, string | undefined>,
  timeoutMs = 5 * 60_000,
): Promise<IsolatedServer> {
  const repo = process.cwd();
  const root = mkdtempSync(path.join(tmpdir(), "edgecast-e2e-isolated-"));
  const app = path.join(root, "app");
  cpSync(path.join(repo, ".next"), path.join(app, ".next"), {
    recursive: true,
    filter: (source) => path.relative(path.join(repo, ".next"), source).split(path.sep)[0] !== "cache",
  });
  for (const entry of readdirSync(repo)) {
    if (!NOT_LINKED.has(entry)) symlinkSync(path.join(repo, entry), path.join(app, entry));
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: baseUrl,
    PGLITE_DATA_DIR: path.join(root, "pglite"),
    SEED_DEMO_DATA: "false",
    LOG_LEVEL: "info",
    NEXT_TELEMETRY_DISABLED: "1",
    ESPN_BASE_URL: "http://127.0.0.1:9",
    ODDS_API_BASE_URL: "http://127.0.0.1:9",
  };
  for (const name of ["DATABASE_URL", "REDIS_URL", "SMTP_URL", "AUTH_SECRET", "AUTH_URL"]) delete childEnv[name];
  Object.assign(childEnv, env);

  const output: string[] = [];
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: app,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream?.on("data", (chunk: Buffer) => {
      const lines = (rest + chunk.toString("utf8")).split("\n");
      rest = lines.pop() ?? "";
      output.push(...lines);
    });
  }
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const cleanUp = () => rmSync(root, { recursive: true, force: true });
  const stop = async () => {
    const force = setTimeout(() => stopGroup(child, "SIGKILL"), 10_000);
    stopGroup(child, "SIGTERM");
    await exited;
    clearTimeout(force);
    cleanUp();
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      cleanUp();
      throw new Error(`the isolated server exited (code ${child.exitCode}):\n${output.slice(-30).join("\n")}`);
    }
    try {
      const health = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (health.ok) return { baseUrl, output, stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `the isolated server did not answer within ${timeoutMs / 1000} s:\n${output.slice(-30).join("\n")}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
