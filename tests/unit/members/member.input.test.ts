import { describe, expect, it } from "vitest";

import {
  addFavoriteSchemaFor,
  favoriteParamsSchema,
  trackedPredictionsQuerySchema,
  trackPredictionSchema,
} from "@/lib/members/member.input";

describe("trackedPredictionsQuerySchema", () => {
  it("defaults to the first page of 20 with no filter", () => {
    expect(trackedPredictionsQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
  });

  it("reads the filters; 'all' and empty values mean no filter; status is case-insensitive", () => {
    expect(
      trackedPredictionsQuerySchema.parse({
        from: "2025-01-01",
        to: "2025-01-31",
        status: "win",
        league: "EPL",
        page: "2",
      }),
    ).toEqual({
      from: "2025-01-01",
      to: "2025-01-31",
      status: "WIN",
      league: "epl",
      page: 2,
      limit: 20,
    });
    expect(trackedPredictionsQuerySchema.parse({ status: "all", league: "", from: "" })).toEqual({
      page: 1,
      limit: 20,
    });
  });

  it.each([
    [{ status: "LOST" }],
    [{ from: "01/02/2025" }],
    [{ from: "2025-13-45" }],
    [{ from: "2025-02-01", to: "2025-01-01" }],
    [{ league: "bad league!" }],
    [{ limit: "500" }],
    [{ page: "0" }],
  ])("refuses %j", (query) => {
    expect(trackedPredictionsQuerySchema.safeParse(query).success).toBe(false);
  });

  it("accepts a single-day range", () => {
    expect(trackedPredictionsQuerySchema.safeParse({ from: "2025-01-01", to: "2025-01-01" }).success).toBe(true);
  });
});

describe("trackPredictionSchema", () => {
  it("needs exactly a prediction id", () => {
    expect(trackPredictionSchema.parse({ predictionId: "abc-123" })).toEqual({ predictionId: "abc-123" });
    expect(trackPredictionSchema.safeParse({}).success).toBe(false);
    expect(trackPredictionSchema.safeParse({ predictionId: "x".repeat(65) }).success).toBe(false);
    expect(trackPredictionSchema.safeParse({ predictionId: "a/b" }).success).toBe(false);
    expect(trackPredictionSchema.safeParse({ predictionId: "a", extra: 1 }).success).toBe(false);
  });
});

describe("addFavoriteSchemaFor", () => {
  it("accepts the kind's own key or a plain id", () => {
    expect(addFavoriteSchemaFor("predictions").parse({ predictionId: "p1" })).toEqual({ targetId: "p1" });
    expect(addFavoriteSchemaFor("teams").parse({ teamId: "t1" })).toEqual({ targetId: "t1" });
    expect(addFavoriteSchemaFor("leagues").parse({ id: "epl" })).toEqual({ targetId: "epl" });
  });

  it("refuses another kind's key, both keys, no key and unknown keys", () => {
    expect(addFavoriteSchemaFor("teams").safeParse({ predictionId: "p1" }).success).toBe(false);
    expect(addFavoriteSchemaFor("leagues").safeParse({ id: "epl", leagueId: "epl" }).success).toBe(false);
    expect(addFavoriteSchemaFor("leagues").safeParse({}).success).toBe(false);
    expect(addFavoriteSchemaFor("leagues").safeParse({ leagueId: "epl", note: "x" }).success).toBe(false);
  });
});

describe("favoriteParamsSchema", () => {
  it("knows the three kinds only", () => {
    expect(favoriteParamsSchema.safeParse({ kind: "teams", targetId: "t1" }).success).toBe(true);
    expect(favoriteParamsSchema.safeParse({ kind: "players", targetId: "t1" }).success).toBe(false);
  });
});
