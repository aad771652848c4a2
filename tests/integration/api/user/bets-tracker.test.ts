// The bet tracker's API beyond logging: editing a pending bet (a settled one is a 409, another member's a 404, a bad
// value a 422 that changes nothing), the list a keyset page at a time with its filters, the figures summed in the
// database against the same rules on the bets themselves, the match search, and the staking settings.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { PUT as edit } from "@/app/api/user/bets/[id]/route";
import { GET as searchMatches } from "@/app/api/user/bets/matches/route";
import { GET as list, POST as create } from "@/app/api/user/bets/route";
import { GET as summary } from "@/app/api/user/bets/summary/route";
import { GET as readStaking, PUT as writeStaking } from "@/app/api/user/staking/route";
import { db } from "@/db";
import { matches, memberBets, memberStaking, teams } from "@/db/schema";
import { betFigures } from "@/lib/bets/bet-figures.rules";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Member = Awaited<ReturnType<typeof makeUserWithToken>>;
type Envelope = { success: boolean; data: Record<string, unknown>; error?: string; code?: string };
const HOUR = 3_600_000;

async function match(options: { kickoffAt: Date; sportId?: string; leagueId?: string; name?: string }) {
  const tag = options.name ?? crypto.randomUUID().slice(0, 8);
  const sportId = options.sportId ?? "football";
  const leagueId = options.leagueId ?? "epl";
  const [home, away] = await db
    .insert(teams)
    .values([
      { sportId, leagueId, name: `${tag} Rovers` },
      { sportId, leagueId, name: `${tag} United` },
    ])
    .returning({ id: teams.id });
  const [row] = await db
    .insert(matches)
    .values({
      sportId,
      leagueId,
      homeTeamId: home!.id,
      awayTeamId: away!.id,
      kickoffAt: options.kickoffAt,
      provider: "test",
      externalId: crypto.randomUUID(),
    })
    .returning();
  return row!;
}

async function insertBet(member: Member, values: Partial<typeof memberBets.$inferInsert> & { matchId: string }) {
  const [row] = await db
    .insert(memberBets)
    .values({
      userId: member.user.id,
      market: "1x2",
      selection: "home",
      price: 2,
      stake: 10,
      placedAt: new Date(Date.now() - HOUR),
      ...values,
    })
    .returning();
  return row!;
}

const put = (member: Member, id: string, body: unknown) =>
  callRoute<Envelope>(edit, jsonRequest("PUT", `/api/user/bets/${id}`, body, member.headers), { id });
const get = <T = Envelope>(handler: Parameters<typeof callRoute>[0], url: string, member: Member | null) =>
  callRoute<T>(handler, jsonRequest("GET", url, undefined, member?.headers ?? {}));

describe("PUT /api/user/bets/{id}", () => {
  it("changes a pending bet's price, stake, bookmaker, time and note", async () => {
    const member = await makeUserWithToken("USER");
    const upcoming = await match({ kickoffAt: new Date(Date.now() + 24 * HOUR) });
    const bet = await insertBet(member, { matchId: upcoming.id });
    const placedAt = new Date(Date.now() - 2 * HOUR).toISOString();
    const res = await put(member, bet.id, { price: 2.15, stake: 12.5, bookmaker: "pinnacle", placedAt, note: "early" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ price: 2.15, stake: 12.5, bookmaker: "pinnacle", note: "early" });
    expect(new Date(String(res.body.data.placedAt)).toISOString()).toBe(placedAt);
  });

  it("a settled bet is a 409, another member's or a missing id a 404, bad values a 422: nothing changes", async () => {
    const owner = await makeUserWithToken("USER");
    const other = await makeUserWithToken("USER");
    const upcoming = await match({ kickoffAt: new Date(Date.now() + 24 * HOUR) });
    const pending = await insertBet(owner, { matchId: upcoming.id });
    const settled = await insertBet(owner, { matchId: upcoming.id, status: "WIN", stakeResult: 1 });
    await db.insert(memberStaking).values({ userId: owner.user.id, bankroll: 100 });

    const conflict = await put(owner, settled.id, { price: 3 });
    expect(conflict.status).toBe(409);
    expect(conflict.body.error).toMatch(/settled/);
    expect((await put(other, pending.id, { price: 3 })).status).toBe(404);
    expect((await put(owner, crypto.randomUUID(), { price: 3 })).status).toBe(404);
    expect((await put(owner, "not-a-uuid", { price: 3 })).status).toBe(404);

    const cases: [unknown, string][] = [
      [{ price: 1 }, "price"],
      [{ price: 1000.5 }, "price"],
      [{ stake: 0 }, "stake"],
      [{ stake: 150 }, "bankroll"],
      [{ placedAt: new Date(Date.now() + 2 * HOUR).toISOString() }, "placedAt"],
      [{ placedAt: new Date(upcoming.kickoffAt.getTime() + HOUR).toISOString() }, "placedAt"],
      [{}, "Nothing to update"],
    ];
    for (const [body, text] of cases) {
      const res = await put(owner, pending.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(res.body)).toContain(text);
    }
    expect((await put(owner, pending.id, { market: "btts" })).status).toBe(400);
    const [after] = await db.select().from(memberBets).where(eq(memberBets.id, pending.id));
    expect(after).toMatchObject({ price: 2, stake: 10, status: "PENDING", bookmaker: null });
  });
});

