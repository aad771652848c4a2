// npm run db:remove-demo — deletes the demo world (every isDemo row: demo teams, matches, odds, predictions
// on them, and the demo accounts). Reference data, the super admin and real data stay.
// Note: while SEED_DEMO_DATA is on, the next seed (or start-up) builds the demo world again; set
// SEED_DEMO_DATA=false to keep it removed.
//   npx tsx --conditions=react-server scripts/db-remove-demo.ts
import { closeConnection, db } from "@/db";
import { runMigrations } from "@/db/migrate";
import { removeDemoData } from "@/db/seed";

async function main() {
  await runMigrations();
  const removed = await removeDemoData(db);
  console.log("Demo data removed:");
  for (const [name, value] of Object.entries(removed)) console.log(`  ${name.padEnd(14)} ${value}`);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => closeConnection());
