// npm run data:import -- <file.csv> [...] — imports historical results and odds (the ../shared/data schema,
// football and NBA, or raw football-data.co.uk season files) into the database. Re-importing a file adds
// nothing; a database imported by an earlier version gets the prices added since (Bet365, the market
// maximum) and the NBA moneyline's closing flag. Applies migrations and reference data first, so it works on
// a new database. Run with the app stopped when using the embedded database (one process per PGlite data
// directory):
//   npx tsx --conditions=react-server scripts/data-import.ts ../shared/data/*.csv
import { closeConnection, db } from "@/db";
import { runMigrations } from "@/db/migrate";
import { seedReferenceData } from "@/db/seed";
import { env } from "@/lib/env";
import { importHistoryFile } from "@/lib/market/history-import.service";

async function main() {
  const files = process.argv.slice(2).filter((argument) => argument !== "--");
  if (files.length === 0) {
    console.error("usage: npm run data:import -- <file.csv> [<file.csv> ...]");
    process.exitCode = 2;
    return;
  }
  const started = performance.now();
  await runMigrations();
  await seedReferenceData(db);
  console.log(
    `Importing ${files.length} file(s) into ` +
      `${env.DATABASE_URL ? "the PostgreSQL server" : `the embedded database (${env.PGLITE_DATA_DIR})`}.`,
  );

  let failed = 0;
  const totals = {
    rows: 0,
    matchesCreated: 0,
    matchesUpdated: 0,
    matchesUnchanged: 0,
    teamsCreated: 0,
    oddsInserted: 0,
    oddsFlagged: 0,
    skipped: 0,
  };
  for (const file of files) {
    try {
      const counts = await importHistoryFile(file);
      for (const key of Object.keys(totals) as Array<keyof typeof totals>) totals[key] += counts[key];
      console.log(
        `  ${counts.file.padEnd(24)} ${counts.format.padEnd(13)} rows ${counts.rows}, matches ` +
          `+${counts.matchesCreated} ~${counts.matchesUpdated} =${counts.matchesUnchanged}, ` +
          `teams +${counts.teamsCreated}, odds ` +
          `+${counts.oddsInserted}${counts.oddsFlagged > 0 ? ` (${counts.oddsFlagged} flagged closing)` : ""}, ` +
          `skipped ${counts.skipped} (${(counts.ms / 1000).toFixed(1)} s)`,
      );
      for (const error of counts.errors.slice(0, 10)) console.log(`      ${error}`);
      if (counts.errors.length > 10) console.log(`      … ${counts.errors.length - 10} more`);
    } catch (error) {
      failed += 1;
      console.error(`  ${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Done in ${seconds} s: rows ${totals.rows}, matches created ${totals.matchesCreated}, updated ` +
      `${totals.matchesUpdated}, unchanged ${totals.matchesUnchanged}, ` +
      `teams created ${totals.teamsCreated}, odds snapshots added ${totals.oddsInserted}, flagged closing ` +
      `${totals.oddsFlagged}, skipped ${totals.skipped}.`,
  );
  if (failed > 0) process.exitCode = 1;
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => closeConnection());
