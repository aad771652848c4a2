import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { PUT as changePasswordRoute } from "@/app/api/auth/change-password/route";
import { POST as forgotPasswordRoute } from "@/app/api/auth/forgot-password/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as logoutRoute } from "@/app/api/auth/logout/route";
import { GET as profileGet, PUT as profilePut } from "@/app/api/auth/profile/route";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { POST as resendVerificationRoute } from "@/app/api/auth/resend-verification/route";
import { POST as resetPasswordRoute } from "@/app/api/auth/reset-password/route";
import { POST as verifyEmailRoute } from "@/app/api/auth/verify-email/route";
import { POST as revokeOthersRoute } from "@/app/api/auth/sessions/revoke-others/route";
import { GET as preferencesGet, PUT as preferencesPut } from "@/app/api/user/preferences/route";
import { db } from "@/db";
import { emailOutbox, emailVerificationTokens, globalSettings, passwordResetTokens, users } from "@/db/schema";
import { SESSION_COOKIE_NAME } from "@/lib/accounts/session-tokens.service";
import { latestVerificationToken, registerAndVerify, verifyEmail } from "@/tests/helpers/registration";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Envelope<T = Record<string, unknown>> = { success: boolean; data: T; error?: string; code?: string };
type Session = { token: string; user: Record<string, unknown> };

let ipCounter = 0;
/** A fresh client address per call site, so rate limits of one test never leak into another. */
const nextIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const PASSWORD = "correct horse battery staple";

