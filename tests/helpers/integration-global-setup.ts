// Once per integration run, in PGlite mode: build a migrated and seeded PGlite data directory that every test
// file copies (integration-setup.ts). Opening a copy takes well under a second; a fresh `memory://` database
// costs PGlite's initdb plus migrations and seed, several seconds of CPU per file on 2 cores.
// TEST_PGLITE_TEMPLATE=0 turns this off (each file then migrates and seeds its own memory:// database).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A prepared PGlite data directory to copy, or "" when each file builds its own database. */
    pgliteTemplate: string;
  }
}

export default function setup(project: TestProject) {
  const usesServer = (process.env.TEST_DB ?? "pglite").toLowerCase() === "postgres";
  if (usesServer || process.env.TEST_PGLITE_TEMPLATE === "0") {
    project.provide("pgliteTemplate", "");
    return;
  }

  const root = mkdtempSync(path.join(tmpdir(), "edgecast-pglite-template-"));
  const dataDir = path.join(root, "data");
  const started = Date.now();
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DATA_DIR: dataDir, LOG_LEVEL: "error", NODE_ENV: "test" };
  delete env.DATABASE_URL;
  const result = spawnSync(
    process.execPath,
    [
      path.resolve("node_modules/tsx/dist/cli.mjs"),
      "--conditions=react-server",
      "tests/helpers/pglite-template.ts",
      dataDir,
    ],
    { env, encoding: "utf8" },
  );
  if (result.status !== 0) {
    rmSync(root, { recursive: true, force: true });
    throw new Error(
      `Building the PGlite template database failed (exit ` +
        `${result.status}):\n${result.stdout ?? ""}${result.stderr ?? ""}`,
    );
  }
  console.log(`PGlite template database ready in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  project.provide("pgliteTemplate", dataDir);

  return () => rmSync(root, { recursive: true, force: true });
}
