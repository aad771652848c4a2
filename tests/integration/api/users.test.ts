// The users administration API: GET/POST /api/users, GET /api/users/stats and
// GET/PUT/DELETE /api/users/{userId}, called as the route handlers with bearer tokens. Accounts are set up
// directly in this file's own database (the seed made the super admin admin@edgecast.local).
import { and, asc, count, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { GET as getProfile } from "@/app/api/auth/profile/route";
import { DELETE as deleteUserRoute, GET as getUserRoute, PUT as updateUserRoute } from "@/app/api/users/[userId]/route";
import { GET as recentUsersRoute } from "@/app/api/users/recent/route";
import { GET as listUsersRoute, POST as createUserRoute } from "@/app/api/users/route";
import { GET as userStatsRoute } from "@/app/api/users/stats/route";
import { db } from "@/db";
import * as userQueries from "@/lib/accounts/users.queries";
import { auditLog, userActivityDays, users, type NewUser, type User } from "@/db/schema";
import { DEFAULT_SUPER_ADMIN_EMAIL } from "@/db/seed";
import { hashPassword } from "@/lib/accounts/password-hashing.service";
import type { Role } from "@/lib/accounts/roles.rules";
import { createBearerToken } from "@/lib/accounts/session-tokens.service";
import * as service from "@/lib/accounts/users.service";
import { USERS_MESSAGES } from "@/lib/accounts/users.service";
import type { UserDto } from "@/lib/accounts/users.dto";
import { callRoute, jsonRequest, type ApiEnvelope, type RouteResult } from "@/tests/helpers/request";

type Account = userQueries.UserRecord;
type Handler = Parameters<typeof callRoute>[0];
type Envelope = ApiEnvelope<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const CLIENT_IP = "203.0.113.50";
const FIXTURE_PASSWORD = "fixture password for tests";
const DAY = 24 * 60 * 60 * 1000;

let passwordHash: string;
let sequence = 0;

/** The accounts of the role matrix; the seeded super admin is `superAdmin`. */
const accounts = {} as Record<"superAdmin" | "superAdmin2" | "admin" | "member", Account>;

beforeAll(async () => {
  passwordHash = await hashPassword(FIXTURE_PASSWORD);
  const seeded = await userQueries.getUserByEmail(DEFAULT_SUPER_ADMIN_EMAIL);
  if (!seeded || seeded.role !== "SUPER_ADMIN") throw new Error("the seed should have created the super admin");
  accounts.superAdmin = seeded;
  accounts.superAdmin2 = await makeUser({ role: "SUPER_ADMIN", fullName: "Second Super" });
  accounts.admin = await makeUser({ role: "ADMIN", fullName: "Plain Admin" });
  accounts.member = await makeUser({ role: "USER", fullName: "Plain Member" });
});

// ---------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------

function makeUser(values: Partial<NewUser> = {}): Promise<Account> {
  sequence += 1;
  return userQueries.createUser({
    email: `fixture-${sequence}@users-api.test`,
    fullName: `Fixture User ${sequence}`,
    passwordHash,
    role: "USER",
    ...values,
  });
}

/** A bearer token for the account as it is now in the database (current role and token version). */
async function tokenFor(account: Pick<Account, "id">): Promise<string> {
  const current = await userQueries.getUserById(account.id);
  if (!current) throw new Error(`no user ${account.id}`);
  return createBearerToken({ sub: current.id, role: current.role, tv: current.tokenVersion });
}

interface SendOptions {
  as?: Pick<Account, "id"> | null;
  /** A ready token instead of a fresh one for `as` (to replay an old token). */
  token?: string;
  body?: unknown;
  params?: Record<string, string>;
  headers?: Record<string, string>;
}

async function send(
  handler: Handler,
  method: string,
  path: string,
  options: SendOptions = {},
): Promise<RouteResult<Envelope>> {
  const token = options.token ?? (options.as ? await tokenFor(options.as) : undefined);
  const headers = {
    "x-forwarded-for": CLIENT_IP,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...options.headers,
  };
  return callRoute<Envelope>(handler, jsonRequest(method, path, options.body, headers), options.params ?? {});
}

const userPath = (id: string) => ({ path: `/api/users/${encodeURIComponent(id)}`, params: { userId: id } });

function getUser(id: string, as: SendOptions["as"]) {
  const { path, params } = userPath(id);
  return send(getUserRoute, "GET", path, { as, params });
}
function putUser(id: string, body: unknown, as: SendOptions["as"]) {
  const { path, params } = userPath(id);
  return send(updateUserRoute, "PUT", path, { as, params, body });
}
function deleteUser(id: string, as: SendOptions["as"]) {
  const { path, params } = userPath(id);
  return send(deleteUserRoute, "DELETE", path, { as, params });
}
function createUser(body: unknown, as: SendOptions["as"]) {
  return send(createUserRoute, "POST", "/api/users", { as, body });
}
function listUsers(query: string, as: SendOptions["as"] = accounts.superAdmin) {
  return send(listUsersRoute, "GET", `/api/users${query}`, { as });
}

function profileWith(token: string) {
  return send(getProfile, "GET", "/api/auth/profile", { token });
}

async function row(id: string): Promise<User | null> {
  const [found] = await db.select().from(users).where(eq(users.id, id));
  return found ?? null;
}

async function countRows(table: typeof users | typeof auditLog): Promise<number> {
  const [result] = await db.select({ n: count() }).from(table);
  return result!.n;
}

/** Every stored column of the given users (password hash and token version included), plus the table sizes. */
async function snapshot(ids: string[]) {
  return { rows: await Promise.all(ids.map(row)), users: await countRows(users), audit: await countRows(auditLog) };
}

/** Runs a request that must be refused and checks that no user row and no audit entry changed. */
async function expectNothingChanged<T>(ids: string[], action: () => Promise<T>): Promise<T> {
  const before = await snapshot(ids);
  const result = await action();
  expect(await snapshot(ids)).toEqual(before);
  return result;
}

function auditEntries(entityId: string, action?: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), action ? eq(auditLog.action, action) : undefined))
    .orderBy(asc(auditLog.createdAt));
}

