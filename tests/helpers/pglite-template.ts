// Builds a migrated and seeded PGlite data directory (no demo world) at the path given as the first argument.
// Run by integration-global-setup.ts in a child process (tsx --conditions=react-server), once per test run:
// every integration test file then starts from a copy, instead of paying PGlite's initdb (~4 s of WASM on
// these machines), the migrations and the seed again.
import { closeConnection } from "@/db";
import { prepareDatabase } from "@/lib/system/bootstrap.service";

const target = process.argv[2];
if (!target || process.env.PGLITE_DATA_DIR !== target || process.env.DATABASE_URL) {
  console.error(
    "usage: PGLITE_DATA_DIR=DIR tsx --conditions=react-server tests/helpers/pglite-template.ts DIR (DATABASE_URL " +
      "unset)",
  );
  process.exit(2);
}

try {
  await prepareDatabase({ demo: false, printCredentials: false });
} finally {
  await closeConnection();
}