describe("POST /api/user/bets from a withheld pick", () => {
  it("is a 404 like a missing pick for a member whose plan withholds it, and writes nothing", async () => {
    const member = await makeUserWithToken("USER");
    const upcoming = await match({ kickoffAt: new Date(Date.now() + 24 * HOUR) });
    const premium = await makePrediction({ matchId: upcoming.id, matchDate: upcoming.kickoffAt, isPremium: true });
    const res = await callRoute<Envelope>(
      create,
      jsonRequest("POST", "/api/user/bets", { predictionId: premium.id, price: 2, stake: 1 }, member.headers),
    );
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain(premium.selection!);
    expect(await db.select().from(memberBets).where(eq(memberBets.userId, member.user.id))).toEqual([]);
  });
});

describe("GET /api/user/bets", () => {
  it("pages newest placed first by an opaque cursor; filters by status, sport, market, bookmaker, month", async () => {
    const member = await makeUserWithToken("USER");
    const other = await makeUserWithToken("USER");
    const football = await match({ kickoffAt: new Date(Date.now() + 24 * HOUR) });
    const basketball = await match({
      kickoffAt: new Date(Date.now() + 24 * HOUR),
      sportId: "basketball",
      leagueId: "nba",
    });
    const ids: string[] = [];
    for (let index = 0; index < 5; index++) {
      const bet = await insertBet(member, {
        matchId: index < 3 ? football.id : basketball.id,
        market: index < 3 ? "1x2" : "moneyline",
        bookmaker: index % 2 === 0 ? "bet365" : "pinnacle",
        placedAt: new Date(Date.UTC(2026, 9 + (index % 2), 10, index)),
        status: index === 4 ? "LOSS" : "PENDING",
        stakeResult: index === 4 ? -1 : null,
      });
      ids.push(bet.id);
    }
    await insertBet(other, { matchId: football.id });

    type Page = { success: boolean; data: { bets: { id: string }[]; nextCursor: string | null } };
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/user/bets?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const page: { status: number; body: Page } = await get<Page>(list, url, member);
      expect(page.status).toBe(200);
      seen.push(...page.body.data.bets.map((bet) => bet.id));
      cursor = page.body.data.nextCursor;
    } while (cursor);
    // Newest placed first: November's (odd indexes) before October's, later hours first within a month.
    expect(seen).toEqual([ids[3], ids[1], ids[4], ids[2], ids[0]]);

    const only = async (query: string) =>
      (await get<Page>(list, `/api/user/bets?${query}`, member)).body.data.bets.map((bet) => bet.id).sort();
    expect(await only("status=LOSS")).toEqual([ids[4]]);
    expect(await only("sport=basketball")).toEqual([ids[3], ids[4]].sort());
    expect(await only("market=1x2")).toEqual([ids[0], ids[1], ids[2]].sort());
    expect(await only("bookmaker=pinnacle")).toEqual([ids[1], ids[3]].sort());
    expect(await only("month=2026-11")).toEqual([ids[1], ids[3]].sort());

    // A cursor belongs to its filters; a made-up one and bad parameters are 4xx.
    const first = await get<Page>(list, "/api/user/bets?limit=1&market=1x2", member);
    const moved = await get(list, `/api/user/bets?cursor=${first.body.data.nextCursor}&market=moneyline`, member);
    expect(moved.status).toBe(400);
    for (const query of ["limit=101", "status=WON", "month=2026-13", "format=xml", "cursor=abc"]) {
      const res = await get(list, `/api/user/bets?${query}`, member);
      expect(res.status, query).toBeGreaterThanOrEqual(400);
      expect(res.status, query).toBeLessThan(500);
    }
    expect((await get(list, "/api/user/bets", null)).status).toBe(401);
  });
});

