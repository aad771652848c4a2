// A cursor's values checked by column type before they reach SQL (lib/core/keyset.ts keysetValuesFit): each
// value must be of its key's type, a timestamp in 1900–2199, a finite number, text without NUL, an enum's
// value, and null only where the key may be null.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { predictions, users } from "@/db/schema";
import { keysetValuesFit, type KeyColumn } from "@/lib/core/keyset";

const at = "2027-03-10T12:00:00.123456+00:00";
const keys: KeyColumn[] = [
  { column: predictions.matchDate, direction: "asc", type: "timestamptz" },
  { column: predictions.edge, direction: "desc", type: "numeric", nulls: "last" },
  { column: predictions.id, direction: "asc", type: "text" },
];

describe("keysetValuesFit", () => {
  it("accepts what the database writes for each type", () => {
    expect(keysetValuesFit(keys, [at, 4.5, "id-1"])).toBe(true);
    expect(keysetValuesFit(keys, ["2027-03-10T12:00:00+00:00", null, "id-1"])).toBe(true);
    expect(keysetValuesFit(keys, ["2027-03-10T12:00:00Z", -3, "id-1"])).toBe(true);
    expect(keysetValuesFit([{ column: sql`true`, direction: "asc", type: "boolean" }], [false])).toBe(true);
    expect(keysetValuesFit([{ column: users.role, direction: "asc", type: "role" }], ["ADMIN"])).toBe(true);
    expect(
      keysetValuesFit([{ column: predictions.status, direction: "asc", type: "prediction_status" }], ["PENDING"]),
    ).toBe(true);
  });

  it.each([
    ["a non-date for a timestamp", ["yesterday", 4.5, "id"]],
    ["a boolean for a timestamp", [true, 4.5, "id"]],
    ["a number for a timestamp", [1_700_000_000_000, 4.5, "id"]],
    ["a timestamp out of range", ["-271821-04-20T00:00:00+00:00", 4.5, "id"]],
    ["a timestamp past 2199", ["2200-01-02T00:00:00+00:00", 4.5, "id"]],
    ["a string for a number", [at, "4.5", "id"]],
    ["a boolean for a number", [at, false, "id"]],
    ["a huge number", [at, 1e300, "id"]],
    ["a NUL byte in text", [at, 4.5, "id\u0000"]],
    ["huge text", [at, 4.5, "x".repeat(301)]],
    ["a lone surrogate", [at, 4.5, "\ud800"]],
    ["null for a key that is never null", [at, 4.5, null]],
    ["too few values", [at, 4.5]],
    ["too many values", [at, 4.5, "id", "more"]],
  ])("refuses %s", (_name, values) => {
    expect(keysetValuesFit(keys, values as never)).toBe(false);
  });

  it("refuses a value outside its enum", () => {
    expect(keysetValuesFit([{ column: users.role, direction: "asc", type: "role" }], ["ROOT"])).toBe(false);
    expect(
      keysetValuesFit([{ column: users.subscriptionTier, direction: "asc", type: "subscription_tier" }], ["GOLD"]),
    ).toBe(false);
  });
});