let created = 0;
function newUserBody(values: Record<string, unknown> = {}) {
  created += 1;
  return {
    fullName: `Created Person ${created}`,
    email: `created-${created}@users-api.test`,
    password: "a long enough passphrase",
    ...values,
  };
}

function expectFailure(res: RouteResult<Envelope>, status: number, code: string, message?: string) {
  expect(res.status).toBe(status);
  expect(res.body.success).toBe(false);
  expect(res.body.code).toBe(code);
  if (message !== undefined) expect(res.body.error).toBe(message);
}

// ---------------------------------------------------------------------------------------------------------
// The role × endpoint matrix
// ---------------------------------------------------------------------------------------------------------

type Who = "anonymous" | "USER" | "ADMIN" | "SUPER_ADMIN";
const WHO: Who[] = ["anonymous", "USER", "ADMIN", "SUPER_ADMIN"];

function callerFor(who: Who): Account | null {
  return { anonymous: null, USER: accounts.member, ADMIN: accounts.admin, SUPER_ADMIN: accounts.superAdmin }[who];
}

interface PreparedRequest {
  path: string;
  params?: Record<string, string>;
  body?: unknown;
  /** The user row a write would touch (checked unchanged after a refusal). */
  targetId?: string;
}

interface Endpoint {
  handler: () => Handler;
  method: string;
  expected: Record<Who, number>;
  prepare: () => Promise<PreparedRequest>;
}

const SUPER_ADMIN_ONLY = (ok: number) => ({ anonymous: 401, USER: 403, ADMIN: 403, SUPER_ADMIN: ok });
const ADMIN_AND_UP = (ok: number) => ({ anonymous: 401, USER: 403, ADMIN: ok, SUPER_ADMIN: ok });

/** Each write gets a fresh target, so every cell of the matrix starts from the same state. */
const ENDPOINTS: Record<string, Endpoint> = {
  "GET /api/users": {
    handler: () => listUsersRoute,
    method: "GET",
    expected: SUPER_ADMIN_ONLY(200),
    prepare: async () => ({ path: "/api/users?page=1&limit=5" }),
  },
  "POST /api/users (role USER)": {
    handler: () => createUserRoute,
    method: "POST",
    expected: ADMIN_AND_UP(201),
    prepare: async () => ({ path: "/api/users", body: newUserBody({ role: "USER" }) }),
  },
  "GET /api/users/stats": {
    handler: () => userStatsRoute,
    method: "GET",
    expected: ADMIN_AND_UP(200),
    prepare: async () => ({ path: "/api/users/stats" }),
  },
  "GET /api/users/recent": {
    handler: () => recentUsersRoute,
    method: "GET",
    expected: ADMIN_AND_UP(200),
    prepare: async () => ({ path: "/api/users/recent" }),
  },
  "GET /api/users/{id}": {
    handler: () => getUserRoute,
    method: "GET",
    expected: SUPER_ADMIN_ONLY(200),
    prepare: async () => {
      const target = await makeUser();
      return { ...userPath(target.id), targetId: target.id };
    },
  },
  "PUT /api/users/{id}": {
    handler: () => updateUserRoute,
    method: "PUT",
    expected: SUPER_ADMIN_ONLY(200),
    prepare: async () => {
      const target = await makeUser();
      return { ...userPath(target.id), body: { fullName: "Renamed In Matrix" }, targetId: target.id };
    },
  },
  "DELETE /api/users/{id}": {
    handler: () => deleteUserRoute,
    method: "DELETE",
    expected: SUPER_ADMIN_ONLY(200),
    prepare: async () => {
      const target = await makeUser();
      return { ...userPath(target.id), targetId: target.id };
    },
  },
};

const MATRIX = Object.entries(ENDPOINTS).flatMap(([endpoint, spec]) =>
  WHO.map((who) => ({ endpoint, who, status: spec.expected[who] })),
);

describe("role × endpoint matrix", () => {
  it.each(MATRIX)("$endpoint as $who → $status", async ({ endpoint, who, status }) => {
    const spec = ENDPOINTS[endpoint]!;
    const request = await spec.prepare();
    const ids = request.targetId ? [request.targetId] : [];
    const before = await snapshot(ids);
    const res = await send(spec.handler(), spec.method, request.path, {
      as: callerFor(who),
      body: request.body,
      params: request.params,
    });

    expect(res.status).toBe(status);
    expect(res.body.success).toBe(status < 400);
    expect(res.headers.get("cache-control")).toContain("no-store");
    if (status >= 400) {
      expect(res.body.code).toBe(status === 401 ? "unauthorized" : "forbidden");
      expect(await snapshot(ids)).toEqual(before);
    }
  });

  it.each(Object.keys(ENDPOINTS))(
    "%s answers 401 to a request that claims to be a middleware subrequest",
    async (endpoint) => {
      const spec = ENDPOINTS[endpoint]!;
      const request = await spec.prepare();
      const ids = request.targetId ? [request.targetId] : [];
      for (const value of ["middleware", "middleware:middleware:middleware:middleware:middleware", "src/middleware"]) {
        const res = await expectNothingChanged(ids, () =>
          send(spec.handler(), spec.method, request.path, {
            body: request.body,
            params: request.params,
            headers: { "x-middleware-subrequest": value },
          }),
        );
        expectFailure(res, 401, "unauthorized");
      }
    },
  );

  it("reads the role from the database, not from the token", async () => {
    // A member's token that claims SUPER_ADMIN: the claim is ignored.
    const forged = await createBearerToken({
      sub: accounts.member.id,
      role: "SUPER_ADMIN",
      tv: (await row(accounts.member.id))!.tokenVersion,
    });
    expectFailure(await send(listUsersRoute, "GET", "/api/users", { token: forged }), 403, "forbidden");
    // A garbage bearer token is anonymous, whatever cookie comes with it.
    const garbage = await send(listUsersRoute, "GET", "/api/users", {
      token: "not-a-token",
      headers: { cookie: "authjs.session-token=x" },
    });
    expectFailure(garbage, 401, "unauthorized");
  });
});

