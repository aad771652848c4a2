// `npm run bench:login [-- --users=1000 --signins=200 --concurrency=10 --db=pglite|postgres]`
// The sign-in path (POST /api/auth/login without HTTP): login() from lib/accounts/auth.service.ts, as the route
// calls it, on a throw-away database seeded with `--users` confirmed members who share one Argon2id hash at the
// product's parameters. `--concurrency` sign-ins run at once (a closed loop: each worker starts its next sign-in
// when the last one answers) until `--signins` have answered; each comes from an IP of its own. It prints the
// p50/p99 of a whole sign-in, the per-stage breakdown the service reports through its trace (lib/accounts
// auth.service.ts SignInTrace), the event loop's delay during the run, and the same run for unknown addresses
// (which must cost about what a known one does). Figures only, never assertions (docs/decisions.md, "Sign-in and
// the member dashboard under load").
//   npm run bench:login                                  (embedded PGlite in a temp dir)
//   scripts/with-postgres.sh npm run bench:login         (PostgreSQL: a database of its own on DATABASE_URL's server)
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";

import postgres from "postgres";

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const USERS = Number(option("users") ?? 1000);
const SIGNINS = Number(option("signins") ?? 200);
const CONCURRENCY = Number(option("concurrency") ?? 10);
const DB = option("db") ?? (process.env.DATABASE_URL ? "postgres" : "pglite");
if (DB !== "pglite" && DB !== "postgres") throw new Error("--db must be pglite or postgres");
if (DB === "postgres" && !process.env.DATABASE_URL)
  throw new Error("--db=postgres needs DATABASE_URL (scripts/with-postgres.sh sets one)");

const PASSWORD = "login bench password 2026";
process.env.LOG_LEVEL = "error";
process.env.SEED_DEMO_DATA = "false";