function call<T = Record<string, unknown>>(
  handler: Parameters<typeof callRoute>[0],
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return callRoute<Envelope<T>>(
    handler,
    jsonRequest(method, path, body, { "x-forwarded-for": headers.ip ?? nextIp(), ...headers }),
  );
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A registered and verified member, signed in by the confirmation link (tests/helpers/registration.ts). */
async function registerUser(email = `member-${Math.random().toString(36).slice(2)}@example.com`, password = PASSWORD) {
  return registerAndVerify(email, password);
}

async function userRow(email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

const REGISTERED = { success: true, data: { message: "Check your e-mail to finish creating your account." } };

async function outboxTo(email: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
}

describe("POST /api/auth/register", () => {
  it("creates an unverified USER on the FREE plan, ignoring a payload role, e-mails a confirmation link", async () => {
    const res = await call(registerRoute, "POST", "/api/auth/register", {
      email: "  New.Member@Example.com ",
      password: PASSWORD,
      fullName: "New Member",
      role: "SUPER_ADMIN",
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual(REGISTERED);
    const row = await userRow("new.member@example.com");
    // Nobody has confirmed the address, so nobody has chosen the account's password yet: it waits on the link.
    expect(row).toMatchObject({ role: "USER", subscriptionTier: "FREE", emailVerified: false, passwordHash: null });
    const mail = await outboxTo("new.member@example.com");
    expect(mail.map((message) => message.kind)).toEqual(["email-verification"]);
    expect(mail[0]!.text).toMatch(/\/auth\/verify-email\?token=[A-Za-z0-9_-]{40,}/);
    // Only a hash of the token is stored.
    const token = await latestVerificationToken("new.member@example.com");
    const stored = await db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, row!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);
    expect(stored[0]).toMatchObject({ fullName: "New Member", passwordHash: expect.stringMatching(/^\$argon2id\$/) });
    expect(stored[0]!.expiresAt.getTime() - stored[0]!.createdAt.getTime()).toBeGreaterThan(23 * 60 * 60 * 1000);
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|argon2|token/);
  });

  it("answers an address with an account exactly like a new one, tells the owner and changes nothing", async () => {
    const owner = await registerUser("owner@example.com");
    const before = await userRow("owner@example.com");
    const fresh = await call(registerRoute, "POST", "/api/auth/register", {
      email: "brand-new@example.com",
      password: "another long passphrase",
      fullName: "Someone",
    });
    const taken = await call(registerRoute, "POST", "/api/auth/register", {
      email: "Owner@Example.com",
      password: "another long passphrase",
      fullName: "Someone",
    });
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);
    expect(taken.body).toEqual(REGISTERED);
    expect([...taken.headers.keys()].sort()).toEqual([...fresh.headers.keys()].sort());
    // The owner's account is untouched: same hash, name, token version, still verified; their password still works.
    const after = await userRow("owner@example.com");
    expect(after).toEqual(before);
    const login = await call(loginRoute, "POST", "/api/auth/login", { email: owner.email, password: PASSWORD });
    expect(login.status).toBe(200);
    // The owner is told, and gets no link.
    const notices = (await outboxTo("owner@example.com")).filter((message) => message.kind !== "email-verification");
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      kind: "registration-attempt",
      subject: "Someone tried to create an account with your address",
    });
    expect(notices[0]!.text).not.toMatch(/token=/);
  });

  it("gives each sign-up of an unconfirmed address its own link: the one confirmed decides the password", async () => {
    await call(registerRoute, "POST", "/api/auth/register", {
      email: "pending@example.com",
      password: PASSWORD,
      fullName: "First",
    });
    const first = await latestVerificationToken("pending@example.com");
    const again = await call(registerRoute, "POST", "/api/auth/register", {
      email: "pending@example.com",
      password: "a different passphrase",
      fullName: "Second",
    });
    expect(again.body).toEqual(REGISTERED);
    const mail = await outboxTo("pending@example.com");
    expect(mail.map((message) => message.kind)).toEqual(["email-verification", "email-verification"]);
    // Each e-mail greets its own registration's name, never another one's.
    expect(mail.map((message) => message.text.split("\n")[0]).sort()).toEqual(["Hello First,", "Hello Second,"]);
    const second = await latestVerificationToken("pending@example.com");
    expect((await verifyEmail(second)).status).toBe(200);
    expect(
      (
        await call(loginRoute, "POST", "/api/auth/login", {
          email: "pending@example.com",
          password: "a different passphrase",
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(loginRoute, "POST", "/api/auth/login", { email: "pending@example.com", password: PASSWORD })).status,
    ).toBe(401);
    expect(await userRow("pending@example.com")).toMatchObject({ fullName: "Second", emailVerified: true });
    // The other registration's link died with the confirmation.
    expect((await verifyEmail(first)).status).toBe(400);
  });

  it.each([
    ["a short password", { password: "short" }, 422],
    ["a common password", { password: "password123" }, 422],
    ["an invalid e-mail", { email: "nope" }, 422],
    ["a missing name", { fullName: "" }, 422],
    ["a lone surrogate in the password", { password: `${PASSWORD}\ud800` }, 422],
    ["a lone surrogate in the name", { fullName: "Ann \udc00" }, 422],
  ])("refuses %s and creates nothing", async (_label, override, status) => {
    const [before] = await db.select({ n: count() }).from(users);
    const [mailBefore] = await db.select({ n: count() }).from(emailOutbox);
    const res = await call(registerRoute, "POST", "/api/auth/register", {
      email: "fresh@example.com",
      password: PASSWORD,
      fullName: "X",
      ...override,
    });
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
    const [after] = await db.select({ n: count() }).from(users);
    expect(after!.n).toBe(before!.n);
    const [mailAfter] = await db.select({ n: count() }).from(emailOutbox);
    expect(mailAfter!.n).toBe(mailBefore!.n);
  });

  it("refuses a common password for an existing address too (the answer never depends on the address)", async () => {
    await registerUser("common-check@example.com");
    const res = await call(registerRoute, "POST", "/api/auth/register", {
      email: "common-check@example.com",
      password: "password123",
      fullName: "X",
    });
    expect(res.status).toBe(422);
  });

  it("limits registrations to 5 per IP per hour", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) {
      const res = await call(
        registerRoute,
        "POST",
        "/api/auth/register",
        { email: `burst${i}@example.com`, password: PASSWORD, fullName: "Burst" },
        { ip },
      );
      expect(res.status).toBe(202);
    }
    const limited = await call(
      registerRoute,
      "POST",
      "/api/auth/register",
      { email: "burst5@example.com", password: PASSWORD, fullName: "Burst" },
      { ip },
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await userRow("burst5@example.com")).toBeUndefined();
  });

  it("limits attempts on one address to 3 an hour from one IP and 20 from all IPs, new or not", async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i += 1) {
      expect(
        (
          await call(
            registerRoute,
            "POST",
            "/api/auth/register",
            { email: "flooded@example.com", password: PASSWORD, fullName: "F" },
            { ip },
          )
        ).status,
      ).toBe(202);
    }
    expect(
      (
        await call(
          registerRoute,
          "POST",
          "/api/auth/register",
          { email: "flooded@example.com", password: PASSWORD, fullName: "F" },
          { ip },
        )
      ).status,
    ).toBe(429);
    // Other clients go on until the address's ceiling, which a flood from many IPs still reaches.
    for (let i = 3; i < 20; i += 1) {
      expect(
        (
          await call(registerRoute, "POST", "/api/auth/register", {
            email: "flooded@example.com",
            password: PASSWORD,
            fullName: "F",
          })
        ).status,
      ).toBe(202);
    }
    expect(
      (
        await call(registerRoute, "POST", "/api/auth/register", {
          email: "flooded@example.com",
          password: PASSWORD,
          fullName: "F",
        })
      ).status,
    ).toBe(429);
    expect(await outboxTo("flooded@example.com")).toHaveLength(20);
  });
});

