import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { GET as adminDashboard } from "@/app/api/admin/dashboard/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as memberDashboard } from "@/app/api/user/dashboard/route";
import { db } from "@/db";
import { globalSettings, users } from "@/db/schema";
import { ADMIN_SESSION_TIMEOUT_SETTING } from "@/lib/auth/admin-activity";
import { makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

// admin_session_timeout_minutes (default 60): an admin with no authenticated request for that long is
// treated as signed out; members are not affected; signing in starts a new window.

const MINUTE = 60_000;

async function setLastActive(userId: string, minutesAgo: number | null) {
  await db
    .update(users)
    .set({ lastActiveAt: minutesAgo === null ? null : new Date(Date.now() - minutesAgo * MINUTE) })
    .where(eq(users.id, userId));
}

const lastActive = async (userId: string) =>
  (await db.select({ at: users.lastActiveAt }).from(users).where(eq(users.id, userId)))[0]?.at ?? null;

const get = (handler: Parameters<typeof callRoute>[0], path: string, headers: Record<string, string>) =>
  callRoute(handler, jsonRequest("GET", path, undefined, headers));

describe("admin session inactivity timeout", () => {
  it("refuses an admin idle for longer than the setting, as if signed out", async () => {
    const admin = await makeUserWithToken("ADMIN");
    await setLastActive(admin.user.id, 61);
    const res = await get(adminDashboard, "/api/admin/dashboard", admin.headers);
    expect(res.status).toBe(401);
  });

  it("keeps an active admin signed in and records the activity at most once a minute", async () => {
    const admin = await makeUserWithToken("SUPER_ADMIN");
    await setLastActive(admin.user.id, 30);
    expect((await get(adminDashboard, "/api/admin/dashboard", admin.headers)).status).toBe(200);
    const touched = await lastActive(admin.user.id);
    expect(Date.now() - touched!.getTime()).toBeLessThan(MINUTE);

    // Within the minute, a second request does not write again.
    await setLastActive(admin.user.id, 0.5);
    const before = await lastActive(admin.user.id);
    expect((await get(adminDashboard, "/api/admin/dashboard", admin.headers)).status).toBe(200);
    expect((await lastActive(admin.user.id))!.getTime()).toBe(before!.getTime());
  });

  it("counts an admin with no recorded activity as active from now", async () => {
    const admin = await makeUserWithToken("ADMIN");
    await setLastActive(admin.user.id, null);
    expect((await get(adminDashboard, "/api/admin/dashboard", admin.headers)).status).toBe(200);
    expect(await lastActive(admin.user.id)).not.toBeNull();
  });

  it("follows the setting", async () => {
    const admin = await makeUserWithToken("ADMIN");
    await setLastActive(admin.user.id, 120);
    expect((await get(adminDashboard, "/api/admin/dashboard", admin.headers)).status).toBe(401);
    await db.update(globalSettings).set({ value: 180 }).where(eq(globalSettings.key, ADMIN_SESSION_TIMEOUT_SETTING));
    try {
      expect((await get(adminDashboard, "/api/admin/dashboard", admin.headers)).status).toBe(200);
    } finally {
      await db.update(globalSettings).set({ value: 60 }).where(eq(globalSettings.key, ADMIN_SESSION_TIMEOUT_SETTING));
    }
  });

  it("does not apply to members", async () => {
    const member = await makeUserWithToken("USER");
    await setLastActive(member.user.id, 24 * 60);
    expect((await get(memberDashboard, "/api/user/dashboard", member.headers)).status).toBe(200);
  });

  it("starts a new window when the admin signs in again", async () => {
    const admin = await makeUserWithToken("ADMIN");
    await setLastActive(admin.user.id, 300);
    const login = await callRoute<{ data: { token: string } }>(
      loginRoute,
      jsonRequest(
        "POST",
        "/api/auth/login",
        { email: admin.user.email, password: "factory password 123" },
        { "x-forwarded-for": "198.19.7.1" },
      ),
    );
    expect(login.status).toBe(200);
    const res = await get(adminDashboard, "/api/admin/dashboard", { authorization: `Bearer ${login.body.data.token}` });
    expect(res.status).toBe(200);
  });
});
