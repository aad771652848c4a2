import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { PUT as changePasswordRoute } from "@/app/api/auth/change-password/route";
import { POST as forgotPasswordRoute } from "@/app/api/auth/forgot-password/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as logoutRoute } from "@/app/api/auth/logout/route";
import { GET as profileGet, PUT as profilePut } from "@/app/api/auth/profile/route";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { POST as resetPasswordRoute } from "@/app/api/auth/reset-password/route";
import { POST as revokeOthersRoute } from "@/app/api/auth/sessions/revoke-others/route";
import { GET as preferencesGet, PUT as preferencesPut } from "@/app/api/user/preferences/route";
import { db } from "@/db";
import { emailOutbox, passwordResetTokens, users } from "@/db/schema";
import { SESSION_COOKIE_NAME } from "@/lib/auth/tokens";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Envelope<T = Record<string, unknown>> = { success: boolean; data: T; error?: string; code?: string };
type Session = { token: string; user: Record<string, unknown> };

let ipCounter = 0;
/** A fresh client address per call site, so rate limits of one test never leak into another. */
const nextIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const PASSWORD = "correct horse battery staple";

function call<T = Record<string, unknown>>(handler: Parameters<typeof callRoute>[0], method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return callRoute<Envelope<T>>(handler, jsonRequest(method, path, body, { "x-forwarded-for": headers.ip ?? nextIp(), ...headers }));
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function registerUser(email = `member-${Math.random().toString(36).slice(2)}@example.com`, password = PASSWORD) {
  const res = await call<Session>(registerRoute, "POST", "/api/auth/register", { email, password, fullName: "Test Member" });
  expect(res.status).toBe(201);
  return { email, password, ...res.body.data };
}

async function userRow(email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

describe("POST /api/auth/register", () => {
  it("creates a USER on the FREE plan, ignoring a role in the payload, and answers a token", async () => {
    const res = await call<Session>(registerRoute, "POST", "/api/auth/register", {
      email: "  New.Member@Example.com ",
      password: PASSWORD,
      fullName: "New Member",
      role: "SUPER_ADMIN",
    });
    expect(res.status).toBe(201);
    expect(res.body.data.token).toEqual(expect.any(String));
    expect(res.body.data.user).toMatchObject({ email: "new.member@example.com", role: "USER", subscription_tier: "FREE", subscription_status: "inactive" });
    expect((await userRow("new.member@example.com"))?.role).toBe("USER");
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|argon2/);
  });

  it.each([
    ["a duplicate e-mail", { email: "dup@example.com" }, 409],
    ["a short password", { password: "short" }, 422],
    ["a common password", { password: "password123" }, 422],
    ["an invalid e-mail", { email: "nope" }, 422],
    ["a missing name", { fullName: "" }, 422],
    ["a lone surrogate in the password", { password: `${PASSWORD}\ud800` }, 422],
    ["a lone surrogate in the name", { fullName: "Ann \udc00" }, 422],
  ])("refuses %s and creates nothing", async (_label, override, status) => {
    if (status === 409) await registerUser("dup@example.com");
    const [before] = await db.select({ n: count() }).from(users);
    const res = await call(registerRoute, "POST", "/api/auth/register", { email: "fresh@example.com", password: PASSWORD, fullName: "X", ...override });
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
    const [after] = await db.select({ n: count() }).from(users);
    expect(after!.n).toBe(before!.n);
  });

  it("limits registrations to 5 per IP per hour", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) {
      const res = await call(registerRoute, "POST", "/api/auth/register", { email: `burst${i}@example.com`, password: PASSWORD, fullName: "Burst" }, { ip });
      expect(res.status).toBe(201);
    }
    const limited = await call(registerRoute, "POST", "/api/auth/register", { email: "burst5@example.com", password: PASSWORD, fullName: "Burst" }, { ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await userRow("burst5@example.com")).toBeUndefined();
  });
});