// ---------------------------------------------------------------------------------------------------------
// GET /api/users
// ---------------------------------------------------------------------------------------------------------

describe("GET /api/users", () => {
  const PAGER_COUNT = 23;
  let pagers: Account[] = [];

  beforeAll(async () => {
    // Distinct creation times in the past, so "newest first" is deterministic: pager 1 is the newest.
    const base = Date.now() - 60 * DAY;
    pagers = [];
    for (let i = 1; i <= PAGER_COUNT; i += 1) {
      const n = String(i).padStart(2, "0");
      pagers.push(
        await userQueries.createUser({
          email: `pager-${n}@paging.test`,
          fullName: `Pager Person ${n}`,
          passwordHash,
          createdAt: new Date(base - i * 60_000),
        }),
      );
    }
  });

  it("pages 20 at a time by default, newest first, with the page count", async () => {
    const first = await listUsers("?search=paging.test");
    expect(first.status).toBe(200);
    expect(first.body.data.pagination).toEqual({ page: 1, limit: 20, total: PAGER_COUNT, pages: 2 });
    expect(first.body.data.users).toHaveLength(20);
    expect(first.body.data.users[0].email).toBe("pager-01@paging.test");

    const second = await listUsers("?search=paging.test&page=2");
    expect(second.body.data.pagination).toEqual({ page: 2, limit: 20, total: PAGER_COUNT, pages: 2 });
    expect(second.body.data.users.map((user: UserDto) => user.email)).toEqual([
      "pager-21@paging.test",
      "pager-22@paging.test",
      "pager-23@paging.test",
    ]);

    const ids = [...first.body.data.users, ...second.body.data.users].map((user: UserDto) => user.id);
    expect(new Set(ids).size).toBe(PAGER_COUNT);
    expect(new Set(ids)).toEqual(new Set(pagers.map((pager) => pager.id)));

    const beyond = await listUsers("?search=paging.test&page=3");
    expect(beyond.status).toBe(200);
    expect(beyond.body.data.users).toEqual([]);
    expect(beyond.body.data.pagination.pages).toBe(2);
  });

  it("honours another page size", async () => {
    const res = await listUsers("?search=paging.test&limit=10&page=3");
    expect(res.body.data.pagination).toEqual({ page: 3, limit: 10, total: PAGER_COUNT, pages: 3 });
    expect(res.body.data.users).toHaveLength(3);
  });

  it("counts every user when unfiltered", async () => {
    const res = await listUsers("?limit=100");
    const total = await countRows(users);
    expect(res.body.data.pagination.total).toBe(total);
    expect(res.body.data.pagination.pages).toBe(Math.ceil(total / 100));
  });

  it("filters by role, with 'all' meaning every role", async () => {
    const admins = await listUsers("?role=ADMIN&limit=100");
    expect(admins.status).toBe(200);
    expect(admins.body.data.users.length).toBeGreaterThan(0);
    expect(admins.body.data.users.every((user: UserDto) => user.role === "ADMIN")).toBe(true);
    expect(admins.body.data.users.map((user: UserDto) => user.id)).toContain(accounts.admin.id);
    const [adminCount] = await db.select({ n: count() }).from(users).where(eq(users.role, "ADMIN"));
    expect(admins.body.data.pagination.total).toBe(adminCount!.n);

    const supers = await listUsers("?role=SUPER_ADMIN&limit=100");
    const superIds = supers.body.data.users.map((user: UserDto) => user.id);
    expect(superIds).toEqual(expect.arrayContaining([accounts.superAdmin.id, accounts.superAdmin2.id]));
    expect(superIds).not.toContain(accounts.admin.id);

    const all = await listUsers("?role=all&limit=1");
    expect(all.body.data.pagination.total).toBe(await countRows(users));
  });

  it("searches e-mail or full name, case-insensitively, and treats LIKE wildcards literally", async () => {
    const byName = await listUsers("?search=pager%20person%2007");
    expect(byName.body.data.users.map((user: UserDto) => user.email)).toEqual(["pager-07@paging.test"]);

    const byEmail = await listUsers("?search=PAGER-08%40");
    expect(byEmail.body.data.users.map((user: UserDto) => user.fullName)).toEqual(["Pager Person 08"]);

    const combined = await listUsers("?search=Pager%20Person%201&role=USER");
    expect(combined.body.data.pagination.total).toBe(10); // 10..19

    const wildcard = await listUsers("?search=%25");
    expect(wildcard.body.data.users).toEqual([]);
    expect(wildcard.body.data.pagination).toEqual({ page: 1, limit: 20, total: 0, pages: 1 });
  });

  it("shows the fields the admin pages need and never a password hash", async () => {
    const res = await listUsers("?search=pager-01");
    const [user] = res.body.data.users;
    expect(user).toMatchObject({
      id: pagers[0]!.id,
      email: "pager-01@paging.test",
      fullName: "Pager Person 01",
      role: "USER",
      subscriptionTier: "FREE",
      subscriptionStatus: "INACTIVE",
      emailVerified: false,
      disabled: false,
      lastLoginAt: null,
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/passwordHash|password_hash|\$argon2|tokenVersion/);
  });

  it.each([
    ["limit above 100", "?limit=101"],
    ["page 0", "?page=0"],
    ["an unknown role", "?role=OWNER"],
    ["an over-long search", `?search=${"s".repeat(101)}`],
  ])("answers 422 to %s", async (_label, query) => {
    expectFailure(await listUsers(query), 422, "validation_failed");
  });
});

// ---------------------------------------------------------------------------------------------------------
// GET /api/users/stats
// ---------------------------------------------------------------------------------------------------------

describe("GET /api/users/stats", () => {
  function stats(as: Account = accounts.admin) {
    return send(userStatsRoute, "GET", "/api/users/stats", { as });
  }

  /** The same figures computed from every row, as an independent check. */
  async function expectedFromRows(now: number) {
    const rows = await db.select().from(users);
    const firstActiveDay = new Date(now - 30 * DAY).toISOString().slice(0, 10);
    const seenOnADay = new Set(
      (await db.select().from(userActivityDays)).filter((row) => row.day >= firstActiveDay).map((row) => row.userId),
    );
    return {
      totalUsers: rows.length,
      activeUsers: rows.filter(
        (u) => (u.lastLoginAt && u.lastLoginAt.getTime() >= now - 30 * DAY) || seenOnADay.has(u.id),
      ).length,
      premiumUsers: rows.filter(
        (u) => ["PREMIUM", "ENTERPRISE", "VIP"].includes(u.subscriptionTier) && u.subscriptionStatus === "ACTIVE",
      ).length,
      recentUsers: rows.filter((u) => u.createdAt.getTime() >= now - 7 * DAY).length,
    };
  }

  it("counts total, active (seen in 30 days), premium (active paid plan), recent (7 days) users exactly", async () => {
    const before = await stats();
    expect(before.status).toBe(200);

    const now = Date.now();
    const ago = (days: number) => new Date(now - days * DAY);
    const seed: Partial<NewUser>[] = [
      // recent, active, premium
      { createdAt: ago(2), lastLoginAt: ago(1), subscriptionTier: "PREMIUM", subscriptionStatus: "ACTIVE" },
      // recent only (never signed in)
      { createdAt: ago(6.9), lastLoginAt: null },
      // active (29 days), premium (VIP)
      { createdAt: ago(8), lastLoginAt: ago(29), subscriptionTier: "VIP", subscriptionStatus: "ACTIVE" },
      // nothing: last seen 31 days ago, premium plan expired, joined 40 days ago
      { createdAt: ago(40), lastLoginAt: ago(31), subscriptionTier: "PREMIUM", subscriptionStatus: "EXPIRED" },
      // active only: BASIC is not premium
      { createdAt: ago(100), lastLoginAt: ago(10), subscriptionTier: "BASIC", subscriptionStatus: "ACTIVE" },
      // premium only (ENTERPRISE, active)
      { createdAt: ago(20), subscriptionTier: "ENTERPRISE", subscriptionStatus: "ACTIVE" },
      // nothing: joined 7 days and an hour ago
      { createdAt: new Date(now - 7 * DAY - 60 * 60 * 1000) },
    ];
    for (const values of seed) await makeUser(values);
    // Seen on a day without signing in since (a long-lived session): active 3 days ago, not 32 days ago.
    const dayOf = (days: number) => ago(days).toISOString().slice(0, 10);
    const sessionOnly = await makeUser({ createdAt: ago(60), lastLoginAt: ago(45) });
    const lapsed = await makeUser({ createdAt: ago(60), lastLoginAt: ago(45) });
    await userQueries.recordActivityDay(sessionOnly.id, dayOf(3));
    await userQueries.recordActivityDay(lapsed.id, dayOf(32));

    const after = await stats();
    expect(after.status).toBe(200);
    expect(after.body.data).toEqual({
      totalUsers: before.body.data.totalUsers + 9,
      activeUsers: before.body.data.activeUsers + 4,
      premiumUsers: before.body.data.premiumUsers + 3,
      recentUsers: before.body.data.recentUsers + 2,
    });
    expect(after.body.data).toEqual(await expectedFromRows(Date.now()));
  });

  it("gives super admins the same figures", async () => {
    const [asAdmin, asSuper] = [await stats(accounts.admin), await stats(accounts.superAdmin)];
    expect(asSuper.body.data).toEqual(asAdmin.body.data);
  });
});

// ---------------------------------------------------------------------------------------------------------
// GET /api/users/{id}
// ---------------------------------------------------------------------------------------------------------

describe("GET /api/users/{id}", () => {
  it("answers the user", async () => {
    const res = await getUser(accounts.admin.id, accounts.superAdmin);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: accounts.admin.id, email: accounts.admin.email, role: "ADMIN" });
    expect(JSON.stringify(res.body)).not.toContain("$argon2");
  });

  it.each([
    ["an unknown id", "00000000-0000-4000-8000-000000000000"],
    ["an id with forbidden characters", "not a valid id!"],
    ["an over-long id", "x".repeat(65)],
    ["a path traversal", "../stats"],
  ])("answers 404 to %s", async (_label, id) => {
    expectFailure(await getUser(id, accounts.superAdmin), 404, "not_found");
  });
});

