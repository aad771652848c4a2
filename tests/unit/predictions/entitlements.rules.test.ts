import { describe, expect, it } from "vitest";

import {
  allowanceIds,
  daysNeedingAllowance,
  entitlementFor,
  FULL_ACCESS,
  shapePredictions,
  type Entitlement,
  type ViewerRecord,
} from "@/lib/predictions/entitlements.rules";

// The shaping rules over one UTC day's list, for every tier and role.

const NOW = new Date("2030-06-10T08:00:00Z");
const at = (hour: number, day = 10) => new Date(Date.UTC(2030, 5, day, hour)).toISOString();

/** A day of camelCase DTOs: p1..p8 non-premium at 10:00..17:00, two premium picks, one settled. */
function day() {
  const base = {
    sport: "football",
    league: "epl",
    homeTeam: "Home",
    awayTeam: "Away",
    market: "1x2",
    source: "MODEL",
    isPublished: true,
  };
  const full = {
    pick: "Home",
    selection: "home",
    line: null,
    odds: -120,
    decimalOdds: 1.83,
    confidence: 64,
    edge: 3.1,
    expectedValue: 0.04,
    modelProbability: 0.6,
    marketProbability: 0.55,
    factors: { x: 1 },
    analysis: "why",
    contentHash: "abc",
    lockedAt: at(6),
  };
  const items = Array.from({ length: 8 }, (_, i) => ({
    ...base,
    ...full,
    id: `p${i + 1}`,
    matchDate: at(10 + i),
    status: "PENDING",
    isPremium: false,
  }));
  items.push({ ...base, ...full, id: "prem-early", matchDate: at(9), status: "PENDING", isPremium: true });
  items.push({ ...base, ...full, id: "prem-settled", matchDate: at(7), status: "WIN", isPremium: true });
  return items;
}

const member = (
  tier: string,
  status = "ACTIVE",
  role: ViewerRecord["role"] = "USER",
  endsAt: Date | null = new Date("2030-07-01T00:00:00Z"),
): ViewerRecord => ({
  role,
  subscriptionTier: tier,
  subscriptionStatus: status,
  subscriptionEndsAt: endsAt,
});

const PLANS = {
  BASIC: { dailyPredictionLimit: 5, includesPremiumPicks: false },
  PREMIUM: { dailyPredictionLimit: null, includesPremiumPicks: true },
  ENTERPRISE: { dailyPredictionLimit: null, includesPremiumPicks: true },
};

function shapeDay(entitlement: Entitlement) {
  const items = day();
  const allowance = allowanceIds(items, entitlement.dailyLimit ?? 0);
  return Object.fromEntries(shapePredictions(items, entitlement, allowance).map((item) => [item.id, item]));
}

const WITHHELD_KEYS = [
  "pick",
  "selection",
  "line",
  "odds",
  "decimalOdds",
  "confidence",
  "edge",
  "expectedValue",
  "modelProbability",
  "marketProbability",
  "factors",
  "analysis",
  "contentHash",
];

describe("entitlementFor", () => {
  it("gives visitors and FREE members the free allowance without premium picks", () => {
    expect(entitlementFor(null, null, 5, NOW)).toEqual({ dailyLimit: 5, premiumPicks: false });
    expect(entitlementFor(member("FREE", "INACTIVE"), null, 5, NOW)).toEqual({ dailyLimit: 5, premiumPicks: false });
    expect(entitlementFor(member("FREE", "INACTIVE"), null, 3, NOW)).toEqual({ dailyLimit: 3, premiumPicks: false });
  });

  it("gives BASIC its plan's 5 a day, never fewer than the free allowance", () => {
    expect(entitlementFor(member("BASIC"), PLANS.BASIC, 5, NOW)).toEqual({ dailyLimit: 5, premiumPicks: false });
    expect(entitlementFor(member("BASIC"), PLANS.BASIC, 8, NOW)).toEqual({ dailyLimit: 8, premiumPicks: false });
  });

  it("gives PREMIUM and above everything, premium picks included", () => {
    expect(entitlementFor(member("PREMIUM"), PLANS.PREMIUM, 5, NOW)).toEqual(FULL_ACCESS);
    expect(entitlementFor(member("ENTERPRISE"), PLANS.ENTERPRISE, 5, NOW)).toEqual(FULL_ACCESS);
    // A missing plan row falls back to the tier's rule.
    expect(entitlementFor(member("VIP"), null, 5, NOW)).toEqual(FULL_ACCESS);
  });

  it("treats a paid tier without an ACTIVE, unexpired subscription as free", () => {
    for (const status of ["EXPIRED", "CANCELLED", "PENDING", "INACTIVE"]) {
      expect(entitlementFor(member("PREMIUM", status), PLANS.PREMIUM, 5, NOW)).toEqual({
        dailyLimit: 5,
        premiumPicks: false,
      });
    }
    expect(
      entitlementFor(member("PREMIUM", "ACTIVE", "USER", new Date("2030-06-01T00:00:00Z")), PLANS.PREMIUM, 5, NOW),
    ).toEqual({ dailyLimit: 5, premiumPicks: false });
  });

  it("gives admins everything whatever their subscription", () => {
    expect(entitlementFor(member("FREE", "INACTIVE", "ADMIN"), null, 5, NOW)).toEqual(FULL_ACCESS);
    expect(entitlementFor(member("FREE", "INACTIVE", "SUPER_ADMIN"), null, 0, NOW)).toEqual(FULL_ACCESS);
  });
});

