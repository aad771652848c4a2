// `npm run bench:bets [-- --bets=10000 --import-rows=5000 --samples=200 --http]`
// The bet tracker's benchmark, on PostgreSQL (the npm script starts a throw-away server with scripts/with-postgres.sh;
// with DATABASE_URL already set it uses that database). One member with `--bets` settled bets, then:
//  1. /user/bets: a static shell (its HTML from the cache) whose figures and list arrive by two reads, the summary
//     (every figure, summed by the database) and the list's first page. Each service is timed in this process,
//     p50/p95/p99 over `--samples` calls, and the page's data (both reads at once, as the page makes them) against
//     the target p99 ≤ 300 ms. With --http, the shell and both reads over HTTP against a production server the bench
//     starts (building first when needed).
//  2. The CSV export of every bet: time to the stream's last byte (target ≤ 2 s), in process and with --http.
//  3. A CSV import of `--import-rows` rows into a new member: preview plus commit (target ≤ 5 s), once with a
//     match_id column and once finding the matches by kick-off date and team names.
// Prints the figures beside their targets; asserts nothing.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";

import postgres from "postgres";

import { signIn } from "./lib/accounts";
import { startAppServer } from "./lib/server";

const TAG = "betbench-";
const MATCHES = 200;

interface Options {
  bets: number;
  importRows: number;
  samples: number;
  http: boolean;
}

