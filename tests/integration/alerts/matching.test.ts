import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { db } from "@/db";
import { alertRules, notifications, plans, users, type NewPrediction } from "@/db/schema";
import { databaseKnowsTimeZone, matchingRules } from "@/lib/alerts/alerts.queries";
import { inQuietHours, minuteOfClock, ruleMatches, type AlertCriteria } from "@/lib/alerts/alerts.rules";
import { matchPick, notifyInApp } from "@/lib/alerts/alerts.service";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";

// The set query (one statement over rules × a published pick) against the pure rules it restates: the same
// fields, the same inclusive bounds, premium gating by the member's plan, the bookmaker filter and quiet hours.

const HOUR = 60 * 60 * 1000;
type RuleValues = Partial<typeof alertRules.$inferInsert>;

/** A value pick an hour before kick-off with every figure a rule can ask about. */
const valuePick = (overrides: Partial<NewPrediction> = {}) =>
  makePrediction({
    sportId: "football",
    leagueId: "epl",
    market: "1x2",
    decimalOdds: 2.1,
    expectedValue: 0.05,
    fairProbability: 0.5,
    bookmaker: "Pinnacle",
    isValue: true,
    matchDate: new Date(Date.now() + 3 * HOUR),
    ...overrides,
  });

async function memberWithRule(rule: RuleValues = {}, account: Partial<typeof users.$inferInsert> = {}) {
  const { user } = await makeUserWithToken("USER");
  if (Object.keys(account).length > 0) await db.update(users).set(account).where(eq(users.id, user.id));
  const [row] = await db
    .insert(alertRules)
    .values({ userId: user.id, name: "rule", ...rule })
    .returning();
  return { userId: user.id, rule: row! };
}

/** Which of these members' rules the query matches for the pick. */
async function matchedIds(predictionId: string, ruleIds: readonly string[], now = new Date()) {
  const rows = await matchingRules(predictionId, now);
  return rows.filter((row) => ruleIds.includes(row.ruleId)).map((row) => row.ruleId);
}

const criteriaOf = (rule: typeof alertRules.$inferSelect): AlertCriteria => ({
  sports: rule.sports,
  leagues: rule.leagues,
  markets: rule.markets,
  minEv: rule.minEv,
  minFairProbability: rule.minFairProbability,
  maxFairProbability: rule.maxFairProbability,
  maxOdds: rule.maxOdds,
  bookmakers: rule.bookmakers,
});

