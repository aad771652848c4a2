// The bet tracker's API: a member logs a bet from a pick (its market, selection and line, the published price kept
// for slippage) or by hand on a stored match; bad prices, stakes, dates and another member's bet answer a 4xx and
// write nothing.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { DELETE as remove } from "@/app/api/user/bets/[id]/route";
import { GET as list, POST as create } from "@/app/api/user/bets/route";
import { db } from "@/db";
import { matches, memberBets, teams } from "@/db/schema";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Member = Awaited<ReturnType<typeof makeUserWithToken>>;
const URL = "/api/user/bets";
const post = (member: Member | null, body: unknown) =>
  callRoute<{ success: boolean; data: Record<string, unknown>; error?: string; details?: { path: string }[] }>(
    create,
    jsonRequest("POST", URL, body, member?.headers ?? {}),
  );

async function upcomingMatch() {
  const [home, away] = await db
    .insert(teams)
    .values([
      { sportId: "football", leagueId: "epl", name: `Bet Home ${crypto.randomUUID().slice(0, 6)}` },
      { sportId: "football", leagueId: "epl", name: `Bet Away ${crypto.randomUUID().slice(0, 6)}` },
    ])
    .returning({ id: teams.id });
  const [row] = await db
    .insert(matches)
    .values({
      sportId: "football",
      leagueId: "epl",
      homeTeamId: home!.id,
      awayTeamId: away!.id,
      kickoffAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
      provider: "test",
      externalId: crypto.randomUUID(),
    })
    .returning();
  return row!;
}

const betsOf = (userId: string) => db.select().from(memberBets).where(eq(memberBets.userId, userId));

describe("POST /api/user/bets", () => {
  it("visitors get 401", async () => {
    expect((await post(null, { matchId: crypto.randomUUID(), price: 2, stake: 1 })).status).toBe(401);
  });

  it("logs a bet from a pick with the pick's market, selection and line, keeping its price", async () => {
    const member = await makeUserWithToken("USER");
    const match = await upcomingMatch();
    const pick = await makePrediction({
      matchId: match.id,
      matchDate: match.kickoffAt,
      market: "asian_handicap",
      selection: "home",
      line: -0.25,
      decimalOdds: 2.05,
    });
    const res = await post(member, { predictionId: pick.id, price: 1.98, stake: 25, bookmaker: "bet365" });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      predictionId: pick.id,
      matchId: match.id,
      market: "asian_handicap",
      selection: "home",
      line: -0.25,
      price: 1.98,
      publishedPrice: 2.05,
      stake: 25,
      status: "PENDING",
    });
    const listed = await callRoute<{ data: { bets: { id: string }[] } }>(
      list,
      jsonRequest("GET", URL, undefined, member.headers),
    );
    expect(listed.body.data.bets.map((bet) => bet.id)).toEqual([res.body.data.id]);
  });

  it("refuses bad input with a 4xx naming the field, and writes nothing", async () => {
    const member = await makeUserWithToken("USER");
    const match = await upcomingMatch();
    const base = { matchId: match.id, market: "1x2", selection: "home", price: 2, stake: 10 };
    const cases: [Record<string, unknown>, string][] = [
      [{ price: 1 }, "price"],
      [{ price: 1500 }, "price"],
      [{ stake: 0 }, "stake"],
      [{ placedAt: new Date(Date.now() + 3_600_000).toISOString() }, "placedAt"],
      [{ placedAt: new Date(match.kickoffAt.getTime() + 60_000).toISOString() }, "placedAt"],
      [{ matchId: crypto.randomUUID() }, "matchId"],
    ];
    for (const [change, path] of cases) {
      const res = await post(member, { ...base, ...change });
      expect(res.status, JSON.stringify(change)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(JSON.stringify(res.body)).toContain(path);
    }
    expect(await betsOf(member.user.id)).toEqual([]);
  });
});

describe("DELETE /api/user/bets/{id}", () => {
  it("deletes the caller's own bet; another member's is a 404 and stays", async () => {
    const owner = await makeUserWithToken("USER");
    const intruder = await makeUserWithToken("USER");
    const match = await upcomingMatch();
    const created = await post(owner, { matchId: match.id, market: "1x2", selection: "draw", price: 3.3, stake: 5 });
    const id = String(created.body.data.id);
    const del = (member: Member) =>
      callRoute(remove, jsonRequest("DELETE", `${URL}/${id}`, undefined, member.headers), { id });
    expect((await del(intruder)).status).toBe(404);
    expect(await betsOf(owner.user.id)).toHaveLength(1);
    expect((await del(owner)).status).toBe(200);
    expect(await betsOf(owner.user.id)).toEqual([]);
  });
});
