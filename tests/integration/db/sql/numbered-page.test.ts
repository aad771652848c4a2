// The numbered lists' shared SQL (db/sql/numbered-page.ts): set filters and a literal search box make the
// WHERE; a page is the sorted column with NULLS LAST either way, ties newest id first, OFFSET by page; the
// total is the exact count of the same matches. Run on PGlite and on PostgreSQL.
import { count, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/db";
import { users } from "@/db/schema";
import { numberedListWhere, numberedPage } from "@/db/sql/numbered-page";

const DOMAIN = "@numbered-page.test";
const ours = like(users.email, `%${DOMAIN}`);
const at = (day: number) => new Date(Date.UTC(2025, 0, day));

// Two pairs tie on the sorted value and two rows have none, so both the tie-break and NULLS LAST decide.
const PEOPLE = [
  { name: "Ada 50% off", lastLoginAt: at(3) },
  { name: "Ben 50x", lastLoginAt: at(1) },
  { name: "Cy", lastLoginAt: null },
  { name: "Di", lastLoginAt: at(3) },
  { name: "Ed", lastLoginAt: at(2) },
  { name: "Flo", lastLoginAt: null },
  { name: "Gus", lastLoginAt: at(1) },
];

type Row = { id: string; name: string; lastLoginAt: Date | null };
let rows: Row[] = [];

beforeAll(async () => {
  rows = await db
    .insert(users)
    .values(
      PEOPLE.map((person, index) => ({
        email: `p${index}${DOMAIN}`,
        fullName: person.name,
        passwordHash: "not a hash",
        lastLoginAt: person.lastLoginAt,
      })),
    )
    .returning({ id: users.id, name: users.fullName, lastLoginAt: users.lastLoginAt });
});

/** The order the page must follow, computed here: value in `order` with nulls last, then id descending. */
function expectedOrder(order: "asc" | "desc"): string[] {
  return [...rows]
    .sort((a, b) => {
      if (a.lastLoginAt === null || b.lastLoginAt === null) {
        if (a.lastLoginAt !== b.lastLoginAt) return a.lastLoginAt === null ? 1 : -1;
      } else if (a.lastLoginAt.getTime() !== b.lastLoginAt.getTime()) {
        return (a.lastLoginAt.getTime() - b.lastLoginAt.getTime()) * (order === "asc" ? 1 : -1);
      }
      return a.id < b.id ? 1 : -1;
    })
    .map((row) => row.name);
}

function page(params: { page: number; limit: number; order: "asc" | "desc" }, search?: string) {
  const where = numberedListWhere([ours, undefined], search, [users.email, users.fullName]);
  return numberedPage(
    db.select({ name: users.fullName }).from(users).where(where).$dynamic(),
    db.select({ value: count() }).from(users).where(where),
    { column: users.lastLoginAt, tiebreak: users.id },
    params,
  );
}

describe("numberedPage", () => {
  it.each(["asc", "desc"] as const)(
    "%s: pages follow the column, rows without a value last, ties by id; total is exact",
    async (order) => {
      const walked: string[] = [];
      for (let number = 1; number <= 3; number++) {
        const result = await page({ page: number, limit: 3, order });
        expect(result.total).toBe(PEOPLE.length);
        expect(result.rows.length).toBe(number < 3 ? 3 : 1);
        walked.push(...result.rows.map((row) => row.name));
      }
      expect(walked).toEqual(expectedOrder(order));
      expect(walked.slice(-2).sort()).toEqual(["Cy", "Flo"]);
    },
  );

  it("a page past the end is empty and still counts the matches", async () => {
    expect(await page({ page: 9, limit: 3, order: "asc" })).toEqual({ rows: [], total: PEOPLE.length });
  });
});

describe("numberedListWhere", () => {
  it("searches any of the columns, any case, with % and _ typed literally", async () => {
    expect((await page({ page: 1, limit: 10, order: "asc" }, "50%")).rows.map((row) => row.name)).toEqual([
      "Ada 50% off",
    ]);
    expect((await page({ page: 1, limit: 10, order: "asc" }, "gus")).rows.map((row) => row.name)).toEqual(["Gus"]);
    expect((await page({ page: 1, limit: 10, order: "asc" }, "P4@NUMBERED")).rows.map((row) => row.name)).toEqual([
      "Ed",
    ]);
    expect(await page({ page: 1, limit: 10, order: "asc" }, "_")).toEqual({ rows: [], total: 0 });
  });

  it("applies only the filters that are set, and no search when the box is empty", async () => {
    expect(numberedListWhere([undefined], undefined, [users.email])).toBeUndefined();
    expect((await page({ page: 1, limit: 10, order: "asc" }, "")).total).toBe(PEOPLE.length);
  });
});
