import { describe, expect, it } from "vitest";

import {
  clockOfMinute,
  firstMismatch,
  inQuietHours,
  mayBeAlerted,
  minuteOfClock,
  quietHoursEnd,
  ruleMatches,
  type AlertCriteria,
  type AlertPick,
  type QuietHours,
} from "@/lib/alerts/alerts.rules";
import type { PlanAccess, ViewerRecord } from "@/lib/predictions/entitlements.rules";

const ANY: AlertCriteria = {
  sports: [],
  leagues: [],
  markets: [],
  minEv: null,
  minFairProbability: null,
  maxFairProbability: null,
  maxOdds: null,
  bookmakers: [],
};
const PICK: AlertPick = {
  sportId: "football",
  leagueId: "epl",
  market: "1x2",
  expectedValue: 0.05,
  fairProbability: 0.55,
  decimalOdds: 2.1,
  bookmaker: "Pinnacle",
};
const rule = (overrides: Partial<AlertCriteria>): AlertCriteria => ({ ...ANY, ...overrides });

describe("firstMismatch: every field of a rule", () => {
  it("an empty rule asks for every pick", () => {
    expect(firstMismatch(ANY, PICK)).toBeNull();
    expect(ruleMatches(ANY, { ...PICK, expectedValue: null, fairProbability: null, bookmaker: null })).toBe(true);
  });

  it.each<[string, Partial<AlertCriteria>, Partial<AlertPick>, ReturnType<typeof firstMismatch>]>([
    ["sport listed", { sports: ["football", "basketball"] }, {}, null],
    ["sport not listed", { sports: ["basketball"] }, {}, "sports"],
    ["league listed", { leagues: ["epl"] }, {}, null],
    ["league not listed", { leagues: ["laliga"] }, {}, "leagues"],
    ["market listed", { markets: ["1x2", "total"] }, {}, null],
    ["market not listed", { markets: ["btts"] }, {}, "markets"],
    ["EV exactly at the minimum", { minEv: 0.05 }, {}, null],
    ["EV below the minimum", { minEv: 0.0501 }, {}, "minEv"],
    ["no EV against a minimum", { minEv: 0 }, { expectedValue: null }, "minEv"],
    ["negative minimum EV", { minEv: -0.1 }, { expectedValue: -0.05 }, null],
    ["fair probability exactly at the minimum", { minFairProbability: 0.55 }, {}, null],
    ["fair probability below the minimum", { minFairProbability: 0.56 }, {}, "minFairProbability"],
    ["fair probability exactly at the maximum", { maxFairProbability: 0.55 }, {}, null],
    ["fair probability above the maximum", { maxFairProbability: 0.54 }, {}, "maxFairProbability"],
    [
      "no fair probability against a bound",
      { maxFairProbability: 0.9 },
      { fairProbability: null },
      "maxFairProbability",
    ],
    ["odds exactly at the maximum", { maxOdds: 2.1 }, {}, null],
    ["odds above the maximum", { maxOdds: 2.09 }, {}, "maxOdds"],
    ["bookmaker listed (case and spaces ignored)", { bookmakers: ["pinnacle"] }, { bookmaker: " PINNACLE " }, null],
    ["bookmaker not listed", { bookmakers: ["bet365"] }, {}, "bookmakers"],
    ["no bookmaker against a list", { bookmakers: ["bet365"] }, { bookmaker: null }, "bookmakers"],
  ])("%s", (_, criteria, pick, expected) => {
    expect(firstMismatch(rule(criteria), { ...PICK, ...pick })).toBe(expected);
    expect(ruleMatches(rule(criteria), { ...PICK, ...pick })).toBe(expected === null);
  });

  it("names the first field that fails, in the order the rule reads", () => {
    expect(firstMismatch(rule({ leagues: ["laliga"], maxOdds: 1.5 }), PICK)).toBe("leagues");
  });
});

describe("mayBeAlerted: premium picks follow the plan", () => {
  const now = new Date("2026-06-01T12:00:00Z");
  const member = (overrides: Partial<ViewerRecord> = {}): ViewerRecord => ({
    role: "USER",
    subscriptionTier: "FREE",
    subscriptionStatus: "INACTIVE",
    subscriptionEndsAt: null,
    ...overrides,
  });
  const premium: PlanAccess = { dailyPredictionLimit: null, includesPremiumPicks: true };
  const basic: PlanAccess = { dailyPredictionLimit: 10, includesPremiumPicks: false };
  const active = (tier: string, endsAt: Date | null = null) =>
    member({ subscriptionTier: tier, subscriptionStatus: "ACTIVE", subscriptionEndsAt: endsAt });

  it("everyone may hear of a pick that is not premium", () => {
    expect(mayBeAlerted(member(), null, false, now)).toBe(true);
  });

  it.each<[string, ViewerRecord, PlanAccess | null, boolean]>([
    ["a FREE member", member(), null, false],
    ["an active PREMIUM plan", active("PREMIUM"), premium, true],
    ["an active BASIC plan", active("BASIC"), basic, false],
    ["a PREMIUM plan whose period ended", active("PREMIUM", new Date("2026-05-31T00:00:00Z")), premium, false],
    [
      "a cancelled PREMIUM plan",
      member({ subscriptionTier: "PREMIUM", subscriptionStatus: "CANCELLED" }),
      premium,
      false,
    ],
    ["a VIP without its plan row (the tier's fallback)", active("VIP"), null, true],
    ["an admin on FREE", member({ role: "ADMIN" }), null, true],
  ])("a premium pick and %s", (_, viewer, plan, expected) => {
    expect(mayBeAlerted(viewer, plan, true, now)).toBe(expected);
  });
});

