// The odds screen read from the database: each bookmaker's latest price before kick-off (in-play prices and other
// markets left out), the best, the consensus, and the movement's first, lock and close points; a withheld premium
// pick has no screen for a visitor and has one for a member whose plan includes it; the rendered screen is an
// accessible table and an SVG with a text description.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { OddsScreen } from "@/app/(site)/predictions/[predictionId]/_components/odds-screen";
import { db } from "@/db";
import { matches, oddsSnapshots, teams } from "@/db/schema";
import { removeMargin } from "@/lib/engine/odds";
import { shapePredictionDetail } from "@/lib/predictions/entitlements.service";
import { getPublicPredictionDetail } from "@/lib/predictions/pages.service";
import { makePrediction } from "@/tests/helpers/factories";

const HOUR = 60 * 60 * 1000;
// Kick-off in 30 hours; prices from 48 hours before it.
const KICKOFF = new Date(Math.floor(Date.now() / HOUR) * HOUR + 30 * HOUR);
const before = (hours: number) => new Date(KICKOFF.getTime() - hours * HOUR);

let counter = 0;
async function matchWithPrices() {
  counter += 1;
  const [home, away] = await db
    .insert(teams)
    .values([
      { sportId: "football", leagueId: "epl", name: `Screen Home ${counter}` },
      { sportId: "football", leagueId: "epl", name: `Screen Away ${counter}` },
    ])
    .returning({ id: teams.id });
  const [match] = await db
    .insert(matches)
    .values({
      sportId: "football",
      leagueId: "epl",
      homeTeamId: home!.id,
      awayTeamId: away!.id,
      kickoffAt: KICKOFF,
      status: "UPCOMING",
      provider: "test",
      externalId: crypto.randomUUID(),
    })
    .returning();
  const row = (bookmaker: string, selection: "home" | "draw" | "away", price: number, capturedAt: Date) => ({
    matchId: match!.id,
    provider: "odds-api",
    bookmaker,
    market: "h2h" as const,
    selection,
    price,
    capturedAt,
  });
  await db.insert(oddsSnapshots).values([
    // First snapshot: alpha alone, 48 h out.
    row("alpha", "home", 2.0, before(48)),
    row("alpha", "draw", 3.5, before(48)),
    row("alpha", "away", 4.0, before(48)),
    // beta 24 h out (before the lock 12 h out).
    row("beta", "home", 1.9, before(24)),
    row("beta", "draw", 3.6, before(24)),
    row("beta", "away", 4.2, before(24)),
    // alpha's home price moves 1 h out: the close.
    row("alpha", "home", 2.1, before(1)),
    // In play: never read.
    row("alpha", "home", 6.0, new Date(KICKOFF.getTime() + HOUR)),
    // Another market: not on this pick's screen.
    { ...row("alpha", "home", 1.8, before(2)), market: "totals" as const, selection: "over" as const, point: 2.5 },
  ]);
  return match!;
}