interface Sample {
  ms: number;
  ok: boolean;
  stages: Map<string, number>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((cell, index) => Math.max(cell.length, ...rows.map((row) => row[index]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join("  ");
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
}

/** A database of the bench's own: a temp PGlite directory, or a fresh database on DATABASE_URL's server. */
async function provisionDatabase(): Promise<() => Promise<void>> {
  if (DB === "pglite") {
    const dir = mkdtempSync(path.join(tmpdir(), "edgecast-login-bench-"));
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DATA_DIR = path.join(dir, "data");
    return async () => rmSync(dir, { recursive: true, force: true });
  }
  const adminUrl = process.env.DATABASE_URL!;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const name = `bench_login_${randomBytes(4).toString("hex")}`;
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  process.env.AUTH_SECRET ??= randomBytes(32).toString("base64url");
  return async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end({ timeout: 5 });
  };
}

async function main() {
  const dropDatabase = await provisionDatabase();
  const { db, closeConnection } = await import("@/db");
  const { users } = await import("@/db/schema");
  const { prepareDatabase } = await import("@/lib/system/bootstrap.service");
  const { hashPassword, PASSWORD_HASHING_CONCURRENCY } = await import("@/lib/accounts/password-hashing.service");
  const { login } = await import("@/lib/accounts/auth.service");
  try {
    await prepareDatabase({ demo: false, printCredentials: false });
    const passwordHash = await hashPassword(PASSWORD);
    for (let start = 0; start < USERS; start += 500) {
      const batch = Array.from({ length: Math.min(500, USERS - start) }, (_, offset) => {
        const i = start + offset;
        return {
          email: `member-${i}@login.bench`,
          fullName: `Bench Member ${i}`,
          passwordHash,
          role: "USER" as const,
          emailVerified: true,
        };
      });
      await db.insert(users).values(batch);
    }

    let ipCounter = 0;
    const nextIp = () => {
      ipCounter += 1;
      return `198.18.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}`;
    };

    /** `count` sign-ins, `CONCURRENCY` at a time, each worker starting its next one when the last answers. */
    async function run(
      count: number,
      emailOf: (index: number) => string,
    ): Promise<{ samples: Sample[]; wallMs: number; cpuMs: number; loopP99: number; loopMax: number }> {
      const samples: Sample[] = [];
      let next = 0;
      const loop = monitorEventLoopDelay({ resolution: 5 });
      loop.enable();
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < count) {
            const index = next++;
            const stages = new Map<string, number>();
            const trace = (stage: string, stageMs: number) => stages.set(stage, (stages.get(stage) ?? 0) + stageMs);
            const begun = performance.now();
            let ok = true;
            try {
              await login({ email: emailOf(index), password: PASSWORD }, { ip: nextIp(), trace });
            } catch {
              ok = false;
            }
            samples.push({ ms: performance.now() - begun, ok, stages });
          }
        }),
      );
      const wallMs = performance.now() - started;
      const cpu = process.cpuUsage(cpuBefore);
      loop.disable();
      return {
        samples,
        wallMs,
        cpuMs: (cpu.user + cpu.system) / 1000,
        loopP99: loop.percentile(99) / 1e6,
        loopMax: loop.max / 1e6,
      };
    }

    const known = (index: number) => `member-${index % USERS}@login.bench`;
    const unknown = (index: number) => `nobody-${index}@login.bench`;
    // Warm-up: the JIT, the pool's connections, the dummy hash unknown addresses are verified against.
    await run(CONCURRENCY * 2, known);
    await run(CONCURRENCY, unknown);

    console.log(
      `Sign-in bench on ${DB === "postgres" ? "PostgreSQL" : "PGlite"}: ${USERS} members, ${SIGNINS} sign-ins, ` +
        `${CONCURRENCY} at a time; ` +
        `${availableParallelism()} cores, libuv threadpool ${process.env.UV_THREADPOOL_SIZE ?? "4 (default)"}, ` +
        `${PASSWORD_HASHING_CONCURRENCY} Argon2 hash(es) at a time ` +
        "(stages that run at once overlap: their shares may add up to more than 100 %)",
    );
    const report = (label: string, result: Awaited<ReturnType<typeof run>>) => {
      const times = result.samples.map((sample) => sample.ms).sort((a, b) => a - b);
      const failures = result.samples.filter((sample) => !sample.ok).length;
      console.log(
        `\n${label}: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ` +
          `${ms(times.at(-1) ?? 0)}; ` +
          `${((result.samples.length / result.wallMs) * 1000).toFixed(1)} sign-ins/s, ` +
          `${ms(result.cpuMs / result.samples.length)} of CPU each ` +
          `(this process, hashing threads included); ${failures} refused; ` +
          `event-loop delay p99 ${ms(result.loopP99)}, max ${ms(result.loopMax)}`,
      );
      const names: string[] = [];
      for (const sample of result.samples)
        for (const name of sample.stages.keys()) if (!names.includes(name)) names.push(name);
      printTable(
        ["stage", "mean", "p50", "p99", "share"],
        names.map((name) => {
          const values = result.samples.map((sample) => sample.stages.get(name) ?? 0).sort((a, b) => a - b);
          const mean = values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);
          const totalMean = times.reduce((sum, value) => sum + value, 0) / Math.max(times.length, 1);
          return [
            name,
            ms(mean),
            ms(percentile(values, 50)),
            ms(percentile(values, 99)),
            `${((mean / totalMean) * 100).toFixed(0)} %`,
          ];
        }),
      );
    };
    report("Known members (right password)", await run(SIGNINS, known));
    report("Unknown addresses", await run(Math.max(CONCURRENCY * 5, Math.floor(SIGNINS / 4)), unknown));
    console.log("\nTarget (printed, not asserted): p50 ≤ 300 ms and p99 ≤ 1 s at 10 concurrent sign-ins (issue #26).");
  } finally {
    await closeConnection();
    await dropDatabase();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
