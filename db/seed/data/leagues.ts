// Sports and leagues.
//
// Decision — listed and unlisted leagues: the twenty listed leagues are stored exactly as
// first given (id, sport, country, tier) with isListed = true; GET /api/leagues and /leagues show only
// listed leagues, so they answer "the 20 leagues". The data providers and the engine also need three
// leagues the listed ones lack — the NFL (admin panel: football/nfl), the NHL (hockey/nhl) and MLS
// (soccer/usa.1) — so they are stored with isListed = false: matches, teams and predictions can point at
// them, the automation defaults (leagues nfl, nba, mlb) resolve, and the public league directory still
// lists exactly twenty. Likewise hockey and American football are sports with isListed = false.
//
// Sport ids follow the original product: 'football' is association football (its leagues are the Premier
// League and friends; its "soccer" is the same sport). The NFL is 'american-football'. The original's
// sport menu also names "Minor League" (baseball) and "ITF" (tennis) without giving them league ids or
// tiers; they are not leagues here (nothing to predict), and the sport's league list is derived from the
// listed leagues (so football's list includes the Champions League).
//
// espnSlug / oddsApiKey are set only where the provider really has that league; null otherwise.
import type { NewLeague, NewSport } from "@/db/schema";

export const SPORTS: NewSport[] = [
  { id: "football", name: "Football", espnSport: "soccer", isListed: true, sortOrder: 1 },
  { id: "basketball", name: "Basketball", espnSport: "basketball", isListed: true, sortOrder: 2 },
  { id: "baseball", name: "Baseball", espnSport: "baseball", isListed: true, sortOrder: 3 },
  { id: "tennis", name: "Tennis", espnSport: "tennis", isListed: true, sortOrder: 4 },
  { id: "esports", name: "Esports", espnSport: null, isListed: true, sortOrder: 5 },
  { id: "hockey", name: "Hockey", espnSport: "hockey", isListed: false, sortOrder: 6 },
  { id: "american-football", name: "American Football", espnSport: "football", isListed: false, sortOrder: 7 },
];

type LeagueSeed = Omit<NewLeague, "sortOrder" | "isListed">;

