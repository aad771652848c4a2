import { eq, isNull, and, count } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { POST as markRead } from "@/app/api/user/notifications/read/route";
import { GET as list } from "@/app/api/user/notifications/route";
import { db } from "@/db";
import { notifications } from "@/db/schema";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Envelope<T = unknown> = { success: boolean; data: T; error?: string; code?: string };
type Item = { id: string; kind: string; predictionId: string | null; createdAt: string; readAt: string | null };
type Page = { notifications: Item[]; unread: number; nextCursor: string | null };
type Member = Awaited<ReturnType<typeof makeUserWithToken>>;

const getPage = (member: Member | null, query = "") =>
  callRoute<Envelope<Page>>(
    list,
    jsonRequest("GET", `/api/user/notifications${query}`, undefined, member?.headers ?? {}),
  );
const read = (member: Member | null, body: unknown) =>
  callRoute<Envelope<{ marked: number; unread: number }>>(
    markRead,
    jsonRequest("POST", "/api/user/notifications/read", body, member?.headers ?? {}),
  );
const unreadOf = async (userId: string) =>
  (
    await db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  )[0]!.value;

/** `n` notifications a minute apart, the last the newest; returns their ids newest first. */
async function seed(userId: string, n: number) {
  const base = Date.now() - n * 60_000;
  const rows = [];
  for (let i = 0; i < n; i++) {
    const pick = await makePrediction();
    rows.push({
      userId,
      predictionId: pick.id,
      kind: "value_pick",
      payload: { n: i },
      createdAt: new Date(base + i * 60_000),
    });
  }
  const inserted = await db.insert(notifications).values(rows).returning({ id: notifications.id });
  return inserted.map((row) => row.id).reverse();
}

describe("notifications API", () => {
  it("answers 401 to visitors", async () => {
    expect((await getPage(null)).status).toBe(401);
    expect((await read(null, { all: true })).status).toBe(401);
  });

  it("pages newest first by cursor, with the unread count, and only the caller's own", async () => {
    const member = await makeUserWithToken("USER");
    const other = await makeUserWithToken("USER");
    const ids = await seed(member.user.id, 5);
    await seed(other.user.id, 2);

    const first = await getPage(member, "?limit=2");
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toContain("no-store");
    expect(first.body.data.notifications.map((item) => item.id)).toEqual(ids.slice(0, 2));
    expect(first.body.data.unread).toBe(5);
    const second = await getPage(member, `?limit=2&cursor=${encodeURIComponent(first.body.data.nextCursor!)}`);
    expect(second.body.data.notifications.map((item) => item.id)).toEqual(ids.slice(2, 4));
    const third = await getPage(member, `?limit=2&cursor=${encodeURIComponent(second.body.data.nextCursor!)}`);
    expect(third.body.data.notifications.map((item) => item.id)).toEqual(ids.slice(4));
    expect(third.body.data.nextCursor).toBeNull();

    // Another member's cursor is not valid here, nor a forged one.
    const othersFirst = await getPage(other, "?limit=1");
    const stolen = await getPage(member, `?limit=2&cursor=${encodeURIComponent(othersFirst.body.data.nextCursor!)}`);
    expect(stolen.status).toBe(400);
    expect((await getPage(member, "?cursor=abc.def")).status).toBe(400);
    expect((await getPage(member, "?limit=0")).status).toBe(422);
    expect((await getPage(member, "?limit=51")).status).toBe(422);
  });

  it("marks ids or all read; another member's ids change nothing", async () => {
    const member = await makeUserWithToken("USER");
    const other = await makeUserWithToken("USER");
    const ids = await seed(member.user.id, 3);
    const othersIds = await seed(other.user.id, 2);

    const some = await read(member, { ids: [ids[0], othersIds[0]] });
    expect(some.status).toBe(200);
    expect(some.body.data).toEqual({ marked: 1, unread: 2 });
    expect(await unreadOf(other.user.id)).toBe(2);
    const page = await getPage(member);
    expect(page.body.data.notifications.find((item) => item.id === ids[0])!.readAt).toEqual(expect.any(String));

    expect((await read(member, { all: true })).body.data).toEqual({ marked: 2, unread: 0 });
    expect((await read(member, { all: true })).body.data).toEqual({ marked: 0, unread: 0 });
    expect(await unreadOf(other.user.id)).toBe(2);
  });

  it.each([
    ["an empty body", {}],
    ["both forms", { all: true, ids: [crypto.randomUUID()] }],
    ["all: false", { all: false }],
    ["ids that are not UUIDs", { ids: ["x' or 1=1 --"] }],
    ["an empty id list", { ids: [] }],
  ])("refuses %s with a 4xx and marks nothing", async (_, body) => {
    const member = await makeUserWithToken("USER");
    await seed(member.user.id, 1);
    const answer = await read(member, body);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.success).toBe(false);
    expect(await unreadOf(member.user.id)).toBe(1);
  });
});
