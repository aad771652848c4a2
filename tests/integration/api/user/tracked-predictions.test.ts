import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { GET as dashboard } from "@/app/api/user/dashboard/route";
import { DELETE as untrack } from "@/app/api/user/tracked-predictions/[predictionId]/route";
import { GET as trackedIds } from "@/app/api/user/tracked-predictions/ids/route";
import { GET as list, POST as track } from "@/app/api/user/tracked-predictions/route";
import { db } from "@/db";
import { predictionTracks } from "@/db/schema";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Envelope<T = unknown> = { success: boolean; data: T; error?: string; code?: string };
type Item = {
  id: string;
  homeTeam: string;
  status: string;
  league: string;
  leagueName: string;
  matchDate: string;
  trackedAt: string;
};
type ListBody = {
  predictions: Item[];
  pagination: { total: number; pages: number };
  leagues: { id: string; name: string }[];
};
type DashboardBody = {
  user: { fullName: string; subscriptionTier: string; isPremium: boolean };
  stats: {
    total: number;
    wins: number;
    winRate: number | null;
    streak: number;
    profit: number;
    averageConfidence: number | null;
  };
  recent: Item[];
};
type Handler = Parameters<typeof callRoute>[0];
type Member = Awaited<ReturnType<typeof makeUserWithToken>>;

const URL = "/api/user/tracked-predictions";
const get = <T>(handler: Handler, url: string, headers: Record<string, string> = {}) =>
  callRoute<Envelope<T>>(handler, jsonRequest("GET", url, undefined, headers));
const follow = (member: Member | null, predictionId: unknown) =>
  callRoute<Envelope<Item>>(track, jsonRequest("POST", URL, { predictionId }, member?.headers ?? {}));
const unfollow = (member: Member | null, predictionId: string) =>
  callRoute<Envelope<null>>(
    untrack,
    jsonRequest("DELETE", `${URL}/${predictionId}`, undefined, member?.headers ?? {}),
    { predictionId },
  );
const trackCount = async (userId: string) =>
  (await db.select({ value: count() }).from(predictionTracks).where(eq(predictionTracks.userId, userId)))[0]!.value;

const day = (iso: string) => new Date(`${iso}T18:00:00Z`);

