// Scratch measurement (not committed): 100k settled picks inserted set-based, cold track-record reads by
// scan vs aggregates, trigger cost per settlement, rebuild, and a 5,000-pick member's dashboard.
import { sql } from "drizzle-orm";

import { closeConnection, db } from "@/db";
import { runMigrations } from "@/db/migrate";
import * as aggregates from "@/db/queries/record-aggregates";
import * as scans from "@/db/queries/track-record";
import * as tracks from "@/db/queries/tracks";
import { seedReferenceData } from "@/db/seed/reference-data";

const N = Number(process.env.PICKS ?? 100_000);
const ms = (t: number) => `${(performance.now() - t).toFixed(0)} ms`;
async function time<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t = performance.now();
  const result = await fn();
  console.log(`${label.padEnd(58)} ${ms(t)}`);
  return result;
}

const insertPicks = (n: number, offset: number) => sql`
  insert into predictions (id, sport_id, league_id, home_team, away_team, match_date, market, pick, confidence, odds, decimal_odds,
    model_probability, market_probability, expected_value, is_value, model_version, status, result_note, clv, closing_probability)
  select 'b' || g, s.sport_id, s.league_id, 'H' || g, 'A' || g, timestamptz '2024-01-01' + (g % 730) * interval '1 day' + (g % 24) * interval '1 hour',
    s.market, 'p' || g, 30 + (g % 60), 120, 2.2, 0.3 + (g % 60) / 100.0, 0.28 + (g % 60) / 100.0, ((g % 20) - 5) / 100.0, (g % 20) >= 7,
    'v' || (g % 3), (array['WIN','LOSS','LOSS','VOID','WIN'])[1 + g % 5]::prediction_status, 'Final', case when g % 10 < 7 then ((g % 13) - 6) / 100.0 end,
    case when g % 10 < 7 then 0.45 end
  from generate_series(${offset + 1}::int, ${offset + n}::int) g
  join (values (0, 'football', 'epl', '1x2'), (1, 'basketball', 'nba', 'moneyline'), (2, 'football', 'laliga', 'over_under'), (3, 'tennis', 'atp', 'moneyline'))
    as s(k, sport_id, league_id, market) on s.k = g % 4`;

async function main() {
  await runMigrations();
  await seedReferenceData(db);
  await time(`insert ${N} settled picks, triggers on`, () => db.execute(insertPicks(N, 0)));
  await db.execute(sql`alter table predictions disable trigger user`);
  await time(`insert ${N} settled picks, triggers off`, () => db.execute(insertPicks(N, N)));
  await db.execute(sql`alter table predictions enable trigger user`);
  await time(`rebuild aggregates (${2 * N} picks)`, () => db.transaction((tx) => aggregates.rebuildRecordAggregates(tx)));
  await db.execute(sql`analyze`);
  const rows = async (table: string) => ((await db.execute(sql.raw(`select count(*)::int n from ${table}`))) as unknown as { rows?: { n: number }[] } & { n: number }[]);
  for (const table of ["track_record_outcomes", "track_record_calibration", "track_record_clv"]) {
    const r = await rows(table);
    console.log(`${table}: ${(r.rows ?? r)[0]!.n} rows`);
  }
  for (let run = 1; run <= 2; run++) {
    await time(`run ${run}: track record by scan (3 grouping-sets queries)`, () =>
      Promise.all([scans.listOutcomeTallies(), scans.listCalibrationTallies(), scans.listClvTallies()]));
    await time(`run ${run}: track record from aggregates (3 queries)`, () =>
      Promise.all([aggregates.listOutcomeAggregates(), aggregates.listCalibrationAggregates(), aggregates.listClvAggregates()]));
  }
  const updates = 500;
  await time(`${updates} single-row settlements (status change), triggers on`, async () => {
    for (let i = 1; i <= updates; i++) await db.execute(sql`update predictions set status = 'LOSS', result_note = 'Final x' where id = ${"b" + i}`);
  });
  await db.execute(sql`alter table predictions disable trigger user`);
  await time(`${updates} single-row settlements (status change), triggers off`, async () => {
    for (let i = 1; i <= updates; i++) await db.execute(sql`update predictions set status = 'WIN', result_note = 'Final y' where id = ${"b" + (N + i)}`);
  });
  await db.execute(sql`alter table predictions enable trigger user`);

  // A member following 5,000 picks.
  await db.execute(sql`insert into users (id, email, full_name, password_hash) values ('m5000', 'm5000@example.com', 'Bench', 'x')`);
  await time("track 5,000 picks (member trigger)", () =>
    db.execute(sql`insert into prediction_tracks (id, user_id, prediction_id) select 't' || g, 'm5000', 'b' || (g * 20) from generate_series(1, 5000) g`));
  for (let run = 1; run <= 3; run++) {
    await time(`run ${run}: dashboard sums by scan (5,000 tracked picks)`, () =>
      Promise.all([tracks.listTrackedPicksForStats("m5000"), scans.memberClvSums("m5000")]));
    await time(`run ${run}: dashboard sums from member_pick_tallies + streak`, () =>
      Promise.all([aggregates.getMemberTally("m5000"), tracks.listDecidedStatusesNewestFirst("m5000", 64)]));
  }
  await time("settle one pick that 1 member tracks", () => db.execute(sql`update predictions set status = 'WIN' where id = 'b20'`));
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeConnection());
