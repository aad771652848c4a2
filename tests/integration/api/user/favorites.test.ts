import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { DELETE as remove } from "@/app/api/user/favorites/[kind]/[targetId]/route";
import { GET as list, POST as add } from "@/app/api/user/favorites/[kind]/route";
import { db } from "@/db";
import { favoriteLeagues, favoritePredictions, favoriteTeams, teams } from "@/db/schema";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Envelope<T = unknown> = { success: boolean; data: T; error?: string; code?: string };
type Item = Record<string, unknown> & { id: string };
type Member = Awaited<ReturnType<typeof makeUserWithToken>>;
type Kind = "predictions" | "teams" | "leagues";

const url = (kind: string, id?: string) => `/api/user/favorites/${kind}${id ? `/${id}` : ""}`;
const getList = (member: Member | null, kind: string) =>
  callRoute<Envelope<Item[]>>(list, jsonRequest("GET", url(kind), undefined, member?.headers ?? {}), { kind });
const post = (member: Member | null, kind: string, body: unknown) =>
  callRoute<Envelope<Item>>(add, jsonRequest("POST", url(kind), body, member?.headers ?? {}), { kind });
const del = (member: Member | null, kind: string, targetId: string) =>
  callRoute<Envelope<null>>(remove, jsonRequest("DELETE", url(kind, targetId), undefined, member?.headers ?? {}), {
    kind,
    targetId,
  });

const TABLES = { predictions: favoritePredictions, teams: favoriteTeams, leagues: favoriteLeagues } as const;
const rowsOf = async (kind: Kind, userId: string) =>
  (await db.select({ value: count() }).from(TABLES[kind]).where(eq(TABLES[kind].userId, userId)))[0]!.value;

let teamId: string;
let predictionId: string;

beforeAll(async () => {
  const [team] = await db
    .insert(teams)
    .values({ sportId: "football", leagueId: "epl", name: "Favourite Town", country: "England" })
    .returning();
  teamId = team!.id;
  predictionId = (await makePrediction({ homeTeam: "Heart United", awayTeam: "Rivals", pick: "Heart United" })).id;
});

describe("favourites API", () => {
  it("answers 401 to visitors and stores nothing", async () => {
    for (const kind of ["predictions", "teams", "leagues"]) {
      expect((await getList(null, kind)).status).toBe(401);
      expect((await post(null, kind, { id: "epl" })).status).toBe(401);
      expect((await del(null, kind, "epl")).status).toBe(401);
    }
  });

  it("answers 404 for an unknown kind", async () => {
    const member = await makeUserWithToken("USER");
    expect((await getList(member, "players")).status).toBe(404);
    expect((await post(member, "players", { id: "x" })).status).toBe(404);
  });

  it.each<[Kind, () => Record<string, string>, Record<string, unknown>]>([
    [
      "predictions",
      () => ({ predictionId }),
      {
        homeTeam: "Heart United",
        awayTeam: "Rivals",
        pick: "Heart United",
        market: "1x2",
        status: "PENDING",
        league: "epl",
      },
    ],
    [
      "teams",
      () => ({ teamId }),
      {
        name: "Favourite Town",
        sport: "football",
        sportName: expect.any(String),
        league: "epl",
        leagueName: expect.any(String),
      },
    ],
    [
      "leagues",
      () => ({ leagueId: "epl" }),
      { id: "epl", sport: "football", country: expect.any(String), name: expect.any(String) },
    ],
  ])("%s: add (201), add again (200, same row), list, remove", async (kind, body, expected) => {
    const member = await makeUserWithToken("USER");
    const first = await post(member, kind, body());
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject(expected);
    expect(typeof first.body.data.favoritedAt).toBe("string");

    const again = await post(member, kind, body());
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(await rowsOf(kind, member.user.id)).toBe(1);

    const listed = await getList(member, kind);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([first.body.data]);

    const targetId = first.body.data.id;
    expect((await del(member, kind, targetId)).status).toBe(200);
    expect(await rowsOf(kind, member.user.id)).toBe(0);
    expect((await del(member, kind, targetId)).status).toBe(404);
  });

  it("accepts a plain { id } for any kind", async () => {
    const member = await makeUserWithToken("USER");
    expect((await post(member, "leagues", { id: "laliga" })).status).toBe(201);
    expect((await post(member, "teams", { id: teamId })).status).toBe(201);
  });

  it("refuses unknown targets (404) and bad bodies (4xx) without storing anything", async () => {
    const member = await makeUserWithToken("USER");
    const hidden = await makePrediction({ isPublished: false });
    expect((await post(member, "leagues", { leagueId: "no-such-league" })).status).toBe(404);
    expect((await post(member, "teams", { teamId: "no-such-team" })).status).toBe(404);
    expect((await post(member, "predictions", { predictionId: "no-such-prediction" })).status).toBe(404);
    expect((await post(member, "predictions", { predictionId: hidden.id })).status).toBe(404);

    // Another kind's key is an unknown key: a malformed request (400), like any strict write schema.
    const wrongKey = await post(member, "teams", { leagueId: "epl" });
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.body.code).toBe("bad_request");
    expect((await post(member, "leagues", {})).status).toBe(422);
    expect((await post(member, "leagues", { id: "epl", leagueId: "epl" })).status).toBe(422);
    expect((await post(member, "leagues", { leagueId: "bad id!" })).status).toBe(422);
    expect((await post(member, "leagues", ["epl"])).status).toBe(422);

    for (const kind of ["predictions", "teams", "leagues"] as const) expect(await rowsOf(kind, member.user.id)).toBe(0);
  });

  it("keeps each member's favourites private: B cannot read or delete A's", async () => {
    const alice = await makeUserWithToken("USER");
    const bob = await makeUserWithToken("USER");
    expect((await post(alice, "leagues", { leagueId: "epl" })).status).toBe(201);
    expect((await post(alice, "predictions", { predictionId })).status).toBe(201);

    expect((await getList(bob, "leagues")).body.data).toEqual([]);
    expect((await getList(bob, "predictions")).body.data).toEqual([]);
    expect((await del(bob, "leagues", "epl")).status).toBe(404);
    expect((await del(bob, "predictions", predictionId)).status).toBe(404);

    expect(await rowsOf("leagues", alice.user.id)).toBe(1);
    expect(await rowsOf("predictions", alice.user.id)).toBe(1);
    expect((await getList(alice, "leagues")).body.data.map((item) => item.id)).toEqual(["epl"]);
  });
});