describe("matchingRules: every field, as alerts.rules.ts reads it", () => {
  const cases: [string, RuleValues][] = [
    ["an empty rule", {}],
    ["its sport", { sports: ["football", "basketball"] }],
    ["another sport", { sports: ["basketball"] }],
    ["its league", { leagues: ["epl"] }],
    ["another league", { leagues: ["laliga"] }],
    ["its market", { markets: ["1x2"] }],
    ["another market", { markets: ["btts"] }],
    ["EV exactly at the minimum", { minEv: 0.05 }],
    ["EV just below the minimum", { minEv: 0.0501 }],
    ["fair probability exactly at the minimum", { minFairProbability: 0.5 }],
    ["fair probability just below the minimum", { minFairProbability: 0.500001 }],
    ["fair probability exactly at the maximum", { maxFairProbability: 0.5 }],
    ["fair probability just above the maximum", { maxFairProbability: 0.499999 }],
    ["odds exactly at the maximum", { maxOdds: 2.1 }],
    ["odds just above the maximum", { maxOdds: 2.0999 }],
    ["its bookmaker", { bookmakers: ["pinnacle", "bet365"] }],
    ["only other bookmakers", { bookmakers: ["bet365"] }],
    [
      "every field at once",
      { sports: ["football"], leagues: ["epl"], minEv: 0.01, maxOdds: 3, bookmakers: ["pinnacle"] },
    ],
  ];

  it("the SQL and the pure rules agree on every case", async () => {
    const pick = await valuePick();
    const members = await Promise.all(cases.map(([, rule]) => memberWithRule(rule)));
    const matched = await matchedIds(
      pick.id,
      members.map((member) => member.rule.id),
    );
    const answers = cases.map(([name], index) => [name, matched.includes(members[index]!.rule.id)]);
    const expected = cases.map(([name], index) => [
      name,
      ruleMatches(criteriaOf(members[index]!.rule), {
        sportId: pick.sportId,
        leagueId: pick.leagueId,
        market: pick.market,
        expectedValue: pick.expectedValue,
        fairProbability: pick.fairProbability,
        decimalOdds: pick.decimalOdds,
        bookmaker: pick.bookmaker,
      }),
    ]);
    expect(answers).toEqual(expected);
    // And the expectations are not vacuous: ten cases match, eight do not.
    expect(expected.filter(([, yes]) => yes)).toHaveLength(10);
  });

  it("a bound on a figure the pick lacks does not match; a rule without it does", async () => {
    const pick = await valuePick({ expectedValue: null, fairProbability: null, bookmaker: null });
    const open = await memberWithRule();
    const ev = await memberWithRule({ minEv: 0 });
    const fair = await memberWithRule({ maxFairProbability: 1 });
    const book = await memberWithRule({ bookmakers: ["pinnacle"] });
    expect(
      await matchedIds(
        pick.id,
        [open, ev, fair, book].map((m) => m.rule.id),
      ),
    ).toEqual([open.rule.id]);
  });

  it("skips disabled rules, disabled members, and picks that are settled, unpublished or kicked off", async () => {
    const pick = await valuePick();
    const on = await memberWithRule();
    const off = await memberWithRule({ enabled: false });
    const gone = await memberWithRule({}, { disabledAt: new Date() });
    expect(
      await matchedIds(
        pick.id,
        [on, off, gone].map((m) => m.rule.id),
      ),
    ).toEqual([on.rule.id]);

    for (const other of [
      await valuePick({ status: "WIN" }),
      await valuePick({ isPublished: false }),
      await valuePick({ matchDate: new Date(Date.now() - HOUR) }),
    ]) {
      expect(await matchedIds(other.id, [on.rule.id])).toEqual([]);
    }
    expect(await matchedIds(crypto.randomUUID(), [on.rule.id])).toEqual([]);
  });
});

describe("matchingRules: premium picks reach only members whose plan includes them", () => {
  const future = new Date(Date.now() + 30 * 24 * HOUR);
  const past = new Date(Date.now() - HOUR);

  it("as entitlementFor decides it", async () => {
    const [premiumPlan] = await db.select().from(plans).where(eq(plans.id, "PREMIUM"));
    const [basicPlan] = await db.select().from(plans).where(eq(plans.id, "BASIC"));
    expect(premiumPlan?.includesPremiumPicks).toBe(true);
    expect(basicPlan?.includesPremiumPicks).toBe(false);

    const pick = await valuePick({ isPremium: true });
    const free = await memberWithRule();
    const premium = await memberWithRule(
      {},
      { subscriptionTier: "PREMIUM", subscriptionStatus: "ACTIVE", subscriptionEndsAt: future },
    );
    const basic = await memberWithRule(
      {},
      { subscriptionTier: "BASIC", subscriptionStatus: "ACTIVE", subscriptionEndsAt: future },
    );
    const lapsed = await memberWithRule(
      {},
      { subscriptionTier: "PREMIUM", subscriptionStatus: "ACTIVE", subscriptionEndsAt: past },
    );
    const cancelled = await memberWithRule({}, { subscriptionTier: "PREMIUM", subscriptionStatus: "CANCELLED" });
    const { user: admin } = await makeUserWithToken("ADMIN");
    const [adminRule] = await db.insert(alertRules).values({ userId: admin.id, name: "admin" }).returning();

    const all = [free, premium, basic, lapsed, cancelled].map((m) => m.rule.id).concat(adminRule!.id);
    expect(new Set(await matchedIds(pick.id, all))).toEqual(new Set([premium.rule.id, adminRule!.id]));

    // The same members all hear of a pick that is not premium.
    const open = await valuePick();
    expect(new Set(await matchedIds(open.id, all))).toEqual(new Set(all));
  });
});

