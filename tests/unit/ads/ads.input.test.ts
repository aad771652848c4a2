import { describe, expect, it } from "vitest";

import { AD_SLOT_ID_PATTERN, adEventSchema } from "@/lib/ads/ads.input";
import { PUBLISHER_ID_PATTERN } from "@/lib/core/common.input";

describe("adEventSchema", () => {
  it.each([
    [{ adUnitId: "0b8c1f3e-6c1f-4f0e-9b1c-1d2e3f4a5b6c", kind: "impression" }],
    [{ adUnitId: " unit-1 ", kind: "click" }],
  ])("accepts %j", (body) => {
    expect(adEventSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ["an unknown kind", { adUnitId: "u1", kind: "view" }],
    ["no unit", { kind: "click" }],
    ["a blank unit", { adUnitId: "   ", kind: "click" }],
    ["an overlong unit id", { adUnitId: "x".repeat(65), kind: "click" }],
    ["an unknown key", { adUnitId: "u1", kind: "click", revenueMicros: 1 }],
  ])("rejects %s", (_label, body) => {
    expect(adEventSchema.safeParse(body).success).toBe(false);
  });
});

describe("ad network ids", () => {
  it("accepts only ca-pub- and 16 digits as a publisher id", () => {
    expect(PUBLISHER_ID_PATTERN.test("ca-pub-1234567890123456")).toBe(true);
    for (const bad of [
      "",
      "pub-1234567890123456",
      "ca-pub-123",
      "ca-pub-1234567890123456&x=1",
      'ca-pub-1234567890123456"',
    ])
      expect(PUBLISHER_ID_PATTERN.test(bad)).toBe(false);
  });

  it("accepts only digits as a slot id", () => {
    expect(AD_SLOT_ID_PATTERN.test("1234567890")).toBe(true);
    for (const bad of ["", "12a", '1" onload="x', "1".repeat(21)]) expect(AD_SLOT_ID_PATTERN.test(bad)).toBe(false);
  });
});
