// `npm run bench:bets [-- --bets=10000 --runs=200]`
// The bet tracker with a member who logged `--bets` bets (default 10,000; 90 % settled, a close on most, across
// sports, markets, bookmakers and a year of months). /user/bets is a static shell (the HTML comes from the cache);
// what a member waits for is its two data reads, GET /api/user/bets/summary (every figure, summed by the database)
// and the first page of GET /api/user/bets. Each is timed `--runs` times through its service, in this process,
// after one cold read; p50 and p99 are printed against the page's target (p99 ≤ 300 ms). On PostgreSQL (the npm
// script starts a throw-away server unless DATABASE_URL is set). Asserts nothing.
import { spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";

import postgres from "postgres";

const TARGET_MS = 300;

function option(name: string, fallback: number): number {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  return raw === undefined ? fallback : Number(raw);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function writeWorld(sql: postgres.Sql, bets: number): Promise<string> {
  const userId = `betbench-${Date.now()}`;
  await sql`insert into users (id, email, full_name, password_hash, email_verified, email_verified_at)
    values (${userId}, ${`${userId}@bets.bench`}, 'Bets bench member', 'x', true, now())`;
  const [row] = await sql<{ n: number }[]>`select count(*)::int as n from matches`;
  const n = row?.n ?? 0;
  if (n === 0) throw new Error("No matches: the seed's demo world should have made some");
  // Bets spread over the stored matches; placed an hour before each kick-off.
  await sql.unsafe(`
    with m as (select id, kickoff_at, row_number() over (order by id) - 1 as k, count(*) over () as total from matches)
    insert into member_bets (id, user_id, match_id, market, selection, price, stake, bookmaker, placed_at,
      published_price, status, stake_result, closing_probability, settled_at)
    select gen_random_uuid()::text, '${userId}', m.id,
      (array['1x2','moneyline','over_under','asian_handicap'])[1 + g % 4],
      (array['home','away','over','home'])[1 + g % 4],
      1.5 + (g % 30) / 10.0, 1 + g % 20, (array['bet365','pinnacle','unibet',null])[1 + g % 4],
      now() - ((g % 365) || ' days')::interval - interval '1 hour',
      case when g % 3 = 0 then 1.55 + (g % 30) / 10.0 end,
      (case when g % 10 = 0 then 'PENDING' when g % 2 = 0 then 'WIN' else 'LOSS' end)::bet_status,
      case when g % 10 = 0 then null when g % 2 = 0 then 1 else -1 end,
      case when g % 10 <> 0 and g % 7 <> 0 then 0.3 + (g % 40) / 100.0 end,
      case when g % 10 = 0 then null else now() - ((g % 365) || ' days')::interval end
    from generate_series(0, ${bets - 1}) as g
    join m on m.k = g % m.total`);
  await sql`analyze member_bets`;
  return userId;
}

async function time(label: string, runs: number, read: () => Promise<unknown>) {
  const cold = performance.now();
  await read();
  const coldMs = performance.now() - cold;
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    await read();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const p99 = percentile(samples, 99);
  console.log(
    `${label.padEnd(40)} cold ${coldMs.toFixed(1).padStart(7)} ms  p50 ${percentile(samples, 50)
      .toFixed(1)
      .padStart(6)} ms  p99 ${p99.toFixed(1).padStart(6)} ms  (${(p99 / TARGET_MS).toFixed(2)}× the target)`,
  );
  return p99;
}

async function main() {
  const bets = option("bets", 10_000);
  const runs = option("runs", 200);
  if (!process.env.DATABASE_URL) throw new Error("Set DATABASE_URL (npm run bench:bets starts a server otherwise)");
  const seeded = spawnSync("npx", ["tsx", "--conditions=react-server", "scripts/db-seed.ts"], {
    env: process.env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (seeded.status !== 0) throw new Error("db-seed failed");
  const sql = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => undefined });
  const userId = await writeWorld(sql, bets);
  await sql.end();

  const { betSummary, listBets } = await import("@/lib/bets/bets.service");
  const { closeConnection } = await import("@/db");
  console.log(`Bet tracker, one member with ${bets.toLocaleString("en-US")} bets, ${runs} runs each`);
  const summary = await time("GET /api/user/bets/summary", runs, () => betSummary(userId));
  const page = await time("GET /api/user/bets (first page, 25)", runs, () =>
    listBets(userId, { limit: 25, cursor: undefined }),
  );
  const first = await listBets(userId, { limit: 100, cursor: undefined });
  await time("GET /api/user/bets (a later page, 100)", runs, () =>
    listBets(userId, { limit: 100, cursor: first.nextCursor ?? undefined }),
  );
  console.log(`Both reads of the page (p99 summed): ${(summary + page).toFixed(1)} ms against ${TARGET_MS} ms`);
  await closeConnection();
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
