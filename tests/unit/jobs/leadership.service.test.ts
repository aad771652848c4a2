import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { Leadership, type LeadershipLock } from "@/lib/jobs/leadership.service";

// Leadership of the embedded schedule among server processes (lib/jobs/leadership.service.ts), over a lock that
// stands in for the PostgreSQL advisory lock (tests/multi-instance covers the real one).

/** One lock shared by several "processes": the first to try holds it until it releases it. */
function sharedLock() {
  let holder: string | null = null;
  let failing = false;
  const lockFor = (name: string): LeadershipLock => ({
    async hold() {
      if (failing) throw new Error("connection refused");
      holder ??= name;
      return holder === name;
    },
    async release() {
      if (holder === name) holder = null;
    },
  });
  return { lockFor, fail: (value: boolean) => (failing = value), holder: () => holder };
}

describe("Leadership", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("lets one process lead; another takes over within one retry after the leader stops", async () => {
    const lock = sharedLock();
    const changes: string[] = [];
    const a = new Leadership({
      lock: lock.lockFor("a"),
      retryMs: 3000,
      onChange: (leader) => void changes.push(`a:${leader}`),
    });
    const b = new Leadership({
      lock: lock.lockFor("b"),
      retryMs: 3000,
      onChange: (leader) => void changes.push(`b:${leader}`),
    });

    expect(await a.start()).toBe(true);
    expect(await b.start()).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect([a.isLeader(), b.isLeader()]).toEqual([true, false]);

    await a.stop();
    expect(a.isLeader()).toBe(false);
    expect(b.isLeader()).toBe(false);
    await vi.advanceTimersByTimeAsync(3000);
    expect(b.isLeader()).toBe(true);
    expect(changes).toEqual(["a:true", "a:false", "b:true"]);
    await b.stop();
  });

  it("stops leading while the database cannot be asked, and leads again once it answers", async () => {
    const lock = sharedLock();
    const onChange = vi.fn();
    const leading = vi.fn();
    const a = new Leadership({ lock: lock.lockFor("a"), retryMs: 1000, onChange, onLeading: leading });
    await a.start();
    expect(leading).toHaveBeenCalledTimes(1);

    lock.fail(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(a.isLeader()).toBe(false);
    lock.fail(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(a.isLeader()).toBe(true);
    expect(onChange.mock.calls.map(([leader]) => leader)).toEqual([true, false, true]);
    expect(leading).toHaveBeenCalledTimes(2);
    await a.stop();
  });

  it("shares one check between concurrent callers", async () => {
    let calls = 0;
    const lock: LeadershipLock = { hold: async () => (calls++, true), release: async () => {} };
    const a = new Leadership({ lock });
    expect(await Promise.all([a.check(), a.check(), a.check()])).toEqual([true, true, true]);
    expect(calls).toBe(1);
  });
});
