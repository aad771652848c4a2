import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The Argon2 calls are replaced by ones the test finishes by hand, to see how many run at once and in which
// order the waiting ones start. The parameters are checked on the real library's hash in the integration suite
// (a stored hash starts `$argon2id$v=19$m=19456,t=2,p=1`).
const pending: Array<{
  kind: "hash" | "verify";
  finish: (value: unknown) => void;
  fail: (error: Error) => void;
  label: string;
}> = [];
const started: string[] = [];

vi.mock("@node-rs/argon2", () => {
  const call = (kind: "hash" | "verify", label: string) =>
    new Promise((resolve, reject) => {
      started.push(label);
      pending.push({ kind, finish: resolve, fail: reject, label });
    });
  return {
    hash: vi.fn((password: string, options: unknown) => {
      expect(options).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
      return call("hash", password);
    }),
    verify: vi.fn((_hash: string, password: string) => call("verify", password)),
  };
});

const { hashPassword, verifyPassword, PASSWORD_HASHING_CONCURRENCY } =
  await import("@/lib/accounts/password-hashing.service");

const settle = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(() => {
  pending.length = 0;
  started.length = 0;
});

afterEach(async () => {
  // Finish whatever a failed test left running, so the slots are free for the next one.
  while (pending.length > 0) {
    for (const call of pending.splice(0)) call.finish(call.kind === "verify" ? false : "$argon2id$");
    await settle();
  }
});

describe("password hashing slots", () => {
  it("allows one hash per core but the event loop's: at least one, at most two", () => {
    expect(PASSWORD_HASHING_CONCURRENCY).toBeGreaterThanOrEqual(1);
    expect(PASSWORD_HASHING_CONCURRENCY).toBeLessThanOrEqual(2);
  });

  it("runs at most that many hashes and verifies at once; waiting ones start first come, first served", async () => {
    const labels = Array.from({ length: 10 }, (_, index) => `password ${index}`);
    const answers = labels.map((label, index) =>
      index % 2 === 0 ? verifyPassword("$argon2id$stored", label) : hashPassword(label),
    );
    await settle();
    expect(started).toEqual(labels.slice(0, PASSWORD_HASHING_CONCURRENCY));

    while (pending.length > 0) {
      expect(pending.length).toBeLessThanOrEqual(PASSWORD_HASHING_CONCURRENCY);
      const call = pending.shift()!;
      call.finish(call.kind === "verify" ? true : `$argon2id$${call.label}`);
      await settle();
    }
    expect(started).toEqual(labels);
    expect(await Promise.all(answers)).toEqual(
      labels.map((label, index) => (index % 2 === 0 ? true : `$argon2id$${label}`)),
    );
  });

  it("gives the slot back when a verify fails, answering false", async () => {
    const first = verifyPassword("not a hash", "a");
    const rest = Array.from({ length: PASSWORD_HASHING_CONCURRENCY }, (_, index) =>
      verifyPassword("$argon2id$stored", `b${index}`),
    );
    await settle();
    pending.shift()!.fail(new Error("invalid hash"));
    expect(await first).toBe(false);
    await settle();
    // Every one of the rest has started: the failed verify's slot went to the next in line.
    expect(started).toEqual(["a", ...rest.map((_, index) => `b${index}`)]);
  });

  it("tells the caller when its verify leaves the queue", async () => {
    const blockers = Array.from({ length: PASSWORD_HASHING_CONCURRENCY }, (_, index) =>
      verifyPassword("$argon2id$stored", `x${index}`),
    );
    const onStart = vi.fn();
    const queued = verifyPassword("$argon2id$stored", "queued", { onStart });
    await settle();
    expect(onStart).not.toHaveBeenCalled();
    pending.shift()!.finish(true);
    await settle();
    expect(onStart).toHaveBeenCalledTimes(1);
    while (pending.length > 0) {
      pending.shift()!.finish(true);
      await settle();
    }
    await Promise.all([...blockers, queued]);
  });
});