describe("GET /api/user/bets/summary", () => {
  it("sums settled bets in the database to the same figures as the rules, by group, with the luck line", async () => {
    const member = await makeUserWithToken("USER");
    const finished = await match({ kickoffAt: new Date(Date.now() - 24 * HOUR) });
    const settledAt = new Date(Date.now() - HOUR);
    const rows = [
      { price: 2.1, stake: 10, status: "WIN", stakeResult: 1, closingProbability: 0.5, publishedPrice: 2.2 },
      { price: 1.9, stake: 20, status: "LOSS", stakeResult: -1, closingProbability: 0.55, publishedPrice: null },
      { price: 2.0, stake: 15, status: "WIN", stakeResult: 0.5, closingProbability: null, publishedPrice: 1.95 },
      { price: 3.4, stake: 5, status: "VOID", stakeResult: 0, closingProbability: 0.3, publishedPrice: null },
    ] as const;
    for (const [index, row] of rows.entries()) {
      await insertBet(member, {
        matchId: finished.id,
        ...row,
        bookmaker: index < 2 ? "bet365" : null,
        placedAt: new Date(finished.kickoffAt.getTime() - HOUR),
        settledAt: new Date(settledAt.getTime() + index * 1000),
      });
    }
    await insertBet(member, { matchId: finished.id, stake: 7 });
    await db.insert(memberStaking).values({ userId: member.user.id, bankroll: 500, currency: "EUR" });

    type Summary = {
      data: {
        currency: string;
        overall: { bets: number; staked: number; profit: number; roi: number; clv: { n: number; mean: number } };
        pending: { bets: number; staked: number };
        breakdowns: Record<string, { key: string; figures: { bets: number; profit: number } }[]>;
        luckLine: string;
        negativeClv: string | null;
        chart: { start: number; points: { at: string; bankroll: number }[] };
      };
    };
    const res = await get<Summary>(summary, "/api/user/bets/summary", member);
    expect(res.status).toBe(200);
    const expected = betFigures(
      rows.map((row) => ({
        stake: row.stake,
        price: row.price,
        result: row.stakeResult,
        closingProbability: row.closingProbability,
        publishedPrice: row.publishedPrice,
      })),
    );
    const data = res.body.data;
    expect(data.currency).toBe("EUR");
    expect(data.overall).toMatchObject({ bets: 4, staked: expected.staked, profit: expected.profit });
    expect(data.overall.profit).toBeCloseTo(11 - 20 + 7.5 + 0, 6);
    expect(data.overall.roi).toBeCloseTo(expected.roi!, 9);
    expect(data.overall.clv.n).toBe(3);
    expect(data.overall.clv.mean).toBeCloseTo(expected.clv.mean, 9);
    expect(data.pending).toEqual({ bets: 1, staked: 7 });
    expect(data.breakdowns.sport).toEqual([{ key: "football", figures: expect.objectContaining({ bets: 4 }) }]);
    expect(data.breakdowns.bookmaker!.map((row) => [row.key, row.figures.bets])).toEqual([
      ["", 2],
      ["bet365", 2],
    ]);
    expect(data.luckLine).toMatch(/3 bets/);
    expect(data.negativeClv).toBeNull();
    expect(data.chart.start).toBe(500);
    expect(data.chart.points.map((point) => point.bankroll)).toEqual([511, 491, 498.5, 498.5]);
  });

  it("says plainly when the member's own CLV over at least 100 bets is negative", async () => {
    const member = await makeUserWithToken("USER");
    const finished = await match({ kickoffAt: new Date(Date.now() - 24 * HOUR) });
    await db.insert(memberBets).values(
      Array.from({ length: 100 }, (_, index) => ({
        userId: member.user.id,
        matchId: finished.id,
        market: "1x2",
        selection: "home",
        price: 1.9,
        stake: 1,
        placedAt: new Date(finished.kickoffAt.getTime() - HOUR),
        status: index % 2 === 0 ? ("WIN" as const) : ("LOSS" as const),
        stakeResult: index % 2 === 0 ? 1 : -1,
        closingProbability: index % 3 === 0 ? 0.5 : 0.51,
        settledAt: new Date(),
      })),
    );
    const res = await get<{ data: { negativeClv: string } }>(summary, "/api/user/bets/summary", member);
    expect(res.body.data.negativeClv).toMatch(/^Over your 100 bets you have been getting worse prices than the close/);
  });
});

