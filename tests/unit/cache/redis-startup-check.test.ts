// The pure parts of the Redis start-up check (lib/cache/redis/startup-check.mjs): which notification flags
// the shared cache still needs, and how REDIS_URL is named in the one-line cause. The check against real
// Redis servers (without notifications, without CONFIG, unreachable) is tests/multi-instance/redis-startup.test.ts.
import { describe, expect, it } from "vitest";

import { describeRedisUrl, missingKeyspaceFlags } from "@/lib/cache/redis/startup-check.mjs";

describe("keyspace notification flags the shared cache needs (keyevent E, expired x, evicted e)", () => {
  it("none missing when they are there, in any order or through the A alias", () => {
    for (const flags of ["Exe", "xeE", "EA", "KEA", "AKE", "gxeKE"])
      expect(missingKeyspaceFlags(flags), flags).toBe("");
  });

  it("names what is missing, so CONFIG SET can add it to the flags already set", () => {
    expect(missingKeyspaceFlags("")).toBe("Exe");
    expect(missingKeyspaceFlags(undefined)).toBe("Exe");
    expect(missingKeyspaceFlags("Kg")).toBe("Exe");
    expect(missingKeyspaceFlags("Ex")).toBe("e");
    expect(missingKeyspaceFlags("KA")).toBe("E");
    expect(missingKeyspaceFlags("Kxe")).toBe("E");
  });
});

describe("REDIS_URL in a log line", () => {
  it("keeps host, port and database, never the credentials", () => {
    expect(describeRedisUrl("redis://:s3cret@cache.internal:6380/2")).toBe("redis://cache.internal:6380/2");
    expect(describeRedisUrl("rediss://user:pw@cache.example.com")).toBe("rediss://cache.example.com");
    expect(describeRedisUrl("redis://127.0.0.1:6379")).toBe("redis://127.0.0.1:6379");
    expect(describeRedisUrl("not a url")).toBe("REDIS_URL");
  });
});
