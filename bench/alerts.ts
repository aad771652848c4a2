// `npm run bench:alerts [-- --members=100000 --latency-members=10000 --publications=20]`
// The alerts benchmark, on PostgreSQL (the npm script starts a throw-away server with scripts/with-postgres.sh; with
// DATABASE_URL already set it uses that database). Three figures, each against the target it answers to:
//  1. Matching and queuing: one published pick against `--members` members with three rules each (one rule
//     matches: in-app and e-mail; one asks for another sport; one for EV ≥ 20 %). Time of the one statement that
//     writes every delivery and notification, and this process's memory while it runs (the rows never pass through
//     it, so it should stay flat). Target ≤ 30 s for 100,000 members.
//  2. Publication → in-app: `--publications` picks published one after another to `--latency-members` matching
//     members; for each, the time from the announcement until a matching member's notification is readable from
//     another connection. Target p95 ≤ 5 s. (The bell then learns of it at its next check: the stream's interval.)
//  3. Publication → push: the same members with a push device each (subscriptions on a local fake push service
//     that decrypts every message and checks its VAPID signature); the time from the announcement until each push
//     request reached the push service. Target p95 ≤ 10 s with 10,000 members.
// Prints the figures and their ratio to the target; asserts nothing.
import { fork, spawnSync, type ChildProcess } from "node:child_process";

import postgres from "postgres";

const TAG = "alertbench-";

interface Options {
  members: number;
  latencyMembers: number;
  publications: number;
}

function parseOptions(argv: string[]): Options {
  const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  return {
    members: Number(value("members") ?? 100_000),
    latencyMembers: Number(value("latency-members") ?? 10_000),
    publications: Number(value("publications") ?? 20),
  };
}

