// The list searches (admin predictions, users, GET /api/predictions) read the pg_trgm GIN indexes, and
// find exactly the rows a plain scan finds: for short terms (which no trigram can serve), case, accents,
// LIKE wildcards typed literally and terms that match nothing. The first page's count stops at the cap
// and says "more than" past it; below it the answer keeps its shape.
import { randomUUID } from "node:crypto";

import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { GET as listRoute } from "@/app/api/predictions/route";
import { db, type Transaction } from "@/db";
import { adminPredictionSearch, listAdminPredictions } from "@/lib/predictions/admin.queries";
import * as predictionQueries from "@/lib/predictions/predictions.queries";
import { listUsers as listUserRows, userSearch } from "@/lib/accounts/users.queries";
import { predictions, users } from "@/db/schema";
import { ADMIN_LIST_COUNT_CAP } from "@/lib/core/pagination";
import { listUsers } from "@/lib/accounts/users.service";
import { listUsersQuerySchema } from "@/lib/accounts/users.input";
import { makePrediction } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

const TAG = `Srch${randomUUID().slice(0, 6)}`;

const TEAMS: Array<[string, string, string, string]> = [
  // home, away, pick, market
  [`${TAG} Arsenal`, "Chelsea", "Arsenal", "1x2"],
  [`${TAG} Bayern München`, "Borussia Dortmund", "Over 2.5", "over_under"],
  [`${TAG} Atlético Madrid`, "Real Madrid", "Draw", "1x2"],
  [`${TAG} AFC 50% Club`, "Under_Score FC", "AFC 50% Club", "moneyline"],
  [`${TAG} Team 17`, "Team 170", "Team 17 -1.5", "spread"],
  [`${TAG} team 7`, "TEAM 71", "Over 210.5", "total"],
  [`${TAG} Paris Saint-Germain`, "Olympique Lyonnais", "BTTS Yes", "btts"],
];

const PREDICTION_TERMS = [
  "Team 17", // 3+ characters: the trigram index serves it
  "team 17",
  "TEAM 7",
  "München",
  "münchen",
  "Atlético",
  "atletico", // no accent folding: ilike never matched it, neither does the index
  "50%", // a literal percent sign, not a wildcard
  "_Score",
  "moneyline", // the market column
  "Over 2", // the pick column
  "a", // one character: no trigram, the scan's answer
  "17", // two characters
  "Ma",
  "zzqx", // nothing
  TAG,
];

const USER_TERMS = ["José", "jose", "josé", "ÁLVAREZ", "zoë", "ZO", "o", "@example", "srch-user", "nobody-here"];

/** Runs `read` with the planner allowed only trigram bitmap scans ("index"), or only plain scans ("scan"). */
async function planned<T>(mode: "index" | "scan", read: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (mode === "index") {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      await tx.execute(sql`set local enable_indexonlyscan = off`);
    } else {
      await tx.execute(sql`set local enable_bitmapscan = off`);
    }
    return read(tx);
  });
}

async function plan(tx: Transaction, query: Parameters<Transaction["execute"]>[0]): Promise<string> {
  const result = (await tx.execute(sql`explain ${query}`)) as unknown as
    { rows?: Array<Record<string, string>> } | Array<Record<string, string>>;
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  return rows.map((row) => Object.values(row)[0]).join("\n");
}

const adminQuery = (search: string, tx: Transaction) =>
  listAdminPredictions(
    { page: 1, limit: 100, search, sort: "createdAt", order: "desc", countCap: ADMIN_LIST_COUNT_CAP },
    tx,
  );

const madeUsers: string[] = [];

beforeAll(async () => {
  for (const [homeTeam, awayTeam, pick, market] of TEAMS) await makePrediction({ homeTeam, awayTeam, pick, market });
  const made = await db
    .insert(users)
    .values(
      [
        ["José Álvarez", "jose.alvarez"],
        ["ZOË Smith", "zoe"],
        ["Plain Name", "srch-user-1"],
        ["Other O'Brien", "srch-user-2"],
      ].map(([fullName, local]) => ({
        fullName: fullName!,
        email: `${local}-${TAG.toLowerCase()}@example.com`,
        passwordHash: "not-a-real-hash",
      })),
    )
    .returning({ id: users.id });
  madeUsers.push(...made.map((row) => row.id));
});

afterAll(async () => {
  if (madeUsers.length > 0) await db.delete(users).where(inArray(users.id, madeUsers));
});

