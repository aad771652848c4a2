import { randomUUID } from "node:crypto";

import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { DELETE, PUT } from "@/app/api/predictions/[predictionId]/route";
import { POST as generate } from "@/app/api/predictions/generate/route";
import { POST as createManual } from "@/app/api/predictions/manual/route";
import { GET as listMatches } from "@/app/api/admin/predictions/upcoming-matches/route";
import { GET as listPredictions } from "@/app/api/admin/predictions/route";
import { db } from "@/db";
import { auditLog, matches, predictions, teams } from "@/db/schema";
import { toManualPredictionBody } from "@/lib/predictions/admin.input";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

// The admin prediction console's endpoints: the full list with search, filters, sort and
// paging, the Generate dialog's match picker, and the premium toggle through PUT /api/predictions/{id}.

type Account = Awaited<ReturnType<typeof makeUserWithToken>>;
interface Row {
  id: string;
  homeTeam: string;
  pick: string;
  confidence: number;
  decimalOdds: number;
  status: string;
  isPremium: boolean;
  isPublished: boolean;
  leagueName: string;
}
interface ListBody {
  data: { predictions: Row[]; pagination: { page: number; pages: number; total: number; limit: number } };
  code?: string;
}
interface PickerBody {
  data: { matches: { id: string; homeTeam: string; awayTeam: string; predictions: number; matchDate: string }[] };
}

const HOUR = 60 * 60 * 1000;
const tag = randomUUID().slice(0, 8);
/** Only the four list fixtures carry this one, so the list tests see exactly them. */
const listTag = randomUUID().slice(0, 8);
let admin: Account;
let superAdmin: Account;
let member: Account;
/** A match the picker offers, with one prediction; another still UPCOMING whose kickoff has passed. */
let soonId = "";
let staleId = "";

const list = (query: string, headers?: Record<string, string>) =>
  callRoute<ListBody>(listPredictions, jsonRequest("GET", `/api/admin/predictions?${query}`, undefined, headers));
const picker = (query = "", headers?: Record<string, string>) =>
  callRoute<PickerBody>(
    listMatches,
    jsonRequest("GET", `/api/admin/predictions/upcoming-matches?${query}`, undefined, headers),
  );

beforeAll(async () => {
  admin = await makeUserWithToken("ADMIN");
  superAdmin = await makeUserWithToken("SUPER_ADMIN");
  member = await makeUserWithToken("USER");
  await makePrediction({
    homeTeam: `Lions ${listTag}`,
    pick: "Lions",
    confidence: 80,
    decimalOdds: 1.5,
    isPremium: true,
  });
  await makePrediction({
    homeTeam: `Tigers ${listTag}`,
    pick: "Tigers",
    confidence: 55,
    decimalOdds: 2.4,
    status: "WIN",
  });
  await makePrediction({
    homeTeam: `Bears ${listTag}`,
    pick: "Bears",
    confidence: 65,
    decimalOdds: 3.1,
    isPublished: false,
  });
  await makePrediction({
    homeTeam: `Hoops ${listTag}`,
    pick: "Hoops",
    sportId: "basketball",
    leagueId: "nba",
    market: "moneyline",
    confidence: 70,
  });
  const [home, away] = await db
    .insert(teams)
    .values([
      { sportId: "football", leagueId: "epl", name: `Picker Home ${tag}`, provider: "test", externalId: `pk-h-${tag}` },
      { sportId: "football", leagueId: "epl", name: `Picker Away ${tag}`, provider: "test", externalId: `pk-a-${tag}` },
    ])
    .returning({ id: teams.id });
  const base = { sportId: "football", leagueId: "epl", homeTeamId: home!.id, awayTeamId: away!.id, provider: "test" };
  const rows = await db
    .insert(matches)
    .values([
      {
        ...base,
        kickoffAt: new Date(Date.now() + 2 * HOUR),
        status: "UPCOMING" as const,
        externalId: `pk-soon-${tag}`,
      },
      {
        ...base,
        kickoffAt: new Date(Date.now() - 2 * HOUR),
        status: "UPCOMING" as const,
        externalId: `pk-stale-${tag}`,
      },
      {
        ...base,
        kickoffAt: new Date(Date.now() + 3 * HOUR),
        status: "POSTPONED" as const,
        externalId: `pk-off-${tag}`,
      },
    ])
    .returning({ id: matches.id, externalId: matches.externalId });
  soonId = rows.find((row) => row.externalId === `pk-soon-${tag}`)!.id;
  staleId = rows.find((row) => row.externalId === `pk-stale-${tag}`)!.id;
  await makePrediction({ matchId: soonId, homeTeam: `Picker Home ${tag}`, awayTeam: `Picker Away ${tag}` });
});