function parseOptions(argv: string[]): Options {
  const value = (name: string) => argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  return {
    bets: Number(value("bets") ?? 10_000),
    importRows: Number(value("import-rows") ?? 5000),
    samples: Number(value("samples") ?? 200),
    http: argv.includes("--http"),
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

/** `MATCHES` finished matches, one a day back from yesterday, each between two teams of their own. */
async function writeMatches(sql: Sql, run: string) {
  await sql.unsafe(`
    insert into teams (id, sport_id, league_id, name, provider, external_id)
    select '${TAG}${run}-t' || n, 'football', 'epl', 'Bench ${run} Team ' || n, 'bench', '${TAG}${run}-t' || n
    from generate_series(1, ${2 * MATCHES}) as n`);
  await sql.unsafe(`
    insert into matches (id, sport_id, league_id, home_team_id, away_team_id, kickoff_at, status, home_score,
      away_score, provider, external_id)
    select '${TAG}${run}-m' || n, 'football', 'epl', '${TAG}${run}-t' || (2 * n - 1), '${TAG}${run}-t' || (2 * n),
      date_trunc('hour', now()) - (n || ' days')::interval, 'COMPLETED', n % 3, n % 2, 'bench', '${TAG}${run}-m' || n
    from generate_series(1, ${MATCHES}) as n`);
}

async function writeMember(sql: Sql, email: string, passwordHash: string) {
  const id = `${TAG}${randomBytes(6).toString("hex")}`;
  await sql`
    insert into users (id, email, full_name, password_hash, email_verified, email_verified_at)
    values (${id}, ${email}, 'Bench bettor', ${passwordHash}, true, now())`;
  return id;
}

/** `count` settled bets on the run's matches, each placed a few hours before its match (millisecond times). */
async function writeBets(sql: Sql, run: string, userId: string, count: number) {
  await sql.unsafe(`
    insert into member_bets (id, user_id, match_id, market, selection, price, stake, bookmaker, placed_at, status,
      stake_result, closing_probability, settled_at)
    select '${TAG}${run}-b' || n, '${userId}', '${TAG}${run}-m' || (1 + n % ${MATCHES}), '1x2',
      (array['home', 'draw', 'away'])[1 + n % 3], 1.5 + (n % 40) / 10.0, 1 + n % 10, 'bench',
      date_trunc('milliseconds', date_trunc('hour', now()) - ((1 + n % ${MATCHES}) || ' days')::interval
        - interval '3 hours' - (n || ' seconds')::interval),
      (case when n % 3 = 0 then 'WIN' else 'LOSS' end)::bet_status, case when n % 3 = 0 then 1 else -1 end,
      0.3 + (n % 40) / 100.0, now()
    from generate_series(1, ${count}) as n`);
}

/** A CSV of `rows` bets on the run's matches: by match id, or by kick-off date with both team names. */
async function importFile(sql: Sql, run: string, rows: number, by: "id" | "names") {
  const matches = await sql<{ id: string; kickoff: Date; home: string; away: string }[]>`
    select m.id, m.kickoff_at as kickoff, h.name as home, a.name as away
    from matches m join teams h on h.id = m.home_team_id join teams a on a.id = m.away_team_id
    where m.id like ${`${TAG}${run}-m%`}`;
  const header = by === "id" ? "match_id" : "kickoff,home,away";
  const lines = [`${header},market,selection,price,stake,bookmaker,placed_at,note`];
  for (let index = 0; index < rows; index++) {
    const match = matches[index % matches.length]!;
    const placed = new Date(match.kickoff.getTime() - 3_600_000 - index * 1000).toISOString();
    const where = by === "id" ? match.id : `${match.kickoff.toISOString().slice(0, 10)},${match.home},${match.away}`;
    lines.push(
      `${where},1x2,${["home", "draw", "away"][index % 3]},${(1.5 + (index % 40) / 10).toFixed(2)},5,` +
        `bench,${placed},row ${index + 1}`,
    );
  }
  return new TextEncoder().encode(lines.join("\r\n"));
}

function percentile(values: readonly number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;

async function drain(stream: ReadableStream<Uint8Array>) {
  let bytes = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return bytes;
    bytes += value.byteLength;
  }
}

async function timeCalls(samples: number, call: () => Promise<unknown>) {
  const times: number[] = [];
  for (let index = 0; index < samples; index++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return times;
}

type Row = [string, string, string, string];

function latencyRows(label: string, times: readonly number[], target?: number): Row[] {
  return [
    [`${label} p50 (n = ${times.length})`, ms(percentile(times, 50)), "", ""],
    [`${label} p95`, ms(percentile(times, 95)), "", ""],
    [
      `${label} p99`,
      ms(percentile(times, 99)),
      target ? `≤ ${target} ms` : "",
      target ? (percentile(times, 99) / target).toFixed(2) : "",
    ],
  ];
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error("bench:bets runs on PostgreSQL: set DATABASE_URL");
  const options = parseOptions(process.argv.slice(2));
  process.env.LOG_LEVEL ??= "error";
  migrateAndSeed();
  const sql = postgres(process.env.DATABASE_URL, { max: 2, onnotice: () => {} });
  const { hashPassword } = await import("@/lib/accounts/password-hashing.service");
  const { betSummary, listBets } = await import("@/lib/bets/bets.service");
  const { betsQuerySchema } = await import("@/lib/bets/bets.input");
  const { exportBetsCsv } = await import("@/lib/bets/bets-export.service");
  const { commitBetsImport, previewBetsImport } = await import("@/lib/bets/bets-import.service");
  const { closeConnection } = await import("@/db");
  const run = randomBytes(3).toString("hex");
  const login = { email: `${TAG}${run}@example.com`, password: `Bench-Bettor-${randomBytes(8).toString("hex")}` };
  const rows: Row[] = [];
  try {
    const started = performance.now();
    await writeMatches(sql, run);
    const member = await writeMember(sql, login.email, await hashPassword(login.password));
    await writeBets(sql, run, member, options.bets);
    await sql`analyze`;
    console.log(
      `world: 1 member with ${options.bets.toLocaleString("en")} settled bets on ${MATCHES} matches, written in ` +
        seconds(performance.now() - started),
    );

    // 1. The page's two reads: the summary and the list's first page (the services behind its API calls).
    const firstPage = betsQuerySchema.parse({});
    const pageData = () => Promise.all([betSummary(member), listBets(member, firstPage)]);
    await pageData();
    rows.push(
      ...latencyRows("summary service call", await timeCalls(options.samples, () => betSummary(member))),
      ...latencyRows(
        "list, first page, service call",
        await timeCalls(options.samples, () => listBets(member, firstPage)),
      ),
      ...latencyRows("/user/bets data: both reads at once", await timeCalls(options.samples, pageData), 300),
    );

    // 2. The export, to its last byte.
    const exportTimes = await timeCalls(5, async () => drain((await exportBetsCsv(member)).stream));
    const bytes = await drain((await exportBetsCsv(member)).stream);
    rows.push([
      `CSV export of ${options.bets.toLocaleString("en")} bets, in process ` +
        `(median of 5; ${(bytes / 1e6).toFixed(1)} MB)`,
      seconds(percentile(exportTimes, 50)),
      "≤ 2 s",
      (percentile(exportTimes, 50) / 2000).toFixed(2),
    ]);

    // 3. The import, preview and commit, into members of its own.
    for (const by of ["id", "names"] as const) {
      const importer = await writeMember(sql, `${TAG}${run}-import-${by}@example.com`, "x");
      const file = await importFile(sql, run, options.importRows, by);
      const previewStarted = performance.now();
      const preview = await previewBetsImport(importer, file);
      const previewMs = performance.now() - previewStarted;
      if (preview.errors.length > 0)
        throw new Error(`the bench's file has errors: ${JSON.stringify(preview.errors[0])}`);
      const commitStarted = performance.now();
      const { imported } = await commitBetsImport(importer, file);
      const commitMs = performance.now() - commitStarted;
      rows.push([
        `CSV import of ${imported.toLocaleString("en")} rows by ${by === "id" ? "match_id" : "date and team names"}: ` +
          `preview`,
        seconds(previewMs),
        "",
        "",
      ]);
      rows.push([
        `  commit (checks again, one transaction, settles)`,
        seconds(commitMs),
        "≤ 5 s",
        (commitMs / 5000).toFixed(2),
      ]);
    }

    if (options.http) {
      const server = await startAppServer({
        env: {
          DATABASE_URL: process.env.DATABASE_URL,
          AUTH_SECRET: process.env.AUTH_SECRET || randomBytes(32).toString("base64"),
        },
        captureOutput: true,
      });
      try {
        const session = await signIn(server.baseUrl, login);
        const get = (path: string) =>
          fetch(`${server.baseUrl}${path}`, { headers: { cookie: session.cookie } }).then(async (response) => {
            await response.arrayBuffer();
            return response.status;
          });
        for (const path of ["/user/bets", "/api/user/bets/summary", "/api/user/bets"]) {
          for (let warm = 0; warm < 5; warm++) await get(path);
          rows.push(...latencyRows(`GET ${path} over HTTP`, await timeCalls(options.samples, () => get(path))));
        }
        const bothReads = () => Promise.all([get("/api/user/bets/summary"), get("/api/user/bets")]);
        rows.push(
          ...latencyRows(
            "/user/bets data over HTTP, both reads at once",
            await timeCalls(options.samples, bothReads),
            300,
          ),
        );
        const httpExport = await timeCalls(5, () => get("/api/user/bets?format=csv"));
        rows.push([
          `CSV export of ${options.bets.toLocaleString("en")} bets over HTTP, last byte (median of 5)`,
          seconds(percentile(httpExport, 50)),
          "≤ 2 s",
          (percentile(httpExport, 50) / 2000).toFixed(2),
        ]);
      } finally {
        await server.stop();
      }
    }
  } finally {
    await sql.end();
    await closeConnection();
  }
  console.log("");
  const widths = [0, 1, 2, 3].map((column) => Math.max(...rows.map((row) => row[column]!.length), 8));
  const header = ["Figure", "Measured", "Target", "Ratio"];
  for (const row of [header, ...rows]) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join("  "));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