describe("search finds what a scan finds", () => {
  it.each(PREDICTION_TERMS)("admin predictions: %s", async (term) => {
    const [indexed, scanned] = await Promise.all([
      planned("index", (tx) => adminQuery(term, tx)),
      planned("scan", (tx) => adminQuery(term, tx)),
    ]);
    expect(indexed.rows.map((row) => row.id)).toEqual(scanned.rows.map((row) => row.id));
    expect(indexed.total).toBe(scanned.total);
  });

  it("matches as before: any case, no accent folding, wildcards typed literally", async () => {
    const homes = async (term: string) =>
      (await planned("index", (tx) => adminQuery(term, tx))).rows
        .map((row) => row.homeTeam)
        .filter((home) => home.startsWith(TAG));
    expect(await homes("TEAM 17")).toEqual([`${TAG} Team 17`]);
    expect(await homes("team 7")).toEqual([`${TAG} team 7`]);
    expect(await homes("münchen")).toEqual([`${TAG} Bayern München`]);
    expect(await homes("atletico")).toEqual([]);
    expect(await homes("50%")).toEqual([`${TAG} AFC 50% Club`]);
    expect(await homes("_Score")).toEqual([`${TAG} AFC 50% Club`]);
    expect((await homes("Over 2")).sort()).toEqual([`${TAG} Bayern München`, `${TAG} team 7`]);
    expect((await homes(TAG)).length).toBe(TEAMS.length);
  });

  it.each(PREDICTION_TERMS)("GET /api/predictions list: %s", async (term) => {
    const read = (tx: Transaction) =>
      predictionQueries.listPredictions({ page: 1, limit: 100, sort: "kickoff", search: term, countCap: 10_000 }, tx);
    const [indexed, scanned] = await Promise.all([planned("index", read), planned("scan", read)]);
    expect(indexed.rows.map((row) => row.id)).toEqual(scanned.rows.map((row) => row.id));
    expect(indexed.total).toBe(scanned.total);
  });

  it.each(USER_TERMS)("users: %s", async (term) => {
    const read = (tx: Transaction) =>
      listUserRows(
        { page: 1, limit: 100, search: term, sort: "createdAt", order: "desc", countCap: ADMIN_LIST_COUNT_CAP },
        tx,
      );
    const [indexed, scanned] = await Promise.all([planned("index", read), planned("scan", read)]);
    expect(indexed.rows.map((row) => row.id)).toEqual(scanned.rows.map((row) => row.id));
    expect(indexed.total).toBe(scanned.total);
  });

  it("users match in either column, any case, without folding accents", async () => {
    const names = async (term: string) =>
      (
        await planned("index", (tx) =>
          listUserRows(
            { page: 1, limit: 100, search: term, sort: "fullName", order: "asc", countCap: ADMIN_LIST_COUNT_CAP },
            tx,
          ),
        )
      ).rows
        .filter((row) => madeUsers.includes(row.id))
        .map((row) => row.fullName);
    // ASCII letters in any case; whether É and é are one letter is the database locale's call, for the
    // scan and the index alike (the equality tests above), so these keep accented letters as stored.
    expect(await names("JOSé")).toEqual(["José Álvarez"]);
    expect(await names("jose")).toEqual(["José Álvarez"]); // the e-mail
    expect(await names("zoË")).toEqual(["ZOË Smith"]);
    expect(await names("srch-user")).toEqual(["Other O'Brien", "Plain Name"]);
  });
});

describe("the trigram indexes serve the search", () => {
  it("admin predictions: a 3+ character term is read from predictions_search_trgm_idx", async () => {
    const text = await planned("index", (tx) =>
      plan(tx, tx.select({ id: predictions.id }).from(predictions).where(adminPredictionSearch("Team 17"))),
    );
    expect(text).toContain("predictions_search_trgm_idx");
  });

  it("users: a 3+ character term is read from users_search_trgm_idx", async () => {
    const text = await planned("index", (tx) =>
      plan(tx, tx.select({ id: users.id }).from(users).where(userSearch("alvarez"))),
    );
    expect(text).toContain("users_search_trgm_idx");
  });

  it("the public list's search (teams and pick, no market) is read from the same index", async () => {
    const read = (tx: Transaction) =>
      plan(
        tx,
        tx
          .select({ id: predictions.id })
          .from(predictions)
          .where(
            sql`${predictions.homeTeam} ilike ${"%Arsenal%"} or ${predictions.awayTeam} ilike ${"%Arsenal%"} or
              ${predictions.pick} ilike ${"%Arsenal%"}`,
          ),
      );
    expect(await planned("index", read)).toContain("predictions_search_trgm_idx");
  });
});

describe("the first page's count stops at the cap", () => {
  it("users: exact up to the cap, then more than the cap, with the next page by cursor", async () => {
    const stamp = randomUUID().slice(0, 8);
    const rows = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, index) => ({
        email: `capcount-${stamp}-${from + index}@example.com`,
        fullName: "Cap Count",
        passwordHash: "not-a-real-hash",
      }));
    const made = await db.insert(users).values(rows(0, ADMIN_LIST_COUNT_CAP)).returning({ id: users.id });
    const query = listUsersQuerySchema.parse({ search: `capcount-${stamp}` });
    try {
      const atCap = await listUsers(query);
      expect(atCap.pagination).toEqual({
        page: 1,
        limit: query.limit,
        total: ADMIN_LIST_COUNT_CAP,
        pages: Math.ceil(ADMIN_LIST_COUNT_CAP / query.limit),
      });

      made.push(
        ...(await db
          .insert(users)
          .values(rows(ADMIN_LIST_COUNT_CAP, ADMIN_LIST_COUNT_CAP + 1))
          .returning({ id: users.id })),
      );
      const past = await listUsers(query);
      expect(past.pagination).toEqual({
        page: 1,
        limit: query.limit,
        total: null,
        pages: null,
        totalAbove: ADMIN_LIST_COUNT_CAP,
      });
      expect(past.users).toHaveLength(query.limit);
      expect(past.nextCursor).not.toBeNull();
    } finally {
      await db.delete(users).where(
        inArray(
          users.id,
          made.map((row) => row.id),
        ),
      );
    }
  });

  it("the query counts at most cap + 1 rows", async () => {
    const read = (countCap: number) =>
      predictionQueries.listPredictions({ page: 1, limit: 2, sort: "kickoff", search: TAG, countCap }, db);
    expect((await read(100)).total).toBe(TEAMS.length);
    expect((await read(TEAMS.length)).total).toBe(TEAMS.length);
    expect((await read(3)).total).toBe(4);
  });

  it("GET /api/predictions below the cap answers its usual pagination object, nothing added", async () => {
    const res = await callRoute<{ success: boolean; data: { pagination: Record<string, unknown> } }>(
      listRoute,
      jsonRequest("GET", `/api/predictions?${new URLSearchParams({ search: TAG, limit: "5", page: "2" })}`),
    );
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body.data.pagination)).toBe(`{"page":2,"limit":5,"total":${TEAMS.length},"pages":2}`);
  });
});