describe("POST /api/auth/verify-email", () => {
  it("confirms the address and signs the member in with a bearer token and the session cookie", async () => {
    await call(registerRoute, "POST", "/api/auth/register", {
      email: "confirm@example.com",
      password: PASSWORD,
      fullName: "Confirm",
    });
    const res = await verifyEmail(await latestVerificationToken("confirm@example.com"));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ token: expect.any(String), user: { email: "confirm@example.com" } });
    expect(res.headers.get("set-cookie")).toContain(`${SESSION_COOKIE_NAME}=`);
    expect(await userRow("confirm@example.com")).toMatchObject({
      emailVerified: true,
      emailVerifiedAt: expect.any(Date),
      fullName: "Confirm",
    });
    const profile = await call<Record<string, unknown>>(
      profileGet,
      "GET",
      "/api/auth/profile",
      undefined,
      bearer(res.body.data!.token),
    );
    expect(profile.status).toBe(200);
  });

  it("works once: the same link again is refused", async () => {
    await call(registerRoute, "POST", "/api/auth/register", {
      email: "once@example.com",
      password: PASSWORD,
      fullName: "Once",
    });
    const token = await latestVerificationToken("once@example.com");
    expect((await verifyEmail(token)).status).toBe(200);
    const again = await verifyEmail(token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      success: false,
      error: "This confirmation link is invalid, has already been used or has expired.",
    });
  });

  it("refuses an expired link and leaves the account unverified", async () => {
    await call(registerRoute, "POST", "/api/auth/register", {
      email: "late@example.com",
      password: PASSWORD,
      fullName: "Late",
    });
    const token = await latestVerificationToken("late@example.com");
    const row = await userRow("late@example.com");
    await db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.userId, row!.id));
    expect((await verifyEmail(token)).status).toBe(400);
    expect(await userRow("late@example.com")).toMatchObject({ emailVerified: false, passwordHash: null });
  });

  it("refuses a made-up or malformed token with a clear 4xx", async () => {
    expect((await verifyEmail("x".repeat(43))).status).toBe(400);
    const malformed = await call(verifyEmailRoute, "POST", "/api/auth/verify-email", { token: "short" });
    expect(malformed.status).toBe(422);
    expect(malformed.body.success).toBe(false);
  });

  it("retires the account's other links once one is used", async () => {
    await call(registerRoute, "POST", "/api/auth/register", {
      email: "two-links@example.com",
      password: PASSWORD,
      fullName: "Two",
    });
    const first = await latestVerificationToken("two-links@example.com");
    await call(resendVerificationRoute, "POST", "/api/auth/resend-verification", { email: "two-links@example.com" });
    const second = await latestVerificationToken("two-links@example.com");
    expect(second).not.toBe(first);
    expect((await verifyEmail(second, { password: "the chosen passphrase", fullName: "Two Links" })).status).toBe(200);
    expect((await verifyEmail(first)).status).toBe(400);
  });

  it("asks whoever opens a new link of an unclaimed sign-up to choose the password, not using it up", async () => {
    await call(registerRoute, "POST", "/api/auth/register", {
      email: "choose@example.com",
      password: PASSWORD,
      fullName: "Registrant",
    });
    await call(resendVerificationRoute, "POST", "/api/auth/resend-verification", { email: "choose@example.com" });
    const mail = await outboxTo("choose@example.com");
    // The new link's e-mail greets nobody by a name a stranger may have typed, and says a password will be chosen.
    expect(
      mail.filter((message) => message.text.startsWith("Hello,\n") && /choose your password/.test(message.text)),
    ).toHaveLength(1);
    const link = await latestVerificationToken("choose@example.com");
    const bare = await verifyEmail(link);
    expect(bare.status).toBe(422);
    expect(bare.body).toMatchObject({ success: false, code: "validation_failed", details: [{ path: "password" }] });
    expect(await userRow("choose@example.com")).toMatchObject({ emailVerified: false, passwordHash: null });
    const weak = await verifyEmail(link, { password: "password123" });
    expect(weak.status).toBe(422);
    const chosen = await verifyEmail(link, { password: "owner picks this one", fullName: "Real Owner" });
    expect(chosen.status).toBe(200);
    expect(await userRow("choose@example.com")).toMatchObject({ emailVerified: true, fullName: "Real Owner" });
    expect(
      (
        await call(loginRoute, "POST", "/api/auth/login", {
          email: "choose@example.com",
          password: "owner picks this one",
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(loginRoute, "POST", "/api/auth/login", { email: "choose@example.com", password: PASSWORD })).status,
    ).toBe(401);
  });
});

