import { describe, expect, it } from "vitest";

import { alertRuleBodySchema, alertRuleParamsSchema, markReadBodySchema } from "@/lib/alerts/alerts.input";

describe("alertRuleBodySchema", () => {
  it("fills the defaults: any pick, in-app, instant, no quiet hours, enabled", () => {
    expect(alertRuleBodySchema.parse({ name: "  Value  " })).toEqual({
      name: "Value",
      sports: [],
      leagues: [],
      markets: [],
      minEv: null,
      minFairProbability: null,
      maxFairProbability: null,
      maxOdds: null,
      bookmakers: [],
      channels: ["in_app"],
      mode: "instant",
      quietHours: null,
      enabled: true,
    });
  });

  it("takes markets as picks carry them, underscores included, and refuses anything else", () => {
    expect(alertRuleBodySchema.parse({ name: "M", markets: ["over_under", "1X2", "double_chance"] }).markets).toEqual([
      "over_under",
      "1x2",
      "double_chance",
    ]);
    for (const market of ["_x", "a b", "x".repeat(41), "1x2'--"]) {
      expect(alertRuleBodySchema.safeParse({ name: "M", markets: [market] }).success, market).toBe(false);
    }
  });

  it("reads quiet hours as minutes, lower-cases bookmakers, drops repeats and canonicalises the zone", () => {
    const parsed = alertRuleBodySchema.parse({
      name: "Nights",
      leagues: ["EPL", "epl"],
      bookmakers: ["Pinnacle", "pinnacle"],
      channels: ["push", "push", "email"],
      quietHours: { start: "22:30", end: "07:00" },
      timeZone: "utc",
    });
    expect(parsed).toMatchObject({
      leagues: ["epl"],
      bookmakers: ["pinnacle"],
      channels: ["push", "email"],
      quietHours: { start: 1350, end: 420 },
      timeZone: "UTC",
    });
  });

  it.each([
    ["no name", {}],
    ["an unknown key", { name: "x", userId: "someone" }],
    ["no channel", { name: "x", channels: [] }],
    ["an unknown channel", { name: "x", channels: ["sms"] }],
    ["a probability above 1", { name: "x", minFairProbability: 1.2 }],
    ["min above max", { name: "x", minFairProbability: 0.6, maxFairProbability: 0.5 }],
    ["odds below 1", { name: "x", maxOdds: 0.5 }],
    ["a bad clock", { name: "x", quietHours: { start: "24:00", end: "07:00" } }],
    ["an empty window", { name: "x", quietHours: { start: "07:00", end: "07:00" } }],
    ["an unknown zone", { name: "x", timeZone: "Mars/Olympus" }],
    ["a NUL byte", { name: "a\u0000b" }],
    ["a bad league id", { name: "x", leagues: ["no spaces"] }],
  ])("refuses %s", (_, body) => {
    expect(alertRuleBodySchema.safeParse(body).success).toBe(false);
  });
});

describe("ids and the read body", () => {
  it("a rule id is a UUID", () => {
    expect(alertRuleParamsSchema.safeParse({ id: crypto.randomUUID() }).success).toBe(true);
    expect(alertRuleParamsSchema.safeParse({ id: "1 or 1=1" }).success).toBe(false);
  });

  it("marks ids or all, never both or neither", () => {
    expect(markReadBodySchema.safeParse({ all: true }).success).toBe(true);
    expect(markReadBodySchema.safeParse({ ids: [crypto.randomUUID()] }).success).toBe(true);
    expect(markReadBodySchema.safeParse({ all: false }).success).toBe(false);
    expect(markReadBodySchema.safeParse({ ids: [] }).success).toBe(false);
    expect(markReadBodySchema.safeParse({ ids: [crypto.randomUUID()], all: true }).success).toBe(false);
    expect(markReadBodySchema.safeParse({}).success).toBe(false);
  });
});
