// The app for Playwright (playwright.config.ts → webServer): `npm start` (scripts/start.mjs builds when the
// sources changed since the last build) on a private, throw-away embedded database in a fresh temp dir,
// never on DATABASE_URL, so e2e runs don't fight the integration tests or a developer's .data/pglite.
// The temp dir is removed when Playwright stops the server (SIGTERM to the process group).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// The database sits one level down: the app writes generated logins beside it (<data dir>-logins.txt).
const root = mkdtempSync(path.join(tmpdir(), "edgecast-e2e-"));
const dataDir = path.join(root, "pglite");
const env = { ...process.env, PGLITE_DATA_DIR: dataDir, NODE_ENV: "production" };
delete env.DATABASE_URL;

console.log(`e2e server: embedded database in ${dataDir}`);
// Rows only the live pipeline would write (fair value, closing line, a stored backtest), for the e2e tests that
// show them; written before the app opens the database, which stays new (no user) so the demo world is built.
const fixtures = spawnSync("npx", ["tsx", "--conditions=react-server", "tests/e2e/support/seed-value-fixtures.ts"], {
  stdio: "inherit",
  env,
});
if (fixtures.status !== 0) {
  rmSync(root, { recursive: true, force: true });
  console.error("e2e server: the value fixtures could not be written");
  process.exit(1);
}
const child = spawn(process.execPath, ["scripts/start.mjs"], { stdio: "inherit", env });

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Playwright signals the whole group; forward anyway for a direct `kill`.
    child.kill(signal);
    setTimeout(() => child.kill("SIGKILL"), 8000).unref();
  });
}

child.on("exit", (code, signal) => {
  rmSync(root, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
