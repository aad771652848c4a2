// A Redis server of the test's own (Debian's redis-server) on a free loopback port, in memory only (no
// RDB snapshots, no AOF), with the keyspace notifications the shared cache handler listens to. The
// several-instances tests and `npm run bench:instances` start one; stop() ends it. The start-up check's
// tests start misconfigured ones: without notifications, or with CONFIG forbidden as managed services do.
import { spawn } from "node:child_process";
import { createConnection } from "node:net";

import { freePort } from "../../bench/lib/server";

const REDIS_SERVER = process.env.REDIS_SERVER ?? "redis-server";

export interface ThrowawayRedis {
  /** redis://127.0.0.1:<port> */
  url: string;
  stop(): Promise<void>;
}

/** Sends one inline command and resolves with the first reply line ("+PONG"). */
function ask(port: number, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: "127.0.0.1", port }, () => socket.write(`${command}\r\n`));
    socket.setTimeout(2000, () => socket.destroy(new Error("Redis did not answer")));
    socket.once("data", (data) => {
      resolve(data.toString("utf8").split("\r\n")[0] ?? "");
      socket.end();
    });
    socket.once("error", reject);
  });
}

export interface ThrowawayRedisOptions {
  /** notify-keyspace-events; "" sends none. Default "Exe", what the shared cache needs. */
  keyspaceEvents?: string;
  /** Forbid CONFIG (`rename-command CONFIG ""`), as managed Redis services do. */
  forbidConfig?: boolean;
}

export async function startThrowawayRedis({
  keyspaceEvents = "Exe",
  forbidConfig = false,
}: ThrowawayRedisOptions = {}): Promise<ThrowawayRedis> {
  const port = await freePort();
  const child = spawn(
    REDIS_SERVER,
    [
      ...[
        "--port",
        String(port),
        "--bind",
        "127.0.0.1",
        "--save",
        "",
        "--appendonly",
        "no",
        "--notify-keyspace-events",
        keyspaceEvents,
        "--loglevel",
        "warning",
      ],
      ...(forbidConfig ? ["--rename-command", "CONFIG", ""] : []),
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const failed = new Promise<never>((_, reject) => {
    child.once("error", (error) =>
      reject(new Error(`redis-server did not start (${error.message}); install it: apt-get install -y redis-server`)),
    );
    child.once("exit", (code) => reject(new Error(`redis-server exited (code ${code}): ${stderr.trim()}`)));
  });
  failed.catch(() => {});

  const deadline = Date.now() + 10_000;
  for (;;) {
    const reply = await Promise.race([ask(port, "PING").catch(() => ""), failed]);
    if (reply === "+PONG") break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`redis-server did not answer on port ${port}: ${stderr.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 5000).unref();
      }),
  };
}