// ---------------------------------------------------------------------------------------------------------
// POST /api/users
// ---------------------------------------------------------------------------------------------------------

describe("POST /api/users", () => {
  it("creates a USER with a lower-cased e-mail, a hashed password and an audit entry (201)", async () => {
    const body = newUserBody({ email: "  New.Person@Users-API.test ", role: "USER" });
    const before = await countRows(users);
    const res = await createUser(body, accounts.superAdmin);

    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const user = res.body.data as UserDto;
    expect(user).toMatchObject({
      email: "new.person@users-api.test",
      fullName: body.fullName,
      role: "USER",
      emailVerified: false,
      disabled: false,
    });
    expect(await countRows(users)).toBe(before + 1);

    const stored = (await row(user.id))!;
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored.passwordHash).not.toContain(body.password);
    expect(stored.subscriptionTier).toBe("FREE");

    const [entry, ...more] = await auditEntries(user.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: "user.create",
      entityType: "user",
      actorId: accounts.superAdmin.id,
      actorEmail: accounts.superAdmin.email,
      ip: CLIENT_IP,
      before: null,
      after: { email: "new.person@users-api.test", fullName: body.fullName, role: "USER", emailVerified: false },
    });
    expect(JSON.stringify(entry)).not.toMatch(/password|argon2/i);
  });

  it("defaults the role to USER", async () => {
    const body = newUserBody();
    expect(body).not.toHaveProperty("role");
    const res = await createUser(body, accounts.admin);
    expect(res.status).toBe(201);
    expect(res.body.data.role).toBe("USER");
  });

  it.each<[Role]>([["ADMIN"], ["SUPER_ADMIN"]])("lets a super admin create a %s", async (role) => {
    const res = await createUser(newUserBody({ role }), accounts.superAdmin);
    expect(res.status).toBe(201);
    expect(res.body.data.role).toBe(role);
    expect((await row(res.body.data.id))!.role).toBe(role);
  });

  it("lets an admin create a USER", async () => {
    const res = await createUser(newUserBody({ role: "USER" }), accounts.admin);
    expect(res.status).toBe(201);
    const [entry] = await auditEntries(res.body.data.id, "user.create");
    expect(entry?.actorId).toBe(accounts.admin.id);
  });

  it.each<[Role, string]>([
    ["ADMIN", USERS_MESSAGES.createAdmin],
    ["SUPER_ADMIN", USERS_MESSAGES.createSuperAdmin],
  ])("refuses an admin creating a %s with 'Permission Denied' and its fixed message", async (role, message) => {
    const body = newUserBody({ role });
    const res = await expectNothingChanged([], () => createUser(body, accounts.admin));
    expectFailure(res, 403, "forbidden", message);
    expect(res.body.details).toEqual({ title: "Permission Denied" });
    expect(await userQueries.getUserByEmail(body.email)).toBeNull();
  });

  it("answers 409 to an e-mail that is taken, whatever its case", async () => {
    const body = newUserBody({ email: accounts.member.email.toUpperCase() });
    const res = await expectNothingChanged([accounts.member.id], () => createUser(body, accounts.superAdmin));
    expectFailure(res, 409, "conflict", "An account with this email already exists.");
  });

  it.each([
    ["a 7-character password", { password: "abcdefg" }, 422, "validation_failed"],
    ["a 6-character password (the original form's minimum)", { password: "abcdef" }, 422, "validation_failed"],
    ["a common password", { password: "password123" }, 422, "validation_failed"],
    ["a malformed e-mail", { email: "nope" }, 422, "validation_failed"],
    ["a missing name", { fullName: undefined }, 422, "validation_failed"],
    ["an unknown role", { role: "OWNER" }, 422, "validation_failed"],
    ["an unknown key", { subscriptionTier: "VIP" }, 400, "bad_request"],
    ["a token version", { tokenVersion: 7 }, 400, "bad_request"],
  ])("refuses %s and creates nothing", async (_label, values, status, code) => {
    const body = newUserBody(values);
    const res = await expectNothingChanged([], () => createUser(body, accounts.superAdmin));
    expectFailure(res, status, code);
  });

  it("refuses malformed JSON (400), another content type (415) and a cross-site browser request (403)", async () => {
    await expectNothingChanged([], async () => {
      const token = await tokenFor(accounts.superAdmin);
      const auth = { authorization: `Bearer ${token}` };
      const malformed = await callRoute(
        createUserRoute,
        jsonRequest("POST", "/api/users", "{nope", { ...auth, "content-type": "application/json" }),
      );
      expect(malformed.status).toBe(400);
      const form = await callRoute(
        createUserRoute,
        jsonRequest("POST", "/api/users", "a=b", { ...auth, "content-type": "application/x-www-form-urlencoded" }),
      );
      expect(form.status).toBe(415);
      const crossSite = await callRoute(
        createUserRoute,
        jsonRequest("POST", "/api/users", newUserBody(), { ...auth, origin: "https://evil.example" }),
      );
      expect(crossSite.status).toBe(403);
    });
  });
});

