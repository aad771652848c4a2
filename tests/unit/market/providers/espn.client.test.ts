import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import {
  espnSeasonLabel,
  mapEspnStatus,
  parseEspnScoreboard,
  parseEspnSummary,
} from "@/lib/market/providers/espn.client";
import { parseEspnOdds } from "@/lib/market/providers/espn-odds.client";
import { ProviderError } from "@/lib/net/provider-http";

const FIXTURES = path.resolve(process.cwd(), "../shared/fixtures/espn");
const load = (file: string) => JSON.parse(readFileSync(path.join(FIXTURES, file), "utf8")) as Record<string, unknown>;
const fetchedAt = new Date("2025-08-16T12:00:00Z");

type Event = { id: string; status: { type: Record<string, unknown> }; competitions: Array<Record<string, unknown>> };

describe("mapEspnStatus", () => {
  it.each([
    ["STATUS_SCHEDULED", "pre", false, "UPCOMING"],
    ["STATUS_IN_PROGRESS", "in", false, "LIVE"],
    ["STATUS_HALFTIME", "in", false, "LIVE"],
    ["STATUS_SECOND_HALF", "in", false, "LIVE"],
    ["STATUS_END_PERIOD", "in", false, "LIVE"],
    ["STATUS_FINAL", "post", true, "COMPLETED"],
    ["STATUS_FULL_TIME", "post", true, "COMPLETED"],
    ["STATUS_FINAL_AET", "post", true, "COMPLETED"],
    ["STATUS_FINAL_PEN", "post", true, "COMPLETED"],
    ["STATUS_POSTPONED", "post", false, "POSTPONED"],
    ["STATUS_SUSPENDED", "post", false, "POSTPONED"],
    ["STATUS_CANCELED", "post", false, "CANCELLED"],
    ["STATUS_CANCELLED", "post", false, "CANCELLED"],
    ["STATUS_ABANDONED", "post", false, "CANCELLED"],
    ["STATUS_SOMETHING_NEW", "post", false, "POSTPONED"],
    ["STATUS_POSTPONED", "pre", false, "POSTPONED"],
    ["STATUS_DELAYED", "in", false, "LIVE"],
    [undefined, undefined, undefined, "UPCOMING"],
  ] as const)("%s / %s / completed %s → %s", (name, state, completed, status) => {
    expect(mapEspnStatus({ name, state, completed })).toBe(status);
  });

  it("never turns post + completed:false into a result", () => {
    for (const name of [
      "STATUS_POSTPONED",
      "STATUS_SUSPENDED",
      "STATUS_CANCELED",
      "STATUS_FINAL",
      "STATUS_FULL_TIME",
    ]) {
      expect(mapEspnStatus({ name, state: "post", completed: false })).not.toBe("COMPLETED");
    }
  });
});

