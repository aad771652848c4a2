import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/db";
import { listCompletedMatchesForModel } from "@/lib/models/history.queries";
import { matches, oddsSnapshots, predictions, teams, type NewOddsSnapshot } from "@/db/schema";
import { generatePredictions } from "@/lib/generation/generation.service";
import { makeNbaWorld } from "@/tests/helpers/nba-world";

// The live models' history (lib/models/history.queries.ts): finished matches with the closing prices stored as
// odds snapshots, only those captured up to kick-off, and generation using them (market-implied ratings).

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date(Date.UTC(2026, 10, 20, 12));

type SnapshotInput = Omit<NewOddsSnapshot, "matchId" | "provider">;
const price = (
  bookmaker: string,
  market: "h2h" | "spreads" | "totals",
  selection: string,
  value: number,
  capturedAt: Date,
  point: number | null = null,
): SnapshotInput => ({
  bookmaker,
  market,
  selection: selection as NewOddsSnapshot["selection"],
  price: value,
  point,
  capturedAt,
});

async function addOdds(matchId: string, rows: SnapshotInput[]) {
  await db.insert(oddsSnapshots).values(rows.map((row) => ({ ...row, matchId, provider: "test" })));
}

async function footballMatch(externalId: string, kickoffAt: Date) {
  const [home, away] = await db
    .insert(teams)
    .values([
      {
        sportId: "football",
        leagueId: "epl",
        name: `${externalId} Home`,
        provider: "test",
        externalId: `${externalId}-h`,
      },
      {
        sportId: "football",
        leagueId: "epl",
        name: `${externalId} Away`,
        provider: "test",
        externalId: `${externalId}-a`,
      },
    ])
    .returning({ id: teams.id });
  const [match] = await db
    .insert(matches)
    .values({
      sportId: "football",
      leagueId: "epl",
      homeTeamId: home!.id,
      awayTeamId: away!.id,
      kickoffAt,
      status: "COMPLETED",
      homeScore: 2,
      awayScore: 1,
      provider: "test",
      externalId,
    })
    .returning({ id: matches.id });
  return match!.id;
}

describe("listCompletedMatchesForModel: closing prices", () => {
  let closedId = "";
  let inPlayOnlyId = "";
  const kickoff = new Date(now.getTime() - 10 * DAY);

  beforeAll(async () => {
    closedId = await footballMatch("mh-closed", kickoff);
    await addOdds(closedId, [
      // book-a moved from 2.10 to 2.00 before kick-off: its last pre-kick-off triple is the closing one.
      price("book-a", "h2h", "home", 2.1, new Date(kickoff.getTime() - DAY)),
      price("book-a", "h2h", "draw", 3.4, new Date(kickoff.getTime() - DAY)),
      price("book-a", "h2h", "away", 3.6, new Date(kickoff.getTime() - DAY)),
      price("book-a", "h2h", "home", 2.0, new Date(kickoff.getTime() - HOUR)),
      price("book-a", "h2h", "draw", 3.5, new Date(kickoff.getTime() - HOUR)),
      price("book-a", "h2h", "away", 3.8, new Date(kickoff.getTime() - HOUR)),
      // book-b captured exactly at kick-off (as imported history and ESPN stamp closing lines): counts.
      price("book-b", "h2h", "home", 2.2, kickoff),
      price("book-b", "h2h", "draw", 3.3, kickoff),
      price("book-b", "h2h", "away", 3.5, kickoff),
      // In-play prices after kick-off (the home side scored): never closing.
      price("book-a", "h2h", "home", 1.3, new Date(kickoff.getTime() + 30 * 60_000)),
      price("book-a", "h2h", "draw", 5.5, new Date(kickoff.getTime() + 30 * 60_000)),
      price("book-a", "h2h", "away", 11, new Date(kickoff.getTime() + 30 * 60_000)),
      price("book-c", "h2h", "home", 1.25, new Date(kickoff.getTime() + 45 * 60_000)),
      price("book-c", "h2h", "draw", 6, new Date(kickoff.getTime() + 45 * 60_000)),
      price("book-c", "h2h", "away", 13, new Date(kickoff.getTime() + 45 * 60_000)),
    ]);
    inPlayOnlyId = await footballMatch("mh-in-play-only", new Date(kickoff.getTime() + DAY));
    await addOdds(inPlayOnlyId, [
      price("book-a", "h2h", "home", 1.5, new Date(kickoff.getTime() + DAY + HOUR)),
      price("book-a", "h2h", "draw", 4, new Date(kickoff.getTime() + DAY + HOUR)),
      price("book-a", "h2h", "away", 7, new Date(kickoff.getTime() + DAY + HOUR)),
    ]);
  });

  it("a finished match carries the consensus of each bookmaker's last pre-kick-off price", async () => {
    const history = await listCompletedMatchesForModel({ sport: "football", before: now });
    const record = history.find((row) => row.id === closedId)!;
    const consensus = (...prices: number[]) => 1 / (prices.reduce((sum, value) => sum + 1 / value, 0) / prices.length);
    expect(record).toMatchObject({ homeScore: 2, awayScore: 1, league: "epl" });
    expect(record.closingOdds!.home).toBeCloseTo(consensus(2.0, 2.2), 6);
    expect(record.closingOdds!.draw).toBeCloseTo(consensus(3.5, 3.3), 6);
    expect(record.closingOdds!.away).toBeCloseTo(consensus(3.8, 3.5), 6);
    expect(record.closingLines).toBeUndefined();
  });

  it("ignores snapshots captured after kick-off", async () => {
    const history = await listCompletedMatchesForModel({ sport: "football", before: now });
    expect(history.find((row) => row.id === inPlayOnlyId)).toBeDefined();
    expect(history.find((row) => row.id === inPlayOnlyId)!.closingOdds).toBeUndefined();
    // The in-play 1.30 / 1.25 home prices of the first match would pull its consensus far below 2.0.
    expect(history.find((row) => row.id === closedId)!.closingOdds!.home).toBeGreaterThan(2);
  });

  it("two-way sports: the moneyline as closingOdds (no draw), the mean spread and total as closingLines", async () => {
    const teamIds = await makeNbaWorld(now, { prefix: "lines", games: 4 });
    const [game] = await db
      .select({ id: matches.id, kickoffAt: matches.kickoffAt })
      .from(matches)
      .where(and(eq(matches.provider, "test"), eq(matches.externalId, "lines-g-0")));
    const before = new Date(game!.kickoffAt.getTime() - HOUR);
    await addOdds(game!.id, [
      price("book-a", "h2h", "home", 1.5, before),
      price("book-a", "h2h", "away", 2.7, before),
      price("book-a", "spreads", "home", 1.91, before, -6.5),
      price("book-a", "spreads", "away", 1.91, before, 6.5),
      price("book-b", "spreads", "home", 1.91, before, -5.5),
      price("book-b", "spreads", "away", 1.91, before, 5.5),
      price("book-a", "totals", "over", 1.91, before, 221.5),
      price("book-a", "totals", "under", 1.91, before, 221.5),
      price("book-b", "spreads", "home", 1.91, new Date(game!.kickoffAt.getTime() + HOUR), -20.5),
    ]);
    const history = await listCompletedMatchesForModel({ sport: "basketball", before: now });
    const record = history.find((row) => row.id === game!.id)!;
    expect(record.closingOdds).toEqual({ home: 1.5, away: 2.7 });
    expect(record.closingLines).toEqual({ spread: -6, total: 221.5 });
    expect(Object.values(teamIds)).toContain(record.homeTeam);
    // Games without prices have neither.
    expect(history.find((row) => row.id !== game!.id && row.league === "nba")!.closingLines).toBeUndefined();
  });
});

