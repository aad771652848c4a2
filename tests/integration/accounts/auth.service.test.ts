import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { db } from "@/db";
import { rateLimits, users } from "@/db/schema";
import { login } from "@/lib/accounts/auth.service";
import { hashPassword, verifyPassword } from "@/lib/accounts/password-hashing.service";
import { AppError } from "@/lib/core/errors";
import { resetRateLimit } from "@/lib/rate-limit";

// The sign-in service itself (the route's answers are in tests/integration/api/auth.test.ts): every attempt costs
// exactly one Argon2id verify, whether the address has an account, a password, or neither, so the time of an
// answer does not tell which; and a plain success writes nothing to the failure counters.

vi.mock("@/lib/accounts/password-hashing.service", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/accounts/password-hashing.service")>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

vi.mock("@/lib/rate-limit", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/rate-limit")>();
  return { ...actual, resetRateLimit: vi.fn(actual.resetRateLimit) };
});

const PASSWORD = "correct horse battery staple";
/** OWASP's Argon2id parameters, as every stored and dummy hash carries them. */
const OWASP_ARGON2ID = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

async function member(email: string, passwordHash: string | null) {
  await db.insert(users).values({ email, fullName: "Member", passwordHash, role: "USER", emailVerified: true });
}

async function refusal(attempt: Promise<unknown>): Promise<AppError> {
  const error = await attempt.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const verified = vi.mocked(verifyPassword);
const resets = vi.mocked(resetRateLimit);

beforeEach(() => {
  verified.mockClear();
  resets.mockClear();
});

describe("sign-in costs one verify whatever the address", () => {
  it("stores hashes with OWASP's Argon2id parameters", async () => {
    expect(await hashPassword(PASSWORD)).toMatch(OWASP_ARGON2ID);
  });

  it("verifies an unknown address once, against a real hash with the same parameters", async () => {
    const error = await refusal(login({ email: "nobody@example.com", password: PASSWORD }, { ip: nextIp() }));
    expect(error.code).toBe("unauthorized");
    expect(verified).toHaveBeenCalledTimes(1);
    expect(verified.mock.calls[0]![0]).toMatch(OWASP_ARGON2ID);
    expect(verified.mock.calls[0]![1]).toBe(PASSWORD);
  });

  it("verifies an account nobody has chosen a password for once, against the same dummy hash", async () => {
    await refusal(login({ email: "nobody-else@example.com", password: PASSWORD }, { ip: nextIp() }));
    const dummy = verified.mock.calls[0]![0];
    verified.mockClear();
    await member("no-password@example.com", null);
    const error = await refusal(login({ email: "no-password@example.com", password: PASSWORD }, { ip: nextIp() }));
    expect(error.code).toBe("unauthorized");
    expect(verified).toHaveBeenCalledTimes(1);
    expect(verified.mock.calls[0]![0]).toBe(dummy);
  });

  it("verifies a wrong password and a right one once each, against the account's own hash", async () => {
    const stored = await hashPassword(PASSWORD);
    await member("known@example.com", stored);
    expect(
      (await refusal(login({ email: "known@example.com", password: "not the password" }, { ip: nextIp() }))).code,
    ).toBe("unauthorized");
    const session = await login({ email: "Known@Example.com", password: PASSWORD }, { ip: nextIp() });
    expect(session.user.email).toBe("known@example.com");
    expect(verified.mock.calls.map(([hash]) => hash)).toEqual([stored, stored]);
  });
});

describe("what a sign-in writes", () => {
  it("records the sign-in time, and clears no failure count when none was counted", async () => {
    await member("clean@example.com", await hashPassword(PASSWORD));
    const ip = nextIp();
    const session = await login({ email: "clean@example.com", password: PASSWORD }, { ip });
    const [row] = await db
      .select({ lastLoginAt: users.lastLoginAt })
      .from(users)
      .where(eq(users.email, "clean@example.com"));
    expect(row!.lastLoginAt).toBeInstanceOf(Date);
    expect(session.user.lastLoginAt).toEqual(row!.lastLoginAt!.toISOString());
    expect(resets).not.toHaveBeenCalled();
    expect(session.oddsFormat).toBeNull();
  });

  it("clears the account+IP failure count on a success that follows failures", async () => {
    await member("after-failures@example.com", await hashPassword(PASSWORD));
    const ip = nextIp();
    const key = `loginFailuresAccountIp:after-failures@example.com|${ip}`;
    for (let i = 0; i < 3; i += 1)
      await refusal(login({ email: "after-failures@example.com", password: "wrong password" }, { ip }));
    expect(
      (await db.select({ points: rateLimits.points }).from(rateLimits).where(eq(rateLimits.key, key)))[0]?.points,
    ).toBe(3);
    await login({ email: "after-failures@example.com", password: PASSWORD }, { ip });
    expect(resets).toHaveBeenCalledTimes(1);
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, key))).toEqual([]);
  });
});
