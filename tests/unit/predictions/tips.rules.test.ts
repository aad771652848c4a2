import { describe, expect, it } from "vitest";

import { deriveTip, deriveTips, TIP_ANALYSIS, type TodayItem } from "@/lib/predictions/tips.rules";

/** The UTC day the tips are read on; item() kicks off on it. */
const DAY = "2026-06-14";

function item(overrides: Partial<TodayItem> = {}): TodayItem {
  return {
    id: "p1",
    home_team: "Arsenal",
    away_team: "Chelsea",
    market: "1x2",
    pick: "Arsenal",
    confidence: 72.4,
    odds: 150,
    decimal_odds: 2.5,
    bookmaker: null,
    expected_value: 0.0333,
    edge: 3.33,
    is_value: false,
    fair_probability: null,
    fair_basis: null,
    consensus_bookmakers: null,
    model_probability: null,
    sport: "Football",
    league: "epl",
    category: "match-result",
    source: "Manual",
    is_premium: false,
    match_date: "2026-06-14T19:30:00.000Z",
    created_at: "2026-06-14T08:00:00.000Z",
    status: "upcoming",
    ...overrides,
  };
}

describe("deriveTip", () => {
  it("titles the tip '{home} vs {away} - {market}'", () => {
    expect(deriveTip(item(), DAY).title).toBe("Arsenal vs Chelsea - 1x2");
  });

  it("says what the tip is in the description: a pick with its probability and EV, or a forecast (no bet)", () => {
    const tip = deriveTip(item(), DAY);
    expect(tip.description).toBe("Pick: Arsenal at 72% with an EV of +3.3% per unit staked at the best price.");
    expect(deriveTip(item({ is_value: true }), DAY).description).toMatch(/^Value pick: Arsenal at 72%/);
    expect(deriveTip(item({ expected_value: -0.051 }), DAY).description).toBe(
      "Forecast: Arsenal at 72%; the EV at the best price is -5.1%, so it is not a bet.",
    );
    expect(deriveTip(item({ expected_value: null }), DAY).description).toContain("so it is not a bet");
  });

  it("is a forecast, never a value pick, when its EV is not positive", () => {
    expect(deriveTip(item({ is_value: true, expected_value: 0.05 }), DAY).kind).toBe("value");
    expect(deriveTip(item({ is_value: true, expected_value: 0 }), DAY).kind).toBe("forecast");
    expect(deriveTip(item({ expected_value: -0.005 }), DAY).kind).toBe("forecast");
  });

  it("lowercases the sport and tags the model only where it shaped the probability (not 'AI' on every tip)", () => {
    const tip = deriveTip(item(), DAY);
    expect(tip.sport).toBe("football");
    expect(tip.tags).toEqual(["Analyst"]);
    expect(tip.basis).toEqual({ kind: "analyst" });
    const consensus = deriveTip(
      item({
        source: "AI",
        fair_probability: 0.72,
        fair_basis: "market-only",
        consensus_bookmakers: 7,
        model_probability: 0.52,
      }),
      DAY,
    );
    expect(consensus.tags).toEqual([]);
    expect(consensus.basis).toEqual({ kind: "consensus", books: 7 });
    expect(
      deriveTip(
        item({ source: "AI", fair_probability: 0.72, fair_basis: "market+model", consensus_bookmakers: 7 }),
        DAY,
      ).tags,
    ).toEqual(["Model"]);
  });

  it("carries the decimal price and the fair price 1/p, from the fair probability when there is one", () => {
    expect(deriveTip(item(), DAY)).toMatchObject({ decimalOdds: 2.5, fairOdds: expect.closeTo(1 / 0.724, 10) });
    expect(deriveTip(item({ source: "AI", fair_probability: 0.5, fair_basis: "market-only" }), DAY).fairOdds).toBe(2);
  });

  it("sets the fixed fields: analysis, 'active' and lastUpdated", () => {
    const tip = deriveTip(item(), DAY);
    expect(tip).toMatchObject({
      analysis: TIP_ANALYSIS,
      status: "active",
      lastUpdated: "2026-06-14T08:00:00.000Z",
    });
  });

  it(
    "names the bookmakers the odds came from instead of a fixed 'Multiple': demo books say demo, manual picks the " +
      "analyst",
    () => {
      const demo = ["demo-exchange", "demo-sharp", "demo-lines"].map((bookmaker) => ({ provider: "demo", bookmaker }));
      const model = item({ id: "m", source: "AI" });
      expect(deriveTips([model], DAY, new Map([["m", demo]]))[0]!.bookmaker).toBe("Average of 3 demo bookmakers");
      expect(deriveTip(model, DAY, [{ provider: "odds-api", bookmaker: "pinnacle" }]).bookmaker).toBe("Pinnacle");
      expect(deriveTip(item({ source: "Manual" }), DAY, demo).bookmaker).toBe("Set by our analysts");
      expect(deriveTip(model, DAY, demo).bookmaker).not.toBe("Multiple");
    },
  );

  it("names the bookmaker of the price taken when the pick stores one, and never for a manual pick", () => {
    const demo = ["demo-exchange", "demo-sharp"].map((bookmaker) => ({ provider: "demo", bookmaker }));
    expect(deriveTip(item({ source: "AI", bookmaker: "demo-sharp" }), DAY, demo).bookmaker).toBe(
      "Best price: Demo Sharp",
    );
    expect(deriveTip(item({ source: "Manual", bookmaker: "demo-sharp" }), DAY, demo).bookmaker).toBe(
      "Set by our analysts",
    );
  });

  it("keeps the pick's numbers, league, category and premium flag for the card and the filters", () => {
    expect(deriveTip(item({ is_premium: true }), DAY)).toMatchObject({
      id: "p1",
      pick: "Arsenal",
      confidence: 72.4,
      odds: 150,
      edge: 3.33,
      expectedValue: 0.0333,
      league: "epl",
      category: "match-result",
      isPremium: true,
      matchDate: "2026-06-14T19:30:00.000Z",
    });
  });

  it("labels the kick-off's UTC day against the day the tips are read: Today, Tomorrow, else none", () => {
    expect(deriveTip(item(), DAY).timeframe).toBe("Today");
    expect(deriveTip(item({ match_date: "2026-06-15T00:30:00.000Z" }), DAY).timeframe).toBe("Tomorrow");
    expect(deriveTip(item({ match_date: "2026-06-14T23:59:00.000Z" }), DAY).timeframe).toBe("Today");
    expect(deriveTip(item({ match_date: "2026-06-16T12:00:00.000Z" }), DAY).timeframe).toBeNull();
    // A locked tip is labelled the same way.
    const full = item({ match_date: "2026-06-15T18:00:00.000Z" });
    const kept = {
      id: full.id,
      home_team: full.home_team,
      away_team: full.away_team,
      market: full.market,
      sport: full.sport,
      league: full.league,
      category: full.category,
      source: full.source,
      is_premium: true,
      match_date: full.match_date,
      created_at: full.created_at,
      status: full.status,
    };
    expect(deriveTips([{ ...kept, withheld: true as const, reason: "premium" as const }], DAY)[0]?.timeframe).toBe(
      "Tomorrow",
    );
  });

  it("derives one tip per prediction, in order", () => {
    expect(deriveTips([item({ id: "a" }), item({ id: "b" })], DAY).map((tip) => tip.id)).toEqual(["a", "b"]);
  });
});

describe("locked tips (entitlements)", () => {
  it("keep the match, market and kick-off but never the pick, confidence, odds, edge or EV", () => {
    const full = item({ id: "p9", is_premium: true });
    const withheld = {
      id: full.id,
      home_team: full.home_team,
      away_team: full.away_team,
      market: full.market,
      sport: full.sport,
      league: full.league,
      category: full.category,
      source: full.source,
      is_premium: true,
      match_date: full.match_date,
      created_at: full.created_at,
      status: full.status,
      withheld: true as const,
      reason: "premium" as const,
    };
    const [tip] = deriveTips([withheld], DAY);
    expect(tip).toMatchObject({
      id: "p9",
      locked: true,
      title: "Arsenal vs Chelsea - 1x2",
      pick: null,
      confidence: null,
      odds: null,
      decimalOdds: null,
      fairOdds: null,
      edge: null,
      expectedValue: null,
      kind: null,
      basis: null,
      isPremium: true,
    });
    expect(JSON.stringify(tip)).not.toContain("72.4");
    expect(deriveTips([full], DAY)[0]).toMatchObject({ locked: false, pick: "Arsenal", odds: 150 });
  });
});