describe("GET /api/admin/predictions", () => {
  it("refuses anonymous callers and members", async () => {
    expect((await list(`search=${listTag}`)).status).toBe(401);
    expect((await list(`search=${listTag}`, member.headers)).status).toBe(403);
  });

  it("lists every matching prediction, unpublished ones included, with league names and paging", async () => {
    const res = await list(`search=${listTag}&limit=3&sort=confidence&order=desc`, admin.headers);
    expect(res.status).toBe(200);
    expect(res.body.data.pagination).toMatchObject({ page: 1, limit: 3, total: 4, pages: 2 });
    expect(res.body.data.predictions.map((row) => row.pick)).toEqual(["Lions", "Hoops", "Bears"]);
    expect(res.body.data.predictions[2]).toMatchObject({ isPublished: false });
    expect(res.body.data.predictions[0]!.leagueName).toBeTruthy();

    const second = await list(`search=${listTag}&limit=3&page=2&sort=confidence&order=desc`, superAdmin.headers);
    expect(second.body.data.predictions.map((row) => row.pick)).toEqual(["Tigers"]);
  });

  it("filters by sport, status and premium and sorts by odds", async () => {
    const picks = async (query: string) =>
      (await list(`search=${listTag}&${query}`, admin.headers)).body.data.predictions.map((row) => row.pick);
    expect(await picks("sport=basketball")).toEqual(["Hoops"]);
    expect(await picks("status=WIN")).toEqual(["Tigers"]);
    expect(await picks("premium=true")).toEqual(["Lions"]);
    // Hoops has the factory's 1.6667.
    expect(await picks("sport=all&status=all&premium=all&sort=odds&order=asc")).toEqual([
      "Lions",
      "Hoops",
      "Tigers",
      "Bears",
    ]);
    const caseless = await list(`search=${encodeURIComponent(`TIGERS ${listTag.toUpperCase()}`)}`, admin.headers);
    expect(caseless.body.data.predictions.map((row) => row.pick)).toEqual(["Tigers"]);
  });
});

describe("GET /api/admin/predictions/upcoming-matches", () => {
  it("refuses anonymous callers and members", async () => {
    expect((await picker()).status).toBe(401);
    expect((await picker("", member.headers)).status).toBe(403);
  });

  it("lists at most 50 matches that have not started, soonest first, with their prediction counts", async () => {
    const res = await picker("", admin.headers);
    expect(res.status).toBe(200);
    const found = res.body.data.matches;
    expect(found.length).toBeLessThanOrEqual(50);
    const ours = found.filter((match) => match.homeTeam === `Picker Home ${tag}`);
    expect(ours.map((match) => match.id)).toEqual([soonId]);
    expect(ours[0]).toMatchObject({ awayTeam: `Picker Away ${tag}`, predictions: 1 });
    const times = found.map((match) => Date.parse(match.matchDate));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.every((time) => time > Date.now() - 60_000)).toBe(true);
    expect(
      (await picker("sport=basketball", admin.headers)).body.data.matches.some((match) => match.id === soonId),
    ).toBe(false);
    expect((await picker("sport=Not a sport!", admin.headers)).status).toBe(422);
  });
});

