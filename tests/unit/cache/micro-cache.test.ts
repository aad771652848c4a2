import { describe, expect, it, vi } from "vitest";

import { createMicroCache, serverMicroCache } from "@/lib/cache/micro-cache";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("micro-cache", () => {
  it("serves a stored value without loading again, and concurrent readers share one load", async () => {
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 10 });
    const load = vi.fn(async () => "page");
    const [a, b] = await Promise.all([cache.read(["predictions"], "k", load), cache.read(["predictions"], "k", load)]);
    expect(await cache.read(["predictions"], "k", load)).toBe("page");
    expect([a, b]).toEqual(["page", "page"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads again once the value is older than its time to live", async () => {
    const cache = createMicroCache({ ttlMs: 30, maxEntries: 10 });
    let version = 0;
    const load = async () => ++version;
    expect(await cache.read(["predictions"], "k", load)).toBe(1);
    await sleep(60);
    expect(await cache.read(["predictions"], "k", load)).toBe(2);
  });

  it("forgets the values stored under an expired tag, and only those", async () => {
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 10 });
    let version = 0;
    const load = async () => ++version;
    await cache.read(["predictions", "settings"], "list", load);
    await cache.read(["ads"], "ads", load);

    cache.forget(["settings"]);
    expect(await cache.read(["predictions", "settings"], "list", load)).toBe(3);
    expect(await cache.read(["ads"], "ads", load)).toBe(2);
  });

  it("does not keep a failed load", async () => {
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 10 });
    await expect(
      cache.read(["predictions"], "k", async () => Promise.reject(new Error("database down"))),
    ).rejects.toThrow("database down");
    expect(await cache.read(["predictions"], "k", async () => "recovered")).toBe("recovered");
  });

  it("holds at most maxEntries values, evicting the least recently read", async () => {
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 2 });
    const load = vi.fn(async () => "v");
    await cache.read(["predictions"], "a", load);
    await cache.read(["predictions"], "b", load);
    await cache.read(["predictions"], "a", load);
    await cache.read(["predictions"], "c", load); // evicts b
    expect(load).toHaveBeenCalledTimes(3);
    await cache.read(["predictions"], "a", load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.read(["predictions"], "b", load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("keeps values a moment in one instance; with Redis (several instances) reads through every time", async () => {
    const load = vi.fn(async () => "v");
    const single = serverMicroCache(undefined);
    await single.read(["predictions"], "k", load);
    await single.read(["predictions"], "k", load);
    expect(load).toHaveBeenCalledTimes(1);

    const shared = serverMicroCache("redis://127.0.0.1:6379");
    await shared.read(["predictions"], "k", load);
    await shared.read(["predictions"], "k", load);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
