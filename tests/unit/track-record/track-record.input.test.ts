import { describe, expect, it } from "vitest";

import { trackRecordQuerySchema } from "@/lib/track-record/track-record.input";

describe("trackRecordQuerySchema", () => {
  it("accepts no filters", () => {
    expect(trackRecordQuerySchema.parse({})).toEqual({
      sport: undefined,
      market: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it("reads days as UTC midnight and makes 'to' inclusive (the query takes the day after)", () => {
    const query = trackRecordQuerySchema.parse({ from: "2025-03-01", to: "2025-03-31" });
    expect(query.from?.toISOString()).toBe("2025-03-01T00:00:00.000Z");
    expect(query.to?.toISOString()).toBe("2025-04-01T00:00:00.000Z");
  });

  it("normalises sport and market, and treats 'all' as no filter", () => {
    expect(trackRecordQuerySchema.parse({ sport: "Football", market: "1X2" })).toMatchObject({
      sport: "football",
      market: "1x2",
    });
    expect(trackRecordQuerySchema.parse({ sport: "all", market: "" })).toMatchObject({
      sport: undefined,
      market: undefined,
    });
  });

  it.each<[Record<string, string>, string]>([
    [{ from: "2025-02-30" }, "an impossible date"],
    [{ from: "03/01/2025" }, "another date format"],
    [{ from: "2025-03-02", to: "2025-03-01" }, "from after to"],
    [{ sport: "foot ball" }, "a malformed sport"],
    [{ market: "x".repeat(41) }, "a long market"],
  ])("rejects %j (%s)", (input, reason) => {
    expect(trackRecordQuerySchema.safeParse(input).success, reason).toBe(false);
  });
});