describe("POST /api/auth/login", () => {
  it("answers a bearer token and sets an HttpOnly session cookie, recording the login", async () => {
    const { email } = await registerUser();
    const res = await call<Session>(loginRoute, "POST", "/api/auth/login", { email: email.toUpperCase(), password: PASSWORD });
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
    const unknown = await call(loginRoute, "POST", "/api/auth/login", { email: "nobody@example.com", password: "not the password" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it("blocks an account+IP for an hour after 10 failures in a row, even with the right password", async () => {
    const { email } = await registerUser();
    const ip = nextIp();
    for (let i = 0; i < 10; i += 1) expect((await call(loginRoute, "POST", "/api/auth/login", { email, password: "wrong" }, { ip })).status).toBe(401);
    const blocked = await call(loginRoute, "POST", "/api/auth/login", { email, password: PASSWORD }, { ip });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(3000);
    // Another address is not blocked for this account.
    expect((await call(loginRoute, "POST", "/api/auth/login", { email, password: PASSWORD })).status).toBe(200);
  });

  it("clears the failure count after a success", async () => {
    const { email } = await registerUser();
    const ip = nextIp();
    for (let i = 0; i < 9; i += 1) await call(loginRoute, "POST", "/api/auth/login", { email, password: "wrong" }, { ip });
    expect((await call(loginRoute, "POST", "/api/auth/login", { email, password: PASSWORD }, { ip })).status).toBe(200);
    for (let i = 0; i < 9; i += 1) await call(loginRoute, "POST", "/api/auth/login", { email, password: "wrong" }, { ip });
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
    expect((await call(loginRoute, "POST", "/api/auth/login", { email: "a@b.co", password: "x", extra: 1 })).status).toBe(400);
    const text = await callRoute(loginRoute, jsonRequest("POST", "/api/auth/login", "email=a", { "content-type": "text/plain" }));
    expect(text.status).toBe(415);
  });
});

describe("GET/PUT /api/auth/profile", () => {
  it("answers the profile to a bearer token and to the session cookie", async () => {
    const { email, token } = await registerUser();
    const viaBearer = await call(profileGet, "GET", "/api/auth/profile", undefined, bearer(token));
    expect(viaBearer.status).toBe(200);
    expect(viaBearer.body.data).toMatchObject({ email, full_name: "Test Member", subscription_status: "inactive", subscription_tier: "FREE", subscription_end: null });

    const login = await call(loginRoute, "POST", "/api/auth/login", { email, password: PASSWORD });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
    const viaCookie = await call(profileGet, "GET", "/api/auth/profile", undefined, { cookie });
    expect(viaCookie.status).toBe(200);
  });

  it("answers 401 to anonymous callers, forged tokens, and requests claiming to have passed the proxy", async () => {
    expect((await call(profileGet, "GET", "/api/auth/profile")).status).toBe(401);
    expect((await call(profileGet, "GET", "/api/auth/profile", undefined, bearer("forged.token.value"))).status).toBe(401);
    expect((await call(profileGet, "GET", "/api/auth/profile", undefined, { "x-middleware-subrequest": "middleware:middleware:middleware" })).status).toBe(401);
    expect((await call(profileGet, "GET", "/api/auth/profile", undefined, { cookie: `${SESSION_COOKIE_NAME}=garbage` })).status).toBe(401);
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

    const taken = await call(profilePut, "PUT", "/api/auth/profile", { fullName: "Again", email: other.email, currentPassword: PASSWORD }, bearer(token));
    expect(taken.status).toBe(409);
    expect((await userRow(`renamed-${email}`))?.fullName).toBe("Renamed");
    expect((await call(profilePut, "PUT", "/api/auth/profile", { fullName: "X", email: "x@example.com", role: "ADMIN" }, bearer(token))).status).toBe(400);
  });
});

describe("changing the e-mail address", () => {
  it("needs the current password: without it or with a wrong one nothing changes", async () => {
    const { token, email } = await registerUser();
    for (const extra of [{}, { currentPassword: "not the password" }]) {
      const res = await call(profilePut, "PUT", "/api/auth/profile", { fullName: "Thief", email: `thief-${email}`, ...extra }, bearer(token));
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
    const res = await call<{ email: string; emailVerified?: boolean; token: string }>(profilePut, "PUT", "/api/auth/profile", { fullName: "Test Member", email: moved, currentPassword: PASSWORD }, bearer(token));
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`))).toBe(true);
    expect((await call(profileGet, "GET", "/api/auth/profile", undefined, bearer(token))).status).toBe(401);
    expect((await call(profileGet, "GET", "/api/auth/profile", undefined, bearer(res.body.data.token))).status).toBe(200);

    const row = await userRow(moved);
    expect(row).toMatchObject({ email: moved, emailVerified: false });
    const notices = await db.select().from(emailOutbox).where(and(eq(emailOutbox.userId, row!.id), eq(emailOutbox.kind, "email-changed")));
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

    const wrong = await call(changePasswordRoute, "PUT", "/api/auth/change-password", { currentPassword: "nope nope", newPassword: "a brand new secret" }, bearer(thisDevice));
    expect(wrong.status).toBe(422);
    expect((await call(profileGet, "GET", "/api/auth/profile", undefined, bearer(otherDevice))).status).toBe(200);

    const changed = await call<Session>(changePasswordRoute, "PUT", "/api/auth/change-password", { currentPassword: PASSWORD, newPassword: "a brand new secret" }, bearer(thisDevice));
    expect(changed.status).toBe(200);
    expect((await call(profileGet, "GET", "/api/auth/profile", undefined, bearer(otherDevice))).status).toBe(401);
    expect((await call(profileGet, "GET", "/api/auth/profile", undefined, bearer(thisDevice))).status).toBe(401);
    expect((await call(profileGet, "GET", "/api/auth/profile", undefined, bearer(changed.body.data.token))).status).toBe(200);
    expect((await call(loginRoute, "POST", "/api/auth/login", { email, password: "a brand new secret" })).status).toBe(200);
  });

  it("signs out other sessions on request", async () => {
    const { token: other } = await registerUser();
    const res = await call<Session>(revokeOthersRoute, "POST", "/api/auth/sessions/revoke-others", undefined, bearer(other));
    expect(res.status).toBe(200);
    expect((await call(profileGet, "GET", "/api/auth/profile", undefined, bearer(other))).status).toBe(401);
    expect((await call(profileGet, "GET", "/api/auth/profile", undefined, bearer(res.body.data.token))).status).toBe(200);
  });

  it("a disabled account's tokens stop working", async () => {
    const { email, token } = await registerUser();
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, email));
    expect((await call(profileGet, "GET", "/api/auth/profile", undefined, bearer(token))).status).toBe(401);
  });
});

describe("forgot and reset password", () => {
  async function resetTokenFromOutbox(email: string) {
    const [message] = await db.select().from(emailOutbox).where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, "password-reset")));
    return /token=([\w-]+)/.exec(message?.text ?? "")?.[1];
  }

  it("answers the same for known and unknown addresses, and mails only real accounts", async () => {
    const { email } = await registerUser();
    const known = await call(forgotPasswordRoute, "POST", "/api/auth/forgot-password", { email });
    const unknown = await call(forgotPasswordRoute, "POST", "/api/auth/forgot-password", { email: "ghost@example.com" });
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
    const reset = await call(resetPasswordRoute, "POST", "/api/auth/reset-password", { token, password: "my fresh passphrase" });
    expect(reset.status).toBe(200);
    expect((await call(profileGet, "GET", "/api/auth/profile", undefined, bearer(session))).status).toBe(401);
    expect((await call(loginRoute, "POST", "/api/auth/login", { email, password: "my fresh passphrase" })).status).toBe(200);
    const again = await call(resetPasswordRoute, "POST", "/api/auth/reset-password", { token, password: "another passphrase" });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe("This reset link is invalid or has expired.");
  });

  it("refuses an expired token", async () => {
    const { email } = await registerUser();
    await call(forgotPasswordRoute, "POST", "/api/auth/forgot-password", { email });
    const token = (await resetTokenFromOutbox(email))!;
    await db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await call(resetPasswordRoute, "POST", "/api/auth/reset-password", { token, password: "my fresh passphrase" })).status).toBe(400);
  });

  it("limits requests per address", async () => {
    const { email } = await registerUser();
    for (let i = 0; i < 3; i += 1) expect((await call(forgotPasswordRoute, "POST", "/api/auth/forgot-password", { email })).status).toBe(200);
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
    expect(defaults.body.data).toMatchObject({ notifications: { email: true }, privacy: { profileVisibility: "public" } });
    expect((await call(preferencesPut, "PUT", "/api/user/preferences", saved, bearer(token))).status).toBe(200);
    expect((await call(preferencesGet, "GET", "/api/user/preferences", undefined, bearer(token))).body.data).toEqual(saved);
  });

  it("refuses bad input without changing anything, and anonymous callers", async () => {
    const { token } = await registerUser();
    await call(preferencesPut, "PUT", "/api/user/preferences", saved, bearer(token));
    const bad = await call(preferencesPut, "PUT", "/api/user/preferences", { ...saved, privacy: { ...saved.privacy, profileVisibility: "friends" } }, bearer(token));
    expect(bad.status).toBe(422);
    const extra = await call(preferencesPut, "PUT", "/api/user/preferences", { ...saved, admin: true }, bearer(token));
    expect(extra.status).toBe(400);
    expect((await call(preferencesGet, "GET", "/api/user/preferences", undefined, bearer(token))).body.data).toEqual(saved);
    expect((await call(preferencesGet, "GET", "/api/user/preferences")).status).toBe(401);
  });
});
