// A member's bet keeps the no-vig close of its outcome when it settles, made as the track record makes the picks':
// a bet from a pick takes the pick's recorded close, a bet by hand de-vigs the bookmakers' last prices before
// kick-off at its line. The pipeline's settle stage settles members' bets with their match.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { db } from "@/db";
import { matches, memberBets, oddsSnapshots, teams } from "@/db/schema";
import { settleMemberBets } from "@/lib/bets/bet-settlement.service";
import type { JobContext } from "@/lib/jobs/jobs.input";
import { settleStage } from "@/lib/pipeline/stages.service";
import { booksAtLine, consensusOf, type PriceQuote } from "@/lib/predictions/picks.rules";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";

const HOUR = 3_600_000;

async function finishedMatch(score: [number, number]) {
  const tag = crypto.randomUUID().slice(0, 8);
  const [home, away] = await db
    .insert(teams)
    .values([
      { sportId: "football", leagueId: "epl", name: `Close Home ${tag}` },
      { sportId: "football", leagueId: "epl", name: `Close Away ${tag}` },
    ])
    .returning({ id: teams.id });
  const [row] = await db
    .insert(matches)
    .values({
      sportId: "football",
      leagueId: "epl",
      homeTeamId: home!.id,
      awayTeamId: away!.id,
      kickoffAt: new Date(Date.now() - 3 * HOUR),
      status: "COMPLETED",
      homeScore: score[0],
      awayScore: score[1],
      provider: "test",
      externalId: crypto.randomUUID(),
    })
    .returning();
  return row!;
}

const ctx = (): JobContext => ({
  runId: "test",
  runner: "local",
  trigger: "manual",
  attempt: 1,
  log: () => undefined,
  addCounts: () => undefined,
  recordProviderCall: () => undefined,
  step: (_name, fn) => fn(),
  signal: new AbortController().signal,
});

const read = async (id: string) => (await db.select().from(memberBets).where(eq(memberBets.id, id)))[0]!;

describe("closing probabilities of members' bets", () => {
  it("a bet by hand de-vigs the last prices before kick-off; a bet from a pick takes the pick's close", async () => {
    const { user } = await makeUserWithToken("USER");
    const match = await finishedMatch([2, 1]);
    const before = new Date(match.kickoffAt.getTime() - HOUR);
    const prices = [
      ["book-a", 2.0, 3.5, 4.0],
      ["book-b", 2.1, 3.3, 3.8],
    ] as const;
    const snapshots: (typeof oddsSnapshots.$inferInsert & { price: number; capturedAt: Date })[] = prices.flatMap(
      ([bookmaker, home, draw, away]) =>
        (
          [
            ["home", home],
            ["draw", draw],
            ["away", away],
          ] as const
        ).map(([selection, price]) => ({
          matchId: match.id,
          provider: "test",
          bookmaker,
          market: "h2h" as const,
          selection,
          price,
          capturedAt: before,
        })),
    );
    // A price after kick-off is not part of the close.
    snapshots.push({ ...snapshots[0]!, price: 9, capturedAt: new Date(match.kickoffAt.getTime() + HOUR) });
    await db.insert(oddsSnapshots).values(snapshots);

    const pick = await makePrediction({
      matchId: match.id,
      matchDate: match.kickoffAt,
      market: "1x2",
      selection: "away",
      decimalOdds: 4.2,
      closingProbability: 0.2468,
    });
    const base = { userId: user.id, matchId: match.id, stake: 10, placedAt: before };
    const [byHand, fromPick] = await db
      .insert(memberBets)
      .values([
        { ...base, market: "1x2", selection: "home", price: 2.2 },
        { ...base, market: "1x2", selection: "away", price: 4.1, predictionId: pick.id, publishedPrice: 4.2 },
      ])
      .returning({ id: memberBets.id });

    await settleMemberBets({ matchIds: [match.id] });

    const quotes: PriceQuote[] = snapshots.slice(0, 6).map((row) => ({
      bookmaker: row.bookmaker,
      provider: row.provider,
      market: "h2h",
      selection: row.selection as PriceQuote["selection"],
      price: row.price,
      point: null,
      capturedAt: row.capturedAt,
    }));
    const selections = ["home", "draw", "away"] as const;
    const books = booksAtLine(quotes, "h2h", selections, null, match.kickoffAt);
    const expected = consensusOf(books, selections, "home", "power")!;
    const hand = await read(byHand!.id);
    expect(hand).toMatchObject({ status: "WIN", stakeResult: 1 });
    expect(hand.closingProbability).toBeCloseTo(expected, 5);
    // De-vigged: below the best raw implied probability of 1 / 2.1.
    expect(hand.closingProbability!).toBeLessThan(1 / 2.0);
    const picked = await read(fromPick!.id);
    expect(picked).toMatchObject({ status: "LOSS", stakeResult: -1, closingProbability: 0.2468 });
  });

  it("the pipeline's settle stage settles members' bets with their match, once", async () => {
    const { user } = await makeUserWithToken("USER");
    const match = await finishedMatch([0, 0]);
    const [bet] = await db
      .insert(memberBets)
      .values({
        userId: user.id,
        matchId: match.id,
        market: "asian_handicap",
        selection: "home",
        line: 0.25,
        price: 1.9,
        stake: 20,
        placedAt: new Date(match.kickoffAt.getTime() - HOUR),
      })
      .returning({ id: memberBets.id });
    await settleStage({ matchIds: [match.id] }, ctx());
    const settled = await read(bet!.id);
    expect(settled).toMatchObject({ status: "WIN", stakeResult: 0.5, closingProbability: null });
    expect(settled.settledAt).toBeInstanceOf(Date);
    await settleStage({ matchIds: [match.id] }, ctx());
    expect((await read(bet!.id)).settledAt).toEqual(settled.settledAt);
  });
});
