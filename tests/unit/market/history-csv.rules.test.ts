import { describe, expect, it } from "vitest";

import { BEST_PRICE_ONLY_BOOKMAKERS } from "@/lib/engine/consensus";
import {
  decodeCsvBytes,
  footballDataDate,
  footballSeason,
  matchIdSlug,
  parseCsv,
  zonedTimeToUtc,
} from "@/lib/market/history-csv.rules";
import { detectHistoryFormat, parseHistoryCsv } from "@/lib/market/history-import.service";

const FOOTBALL_HEADER =
  "match_id,date,season,league,home_team,away_team,home_score,away_score,result,odds_home,odds_draw,odds_away," +
  "odds_kind,pin_close_home,pin_close_draw,pin_close_away,avg_home,avg_draw,avg_away,max_home,max_draw,max_away," +
  "b365_home,b365_draw,b365_away";
const NBA_HEADER =
  "match_id,date,season,league,home_team,away_team,home_score,away_score,result," +
  "odds_home,odds_away,odds_kind,spread_home,total,game_type";

describe("CSV basics", () => {
  it("parses quotes, CRLF and blank lines", () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\r\n,,\r\n\r\nlast,1')).toEqual([
      ["a", "b"],
      ["x, y", 'say "hi"'],
      ["last", "1"],
    ]);
  });

  it("decodes Windows-1252 and drops a BOM", () => {
    expect(decodeCsvBytes(Uint8Array.from([0x4b, 0xf6, 0x6c, 0x6e]))).toBe("Köln");
    expect(decodeCsvBytes(new TextEncoder().encode("\ufeffDiv,Date"))).toBe("Div,Date");
  });

  it("detects the three formats by header", () => {
    expect(detectHistoryFormat(FOOTBALL_HEADER.split(","))).toBe("football");
    expect(detectHistoryFormat(NBA_HEADER.split(","))).toBe("nba");
    expect(detectHistoryFormat("Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,FTR".split(","))).toBe("football-data");
    expect(detectHistoryFormat(["a", "b"])).toBeNull();
  });

  it("reads football-data dates and seasons", () => {
    expect(footballDataDate("11/08/2023")).toBe("2023-08-11");
    expect(footballDataDate("13/08/05")).toBe("2005-08-13");
    expect(footballDataDate("2023-08-11")).toBeNull();
    expect(footballSeason("2023-08-11")).toBe("2023-24");
    expect(footballSeason("2024-05-19")).toBe("2023-24");
    expect(footballSeason("2009-07-01")).toBe("2009-10");
  });

  it("derives the shared files' match-id slugs", () => {
    expect(matchIdSlug("Nott'm Forest")).toBe("nott-m-forest");
    expect(matchIdSlug("M'gladbach")).toBe("m-gladbach");
    expect(matchIdSlug("Man City")).toBe("man-city");
  });

  it("converts local kick-off times to UTC across DST", () => {
    expect(zonedTimeToUtc("2023-08-11", "15:00", "Europe/London").toISOString()).toBe("2023-08-11T14:00:00.000Z");
    expect(zonedTimeToUtc("2023-12-30", "15:00", "Europe/London").toISOString()).toBe("2023-12-30T15:00:00.000Z");
    expect(zonedTimeToUtc("2023-10-29", "15:00", "Europe/Berlin").toISOString()).toBe("2023-10-29T14:00:00.000Z");
    expect(zonedTimeToUtc("2024-01-15", "19:00", "America/New_York").toISOString()).toBe("2024-01-16T00:00:00.000Z");
    expect(zonedTimeToUtc("2024-03-10", "19:00", "America/New_York").toISOString()).toBe("2024-03-10T23:00:00.000Z");
  });
});