describe("signing in before the address is confirmed", () => {
  it("answers a registrant's own password with 'confirm first', alike with or without a prior account", async () => {
    await registerUser("taken-signin@example.com");
    // The attacker registers both a new and a taken address with their own password, then tries it on both.
    const attackerPassword = "attacker chosen passphrase";
    await call(registerRoute, "POST", "/api/auth/register", {
      email: "new-signin@example.com",
      password: attackerPassword,
      fullName: "A",
    });
    await call(registerRoute, "POST", "/api/auth/register", {
      email: "taken-signin@example.com",
      password: attackerPassword,
      fullName: "A",
    });
    const onNew = await call(loginRoute, "POST", "/api/auth/login", {
      email: "new-signin@example.com",
      password: attackerPassword,
    });
    const onTaken = await call(loginRoute, "POST", "/api/auth/login", {
      email: "taken-signin@example.com",
      password: attackerPassword,
    });
    expect(onNew.status).toBe(403);
    expect(onNew.body).toMatchObject({ success: false, code: "forbidden", details: { reason: "email_unconfirmed" } });
    expect(onNew.status).toBe(onTaken.status);
    expect(onNew.body).toEqual(onTaken.body);
    expect([...onNew.headers.keys()].sort()).toEqual([...onTaken.headers.keys()].sort());
    expect(onNew.headers.get("set-cookie")).toBeNull();
    // A wrong password is still just wrong, on both.
    const wrongNew = await call(loginRoute, "POST", "/api/auth/login", {
      email: "new-signin@example.com",
      password: "neither of them",
    });
    const wrongTaken = await call(loginRoute, "POST", "/api/auth/login", {
      email: "taken-signin@example.com",
      password: "neither of them",
    });
    expect(wrongNew.status).toBe(401);
    expect(wrongNew.body).toEqual(wrongTaken.body);
  });
});

describe("the require_email_verification setting", () => {
  it(
    "is on by default; turned off, a new registration signs in with its password at once (and the registration " +
      "answer stays the same)",
    async () => {
      await call(registerRoute, "POST", "/api/auth/register", {
        email: "setting-on@example.com",
        password: PASSWORD,
        fullName: "On",
      });
      expect(
        (await call(loginRoute, "POST", "/api/auth/login", { email: "setting-on@example.com", password: PASSWORD }))
          .status,
      ).toBe(403);
      await db.update(globalSettings).set({ value: false }).where(eq(globalSettings.key, "require_email_verification"));
      try {
        const off = await call(registerRoute, "POST", "/api/auth/register", {
          email: "setting-off@example.com",
          password: PASSWORD,
          fullName: "Off",
        });
        expect(off.body).toEqual(REGISTERED);
        expect(
          (await call(loginRoute, "POST", "/api/auth/login", { email: "setting-off@example.com", password: PASSWORD }))
            .status,
        ).toBe(200);
        // Registered while it was on, nobody has chosen that account's password: it still takes its link.
        expect(
          (await call(loginRoute, "POST", "/api/auth/login", { email: "setting-on@example.com", password: PASSWORD }))
            .status,
        ).toBe(403);
      } finally {
        await db
          .update(globalSettings)
          .set({ value: true })
          .where(eq(globalSettings.key, "require_email_verification"));
      }
    },
  );
});

