import { describe, expect, it } from "vitest";

import { formatSelection } from "@/app/user/bets/_components/bet-format";

const teams = { homeTeam: "Arsenal", awayTeam: "Chelsea" };

describe("formatSelection", () => {
  it.each([
    [{ market: "1x2", selection: "home", line: null }, "Arsenal (1X2)"],
    [{ market: "1x2", selection: "draw", line: null }, "Draw (1X2)"],
    // Stored from the home side: home +0.25 is away −0.25.
    [{ market: "asian_handicap", selection: "away", line: 0.25 }, "Chelsea -0.25 (Asian Handicap)"],
    [{ market: "spread", selection: "away", line: -3.5 }, "Chelsea +3.5 (Spread)"],
    [{ market: "asian_handicap", selection: "home", line: -0.75 }, "Arsenal -0.75 (Asian Handicap)"],
    [{ market: "over_under", selection: "over", line: 2.5 }, "Over 2.5 (Over/Under)"],
    [{ market: "btts", selection: "no", line: null }, "No (Both Teams Score)"],
  ])("writes %j as %s", (bet, text) => {
    expect(formatSelection({ ...teams, ...bet })).toBe(text);
  });
});