describe("allowanceIds", () => {
  it("is the N soonest non-premium picks of the day, ties broken by id, whatever the input order", () => {
    const picks = [
      { id: "b", matchDate: at(12), isPremium: false },
      { id: "a", matchDate: at(12), isPremium: false },
      { id: "prem", matchDate: at(8), isPremium: true },
      { id: "c", matchDate: at(9), isPremium: false },
      { id: "d", matchDate: at(20), isPremium: false },
    ];
    expect([...allowanceIds(picks, 3)]).toEqual(["c", "a", "b"]);
    expect([...allowanceIds([...picks].reverse(), 3)]).toEqual(["c", "a", "b"]);
    expect(allowanceIds(picks, 0).size).toBe(0);
  });
});

describe("shapePredictions over a day", () => {
  it("shows a visitor the 5 soonest non-premium pending picks and withholds the rest", () => {
    const shaped = shapeDay({ dailyLimit: 5, premiumPicks: false });
    for (const id of ["p1", "p2", "p3", "p4", "p5"])
      expect(shaped[id]).toMatchObject({ withheld: false, pick: "Home", odds: -120 });
    for (const id of ["p6", "p7", "p8"]) expect(shaped[id]).toMatchObject({ withheld: true, reason: "daily_limit" });
    expect(shaped["prem-early"]).toMatchObject({ withheld: true, reason: "premium" });
  });

  it("removes every withheld field and keeps the match, market, kick-off and status", () => {
    const withheld = shapeDay({ dailyLimit: 5, premiumPicks: false })["p8"]!;
    for (const key of WITHHELD_KEYS) expect(withheld).not.toHaveProperty(key);
    expect(Object.keys(withheld).sort()).toEqual(
      [
        "id",
        "sport",
        "league",
        "homeTeam",
        "awayTeam",
        "matchDate",
        "market",
        "status",
        "isPremium",
        "isPublished",
        "source",
        "lockedAt",
        "withheld",
        "reason",
      ].sort(),
    );
  });

  it("shows settled picks in full, premium ones included", () => {
    expect(shapeDay({ dailyLimit: 0, premiumPicks: false })["prem-settled"]).toMatchObject({
      withheld: false,
      pick: "Home",
      status: "WIN",
    });
  });

  it("withholds every pending pick when the free allowance is 0", () => {
    const shaped = shapeDay({ dailyLimit: 0, premiumPicks: false });
    expect(Object.values(shaped).filter((item) => item.withheld)).toHaveLength(9);
  });

  it("shows PREMIUM members and admins everything", () => {
    const shaped = shapeDay(FULL_ACCESS);
    expect(Object.values(shaped).every((item) => !item.withheld && "pick" in item)).toBe(true);
  });

  it("does not count premium picks against a plan that includes them but has a daily limit", () => {
    const shaped = shapeDay({ dailyLimit: 2, premiumPicks: true });
    expect(shaped["prem-early"]).toMatchObject({ withheld: false });
    expect(shaped["p2"]).toMatchObject({ withheld: false });
    expect(shaped["p3"]).toMatchObject({ withheld: true, reason: "daily_limit" });
  });

  it("reads the today call's snake_case items and its 'upcoming' status", () => {
    const items = [
      {
        id: "t1",
        status: "upcoming",
        match_date: at(10),
        is_premium: false,
        pick: "Home",
        odds: 110,
        edge: 2,
        confidence: 60,
        expected_value: 0.1,
        home_team: "H",
        away_team: "A",
      },
      {
        id: "t2",
        status: "upcoming",
        match_date: at(11),
        is_premium: true,
        pick: "Away",
        odds: 150,
        edge: 5,
        confidence: 70,
        expected_value: 0.2,
        home_team: "H",
        away_team: "A",
      },
      {
        id: "t3",
        status: "win",
        match_date: at(7),
        is_premium: true,
        pick: "Away",
        odds: 150,
        edge: 5,
        confidence: 70,
        expected_value: 0.2,
        home_team: "H",
        away_team: "A",
      },
    ];
    const shaped = shapePredictions(items, { dailyLimit: 5, premiumPicks: false }, new Set(["t1"]));
    expect(shaped[0]).toMatchObject({ withheld: false, pick: "Home" });
    expect(shaped[1]).toEqual({
      id: "t2",
      status: "upcoming",
      match_date: at(11),
      is_premium: true,
      home_team: "H",
      away_team: "A",
      withheld: true,
      reason: "premium",
    });
    expect(shaped[2]).toMatchObject({ withheld: false, pick: "Away" });
  });
});

describe("daysNeedingAllowance", () => {
  it("lists the UTC days of pending non-premium picks only, and none for unlimited viewers", () => {
    const items = [...day(), { ...day()[0]!, id: "next-day", matchDate: at(23, 11) }];
    expect(daysNeedingAllowance(items, { dailyLimit: 5, premiumPicks: false })).toEqual(["2030-06-10", "2030-06-11"]);
    expect(daysNeedingAllowance(items, FULL_ACCESS)).toEqual([]);
  });
});