describe("tracked predictions API", () => {
  let alice: Member;
  let bob: Member;

  beforeAll(async () => {
    alice = await makeUserWithToken("USER");
    bob = await makeUserWithToken("USER");
  });

  it("answers 401 to visitors on every method and changes nothing", async () => {
    const prediction = await makePrediction();
    expect((await get(list, URL)).status).toBe(401);
    expect((await get(trackedIds, `${URL}/ids`)).status).toBe(401);
    expect((await get(dashboard, "/api/user/dashboard")).status).toBe(401);
    const post = await follow(null, prediction.id);
    expect(post.status).toBe(401);
    expect(post.body).toMatchObject({ success: false, code: "unauthorized" });
    expect((await unfollow(null, prediction.id)).status).toBe(401);
    const [tracked] = await db
      .select({ value: count() })
      .from(predictionTracks)
      .where(eq(predictionTracks.predictionId, prediction.id));
    expect(tracked!.value).toBe(0);
  });

  it("follows a prediction once: 201, then 200 with the same row", async () => {
    const member = await makeUserWithToken("USER");
    const prediction = await makePrediction({ homeTeam: "Follow FC" });
    const first = await follow(member, prediction.id);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      id: prediction.id,
      homeTeam: "Follow FC",
      status: "PENDING",
      league: "epl",
      leagueName: expect.any(String),
    });
    const again = await follow(member, prediction.id);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(await trackCount(member.user.id)).toBe(1);
    const ids = await get<string[]>(trackedIds, `${URL}/ids`, member.headers);
    expect(ids.body.data).toEqual([prediction.id]);
  });

  it("refuses unknown and unpublished predictions with 404 and bad bodies with 4xx, storing nothing", async () => {
    const member = await makeUserWithToken("USER");
    const hidden = await makePrediction({ isPublished: false });
    expect((await follow(member, "no-such-prediction")).status).toBe(404);
    expect((await follow(member, hidden.id)).status).toBe(404);
    const invalid = await follow(member, "not an id!");
    expect(invalid.status).toBe(422);
    expect(invalid.body.code).toBe("validation_failed");
    expect((await follow(member, 42)).status).toBe(422);
    const notJson = await callRoute<Envelope>(
      track,
      jsonRequest("POST", URL, "{oops", { ...member.headers, "content-type": "application/json" }),
    );
    expect(notJson.status).toBe(400);
    expect(await trackCount(member.user.id)).toBe(0);
  });

  it("keeps each member's tracks private: B sees none of A's and cannot unfollow them", async () => {
    const prediction = await makePrediction({ homeTeam: "Private FC" });
    expect((await follow(alice, prediction.id)).status).toBe(201);

    const bobList = await get<ListBody>(list, URL, bob.headers);
    expect(bobList.status).toBe(200);
    expect(bobList.body.data.predictions.map((p) => p.id)).not.toContain(prediction.id);
    const bobDashboard = await get<DashboardBody>(dashboard, "/api/user/dashboard", bob.headers);
    expect(bobDashboard.body.data.recent.map((p) => p.id)).not.toContain(prediction.id);

    const bobDelete = await unfollow(bob, prediction.id);
    expect(bobDelete.status).toBe(404);
    const aliceRows = await db
      .select({ value: count() })
      .from(predictionTracks)
      .where(and(eq(predictionTracks.userId, alice.user.id), eq(predictionTracks.predictionId, prediction.id)));
    expect(aliceRows[0]!.value).toBe(1);

    // Alice can unfollow her own; a second DELETE finds nothing.
    expect((await unfollow(alice, prediction.id)).status).toBe(200);
    expect((await unfollow(alice, prediction.id)).status).toBe(404);
  });

  it("filters by date range (inclusive days), status and league, newest match first", async () => {
    const member = await makeUserWithToken("USER");
    const jan5 = await makePrediction({ homeTeam: "Jan5", matchDate: day("2025-01-05"), status: "WIN" });
    const jan10 = await makePrediction({ homeTeam: "Jan10", matchDate: day("2025-01-10"), status: "LOSS" });
    const jan20 = await makePrediction({
      homeTeam: "Jan20",
      matchDate: day("2025-01-20"),
      status: "WIN",
      leagueId: "laliga",
    });
    for (const p of [jan5, jan10, jan20]) expect((await follow(member, p.id)).status).toBe(201);

    const names = async (query: string) =>
      (await get<ListBody>(list, `${URL}${query}`, member.headers)).body.data.predictions.map((p) => p.homeTeam);

    expect(await names("")).toEqual(["Jan20", "Jan10", "Jan5"]);
    expect(await names("?from=2025-01-05&to=2025-01-10")).toEqual(["Jan10", "Jan5"]);
    expect(await names("?from=2025-01-06")).toEqual(["Jan20", "Jan10"]);
    expect(await names("?status=WIN")).toEqual(["Jan20", "Jan5"]);
    expect(await names("?status=win&league=epl")).toEqual(["Jan5"]);
    expect(await names("?league=laliga")).toEqual(["Jan20"]);
    expect(await names("?status=all&league=all")).toEqual(["Jan20", "Jan10", "Jan5"]);

    const paged = await get<ListBody>(list, `${URL}?limit=2&page=2`, member.headers);
    expect(paged.body.data.predictions.map((p) => p.homeTeam)).toEqual(["Jan5"]);
    expect(paged.body.data.pagination).toMatchObject({ total: 3, pages: 2 });
    expect(paged.body.data.leagues.map((l) => l.id).sort()).toEqual(["epl", "laliga"]);

    const bad = await get(list, `${URL}?from=2025-02-01&to=2025-01-01`, member.headers);
    expect(bad.status).toBe(422);
    expect((await get(list, `${URL}?status=LOST`, member.headers)).status).toBe(422);
  });

  it("computes the dashboard from the member's tracked picks", async () => {
    const member = await makeUserWithToken("USER");
    const made = await Promise.all([
      makePrediction({ matchDate: day("2025-03-06"), status: "PENDING", odds: 120, confidence: 70 }),
      makePrediction({ matchDate: day("2025-03-05"), status: "WIN", odds: 150, confidence: 65 }),
      makePrediction({ matchDate: day("2025-03-04"), status: "WIN", odds: -200, confidence: 80 }),
      makePrediction({ matchDate: day("2025-03-03"), status: "VOID", odds: -110, confidence: 55 }),
      makePrediction({ matchDate: day("2025-03-02"), status: "LOSS", odds: 110, confidence: 60 }),
      makePrediction({ matchDate: day("2025-03-01"), status: "WIN", odds: 100, confidence: 70 }),
    ]);
    for (const p of made) expect((await follow(member, p.id)).status).toBe(201);
    // Someone else's picks never count.
    expect((await follow(bob, (await makePrediction({ status: "LOSS" })).id)).status).toBe(201);

    const res = await get<DashboardBody>(dashboard, "/api/user/dashboard", member.headers);
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({
      fullName: member.user.fullName,
      subscriptionTier: "FREE",
      isPremium: false,
    });
    expect(res.body.data.stats).toMatchObject({
      total: 6,
      wins: 3,
      winRate: 75,
      streak: 2,
      profit: 2,
      averageConfidence: 66,
    });
    expect(res.body.data.recent).toHaveLength(5);
    expect(res.body.data.recent[0]!.id).toBe(made[0]!.id);
  });
});