describe("parseHistoryCsv", () => {
  it("shared football rows: result, Pinnacle closing, market average, Bet365 and the best-price-only maximum", () => {
    const text = [
      FOOTBALL_HEADER,
      "EPL-2023-08-11-burnley-man-city,2023-08-11,2023-24,EPL,Burnley,Man " +
        "City,0,3,A,9.5,5.5,1.34,pinnacle_close,9.5,5.5,1.34,8.9,5.3,1.33,10,5.75,1.36,8.5,5.25,1.33",
      "EPL-2005-08-13-aston-villa-bolton,2005-08-13,2005-06,EPL,Aston " +
        "Villa,Bolton,2,2,D,2.2,3.16,3.05,market_avg_prematch,,,,2.2,3.16,3.05,2.4,3.3,3.4,2.3,3.25,3",
      "EPL-2005-08-14-x-y,2005-08-14,2005-06,EPL,X,Y,,,,,,,,,,,,,,,,,,,",
      "Zzz-2005-08-14-x-y,2005-08-14,2005-06,Zzz,X,Y,1,0,H,,,,,,,,,,,,,,,,",
    ].join("\n");
    const parsed = parseHistoryCsv(text);
    expect(parsed.format).toBe("football");
    expect(parsed.skipped).toBe(1);
    expect(parsed.errors).toEqual(['line 5: unknown league "Zzz"']);
    const [burnley, villa] = parsed.rows;
    expect(burnley).toMatchObject({
      leagueId: "epl",
      sportId: "football",
      provider: "football-data",
      externalId: "EPL-2023-08-11-burnley-man-city",
      homeScore: 0,
      awayScore: 3,
      season: "2023-24",
    });
    expect(burnley!.kickoffAt.toISOString()).toBe("2023-08-11T14:00:00.000Z");
    expect(burnley!.odds.map((odds) => [odds.bookmaker, odds.selection, odds.price, odds.isClosing])).toEqual([
      ["pinnacle", "home", 9.5, true],
      ["pinnacle", "draw", 5.5, true],
      ["pinnacle", "away", 1.34, true],
      ["market-average", "home", 8.9, false],
      ["market-average", "draw", 5.3, false],
      ["market-average", "away", 1.33, false],
      ["bet365", "home", 8.5, false],
      ["bet365", "draw", 5.25, false],
      ["bet365", "away", 1.33, false],
      ["market-maximum", "home", 10, false],
      ["market-maximum", "draw", 5.75, false],
      ["market-maximum", "away", 1.36, false],
    ]);
    expect(burnley!.odds[0]!.capturedAt.toISOString()).toBe("2023-08-11T14:00:00.000Z");
    // The pre-match books and the maximum: a day before kick-off, like the market average.
    for (const odds of burnley!.odds.slice(3)) expect(odds.capturedAt.toISOString()).toBe("2023-08-10T14:00:00.000Z");
    expect(BEST_PRICE_ONLY_BOOKMAKERS).toContain("market-maximum");
    expect(villa!.odds.map((odds) => odds.bookmaker)).toEqual([
      ...Array(3).fill("market-average"),
      ...Array(3).fill("bet365"),
      ...Array(3).fill("market-maximum"),
    ]);
  });

  it("NBA rows: the moneyline as the close, spread from the home side and total as unflagged pre-game lines", () => {
    const parsed = parseHistoryCsv(
      [
        NBA_HEADER,
        "NBA-2007-10-30-gs-utah,2007-10-30,2007-08,NBA,gs,utah,96,117,A,1.8333,2,moneyline,-1,212,regular",
        "NBA-2024-06-17-bos-dal,2024-06-17,2023-24,NBA,bos,dal,106,88,H,,,,-6.5,210.5,playoffs",
      ].join("\n"),
    );
    expect(parsed.format).toBe("nba");
    const [first, second] = parsed.rows;
    expect(first).toMatchObject({
      leagueId: "nba",
      sportId: "basketball",
      provider: "nba-history",
      homeTeam: "gs",
      awayTeam: "utah",
      homeScore: 96,
      awayScore: 117,
    });
    expect(first!.kickoffAt.toISOString()).toBe("2007-10-30T23:00:00.000Z");
    expect(first!.odds.map((odds) => [odds.market, odds.selection, odds.price, odds.point, odds.isClosing])).toEqual([
      ["h2h", "home", 1.8333, null, true],
      ["h2h", "away", 2, null, true],
      ["spreads", "home", 1.9091, -1, false],
      ["spreads", "away", 1.9091, 1, false],
      ["totals", "over", 1.9091, 212, false],
      ["totals", "under", 1.9091, 212, false],
    ]);
    for (const odds of first!.odds) expect(odds.capturedAt.toISOString()).toBe("2007-10-30T23:00:00.000Z");
    expect(second!.odds.map((odds) => odds.market)).toEqual(["spreads", "spreads", "totals", "totals"]);
  });

  it("raw football-data rows: derived match id, UK time, PSC, Avg / BbAv, B365 and Max / BbMx odds", () => {
    const parsed = parseHistoryCsv(
      [
        "Div,Date,Time,HomeTeam,AwayTeam,FTHG,FTAG,FTR,B365H,B365D,B365A,PSCH,PSCD,PSCA,AvgH,AvgD,AvgA,MaxH,MaxD,MaxA",
        "E0,11/08/2023,20:00,Burnley,Man City,0,3,A,8,5.5,1.33,9.5,5.5,1.34,8.9,5.3,1.33,10,5.75,1.36",
        "SP1,12/08/2023,18:30,Almeria,Vallecano,0,2,A,2.3,3.4,3.1,,,,2.3,3.3,3.2,,,",
        "E0,13/08/2023,,Brentford,Tottenham,,,,,,,,,,,,,,,",
        "X9,13/08/2023,,A,B,1,0,H,,,,,,,,,,,,",
      ].join("\r\n"),
    );
    expect(parsed.format).toBe("football-data");
    expect(parsed.skipped).toBe(1);
    expect(parsed.errors).toHaveLength(1);
    const [burnley, almeria] = parsed.rows;
    expect(burnley).toMatchObject({
      externalId: "EPL-2023-08-11-burnley-man-city",
      season: "2023-24",
      leagueId: "epl",
    });
    expect(burnley!.kickoffAt.toISOString()).toBe("2023-08-11T19:00:00.000Z");
    expect(burnley!.odds.map((odds) => [odds.bookmaker, odds.price])).toEqual([
      ["pinnacle", 9.5],
      ["pinnacle", 5.5],
      ["pinnacle", 1.34],
      ["market-average", 8.9],
      ["market-average", 5.3],
      ["market-average", 1.33],
      ["bet365", 8],
      ["bet365", 5.5],
      ["bet365", 1.33],
      ["market-maximum", 10],
      ["market-maximum", 5.75],
      ["market-maximum", 1.36],
    ]);
    expect(almeria).toMatchObject({ externalId: "LaLiga-2023-08-12-almeria-vallecano", leagueId: "laliga" });
    expect(almeria!.odds.map((odds) => odds.bookmaker)).toEqual([
      ...Array(3).fill("market-average"),
      ...Array(3).fill("bet365"),
    ]);

    const older = parseHistoryCsv(
      [
        "Div,Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR,BbAvH,BbAvD,BbAvA,BbMxH,BbMxD,BbMxA",
        "D1,05/08/05,Bayern Munich,M'gladbach,3,0,H,1.31,4.37,8.59,1.4,4.6,9.5",
      ].join("\n"),
    );
    expect(older.rows[0]).toMatchObject({
      externalId: "Bundesliga-2005-08-05-bayern-munich-m-gladbach",
      season: "2005-06",
    });
    expect(older.rows[0]!.kickoffAt.toISOString()).toBe("2005-08-05T13:00:00.000Z");
    expect(older.rows[0]!.odds.map((odds) => [odds.bookmaker, odds.price])).toEqual([
      ["market-average", 1.31],
      ["market-average", 4.37],
      ["market-average", 8.59],
      ["market-maximum", 1.4],
      ["market-maximum", 4.6],
      ["market-maximum", 9.5],
    ]);
  });

  it("refuses an unknown header", () => {
    expect(() => parseHistoryCsv("a,b,c\n1,2,3")).toThrow(/Unrecognised header/);
  });
});