describe("parseEspnScoreboard on every fixture", () => {
  it.each([
    ["nfl-scoreboard-20241215.json", "football", 3],
    ["nfl-scoreboard-pre-with-odds.json", "football", 2],
    ["nba-scoreboard-20241215.json", "basketball", 2],
    ["mlb-scoreboard-20250601.json", "baseball", 1],
    ["nhl-scoreboard.json", "hockey", 1],
    ["soccer-eng.1-scoreboard.constructed.json", "soccer", 3],
    ["soccer-usa.1-scoreboard.constructed.json", "soccer", 2],
    ["soccer-fifa.world-scoreboard-live.json", "soccer", 2],
    ["soccer-fifa.world-scoreboard-pre.json", "soccer", 2],
  ])("%s", (file, sport, events) => {
    const parsed = parseEspnScoreboard(load(file), { sport, fetchedAt });
    expect(parsed.errors).toEqual([]);
    expect(parsed.items).toHaveLength(events);
    for (const match of parsed.items) {
      expect(match.provider).toBe("espn");
      expect(match.externalId).toMatch(/^\d+$/);
      expect(match.kickoffAt.getUTCSeconds()).toBe(0);
      expect(match.home.name).not.toBe(match.away.name);
      if (match.status === "COMPLETED" || match.status === "LIVE") {
        expect(typeof match.homeScore).toBe("number");
        expect(typeof match.awayScore).toBe("number");
      } else {
        expect(match.homeScore).toBeNull();
      }
      for (const price of match.odds) expect(price.price).toBeGreaterThan(1);
    }
  });

  it("reads home and away from homeAway, not array order", () => {
    // NBA fixture: home (Pacers) listed first; Wizards v Celtics too. Reverse the arrays: nothing may change.
    const body = load("nba-scoreboard-20241215.json") as { events: Event[] };
    const reversed = structuredClone(body);
    for (const event of reversed.events) (event.competitions[0]!.competitors as unknown[]).reverse();
    const normal = parseEspnScoreboard(body, { sport: "basketball" }).items;
    const flipped = parseEspnScoreboard(reversed, { sport: "basketball" }).items;
    expect(flipped.map((match) => [match.home.name, match.away.name, match.homeScore, match.awayScore])).toEqual(
      normal.map((match) => [match.home.name, match.away.name, match.homeScore, match.awayScore]),
    );
    expect(normal[0]).toMatchObject({
      externalId: "401736810",
      home: { name: "Indiana Pacers", externalId: "11", abbreviation: "IND" },
      away: { name: "New Orleans Pelicans", externalId: "3" },
      homeScore: 119,
      awayScore: 104,
      status: "COMPLETED",
      statusDetail: "Final",
      season: "2024-25",
    });
    expect(normal[0]!.kickoffAt.toISOString()).toBe("2024-12-15T22:00:00.000Z");
  });

  it("maps soccer statuses, scores, the season label and a draw", () => {
    const eng = parseEspnScoreboard(load("soccer-eng.1-scoreboard.constructed.json"), {
      sport: "soccer",
      fetchedAt,
    }).items;
    expect(
      eng.map((match) => [match.externalId, match.status, match.homeScore, match.awayScore, match.statusDetail]),
    ).toEqual([
      ["740600", "COMPLETED", 2, 1, "FT"],
      ["740601", "LIVE", 1, 1, "90'+4'"],
      ["740602", "UPCOMING", null, null, null],
    ]);
    expect(eng[0]!.season).toBe("2025-26");
    const mls = parseEspnScoreboard(load("soccer-usa.1-scoreboard.constructed.json"), { sport: "soccer" }).items;
    expect(mls[0]).toMatchObject({ status: "COMPLETED", homeScore: 3, awayScore: 3, season: "2025" });
  });

  it("recognises postponed, suspended and cancelled games (post + completed:false) and keeps no score", () => {
    const body = load("soccer-eng.1-scoreboard.constructed.json") as { events: Event[] };
    const variants = [
      ["STATUS_POSTPONED", "Postponed", "POSTPONED"],
      ["STATUS_SUSPENDED", "Suspended", "POSTPONED"],
      ["STATUS_CANCELED", "Canceled", "CANCELLED"],
    ] as const;
    for (const [name, detail, status] of variants) {
      const copy = structuredClone(body);
      const event = copy.events[0]!;
      const type = {
        ...event.status.type,
        name,
        state: "post",
        completed: false,
        detail,
        shortDetail: detail,
        description: detail,
      };
      event.status.type = type;
      (event.competitions[0]!.status as { type: unknown }).type = type;
      const [match] = parseEspnScoreboard(copy, { sport: "soccer" }).items;
      expect(match).toMatchObject({
        status,
        providerStatus: name,
        statusDetail: detail,
        homeScore: null,
        awayScore: null,
      });
    }
  });

  it("reports a broken event and keeps the others", () => {
    const body = load("nfl-scoreboard-20241215.json") as { events: unknown[] };
    const copy = structuredClone(body) as { events: Array<Record<string, unknown>> };
    delete copy.events[1]!.competitions;
    copy.events.push({ id: "999", date: "not a date", status: { type: {} }, competitions: [{ competitors: [] }] });
    const parsed = parseEspnScoreboard(copy, { sport: "football" });
    expect(parsed.items).toHaveLength(2);
    expect(parsed.errors.map((error) => error.externalId)).toEqual(["401671825", "999"]);
  });

  it("rejects a body that is not a scoreboard", () => {
    expect(() =>
      parseEspnScoreboard({ code: 400, message: "Failed to get events endpoint." }, { sport: "soccer" }),
    ).toThrow(ProviderError);
    expect(() => parseEspnScoreboard("<html>", { sport: "soccer" })).toThrow(/no events array/);
  });

  it("labels seasons per sport", () => {
    expect(espnSeasonLabel("soccer", { year: 2025, slug: "2025-26-english-premier-league" })).toBe("2025-26");
    expect(espnSeasonLabel("soccer", { year: 2026, slug: "round-of-32" })).toBe("2026");
    expect(espnSeasonLabel("basketball", { year: 2025 })).toBe("2024-25");
    expect(espnSeasonLabel("hockey", { year: 2024 })).toBe("2023-24");
    expect(espnSeasonLabel("football", { year: 2024 })).toBe("2024");
    expect(espnSeasonLabel("baseball", null)).toBeNull();
  });
});