// ---------------------------------------------------------------------------------------------------------
// PUT /api/users/{id}
// ---------------------------------------------------------------------------------------------------------

describe("PUT /api/users/{id}", () => {
  it("changes a role, bumps the token version so the target's old token stops working, and audits it", async () => {
    const target = await makeUser();
    const oldToken = await tokenFor(target);
    expect((await profileWith(oldToken)).status).toBe(200);

    const res = await putUser(target.id, { role: "ADMIN" }, accounts.superAdmin);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: target.id, role: "ADMIN" });

    const stored = (await row(target.id))!;
    expect(stored.role).toBe("ADMIN");
    expect(stored.tokenVersion).toBe(target.tokenVersion + 1);
    expectFailure(await profileWith(oldToken), 401, "unauthorized");
    expect((await profileWith(await tokenFor(target))).status).toBe(200);

    const entries = await auditEntries(target.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "user.role_change",
      actorId: accounts.superAdmin.id,
      actorEmail: accounts.superAdmin.email,
      ip: CLIENT_IP,
      before: { role: "USER" },
      after: { role: "ADMIN" },
    });
  });

  it("edits name, plan and status without ending sessions, auditing only the changed fields", async () => {
    const target = await makeUser({ fullName: "Before Name" });
    const oldToken = await tokenFor(target);
    const res = await putUser(
      target.id,
      { fullName: "After Name", subscriptionTier: "PREMIUM", subscriptionStatus: "ACTIVE", role: "USER" },
      accounts.superAdmin,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      fullName: "After Name",
      subscriptionTier: "PREMIUM",
      subscriptionStatus: "ACTIVE",
      role: "USER",
    });

    const stored = (await row(target.id))!;
    expect(stored.tokenVersion).toBe(target.tokenVersion);
    expect(stored.passwordHash).toBe(passwordHash);
    expect((await profileWith(oldToken)).status).toBe(200);

    const entries = await auditEntries(target.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "user.update",
      actorId: accounts.superAdmin.id,
      before: { fullName: "Before Name", subscriptionTier: "FREE", subscriptionStatus: "INACTIVE" },
      after: { fullName: "After Name", subscriptionTier: "PREMIUM", subscriptionStatus: "ACTIVE" },
    });
  });

  it("records a name change and a role change in one request as two entries", async () => {
    const target = await makeUser({ fullName: "Two Changes" });
    const res = await putUser(target.id, { fullName: "Two Changes Done", role: "ADMIN" }, accounts.superAdmin);
    expect(res.status).toBe(200);
    const entries = await auditEntries(target.id);
    expect(entries.map((entry) => entry.action).sort()).toEqual(["user.role_change", "user.update"]);
    expect(entries.find((entry) => entry.action === "user.update")?.after).toEqual({ fullName: "Two Changes Done" });
  });

  it("changes the e-mail (lower-cased), which becomes unverified unless the admin says otherwise", async () => {
    const target = await makeUser({ emailVerified: true, emailVerifiedAt: new Date() });
    const res = await putUser(target.id, { email: "Moved.Here@Users-API.test" }, accounts.superAdmin);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: "moved.here@users-api.test", emailVerified: false });
    expect((await row(target.id))!.emailVerifiedAt).toBeNull();

    const verified = await putUser(
      target.id,
      { email: "moved.again@users-api.test", emailVerified: true },
      accounts.superAdmin,
    );
    expect(verified.body.data).toMatchObject({ email: "moved.again@users-api.test", emailVerified: true });
    expect((await row(target.id))!.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it("answers 409 to an e-mail another account has and changes nothing", async () => {
    const target = await makeUser();
    const res = await expectNothingChanged([target.id, accounts.member.id], () =>
      putUser(target.id, { email: accounts.member.email, fullName: "Should Not Stick" }, accounts.superAdmin),
    );
    expectFailure(res, 409, "conflict", "An account with this email already exists.");
  });

  it("disables an account (sessions end, disabledAt set) and enables it again, auditing both", async () => {
    const target = await makeUser();
    const oldToken = await tokenFor(target);

    const disabled = await putUser(target.id, { disabled: true }, accounts.superAdmin);
    expect(disabled.status).toBe(200);
    expect(disabled.body.data.disabled).toBe(true);
    const afterDisable = (await row(target.id))!;
    expect(afterDisable.disabledAt).toBeInstanceOf(Date);
    expect(afterDisable.tokenVersion).toBe(target.tokenVersion + 1);
    expectFailure(await profileWith(oldToken), 401, "unauthorized");

    // Disabling twice changes nothing.
    const again = await expectNothingChanged([target.id], () =>
      putUser(target.id, { disabled: true }, accounts.superAdmin),
    );
    expect(again.status).toBe(200);

    const enabled = await putUser(target.id, { disabled: false }, accounts.superAdmin);
    expect(enabled.body.data.disabled).toBe(false);
    const afterEnable = (await row(target.id))!;
    expect(afterEnable.disabledAt).toBeNull();
    expect(afterEnable.tokenVersion).toBe(afterDisable.tokenVersion);
    expect((await profileWith(await tokenFor(target))).status).toBe(200);

    const entries = await auditEntries(target.id);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ["user.disable", { disabled: false }, { disabled: true }],
      ["user.enable", { disabled: true }, { disabled: false }],
    ]);
  });

  it("writes nothing when nothing changes", async () => {
    const target = await makeUser({ fullName: "Same Name" });
    const res = await expectNothingChanged([target.id], () =>
      putUser(target.id, { fullName: "Same Name", role: "USER" }, accounts.superAdmin),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.fullName).toBe("Same Name");
  });

  it("lets a super admin demote another super admin", async () => {
    const other = await makeUser({ role: "SUPER_ADMIN" });
    const res = await putUser(other.id, { role: "ADMIN" }, accounts.superAdmin);
    expect(res.status).toBe(200);
    expect((await row(other.id))!.role).toBe("ADMIN");
  });

  it.each([
    ["an empty body", {}, 422, "validation_failed"],
    ["a password", { password: "a new password here" }, 400, "bad_request"],
    ["a token version", { tokenVersion: 0 }, 400, "bad_request"],
    ["disabledAt", { disabledAt: null }, 400, "bad_request"],
    ["an unknown role", { role: "ROOT" }, 422, "validation_failed"],
    ["an unknown plan", { subscriptionTier: "GOLD" }, 422, "validation_failed"],
    ["a blank name", { fullName: "  " }, 422, "validation_failed"],
  ])("refuses %s and changes nothing", async (_label, body, status, code) => {
    const target = await makeUser();
    const res = await expectNothingChanged([target.id], () => putUser(target.id, body, accounts.superAdmin));
    expectFailure(res, status, code);
  });

  it("answers 404 for a missing or malformed id", async () => {
    expectFailure(
      await putUser("00000000-0000-4000-8000-000000000000", { fullName: "X" }, accounts.superAdmin),
      404,
      "not_found",
      "User not found.",
    );
    expectFailure(await putUser("bad id", { fullName: "X" }, accounts.superAdmin), 404, "not_found");
  });
});

