import { LEAGUE_SEASONS } from "@/db/seed/demo/seasons";
import { DEMO_BOOKMAKERS, DEMO_FUTURE_DAYS, DEMO_PAST_DAYS } from "@/db/seed/demo/shapes";
import { DEMO_LEAGUES } from "@/db/seed/demo/teams";

// What the demo world is made of, for the page that explains it (/demo): the seed's own parameters, so the
// page describes exactly what was generated, read through lib like every other page's data.

/** Days of results before today and of fixtures after it. */
export const DEMO_SPAN = { pastDays: DEMO_PAST_DAYS, futureDays: DEMO_FUTURE_DAYS } as const;

/** The fictional bookmakers whose prices the demo world quotes. */
export const DEMO_WORLD_BOOKMAKERS = DEMO_BOOKMAKERS;

/** Each demo league with its season window (month, day) → (month, day). */
export const DEMO_WORLD_LEAGUES = DEMO_LEAGUES.map((league) => ({
  ...league,
  season: LEAGUE_SEASONS[league.leagueId]!,
}));
