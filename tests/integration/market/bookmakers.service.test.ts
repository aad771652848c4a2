import { describe, expect, it } from "vitest";

import { db } from "@/db";
import { matches, oddsSnapshots, teams } from "@/db/schema";
import { listRecentBookmakers } from "@/lib/market/bookmakers.service";

// The bookmakers an alert rule can name: those whose prices were captured in the last 30 days, once each,
// lower-cased, in order; older prices do not count.

describe("listRecentBookmakers", () => {
  it("lists the bookmakers of recent prices once each, lower-cased and in order", async () => {
    const now = new Date();
    const [home, away] = await db
      .insert(teams)
      .values(
        ["Home FC", "Away FC"].map((name) => ({
          sportId: "football",
          leagueId: "epl",
          name,
          provider: "test",
          externalId: `bm-${name}`,
        })),
      )
      .returning({ id: teams.id });
    const [match] = await db
      .insert(matches)
      .values({
        sportId: "football",
        leagueId: "epl",
        homeTeamId: home!.id,
        awayTeamId: away!.id,
        kickoffAt: new Date(now.getTime() + 86_400_000),
        provider: "test",
        externalId: "bm-match",
      })
      .returning({ id: matches.id });
    const snapshot = (bookmaker: string, capturedAt: Date, selection: "home" | "away") => ({
      matchId: match!.id,
      provider: "odds-api",
      bookmaker,
      market: "h2h" as const,
      selection,
      price: 2.1,
      capturedAt,
    });
    await db
      .insert(oddsSnapshots)
      .values([
        snapshot("pinnacle", now, "home"),
        snapshot("pinnacle", now, "away"),
        snapshot("Bet365", new Date(now.getTime() - 86_400_000), "home"),
        snapshot("old-book", new Date(now.getTime() - 40 * 86_400_000), "home"),
      ]);
    const recent = await listRecentBookmakers(now);
    expect(recent).toEqual(expect.arrayContaining(["bet365", "pinnacle"]));
    expect(recent).not.toContain("old-book");
    expect(recent).toEqual([...recent].sort());
    expect(new Set(recent).size).toBe(recent.length);
  });
});
