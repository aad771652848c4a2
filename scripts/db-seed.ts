// npm run db:seed — applies migrations, then seeds reference data, the super admin and (SEED_DEMO_DATA,
// default on) the demo world. Idempotent: re-running changes nothing except rolling the demo world forward.
// Run with the app stopped when using the embedded database (one process per PGlite data directory):
//   npx tsx --conditions=react-server scripts/db-seed.ts
import { closeConnection, db } from "@/db";
import { runMigrations } from "@/db/migrate";
import { seedDatabase } from "@/db/seed";
import { env } from "@/lib/env";

async function main() {
  const started = performance.now();
  await runMigrations();
  const result = await seedDatabase(db, {
    demo: env.SEED_DEMO_DATA,
    superAdmin: { email: env.SUPERADMIN_EMAIL, password: env.SUPERADMIN_PASSWORD },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);

  console.log(
    `Database seeded in ${seconds} s (${env.DATABASE_URL ? "PostgreSQL server" : `embedded, ${env.PGLITE_DATA_DIR}`}).`,
  );
  for (const [name, value] of Object.entries(result.counts)) console.log(`  ${name.padEnd(22)} ${value}`);

  const logins = [result.superAdmin, ...result.demoUsers];
  console.log("\nAccounts:");
  for (const login of logins) {
    const note = login.password
      ? `password ${login.password}  (generated now, shown once)`
      : login.created
        ? "created with the configured password"
        : "exists, password unchanged";
    console.log(`  ${login.role.padEnd(11)} ${login.email.padEnd(28)} ${note}`);
  }
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => closeConnection());
