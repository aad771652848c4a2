import { describe, expect, it } from "vitest";

import {
  listAdminPredictionsQuerySchema,
  predictionFormSchema,
  toManualPredictionBody,
  toPredictionUpdateBody,
  type PredictionFormInput,
} from "@/lib/predictions/admin.input";
import { manualPredictionSchema, updatePredictionSchema } from "@/lib/predictions/predictions.input";

const form: PredictionFormInput = {
  sport: "football",
  league: "epl",
  homeTeam: "Arsenal",
  awayTeam: "Chelsea",
  matchDate: "2030-05-01T18:30",
  market: "moneyline",
  pick: "Arsenal",
  confidence: 70,
  odds: 1.85,
  analysis: "",
  isPremium: false,
};

describe("listAdminPredictionsQuerySchema", () => {
  it("defaults to newest first, page 1 of 20, no filters", () => {
    expect(listAdminPredictionsQuerySchema.parse({})).toEqual({ page: 1, limit: 20, sort: "createdAt", order: "desc" });
  });

  it("treats 'all' as no filter and reads premium as a boolean", () => {
    expect(listAdminPredictionsQuerySchema.parse({ sport: "all", status: "all", premium: "all" })).toMatchObject({
      sport: undefined,
      status: undefined,
      premium: undefined,
    });
    expect(listAdminPredictionsQuerySchema.parse({ sport: "Football", status: "WIN", premium: "false" })).toMatchObject(
      { sport: "football", status: "WIN", premium: false },
    );
  });

  it.each([
    { sort: "homeTeam; drop" },
    { sort: "passwordHash" },
    { order: "up" },
    { status: "WON" },
    { page: "0" },
    { limit: "101" },
    { premium: "yes" },
    { search: "a\u0000b" },
  ])("refuses %o", (query) => expect(listAdminPredictionsQuerySchema.safeParse(query).success).toBe(false));
});

describe("predictionFormSchema", () => {
  it("accepts a filled-in form", () => expect(predictionFormSchema.safeParse(form).success).toBe(true));

  it.each([
    ["confidence 0", { confidence: 0 }],
    ["confidence 101", { confidence: 101 }],
    ["odds that did not parse (0)", { odds: 0 }],
    ["an empty pick", { pick: "  " }],
    ["no match date", { matchDate: "" }],
    ["an unknown field", { status: "WIN" }],
  ])("refuses %s", (_, change) => expect(predictionFormSchema.safeParse({ ...form, ...change }).success).toBe(false));
});

describe("request bodies", () => {
  it("turns the form into a body POST /api/predictions/manual accepts, the date as an instant", () => {
    const body = toManualPredictionBody({ ...form, analysis: "  Strong at home  " });
    expect(body.matchDate).toBe(new Date("2030-05-01T18:30").toISOString());
    expect(body.analysis).toBe("Strong at home");
    expect(manualPredictionSchema.safeParse(body).success).toBe(true);
    expect("analysis" in toManualPredictionBody(form)).toBe(false);
  });

  it("sends only changed fields to PUT /api/predictions/{id}, clearing an emptied analysis", () => {
    const initial = { ...form, analysis: "Old note" };
    expect(toPredictionUpdateBody(initial, initial)).toEqual({});
    const body = toPredictionUpdateBody({ ...initial, isPremium: true, odds: 2.4, analysis: " " }, initial);
    expect(body).toEqual({ isPremium: true, odds: 2.4, analysis: null });
    expect(updatePredictionSchema.safeParse(body).success).toBe(true);
  });
});