// ---------------------------------------------------------------------------------------------------------
// Self and last-super-admin protections
// ---------------------------------------------------------------------------------------------------------

describe("self and last-super-admin protections", () => {
  const SA = () => accounts.superAdmin;

  it.each([
    ["demote themselves", () => putUser(SA().id, { role: "ADMIN" }, SA()), USERS_MESSAGES.changeOwnRole],
    ["disable themselves", () => putUser(SA().id, { disabled: true }, SA()), USERS_MESSAGES.disableSelf],
    ["delete themselves", () => deleteUser(SA().id, SA()), USERS_MESSAGES.deleteSelf],
  ])("a super admin cannot %s (409) while other super admins exist", async (_label, action, message) => {
    const res = await expectNothingChanged([SA().id], action);
    expectFailure(res, 409, "conflict", message);
  });

  it("an admin cannot delete themselves either (service)", async () => {
    const admin = await makeUser({ role: "ADMIN" });
    await expectNothingChanged([admin.id], () =>
      expect(service.deleteUser({ user: admin, role: "ADMIN" }, admin.id, CLIENT_IP)).rejects.toMatchObject({
        code: "conflict",
        message: USERS_MESSAGES.deleteSelf,
      }),
    );
  });

  describe("with a single active super admin", () => {
    /** Disables every other active super admin for the test (directly, without touching token versions). */
    async function asOnlySuperAdmin(keep: string, action: () => Promise<void>) {
      const others = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, "SUPER_ADMIN"), isNull(users.disabledAt)));
      const toDisable = others.map((other) => other.id).filter((id) => id !== keep);
      for (const id of toDisable) await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, id));
      try {
        await action();
      } finally {
        for (const id of toDisable) await db.update(users).set({ disabledAt: null }).where(eq(users.id, id));
      }
    }

    it.each([
      ["demoted", () => putUser(SA().id, { role: "USER" }, SA())],
      ["disabled", () => putUser(SA().id, { disabled: true }, SA())],
      ["demoted and disabled", () => putUser(SA().id, { role: "ADMIN", disabled: true }, SA())],
      ["deleted", () => deleteUser(SA().id, SA())],
    ])("the last super admin cannot be %s (409) and nothing changes", async (_label, action) => {
      await asOnlySuperAdmin(SA().id, async () => {
        const res = await expectNothingChanged([SA().id], action);
        expectFailure(res, 409, "conflict", USERS_MESSAGES.lastSuperAdmin);
      });
    });

    it("still lets the last super admin edit their own name", async () => {
      await asOnlySuperAdmin(SA().id, async () => {
        const res = await putUser(SA().id, { fullName: "Renamed Super Admin" }, SA());
        expect(res.status).toBe(200);
        expect((await row(SA().id))!.fullName).toBe("Renamed Super Admin");
      });
    });

    it("two super admins demoting each other at once leave exactly one super admin", async () => {
      const a = await makeUser({ role: "SUPER_ADMIN", fullName: "Racer A" });
      const b = await makeUser({ role: "SUPER_ADMIN", fullName: "Racer B" });
      await asOnlySuperAdmin(a.id, async () => {
        // b stays active as well: asOnlySuperAdmin disabled everyone else.
        await db.update(users).set({ disabledAt: null }).where(eq(users.id, b.id));
        const [tokenA, tokenB] = [await tokenFor(a), await tokenFor(b)];
        const [resA, resB] = await Promise.all([
          send(updateUserRoute, "PUT", `/api/users/${b.id}`, {
            token: tokenA,
            params: { userId: b.id },
            body: { role: "USER" },
          }),
          send(updateUserRoute, "PUT", `/api/users/${a.id}`, {
            token: tokenB,
            params: { userId: a.id },
            body: { role: "USER" },
          }),
        ]);
        const statuses = [resA.status, resB.status].sort();
        expect(statuses[0]).toBe(200);
        // The loser was demoted first (403, or 401 when its token was already revoked), saw no other super admin
        // left (409), or deadlocked with the winner on PostgreSQL and was asked to retry (409).
        expect([401, 403, 409]).toContain(statuses[1]);
        const loser = [resA, resB].find((res) => res.status !== 200)!;
        if (loser.status === 409)
          expect([USERS_MESSAGES.concurrentChange, USERS_MESSAGES.lastSuperAdmin]).toContain(loser.body.error);
        const roles = [(await row(a.id))!.role, (await row(b.id))!.role];
        expect(roles.filter((role) => role === "SUPER_ADMIN")).toHaveLength(1);
      });
      // Tidy up: the racer left as super admin steps down so later tests see the usual set.
      await db.update(users).set({ role: "USER" }).where(eq(users.id, a.id));
      await db.update(users).set({ role: "USER" }).where(eq(users.id, b.id));
    });
  });
});