describe("POST /api/auth/resend-verification", () => {
  it("answers alike for a pending, a verified and an unknown address; only the pending one gets a link", async () => {
    await call(registerRoute, "POST", "/api/auth/register", {
      email: "resend-pending@example.com",
      password: PASSWORD,
      fullName: "P",
    });
    await registerUser("resend-verified@example.com");
    const answers = [];
    for (const email of ["resend-pending@example.com", "resend-verified@example.com", "resend-nobody@example.com"]) {
      const res = await call(resendVerificationRoute, "POST", "/api/auth/resend-verification", { email });
      answers.push({ status: res.status, body: res.body });
    }
    expect(answers[0]!.status).toBe(200);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(
      (await outboxTo("resend-pending@example.com")).filter((message) => message.kind === "email-verification"),
    ).toHaveLength(2);
    expect(
      (await outboxTo("resend-verified@example.com")).filter((message) => message.kind === "email-verification"),
    ).toHaveLength(1);
    expect(await outboxTo("resend-nobody@example.com")).toHaveLength(0);
  });

  it("is limited to 5 per IP per hour", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) {
      expect(
        (
          await call(
            resendVerificationRoute,
            "POST",
            "/api/auth/resend-verification",
            { email: `rl${i}@example.com` },
            { ip },
          )
        ).status,
      ).toBe(200);
    }
    expect(
      (
        await call(
          resendVerificationRoute,
          "POST",
          "/api/auth/resend-verification",
          { email: "rl5@example.com" },
          { ip },
        )
      ).status,
    ).toBe(429);
  });

  it("refuses a body that is not one e-mail address", async () => {
    const invalid = await call(resendVerificationRoute, "POST", "/api/auth/resend-verification", { email: "nope" });
    expect(invalid.status).toBe(422);
    const extra = await call(resendVerificationRoute, "POST", "/api/auth/resend-verification", {
      email: "ok@example.com",
      userId: "x",
    });
    expect(extra.status).toBe(400);
    expect(extra.body.success).toBe(false);
  });
});

