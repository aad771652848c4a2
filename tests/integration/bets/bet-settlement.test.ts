// Members' bets settle with their match by the picks' own rule: full results, quarter-line halves in the stake
// result, a postponed match voids, an unfinished one waits, and a second run changes nothing.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { db } from "@/db";
import { matches, memberBets, teams } from "@/db/schema";
import { settleMemberBets } from "@/lib/bets/bet-settlement.service";
import { makeUserWithToken } from "@/tests/helpers/factories";

let counter = 0;

async function match(status: "COMPLETED" | "POSTPONED" | "UPCOMING", score: [number, number] | null) {
  counter += 1;
  const [home, away] = await db
    .insert(teams)
    .values([
      { sportId: "football", leagueId: "epl", name: `Bets Home ${counter}` },
      { sportId: "football", leagueId: "epl", name: `Bets Away ${counter}` },
    ])
    .returning({ id: teams.id });
  const [row] = await db
    .insert(matches)
    .values({
      sportId: "football",
      leagueId: "epl",
      homeTeamId: home!.id,
      awayTeamId: away!.id,
      kickoffAt: new Date(Date.now() - 3 * 60 * 60 * 1000),
      status,
      homeScore: score?.[0] ?? null,
      awayScore: score?.[1] ?? null,
      provider: "test",
      externalId: crypto.randomUUID(),
    })
    .returning();
  return row!;
}

describe("settleMemberBets", () => {
  it("settles every market by the picks' rule, halves included, once", async () => {
    const { user } = await makeUserWithToken("USER");
    const finished = await match("COMPLETED", [2, 1]);
    const postponed = await match("POSTPONED", null);
    const upcoming = await match("UPCOMING", null);
    const base = { userId: user.id, price: 2, stake: 10, placedAt: new Date() };
    const cases = [
      { matchId: finished.id, market: "1x2", selection: "home", line: null, expect: ["WIN", 1] },
      { matchId: finished.id, market: "1x2", selection: "draw", line: null, expect: ["LOSS", -1] },
      { matchId: finished.id, market: "asian_handicap", selection: "home", line: -0.75, expect: ["WIN", 0.5] },
      { matchId: finished.id, market: "over_under", selection: "over", line: 3.25, expect: ["LOSS", -0.5] },
      { matchId: finished.id, market: "over_under", selection: "over", line: 3, expect: ["VOID", 0] },
      { matchId: postponed.id, market: "1x2", selection: "home", line: null, expect: ["VOID", 0] },
      { matchId: upcoming.id, market: "1x2", selection: "home", line: null, expect: ["PENDING", null] },
    ] as const;
    const ids: string[] = [];
    for (const bet of cases) {
      const [row] = await db
        .insert(memberBets)
        .values({ ...base, matchId: bet.matchId, market: bet.market, selection: bet.selection, line: bet.line })
        .returning({ id: memberBets.id });
      ids.push(row!.id);
    }

    const first = await settleMemberBets();
    expect(first.settled).toBeGreaterThanOrEqual(6);
    const settled = await Promise.all(
      ids.map(async (id) => (await db.select().from(memberBets).where(eq(memberBets.id, id)))[0]!),
    );
    expect(settled.map((row) => [row.status, row.stakeResult])).toEqual(cases.map((bet) => [...bet.expect]));

    expect((await settleMemberBets()).settled).toBe(0);
  });
});
