import { describe, expect, it } from "vitest";

import {
  bodyFromDraft,
  draftErrorsFromDetails,
  draftFromRule,
  emptyDraft,
  listNames,
  ruleFromFavourites,
  summariseDelivery,
  summariseFilters,
  type AlertRuleFields,
} from "@/lib/alerts/alert-rule-form.rules";
import { alertRuleBodySchema } from "@/lib/alerts/alerts.input";

const RULE: AlertRuleFields = {
  name: "Weekend value",
  sports: ["football"],
  leagues: ["epl", "la-liga"],
  markets: ["1x2", "over_under"],
  minEv: 0.05,
  minFairProbability: 0.4,
  maxFairProbability: 0.7,
  maxOdds: 3,
  bookmakers: ["pinnacle", "bet365"],
  channels: ["in_app", "push"],
  mode: "instant",
  quietHours: { start: "22:00", end: "07:00" },
  timeZone: "Europe/London",
  enabled: true,
};

const LABELS = { sports: { football: "Football" }, leagues: { epl: "Premier League", "la-liga": "La Liga" } };

describe("draft ↔ body", () => {
  it("shows fractions as percents and reads them back exactly", () => {
    const draft = draftFromRule({ ...RULE, minEv: 0.07, minFairProbability: 0.29 });
    expect(draft).toMatchObject({ minEvPercent: "7", minFairPercent: "29", maxFairPercent: "70", maxOdds: "3" });
    expect(draft).toMatchObject({ quietHours: true, quietStart: "22:00", quietEnd: "07:00" });
    const result = bodyFromDraft(draft);
    expect(result.ok && result.body).toEqual({ ...RULE, minEv: 0.07, minFairProbability: 0.29 });
  });

  it("round-trips every field of a rule, and the server's schema accepts the body", () => {
    const result = bodyFromDraft(draftFromRule(RULE));
    expect(result.ok && result.body).toEqual(RULE);
    expect(alertRuleBodySchema.safeParse(result.ok && result.body).success).toBe(true);
  });

  it("sends empty inputs as no bound and no quiet hours when they are off", () => {
    const result = bodyFromDraft({ ...emptyDraft("UTC"), name: " Any " });
    expect(result.ok && result.body).toEqual({
      name: "Any",
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
      timeZone: "UTC",
      enabled: true,
    });
    expect(alertRuleBodySchema.safeParse(result.ok && result.body).success).toBe(true);
  });

  it("names the inputs that are not numbers", () => {
    const result = bodyFromDraft({ ...emptyDraft("UTC"), name: "x", minEvPercent: "abc", maxOdds: "1e999" });
    expect(result).toEqual({
      ok: false,
      errors: { minEvPercent: "Enter a number, or leave it empty", maxOdds: "Enter a number, or leave it empty" },
    });
  });
});

describe("draftErrorsFromDetails", () => {
  it("puts the server's messages on the form's fields", () => {
    const parsed = alertRuleBodySchema.safeParse({
      name: "",
      bookmakers: ["ok", "x".repeat(61)],
      minFairProbability: 0.8,
      maxFairProbability: 0.2,
      channels: [],
      quietHours: { start: "25:00", end: "07:00" },
    });
    expect(parsed.success).toBe(false);
    const details = parsed.error!.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    const errors = draftErrorsFromDetails(details);
    expect(Object.keys(errors).sort()).toEqual(["bookmakers", "channels", "maxFairPercent", "name", "quietStart"]);
    expect(draftErrorsFromDetails([{ path: "timeZone", message: "Unknown time zone" }])).toEqual({
      timeZone: "Unknown time zone",
    });
    expect(draftErrorsFromDetails([{ path: "maxFairProbability", message: "m" }])).toEqual({ maxFairPercent: "m" });
    expect(
      draftErrorsFromDetails([
        { path: "quietHours.end", message: "e" },
        { path: "other", message: "o" },
      ]),
    ).toEqual({ quietEnd: "e" });
    expect(draftErrorsFromDetails("nope")).toEqual({});
  });
});

describe("summaries", () => {
  it("says what a rule asks for and how it is delivered", () => {
    expect(summariseFilters(RULE, LABELS)).toBe(
      "Football · Premier League, La Liga · 1X2, Over/Under · EV ≥ +5% · fair probability 40%–70% · odds ≤ 3.00 · " +
        "at Pinnacle, Bet365",
    );
    expect(summariseDelivery(RULE)).toBe("In-app, Push · Instant · quiet 22:00–07:00 (Europe/London)");
    expect(summariseDelivery({ ...RULE, channels: ["email"], mode: "digest", quietHours: null })).toBe(
      "E-mail · Daily digest",
    );
  });

  it("says 'Every value pick' for a rule without filters, and names one-sided bounds", () => {
    const bare = bodyFromDraft({ ...emptyDraft("UTC"), name: "x" });
    const rule = { ...(bare.ok ? bare.body : RULE) };
    expect(summariseFilters(rule, LABELS)).toBe("Every value pick");
    expect(summariseFilters({ ...rule, minFairProbability: 0.555, leagues: ["serie-a"] }, LABELS)).toBe(
      "Serie A · fair probability ≥ 55.5%",
    );
    expect(summariseFilters({ ...rule, maxFairProbability: 0.5, minEv: -0.01 }, LABELS)).toBe(
      "EV ≥ -1% · fair probability ≤ 50%",
    );
  });

  it("shortens long lists", () => {
    expect(listNames(["a", "b", "c"])).toBe("a, b, c");
    expect(listNames(["a", "b", "c", "d", "e"])).toBe("a, b, c and 2 more");
  });
});

describe("ruleFromFavourites", () => {
  it("offers value picks in the favourite leagues and the favourite teams' leagues", () => {
    const offer = ruleFromFavourites(
      [
        { id: "epl", name: "Premier League", sport: "football" },
        { id: "la-liga", name: "La Liga", sport: "football" },
      ],
      [
        { name: "Arsenal", sport: "football", league: "epl", leagueName: "Premier League" },
        { name: "Inter", sport: "football", league: "serie-a", leagueName: "Serie A" },
      ],
      "Europe/Rome",
    );
    expect(offer?.offer).toBe("Alert me on value picks in Premier League, La Liga, Serie A");
    expect(offer?.draft).toEqual({
      ...emptyDraft("Europe/Rome"),
      name: "Value picks in Premier League, La Liga, Serie A",
      leagues: ["epl", "la-liga", "serie-a"],
    });
    const body = bodyFromDraft(offer!.draft);
    expect(body.ok && alertRuleBodySchema.safeParse(body.body).success).toBe(true);
  });

  it("falls back to the teams' sports, keeps the name short, and offers nothing without favourites", () => {
    expect(
      ruleFromFavourites([], [{ name: "Lakers", sport: "basketball", league: null, leagueName: null }], "UTC")?.draft,
    ).toMatchObject({ sports: ["basketball"], leagues: [], name: "Value picks in Basketball" });
    const many = Array.from({ length: 60 }, (_, index) => ({
      id: `league-${index}`,
      name: `A rather long league name ${index}`,
      sport: "football",
    }));
    const offer = ruleFromFavourites(many, [], "UTC")!;
    expect(offer.draft.leagues).toHaveLength(50);
    expect(offer.draft.name.length).toBeLessThanOrEqual(80);
    expect(offer.offer).toBe(
      "Alert me on value picks in A rather long league name 0, A rather long league name 1, " +
        "A rather long league name 2 and 47 more",
    );
    expect(ruleFromFavourites([], [], "UTC")).toBeNull();
  });
});