describe("ESPN odds", () => {
  it("older shape (ESPN BET): totals with decimal prices; a spread without prices is skipped", () => {
    const [eagles] = parseEspnScoreboard(load("nfl-scoreboard-pre-with-odds.json"), {
      sport: "football",
      fetchedAt,
    }).items;
    expect(eagles!.status).toBe("UPCOMING");
    expect(eagles!.odds).toEqual([
      {
        bookmaker: "espn-bet",
        market: "totals",
        selection: "over",
        price: 1.909,
        point: 46.5,
        capturedAt: null,
        isClosing: false,
      },
      {
        bookmaker: "espn-bet",
        market: "totals",
        selection: "under",
        price: 1.909,
        point: 46.5,
        capturedAt: null,
        isClosing: false,
      },
    ]);
  });

  it("newer shape (DraftKings) before kick-off: current American prices and lines, draw included", () => {
    const [, spain] = parseEspnScoreboard(load("soccer-fifa.world-scoreboard-pre.json"), { sport: "soccer" }).items;
    const byKey = Object.fromEntries(spain!.odds.map((price) => [`${price.market}:${price.selection}`, price]));
    expect(Object.keys(byKey).sort()).toEqual([
      "h2h:away",
      "h2h:draw",
      "h2h:home",
      "spreads:away",
      "spreads:home",
      "totals:over",
      "totals:under",
    ]);
    for (const price of spain!.odds)
      expect(price).toMatchObject({ bookmaker: "draftkings", isClosing: false, capturedAt: null });
    expect(byKey["spreads:home"]!.point).toBe(-byKey["spreads:away"]!.point!);
    expect(byKey["totals:over"]!.point).toBe(byKey["totals:under"]!.point);
  });

  it("newer shape once under way: only the closing prices, stamped at kick-off", () => {
    const [, live] = parseEspnScoreboard(load("soccer-eng.1-scoreboard.constructed.json"), { sport: "soccer" }).items;
    expect(live!.status).toBe("LIVE");
    const byKey = Object.fromEntries(live!.odds.map((price) => [`${price.market}:${price.selection}`, price]));
    // close: ML home +125, away +265, draw +205; spread -0.5 +115 / +0.5 -145; total o2.5 +130 / u2.5 -160
    expect(byKey["h2h:home"]).toMatchObject({ price: 2.25, isClosing: true });
    expect(byKey["h2h:away"]!.price).toBe(3.65);
    expect(byKey["h2h:draw"]!.price).toBe(3.05);
    expect(byKey["spreads:home"]).toMatchObject({ price: 2.15, point: -0.5 });
    expect(byKey["spreads:away"]).toMatchObject({ price: 1.6897, point: 0.5 });
    expect(byKey["totals:over"]).toMatchObject({ price: 2.3, point: 2.5 });
    expect(byKey["totals:under"]).toMatchObject({ price: 1.625, point: 2.5 });
    for (const price of live!.odds) expect(price.capturedAt?.toISOString()).toBe(live!.kickoffAt.toISOString());
  });

  it("finished games with odds: [null] have none", () => {
    const [finished] = parseEspnScoreboard(load("soccer-fifa.world-scoreboard-live.json"), { sport: "soccer" }).items;
    expect(finished!.status).toBe("COMPLETED");
    expect(finished!.odds).toEqual([]);
  });

  it("older shape in pickcenter (Unibet) with moneyline, spread and total before kick-off", () => {
    const pickcenter = (load("nhl-summary-401559593.json") as { pickcenter: unknown[] }).pickcenter;
    const odds = parseEspnOdds(pickcenter, { state: "pre", kickoffAt: new Date("2023-12-03T00:00:00Z") });
    const byKey = Object.fromEntries(
      odds.map((price) => [`${price.market}:${price.selection}`, [price.price, price.point]]),
    );
    expect(byKey).toEqual({
      "h2h:home": [1.7, null],
      "h2h:away": [4.1, null],
      "spreads:home": [2.07, -1.5],
      "spreads:away": [1.77, 1.5],
      "totals:over": [1.53, 5.5],
      "totals:under": [2.5, 5.5],
    });
    expect(odds.every((price) => price.bookmaker === "unibet")).toBe(true);
    // The same block after the final whistle is stale: nothing is kept.
    expect(parseEspnOdds(pickcenter, { state: "post", kickoffAt: new Date() })).toEqual([]);
  });
});

describe("parseEspnSummary", () => {
  it.each([
    [
      "nfl-summary-401547417.json",
      "football",
      {
        externalId: "401547417",
        status: "COMPLETED",
        homeScore: 25,
        awayScore: 24,
        round: "Week 2",
        venue: "Mercedes-Benz Stadium",
      },
    ],
    [
      "nhl-summary-401559593.json",
      "hockey",
      { externalId: "401559593", status: "COMPLETED", homeScore: 6, awayScore: 2, season: "2023-24" },
    ],
    [
      "nba-summary-401772994-pre.json",
      "basketball",
      { externalId: "401772994", status: "UPCOMING", homeScore: null, awayScore: null },
    ],
  ])("%s", (file, sport, expected) => {
    const match = parseEspnSummary(load(file), { sport });
    expect(match).toMatchObject(expected);
  });

  it("reads the summary's home team from homeAway", () => {
    const match = parseEspnSummary(load("nfl-summary-401547417.json"), { sport: "football" });
    expect(match.home.name).toBe("Atlanta Falcons");
    expect(match.away.name).toBe("Green Bay Packers");
  });
});