// ---------------------------------------------------------------------------------------------------------
// The rules for ADMIN actors (the routes are super-admin only, so the service is called directly)
// ---------------------------------------------------------------------------------------------------------

describe("what an ADMIN may do (service)", () => {
  const asAdmin = () => ({ user: accounts.admin, role: "ADMIN" as const });

  it.each([
    [
      "rename a super admin",
      () => service.updateUser(asAdmin(), accounts.superAdmin.id, { fullName: "Hijacked" }, CLIENT_IP),
      USERS_MESSAGES.changeAdmin,
    ],
    [
      "demote a super admin",
      () => service.updateUser(asAdmin(), accounts.superAdmin.id, { role: "USER" }, CLIENT_IP),
      USERS_MESSAGES.changeAdmin,
    ],
    [
      "disable a super admin",
      () => service.updateUser(asAdmin(), accounts.superAdmin2.id, { disabled: true }, CLIENT_IP),
      USERS_MESSAGES.changeAdmin,
    ],
    [
      "delete a super admin",
      () => service.deleteUser(asAdmin(), accounts.superAdmin2.id, CLIENT_IP),
      USERS_MESSAGES.changeAdmin,
    ],
    [
      "create a super admin",
      () => service.createUser(asAdmin(), { ...newUserBody(), role: "SUPER_ADMIN", emailVerified: false }, CLIENT_IP),
      USERS_MESSAGES.createSuperAdmin,
    ],
  ])("cannot %s (403 'Permission Denied')", async (_label, action, message) => {
    await expectNothingChanged([accounts.superAdmin.id, accounts.superAdmin2.id], () =>
      expect(action()).rejects.toMatchObject({ code: "forbidden", message, details: { title: "Permission Denied" } }),
    );
  });

  it("cannot change or delete another admin", async () => {
    const other = await makeUser({ role: "ADMIN" });
    await expectNothingChanged([other.id], async () => {
      await expect(service.updateUser(asAdmin(), other.id, { role: "USER" }, CLIENT_IP)).rejects.toMatchObject({
        message: USERS_MESSAGES.changeAdmin,
      });
      await expect(service.deleteUser(asAdmin(), other.id, CLIENT_IP)).rejects.toMatchObject({
        message: USERS_MESSAGES.changeAdmin,
      });
    });
  });

  it.each<[Role]>([["ADMIN"], ["SUPER_ADMIN"]])("cannot promote a user to %s", async (role) => {
    const target = await makeUser();
    await expectNothingChanged([target.id], () =>
      expect(service.updateUser(asAdmin(), target.id, { role }, CLIENT_IP)).rejects.toMatchObject({
        code: "forbidden",
        message: USERS_MESSAGES.assignAdminRole,
      }),
    );
  });

  it("cannot change their own role", async () => {
    await expectNothingChanged([accounts.admin.id], () =>
      expect(service.updateUser(asAdmin(), accounts.admin.id, { role: "USER" }, CLIENT_IP)).rejects.toMatchObject({
        code: "conflict",
      }),
    );
  });

  it("may edit, disable and delete a USER", async () => {
    const target = await makeUser();
    const updated = await service.updateUser(
      asAdmin(),
      target.id,
      { fullName: "Edited By Admin", disabled: true },
      CLIENT_IP,
    );
    expect(updated).toMatchObject({ fullName: "Edited By Admin", disabled: true });
    await service.deleteUser(asAdmin(), target.id, CLIENT_IP);
    expect(await row(target.id)).toBeNull();
    const [entry] = await auditEntries(target.id, "user.delete");
    expect(entry?.actorId).toBe(accounts.admin.id);
  });

  it("uses the role in the database, not the one it was handed", async () => {
    // A member handed in with role SUPER_ADMIN (a stale caller) is still refused.
    const target = await makeUser();
    await expectNothingChanged([target.id], () =>
      expect(
        service.updateUser({ user: accounts.member, role: "SUPER_ADMIN" }, target.id, { role: "ADMIN" }, CLIENT_IP),
      ).rejects.toMatchObject({
        code: "forbidden",
      }),
    );
  });
});

