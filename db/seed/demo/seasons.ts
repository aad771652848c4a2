// The real season of each demo league, so the demo calendar never shows a sport out of its season (no MLB
// in November, no NFL in June). Windows are month/day ranges that may wrap the new year; the phase tells
// the schedule when the regular season has ended and only play-off volume remains.
import { civilDate } from "./time";

type MonthDay = readonly [month: number, day: number];

export interface LeagueSeason {
  /** First and last day of play (inclusive), as month/day. */
  opens: MonthDay;
  closes: MonthDay;
  /** First day of the post-season (fewer games a day or week); absent when the league has none. */
  postseason?: MonthDay;
}

export type SeasonPhase = "off" | "regular" | "postseason";

/**
 * European football: mid-August to late May. NBA: late October to mid-June (play-offs from mid-April).
 * NHL: early October to mid-June. MLB: late March to the end of October (post-season in October). NFL:
 * the Thursday after Labor Day to the Super Bowl in February (play-offs from the second week of January).
 */
export const LEAGUE_SEASONS: Record<string, LeagueSeason> = {
  epl: { opens: [8, 15], closes: [5, 24] },
  laliga: { opens: [8, 15], closes: [5, 24] },
  seriea: { opens: [8, 22], closes: [5, 24] },
  bundesliga: { opens: [8, 22], closes: [5, 16] },
  ligue1: { opens: [8, 15], closes: [5, 17] },
  nba: { opens: [10, 21], closes: [6, 15], postseason: [4, 18] },
  nhl: { opens: [10, 7], closes: [6, 15], postseason: [4, 19] },
  mlb: { opens: [3, 27], closes: [10, 31], postseason: [9, 30] },
  nfl: { opens: [9, 4], closes: [2, 9], postseason: [1, 10] },
};

const ordinal = ([month, day]: MonthDay) => month * 100 + day;

/** Whether month/day `value` lies in [from, to], where the range may wrap the new year. */
function inRange(value: number, from: MonthDay, to: MonthDay): boolean {
  const start = ordinal(from);
  const end = ordinal(to);
  return start <= end ? value >= start && value <= end : value >= start || value <= end;
}

/** The league's phase on a UTC day number (the league's local match day is close enough to its UTC day). */
export function seasonPhase(leagueId: string, day: number): SeasonPhase {
  const season = LEAGUE_SEASONS[leagueId];
  if (!season) throw new Error(`No season for demo league ${leagueId}`);
  const { month, day: dayOfMonth } = civilDate(day);
  const value = month * 100 + dayOfMonth;
  if (!inRange(value, season.opens, season.closes)) return "off";
  if (season.postseason && inRange(value, season.postseason, season.closes)) return "postseason";
  return "regular";
}

export function inSeason(leagueId: string, day: number): boolean {
  return seasonPhase(leagueId, day) !== "off";
}