describe("premium toggle (PUT /api/predictions/{id} with isPremium)", () => {
  const put = (id: string, body: unknown, headers?: Record<string, string>) =>
    callRoute<{ data: { isPremium: boolean }; code?: string }>(
      PUT,
      jsonRequest("PUT", `/api/predictions/${id}`, body, headers),
      { predictionId: id },
    );

  it("persists, shows in the admin list and is audited, even after kickoff", async () => {
    const started = await makePrediction({ homeTeam: `Started ${tag}`, matchDate: new Date(Date.now() - HOUR) });
    const res = await put(started.id, { isPremium: true }, admin.headers);
    expect(res.status).toBe(200);
    expect(res.body.data.isPremium).toBe(true);
    const listed = await list(`search=Started ${tag}`, admin.headers);
    expect(listed.body.data.predictions[0]).toMatchObject({ id: started.id, isPremium: true });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "prediction.update"), eq(auditLog.entityId, started.id)));
    expect(entry).toMatchObject({ actorId: admin.user.id, before: { isPremium: false }, after: { isPremium: true } });
  });

  it("refuses members and bad bodies, changing nothing", async () => {
    const target = await makePrediction({ homeTeam: `Guarded ${tag}` });
    expect((await put(target.id, { isPremium: true })).status).toBe(401);
    expect((await put(target.id, { isPremium: true }, member.headers)).status).toBe(403);
    expect((await put(target.id, { isPremium: "yes" }, admin.headers)).status).toBe(422);
    expect((await put(target.id, { isPremium: true, status: "WIN" }, admin.headers)).status).toBe(400);
    const [row] = await db.select().from(predictions).where(eq(predictions.id, target.id));
    expect(row).toMatchObject({ isPremium: false, status: "PENDING" });
    expect(await db.select().from(auditLog).where(eq(auditLog.entityId, target.id))).toHaveLength(0);
  });
});

describe("the console's writes through the predictions API", () => {
  it("creates from the dialog's body, lists it, and audits its deletion", async () => {
    const body = toManualPredictionBody({
      sport: "football",
      league: "epl",
      homeTeam: `Dialog ${tag}`,
      awayTeam: "Visitors",
      matchDate: new Date(Date.now() + 48 * HOUR).toISOString().slice(0, 16),
      market: "moneyline",
      pick: "Dialog",
      confidence: 70,
      odds: 1.85,
      analysis: "",
      isPremium: false,
    });
    const created = await callRoute<{ data: { id: string } }>(
      createManual,
      jsonRequest("POST", "/api/predictions/manual", body, admin.headers),
    );
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect((await list(`search=Dialog ${tag}`, admin.headers)).body.data.predictions.map((row) => row.id)).toEqual([
      id,
    ]);

    const removed = await callRoute(DELETE, jsonRequest("DELETE", `/api/predictions/${id}`, undefined, admin.headers), {
      predictionId: id,
    });
    expect(removed.status).toBe(200);
    expect((await list(`search=Dialog ${tag}`, admin.headers)).body.data.pagination.total).toBe(0);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "prediction.delete"), eq(auditLog.entityId, id)));
    expect(entry).toMatchObject({ actorId: admin.user.id, before: { homeTeam: `Dialog ${tag}` } });
  });

  it("refuses to generate for a malformed, unknown or started match, creating nothing", async () => {
    const post = (matchId: unknown) =>
      callRoute<{ code?: string }>(
        generate,
        jsonRequest("POST", "/api/predictions/generate", { matchId }, admin.headers),
      );
    const before = await db.select({ id: predictions.id }).from(predictions);
    expect((await post("../etc")).status).toBe(422);
    expect((await post("no-such-match")).status).toBe(404);
    expect((await post(staleId)).status).toBe(409);
    expect(await db.select({ id: predictions.id }).from(predictions)).toHaveLength(before.length);
  });
});
