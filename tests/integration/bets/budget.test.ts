// The weekly stake budget through the tracker's routes: the summary and a newly logged bet carry this week's stakes
// against the budget the member set in their play limits ("none" without one, "warning" from 80 %, "over" from
// 100 %), and a bet counts in the week it was placed, so a bet placed last week leaves this week's budget alone.
import { describe, expect, it } from "vitest";

import { PUT as saveLimits } from "@/app/api/user/play-limits/route";
import { POST as create } from "@/app/api/user/bets/route";
import { GET as summary } from "@/app/api/user/bets/summary/route";
import { db } from "@/db";
import { matches, teams } from "@/db/schema";
import { budgetWeek } from "@/lib/bets/budget.rules";
import { DEFAULT_TIME_ZONE } from "@/lib/time/time-zone.rules";
import { makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Member = Awaited<ReturnType<typeof makeUserWithToken>>;
interface Budget {
  level: string;
  budget: number | null;
  staked: number;
  share: number | null;
  remaining: number | null;
  week: { firstDay: string; lastDay: string; start: string; end: string };
}
type Envelope = { success: boolean; data: Record<string, unknown> & { budget: Budget }; error?: string };
const HOUR = 3_600_000;

async function match(kickoffAt: Date) {
  const tag = crypto.randomUUID().slice(0, 8);
  const [home, away] = await db
    .insert(teams)
    .values([
      { sportId: "football", leagueId: "epl", name: `${tag} Rovers` },
      { sportId: "football", leagueId: "epl", name: `${tag} United` },
    ])
    .returning({ id: teams.id });
  const [row] = await db
    .insert(matches)
    .values({
      sportId: "football",
      leagueId: "epl",
      homeTeamId: home!.id,
      awayTeamId: away!.id,
      kickoffAt,
      provider: "test",
      externalId: crypto.randomUUID(),
    })
    .returning();
  return row!;
}

const setBudget = async (member: Member, weeklyBudget: number | null) => {
  const res = await callRoute<Envelope>(
    saveLimits,
    jsonRequest("PUT", "/api/user/play-limits", { weeklyBudget, realityCheckMinutes: null }, member.headers),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

const logBet = (member: Member, body: Record<string, unknown>) =>
  callRoute<Envelope>(create, jsonRequest("POST", "/api/user/bets", body, member.headers));

const budgetOf = async (member: Member) => {
  const res = await callRoute<Envelope>(
    summary,
    jsonRequest("GET", "/api/user/bets/summary", undefined, member.headers),
  );
  expect(res.status).toBe(200);
  return res.body.data.budget;
};

describe("the weekly budget on GET /api/user/bets/summary", () => {
  it('is "none" without a budget, "warning" from 80 % and "over" from 100 % of this week\'s stakes', async () => {
    const member = await makeUserWithToken("USER");
    const upcoming = await match(new Date(Date.now() + 24 * HOUR));
    const bet = { matchId: upcoming.id, market: "1x2", selection: "home", price: 2 };
    const week = budgetWeek(new Date(), DEFAULT_TIME_ZONE);

    // No bets, no budget.
    expect(await budgetOf(member)).toMatchObject({ level: "none", budget: null, staked: 0, share: null });

    // Stakes logged this week, still no budget: counted, but no level.
    expect((await logBet(member, { ...bet, stake: 7.9 })).status).toBe(201);
    const none = await budgetOf(member);
    expect(none).toMatchObject({ level: "none", budget: null, staked: 7.9, share: null, remaining: null });
    expect(none.week).toEqual({
      firstDay: week.firstDay,
      lastDay: week.lastDay,
      start: week.start.toISOString(),
      end: week.end.toISOString(),
    });

    // 7.90 of 10: under 80 %, "ok" and no warning.
    await setBudget(member, 10);
    expect(await budgetOf(member)).toMatchObject({ level: "ok", budget: 10, staked: 7.9, remaining: 2.1 });

    // 8.00 of 10: exactly 80 %, a warning.
    expect((await logBet(member, { ...bet, stake: 0.1 })).status).toBe(201);
    expect(await budgetOf(member)).toMatchObject({ level: "warning", budget: 10, staked: 8, share: 0.8, remaining: 2 });

    // 10.00 of 10: exactly 100 %, over.
    expect((await logBet(member, { ...bet, stake: 2 })).status).toBe(201);
    expect(await budgetOf(member)).toMatchObject({ level: "over", budget: 10, staked: 10, share: 1, remaining: 0 });

    // Clearing the budget is "none" again, with the week's stakes still counted.
    await setBudget(member, null);
    expect(await budgetOf(member)).toMatchObject({ level: "none", budget: null, staked: 10 });
  });

  it("counts only the member's own stakes", async () => {
    const member = await makeUserWithToken("USER");
    const other = await makeUserWithToken("USER");
    const upcoming = await match(new Date(Date.now() + 24 * HOUR));
    await setBudget(member, 20);
    const res = await logBet(other, { matchId: upcoming.id, market: "1x2", selection: "home", price: 2, stake: 50 });
    expect(res.status).toBe(201);
    expect(await budgetOf(member)).toMatchObject({ level: "ok", staked: 0, remaining: 20 });
  });
});

describe("the weekly budget on POST /api/user/bets", () => {
  it("answers 201 with data.budget that already counts the new stake", async () => {
    const member = await makeUserWithToken("USER");
    const upcoming = await match(new Date(Date.now() + 24 * HOUR));
    await setBudget(member, 50);
    const bet = { matchId: upcoming.id, market: "1x2", selection: "away", price: 3.2 };

    const first = await logBet(member, { ...bet, stake: 30 });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({ stake: 30, price: 3.2, status: "PENDING" });
    expect(first.body.data.budget).toMatchObject({ level: "ok", budget: 50, staked: 30, share: 0.6, remaining: 20 });

    const second = await logBet(member, { ...bet, stake: 12.5 });
    expect(second.status).toBe(201);
    expect(second.body.data.budget).toMatchObject({ level: "warning", staked: 42.5, share: 0.85, remaining: 7.5 });

    const third = await logBet(member, { ...bet, stake: 20 });
    expect(third.status).toBe(201);
    expect(third.body.data.budget).toMatchObject({ level: "over", staked: 62.5, share: 1.25, remaining: 0 });

    // A refused bet (a price of 1) writes nothing and so leaves the budget where it was.
    expect((await logBet(member, { ...bet, price: 1, stake: 5 })).status).toBe(422);
    expect(await budgetOf(member)).toMatchObject({ level: "over", staked: 62.5 });
  });

  it("does not count a bet placed last week in this week's budget", async () => {
    const member = await makeUserWithToken("USER");
    await setBudget(member, 10);
    const week = budgetWeek(new Date(), DEFAULT_TIME_ZONE);
    // Wednesday noon of last week (Monday to Sunday), its match kicking off three hours later.
    const placedAt = new Date(week.start.getTime() - 5 * 24 * HOUR + 12 * HOUR);
    const previousWeek = budgetWeek(placedAt, DEFAULT_TIME_ZONE);
    expect(previousWeek.end.getTime()).toBe(week.start.getTime());
    const lastWeeks = await match(new Date(placedAt.getTime() + 3 * HOUR));

    const res = await logBet(member, {
      matchId: lastWeeks.id,
      market: "1x2",
      selection: "draw",
      price: 3.4,
      stake: 40,
      placedAt: placedAt.toISOString(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(new Date(String(res.body.data.placedAt)).toISOString()).toBe(placedAt.toISOString());
    expect(res.body.data.budget).toMatchObject({ level: "ok", budget: 10, staked: 0, remaining: 10 });
    expect(await budgetOf(member)).toMatchObject({ level: "ok", staked: 0, week: { firstDay: week.firstDay } });

    // A bet placed this week on top of it counts on its own: 8 of 10 is the warning, not 48 of 10.
    const upcoming = await match(new Date(Date.now() + 24 * HOUR));
    const now = await logBet(member, { matchId: upcoming.id, market: "1x2", selection: "home", price: 2, stake: 8 });
    expect(now.status).toBe(201);
    expect(now.body.data.budget).toMatchObject({ level: "warning", staked: 8 });
  });
});
