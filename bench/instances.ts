// One app instance against two, on one PostgreSQL server and one Redis (README, "Production topology").
//   npm run bench:instances [-- --duration 10 --connections 50]
// Starts a throw-away PostgreSQL 15 and Redis (Debian's redis-server), then measures over loopback:
//   1. one instance without REDIS_URL (in-memory cache and the micro-cache, as a single server runs today);
//   2. one instance with REDIS_URL (shared cache in Redis, no micro-cache);
//   3. two instances with REDIS_URL, loaded at the same time (the sum is the pair's throughput);
//   4. the staleness after a write: a prediction created through one instance, polled every 20 ms on the
//      other's GET /api/predictions and /predictions until it shows (five writes; the target is ≤ 2 s).
// All instances run on this machine's cores, so the pair shares them with each other and with the load
// generator: the figures compare set-ups here, they do not predict a deployment on separate hosts.
import { randomBytes } from "node:crypto";

import autocannon from "autocannon";

import { startThrowawayPostgres } from "../tests/helpers/throwaway-postgres";
import { startThrowawayRedis } from "../tests/helpers/throwaway-redis";
import { startAppServer, type AppServer } from "./lib/server";

const TARGETS = ["/api/predictions?limit=12", "/predictions"];
const STALENESS_TARGET_MS = 2_000;
const WRITES = 5;

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

const duration = option("duration", 10);
const connections = option("connections", 50);

async function rate(server: AppServer, path: string, seconds = duration, conns = connections): Promise<number> {
  const result = await autocannon({
    url: `${server.baseUrl}${path}`,
    connections: conns,
    duration: seconds,
    headers: { accept: "text/html,application/json" },
  });
  if (result.non2xx > 0 || result.errors > 0)
    console.warn(`  ${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

async function warm(servers: AppServer[]) {
  for (const server of servers) for (const path of TARGETS) await rate(server, path, 3, 10);
}

async function signIn(server: AppServer, credentials: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { Origin: server.baseUrl, Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return (await response.json()).data.token as string;
}

/** Milliseconds from a write through `writer` until `reader`'s API and page both show it. */
async function staleness(writer: AppServer, reader: AppServer, token: string): Promise<{ api: number; page: number }> {
  const homeTeam = `Bench Rovers ${randomBytes(4).toString("hex")}`;
  const pageBefore = await (await fetch(`${reader.baseUrl}/predictions`)).text();
  const created = await fetch(`${writer.baseUrl}/api/predictions/manual`, {
    method: "POST",
    headers: {
      Origin: writer.baseUrl,
      Accept: "application/json",
      "Content-Type": "application/json",
      Authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({
      sport: "football",
      league: "epl",
      homeTeam,
      awayTeam: `Bench United ${randomBytes(2).toString("hex")}`,
      matchDate: new Date(Date.now() + 2 * 24 * 3600_000).toISOString(),
      market: "1x2",
      pick: "Home Win",
      confidence: 60,
      odds: 2.1,
    }),
  });
  if (created.status !== 201) throw new Error(`creating a prediction answered ${created.status}`);
  const written = Date.now();
  const until = async (seen: () => Promise<boolean>) => {
    while (!(await seen())) {
      if (Date.now() - written > 30_000) return Number.POSITIVE_INFINITY;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return Date.now() - written;
  };
  const [api, page] = await Promise.all([
    until(async () => {
      const body = await (
        await fetch(`${reader.baseUrl}/api/predictions?limit=12&search=${encodeURIComponent(homeTeam)}`)
      ).json();
      return body.data.predictions.length > 0;
    }),
    // The page's first paint lists today's picks, not this one: any change of its tab counts shows the write.
    until(async () => countsOf(await (await fetch(`${reader.baseUrl}/predictions`)).text()) !== countsOf(pageBefore)),
  ]);
  return { api, page };
}

function countsOf(page: string): string {
  return /\\?"counts\\?":\{[^}]*\}/.exec(page)?.[0] ?? "";
}

const format = (value: number) => value.toFixed(0).padStart(7);

async function main() {
  const postgres = await startThrowawayPostgres();
  const redis = await startThrowawayRedis();
  const superadmin = { email: "bench-admin@example.com", password: `Lantern-Quartz-${randomBytes(6).toString("hex")}` };
  const base = {
    DATABASE_URL: postgres.url,
    AUTH_SECRET: randomBytes(32).toString("base64"),
    SUPERADMIN_EMAIL: superadmin.email,
    SUPERADMIN_PASSWORD: superadmin.password,
  };
  const servers: AppServer[] = [];
  const rows: string[] = [];
  try {
    console.log(
      `\nInstances bench: ${connections} connections, ${duration} s per measurement after a warm-up (loopback, one ` +
        `run)`,
    );
    const single = await startAppServer({ env: base, label: "instance without Redis" });
    servers.push(single);
    await warm([single]);
    const singleRates: number[] = [];
    for (const path of TARGETS) singleRates.push(await rate(single, path));
    rows.push(`one instance, no Redis (micro-cache)  ${singleRates.map(format).join("  ")}`);
    await single.stop();
    servers.length = 0;

    const a = await startAppServer({ env: { ...base, REDIS_URL: redis.url }, label: "instance A (Redis)" });
    servers.push(a);
    const b = await startAppServer({ env: { ...base, REDIS_URL: redis.url }, label: "instance B (Redis)" });
    servers.push(b);
    await warm([a, b]);
    const oneRates: number[] = [];
    for (const path of TARGETS) oneRates.push(await rate(a, path));
    rows.push(`one instance, Redis                   ${oneRates.map(format).join("  ")}`);
    const pairRates: number[] = [];
    for (const path of TARGETS) {
      const [onA, onB] = await Promise.all([rate(a, path), rate(b, path)]);
      pairRates.push(onA + onB);
    }
    rows.push(`two instances, Redis (sum)            ${pairRates.map(format).join("  ")}`);

    const token = await signIn(a, superadmin);
    const samples: { api: number; page: number }[] = [];
    for (let i = 0; i < WRITES; i++) samples.push(await staleness(i % 2 === 0 ? a : b, i % 2 === 0 ? b : a, token));

    console.log(
      `\nrequests per second                   ${TARGETS.map((path) => path.slice(0, 7).padStart(7)).join("  ")}   ` +
        `(${TARGETS.join(", ")})`,
    );
    for (const row of rows) console.log(row);
    const worst = (key: "api" | "page") => Math.max(...samples.map((sample) => sample[key]));
    console.log(`\nstaleness after a write on one instance, read on the other (${WRITES} writes):`);
    console.log(
      `  GET /api/predictions: ${samples.map((sample) => sample.api).join(", ")} ms (worst ${worst("api")} ms)`,
    );
    console.log(
      `  /predictions:         ${samples.map((sample) => sample.page).join(", ")} ms (worst ${worst("page")} ms)`,
    );
    const ok = worst("api") <= STALENESS_TARGET_MS && worst("page") <= STALENESS_TARGET_MS;
    console.log(`  target ≤ ${STALENESS_TARGET_MS} ms: ${ok ? "met" : "MISSED"}`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await redis.stop();
    postgres.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
