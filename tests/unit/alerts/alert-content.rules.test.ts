import { describe, expect, it } from "vitest";

import {
  alertPayload,
  digestPushMessage,
  evAt,
  pickEmailLines,
  priceAge,
  publishedPrice,
  pushMessage,
  recheck,
  type PublishedPick,
} from "@/lib/alerts/alert-content.rules";

// What an alert says and whether it may still go: the payload's figures and labels, the age of the price, the
// send-time re-check against the fair line, and the push and e-mail texts made from the payload.

const NOW = new Date("2026-12-01T12:00:00Z");

const pick = (overrides: Partial<PublishedPick> = {}): PublishedPick => ({
  id: "p1",
  homeTeam: "Arsenal",
  awayTeam: "Chelsea",
  sport: "Football",
  league: "Premier League",
  matchDate: new Date("2026-12-01T15:00:00Z"),
  market: "1x2",
  pick: "Arsenal",
  line: null,
  confidence: 55,
  decimalOdds: 2.2,
  expectedValue: 0.1,
  fairProbability: 0.5,
  fairBasis: "market-only",
  consensusBookmakers: 6,
  bookmaker: "pinnacle",
  priceCapturedAt: new Date("2026-12-01T11:57:00Z"),
  contentHash: "f".repeat(64),
  isPremium: false,
  isPublished: true,
  isDemo: false,
  status: "PENDING",
  source: "MODEL",
  createdAt: new Date("2026-12-01T11:58:00Z"),
  ...overrides,
});

const quote = (price: number, seenAt = "2026-12-01T11:57:00Z") => ({
  price,
  bookmaker: "pinnacle",
  seenAt: new Date(seenAt),
});

describe("recheck: an alert goes only while the latest price beats the fair line", () => {
  it("passes a price above the line and answers the EV at that price", () => {
    expect(recheck(pick(), quote(2.2), NOW)).toEqual({ ok: true, quoted: quote(2.2), ev: 0.1 });
  });

  it("expires a price exactly at the line (EV 0) or below it", () => {
    expect(recheck(pick(), quote(2), NOW)).toEqual({ ok: false, reason: "price_gone" });
    expect(recheck(pick(), quote(1.95), NOW)).toEqual({ ok: false, reason: "price_gone" });
    expect(recheck(pick(), quote(2.0001), NOW)).toMatchObject({ ok: true, ev: 0.0001 });
  });

  it("expires once the match kicks off, and a pick no longer published or pending", () => {
    expect(recheck(pick(), quote(2.2), new Date("2026-12-01T15:00:00Z"))).toEqual({ ok: false, reason: "kicked_off" });
    expect(recheck(pick({ isPublished: false }), quote(2.2), NOW)).toEqual({ ok: false, reason: "not_pending" });
    expect(recheck(pick({ status: "WIN" }), quote(2.2), NOW)).toEqual({ ok: false, reason: "not_pending" });
  });

  it("judges a hand-entered pick against the analyst's stated probability", () => {
    const manual = pick({ fairProbability: null, fairBasis: null, source: "MANUAL", confidence: 40 });
    expect(recheck(manual, quote(2.6), NOW)).toMatchObject({ ok: true, ev: 0.04 });
    expect(recheck(manual, quote(2.5), NOW)).toEqual({ ok: false, reason: "price_gone" });
  });
});

