// Runs before every integration test file, in that file's own process (pool "forks", isolate) and before the
// file imports any app module, so the database client and lib/env see the variables set here.
//
// - PGlite mode (default, or TEST_DB=pglite): an embedded database of the file's own. Normally a copy, in a
//   temp dir, of the migrated and seeded template that integration-global-setup.ts built for this run; with
//   TEST_PGLITE_TEMPLATE=0 an in-memory `memory://` database. DATABASE_URL is removed, so a server exported by
//   scripts/with-postgres.sh for the rest of `npm test` is not used by accident.
// - Server mode (TEST_DB=postgres): TEST_DATABASE_URL, else DATABASE_URL, is an admin URL to a PostgreSQL
//   server. A database named test_<pid>_<random> is created for this file, DATABASE_URL points at it, and
//   it is dropped after the file's tests.
//
// Then prepareDatabase() brings the file's database to the current schema with reference data and the super
// admin (no demo world); on a template copy that is a quick no-op check. App modules are imported dynamically
// below: a static import would be hoisted above the env setup.
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, inject } from "vitest";

type Sql = import("postgres").Sql;

const mode = (process.env.TEST_DB ?? "pglite").toLowerCase();
if (mode !== "pglite" && mode !== "postgres") {
  throw new Error(`TEST_DB must be "pglite" or "postgres", got "${process.env.TEST_DB}"`);
}

let admin: Sql | undefined;
let databaseName: string | undefined;
let pgliteCopy: string | undefined;

if (mode === "postgres") {
  const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL or DATABASE_URL (an admin URL)");
  const { default: postgres } = await import("postgres");
  admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  databaseName = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await admin.unsafe(`create database "${databaseName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  process.env.DATABASE_URL = url.toString();
  // A handful of connections per file is plenty; files run in parallel against one server.
  process.env.DATABASE_POOL_MAX ??= "4";
  delete process.env.PGLITE_DATA_DIR;
} else {
  delete process.env.DATABASE_URL;
  const template = inject("pgliteTemplate");
  if (template) {
    pgliteCopy = mkdtempSync(path.join(tmpdir(), "edgecast-pglite-test-"));
    const dataDir = path.join(pgliteCopy, "data");
    cpSync(template, dataDir, { recursive: true });
    process.env.PGLITE_DATA_DIR = dataDir;
  } else {
    process.env.PGLITE_DATA_DIR = "memory://";
  }
}

beforeAll(async () => {
  const { prepareDatabase } = await import("@/lib/system/bootstrap.service");
  await prepareDatabase({ demo: false, printCredentials: false });
  // As the server does at start-up: the job bodies, for the tests that request or run jobs.
  const { registerJobBodies } = await import("@/lib/pipeline/job-bodies.service");
  registerJobBodies();
});

afterAll(async () => {
  // Work a request started without waiting for it (the e-mails of a sign-up) must end before the database
  // does: a query after the close would open a new pool, and dropping the database under its first
  // connection leaves that connection's start-up query rejected with no caller.
  const { emailSendsSettled } = await import("@/lib/mail/outbox.service");
  await emailSendsSettled();
  const { closeConnection } = await import("@/db");
  await closeConnection();
  if (pgliteCopy) rmSync(pgliteCopy, { recursive: true, force: true });
  if (admin && databaseName) {
    try {
      await admin.unsafe(`drop database if exists "${databaseName}" with (force)`);
    } finally {
      await admin.end({ timeout: 5 });
    }
  }
});
