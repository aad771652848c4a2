import { describe, expect, it, vi } from "vitest";

import { createMemberSetStore } from "@/components/member/member-set-store";
import type { ApiResult } from "@/lib/api/client";

type Item = { id: string; name?: string };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const loaded = (items: Item[]) => vi.fn(async (): Promise<ApiResult<Item[]>> => ({ success: true, data: items }));

describe("createMemberSetStore", () => {
  it("loads once per user however many buttons ask", async () => {
    const load = loaded([{ id: "a" }]);
    const store = createMemberSetStore(load);
    store.ensure("u1");
    store.ensure("u1");
    store.ensure("u1");
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toMatchObject({ status: "ready", userId: "u1" });
    expect(store.getSnapshot().ids.has("a")).toBe(true);
  });

  it("starts from scratch for another user", async () => {
    const store = createMemberSetStore(loaded([{ id: "a" }]));
    store.ensure("u1");
    await flush();
    store.ensure("u2");
    expect(store.getSnapshot()).toMatchObject({ userId: "u2", status: "loading" });
    expect(store.getSnapshot().ids.size).toBe(0);
  });

  it("flips at once, then keeps the server's row on success", async () => {
    const store = createMemberSetStore(loaded([]));
    store.ensure("u1");
    await flush();
    const answer = deferred<ApiResult<Item>>();
    const pending = store.toggle("b", { add: () => answer.promise, remove: vi.fn() });
    expect(store.getSnapshot().ids.has("b")).toBe(true);
    expect(store.getSnapshot().pending.has("b")).toBe(true);
    answer.resolve({ success: true, data: { id: "b", name: "Bee" } });
    await pending;
    expect(store.getSnapshot().items).toEqual([{ id: "b", name: "Bee" }]);
    expect(store.getSnapshot().pending.size).toBe(0);
  });

  it("rolls back only the failed id, restoring a removed item in its place", async () => {
    const store = createMemberSetStore(loaded([{ id: "a" }, { id: "b" }, { id: "c" }]));
    store.ensure("u1");
    await flush();
    const result = await store.toggle("b", {
      add: vi.fn(),
      remove: async () => ({ success: false, error: "Server down", status: 500 }),
    });
    expect(result.success).toBe(false);
    expect(store.getSnapshot().items.map((item) => item.id)).toEqual(["a", "b", "c"]);
    expect(store.getSnapshot().ids.has("b")).toBe(true);

    await store.toggle("z", {
      add: async () => ({ success: false, error: "Not found", status: 404 }),
      remove: vi.fn(),
    });
    expect(store.getSnapshot().ids.has("z")).toBe(false);
  });

  it("treats removing something already gone (404) as done", async () => {
    const store = createMemberSetStore(loaded([{ id: "a" }]));
    store.ensure("u1");
    await flush();
    const result = await store.toggle("a", {
      add: vi.fn(),
      remove: async () => ({ success: false, error: "Gone", status: 404 }),
    });
    expect(result.success).toBe(true);
    expect(store.getSnapshot().ids.has("a")).toBe(false);
    expect(store.getSnapshot().items).toEqual([]);
  });

  it("reports a failed load and loads again on reload", async () => {
    const load = vi
      .fn<() => Promise<ApiResult<Item[]>>>()
      .mockResolvedValueOnce({ success: false, error: "Failed to fetch favourites" })
      .mockResolvedValueOnce({ success: true, data: [{ id: "a" }] });
    const store = createMemberSetStore(load);
    store.ensure("u1");
    await flush();
    expect(store.getSnapshot()).toMatchObject({ status: "error", error: "Failed to fetch favourites" });
    store.reload();
    await flush();
    expect(store.getSnapshot()).toMatchObject({ status: "ready", error: null });
  });
});
