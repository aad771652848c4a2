import { afterEach, describe, expect, it, vi } from "vitest";

import { redisDatabase, redisHandlerOptions } from "@/lib/cache/redis/options.mjs";

// REDIS_URL (several app instances): what lib/env accepts, and what the Redis cache handlers take from it.

async function loadEnv(vars: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  return (await import("@/lib/env")).env;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("REDIS_URL", () => {
  it("is optional: unset or empty means one instance with its cache in memory", async () => {
    expect((await loadEnv({ REDIS_URL: undefined })).REDIS_URL).toBeUndefined();
    expect((await loadEnv({ REDIS_URL: "" })).REDIS_URL).toBeUndefined();
  });

  it("takes a redis:// or rediss:// URL together with a PostgreSQL server", async () => {
    const env = await loadEnv({
      REDIS_URL: "redis://127.0.0.1:6379/2",
      DATABASE_URL: "postgres://app@127.0.0.1:5432/edgecast",
    });
    expect(env.REDIS_URL).toBe("redis://127.0.0.1:6379/2");
    await expect(
      loadEnv({ REDIS_URL: "rediss://cache.example:6380", DATABASE_URL: "postgres://db.example/edgecast" }),
    ).resolves.toBeDefined();
  });

  it("refuses another scheme, and Redis on the embedded database (one process only)", async () => {
    await expect(
      loadEnv({ REDIS_URL: "http://127.0.0.1:6379", DATABASE_URL: "postgres://db.example/edgecast" }),
    ).rejects.toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    await expect(loadEnv({ REDIS_URL: "redis://127.0.0.1:6379", DATABASE_URL: "" })).rejects.toThrow(
      /REDIS_URL .* needs DATABASE_URL/,
    );
  });

  it("gives the handlers the database named in the URL (0 when none)", () => {
    expect(redisDatabase("redis://127.0.0.1:6379")).toBe(0);
    expect(redisDatabase("redis://127.0.0.1:6379/")).toBe(0);
    expect(redisDatabase("redis://:secret@127.0.0.1:6379/3")).toBe(3);
    expect(() => redisDatabase("redis://127.0.0.1:6379/cache")).toThrow(/no valid database/);
    vi.stubEnv("REDIS_URL", "redis://127.0.0.1:6390/1");
    expect(redisHandlerOptions()).toEqual({ redisUrl: "redis://127.0.0.1:6390/1", database: 1 });
    vi.stubEnv("REDIS_URL", "");
    expect(() => redisHandlerOptions()).toThrow(/REDIS_URL must be set/);
  });
});