describe("matchingRules: quiet hours, read by the database on the rule's wall clock", () => {
  it("agrees with inQuietHours across zones and daylight saving", async () => {
    const pick = await valuePick({ matchDate: new Date("2027-01-01T00:00:00Z") });
    const zones = ["UTC", "Europe/London", "America/New_York", "Australia/Sydney", "Asia/Kolkata"];
    const windows: [string, string][] = [
      ["22:00", "07:00"],
      ["13:00", "15:00"],
    ];
    const members = await Promise.all(
      zones.flatMap((timeZone) =>
        windows.map(([start, end]) =>
          memberWithRule({ timeZone, quietStartMinute: minuteOfClock(start), quietEndMinute: minuteOfClock(end) }),
        ),
      ),
    );
    const ids = members.map((member) => member.rule.id);
    const instants = [
      "2026-01-15T03:00:00Z",
      "2026-01-15T12:00:00Z",
      "2026-03-08T06:59:00Z",
      "2026-03-08T07:00:00Z",
      "2026-07-01T21:30:00Z",
      "2026-11-01T05:30:00Z",
      "2026-11-01T06:30:00Z",
    ];
    const seen = new Set<boolean>();
    for (const iso of instants) {
      const now = new Date(iso);
      const rows = (await matchingRules(pick.id, now)).filter((row) => ids.includes(row.ruleId));
      expect(rows).toHaveLength(ids.length);
      for (const member of members) {
        const quiet = rows.find((row) => row.ruleId === member.rule.id)!.quiet;
        const expected = inQuietHours(
          {
            startMinute: member.rule.quietStartMinute,
            endMinute: member.rule.quietEndMinute,
            timeZone: member.rule.timeZone,
          },
          now,
        );
        seen.add(quiet);
        expect({ iso, zone: member.rule.timeZone, start: member.rule.quietStartMinute, quiet }).toEqual({
          iso,
          zone: member.rule.timeZone,
          start: member.rule.quietStartMinute,
          quiet: expected,
        });
      }
    }
    expect(seen).toEqual(new Set([true, false]));
  });
});

describe("databaseKnowsTimeZone", () => {
  it("knows the IANA names the rules store, and no others", async () => {
    for (const zone of ["UTC", "Europe/London", "America/New_York", "Australia/Sydney", "Asia/Kolkata"]) {
      expect(await databaseKnowsTimeZone(zone)).toBe(true);
    }
    expect(await databaseKnowsTimeZone("Not/AZone")).toBe(false);
    expect(await databaseKnowsTimeZone("x' or '1'='1")).toBe(false);
  });
});

describe("matchPick and notifyInApp", () => {
  it("groups a member's rules and writes one in-app notification per member and pick, once", async () => {
    const pick = await valuePick();
    const both = await memberWithRule({ channels: ["email"] });
    await db.insert(alertRules).values({ userId: both.userId, name: "second", channels: ["in_app", "push"] });
    const emailOnly = await memberWithRule({ channels: ["email"] });
    const miss = await memberWithRule({ leagues: ["laliga"], channels: ["in_app"] });

    const matched = (await matchPick(pick.id)).filter((m) =>
      [both, emailOnly, miss].some((x) => x.userId === m.userId),
    );
    expect(matched).toHaveLength(2);
    expect(matched.find((m) => m.userId === both.userId)).toMatchObject({
      ruleId: both.rule.id,
      channels: ["email", "in_app", "push"],
      quiet: false,
    });

    const payload = { match: `${pick.homeTeam} v ${pick.awayTeam}` };
    expect(await notifyInApp(pick.id, matched, payload)).toBe(1);
    // A retried delivery writes nothing more.
    expect(await notifyInApp(pick.id, matched, payload)).toBe(0);
    const rows = await db.select().from(notifications).where(eq(notifications.predictionId, pick.id));
    expect(rows.map((row) => row.userId)).toEqual([both.userId]);
    expect(rows[0]).toMatchObject({ kind: "value_pick", payload, readAt: null });
  });
});
