import { describe, expect, it } from "vitest";

import {
  describeNotification,
  formatAgo,
  formatBestPrice,
  formatEvLabel,
  formatFairProbabilityLabel,
  formatLockHash,
  formatPickLine,
  formatPriceAge,
  notificationHref,
  readNotificationPayload,
  sameOriginPath,
} from "@/lib/alerts/notification-payload.rules";

const NOW = new Date("2025-03-14T12:00:00Z");

const FULL = {
  predictionId: "p1",
  url: "/predictions/p1",
  title: "Arsenal v Chelsea",
  league: "Premier League",
  sport: "Football",
  kickoff: "2025-03-15T15:00:00Z",
  pick: "Arsenal",
  market: "1x2",
  line: null,
  fairProbability: 0.5234,
  fairBasis: "market-only",
  consensusBookmakers: 7,
  price: 2.1,
  bookmaker: "pinnacle",
  priceSeenAt: "2025-03-14T11:57:00Z",
  ev: 0.05,
  lockHash: "1a2b3c4d5e6f7a8b9c0d",
  isDemo: true,
};

describe("readNotificationPayload", () => {
  it("keeps every known field of the right type", () => {
    expect(readNotificationPayload(FULL)).toEqual(FULL);
  });

  it("drops fields of the wrong type, unknown keys, bad instants and unknown bases; tolerates non-objects", () => {
    expect(
      readNotificationPayload({
        title: 42,
        price: "2.10",
        ev: Number.NaN,
        kickoff: "tomorrow",
        fairBasis: "vibes",
        isDemo: "yes",
        extra: "x",
        pick: "  ",
      }),
    ).toEqual({});
    expect(readNotificationPayload(null)).toEqual({});
    expect(readNotificationPayload([1, 2])).toEqual({});
    expect(readNotificationPayload("x")).toEqual({});
  });
});

describe("labels", () => {
  it("names what the fair probability rests on", () => {
    expect(formatFairProbabilityLabel(readNotificationPayload(FULL))).toBe(
      "Fair probability 52.3% (no-vig market consensus of 7 bookmakers)",
    );
    expect(
      formatFairProbabilityLabel({ fairProbability: 0.6, fairBasis: "market+model", consensusBookmakers: 1 }),
    ).toBe("Fair probability 60.0% (no-vig market consensus of 1 bookmaker, pooled with the model)");
    expect(formatFairProbabilityLabel({ fairProbability: 0.6, fairBasis: "model-only" })).toBe(
      "Fair probability 60.0% (the model alone: no bookmaker priced this market)",
    );
    expect(formatFairProbabilityLabel({ fairProbability: 0.6, fairBasis: "market-only" })).toBe(
      "Fair probability 60.0% (no-vig market consensus)",
    );
    expect(formatFairProbabilityLabel({ fairProbability: 0.6 })).toBe("Fair probability 60.0%");
    expect(formatFairProbabilityLabel({})).toBeNull();
  });

  it("writes the best price with its bookmaker, the EV at it, and the lock hash's start", () => {
    expect(formatBestPrice({ price: 2.1, bookmaker: "pinnacle" })).toBe("Best price 2.10 at Pinnacle");
    expect(formatBestPrice({ price: 2.5, bookmaker: "demo-book" }, "fractional")).toBe("Best price 3/2 at Demo Book");
    expect(formatBestPrice({ price: 2.1 })).toBe("Best price 2.10");
    expect(formatBestPrice({})).toBeNull();
    expect(formatEvLabel({ ev: 0.05 })).toBe("EV +5.0% at that price");
    expect(formatEvLabel({ ev: 0.0999 })).toBe("EV +9.9% at that price");
    expect(formatEvLabel({})).toBeNull();
    expect(formatLockHash("1a2b3c4d5e6f")).toBe("lock hash 1a2b3c4d…");
    expect(formatLockHash(null)).toBeNull();
  });

  it("writes the pick with its market and line", () => {
    expect(formatPickLine({ pick: "Arsenal", market: "1x2", line: null })).toBe("Arsenal · 1X2");
    expect(formatPickLine({ pick: "Over 2.5", market: "over_under", line: 2.5 })).toBe("Over 2.5 · Over/Under");
    expect(formatPickLine({ pick: "Lakers", market: "spread", line: -4.5 })).toBe("Lakers -4.5 · Spread");
    expect(formatPickLine({ pick: "Lakers", market: "spread", line: 3 })).toBe("Lakers +3 · Spread");
    expect(formatPickLine({ pick: "Arsenal" })).toBe("Arsenal");
    expect(formatPickLine({})).toBeNull();
  });
});

