import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { DELETE as remove, PUT as put } from "@/app/api/user/alert-rules/[id]/route";
import { GET as list, POST as create } from "@/app/api/user/alert-rules/route";
import { db } from "@/db";
import { alertRules } from "@/db/schema";
import { makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Envelope<T = unknown> = { success: boolean; data: T; error?: string; code?: string };
type Rule = Record<string, unknown> & { id: string };
type Member = Awaited<ReturnType<typeof makeUserWithToken>>;

const URL = "/api/user/alert-rules";
const headersOf = (member: Member | null, extra: Record<string, string> = {}) => ({ ...member?.headers, ...extra });
const getList = (member: Member | null) =>
  callRoute<Envelope<Rule[]>>(list, jsonRequest("GET", URL, undefined, headersOf(member)));
const post = (member: Member | null, body: unknown, extra: Record<string, string> = {}) =>
  callRoute<Envelope<Rule>>(create, jsonRequest("POST", URL, body, headersOf(member, extra)));
const replace = (member: Member | null, id: string, body: unknown) =>
  callRoute<Envelope<Rule>>(put, jsonRequest("PUT", `${URL}/${id}`, body, headersOf(member)), { id });
const del = (member: Member | null, id: string) =>
  callRoute<Envelope<null>>(remove, jsonRequest("DELETE", `${URL}/${id}`, undefined, headersOf(member)), { id });
const rulesOf = async (userId: string) =>
  (await db.select({ value: count() }).from(alertRules).where(eq(alertRules.userId, userId)))[0]!.value;

const FULL_RULE = {
  name: "Premier League value",
  sports: ["football"],
  leagues: ["epl"],
  markets: ["1x2"],
  minEv: 0.03,
  minFairProbability: 0.3,
  maxFairProbability: 0.7,
  maxOdds: 3.5,
  bookmakers: ["Pinnacle"],
  channels: ["in_app", "email"],
  mode: "digest",
  quietHours: { start: "22:00", end: "07:00" },
  timeZone: "Europe/London",
  enabled: true,
};

describe("alert rules API", () => {
  it("answers 401 to visitors and stores nothing", async () => {
    const id = crypto.randomUUID();
    expect((await getList(null)).status).toBe(401);
    expect((await post(null, FULL_RULE)).status).toBe(401);
    expect((await replace(null, id, FULL_RULE)).status).toBe(401);
    expect((await del(null, id)).status).toBe(401);
  });

  it("creates (201), lists, replaces and deletes the caller's rule", async () => {
    const member = await makeUserWithToken("USER");
    const created = await post(member, FULL_RULE);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ ...FULL_RULE, bookmakers: ["pinnacle"] });
    const id = created.body.data.id;

    const listed = await getList(member);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([created.body.data]);

    const replaced = await replace(member, id, { name: "Anything", enabled: false });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({
      id,
      name: "Anything",
      leagues: [],
      minEv: null,
      quietHours: null,
      channels: ["in_app"],
      mode: "instant",
      enabled: false,
    });

    expect((await del(member, id)).status).toBe(200);
    expect(await rulesOf(member.user.id)).toBe(0);
    expect((await del(member, id)).status).toBe(404);
  });

  it("takes the zone from the caller's tz cookie when the body names none", async () => {
    const member = await makeUserWithToken("USER");
    const created = await post(member, { name: "Tokyo nights" }, { cookie: "tz=Asia%2FTokyo" });
    expect(created.status).toBe(201);
    expect(created.body.data.timeZone).toBe("Asia/Tokyo");
  });

  it("answers 404 for another member's rule and for an id that is not one, changing nothing", async () => {
    const owner = await makeUserWithToken("USER");
    const other = await makeUserWithToken("USER");
    const { id } = (await post(owner, FULL_RULE)).body.data;
    expect((await replace(other, id, { name: "Mine now" })).status).toBe(404);
    expect((await del(other, id)).status).toBe(404);
    expect((await replace(owner, "not-a-uuid", { name: "x" })).status).toBe(404);
    expect((await del(owner, "not-a-uuid")).status).toBe(404);
    expect((await getList(other)).body.data).toEqual([]);
    const [row] = (await getList(owner)).body.data;
    expect(row).toMatchObject({ id, name: FULL_RULE.name });
  });

  it.each([
    ["no name", { channels: ["in_app"] }],
    ["an unknown key", { name: "x", userId: "someone-else" }],
    ["min fair probability above max", { name: "x", minFairProbability: 0.8, maxFairProbability: 0.2 }],
    ["an unknown channel", { name: "x", channels: ["sms"] }],
    ["a bad quiet-hours clock", { name: "x", quietHours: { start: "25:00", end: "07:00" } }],
    ["an unknown time zone", { name: "x", timeZone: "Nowhere/Land" }],
  ])("refuses %s with a 4xx in the envelope and writes nothing", async (_, body) => {
    const member = await makeUserWithToken("USER");
    const answer = await post(member, body);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.success).toBe(false);
    expect(await rulesOf(member.user.id)).toBe(0);

    const { id } = (await post(member, FULL_RULE)).body.data;
    const refused = await replace(member, id, body);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect((await getList(member)).body.data[0]).toMatchObject({ name: FULL_RULE.name, leagues: ["epl"] });
  });

  it("refuses a body that is not JSON (415)", async () => {
    const member = await makeUserWithToken("USER");
    const answer = await post(member, "name=x", { "content-type": "application/x-www-form-urlencoded" });
    expect(answer.status).toBe(415);
    expect(await rulesOf(member.user.id)).toBe(0);
  });

  it("caps the rules a member may keep (409 beyond 20)", async () => {
    const member = await makeUserWithToken("USER");
    await db
      .insert(alertRules)
      .values(Array.from({ length: 20 }, (_, i) => ({ userId: member.user.id, name: `r${i}` })));
    const answer = await post(member, { name: "one too many" });
    expect(answer.status).toBe(409);
    expect(await rulesOf(member.user.id)).toBe(20);
  });
});