describe("generation with odds history", () => {
  it("uses market-implied ratings when past games carry closing spreads, and Elo alone when they do not", async () => {
    const withOdds = await makeNbaWorld(now, { prefix: "mkt", games: 60 });
    const without = await makeNbaWorld(now, { prefix: "plain", games: 60 });
    const pastGames = await db
      .select({
        id: matches.id,
        kickoffAt: matches.kickoffAt,
        homeScore: matches.homeScore,
        awayScore: matches.awayScore,
      })
      .from(matches)
      .where(and(eq(matches.provider, "test"), inArray(matches.homeTeamId, Object.values(withOdds))));
    // The market's closing spread of every past game (its actual margin rounded to a half point, as a line), two hours
    // before tip-off.
    await db.insert(oddsSnapshots).values(
      pastGames.flatMap((game) => {
        const line = -(Math.round((game.homeScore! - game.awayScore!) * 2) / 2 - 0.5);
        const capturedAt = new Date(game.kickoffAt.getTime() - 2 * HOUR);
        return [
          {
            matchId: game.id,
            provider: "test",
            bookmaker: "book-a",
            market: "spreads" as const,
            selection: "home" as const,
            price: 1.91,
            point: line,
            capturedAt,
          },
          {
            matchId: game.id,
            provider: "test",
            bookmaker: "book-a",
            market: "spreads" as const,
            selection: "away" as const,
            price: 1.91,
            point: -line,
            capturedAt,
          },
        ];
      }),
    );

    const upcoming = await db
      .insert(matches)
      .values(
        [withOdds, without].map((ids, index) => ({
          sportId: "basketball",
          leagueId: "nba",
          homeTeamId: ids.Aces!,
          awayTeamId: ids.Dukes!,
          kickoffAt: new Date(now.getTime() + DAY),
          status: "UPCOMING" as const,
          season: "2026-27",
          provider: "test",
          externalId: `mh-upcoming-${index}`,
        })),
      )
      .returning({ id: matches.id });
    for (const { id } of upcoming) {
      await addOdds(id, [
        price("book-a", "h2h", "home", 1.4, new Date(now.getTime() - HOUR)),
        price("book-a", "h2h", "away", 3.1, new Date(now.getTime() - HOUR)),
      ]);
    }

    const summary = await generatePredictions({ matchIds: upcoming.map((row) => row.id), markets: ["moneyline"], now });
    expect(summary.generated).toBe(2);
    const picks = await db
      .select({ matchId: predictions.matchId, factors: predictions.factors })
      .from(predictions)
      .where(
        inArray(
          predictions.matchId,
          upcoming.map((row) => row.id),
        ),
      );
    const inputKeys = (matchId: string) => {
      const factors = picks.find((pick) => pick.matchId === matchId)!.factors as {
        inputs: { key: string; value: number }[];
      };
      return factors.inputs.map((input) => input.key);
    };
    expect(inputKeys(upcoming[0]!.id)).toContain("market_ratings");
    expect(inputKeys(upcoming[1]!.id)).not.toContain("market_ratings");
  });
});