describe("GET /api/user/bets/matches", () => {
  it("finds matches by team name for a bet by hand", async () => {
    const member = await makeUserWithToken("USER");
    const name = `Zq${crypto.randomUUID().slice(0, 6)}`;
    const found = await match({ kickoffAt: new Date(Date.now() + 48 * HOUR), name });
    type Found = { data: { matches: { id: string; homeTeam: string }[] } };
    const res = await get<Found>(searchMatches, `/api/user/bets/matches?q=${name.toLowerCase()}`, member);
    expect(res.body.data.matches.map((row) => row.id)).toEqual([found.id]);
    expect((await get(searchMatches, "/api/user/bets/matches?q=%25", member)).status).toBe(422);
    expect((await get(searchMatches, "/api/user/bets/matches", null)).status).toBe(401);
  });
});

describe("GET/PUT /api/user/staking", () => {
  const body = { currency: "GBP", bankroll: 1000, kellyFraction: 0.25, stakeCap: 0.02 };

  it("answers null until set, then the settings; a later PUT replaces them", async () => {
    const member = await makeUserWithToken("USER");
    expect((await get(readStaking, "/api/user/staking", member)).body.data).toBeNull();
    const res = await callRoute<Envelope>(writeStaking, jsonRequest("PUT", "/api/user/staking", body, member.headers));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject(body);
    await callRoute(
      writeStaking,
      jsonRequest("PUT", "/api/user/staking", { ...body, currency: null, bankroll: null }, member.headers),
    );
    expect((await get(readStaking, "/api/user/staking", member)).body.data).toMatchObject({
      currency: null,
      bankroll: null,
      kellyFraction: 0.25,
    });
  });

  it("refuses bad values naming the field, and changes nothing", async () => {
    const member = await makeUserWithToken("USER");
    await callRoute(writeStaking, jsonRequest("PUT", "/api/user/staking", body, member.headers));
    const cases: [Record<string, unknown>, string, number][] = [
      [{ currency: "euro" }, "currency", 422],
      [{ bankroll: 0 }, "bankroll", 422],
      [{ kellyFraction: 0 }, "kellyFraction", 422],
      [{ kellyFraction: 1.5 }, "kellyFraction", 422],
      [{ stakeCap: 0 }, "stakeCap", 422],
      [{ stakeCap: 2 }, "stakeCap", 422],
      [{ extra: 1 }, "extra", 400],
    ];
    for (const [change, field, status] of cases) {
      const res = await callRoute(
        writeStaking,
        jsonRequest("PUT", "/api/user/staking", { ...body, ...change }, member.headers),
      );
      expect(res.status, field).toBe(status);
      expect(JSON.stringify(res.body)).toContain(field);
    }
    expect((await get(readStaking, "/api/user/staking", member)).body.data).toMatchObject(body);
    const anonymous = await callRoute(writeStaking, jsonRequest("PUT", "/api/user/staking", body, {}));
    expect(anonymous.status).toBe(401);
  });
});
