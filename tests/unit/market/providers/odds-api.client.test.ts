import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { ProviderError, redactUrl, stripSecrets } from "@/lib/net/provider-http";
import {
  classifyOddsApiError,
  parseOddsApiOdds,
  parseOddsApiScores,
  parseOddsApiSports,
  parseQuotaHeaders,
} from "@/lib/market/providers/odds-api.client";

const FIXTURES = path.resolve(process.cwd(), "../shared/fixtures/the-odds-api");
const load = (file: string) => JSON.parse(readFileSync(path.join(FIXTURES, file), "utf8")) as unknown;

describe("parseOddsApiOdds", () => {
  it("decimal h2h (EPL, captured): outcomes matched by name, Draw included", () => {
    const { items, errors } = parseOddsApiOdds(load("odds-soccer_epl-h2h-decimal.captured.json"), {
      oddsFormat: "decimal",
    });
    expect(errors).toEqual([]);
    expect(items).toHaveLength(3);
    const [leicester] = items;
    expect(leicester).toMatchObject({
      externalId: "36808dc52374b40df08cab6b1d5664d1",
      homeTeam: "Leicester City",
      awayTeam: "Tottenham Hotspur",
    });
    expect(leicester!.kickoffAt.toISOString()).toBe("2024-08-19T19:00:00.000Z");
    expect(leicester!.odds.map((price) => [price.selection, price.price])).toEqual([
      ["home", 5],
      ["away", 1.6],
      ["draw", 4.2],
    ]);
    expect(leicester!.odds[0]).toMatchObject({ bookmaker: "betway", market: "h2h", point: null, isClosing: false });
    expect(leicester!.odds[0]!.capturedAt?.toISOString()).toBe("2024-08-19T08:26:02.000Z");
  });

  it("American h2h, spreads and totals (NFL) converted to decimal with signed points", () => {
    const { items } = parseOddsApiOdds(load("odds-americanfootball_nfl-h2h-spreads-totals-american.constructed.json"), {
      oddsFormat: "american",
    });
    const [game] = items;
    expect(game).toMatchObject({ homeTeam: "Tampa Bay Buccaneers", awayTeam: "Dallas Cowboys" });
    const fanduel = game!.odds
      .filter((price) => price.bookmaker === "fanduel")
      .map((price) => [price.market, price.selection, price.price, price.point]);
    expect(fanduel).toEqual([
      ["h2h", "away", 3.4, null],
      ["h2h", "home", 1.33, null],
      ["spreads", "away", 1.9174, 6.5],
      ["spreads", "home", 1.9009, -6.5],
      ["totals", "over", 1.9091, 52.5],
      ["totals", "under", 1.9091, 52.5],
    ]);
    expect(game!.odds).toHaveLength(12);
  });

  it("skips unknown outcomes and markets, keeps events with no bookmakers", () => {
    const body = [
      {
        id: "a".repeat(32),
        sport_key: "soccer_epl",
        commence_time: "2024-08-19T19:00:00Z",
        home_team: "A",
        away_team: "B",
        bookmakers: [
          {
            key: "book",
            last_update: "2024-08-19T08:00:00Z",
            markets: [
              { key: "h2h_lay", outcomes: [{ name: "A", price: 2 }] },
              {
                key: "h2h",
                outcomes: [
                  { name: "C", price: 2 },
                  { name: "A", price: 1 },
                  { name: "B", price: 2.5 },
                ],
              },
            ],
          },
        ],
      },
      {
        id: "b".repeat(32),
        sport_key: "soccer_epl",
        commence_time: "2024-08-20T19:00:00Z",
        home_team: "C",
        away_team: "D",
        bookmakers: [],
      },
      { nonsense: true },
    ];
    const { items, errors } = parseOddsApiOdds(body, { oddsFormat: "decimal" });
    expect(items.map((item) => item.odds.map((price) => [price.selection, price.price]))).toEqual([
      [["away", 2.5]],
      [],
    ]);
    expect(errors).toHaveLength(1);
  });

  it("rejects a body that is not an array", () => {
    expect(() => parseOddsApiOdds({ message: "x" }, { oddsFormat: "decimal" })).toThrow(ProviderError);
  });
});

describe("parseOddsApiScores", () => {
  it("reads completed, live and not-started games", () => {
    const { items, errors } = parseOddsApiScores(load("scores-basketball_nba.constructed.json"));
    expect(errors).toEqual([]);
    expect(items.map((item) => [item.homeTeam, item.completed, item.homeScore, item.awayScore])).toEqual([
      ["Indiana Pacers", true, 119, 104],
      ["Houston Rockets", false, 58, 51],
      ["Milwaukee Bucks", false, null, null],
    ]);
  });
});

describe("sports and quota", () => {
  it("parses /v4/sports", () => {
    const sports = parseOddsApiSports(load("sports.constructed.json"));
    expect(sports.map((sport) => sport.key)).toContain("soccer_epl");
    expect(sports[0]).toMatchObject({
      key: "americanfootball_ncaaf",
      group: "American Football",
      active: true,
      hasOutrights: false,
    });
  });

  it("reads the quota headers as numbers", () => {
    const headers = new Headers({ "x-requests-remaining": "19874", "x-requests-used": "126", "x-requests-last": "3" });
    expect(parseQuotaHeaders(headers)).toEqual({ remaining: 19874, used: 126, last: 3 });
    expect(parseQuotaHeaders(new Headers())).toEqual({ remaining: null, used: null, last: null });
  });
});

describe("error classification", () => {
  const errors = load("errors.constructed.json") as Record<string, { status: number; body: unknown }>;
  it.each([
    ["401_INVALID_KEY", "auth", false],
    ["401_MISSING_KEY", "auth", false],
    ["401_OUT_OF_USAGE_CREDITS", "quota", false],
    ["404_UNKNOWN_SPORT", "bad_request", false],
    ["422_INVALID_MARKET", "bad_request", false],
    ["429_EXCEEDED_FREQ_LIMIT", "quota", true],
  ])("%s → %s (retryable %s)", (key, kind, retryable) => {
    const { status, body } = errors[key]!;
    const error = classifyOddsApiError(status, body, "https://api.the-odds-api.com/v4/sports/x/odds?apiKey=REDACTED");
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind, retryable, status, code: key.slice(4) });
  });

  it("5xx is a retryable http error", () => {
    expect(classifyOddsApiError(503, null, "u")).toMatchObject({ kind: "http", retryable: true });
  });
});

describe("URL credentials", () => {
  it("redacts and strips the apiKey", () => {
    const url = "https://api.the-odds-api.com/v4/sports/soccer_epl/odds?apiKey=secret123&regions=uk";
    expect(redactUrl(url)).not.toContain("secret123");
    expect(redactUrl(url)).toContain("apiKey=REDACTED");
    expect(stripSecrets(url)).toBe("https://api.the-odds-api.com/v4/sports/soccer_epl/odds?regions=uk");
  });
});
