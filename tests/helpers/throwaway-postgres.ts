// A PostgreSQL 15 server of the test's own, which the test may stop, start again or kill: the fault tests
// need an outage they control, which the shared server of scripts/with-postgres.sh must never have.
// Same set-up as that script: a fresh temp dir, loopback only, no durability, as the `postgres` OS user
// when running as root (initdb and pg_ctl refuse root).
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

export interface ThrowawayPostgres {
  /** postgres://… URL of the server's `postgres` database. */
  url: string;
  /** Stops the server (fast shutdown: open connections are terminated). */
  stop(): void;
  /** Starts it again on the same port and data. */
  start(): void;
  /** Stops it and removes its files. */
  destroy(): void;
}

function asPostgres(command: string, args: string[]) {
  const root = process.getuid?.() === 0;
  const result = root
    ? spawnSync("runuser", ["-u", "postgres", "--", command, ...args], { encoding: "utf8" })
    : spawnSync(command, args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${path.basename(command)} failed: ${result.stderr || result.stdout}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), "throwaway-postgres-"));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, "data");
  asPostgres(`${PG_BIN}/initdb`, [
    "-D",
    data,
    "-A",
    "trust",
    "-U",
    "postgres",
    "-E",
    "UTF8",
    "--locale=C",
    "--no-sync",
  ]);
  const port = await freePort();
  const options =
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c ` +
    `full_page_writes=off`;
  const start = () =>
    asPostgres(`${PG_BIN}/pg_ctl`, [
      "-D",
      data,
      "-l",
      path.join(dir, "server.log"),
      "-w",
      "-t",
      "60",
      "-o",
      options,
      "start",
    ]);
  const stop = () => asPostgres(`${PG_BIN}/pg_ctl`, ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      try {
        asPostgres(`${PG_BIN}/pg_ctl`, ["-D", data, "-m", "immediate", "-w", "stop"]);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
