import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { POST as createAdmin } from "@/app/api/admin/dashboard/admin-user/route";
import { POST as generate } from "@/app/api/admin/dashboard/generate-predictions/route";
import { GET } from "@/app/api/admin/dashboard/route";
import { db } from "@/db";
import { auditLog, emailOutbox, users } from "@/db/schema";
import { verifyPassword } from "@/lib/accounts/password-hashing.service";
import type { DashboardStats } from "@/lib/analytics/dashboard-figures.rules";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Account = Awaited<ReturnType<typeof makeUserWithToken>>;
let superAdmin: Account;
let admin: Account;
let member: Account;

const stats = async () =>
  (await callRoute<{ data: DashboardStats }>(GET, jsonRequest("GET", "/api/admin/dashboard", undefined, admin.headers)))
    .body.data;

beforeAll(async () => {
  superAdmin = await makeUserWithToken("SUPER_ADMIN");
  admin = await makeUserWithToken("ADMIN");
  member = await makeUserWithToken("USER");
});

describe("GET /api/admin/dashboard", () => {
  it("answers the stat cards computed from the database, for admins only", async () => {
    expect((await callRoute(GET, jsonRequest("GET", "/api/admin/dashboard"))).status).toBe(401);
    expect((await callRoute(GET, jsonRequest("GET", "/api/admin/dashboard", undefined, member.headers))).status).toBe(
      403,
    );

    const before = await stats();
    await makePrediction({ status: "WIN", isPremium: true });
    await makePrediction({ status: "LOSS" });
    await makePrediction({ status: "VOID" });
    await makeUserWithToken("USER");
    const after = await stats();

    expect(after.totalPredictions).toBe(before.totalPredictions + 3);
    expect(after.premiumPredictions).toBe(before.premiumPredictions + 1);
    expect(after.decidedPredictions).toBe(before.decidedPredictions + 2);
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.newUsersThisWeek).toBe(before.newUsersThisWeek + 1);
    expect(after.predictionAccuracy).not.toBeNull();
    expect(after.premiumConversion).toBe(Math.round((after.premiumUsers / after.totalUsers) * 1000) / 10);
    const superView = await callRoute<{ data: DashboardStats }>(
      GET,
      jsonRequest("GET", "/api/admin/dashboard", undefined, superAdmin.headers),
    );
    expect(superView.status).toBe(200);
    expect(superView.body.data.totalMatches).toBeGreaterThanOrEqual(superView.body.data.completedMatches);
  });
});

describe("the dashboard's mail health", () => {
  it("says where e-mail goes and counts what waits in the outbox, with the oldest and the last error", async () => {
    type MailHealth = {
      delivery: string;
      waiting: number;
      failed: number;
      oldestWaitingAt: string | null;
      lastError: string | null;
    };
    const mail = async () =>
      (
        await callRoute<{ data: { mail: MailHealth } }>(
          GET,
          jsonRequest("GET", "/api/admin/dashboard", undefined, admin.headers),
        )
      ).body.data.mail;
    const before = await mail();
    // The test environment has no SMTP_URL and is not production: mail goes to the log.
    expect(before.delivery).toBe("log");
    const queuedAt = new Date(Date.now() - 60_000);
    await db.insert(emailOutbox).values([
      { to: "waiting@example.com", subject: "Waiting", text: "x", createdAt: queuedAt },
      {
        to: "failing@example.com",
        subject: "Failing",
        text: "y",
        status: "failed",
        attempts: 1,
        lastError: "connection refused",
      },
      { to: "sent@example.com", subject: "Sent", text: "z", status: "sent", sentAt: new Date() },
    ]);
    const after = await mail();
    expect(after.waiting).toBe(before.waiting + 2);
    expect(after.failed).toBe(before.failed + 1);
    expect(after.lastError).toBe("connection refused");
    expect(new Date(after.oldestWaitingAt!).getTime()).toBeLessThanOrEqual(queuedAt.getTime());
  });
});

describe("POST /api/admin/dashboard/admin-user", () => {
  const post = (headers?: Record<string, string>) =>
    callRoute<{ data: { user: { id: string; email: string; role: string }; password: string }; code?: string }>(
      createAdmin,
      jsonRequest("POST", "/api/admin/dashboard/admin-user", undefined, headers),
    );

  it("creates an ADMIN with a one-time password stored only as a hash, audited", async () => {
    const res = await post(superAdmin.headers);
    expect(res.status).toBe(201);
    const { user, password } = res.body.data;
    expect(user.role).toBe("ADMIN");
    expect(user.email).toMatch(/^admin-[0-9a-f]{8}@/);
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).not.toContain(password);
    expect(await verifyPassword(row!.passwordHash!, password)).toBe(true);
    expect(row).toMatchObject({ emailVerified: true });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "user.create"), eq(auditLog.entityId, user.id)));
    expect(entry).toMatchObject({ actorId: superAdmin.user.id, after: { role: "ADMIN", email: user.email } });
    expect(JSON.stringify(entry)).not.toContain(password);

    // Two clicks make two distinct accounts.
    const second = await post(superAdmin.headers);
    expect(second.body.data.user.email).not.toBe(user.email);
    expect(second.body.data.password).not.toBe(password);
  });

  it("refuses anonymous callers, members and plain admins, creating nothing", async () => {
    const count = async () => (await db.select({ id: users.id }).from(users).where(eq(users.role, "ADMIN"))).length;
    const admins = await count();
    expect((await post()).status).toBe(401);
    expect((await post(member.headers)).status).toBe(403);
    expect((await post(admin.headers)).status).toBe(403);
    expect(await count()).toBe(admins);
  });
});

describe("POST /api/admin/dashboard/generate-predictions", () => {
  const post = (body: unknown, headers?: Record<string, string>) =>
    callRoute<{ data: { predictions_generated: number; league: string } }>(
      generate,
      jsonRequest("POST", "/api/admin/dashboard/generate-predictions", body, headers),
    );

  it("generates for one league's upcoming matches and answers the count", async () => {
    const res = await post({ sport: "basketball", league: "nba" }, admin.headers);
    expect(res.status).toBe(200);
    expect(res.body.data.league).toBe("nba");
    expect(res.body.data.predictions_generated).toBeGreaterThanOrEqual(0);
  });

  it("refuses bad input and callers without the admin role", async () => {
    expect((await post({ sport: "basketball", league: "no-such-league" }, admin.headers)).status).toBe(422);
    expect((await post({ sport: "hockey", league: "nba" }, admin.headers)).status).toBe(422);
    expect((await post({ sport: "soccer", league: "epl" }, admin.headers)).status).toBe(200);
    expect((await post({ sport: "basketball", league: "nba", extra: 1 }, admin.headers)).status).toBe(400);
    expect((await post({ sport: "basketball", league: "nba" })).status).toBe(401);
    expect((await post({ sport: "basketball", league: "nba" }, member.headers)).status).toBe(403);
  });
});