describe("alertPayload", () => {
  it("freezes match, kickoff, pick, fair probability and basis, price, bookmaker, age, EV and lock hash", () => {
    expect(alertPayload(pick(), quote(2.3, "2026-12-01T11:50:00Z"))).toEqual({
      predictionId: "p1",
      url: "/predictions/p1",
      title: "Arsenal v Chelsea",
      sport: "Football",
      league: "Premier League",
      kickoff: "2026-12-01T15:00:00.000Z",
      pick: "Arsenal",
      market: "1x2",
      line: null,
      fairProbability: 0.5,
      fairBasis: "market-only",
      basisLabel: "Market consensus (no-vig, 6 books)",
      consensusBookmakers: 6,
      price: 2.3,
      bookmaker: "pinnacle",
      priceSeenAt: "2026-12-01T11:50:00.000Z",
      ev: 0.15,
      lockHash: "f".repeat(64),
      isDemo: false,
    });
  });

  it("labels a hand-entered pick's probability as the analyst's", () => {
    const manual = pick({ fairProbability: null, fairBasis: null, source: "MANUAL", confidence: 60 });
    expect(alertPayload(manual, publishedPrice(manual))).toMatchObject({
      fairProbability: 0.6,
      basisLabel: "Analyst's estimate",
      price: 2.2,
      priceSeenAt: "2026-12-01T11:57:00.000Z",
    });
  });

  it("escapes the pick id in its link", () => {
    expect(alertPayload(pick({ id: "a/b?c" }), quote(2.2)).url).toBe("/predictions/a%2Fb%3Fc");
  });
});

describe("priceAge", () => {
  it.each([
    ["2026-12-01T12:00:00Z", "price seen just now"],
    ["2026-12-01T11:59:30Z", "price seen just now"],
    ["2026-12-01T11:57:00Z", "price seen 3 min ago"],
    ["2026-12-01T10:01:00Z", "price seen 119 min ago"],
    ["2026-12-01T10:00:00Z", "price seen 2 h ago"],
    ["2026-11-28T12:00:00Z", "price seen 3 days ago"],
    ["2026-12-01T12:05:00Z", "price seen just now"],
  ])("%s → %s", (seenAt, text) => {
    expect(priceAge(seenAt, NOW)).toBe(text);
  });
});

describe("push and e-mail texts", () => {
  const payload = alertPayload(pick(), quote(2.2));

  it("push: the match as title; pick, price, bookmaker, EV, fair probability and price age as body", () => {
    expect(pushMessage(payload, NOW)).toEqual({
      kind: "value_pick",
      title: "Value: Arsenal v Chelsea",
      body: "Arsenal @ 2.20 (Pinnacle) · EV +10.0% · fair 50.0% · price seen 3 min ago",
      url: "/predictions/p1",
      tag: "p1",
      predictionId: "p1",
    });
    expect(pushMessage({ ...payload, isDemo: true }, NOW).body).toMatch(/^Demo data · /);
  });

  it("digest push: one message for the day's held picks", () => {
    const second = alertPayload(pick({ id: "p2", homeTeam: "Leeds", awayTeam: "Fulham" }), quote(2.4));
    const both = digestPushMessage([payload, second]);
    expect(both).toMatchObject({ kind: "digest", title: "2 value picks still open", url: "/user/notifications" });
    expect(both).not.toHaveProperty("predictionId");
    expect(digestPushMessage([payload])).toMatchObject({ title: "1 value pick still open", url: "/predictions/p1" });
  });

  it("e-mail: every figure on its own labelled line, demo data said", () => {
    expect(pickEmailLines({ ...payload, isDemo: true }, NOW, "https://edgecast.example/predictions/p1")).toEqual([
      "Arsenal v Chelsea — Premier League (Football) — DEMO DATA",
      "Kick-off: Tue, 01 Dec 2026 15:00:00 GMT",
      "Pick: Arsenal (1X2)",
      "Fair probability: 50.0% — Market consensus (no-vig, 6 books)",
      "Best price: 2.20 at Pinnacle (price seen 3 min ago)",
      "Expected value at that price: +10.0% per unit staked",
      `Lock hash: ${"f".repeat(64)}`,
      "https://edgecast.example/predictions/p1",
    ]);
  });

  it("evAt rounds to four decimals", () => {
    expect(evAt(0.5, 2.2)).toBe(0.1);
    expect(evAt(1 / 3, 3.1)).toBe(0.0333);
  });
});
