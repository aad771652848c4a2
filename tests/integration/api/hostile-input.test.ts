// Hostile input on every public list, the admin lists and the JSON routes anyone may call: each answer is a
// 4xx in the envelope ({ success: false, error }), never a 5xx. Cursors that decode to a non-date, a bad
// number, a boolean for a timestamp or a NUL byte used to reach SQL (500 with the statement in the log);
// a date JavaScript parses but PostgreSQL cannot store failed in SQL; a 30,000-deep JSON body overflowed
// the stack. Cursors are now signed and checked by column type, dates held to 1900–2199 and JSON nesting
// to 64 levels, all before the database or a recursive walk sees them.
import { beforeAll, describe, expect, it } from "vitest";

import { GET as adminPredictions } from "@/app/api/admin/predictions/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as contact } from "@/app/api/contact/route";
import { GET as list } from "@/app/api/predictions/route";
import { GET as today } from "@/app/api/predictions/today/route";
import { GET as windows } from "@/app/api/predictions/windows/route";
import { GET as trackRecord } from "@/app/api/track-record/route";
import { GET as tracked } from "@/app/api/user/tracked-predictions/route";
import { GET as users } from "@/app/api/users/route";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest, type ApiEnvelope } from "@/tests/helpers/request";

type Handler = Parameters<typeof callRoute>[0];
type Caller = Awaited<ReturnType<typeof makeUserWithToken>> | null;

/** A cursor as the lists used to write them, unsigned: base64url of {k, v}. */
const unsigned = (k: string, v: unknown[]) => Buffer.from(JSON.stringify({ k, v }), "utf8").toString("base64url");
const ID = "0f6c2a4e-1b1d-4c39-9d4b-2f0d9f0a1c11";
const AT = "2027-03-10T12:00:00+00:00";
const HUGE = "x".repeat(20_000);

/** Cursors for an order whose keys are (timestamp, number, id), e.g. kickoff. */
const hostileCursors = (k: string) => ({
  "non-date timestamp": unsigned(k, ["not a date", 71.5, ID]),
  "boolean for a timestamp": unsigned(k, [true, 71.5, ID]),
  "bad number": unsigned(k, [AT, "71.5; drop table users", ID]),
  "NUL byte": unsigned(k, [AT, 71.5, `${ID}\u0000`]),
  "timestamp out of range": unsigned(k, ["-271821-04-20T00:00:00+00:00", 71.5, ID]),
  "huge string": HUGE,
  "huge value": unsigned(k, [AT, 71.5, "y".repeat(900)]),
  "not base64": "%%%",
  "signed-looking garbage": `${unsigned(k, [AT, 71.5, ID])}.${"A".repeat(43)}`,
});

const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

let member: Caller;
let admin: Caller;
let superAdmin: Caller;

beforeAll(async () => {
  // Enough rows that every list has a next page and a cursor position to resume from.
  for (let index = 0; index < 4; index++) await makePrediction({ homeTeam: `Hostile ${index}` });
  member = await makeUserWithToken("USER");
  admin = await makeUserWithToken("ADMIN");
  superAdmin = await makeUserWithToken("SUPER_ADMIN");
});

