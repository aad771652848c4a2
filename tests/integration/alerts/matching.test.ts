import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { db } from "@/db";
import {
  alertDeliveries,
  alertRules,
  notifications,
  plans,
  pushSubscriptions,
  userPreferences,
  users,
  type NewPrediction,
} from "@/db/schema";
import { databaseKnowsTimeZone } from "@/lib/alerts/alerts.queries";
import { inQuietHours, minuteOfClock, quietHoursEnd, ruleMatches, type AlertCriteria } from "@/lib/alerts/alerts.rules";
import { queueAlertsForPick, type QueueSettings } from "@/lib/alerts/fanout.queries";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";

// The set statement that queues a published pick's alerts (one statement over rules × the pick) against the pure
// rules it restates: the same fields, the same inclusive bounds, premium gating and the daily allowance by the
// member's plan, the bookmaker filter, the master switches, and quiet hours read on the rule's wall clock.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const SETTINGS: QueueSettings = { hourlyCap: 5, freeDailyLimit: 5, digestHour: 8 };
type RuleValues = Partial<typeof alertRules.$inferInsert>;

// Each pick kicks off on a day of its own unless told otherwise, so the free allowance (the first five picks of a
// day) never depends on what other tests published.
let nextDay = 1;

/** A value pick with every figure a rule can ask about. */
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
    matchDate: new Date(Date.now() + nextDay++ * 2 * DAY + 3 * HOUR),
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

const queue = (predictionId: string, now = new Date(), settings = SETTINGS) =>
  queueAlertsForPick(predictionId, { test: true }, now, settings);

/** The in-app notifications the pick made for these rules. */
async function notesFor(predictionId: string, ruleIds: readonly string[]) {
  if (ruleIds.length === 0) return [];
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.predictionId, predictionId), inArray(notifications.ruleId, [...ruleIds])));
}

/** The push or e-mail deliveries the pick got, for these rules. */
async function deliveriesFor(predictionId: string, ruleIds: readonly string[], channel: "push" | "email") {
  if (ruleIds.length === 0) return [];
  return db
    .select()
    .from(alertDeliveries)
    .where(
      and(
        eq(alertDeliveries.predictionId, predictionId),
        eq(alertDeliveries.channel, channel),
        inArray(alertDeliveries.ruleId, [...ruleIds]),
      ),
    );
}

