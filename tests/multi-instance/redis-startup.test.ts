import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { freePort, startAppServer, type AppServer } from "../../bench/lib/server";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../helpers/throwaway-postgres";
import { startThrowawayRedis, type ThrowawayRedis, type ThrowawayRedisOptions } from "../helpers/throwaway-redis";

// The production server checks the Redis of REDIS_URL before it serves (lib/cache/redis/startup-check.mjs;
// README, "Production topology"): reachable, and sending the keyspace notifications the shared cache's
// handlers listen to. A Redis without them used to be served around: the handler package's own check threw
// into unhandled rejections, it never subscribed, and two instances stopped seeing each other's writes. Now the
// server turns them on where CONFIG is allowed, proves them with a live probe where it is not, and otherwise
// stops with exit code 1 and one line naming the cause, like a busy port.

const root = fileURLToPath(new URL("../..", import.meta.url));
const CAUSE = /^EdgeCast could not start: /;

let database: ThrowawayPostgres;
const started: { stop(): Promise<void> }[] = [];

beforeAll(async () => {
  database = await startThrowawayPostgres();
}, 120_000);

afterAll(async () => {
  for (const each of started.reverse()) await each.stop();
  database?.destroy();
}, 60_000);

async function redis(options: ThrowawayRedisOptions): Promise<ThrowawayRedis> {
  const server = await startThrowawayRedis(options);
  started.push(server);
  return server;
}

function appEnv(redisUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    AUTH_SECRET: randomBytes(32).toString("base64"),
    LOG_LEVEL: "warn",
    ...extra,
  };
}

/** Runs `node server.mjs` as production does until it exits: its exit code and output (30 s at most). */
async function runUntilExit(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string; ms: number }> {
  const port = await freePort();
  const base: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  const begun = Date.now();
  const child = spawn(process.execPath, [path.join(root, "server.mjs")], {
    cwd: root,
    env: { ...base, PORT: String(port), HOST: "127.0.0.1", APP_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server.mjs still running after 30 s:\n${stdout}\n${stderr}`));
    }, 30_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - begun });
    });
  });
}

/** What Redis says: its notify-keyspace-events (CONFIG allowed) and the channels someone subscribed to. */
async function redisState(url: string, { config = true } = {}): Promise<{ events: string | null; channels: string[] }> {
  const client = createClient({ url });
  client.on("error", () => {});
  await client.connect();
  try {
    const events = config ? ((await client.configGet("notify-keyspace-events"))["notify-keyspace-events"] ?? "") : null;
    return { events, channels: await client.pubSubChannels() };
  } finally {
    await client.quit();
  }
}

/** The handler package's complaints when it finds no notifications, or cannot ask. */
const handlerComplaints = (server: AppServer) =>
  server.output.filter((line) =>
    /Keyspace event configuration|Error setting up pub\/sub client|Unhandled|unhandledRejection/i.test(line),
  );

/** A page answers, and the shared cache's handler listens for expired keys (what lets instances see each other's
 * writes). */
async function expectServingWithSharedCache(server: AppServer, redisUrl: string, config: boolean) {
  const page = await fetch(`${server.baseUrl}/predictions`, { headers: { accept: "text/html" } });
  expect(page.status).toBe(200);
  await expect
    .poll(async () => (await redisState(redisUrl, { config })).channels, { timeout: 10_000 })
    .toContain("__keyevent@0__:expired");
  expect(handlerComplaints(server)).toEqual([]);
}

describe("the production server's Redis check at start-up", () => {
  it(
    "a Redis without keyspace notifications where CONFIG is allowed: the server turns them on, says so once, and " +
      "serves",
    async () => {
      const plain = await redis({ keyspaceEvents: "" });
      expect((await redisState(plain.url)).events).toBe("");
      // Builds first if the sources changed (with REDIS_URL, the build's handlers use this Redis too).
      const server = await startAppServer({
        env: appEnv(plain.url),
        captureOutput: true,
        label: "server on a Redis without notifications",
      });
      started.push(server);
      const events = (await redisState(plain.url)).events ?? "";
      for (const flag of ["E", "x", "e"]) expect(events, `notify-keyspace-events "${events}"`).toContain(flag);
      expect(server.output.filter((line) => line.includes("with CONFIG SET for the shared cache"))).toHaveLength(1);
      await expectServingWithSharedCache(server, plain.url, true);
      await server.stop();
    },
    25 * 60_000,
  );

  it("a Redis that forbids CONFIG and sends no notifications: exit code 1 and one line naming the cause", async () => {
    const locked = await redis({ keyspaceEvents: "", forbidConfig: true });
    const result = await runUntilExit(appEnv(locked.url));
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([expect.stringMatching(CAUSE)]);
    const line = result.stderr.trim();
    expect(line).toContain(`Redis at ${locked.url} (REDIS_URL) sends no keyspace notifications`);
    expect(line).toMatch(/unknown command 'CONFIG'/);
    expect(line).toContain("notify-keyspace-events Exe");
    expect(result.stdout).not.toContain("EdgeCast is running");
    console.log(`redis start-up check: refused in ${result.ms} ms: ${line}`);
  }, 60_000);

  it(
    "SKIP_KEYSPACE_CONFIG_CHECK=true keeps the server off CONFIG, but not off the check: no notifications, no " +
      "start",
    async () => {
      const plain = await redis({ keyspaceEvents: "" });
      const result = await runUntilExit(appEnv(plain.url, { SKIP_KEYSPACE_CONFIG_CHECK: "true" }));
      expect(result.code).toBe(1);
      expect(result.stderr.trim().split("\n")).toEqual([expect.stringMatching(CAUSE)]);
      expect(result.stderr).toContain("sends no keyspace notifications");
      expect(result.stderr).toContain("SKIP_KEYSPACE_CONFIG_CHECK is true");
      // It did not set them either.
      expect((await redisState(plain.url)).events).toBe("");
    },
    60_000,
  );

  it("an unreachable REDIS_URL: exit code 1 and one line, without waiting for it", async () => {
    const closed = `redis://127.0.0.1:${await freePort()}`;
    const result = await runUntilExit(appEnv(closed));
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      `EdgeCast could not start: Redis at ${closed} (REDIS_URL) cannot be reached: connect ECONNREFUSED ` +
        `${closed.slice("redis://".length)}`,
    ]);
    expect(result.ms).toBeLessThan(20_000);
  }, 60_000);

  it(
    "a Redis that forbids CONFIG but sends the notifications (set in the provider's console): the live probe lets " +
      "it serve",
    async () => {
      const managed = await redis({ keyspaceEvents: "Exe", forbidConfig: true });
      const server = await startAppServer({
        env: appEnv(managed.url),
        captureOutput: true,
        label: "server on a Redis without CONFIG",
      });
      started.push(server);
      // The handler package, which would ask CONFIG GET itself, was told the check is done.
      await expectServingWithSharedCache(server, managed.url, false);
      await server.stop();
    },
    10 * 60_000,
  );
});
