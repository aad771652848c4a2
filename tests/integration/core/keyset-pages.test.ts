// Keyset paging of the lists: GET /api/predictions (every sort, ties and null edges included), the admin
// predictions list and the users list. Walking the pages by `nextCursor` while rows are inserted before and
// after the cursor returns every row that existed at the start exactly once, in the order one query over
// the whole set gives, and never a row twice.
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { GET as list } from "@/app/api/predictions/route";
import { db } from "@/db";
import { users } from "@/db/schema";
import { listAdminPredictions } from "@/lib/predictions/admin.service";
import { listUsers } from "@/lib/accounts/users.service";
import { listAdminPredictionsQuerySchema } from "@/lib/predictions/admin.input";
import { PREDICTION_SORTS } from "@/lib/predictions/predictions.input";
import { listUsersQuerySchema } from "@/lib/accounts/users.input";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

const TAG = "Keyset";
const HOUR = 60 * 60 * 1000;
const BASE = Date.UTC(new Date().getUTCFullYear() + 2, 0, 5, 12);
const at = (hours: number) => new Date(BASE + hours * HOUR);

type Page = {
  success: boolean;
  error?: string;
  data: { predictions: Array<{ id: string }>; pagination: { total: number | null }; nextCursor: string | null };
};

async function apiPage(query: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await callRoute<Page>(
    list,
    jsonRequest("GET", `/api/predictions?${new URLSearchParams({ search: TAG, ...query })}`, undefined, headers),
  );
  return res;
}

let inserted = 0;
/**
 * A new pick whose keys fall among the existing ones (same few kick-offs, confidences and edges). Never at
 * the first kick-off: the day's free allowance is the first five picks, all at that kick-off, and a pick
 * inserted before them would move one of them out of it, which for a visitor changes that pick's sort keys
 * (readable to withheld) in the middle of the walk, like an update rather than an insert.
 */
function insertAmongThem() {
  inserted += 1;
  return makePrediction({
    homeTeam: `${TAG} new ${inserted}`,
    matchDate: at(1 + (inserted % 3)),
    confidence: 60 + (inserted % 3) * 5,
    edge: inserted % 2 === 0 ? null : 4,
    pick: `new-${inserted}`,
  });
}

beforeAll(async () => {
  // 23 picks on four kick-offs, three confidences and two edges (one null): most keys tie, the id decides.
  for (let index = 0; index < 23; index++) {
    await makePrediction({
      homeTeam: `${TAG} ${index}`,
      matchDate: at(index % 4),
      confidence: 60 + (index % 3) * 5,
      edge: index % 5 === 0 ? null : index % 2 === 0 ? 4 : 9,
      pick: `pick-${index}`,
    });
  }
});

describe("GET /api/predictions by cursor", () => {
  let premiumMember: Record<string, string>;
  beforeAll(async () => {
    const member = await makeUserWithToken("USER");
    await db
      .update(users)
      .set({
        subscriptionTier: "PREMIUM",
        subscriptionStatus: "ACTIVE",
        subscriptionEndsAt: new Date(Date.now() + 30 * 24 * HOUR),
      })
      .where(eq(users.id, member.user.id));
    premiumMember = member.headers;
  });

  // Before the walks below, which insert rows.
  it("the last page has no next cursor, and ?page= still pages by number with the total", async () => {
    const all = (await apiPage({ limit: "100" })).body.data;
    expect(all.nextCursor).toBeNull();
    const second = (await apiPage({ page: "2", limit: "5" })).body.data;
    expect(second.pagination.total).toBe(all.predictions.length);
    expect(second.predictions.map((p) => p.id)).toEqual(all.predictions.slice(5, 10).map((p) => p.id));
  });

  it("a bad or foreign cursor answers 400 'Invalid cursor' in the envelope", async () => {
    const bad = await apiPage({ cursor: "not-a-cursor!" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, error: "Invalid cursor" });
    const first = await apiPage({ sort: "kickoff", limit: "2" });
    const foreign = await apiPage({ sort: "edge", cursor: first.body.data.nextCursor! });
    expect(foreign.status).toBe(400);
    // Cut under other filters, it is not a position in this list either.
    const otherFilters = await apiPage({ sort: "kickoff", positiveEdge: "true", cursor: first.body.data.nextCursor! });
    expect(otherFilters.status).toBe(400);
  });

  // A visitor reads the orders with the picks withheld from them last; a PREMIUM member the order indexes' orders.
  it.each(
    PREDICTION_SORTS.flatMap(
      (sort) =>
        [
          [sort, "a visitor"],
          [sort, "a PREMIUM member"],
        ] as const,
    ),
  )("sort=%s as %s: every row once, in order, while rows are inserted between pages", async (sort, viewer) => {
    const headers = viewer === "a visitor" ? {} : premiumMember;
    const whole = await apiPage({ sort, limit: "100" }, headers);
    const before = whole.body.data.predictions.map((p) => p.id);
    expect(before.length).toBeGreaterThanOrEqual(23);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await apiPage({ sort, limit: "4", ...(cursor ? { cursor } : {}) }, headers);
      expect(res.status).toBe(200);
      // A cursor page is not counted; the first page is.
      expect(res.body.data.pagination.total === null).toBe(cursor !== null);
      seen.push(...res.body.data.predictions.map((p) => p.id));
      cursor = res.body.data.nextCursor;
      await insertAmongThem();
      pages += 1;
    } while (cursor && pages < 50);

    expect(new Set(seen).size).toBe(seen.length);
    const original = seen.filter((id) => before.includes(id));
    expect(original).toEqual(before);
  });
});