async function expectRefused(
  handler: Handler,
  method: string,
  url: string,
  caller: Caller,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await callRoute<ApiEnvelope>(
    handler,
    jsonRequest(method, url, body, { ...(caller?.headers ?? {}), ...headers }),
  );
  expect(
    res.status,
    `${method} ${url.slice(0, 120)} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
  ).toBeGreaterThanOrEqual(400);
  expect(res.status, `${method} ${url.slice(0, 120)}`).toBeLessThan(500);
  expect(res.body).toMatchObject({ success: false, error: expect.any(String) });
  return res;
}

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe("GET /api/predictions (visitor and member)", () => {
  const cases: [string, Record<string, string>][] = [
    ...Object.entries(hostileCursors("kickoff")).map(([name, cursor]): [string, Record<string, string>] => [
      `cursor: ${name}`,
      { cursor },
    ]),
    ["edge cursor with a boolean for the edge", { sort: "edge", cursor: unsigned("edge", [true, AT, ID]) }],
    ["admin cursor order", { cursor: unsigned("createdAt:desc", [AT, AT, ID]) }],
    ["startDate far in the past", { startDate: "-271821-04-20" }],
    ["endDate far in the future", { endDate: "+275760-09-13T00:00:00.000Z" }],
    ["startDate not a date", { startDate: "yesterday-ish" }],
    ["startDate with a NUL byte", { startDate: "2027-03-10\u0000" }],
    ["minConfidence not finite", { minConfidence: "1e999" }],
    ["minConfidence not a number", { minConfidence: "NaN" }],
    ["limit huge", { limit: "1000000000" }],
    ["page negative", { page: "-1" }],
    ["sort unknown", { sort: "password" }],
    ["search with a NUL byte", { search: "a\u0000b" }],
    ["search huge", { search: HUGE }],
    ["sport huge", { sport: HUGE }],
  ];
  it.each(cases)("%s → 4xx", async (_name, params) => {
    await expectRefused(list, "GET", `/api/predictions?${q(params)}`, null);
    await expectRefused(list, "GET", `/api/predictions?${q(params)}`, member);
  });

  it("a cursor of another list (users) → 400", async () => {
    const page = await callRoute<ApiEnvelope<{ nextCursor: string }>>(
      users,
      jsonRequest("GET", "/api/users?limit=1", undefined, superAdmin!.headers),
    );
    expect(page.status).toBe(200);
    const res = await expectRefused(
      list,
      "GET",
      `/api/predictions?${q({ cursor: page.body.data!.nextCursor, sort: "kickoff" })}`,
      null,
    );
    expect(res.status).toBe(400);
  });
});

describe("GET /api/predictions/windows and /api/predictions/today", () => {
  it.each([
    ["minConfidence not finite", { minConfidence: "1e999" }],
    ["minConfidence huge", { minConfidence: HUGE }],
    ["positiveEdge not a flag", { positiveEdge: "maybe\u0000" }],
    ["league with a NUL byte", { league: "epl\u0000" }],
  ])("windows: %s → 4xx", async (_name, params) => {
    await expectRefused(windows, "GET", `/api/predictions/windows?${q(params)}`, null);
  });

  it.each([
    ["limit not a number", { limit: "ten" }],
    ["limit huge", { limit: "99999999999999999999" }],
    ["sport huge", { sport: HUGE }],
  ])("today: %s → 4xx", async (_name, params) => {
    await expectRefused(today, "GET", `/api/predictions/today?${q(params)}`, null);
  });
});

describe("member and public date filters", () => {
  it.each([
    ["from far in the past", { from: "-271821-04-20" }],
    ["from year 0", { from: "0000-01-01" }],
    ["to not a day", { to: "2025-02-30" }],
  ])("tracked predictions: %s → 4xx", async (_name, params) => {
    await expectRefused(tracked, "GET", `/api/user/tracked-predictions?${q(params)}`, member);
  });

  it.each([
    ["from far in the past", { from: "-271821-04-20" }],
    ["to year 9999", { to: "9999-12-31" }],
  ])("track record: %s → 4xx", async (_name, params) => {
    await expectRefused(trackRecord, "GET", `/api/track-record?${q(params)}`, null);
  });
});

describe("admin lists (as admin / super admin)", () => {
  it.each(Object.entries(hostileCursors("createdAt:desc")))(
    "admin predictions cursor: %s → 4xx",
    async (_name, cursor) => {
      await expectRefused(adminPredictions, "GET", `/api/admin/predictions?${q({ cursor })}`, admin);
    },
  );

  it("admin predictions: a cursor cut for another sort or filter → 400", async () => {
    const page = await callRoute<ApiEnvelope<{ nextCursor: string }>>(
      adminPredictions,
      jsonRequest("GET", "/api/admin/predictions?limit=1", undefined, admin!.headers),
    );
    const cursor = page.body.data!.nextCursor;
    expect(
      (await expectRefused(adminPredictions, "GET", `/api/admin/predictions?${q({ cursor, sort: "pick" })}`, admin))
        .status,
    ).toBe(400);
    expect(
      (
        await expectRefused(
          adminPredictions,
          "GET",
          `/api/admin/predictions?${q({ cursor, search: "Hostile" })}`,
          admin,
        )
      ).status,
    ).toBe(400);
  });

  it.each(
    Object.entries({
      "non-date timestamp": unsigned("createdAt:desc", ["not a date", ID]),
      "boolean for a timestamp": unsigned("createdAt:desc", [false, ID]),
      "number for a name": unsigned("fullName:asc", [12, ID]),
      "NUL byte": unsigned("createdAt:desc", [AT, "\u0000"]),
      "role out of the enum": unsigned("role:desc", ["ROOT", ID]),
      "huge string": HUGE,
    }),
  )("users cursor: %s → 4xx", async (name, cursor) => {
    const sort: Record<string, string> =
      name === "number for a name"
        ? { sort: "fullName", order: "asc" }
        : name === "role out of the enum"
          ? { sort: "role", order: "desc" }
          : {};
    await expectRefused(users, "GET", `/api/users?${q({ cursor, ...sort })}`, superAdmin);
  });
});

describe("JSON bodies nested 30,000 deep (60 KB, under the body cap)", () => {
  it.each([
    ["POST /api/contact", contact, "/api/contact"],
    ["POST /api/auth/login", login, "/api/auth/login"],
    ["POST /api/auth/register", register, "/api/auth/register"],
  ] as const)("%s → 400", async (_name, handler, path) => {
    const json = { "content-type": "application/json" };
    for (const body of [deep(30_000), `{"email":${deep(30_000)}}`, `{"email":"a@b.c","password":${deep(100)}}`]) {
      const res = await expectRefused(handler, "POST", path, null, body, json);
      expect(res.status).toBe(400);
    }
  });
});
