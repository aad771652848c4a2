// Who ends up owning an address, and whether its owner can always finish: the attacks and dead ends found by
// the trust review (issue #24), each played through the route handlers as the attacker and the owner would.
// docs/decisions.md, "Registration binds the password to the confirmation".
import { readFileSync } from "node:fs";
import path from "node:path";

import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { POST as forgotPasswordRoute } from "@/app/api/auth/forgot-password/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { PUT as profilePut } from "@/app/api/auth/profile/route";
import { POST as registerRoute } from "@/app/api/auth/register/route";
import { POST as resendVerificationRoute } from "@/app/api/auth/resend-verification/route";
import { POST as resetPasswordRoute } from "@/app/api/auth/reset-password/route";
import { POST as createUserRoute } from "@/app/api/users/route";
import { PUT as updateUserRoute } from "@/app/api/users/[userId]/route";
import { db } from "@/db";
import { MIGRATIONS_FOLDER } from "@/db/migrate";
import { emailOutbox, emailVerificationTokens, users } from "@/db/schema";
import { hashPassword, verifyPassword } from "@/lib/accounts/password-hashing.service";
import { makeUserWithToken } from "@/tests/helpers/factories";
import { latestVerificationToken, verifyEmail } from "@/tests/helpers/registration";
import { callRoute, jsonRequest, type ApiEnvelope } from "@/tests/helpers/request";

