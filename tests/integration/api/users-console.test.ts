// What the /admin/users and /admin/create-users screens added to the users API: server-side sorting
// of GET /api/users, and GET /api/users/recent (the accounts the caller created). Route handlers called in
// process on this file's own database.
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { DELETE as deleteUserRoute } from "@/app/api/users/[userId]/route";
import { GET as recentUsersRoute } from "@/app/api/users/recent/route";
import { GET as listUsersRoute, POST as createUserRoute } from "@/app/api/users/route";
import { db } from "@/db";
import * as userQueries from "@/lib/accounts/users.queries";
import { auditLog, users } from "@/db/schema";
import { RECENT_CREATED_USERS_LIMIT } from "@/lib/accounts/users.input";
import { makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Account = Awaited<ReturnType<typeof makeUserWithToken>>;
interface Listed {
  id: string;
  email: string;
  fullName: string;
  role: string;
  emailVerified: boolean;
  lastLoginAt: string | null;
}
type Envelope<T> = { success: boolean; data: T; code?: string; error?: string; details?: unknown };

let superAdmin: Account;
let admin: Account;
let otherAdmin: Account;
let member: Account;

beforeAll(async () => {
  superAdmin = await makeUserWithToken("SUPER_ADMIN");
  admin = await makeUserWithToken("ADMIN");
  otherAdmin = await makeUserWithToken("ADMIN");
  member = await makeUserWithToken("USER");
});

const list = (query: string, as: Account = superAdmin) =>
  callRoute<Envelope<{ users: Listed[]; pagination: { total: number } }>>(
    listUsersRoute,
    jsonRequest("GET", `/api/users${query}`, undefined, as.headers),
  );
const recent = (as?: Account) =>
  callRoute<Envelope<{ users: Listed[] }>>(
    recentUsersRoute,
    jsonRequest("GET", "/api/users/recent", undefined, as?.headers),
  );

let created = 0;
async function createThrough(as: Account, role = "USER") {
  created += 1;
  const body = {
    fullName: `Console Person ${created}`,
    email: `console-${created}@console-api.test`,
    password: "a long enough passphrase",
    role,
  };
  const res = await callRoute<Envelope<Listed>>(createUserRoute, jsonRequest("POST", "/api/users", body, as.headers));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

describe("GET /api/users sorting", () => {
  const DOMAIN = "sorting.test";
  const now = Date.now();
  const fixtures = [
    { email: `bravo@${DOMAIN}`, fullName: "Sort Charlie", lastLoginAt: new Date(now - 3_600_000), emailVerified: true },
    { email: `alpha@${DOMAIN}`, fullName: "Sort Bravo", lastLoginAt: null, emailVerified: false },
    { email: `charlie@${DOMAIN}`, fullName: "Sort Alpha", lastLoginAt: new Date(now - 60_000), emailVerified: false },
    { email: `delta@${DOMAIN}`, fullName: "Sort Delta", lastLoginAt: new Date(now - 86_400_000), emailVerified: true },
  ];

  beforeAll(async () => {
    for (const [index, values] of fixtures.entries()) {
      await userQueries.createUser({
        ...values,
        passwordHash: "not-a-real-hash",
        createdAt: new Date(now - (index + 1) * 1000),
      });
    }
  });

  const emails = async (query: string) => {
    const res = await list(`?search=${DOMAIN}&${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.users.map((user) => user.email.split("@")[0]);
  };

  it("keeps newest first when no sort is given", async () => {
    expect(await emails("")).toEqual(["bravo", "alpha", "charlie", "delta"]);
  });

  it("sorts by e-mail and by name in either order", async () => {
    expect(await emails("sort=email&order=asc")).toEqual(["alpha", "bravo", "charlie", "delta"]);
    expect(await emails("sort=email&order=desc")).toEqual(["delta", "charlie", "bravo", "alpha"]);
    expect(await emails("sort=fullName&order=asc")).toEqual(["charlie", "alpha", "bravo", "delta"]);
  });

  it("sorts by last login, never-signed-in accounts last either way, descending when no order is given", async () => {
    expect(await emails("sort=lastLoginAt")).toEqual(["charlie", "bravo", "delta", "alpha"]);
    expect(await emails("sort=lastLoginAt&order=asc")).toEqual(["delta", "bravo", "charlie", "alpha"]);
  });

  it("sorts by the verified flag, keeping the filters and page count", async () => {
    const res = await list(`?search=${DOMAIN}&sort=emailVerified&order=desc&limit=2`);
    expect(res.body.data.pagination.total).toBe(4);
    expect(res.body.data.users.every((user) => user.emailVerified)).toBe(true);
  });

  it.each([
    ["an unknown sort column", "sort=passwordHash"],
    ["an unknown order", "sort=email&order=sideways"],
    ["a repeated sort", "sort=email&sort=role"],
  ])("refuses %s (422) and lists nothing", async (_label, query) => {
    const res = await list(`?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(res.body.code).toBe("validation_failed");
    expect(res.body.data).toBeUndefined();
  });

  it("is still refused to a plain admin", async () => {
    expect((await list("?sort=email&order=asc", admin)).status).toBe(403);
  });
});

describe("GET /api/users/recent", () => {
  it("answers 401 to anonymous callers and 403 to members", async () => {
    const anonymous = await recent();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe("unauthorized");
    const asMember = await recent(member);
    expect(asMember.status).toBe(403);
    expect(asMember.body.code).toBe("forbidden");
  });

  it("starts empty for an admin who created nobody", async () => {
    const res = await recent(otherAdmin);
    expect(res.status).toBe(200);
    expect(res.body.data.users).toEqual([]);
  });

  it("lists only the caller's own creations, newest first, without secrets", async () => {
    const first = await createThrough(admin);
    const second = await createThrough(admin);
    const bySuper = await createThrough(superAdmin, "ADMIN");

    const mine = await recent(admin);
    expect(mine.status).toBe(200);
    expect(mine.body.data.users.map((user) => user.id)).toEqual([second.id, first.id]);
    expect(mine.body.data.users[0]).toMatchObject({ email: second.email, role: "USER", emailVerified: false });
    const raw = JSON.stringify(mine.body);
    expect(raw).not.toMatch(/passwordHash|password_hash|\$argon2/);

    const theirs = await recent(superAdmin);
    expect(theirs.body.data.users.map((user) => user.id)).toContain(bySuper.id);
    expect(theirs.body.data.users.map((user) => user.id)).not.toContain(first.id);
    expect((await recent(otherAdmin)).body.data.users).toEqual([]);
  });

  it("drops an account once it is deleted, and shows each account as it is now", async () => {
    const kept = await createThrough(otherAdmin);
    const gone = await createThrough(otherAdmin);
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, kept.id));
    const deleted = await callRoute(
      deleteUserRoute,
      jsonRequest("DELETE", `/api/users/${gone.id}`, undefined, superAdmin.headers),
      { userId: gone.id },
    );
    expect(deleted.status).toBe(200);

    const res = await recent(otherAdmin);
    expect(res.body.data.users.map((user) => user.id)).toEqual([kept.id]);
    expect(res.body.data.users[0]!.emailVerified).toBe(true);
  });

  it(`shows at most ${RECENT_CREATED_USERS_LIMIT}`, async () => {
    const busy = await makeUserWithToken("ADMIN");
    const ids: string[] = [];
    for (let i = 0; i <= RECENT_CREATED_USERS_LIMIT; i += 1) ids.push((await createThrough(busy)).id);
    const res = await recent(busy);
    expect(res.body.data.users).toHaveLength(RECENT_CREATED_USERS_LIMIT);
    expect(res.body.data.users[0]!.id).toBe(ids.at(-1));
    expect(res.body.data.users.map((user) => user.id)).not.toContain(ids[0]);
  });

  it("is read-only: a call writes no audit entry", async () => {
    const entries = async () =>
      (await db.select({ n: count() }).from(auditLog).where(eq(auditLog.actorId, admin.user.id)))[0]!.n;
    const before = await entries();
    await recent(admin);
    expect(await entries()).toBe(before);
  });
});