describe("the odds screen of a pick", () => {
  it("reads each book's latest pre-kick-off price, the best, the consensus and first, lock and close", async () => {
    const match = await matchWithPrices();
    const pick = await makePrediction({
      matchId: match.id,
      matchDate: KICKOFF,
      lockedAt: before(12),
      fairProbability: 0.49,
      fairBasis: "market-only",
      consensusBookmakers: 2,
    });
    const detail = await getPublicPredictionDetail(pick.id);
    const screen = detail!.oddsScreen!;
    expect(screen.selections).toEqual(["home", "draw", "away"]);
    expect(screen.books.map((book) => [book.key, book.prices])).toEqual([
      ["odds-api:alpha", [2.1, 3.5, 4.0]],
      ["odds-api:beta", [1.9, 3.6, 4.2]],
    ]);
    expect(screen.books[0]!.capturedAt[0]).toBe(before(1).toISOString());
    expect(screen.best.map((best) => best?.price)).toEqual([2.1, 3.6, 4.2]);
    // No model: the power method, as the pick's fair forecast and its close use.
    expect(screen.consensus?.method).toBe("power");
    expect(screen.consensus?.books).toBe(2);
    const close = (removeMargin([2.1, 3.5, 4.0], "power")[0]! + removeMargin([1.9, 3.6, 4.2], "power")[0]!) / 2;
    expect(screen.consensus!.probabilities[0]).toBeCloseTo(close, 9);

    const movement = screen.movement!;
    expect(movement.first.at).toBe(before(48).toISOString());
    expect(movement.first.probability).toBeCloseTo(removeMargin([2.0, 3.5, 4.0], "power")[0]!, 9);
    expect(movement.lock?.at).toBe(before(24).toISOString());
    expect(movement.last.at).toBe(before(1).toISOString());
    expect(movement.last.probability).toBeCloseTo(close, 9);
    expect(screen.isDemo).toBe(false);
  });

  it("says so when no price was captured", async () => {
    const [home, away] = await db
      .insert(teams)
      .values([
        { sportId: "football", leagueId: "epl", name: "Screen Empty Home" },
        { sportId: "football", leagueId: "epl", name: "Screen Empty Away" },
      ])
      .returning({ id: teams.id });
    const [match] = await db
      .insert(matches)
      .values({
        sportId: "football",
        leagueId: "epl",
        homeTeamId: home!.id,
        awayTeamId: away!.id,
        kickoffAt: KICKOFF,
        status: "UPCOMING",
        provider: "test",
        externalId: crypto.randomUUID(),
      })
      .returning();
    const pick = await makePrediction({ matchId: match!.id, matchDate: KICKOFF, lockedAt: before(12) });
    const screen = (await getPublicPredictionDetail(pick.id))!.oddsScreen;
    expect(screen?.books).toEqual([]);
    const html = renderToStaticMarkup(createElement(OddsScreen, { screen, outcomes: [], closed: false }));
    expect(html).toContain("No bookmaker prices were captured for this market");
  });

  it("is withheld with a locked premium pick, and shown to a member whose plan includes it", async () => {
    const match = await matchWithPrices();
    const pick = await makePrediction({
      matchId: match.id,
      matchDate: KICKOFF,
      lockedAt: before(12),
      isPremium: true,
      isValue: true,
    });
    const detail = (await getPublicPredictionDetail(pick.id))!;
    const visitor = await shapePredictionDetail(detail, null);
    expect(visitor.prediction.withheld).toBe(true);
    expect(visitor.oddsScreen).toBeNull();
    const free = await shapePredictionDetail(detail, {
      role: "USER",
      subscriptionTier: "FREE",
      subscriptionStatus: "ACTIVE",
      subscriptionEndsAt: null,
    });
    expect(free.oddsScreen).toBeNull();
    const premium = await shapePredictionDetail(detail, {
      role: "USER",
      subscriptionTier: "PREMIUM",
      subscriptionStatus: "ACTIVE",
      subscriptionEndsAt: null,
    });
    expect(premium.prediction.withheld).toBe(false);
    expect(premium.oddsScreen?.books).toHaveLength(2);
  });

  it("renders an accessible table with the best marked in words, and the movement as a described SVG", async () => {
    const match = await matchWithPrices();
    const pick = await makePrediction({ matchId: match.id, matchDate: KICKOFF, lockedAt: before(12) });
    const screen = (await getPublicPredictionDetail(pick.id))!.oddsScreen;
    const html = renderToStaticMarkup(
      createElement(OddsScreen, { screen, outcomes: ["Home FC", "Draw", "Away FC"], closed: false }),
    );
    expect(html).toContain("<caption");
    expect(html).toContain('scope="col"');
    expect(html).toContain('scope="row"');
    expect(html.match(/data-best="true"/g)).toHaveLength(3);
    expect(html.match(/>Best</g)).toHaveLength(3);
    expect(html).toContain("Market consensus (no-vig, 2 books)");
    expect(html).toContain('role="img"');
    expect(html).toMatch(/aria-label="Fair price of Home FC \(no-vig consensus, decimal odds, 3 snapshots\)/);
    expect(html).toContain("at the latest snapshot");
  });
});
