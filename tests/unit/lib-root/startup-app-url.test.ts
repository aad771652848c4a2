import { afterEach, describe, expect, it, vi } from "vitest";

import { browserHost, deriveAppUrl, listenPort, startupFailureLine } from "@/lib/startup.mjs";

// Where the public origin comes from when APP_URL is unset (lib/startup.mjs, used by server.mjs, lib/env
// and lib/seo/site-url), and the one-line cause a failed start prints.

describe("deriveAppUrl", () => {
  it.each([
    [{}, "http://localhost:3000"],
    [{ PORT: "3912" }, "http://localhost:3912"],
    [{ PORT: " 3912 ", HOST: "0.0.0.0" }, "http://localhost:3912"],
    [{ PORT: "4000", HOST: "::" }, "http://localhost:4000"],
    [{ PORT: "4000", HOST: "127.0.0.1" }, "http://127.0.0.1:4000"],
    [{ PORT: "4000", HOST: "::1" }, "http://[::1]:4000"],
    [{ PORT: "80", HOST: "edgecast.lan" }, "http://edgecast.lan"],
    [{ APP_URL: "", PORT: "3912" }, "http://localhost:3912"],
  ])("%o without APP_URL → %s, flagged as derived", (env, expected) => {
    expect(deriveAppUrl(env)).toEqual({ url: expected, derived: true });
  });

  it("keeps APP_URL when it is set, whatever the port", () => {
    expect(deriveAppUrl({ APP_URL: "https://edgecast.example", PORT: "3912" })).toEqual({
      url: "https://edgecast.example",
      derived: false,
    });
  });

  it("refuses a PORT that is not a port, naming the variable", () => {
    expect(() => deriveAppUrl({ PORT: "abc" })).toThrow(/PORT must be a number from 1 to 65535/);
    expect(() => listenPort("70000")).toThrow(/PORT/);
    expect(() => listenPort("0")).toThrow(/PORT/);
    expect(listenPort(undefined)).toBe(3000);
    expect(listenPort("")).toBe(3000);
    expect(listenPort("8080")).toBe(8080);
  });

  it("maps listen-on-everything hosts to localhost", () => {
    expect(browserHost(undefined)).toBe("localhost");
    expect(browserHost("0.0.0.0")).toBe("localhost");
    expect(browserHost("[::]")).toBe("localhost");
    expect(browserHost("10.0.0.5")).toBe("10.0.0.5");
  });
});

describe("startupFailureLine", () => {
  it("is one line with the cause, whatever the error's shape", () => {
    const error = new Error("Invalid environment variables:\n  APP_URL: Invalid URL\n  PORT: bad");
    expect(startupFailureLine(error)).toBe(
      "EdgeCast could not start: Invalid environment variables:; APP_URL: Invalid URL; PORT: bad",
    );
    const wrapped = new Error("An error occurred while loading the instrumentation hook", {
      cause: new Error("ENOENT: no such file"),
    });
    expect(startupFailureLine(wrapped)).toBe(
      "EdgeCast could not start: An error occurred while loading the instrumentation hook (ENOENT: no such file)",
    );
    expect(startupFailureLine("plain")).toBe("EdgeCast could not start: plain");
    expect(startupFailureLine(wrapped)).not.toContain("\n");
  });
});

describe("lib/env APP_URL", () => {
  async function loadEnv(vars: Record<string, string | undefined>) {
    vi.resetModules();
    for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
    return (await import("@/lib/env")).env;
  }

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("follows PORT and HOST when APP_URL is unset", async () => {
    expect((await loadEnv({ APP_URL: undefined, PORT: "3912", HOST: undefined })).APP_URL).toBe(
      "http://localhost:3912",
    );
    expect((await loadEnv({ APP_URL: "", PORT: "4100", HOST: "127.0.0.1" })).APP_URL).toBe("http://127.0.0.1:4100");
    expect((await loadEnv({ APP_URL: undefined, PORT: undefined, HOST: undefined })).APP_URL).toBe(
      "http://localhost:3000",
    );
  });

  it("keeps an explicit APP_URL", async () => {
    expect((await loadEnv({ APP_URL: "https://edgecast.example", PORT: "3912" })).APP_URL).toBe(
      "https://edgecast.example",
    );
  });
});
