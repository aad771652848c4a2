import { describe, expect, it } from "vitest";

import { lockFields, verifyLock } from "@/lib/predictions/lock.rules";
import { lockCanonicalText, lockHashWebCrypto, toHex } from "@/lib/predictions/lock-canonical.rules";

// Known vectors: hashes computed by the product's lock rule before the canonical text moved into its own module, so
// the server (node:crypto) and the browser (crypto.subtle) paths are held to the hashes already stored.
const FOOTBALL = {
  content: {
    matchId: "m-1",
    sportId: "football",
    leagueId: "epl",
    homeTeam: "Arsenal",
    awayTeam: "Chelsea",
    matchDate: new Date("2026-03-14T15:00:00.000Z"),
    market: "1x2",
    pick: "Arsenal",
    selection: "home",
    line: null,
    odds: -150,
    decimalOdds: 1.6667,
    confidence: 62.5,
    modelProbability: 0.612345,
    marketProbability: 0.58,
    modelVersion: "poisson-v3",
  },
  lockedAt: new Date("2026-03-13T09:00:00.123Z"),
  hash: "0eeead5b5be3bf9d4744338d21f3aa2405a341a7184f660c98690894bd070b47",
};
const MANUAL = {
  content: {
    matchId: null,
    sportId: "basketball",
    leagueId: "nba",
    homeTeam: 'Lakers "LA"',
    awayTeam: "Celtics ü",
    matchDate: new Date("2026-01-02T01:30:00.000Z"),
    market: "spread",
    pick: "=Lakers -3.5",
    selection: null,
    line: -3.5,
    odds: 110,
    decimalOdds: 2.1,
    confidence: 55,
    modelProbability: null,
    marketProbability: null,
    modelVersion: null,
  },
  lockedAt: new Date("2025-12-31T23:59:59.999Z"),
  hash: "7a5e8fe1e66451a58d57dc5033e346c2ebb98fe7b2baf54902532b1e466f7fe6",
};

describe("the lock's canonical text", () => {
  it.each([
    ["a model pick", FOOTBALL],
    ["a manual pick with nulls, quotes and non-ASCII", MANUAL],
  ])("gives the stored hash on the server and in WebCrypto for %s", async (_, vector) => {
    expect(lockFields(vector.content, vector.lockedAt).contentHash).toBe(vector.hash);
    expect(await lockHashWebCrypto(vector.content, vector.lockedAt)).toBe(vector.hash);
    expect(verifyLock({ ...vector.content, lockedAt: vector.lockedAt, contentHash: vector.hash })).toBe(true);
  });

  it("reads instants given as exported ISO text like the Dates they were", async () => {
    const exported = { ...FOOTBALL.content, matchDate: "2026-03-14T15:00:00.000Z" };
    expect(lockCanonicalText(exported, "2026-03-13T09:00:00.123Z")).toBe(
      lockCanonicalText(FOOTBALL.content, FOOTBALL.lockedAt),
    );
    expect(await lockHashWebCrypto(exported, "2026-03-13T09:00:00.123Z")).toBe(FOOTBALL.hash);
  });

  it("writes lockedAt first, then every field in order, a missing one as null", () => {
    expect(lockCanonicalText({ sportId: "football", odds: 120 }, "2026-01-01T00:00:00.000Z")).toBe(
      '{"lockedAt":"2026-01-01T00:00:00.000Z","matchId":null,"sportId":"football","leagueId":null,' +
        '"homeTeam":null,"awayTeam":null,"matchDate":null,"market":null,"pick":null,"selection":null,"line":null,' +
        '"odds":120,"decimalOdds":null,"confidence":null,"modelProbability":null,"marketProbability":null,' +
        '"modelVersion":null}',
    );
  });

  it("changes with any one field, the lock time, or an instant written another way", async () => {
    const tampered = [
      { ...FOOTBALL.content, pick: "Chelsea" },
      { ...FOOTBALL.content, decimalOdds: 1.6668 },
      { ...FOOTBALL.content, decimalOdds: "1.6667" },
      { ...FOOTBALL.content, matchDate: "2026-03-14T15:00:00Z" },
    ];
    for (const content of tampered) expect(await lockHashWebCrypto(content, FOOTBALL.lockedAt)).not.toBe(FOOTBALL.hash);
    expect(await lockHashWebCrypto(FOOTBALL.content, "2026-03-13T09:00:00.124Z")).not.toBe(FOOTBALL.hash);
  });

  it("writes bytes as lower-case hex", () => {
    expect(toHex(new Uint8Array([0, 15, 16, 255]))).toBe("000f10ff");
  });
});