let ipCounter = 0;
/** A client address of its own per call, unless a test names one: rate limits of one test never leak into another. */
const nextIp = () => `198.51.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function post(
  handler: Parameters<typeof callRoute>[0],
  url: string,
  body: unknown,
  ip = nextIp(),
  headers: Record<string, string> = {},
) {
  return callRoute<ApiEnvelope>(handler, jsonRequest("POST", url, body, { "x-forwarded-for": ip, ...headers }));
}
const register = (email: string, password: string, fullName: string, ip?: string) =>
  post(registerRoute, "/api/auth/register", { email, password, fullName }, ip);
const login = (email: string, password: string, ip?: string) =>
  post(loginRoute, "/api/auth/login", { email, password }, ip);
const resend = (email: string, ip?: string) =>
  post(resendVerificationRoute, "/api/auth/resend-verification", { email }, ip);
const forgot = (email: string, ip?: string) => post(forgotPasswordRoute, "/api/auth/forgot-password", { email }, ip);

async function userRow(email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

async function mailTo(email: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(desc(emailOutbox.createdAt));
}

/** The token of the newest confirmation link e-mailed to `email` whose greeting names `fullName` ("" = greets nobody by
 * name). */
async function linkGreeting(email: string, fullName: string): Promise<string> {
  const greeting = fullName ? `Hello ${fullName},` : "Hello,";
  const messages = (await mailTo(email)).filter(
    (message) => message.kind === "email-verification" && message.text.startsWith(greeting),
  );
  const token = messages[0]?.text.match(/[?&]token=([A-Za-z0-9_-]+)/)?.[1];
  expect(token, `a confirmation e-mail to ${email} greeting ${fullName}`).toBeTruthy();
  return token!;
}

async function resetToken(email: string): Promise<string> {
  const [message] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, "password-reset")))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const token = message?.text.match(/token=([\w-]+)/)?.[1];
  expect(token, `a reset e-mail to ${email}`).toBeTruthy();
  return token!;
}

const ATTACKER_PASSWORD = "mallory chose this one";
const OWNER_PASSWORD = "olivia's own passphrase";

describe("registering an address before its owner", () => {
  it("attacker gets nothing: the owner's confirmation binds the owner's password, the attacker's refused", async () => {
    const email = "victim-1@example.com";
    expect((await register(email, ATTACKER_PASSWORD, "Mallory")).status).toBe(202);
    expect((await register(email, OWNER_PASSWORD, "Olivia")).status).toBe(202);
    // The owner opens the e-mail that greets them, not the one the attacker's registration sent.
    const ownersLink = await linkGreeting(email, "Olivia");
    const confirmed = await verifyEmail(ownersLink);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data!.user).toMatchObject({ email, fullName: "Olivia", emailVerified: true });

    const attacker = await login(email, ATTACKER_PASSWORD);
    expect(attacker.status).toBe(401);
    expect(attacker.body).toMatchObject({ success: false, error: "Invalid email or password." });
    expect((await login(email, OWNER_PASSWORD)).status).toBe(200);
    // The attacker's own link died with the owner's confirmation.
    expect((await verifyEmail(await linkGreeting(email, "Mallory"))).status).toBe(400);
    const row = await userRow(email);
    expect(row).toMatchObject({ fullName: "Olivia", emailVerified: true });
    expect(await verifyPassword(row!.passwordHash!, ATTACKER_PASSWORD)).toBe(false);
    // No password of the attacker's is kept once the address has its owner.
    const kept = await db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, row!.id));
    expect(kept.every((link) => link.passwordHash === null && link.usedAt !== null)).toBe(true);
  });

  it(
    "never lets a pending account sign in with a password nobody confirmed, even when the owner only asks for a " +
      "new link",
    async () => {
      const email = "victim-2@example.com";
      await register(email, ATTACKER_PASSWORD, "Mallory");
      expect(await userRow(email)).toMatchObject({ passwordHash: null, emailVerified: false });
      // The owner never registered: they ask for a link, which carries no registration's password.
      expect((await resend(email)).status).toBe(200);
      const newest = (await mailTo(email))[0]!;
      expect(newest.text).not.toMatch(/Mallory/);
      const link = await latestVerificationToken(email);
      expect((await verifyEmail(link)).status).toBe(422);
      expect((await verifyEmail(link, { password: OWNER_PASSWORD, fullName: "Olivia" })).status).toBe(200);
      expect((await login(email, ATTACKER_PASSWORD)).status).toBe(401);
      expect((await login(email, OWNER_PASSWORD)).status).toBe(200);
      expect(await userRow(email)).toMatchObject({ fullName: "Olivia" });
    },
  );

  it("leaves an already confirmed owner untouched: a notice, no link, their password alone works", async () => {
    const email = "owner-3@example.com";
    await register(email, OWNER_PASSWORD, "Olivia");
    await verifyEmail(await linkGreeting(email, "Olivia"));
    const before = await userRow(email);
    expect((await register(email, ATTACKER_PASSWORD, "Mallory")).status).toBe(202);
    expect(await userRow(email)).toEqual(before);
    const newest = (await mailTo(email))[0]!;
    expect(newest).toMatchObject({ kind: "registration-attempt" });
    expect(newest.text).not.toMatch(/token=/);
    expect((await login(email, OWNER_PASSWORD)).status).toBe(200);
    // The attacker hears "confirm first", exactly as if the address had been free, and holds nothing.
    const attacker = await login(email, ATTACKER_PASSWORD);
    expect(attacker.status).toBe(403);
    expect(attacker.body).toMatchObject({ details: { reason: "email_unconfirmed" } });
    expect((await mailTo(email)).filter((message) => message.kind === "email-verification")).toHaveLength(1);
  });
});

describe("an unconfirmed member who types the right password", () => {
  it("is told to confirm and gets a fresh link, which carries their registration and signs them in", async () => {
    const email = "forgetful@example.com";
    await register(email, OWNER_PASSWORD, "Frida");
    const links = async () => (await mailTo(email)).filter((message) => message.kind === "email-verification").length;
    expect(await links()).toBe(1);
    const answer = await login(email, OWNER_PASSWORD);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ success: false, code: "forbidden", details: { reason: "email_unconfirmed" } });
    expect(answer.body.error).toMatch(/not confirmed yet.*sent you an e-mail/);
    expect(answer.headers.get("set-cookie")).toBeNull();
    expect(await links()).toBe(2);
    // The fresh link is theirs: no password prompt, and it signs them in.
    const fresh = await latestVerificationToken(email);
    expect((await verifyEmail(fresh)).status).toBe(200);
    expect((await login(email, OWNER_PASSWORD)).status).toBe(200);
  });

  it(
    "with a wrong password still reads 'invalid', and the fresh links stop at the resend limits while the answer " +
      "stays",
    async () => {
      const email = "limited-hint@example.com";
      await register(email, OWNER_PASSWORD, "Lena");
      expect((await login(email, "not the password")).status).toBe(401);
      const ip = nextIp();
      for (let i = 0; i < 5; i += 1) expect((await login(email, OWNER_PASSWORD, ip)).status).toBe(403);
      // One registration link plus three fresh ones from this IP (the per-address-and-IP allowance).
      expect((await mailTo(email)).filter((message) => message.kind === "email-verification")).toHaveLength(4);
    },
  );
});

describe("one flag for a confirmed address", () => {
  it("an account an admin created without vouching signs in once an admin marks it confirmed", async () => {
    const superAdmin = await makeUserWithToken("SUPER_ADMIN");
    const created = await post(
      createUserRoute,
      "/api/users",
      { email: "made-by-admin@example.com", fullName: "Made", password: OWNER_PASSWORD },
      nextIp(),
      superAdmin.headers,
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ emailVerified: false });
    // The address got a link that only confirms (the account has its password).
    expect((await mailTo("made-by-admin@example.com"))[0]!.text).toMatch(/confirm that this address belongs to your/);
    expect((await login("made-by-admin@example.com", OWNER_PASSWORD)).status).toBe(403);

    const id = (created.body.data as { id: string }).id;
    const ticked = await callRoute<ApiEnvelope>(
      updateUserRoute,
      jsonRequest(
        "PUT",
        `/api/users/${id}`,
        { emailVerified: true },
        { ...superAdmin.headers, "x-forwarded-for": nextIp() },
      ),
      { userId: id },
    );
    expect(ticked.status).toBe(200);
    expect(ticked.body.data).toMatchObject({ emailVerified: true });
    expect((await login("made-by-admin@example.com", OWNER_PASSWORD)).status).toBe(200);
  });

  it("an account an admin vouched for at creation signs in at once", async () => {
    const superAdmin = await makeUserWithToken("SUPER_ADMIN");
    const created = await post(
      createUserRoute,
      "/api/users",
      { email: "vouched@example.com", fullName: "Vouched", password: OWNER_PASSWORD, emailVerified: true },
      nextIp(),
      superAdmin.headers,
    );
    expect(created.body.data).toMatchObject({ emailVerified: true });
    expect(await mailTo("vouched@example.com")).toHaveLength(0);
    expect((await login("vouched@example.com", OWNER_PASSWORD)).status).toBe(200);
  });

  it(
    "confirming a sign-up nobody finished hands no registration's password over: its owner gets a link to choose " +
      "one",
    async () => {
      const superAdmin = await makeUserWithToken("SUPER_ADMIN");
      await register("unclaimed@example.com", ATTACKER_PASSWORD, "Mallory");
      const { id } = (await userRow("unclaimed@example.com"))!;
      const ticked = await callRoute<ApiEnvelope>(
        updateUserRoute,
        jsonRequest(
          "PUT",
          `/api/users/${id}`,
          { emailVerified: true },
          { ...superAdmin.headers, "x-forwarded-for": nextIp() },
        ),
        { userId: id },
      );
      expect(ticked.status).toBe(200);
      expect(await userRow("unclaimed@example.com")).toMatchObject({ emailVerified: true, passwordHash: null });
      expect((await login("unclaimed@example.com", ATTACKER_PASSWORD)).status).not.toBe(200);
      // The admin's confirmation sent a link greeting nobody by name, whose opener chooses the password.
      const choose = await linkGreeting("unclaimed@example.com", "");
      expect((await verifyEmail(choose)).status).toBe(422);
      const link = choose;
      expect((await verifyEmail(link, { password: OWNER_PASSWORD, fullName: "Olivia" })).status).toBe(200);
      expect((await login("unclaimed@example.com", OWNER_PASSWORD)).status).toBe(200);
    },
  );

  it(
    "a member who moves their address keeps this session, gets a link at the new address and signs in again once " +
      "it is confirmed",
    async () => {
      const email = "mover@example.com";
      await register(email, OWNER_PASSWORD, "Mo");
      const session = await verifyEmail(await linkGreeting(email, "Mo"));
      const moved = await callRoute<ApiEnvelope<{ emailVerified: boolean; token: string }>>(
        profilePut,
        jsonRequest(
          "PUT",
          "/api/auth/profile",
          { fullName: "Mo", email: "moved@example.com", currentPassword: OWNER_PASSWORD },
          {
            authorization: `Bearer ${session.body.data!.token}`,
            "x-forwarded-for": nextIp(),
          },
        ),
      );
      expect(moved.status).toBe(200);
      expect(moved.body.data!.emailVerified).toBe(false);
      expect((await login("moved@example.com", OWNER_PASSWORD)).status).toBe(403);
      expect((await verifyEmail(await latestVerificationToken("moved@example.com"))).status).toBe(200);
      expect((await login("moved@example.com", OWNER_PASSWORD)).status).toBe(200);
    },
  );
});

describe("a completed password reset", () => {
  it("confirms the address and ends every open registration of it", async () => {
    const email = "reset-confirms@example.com";
    await register(email, ATTACKER_PASSWORD, "Mallory");
    expect((await forgot(email)).status).toBe(200);
    const reset = await post(resetPasswordRoute, "/api/auth/reset-password", {
      token: await resetToken(email),
      password: OWNER_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect(reset.body.data).toMatchObject({ message: "Your password has been reset. You can now sign in." });
    expect(await userRow(email)).toMatchObject({ emailVerified: true, emailVerifiedAt: expect.any(Date) });
    expect((await login(email, OWNER_PASSWORD)).status).toBe(200);
    expect((await login(email, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await verifyEmail(await linkGreeting(email, "Mallory"))).status).toBe(400);
  });
});

describe("limits per address", () => {
  it(
    "three strangers cannot stop the owner from registering, asking for a link or resetting; a flood is still " +
      "limited",
    async () => {
      const email = "besieged@example.com";
      const strangers = [nextIp(), nextIp(), nextIp()];
      for (const ip of strangers) {
        for (let i = 0; i < 4; i += 1) {
          await register(email, ATTACKER_PASSWORD, "Mallory", ip);
          await resend(email, ip);
          await forgot(email, ip);
        }
        // Each stranger used up only their own allowance.
        expect((await register(email, ATTACKER_PASSWORD, "Mallory", ip)).status).toBe(429);
        expect((await resend(email, ip)).status).toBe(429);
        expect((await forgot(email, ip)).status).toBe(429);
      }
      const owner = nextIp();
      expect((await register(email, OWNER_PASSWORD, "Olivia", owner)).status).toBe(202);
      expect((await resend(email, owner)).status).toBe(200);
      expect((await forgot(email, owner)).status).toBe(200);

      // Twenty clients together reach the address's ceiling.
      const flooded = "flood-target@example.com";
      const answers = [];
      for (let i = 0; i < 21; i += 1) answers.push((await resend(flooded)).status);
      expect(answers.slice(0, 20).every((status) => status === 200)).toBe(true);
      expect(answers[20]).toBe(429);
    },
  );
});

describe("the migration to one confirmation flag", () => {
  it("accounts that could sign in still can; unconfirmed sign-ups lose the password nobody chose", async () => {
    const file = readFileSync(path.join(MIGRATIONS_FOLDER, "0015_registration-credentials.sql"), "utf8");
    const statements = file
      .split("--> statement-breakpoint")
      .filter((part) => /UPDATE "users"|DROP COLUMN "verification_pending"/.test(part));
    expect(statements).toHaveLength(3);
    // The schema as it was: the second flag back, rows written the old way.
    await db.execute(sql`alter table users add column verification_pending boolean not null default false`);
    const hash = await hashPassword(OWNER_PASSWORD);
    await db.insert(users).values([
      { email: "old-admin-made@example.com", fullName: "A", passwordHash: hash, emailVerified: false },
      {
        email: "old-confirmed@example.com",
        fullName: "B",
        passwordHash: hash,
        emailVerified: true,
        emailVerifiedAt: new Date(),
      },
      { email: "old-pending@example.com", fullName: "C", passwordHash: hash, emailVerified: false },
    ]);
    await db.execute(sql`update users set verification_pending = true where email = 'old-pending@example.com'`);
    for (const statement of statements) await db.execute(sql.raw(statement));

    expect(await userRow("old-admin-made@example.com")).toMatchObject({
      emailVerified: true,
      emailVerifiedAt: null,
      passwordHash: hash,
    });
    expect(await userRow("old-confirmed@example.com")).toMatchObject({ emailVerified: true, passwordHash: hash });
    expect(await userRow("old-pending@example.com")).toMatchObject({ emailVerified: false, passwordHash: null });
    expect((await login("old-admin-made@example.com", OWNER_PASSWORD)).status).toBe(200);
  });
});