function migrateAndSeed() {
  const result = spawnSync("npx", ["tsx", "--conditions=react-server", "scripts/db-seed.ts"], {
    env: process.env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error("db-seed failed");
}

type Sql = postgres.Sql;

/** `count` members tagged with `group`, each with three rules; the first asks for the bench's league. */
async function writeMembers(sql: Sql, group: string, count: number) {
  await sql.unsafe(`
    insert into users (id, email, full_name, password_hash, email_verified, email_verified_at)
    select '${TAG}${group}-' || n, '${TAG}${group}-' || n || '@alerts.bench', 'Bench member ' || n, 'x', true, now()
    from generate_series(1, ${count}) as n`);
  await sql.unsafe(`
    insert into alert_rules (id, user_id, name, leagues, channels)
    select '${TAG}${group}-r1-' || n, '${TAG}${group}-' || n, 'EPL value', '{epl}', '{in_app,email}'
    from generate_series(1, ${count}) as n`);
  await sql.unsafe(`
    insert into alert_rules (id, user_id, name, sports, channels)
    select '${TAG}${group}-r2-' || n, '${TAG}${group}-' || n, 'NBA', '{basketball}', '{in_app,push}'
    from generate_series(1, ${count}) as n`);
  await sql.unsafe(`
    insert into alert_rules (id, user_id, name, min_ev, channels)
    select '${TAG}${group}-r3-' || n, '${TAG}${group}-' || n, 'Big edges', 0.2, '{email}'
    from generate_series(1, ${count}) as n`);
}

/** Turns a group's rules to one channel and mode only (the latency runs measure one channel at a time). */
async function onlyChannel(sql: Sql, group: string, channel: "in_app" | "push") {
  await sql.unsafe(`update alert_rules set channels = '{${channel}}' where id like '${TAG}${group}-r1-%'`);
  await sql.unsafe(`update alert_rules set enabled = false where id like '${TAG}${group}-r2-%' or id like
    '${TAG}${group}-r3-%'`);
}

/** Starts the fake push service in its own process; `ask` sends one request and waits for its answer. */
async function startPushProcess() {
  const child: ChildProcess = fork("bench/lib/fake-push-process.ts", [], {
    execArgv: ["--import", "tsx", "--conditions=react-server"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const next = () =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      child.once("message", (message) => resolve(message as Record<string, unknown>));
      child.once("exit", (code) => reject(new Error(`the fake push service stopped (${code})`)));
    });
  const ready = (await next()).ready as { origin: string; port: number; ca: string };
  const ask = async <T>(request: object): Promise<T> => {
    const answer = next();
    child.send(request);
    return Object.values(await answer)[0] as T;
  };
  return { ready, ask, close: () => child.send({ close: true }) };
}

type PushJson = { endpoint: string; keys: { p256dh: string; auth: string } };

/** One device per member of the group, on the fake push service, and the push switch on. */
async function writeDevices(sql: Sql, group: string, devices: readonly PushJson[]) {
  for (let start = 0; start < devices.length; start += 1000) {
    const rows = devices.slice(start, start + 1000).map((device, index) => ({
      id: `${TAG}${group}-d-${start + index + 1}`,
      user_id: `${TAG}${group}-${start + index + 1}`,
      endpoint: device.endpoint,
      p256dh: device.keys.p256dh,
      auth: device.keys.auth,
    }));
    await sql`insert into push_subscriptions ${sql(rows)}`;
  }
  await sql.unsafe(`
    insert into user_preferences (id, user_id, notifications)
    select 'pref-' || id, id,
      '{"email":false,"push":true,"predictionAlerts":true,"weeklyDigest":false,"marketing":false}'
    from users where id like '${TAG}${group}-%'
    on conflict (user_id) do update set notifications = excluded.notifications`);
}

let pickCounter = 0;

/** A published value pick in the bench's league, kicking off on a day of its own. */
async function publishPick(sql: Sql) {
  pickCounter += 1;
  const id = `${TAG}pick-${pickCounter}`;
  await sql`
    insert into predictions (id, sport_id, league_id, home_team, away_team, match_date, market, pick, confidence,
      odds, decimal_odds, expected_value, fair_probability, fair_basis, consensus_bookmakers, bookmaker,
      price_captured_at, is_value, content_hash, locked_at)
    values (${id}, 'football', 'epl', ${`Home ${pickCounter}`}, ${`Away ${pickCounter}`},
      ${new Date(Date.now() + (pickCounter + 1) * 86_400_000)}, '1x2', 'home', 50, 120, 2.2, 0.1, 0.5,
      'market-only', 6, 'pinnacle', now(), true, ${"b".repeat(64)}, now())`;
  return id;
}

function percentile(values: readonly number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Samples this process's resident memory while `work` runs: the start and the peak. */
async function withMemory<T>(work: () => Promise<T>) {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const result = await work();
    return { result, start, peak: Math.max(peak, process.memoryUsage().rss) };
  } finally {
    clearInterval(timer);
  }
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error("bench:alerts runs on PostgreSQL: set DATABASE_URL");
  const options = parseOptions(process.argv.slice(2));
  process.env.LOG_LEVEL ??= "error";
  migrateAndSeed();
  const sql = postgres(process.env.DATABASE_URL, { max: 2, onnotice: () => {} });
  const { queueAlerts } = await import("@/lib/alerts/delivery.service");
  const { alertWorkSettled, announcePicksPublished } = await import("@/lib/alerts/publication.service");
  const { closeConnection } = await import("@/db");
  const rows: string[][] = [];
  try {
    // 1. Matching and queuing at size.
    const written = performance.now();
    await writeMembers(sql, "big", options.members);
    const writeMs = performance.now() - written;
    await sql`analyze`;
    const bigPick = await publishPick(sql);
    const started = performance.now();
    const { result, start, peak } = await withMemory(() => queueAlerts(bigPick));
    const matchMs = performance.now() - started;
    console.log(
      `world: ${options.members.toLocaleString("en")} members × 3 rules written in ${seconds(writeMs)}; ` +
        `queued in-app ${result.queued.in_app}, e-mail ${result.queued.email}, push ${result.queued.push}`,
    );
    rows.push([
      `Match + queue, ${options.members.toLocaleString("en")} members × 3 rules`,
      seconds(matchMs),
      "≤ 30 s",
      (matchMs / 30_000).toFixed(2),
    ]);
    rows.push(["  process memory start → peak", `${mb(start)} → ${mb(peak)}`, "flat", `+${mb(peak - start)}`]);
    // The big world's e-mails are not this bench's subject: drop them before the latency runs.
    await sql.unsafe(`delete from alert_deliveries where prediction_id = '${bigPick}'`);
    await sql.unsafe(`update alert_rules set enabled = false where id like '${TAG}big-%'`);

    // 2. Publication → in-app.
    await writeMembers(sql, "lat", options.latencyMembers);
    await onlyChannel(sql, "lat", "in_app");
    await sql`analyze`;
    const probe = `${TAG}lat-${options.latencyMembers}`;
    const latencies: number[] = [];
    for (let index = 0; index < options.publications; index += 1) {
      const pick = await publishPick(sql);
      const announced = performance.now();
      await announcePicksPublished([pick]);
      for (;;) {
        const [row] = await sql`select 1 from notifications where user_id = ${probe} and prediction_id = ${pick}`;
        if (row) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      latencies.push(performance.now() - announced);
      await alertWorkSettled();
    }
    rows.push([
      `Publication → in-app visible, ${options.latencyMembers.toLocaleString("en")} members (p50)`,
      seconds(percentile(latencies, 50)),
      "",
      "",
    ]);
    rows.push([
      `Publication → in-app visible (p95 of ${latencies.length} publications)`,
      seconds(percentile(latencies, 95)),
      "≤ 5 s",
      (percentile(latencies, 95) / 5000).toFixed(2),
    ]);

    // 3. Publication → push, on a fake push service in its own process.
    const pushService = await startPushProcess();
    try {
      const { setPushTargetPolicy } = await import("@/lib/alerts/push.service");
      const { parseOriginPatterns } = await import("@/lib/core/origin-patterns");
      setPushTargetPolicy({
        origins: parseOriginPatterns(pushService.ready.origin),
        guard: {
          resolve: async () => [{ address: "127.0.0.1", family: 4 }],
          allowedPorts: [pushService.ready.port],
          allowedAddresses: ["127.0.0.1"],
        },
        ca: pushService.ready.ca,
      });
      await sql.unsafe(`update alert_rules set enabled = false where id like '${TAG}lat-%'`);
      await writeMembers(sql, "push", options.latencyMembers);
      await onlyChannel(sql, "push", "push");
      await writeDevices(sql, "push", await pushService.ask<PushJson[]>({ devices: options.latencyMembers }));
      await sql`analyze`;
      const pick = await publishPick(sql);
      const announcedAt = Date.now();
      await announcePicksPublished([pick]);
      await alertWorkSettled();
      const report = await pushService.ask<{ arrivals: number[]; refused: number; requests: number }>({
        report: true,
      });
      const delays = report.arrivals.map((arrival) => arrival - announcedAt);
      console.log(
        `push: ${report.arrivals.length} accepted (VAPID checked, payload decrypted), ${report.refused} refused, ` +
          `${report.requests} requests`,
      );
      rows.push([
        `Publication → push sent, ${options.latencyMembers.toLocaleString("en")} members (p50)`,
        seconds(percentile(delays, 50)),
        "",
        "",
      ]);
      rows.push([
        `Publication → push sent (p95 of ${delays.length} pushes)`,
        seconds(percentile(delays, 95)),
        "≤ 10 s",
        (percentile(delays, 95) / 10_000).toFixed(2),
      ]);
    } finally {
      pushService.close();
    }
  } finally {
    await alertWorkSettled();
    await sql.end();
    await closeConnection();
  }
  console.log("");
  const widths = [0, 1, 2, 3].map((column) => Math.max(...rows.map((row) => row[column]!.length), 6));
  const header = ["Figure", "Measured", "Target", "Ratio"];
  for (const row of [header, ...rows]) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join("  "));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
