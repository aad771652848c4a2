// Vitest projects:
// - unit: pure logic, no database, node environment.
// - integration: route handlers and services against a real database. tests/helpers/integration-setup.ts gives
//   every test file its own database (a copy of a PGlite template that integration-global-setup.ts migrates and
//   seeds once per run, or a fresh database on the PostgreSQL server when TEST_DB=postgres) and runs
//   prepareDatabase() before the file's tests.
// - faults: failure paths on PostgreSQL servers the tests own.
// - multi-instance: two production servers on one PostgreSQL and one Redis (tests/multi-instance).
import path from "node:path";
import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      // `server-only` throws outside a React Server Components bundle; tests import server modules directly.
      { find: /^server-only$/, replacement: path.join(root, "tests/helpers/server-only-stub.ts") },
      { find: /^@\//, replacement: `${root}/` },
    ],
  },
  test: {
    // Provider base URLs point at a closed local port: no test ever reaches the internet. Tests that need a
    // provider start a fake server (tests/helpers/fake-servers) and pass its URL.
    env: {
      LOG_LEVEL: "error",
      NODE_ENV: "test",
      ESPN_BASE_URL: "http://127.0.0.1:9",
      ODDS_API_BASE_URL: "http://127.0.0.1:9",
    },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/helpers/integration-global-setup.ts"],
          setupFiles: ["tests/helpers/integration-setup.ts"],
          // next-auth imports "next/server" without an extension, which Node's own ESM loader cannot resolve
          // (next has no exports map); bundled through Vite like the app bundles it, it resolves.
          server: { deps: { inline: ["next-auth"] } },
          // One process per test file: each file gets a fresh module graph, so its own db client and env.
          pool: "forks",
          isolate: true,
          // Migrations + seed run in beforeAll; PGlite in WASM is slow on 2 cores.
          hookTimeout: 180_000,
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Failure paths on servers the test owns (a PostgreSQL it stops and restarts, processes it kills):
          // no shared setup, one process per file, run after the integration suites (scripts/test-integration.sh).
          name: "faults",
          include: ["tests/faults/**/*.test.ts"],
          environment: "node",
          server: { deps: { inline: ["next-auth"] } },
          pool: "forks",
          isolate: true,
          fileParallelism: false,
          hookTimeout: 180_000,
          testTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          // Several app instances: production servers of the test's own on a throw-away PostgreSQL and
          // Redis (tests/multi-instance). Builds first when the sources changed, so the set-up may be long.
          name: "multi-instance",
          include: ["tests/multi-instance/**/*.test.ts"],
          environment: "node",
          pool: "forks",
          isolate: true,
          fileParallelism: false,
          hookTimeout: 25 * 60_000,
          testTimeout: 120_000,
        },
      },
    ],
  },
});
