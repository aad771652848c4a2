// npm run db:rebuild-aggregates — recomputes the track record's and the member dashboards' aggregate tables
// from predictions and prediction_tracks. The triggers keep them in step with every write; this is for after
// a bulk load that bypassed them (session_replication_role = replica) or to clear float rounding residue.
//   npx tsx --conditions=react-server scripts/db-rebuild-aggregates.ts
import { closeConnection, db } from "@/db";
import { runMigrations } from "@/db/migrate";
import { rebuildRecordAggregates } from "@/lib/track-record/aggregates.queries";

async function main() {
  await runMigrations();
  const started = performance.now();
  await db.transaction((tx) => rebuildRecordAggregates(tx));
  console.log(`Aggregates rebuilt in ${Math.round(performance.now() - started)} ms`);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => closeConnection());
