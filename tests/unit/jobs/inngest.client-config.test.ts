import { afterEach, describe, expect, it, vi } from "vitest";

// Inngest's configuration (lib/env.ts and lib/jobs/inngest.client.ts): when jobs go to Inngest, and the production
// rules (INNGEST_SIGNING_KEY set and INNGEST_DEV unset in production).

async function load(vars: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  return import("@/lib/jobs/inngest.client");
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("Inngest configuration", () => {
  it.each([
    [{}, false],
    [{ INNGEST_EVENT_KEY: "" }, false],
    [{ INNGEST_DEV: "0" }, false],
    [{ INNGEST_EVENT_KEY: "key" }, true],
    [{ INNGEST_DEV: "1" }, true],
    [{ INNGEST_DEV: "http://localhost:8288" }, true],
  ])("%o → jobs go to Inngest: %s", async (vars, expected) => {
    const { isInngestConfigured, inngest } = await load({
      INNGEST_EVENT_KEY: undefined,
      INNGEST_DEV: undefined,
      ...vars,
    });
    expect(isInngestConfigured()).toBe(expected);
    expect(inngest.id).toBe("edgecast");
  });

  it("requires the signing key with an event key in production, and refuses INNGEST_DEV there", async () => {
    await expect(load({ NODE_ENV: "production", INNGEST_EVENT_KEY: "key", INNGEST_SIGNING_KEY: "" })).rejects.toThrow(
      /INNGEST_SIGNING_KEY is required/,
    );
    await expect(load({ NODE_ENV: "production", INNGEST_DEV: "1" })).rejects.toThrow(
      /INNGEST_DEV must be unset in production/,
    );
    await expect(
      load({
        NODE_ENV: "production",
        INNGEST_EVENT_KEY: "key",
        INNGEST_SIGNING_KEY: "signkey-prod-abc",
        INNGEST_DEV: "",
      }),
    ).resolves.toBeDefined();
    await expect(load({ NODE_ENV: "development", INNGEST_EVENT_KEY: "key", INNGEST_DEV: "1" })).resolves.toBeDefined();
  });
});