describe("admin lists by cursor", () => {
  it("the admin predictions list: every row once, in order, while rows are inserted", async () => {
    for (const [sort, order] of [
      ["createdAt", "desc"],
      ["confidence", "asc"],
      ["status", "desc"],
      ["isPremium", "asc"],
    ] as const) {
      const query = (extra: Record<string, string>) =>
        listAdminPredictionsQuerySchema.parse({ search: TAG, sort, order, ...extra });
      const before = (await listAdminPredictions(query({ limit: "100" }))).predictions.map((p) => p.id);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await listAdminPredictions(query({ limit: "6", ...(cursor ? { cursor } : {}) }));
        seen.push(...page.predictions.map((p) => p.id));
        cursor = page.nextCursor;
        await insertAmongThem();
      } while (cursor);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.filter((id) => before.includes(id))).toEqual(before);
    }
  });

  it("the users list: every row once, in order, nulls last, while accounts are inserted", async () => {
    const stamp = Date.now();
    const made = await db
      .insert(users)
      .values(
        Array.from({ length: 15 }, (_, index) => ({
          email: `keyset-${index}-${stamp}@example.com`,
          fullName: `Keyset ${index % 3}`,
          // Some never signed in (null), the rest on two instants: ties broken by the id.
          lastLoginAt: index % 3 === 0 ? null : new Date(BASE + (index % 2) * HOUR),
          passwordHash: "not-a-real-hash",
        })),
      )
      .returning({ id: users.id });
    for (const [sort, order] of [
      ["lastLoginAt", "desc"],
      ["lastLoginAt", "asc"],
      ["fullName", "asc"],
      ["createdAt", "desc"],
    ] as const) {
      const query = (extra: Record<string, string>) =>
        listUsersQuerySchema.parse({ search: `keyset-`, sort, order, ...extra });
      const before = (await listUsers(query({ limit: "100" }))).users.map((u) => u.id);
      expect(before.length).toBeGreaterThanOrEqual(15);
      const seen: string[] = [];
      let cursor: string | null = null;
      let extra = 0;
      do {
        const page = await listUsers(query({ limit: "4", ...(cursor ? { cursor } : {}) }));
        seen.push(...page.users.map((u) => u.id));
        cursor = page.nextCursor;
        extra += 1;
        await db.insert(users).values({
          email: `keyset-new-${extra}-${sort}-${order}-${stamp}@example.com`.toLowerCase(),
          fullName: `Keyset ${extra % 3}`,
          passwordHash: "not-a-real-hash",
          lastLoginAt: extra % 2 ? null : new Date(BASE),
        });
      } while (cursor);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.filter((id) => before.includes(id))).toEqual(before);
    }
    expect(made).toHaveLength(15);
    await db.delete(users).where(
      inArray(
        users.id,
        made.map((row) => row.id),
      ),
    );
  });
});