/** The twenty listed leagues, in the original product's order. */
const LISTED_LEAGUES: LeagueSeed[] = [
  // Football
  {
    id: "epl",
    name: "Premier League",
    shortName: "EPL",
    sportId: "football",
    country: "England",
    tier: "premium",
    espnSlug: "eng.1",
    oddsApiKey: "soccer_epl",
  },
  {
    id: "laliga",
    name: "La Liga",
    shortName: "La Liga",
    sportId: "football",
    country: "Spain",
    tier: "premium",
    espnSlug: "esp.1",
    oddsApiKey: "soccer_spain_la_liga",
  },
  {
    id: "seriea",
    name: "Serie A",
    shortName: "Serie A",
    sportId: "football",
    country: "Italy",
    tier: "premium",
    espnSlug: "ita.1",
    oddsApiKey: "soccer_italy_serie_a",
  },
  {
    id: "bundesliga",
    name: "Bundesliga",
    shortName: "Bundesliga",
    sportId: "football",
    country: "Germany",
    tier: "premium",
    espnSlug: "ger.1",
    oddsApiKey: "soccer_germany_bundesliga",
  },
  {
    id: "ligue1",
    name: "Ligue 1",
    shortName: "Ligue 1",
    sportId: "football",
    country: "France",
    tier: "major",
    espnSlug: "fra.1",
    oddsApiKey: "soccer_france_ligue_one",
  },
  {
    id: "champions",
    name: "UEFA Champions League",
    shortName: "Champions League",
    sportId: "football",
    country: "Europe",
    tier: "premium",
    espnSlug: "uefa.champions",
    oddsApiKey: "soccer_uefa_champs_league",
  },
  // Basketball
  {
    id: "nba",
    name: "NBA",
    shortName: "NBA",
    sportId: "basketball",
    country: "USA",
    tier: "premium",
    espnSlug: "nba",
    oddsApiKey: "basketball_nba",
  },
  {
    id: "euroleague",
    name: "EuroLeague",
    shortName: "EuroLeague",
    sportId: "basketball",
    country: "Europe",
    tier: "major",
    espnSlug: null,
    oddsApiKey: "basketball_euroleague",
  },
  {
    id: "ncaa",
    name: "NCAA",
    shortName: "NCAA",
    sportId: "basketball",
    country: "USA",
    tier: "major",
    espnSlug: "mens-college-basketball",
    oddsApiKey: "basketball_ncaab",
  },
  {
    id: "gleague",
    name: "G League",
    shortName: "G League",
    sportId: "basketball",
    country: "USA",
    tier: "minor",
    espnSlug: null,
    oddsApiKey: null,
  },
  // Baseball
  {
    id: "mlb",
    name: "MLB",
    shortName: "MLB",
    sportId: "baseball",
    country: "USA",
    tier: "premium",
    espnSlug: "mlb",
    oddsApiKey: "baseball_mlb",
  },
  {
    id: "npb",
    name: "NPB",
    shortName: "NPB",
    sportId: "baseball",
    country: "Japan",
    tier: "major",
    espnSlug: null,
    oddsApiKey: "baseball_npb",
  },
  {
    id: "kbo",
    name: "KBO",
    shortName: "KBO",
    sportId: "baseball",
    country: "South Korea",
    tier: "major",
    espnSlug: null,
    oddsApiKey: "baseball_kbo",
  },
  // Tennis (The Odds API keys tennis by tournament, so no league-wide key)
  {
    id: "atp",
    name: "ATP",
    shortName: "ATP",
    sportId: "tennis",
    country: "International",
    tier: "premium",
    espnSlug: "atp",
    oddsApiKey: null,
  },
  {
    id: "wta",
    name: "WTA",
    shortName: "WTA",
    sportId: "tennis",
    country: "International",
    tier: "premium",
    espnSlug: "wta",
    oddsApiKey: null,
  },
  {
    id: "grandslam",
    name: "Grand Slam",
    shortName: "Grand Slam",
    sportId: "tennis",
    country: "International",
    tier: "premium",
    espnSlug: null,
    oddsApiKey: null,
  },
  // Esports (neither provider covers them)
  {
    id: "lol",
    name: "League of Legends",
    shortName: "LoL",
    sportId: "esports",
    country: "Global",
    tier: "premium",
    espnSlug: null,
    oddsApiKey: null,
  },
  {
    id: "cs2",
    name: "CS2",
    shortName: "CS2",
    sportId: "esports",
    country: "Global",
    tier: "premium",
    espnSlug: null,
    oddsApiKey: null,
  },
  {
    id: "dota2",
    name: "Dota 2",
    shortName: "Dota 2",
    sportId: "esports",
    country: "Global",
    tier: "major",
    espnSlug: null,
    oddsApiKey: null,
  },
  {
    id: "valorant",
    name: "Valorant",
    shortName: "Valorant",
    sportId: "esports",
    country: "Global",
    tier: "major",
    espnSlug: null,
    oddsApiKey: null,
  },
];

/** Leagues the providers and the engine need beyond the twenty listed ones (see the note at the top). */
const UNLISTED_LEAGUES: LeagueSeed[] = [
  {
    id: "nfl",
    name: "NFL",
    shortName: "NFL",
    sportId: "american-football",
    country: "USA",
    tier: "premium",
    espnSlug: "nfl",
    oddsApiKey: "americanfootball_nfl",
  },
  {
    id: "nhl",
    name: "NHL",
    shortName: "NHL",
    sportId: "hockey",
    country: "USA",
    tier: "premium",
    espnSlug: "nhl",
    oddsApiKey: "icehockey_nhl",
  },
  {
    id: "mls",
    name: "MLS",
    shortName: "MLS",
    sportId: "football",
    country: "USA",
    tier: "major",
    espnSlug: "usa.1",
    oddsApiKey: "soccer_usa_mls",
  },
];

export const LEAGUES: NewLeague[] = [
  ...LISTED_LEAGUES.map((league, index) => ({ ...league, isListed: true, sortOrder: index + 1 })),
  ...UNLISTED_LEAGUES.map((league, index) => ({ ...league, isListed: false, sortOrder: 100 + index })),
];
