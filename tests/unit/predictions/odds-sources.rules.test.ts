import { describe, expect, it } from "vitest";

import { bookmakerName, oddsSourceLabel } from "@/lib/predictions/odds-sources.rules";

describe("odds sources", () => {
  it("names a bookmaker from its key", () => {
    expect(bookmakerName({ provider: "demo", bookmaker: "demo-exchange" })).toBe("Demo Exchange");
    expect(bookmakerName({ provider: "odds-api", bookmaker: "williamhill_us" })).toBe("Williamhill Us");
  });

  it("says demo for demo books and never 'Multiple'", () => {
    const demo = ["demo-exchange", "demo-sharp", "demo-lines"].map((bookmaker) => ({ provider: "demo", bookmaker }));
    expect(oddsSourceLabel(demo)).toBe("Average of 3 demo bookmakers");
    expect(oddsSourceLabel([...demo, { provider: "odds-api", bookmaker: "pinnacle" }])).toBe("Average of 4 bookmakers");
    expect(oddsSourceLabel([{ provider: "odds-api", bookmaker: "pinnacle" }])).toBe("Pinnacle");
    expect(
      oddsSourceLabel([
        { provider: "demo", bookmaker: "demo-sharp" },
        { provider: "demo", bookmaker: "demo-sharp" },
      ]),
    ).toBe("Demo Sharp");
    expect(oddsSourceLabel(demo.slice(0, 2))).toBe("Demo Exchange & Demo Sharp");
    expect(oddsSourceLabel([])).toBe("Set by our analysts");
  });
});
