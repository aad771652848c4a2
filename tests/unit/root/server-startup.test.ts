import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

// server.mjs stops with exit code 1 and a one-line cause when it cannot serve, rather than listening and
// answering 500. Run from an empty directory (no build), with the repository's server.mjs.

const serverScript = path.resolve(__dirname, "../../../server.mjs");
let cwd: string;

beforeEach(() => {
  cwd = mkdtempSync(path.join(tmpdir(), "edgecast-server-start-"));
});

afterEach(() => {
  rmSync(cwd, { recursive: true, force: true });
});

function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve, reject) => {
    const base: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
    };
    const child = spawn(process.execPath, [serverScript], {
      cwd,
      env: { ...base, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server.mjs still running after 30 s:\n${stdout}\n${stderr}`));
    }, 30_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}

function causeLines(stderr: string) {
  return stderr.split("\n").filter((line) => line.startsWith("EdgeCast could not start:"));
}

describe("server.mjs start-up failures", () => {
  it("refuses an invalid PORT", async () => {
    const result = await runServer({ PORT: "not-a-port" });
    expect(result.code).toBe(1);
    expect(causeLines(result.stderr)).toEqual([
      'EdgeCast could not start: PORT must be a number from 1 to 65535 (got "not-a-port")',
    ]);
    expect(result.stdout).not.toContain("EdgeCast is running");
  }, 40_000);

  it("refuses a load-shedding limit that is not a whole number", async () => {
    const result = await runServer({ MAX_CONCURRENT_REQUESTS: "lots" });
    expect(result.code).toBe(1);
    expect(causeLines(result.stderr)).toEqual([
      'EdgeCast could not start: MAX_CONCURRENT_REQUESTS must be a whole number from 0 to 10000 (got "lots")',
    ]);
    expect(result.stdout).not.toContain("EdgeCast is running");
  }, 40_000);

  it("stops when the port is already in use", async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const { port } = blocker.address() as { port: number };
    try {
      const result = await runServer({ PORT: String(port), HOST: "127.0.0.1" });
      expect(result.code).toBe(1);
      expect(causeLines(result.stderr)).toEqual([
        `EdgeCast could not start: port ${port} on 127.0.0.1 is already in use (EADDRINUSE); set PORT to a free port`,
      ]);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  }, 40_000);

  it("stops when Next cannot start (no production build here)", async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const { port } = blocker.address() as { port: number };
    await new Promise((resolve) => blocker.close(resolve));
    const result = await runServer({ PORT: String(port), HOST: "127.0.0.1", APP_URL: "http://127.0.0.1" });
    expect(result.code).toBe(1);
    const lines = causeLines(result.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/production build/i);
    expect(result.stdout).not.toContain("EdgeCast is running");
  }, 40_000);
});