describe("POST /api/auth/login", () => {
  it("answers a bearer token and sets an HttpOnly session cookie, recording the login", async () => {
    const { email } = await registerUser();
    const res = await call<Session>(loginRoute, "POST", "/api/auth/login", {
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe(email);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`${SESSION_COOKIE_NAME}=`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await userRow(email))?.lastLoginAt).toBeInstanceOf(Date);
  });

  it("answers an unknown e-mail and a wrong password alike", async () => {
    const { email } = await registerUser();
    const wrong = await call(loginRoute, "POST", "/api/auth/login", { email, password: "not the password" });
    const unknown = await call(loginRoute, "POST", "/api/auth/login", {
      email: "nobody@example.com",
      password: "not the password",
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it("blocks an account+IP for an hour after 10 failures in a row, even with the right password", async () => {
    const { email } = await registerUser();
    const ip = nextIp();
    for (let i = 0; i < 10; i += 1)
      expect((await call(loginRoute, "POST", "/api/auth/login", { email, password: "wrong" }, { ip })).status).toBe(
        401,
      );
    const blocked = await call(loginRoute, "POST", "/api/auth/login", { email, password: PASSWORD }, { ip });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(3000);
    // Another address is not blocked for this account.
    expect((await call(loginRoute, "POST", "/api/auth/login", { email, password: PASSWORD })).status).toBe(200);
  });

  it("clears the failure count after a success", async () => {
    const { email } = await registerUser();
    const ip = nextIp();
    for (let i = 0; i < 9; i += 1)
      await call(loginRoute, "POST", "/api/auth/login", { email, password: "wrong" }, { ip });
    expect((await call(loginRoute, "POST", "/api/auth/login", { email, password: PASSWORD }, { ip })).status).toBe(200);
    for (let i = 0; i < 9; i += 1)
      await call(loginRoute, "POST", "/api/auth/login", { email, password: "wrong" }, { ip });
    expect((await call(loginRoute, "POST", "/api/auth/login", { email, password: PASSWORD }, { ip })).status).toBe(200);
  });

  it("refuses a disabled account", async () => {
    const { email } = await registerUser();
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, email));
    const res = await call(loginRoute, "POST", "/api/auth/login", { email, password: PASSWORD });
    expect(res.status).toBe(403);
  });

  it("answers 4xx envelopes to bad input", async () => {
    expect((await call(loginRoute, "POST", "/api/auth/login", { email: "a@b.co" })).status).toBe(422);
    expect(
      (await call(loginRoute, "POST", "/api/auth/login", { email: "a@b.co", password: "x", extra: 1 })).status,
    ).toBe(400);
    const text = await callRoute(
      loginRoute,
      jsonRequest("POST", "/api/auth/login", "email=a", { "content-type": "text/plain" }),
    );
    expect(text.status).toBe(415);
  });
});

describe("GET/PUT /api/auth/profile", () => {
  it("answers the profile to a bearer token and to the session cookie", async () => {
    const { email, token } = await registerUser();
    const viaBearer = await call(profileGet, "GET", "/api/auth/profile", undefined, bearer(token));
    expect(viaBearer.status).toBe(200);
    expect(viaBearer.body.data).toMatchObject({
      email,
      full_name: "Test Member",
      subscription_status: "inactive",
      subscription_tier: "FREE",
      subscription_end: null,
    });

    const login = await call(loginRoute, "POST", "/api/auth/login", { email, password: PASSWORD });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
    const viaCookie = await call(profileGet, "GET", "/api/auth/profile", undefined, { cookie });
    expect(viaCookie.status).toBe(200);
  });

  it("answers 401 to anonymous callers, forged tokens, and requests claiming to have passed the proxy", async () => {
    expect((await call(profileGet, "GET", "/api/auth/profile")).status).toBe(401);
    expect((await call(profileGet, "GET", "/api/auth/profile", undefined, bearer("forged.token.value"))).status).toBe(
      401,
    );
    expect(
      (
        await call(profileGet, "GET", "/api/auth/profile", undefined, {
          "x-middleware-subrequest": "middleware:middleware:middleware",
        })
      ).status,
    ).toBe(401);
    expect(
      (await call(profileGet, "GET", "/api/auth/profile", undefined, { cookie: `${SESSION_COOKIE_NAME}=garbage` }))
        .status,
    ).toBe(401);
  });

  it("updates name and e-mail; a taken e-mail is a 409 and changes nothing", async () => {
    const other = await registerUser();
    const { token: firstToken, email } = await registerUser();
    const res = await call<{ fullName: string; email: string; token: string }>(
      profilePut,
      "PUT",
      "/api/auth/profile",
      { fullName: "Renamed", email: `renamed-${email}`, currentPassword: PASSWORD },
      bearer(firstToken),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ fullName: "Renamed", email: `renamed-${email}` });
    const token = res.body.data.token;

    const taken = await call(
      profilePut,
      "PUT",
      "/api/auth/profile",
      { fullName: "Again", email: other.email, currentPassword: PASSWORD },
      bearer(token),
    );
    expect(taken.status).toBe(409);
    expect((await userRow(`renamed-${email}`))?.fullName).toBe("Renamed");
    expect(
      (
        await call(
          profilePut,
          "PUT",
          "/api/auth/profile",
          { fullName: "X", email: "x@example.com", role: "ADMIN" },
          bearer(token),
        )
      ).status,
    ).toBe(400);
  });
});

describe("changing the e-mail address", () => {
  it("needs the current password: without it or with a wrong one nothing changes", async () => {
    const { token, email } = await registerUser();
    for (const extra of [{}, { currentPassword: "not the password" }]) {
      const res = await call(
        profilePut,
        "PUT",
        "/api/auth/profile",
        { fullName: "Thief", email: `thief-${email}`, ...extra },
        bearer(token),
      );
      expect(res.status).toBe(422);
      expect(res.body.success).toBe(false);
    }
    expect(await userRow(email)).toMatchObject({ email, fullName: "Test Member" });
    expect(await userRow(`thief-${email}`)).toBeUndefined();
    expect((await call(profileGet, "GET", "/api/auth/profile", undefined, bearer(token))).status).toBe(200);
  });

  it("with the password: every old session ends, the new address is unverified and the old one is told", async () => {
    const { token, email } = await registerUser();
    const moved = `moved-${email}`;
    const res = await call<{ email: string; emailVerified?: boolean; token: string }>(
      profilePut,
      "PUT",
      "/api/auth/profile",
      { fullName: "Test Member", email: moved, currentPassword: PASSWORD },
      bearer(token),
    );
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`))).toBe(true);
    expect((await call(profileGet, "GET", "/api/auth/profile", undefined, bearer(token))).status).toBe(401);
    expect((await call(profileGet, "GET", "/api/auth/profile", undefined, bearer(res.body.data.token))).status).toBe(
      200,
    );

    const row = await userRow(moved);
    expect(row).toMatchObject({ email: moved, emailVerified: false });
    const notices = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, row!.id), eq(emailOutbox.kind, "email-changed")));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.to).toBe(email);
    expect(notices[0]!.text).not.toContain(moved);
  });

  it("a name change alone needs no password and keeps the session", async () => {
    const { token, email } = await registerUser();
    const res = await call(profilePut, "PUT", "/api/auth/profile", { fullName: "Only Renamed", email }, bearer(token));
    expect(res.status).toBe(200);
    expect(res.body.data).not.toHaveProperty("token");
    expect((await call(profileGet, "GET", "/api/auth/profile", undefined, bearer(token))).status).toBe(200);
  });
});

describe("session revocation", () => {
  it("refuses a token used after logout", async () => {
    const { token } = await registerUser();
    expect((await call(logoutRoute, "POST", "/api/auth/logout", undefined, bearer(token))).status).toBe(200);
    expect((await call(profileGet, "GET", "/api/auth/profile", undefined, bearer(token))).status).toBe(401);
  });

  it("clears the cookie on logout", async () => {
    const res = await call(logoutRoute, "POST", "/api/auth/logout");
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(new RegExp(`${SESSION_COOKIE_NAME}=;.*Max-Age=0`));
  });

  it("changing the password signs out other sessions and re-issues this one", async () => {
    const { email, token: otherDevice } = await registerUser();
    const login = await call<Session>(loginRoute, "POST", "/api/auth/login", { email, password: PASSWORD });
    const thisDevice = login.body.data.token;

    const wrong = await call(
      changePasswordRoute,
      "PUT",
      "/api/auth/change-password",
      { currentPassword: "nope nope", newPassword: "a brand new secret" },
      bearer(thisDevice),
    );
    expect(wrong.status).toBe(422);
    expect((await call(profileGet, "GET", "/api/auth/profile", undefined, bearer(otherDevice))).status).toBe(200);

    const changed = await call<Session>(
      changePasswordRoute,
      "PUT",
      "/api/auth/change-password",
      { currentPassword: PASSWORD, newPassword: "a brand new secret" },
      bearer(thisDevice),
    );
    expect(changed.status).toBe(200);
    expect((await call(profileGet, "GET", "/api/auth/profile", undefined, bearer(otherDevice))).status).toBe(401);
    expect((await call(profileGet, "GET", "/api/auth/profile", undefined, bearer(thisDevice))).status).toBe(401);
    expect(
      (await call(profileGet, "GET", "/api/auth/profile", undefined, bearer(changed.body.data.token))).status,
    ).toBe(200);
    expect((await call(loginRoute, "POST", "/api/auth/login", { email, password: "a brand new secret" })).status).toBe(
      200,
    );
  });

  it("signs out other sessions on request", async () => {
    const { token: other } = await registerUser();
    const res = await call<Session>(
      revokeOthersRoute,
      "POST",
      "/api/auth/sessions/revoke-others",
      undefined,
      bearer(other),
    );
    expect(res.status).toBe(200);
    expect((await call(profileGet, "GET", "/api/auth/profile", undefined, bearer(other))).status).toBe(401);
    expect((await call(profileGet, "GET", "/api/auth/profile", undefined, bearer(res.body.data.token))).status).toBe(
      200,
    );
  });

  it("a disabled account's tokens stop working", async () => {
    const { email, token } = await registerUser();
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, email));
    expect((await call(profileGet, "GET", "/api/auth/profile", undefined, bearer(token))).status).toBe(401);
  });
});

describe("forgot and reset password", () => {
  async function resetTokenFromOutbox(email: string) {
    const [message] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, "password-reset")));
    return /token=([\w-]+)/.exec(message?.text ?? "")?.[1];
  }

  it("answers the same for known and unknown addresses, and mails only real accounts", async () => {
    const { email } = await registerUser();
    const known = await call(forgotPasswordRoute, "POST", "/api/auth/forgot-password", { email });
    const unknown = await call(forgotPasswordRoute, "POST", "/api/auth/forgot-password", {
      email: "ghost@example.com",
    });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(await resetTokenFromOutbox(email)).toBeTruthy();
    expect(await resetTokenFromOutbox("ghost@example.com")).toBeUndefined();
    const [stored] = await db.select().from(passwordResetTokens).limit(1);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("resets once with the token, ends old sessions, and refuses the token again", async () => {
    const { email, token: session } = await registerUser();
    await call(forgotPasswordRoute, "POST", "/api/auth/forgot-password", { email });
    const token = (await resetTokenFromOutbox(email))!;
    const reset = await call(resetPasswordRoute, "POST", "/api/auth/reset-password", {
      token,
      password: "my fresh passphrase",
    });
    expect(reset.status).toBe(200);
    expect((await call(profileGet, "GET", "/api/auth/profile", undefined, bearer(session))).status).toBe(401);
    expect((await call(loginRoute, "POST", "/api/auth/login", { email, password: "my fresh passphrase" })).status).toBe(
      200,
    );
    const again = await call(resetPasswordRoute, "POST", "/api/auth/reset-password", {
      token,
      password: "another passphrase",
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe("This reset link is invalid or has expired.");
  });

  it("refuses an expired token", async () => {
    const { email } = await registerUser();
    await call(forgotPasswordRoute, "POST", "/api/auth/forgot-password", { email });
    const token = (await resetTokenFromOutbox(email))!;
    await db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(
      (await call(resetPasswordRoute, "POST", "/api/auth/reset-password", { token, password: "my fresh passphrase" }))
        .status,
    ).toBe(400);
  });

  it("limits requests per address: 3 from one IP, 20 from all IPs", async () => {
    const { email } = await registerUser();
    const ip = nextIp();
    for (let i = 0; i < 3; i += 1)
      expect((await call(forgotPasswordRoute, "POST", "/api/auth/forgot-password", { email }, { ip })).status).toBe(
        200,
      );
    expect((await call(forgotPasswordRoute, "POST", "/api/auth/forgot-password", { email }, { ip })).status).toBe(429);
    for (let i = 3; i < 20; i += 1)
      expect((await call(forgotPasswordRoute, "POST", "/api/auth/forgot-password", { email })).status).toBe(200);
    expect((await call(forgotPasswordRoute, "POST", "/api/auth/forgot-password", { email })).status).toBe(429);
  });
});

describe("GET/PUT /api/user/preferences", () => {
  const saved = {
    notifications: { email: false, push: true, predictionAlerts: true, weeklyDigest: false, marketing: true },
    privacy: { profileVisibility: "private", showStats: false, dataSharing: true },
  };

  it("shows defaults, stores a save and shows it again", async () => {
    const { token } = await registerUser();
    const defaults = await call(preferencesGet, "GET", "/api/user/preferences", undefined, bearer(token));
    expect(defaults.status).toBe(200);
    expect(defaults.body.data).toMatchObject({
      notifications: { email: true },
      privacy: { profileVisibility: "public" },
    });
    expect((await call(preferencesPut, "PUT", "/api/user/preferences", saved, bearer(token))).status).toBe(200);
    expect((await call(preferencesGet, "GET", "/api/user/preferences", undefined, bearer(token))).body.data).toEqual({
      ...saved,
      display: { oddsFormat: "decimal" },
    });
  });

  it("refuses bad input without changing anything, and anonymous callers", async () => {
    const { token } = await registerUser();
    await call(preferencesPut, "PUT", "/api/user/preferences", saved, bearer(token));
    const bad = await call(
      preferencesPut,
      "PUT",
      "/api/user/preferences",
      { ...saved, privacy: { ...saved.privacy, profileVisibility: "friends" } },
      bearer(token),
    );
    expect(bad.status).toBe(422);
    const extra = await call(preferencesPut, "PUT", "/api/user/preferences", { ...saved, admin: true }, bearer(token));
    expect(extra.status).toBe(400);
    expect((await call(preferencesGet, "GET", "/api/user/preferences", undefined, bearer(token))).body.data).toEqual({
      ...saved,
      display: { oddsFormat: "decimal" },
    });
    expect((await call(preferencesGet, "GET", "/api/user/preferences")).status).toBe(401);
  });
});