describe("ages", () => {
  it.each([
    ["2025-03-14T11:59:30Z", "just now"],
    ["2025-03-14T12:00:30Z", "just now"],
    ["2025-03-14T11:59:00Z", "1 min ago"],
    ["2025-03-14T11:57:00Z", "3 min ago"],
    ["2025-03-14T11:00:01Z", "59 min ago"],
    ["2025-03-14T11:00:00Z", "1 h ago"],
    ["2025-03-12T12:00:01Z", "47 h ago"],
    ["2025-03-12T12:00:00Z", "2 d ago"],
  ])("%s is %s", (iso, expected) => {
    expect(formatAgo(iso, NOW)).toBe(expected);
  });

  it("says how old the price is, moving with the clock", () => {
    expect(formatPriceAge("2025-03-14T11:57:00Z", NOW)).toBe("price seen 3 min ago");
    expect(formatPriceAge("2025-03-14T11:57:00Z", new Date("2025-03-14T12:10:00Z"))).toBe("price seen 13 min ago");
    expect(formatPriceAge(undefined, NOW)).toBeNull();
  });
});

describe("links", () => {
  it.each([
    ["/predictions/p1", "/predictions/p1"],
    ["/predictions/p1?x=1#y", "/predictions/p1?x=1#y"],
    ["//evil.example/x", null],
    ["/\\evil.example", null],
    ["https://evil.example/", null],
    ["javascript:alert(1)", null],
    ["/pre\ndictions", null],
    ["/\t/evil.example", null],
    ["", null],
    [undefined, null],
  ])("%j → %j", (url, expected) => {
    expect(sameOriginPath(url)).toBe(expected);
  });

  it("falls back to the pick's page when the payload's link is missing or foreign", () => {
    expect(notificationHref({ url: "/predictions/a" }, "b")).toBe("/predictions/a");
    expect(notificationHref({ url: "https://evil.example" }, "b")).toBe("/predictions/b");
    expect(notificationHref({ predictionId: "c d" }, null)).toBe("/predictions/c%20d");
    expect(notificationHref({}, null)).toBeNull();
  });
});

describe("describeNotification", () => {
  it("gives every labelled figure of a value pick", () => {
    const view = describeNotification(
      { kind: "value_pick", predictionId: "p1", payload: FULL, createdAt: "2025-03-14T11:58:00Z" },
      NOW,
    );
    expect(view).toEqual({
      title: "Arsenal v Chelsea",
      href: "/predictions/p1",
      pick: "Arsenal · 1X2",
      context: "Premier League · Sat 15 Mar, 15:00 UTC",
      fairProbability: "Fair probability 52.3% (no-vig market consensus of 7 bookmakers)",
      bestPrice: "Best price 2.10 at Pinnacle",
      price: 2.1,
      bookmaker: "Pinnacle",
      ev: "EV +5.0% at that price",
      evValue: 0.05,
      priceAge: "price seen 3 min ago",
      lockHash: "lock hash 1a2b3c4d…",
      isDemo: true,
      ago: "2 min ago",
    });
  });

  it("reads an old row with no payload, and a test send", () => {
    const old = describeNotification({ kind: "value_pick", predictionId: "p9", payload: {}, createdAt: "x" }, NOW);
    expect(old).toMatchObject({
      title: "Value pick",
      href: "/predictions/p9",
      pick: null,
      fairProbability: null,
      bestPrice: null,
      ev: null,
      priceAge: null,
      lockHash: null,
      isDemo: false,
      ago: "just now",
    });
    const test = describeNotification(
      { kind: "test", predictionId: null, payload: null, createdAt: "2025-03-14T10:00:00Z" },
      NOW,
    );
    expect(test).toMatchObject({ title: "Test alert", href: null, ago: "2 h ago" });
  });
});
