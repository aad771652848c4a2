import { describe, expect, it } from "vitest";

import { listModelInfo } from "@/lib/engine/registry";
import { createModelSchema, MODEL_ENGINES, updateModelStatusSchema } from "@/lib/models/models.input";

const SPORT_OF_ENGINE: Record<string, string> = {
  football: "FOOTBALL",
  basketball: "BASKETBALL",
  "american-football": "AMERICAN_FOOTBALL",
  baseball: "BASEBALL",
  hockey: "HOCKEY",
  tennis: "TENNIS",
  esports: "ESPORTS",
};

describe("MODEL_ENGINES", () => {
  it("lists exactly the engines the registry ships, each with its sport", () => {
    expect(MODEL_ENGINES.map((engine) => [engine.key, engine.sport]).sort()).toEqual(
      listModelInfo()
        .map((model) => [model.key, SPORT_OF_ENGINE[model.sport]])
        .sort(),
    );
  });
});

describe("createModelSchema", () => {
  const valid = { name: "Challenger", sport: "FOOTBALL", engine: "football-dixon-coles" };
  it.each([
    ["a matching engine", valid, true],
    ["a description", { ...valid, description: "Why it exists" }, true],
    ["an engine of another sport", { ...valid, engine: "hockey-elo" }, false],
    ["ALL", { ...valid, sport: "ALL" }, false],
    ["a 101-character name", { ...valid, name: "x".repeat(101) }, false],
    ["a NUL byte", { ...valid, name: "a\u0000b" }, false],
    ["an unknown key", { ...valid, type: "ENSEMBLE" }, false],
  ])("%s → %s", (_label, input, success) => {
    expect(createModelSchema.safeParse(input).success).toBe(success);
  });
});

describe("updateModelStatusSchema", () => {
  it("takes an activation override only with a reason of 10+ characters, and only for ACTIVE", () => {
    expect(updateModelStatusSchema.safeParse({ status: "ACTIVE" }).success).toBe(true);
    expect(
      updateModelStatusSchema.safeParse({ status: "ACTIVE", override: { reason: "  Launch week, knowingly  " } }).data
        ?.override?.reason,
    ).toBe("Launch week, knowingly");
    expect(updateModelStatusSchema.safeParse({ status: "ACTIVE", override: { reason: "too short" } }).success).toBe(
      false,
    );
    expect(updateModelStatusSchema.safeParse({ status: "ACTIVE", override: {} }).success).toBe(false);
    expect(updateModelStatusSchema.safeParse({ status: "ACTIVE", override: { reason: "x".repeat(501) } }).success).toBe(
      false,
    );
    expect(
      updateModelStatusSchema.safeParse({ status: "PAUSED", override: { reason: "Pausing takes no override" } })
        .success,
    ).toBe(false);
    expect(
      updateModelStatusSchema.safeParse({ status: "ACTIVE", override: { reason: "A valid reason here", extra: 1 } })
        .success,
    ).toBe(false);
  });
});