describe("quiet hours, on the member's wall clock", () => {
  const night = (timeZone: string): QuietHours => ({
    startMinute: minuteOfClock("22:00"),
    endMinute: minuteOfClock("07:00"),
    timeZone,
  });
  const at = (iso: string) => new Date(iso);

  it("'HH:MM' and minutes go both ways", () => {
    expect(minuteOfClock("07:30")).toBe(450);
    expect(clockOfMinute(450)).toBe("07:30");
    expect(clockOfMinute(0)).toBe("00:00");
    expect(clockOfMinute(1439)).toBe("23:59");
  });

  it("none set, or a window that starts where it ends, is never quiet", () => {
    const now = at("2026-01-15T03:00:00Z");
    expect(inQuietHours({ startMinute: null, endMinute: null, timeZone: "UTC" }, now)).toBe(false);
    expect(inQuietHours({ startMinute: 600, endMinute: 600, timeZone: "UTC" }, now)).toBe(false);
    expect(quietHoursEnd({ startMinute: null, endMinute: null, timeZone: "UTC" }, now)).toBeNull();
  });

  it("start is inclusive, end exclusive (a window across midnight in New York, winter)", () => {
    const quiet = night("America/New_York");
    expect(inQuietHours(quiet, at("2026-01-15T02:59:00Z"))).toBe(false); // 21:59 EST
    expect(inQuietHours(quiet, at("2026-01-15T03:00:00Z"))).toBe(true); // 22:00
    expect(inQuietHours(quiet, at("2026-01-15T08:00:00Z"))).toBe(true); // 03:00
    expect(inQuietHours(quiet, at("2026-01-15T11:59:00Z"))).toBe(true); // 06:59
    expect(inQuietHours(quiet, at("2026-01-15T12:00:00Z"))).toBe(false); // 07:00
  });

  it("a window within one day", () => {
    const afternoon: QuietHours = { startMinute: 13 * 60, endMinute: 15 * 60, timeZone: "UTC" };
    expect(inQuietHours(afternoon, at("2026-01-15T12:59:00Z"))).toBe(false);
    expect(inQuietHours(afternoon, at("2026-01-15T13:00:00Z"))).toBe(true);
    expect(inQuietHours(afternoon, at("2026-01-15T14:59:00Z"))).toBe(true);
    expect(inQuietHours(afternoon, at("2026-01-15T15:00:00Z"))).toBe(false);
    expect(quietHoursEnd(afternoon, at("2026-01-15T14:00:00Z"))).toEqual(at("2026-01-15T15:00:00Z"));
  });

  it("the same instant is quiet in one zone and not in another", () => {
    const now = at("2026-01-15T12:00:00Z");
    expect(inQuietHours(night("Europe/London"), now)).toBe(false); // 12:00 GMT
    expect(inQuietHours(night("Asia/Tokyo"), now)).toBe(false); // 21:00 JST
    expect(inQuietHours(night("Australia/Sydney"), now)).toBe(true); // 23:00 AEDT
    expect(inQuietHours(night("America/Los_Angeles"), now)).toBe(true); // 04:00 PST
  });

  it("follows daylight saving: 21:30 UTC is 21:30 in a London winter and 22:30 in its summer", () => {
    expect(inQuietHours(night("Europe/London"), at("2026-01-01T21:30:00Z"))).toBe(false);
    expect(inQuietHours(night("Europe/London"), at("2026-07-01T21:30:00Z"))).toBe(true);
  });

  it("ends at the local end time, the same night or the next morning", () => {
    const quiet = night("America/New_York");
    expect(quietHoursEnd(quiet, at("2026-01-15T03:30:00Z"))).toEqual(at("2026-01-15T12:00:00Z")); // 22:30 → 07:00
    expect(quietHoursEnd(quiet, at("2026-01-15T08:00:00Z"))).toEqual(at("2026-01-15T12:00:00Z")); // 03:00 → 07:00
    expect(quietHoursEnd(quiet, at("2026-01-15T13:00:00Z"))).toBeNull();
  });

  it("a night that spans a daylight-saving change ends at 07:00 on the new clock", () => {
    const quiet = night("America/New_York");
    // 23:00 EST on 7 March 2026; clocks go forward at 02:00 on the 8th, so 07:00 EDT is 11:00 UTC.
    expect(quietHoursEnd(quiet, at("2026-03-08T04:00:00Z"))).toEqual(at("2026-03-08T11:00:00Z"));
    // 23:00 EDT on 31 October 2026; clocks go back at 02:00 on 1 November, so 07:00 EST is 12:00 UTC.
    expect(quietHoursEnd(quiet, at("2026-11-01T03:00:00Z"))).toEqual(at("2026-11-01T12:00:00Z"));
    // Sydney leaves summer time on 5 April 2026 (03:00 AEDT → 02:00 AEST): 07:00 AEST is 21:00 UTC the day before.
    expect(quietHoursEnd(night("Australia/Sydney"), at("2026-04-04T12:00:00Z"))).toEqual(at("2026-04-04T21:00:00Z"));
  });
});