/** Which of these members' rules the statement matched (in-app, the default channel). */
async function matchedIds(predictionId: string, ruleIds: readonly string[], now = new Date()) {
  await queue(predictionId, now);
  return (await notesFor(predictionId, ruleIds)).map((row) => row.ruleId!);
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

describe("queueAlertsForPick: every field, as alerts.rules.ts reads it", () => {
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
    const pick = await valuePick({ fairProbability: null, bookmaker: null });
    const open = await memberWithRule();
    const fair = await memberWithRule({ maxFairProbability: 1 });
    const book = await memberWithRule({ bookmakers: ["pinnacle"] });
    expect(
      await matchedIds(
        pick.id,
        [open, fair, book].map((m) => m.rule.id),
      ),
    ).toEqual([open.rule.id]);
  });

  it("only a value price alerts: a pick whose EV is unknown, zero or negative reaches nobody", async () => {
    const open = await memberWithRule();
    for (const expectedValue of [null, 0, -0.02]) {
      const pick = await valuePick({ expectedValue });
      expect(await matchedIds(pick.id, [open.rule.id])).toEqual([]);
    }
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

describe("queueAlertsForPick: premium picks reach only members whose plan includes them", () => {
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

describe("queueAlertsForPick: quiet hours, read by the database on the rule's wall clock", () => {
  it("holds push and e-mail to the end of quiet hours (quietHoursEnd) across zones and daylight saving", async () => {
    const zones = ["UTC", "Europe/London", "America/New_York", "Australia/Sydney", "Asia/Kolkata"];
    const windows: [string, string][] = [
      ["22:00", "07:00"],
      ["13:00", "15:00"],
    ];
    const members = await Promise.all(
      zones.flatMap((timeZone) =>
        windows.map(([start, end]) =>
          memberWithRule({
            timeZone,
            channels: ["in_app", "email"],
            quietStartMinute: minuteOfClock(start),
            quietEndMinute: minuteOfClock(end),
          }),
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
      // A pick per instant (one delivery per member, pick and channel), kicking off after it.
      const pick = await valuePick({ matchDate: new Date(now.getTime() + nextDay++ * 2 * DAY) });
      await queue(pick.id, now);
      const email = await deliveriesFor(pick.id, ids, "email");
      const inApp = await notesFor(pick.id, ids);
      expect(email).toHaveLength(ids.length);
      // In-app is silent: it is written at once, quiet or not.
      expect(inApp).toHaveLength(ids.length);
      for (const member of members) {
        const row = email.find((delivery) => delivery.ruleId === member.rule.id)!;
        const quiet = {
          startMinute: member.rule.quietStartMinute,
          endMinute: member.rule.quietEndMinute,
          timeZone: member.rule.timeZone,
        };
        seen.add(inQuietHours(quiet, now));
        expect({
          iso,
          zone: quiet.timeZone,
          start: quiet.startMinute,
          notBefore: row.notBefore?.toISOString() ?? null,
        }).toEqual({
          iso,
          zone: quiet.timeZone,
          start: quiet.startMinute,
          notBefore: quietHoursEnd(quiet, now)?.toISOString() ?? null,
        });
        expect(row).toMatchObject({ status: "queued", mode: "instant" });
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

describe("queueAlertsForPick: channels, switches, the daily allowance, the hourly cap and idempotency", () => {
  it("writes one in-app notification and one delivery per member, pick and channel, once", async () => {
    const pick = await valuePick();
    const both = await memberWithRule({ channels: ["email"] });
    await db.insert(alertRules).values({ userId: both.userId, name: "second", channels: ["in_app", "email"] });
    const emailOnly = await memberWithRule({ channels: ["email"] });
    const miss = await memberWithRule({ leagues: ["laliga"], channels: ["in_app"] });

    const first = await queue(pick.id);
    const again = await queue(pick.id);
    const mine = await db
      .select()
      .from(alertDeliveries)
      .where(
        and(
          eq(alertDeliveries.predictionId, pick.id),
          inArray(alertDeliveries.userId, [both.userId, emailOnly.userId, miss.userId]),
        ),
      );
    expect(mine.map((row) => `${row.userId === both.userId ? "both" : "emailOnly"}:${row.channel}`).sort()).toEqual([
      "both:email",
      "emailOnly:email",
    ]);
    expect(first.reduce((sum, row) => sum + row.count, 0)).toBeGreaterThanOrEqual(3);
    expect(again).toEqual([]);
    const notes = await db.select().from(notifications).where(eq(notifications.predictionId, pick.id));
    expect(notes.filter((note) => note.userId === both.userId)).toHaveLength(1);
    expect(notes.find((note) => note.userId === both.userId)).toMatchObject({
      kind: "value_pick",
      payload: { test: true },
    });
  });

  it("follows the master switches: alerts, e-mail (and a confirmed address), push (and a device)", async () => {
    const channels: ("in_app" | "push" | "email")[] = ["in_app", "push", "email"];
    const defaults = await memberWithRule({ channels });
    const silenced = await memberWithRule({ channels });
    await db.insert(userPreferences).values({
      userId: silenced.userId,
      notifications: { email: true, push: true, predictionAlerts: false, weeklyDigest: true, marketing: false },
    });
    const pushOn = await memberWithRule({ channels });
    await db.insert(userPreferences).values({
      userId: pushOn.userId,
      notifications: { email: false, push: true, predictionAlerts: true, weeklyDigest: true, marketing: false },
    });
    const pushOnNoDevice = await memberWithRule({ channels });
    await db.insert(userPreferences).values({
      userId: pushOnNoDevice.userId,
      notifications: { email: true, push: true, predictionAlerts: true, weeklyDigest: true, marketing: false },
    });
    await db.insert(pushSubscriptions).values({
      userId: pushOn.userId,
      endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
      p256dh: "key",
      auth: "auth",
    });
    const unconfirmed = await memberWithRule({ channels }, { emailVerified: false });

    const pick = await valuePick();
    await queue(pick.id);
    const rows = await db.select().from(alertDeliveries).where(eq(alertDeliveries.predictionId, pick.id));
    const notes = await db.select().from(notifications).where(eq(notifications.predictionId, pick.id));
    const of = (userId: string) =>
      [
        ...rows.filter((row) => row.userId === userId).map((row) => row.channel),
        ...notes.filter((note) => note.userId === userId).map(() => "in_app"),
      ].sort();
    expect(of(defaults.userId)).toEqual(["email", "in_app"]);
    expect(of(silenced.userId)).toEqual([]);
    expect(of(pushOn.userId)).toEqual(["in_app", "push"]);
    expect(of(pushOnNoDevice.userId)).toEqual(["email", "in_app"]);
    expect(of(unconfirmed.userId)).toEqual(["in_app"]);
  });

  it("tells a member with a daily limit only of picks inside their day's allowance (the rule's zone)", async () => {
    const future = new Date(Date.now() + 30 * DAY);
    const free = await memberWithRule({ timeZone: "UTC" });
    const premium = await memberWithRule(
      { timeZone: "UTC" },
      { subscriptionTier: "PREMIUM", subscriptionStatus: "ACTIVE", subscriptionEndsAt: future },
    );
    const ids = [free.rule.id, premium.rule.id];
    // Six picks on one UTC day, two hours apart, published in reverse order of kick-off.
    const day = new Date(Date.now() + nextDay++ * 2 * DAY);
    day.setUTCHours(8, 0, 0, 0);
    const picks = [];
    for (let index = 5; index >= 0; index -= 1) {
      picks[index] = await valuePick({ matchDate: new Date(day.getTime() + index * 2 * HOUR) });
    }
    for (const pick of picks) await queue(pick.id);
    const reached = async (pickId: string) => new Set(await matchedIds(pickId, ids));
    for (const pick of picks.slice(0, 5)) expect(await reached(pick.id)).toEqual(new Set(ids));
    // The sixth of the day is beyond the free allowance of five: only the plan without a limit hears of it.
    expect(await reached(picks[5]!.id)).toEqual(new Set([premium.rule.id]));
    // With a larger allowance, the free member hears of it too.
    const more = await valuePick({ matchDate: new Date(day.getTime() + 11 * HOUR) });
    await queue(more.id, new Date(), { ...SETTINGS, freeDailyLimit: 10 });
    expect(new Set((await notesFor(more.id, ids)).map((row) => row.ruleId))).toEqual(new Set(ids));
  });

  it("after the hourly cap, instant push and e-mail wait for the digest at its hour in the rule's zone", async () => {
    const member = await memberWithRule({ channels: ["in_app", "email"], timeZone: "America/New_York" });
    const digestRule = await memberWithRule({ channels: ["email"], mode: "digest", timeZone: "Asia/Kolkata" });
    const now = new Date("2026-12-01T15:00:00Z"); // 10:00 in New York, 20:30 in Kolkata
    const settings = { ...SETTINGS, hourlyCap: 2 };
    const modes = [];
    for (let index = 0; index < 4; index += 1) {
      const pick = await valuePick({ matchDate: new Date(now.getTime() + (index + 1) * DAY) });
      await queue(pick.id, now, settings);
      const [email] = await deliveriesFor(pick.id, [member.rule.id], "email");
      const [inApp] = await notesFor(pick.id, [member.rule.id]);
      const [held] = await deliveriesFor(pick.id, [digestRule.rule.id], "email");
      modes.push([email!.mode, email!.notBefore?.toISOString() ?? null, inApp!.kind, held!.notBefore?.toISOString()]);
    }
    // Two instant e-mails, then the digest at 08:00 New York time the next day (13:00 UTC); in-app is never capped.
    // The digest rule waits for 08:00 in Kolkata (02:30 UTC).
    const nextNy = "2026-12-02T13:00:00.000Z";
    const nextKolkata = "2026-12-02T02:30:00.000Z";
    expect(modes).toEqual([
      ["instant", null, "value_pick", nextKolkata],
      ["instant", null, "value_pick", nextKolkata],
      ["digest", nextNy, "value_pick", nextKolkata],
      ["digest", nextNy, "value_pick", nextKolkata],
    ]);
  });
});
