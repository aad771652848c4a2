import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// A fresh clone has no `.data`: every directory the embedded mode writes to (the data directory, and
// beside it the generated auth secret and logins) must exist before anything reads or writes there.

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "edgecast-embedded-files-"));
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  rmSync(root, { recursive: true, force: true });
});

async function load(vars: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  return {
    files: await import("@/lib/embedded-files"),
    secret: await import("@/lib/accounts/auth-secret.service"),
  };
}

describe("embedded files", () => {
  it("puts the secret and logins beside the data directory, and none on PostgreSQL or in memory", async () => {
    const { files } = await load({ DATABASE_URL: undefined });
    const dataDir = path.join(root, ".data", "pglite");
    expect(files.embeddedFiles(dataDir, undefined)).toEqual({
      dataDir,
      authSecret: `${dataDir}-auth-secret`,
      logins: `${dataDir}-logins.txt`,
    });
    expect(files.embeddedFiles("memory://", undefined)).toBeNull();
    expect(files.embeddedFiles(dataDir, "postgres://u:p@localhost:5432/db")).toBeNull();
  });

  it("creates the data directory and its parent when neither exists", async () => {
    const { files } = await load({ DATABASE_URL: undefined });
    const dataDir = path.join(root, "fresh-clone", ".data", "pglite");
    const made = files.ensureEmbeddedDirectories(files.embeddedFiles(dataDir, undefined));
    expect(statSync(dataDir).isDirectory()).toBe(true);
    expect(statSync(path.dirname(made!.authSecret)).isDirectory()).toBe(true);
    // Idempotent: a second start finds everything in place.
    expect(() => files.ensureEmbeddedDirectories(made)).not.toThrow();
  });

  it("generates the auth secret on a fresh clone with no .data folder, then reads the same one back", async () => {
    const dataDir = path.join(root, "fresh-clone", ".data", "pglite");
    const { secret } = await load({
      PGLITE_DATA_DIR: dataDir,
      AUTH_SECRET: undefined,
      DATABASE_URL: undefined,
      NODE_ENV: "production",
    });
    const first = secret.resolveAuthSecret();
    const file = `${dataDir}-auth-secret`;
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(32);

    const again = await load({
      PGLITE_DATA_DIR: dataDir,
      AUTH_SECRET: undefined,
      DATABASE_URL: undefined,
      NODE_ENV: "production",
    });
    expect(again.secret.resolveAuthSecret()).toBe(first);
  });
});