// ---------------------------------------------------------------------------------------------------------
// DELETE /api/users/{id}
// ---------------------------------------------------------------------------------------------------------

describe("DELETE /api/users/{id}", () => {
  it("deletes the account (200, data null), then answers 404; its tokens stop working", async () => {
    const target = await makeUser({
      role: "ADMIN",
      fullName: "Going Away",
      subscriptionTier: "BASIC",
      subscriptionStatus: "ACTIVE",
    });
    const token = await tokenFor(target);
    const before = await countRows(users);

    const res = await deleteUser(target.id, accounts.superAdmin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: null });
    expect(await row(target.id)).toBeNull();
    expect(await countRows(users)).toBe(before - 1);

    expectFailure(await getUser(target.id, accounts.superAdmin), 404, "not_found", "User not found.");
    expectFailure(await deleteUser(target.id, accounts.superAdmin), 404, "not_found", "User not found.");
    expectFailure(await profileWith(token), 401, "unauthorized");

    const [entry, ...more] = await auditEntries(target.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: "user.delete",
      actorId: accounts.superAdmin.id,
      actorEmail: accounts.superAdmin.email,
      ip: CLIENT_IP,
      before: {
        email: target.email,
        fullName: "Going Away",
        role: "ADMIN",
        subscriptionTier: "BASIC",
        subscriptionStatus: "ACTIVE",
        disabled: false,
      },
      after: null,
    });
  });

  it("lets a super admin delete another super admin while one remains", async () => {
    const other = await makeUser({ role: "SUPER_ADMIN" });
    expect((await deleteUser(other.id, accounts.superAdmin)).status).toBe(200);
    expect(await row(other.id)).toBeNull();
  });

  it("answers 404 alike for a missing and a malformed id", async () => {
    const missing = await expectNothingChanged([], () =>
      deleteUser("00000000-0000-4000-8000-000000000000", accounts.superAdmin),
    );
    const malformed = await expectNothingChanged([], () => deleteUser("bad/id", accounts.superAdmin));
    expectFailure(missing, 404, "not_found");
    expectFailure(malformed, 404, "not_found");
  });
});
