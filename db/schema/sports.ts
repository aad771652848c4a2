// Reference data (sports, leagues, categories, markets) and the teams that play in the leagues.
// Reference rows use natural string ids ('football', 'epl', 'match-result', '1x2') as primary keys.
import { boolean, index, integer, pgEnum, pgTable, text, unique } from "drizzle-orm/pg-core";

import { idColumn, isDemoColumn, timestamps } from "./columns";

/**
 * A sport. 'football' is association football (the listed football leagues are the Premier League and
 * friends, and its 'soccer' is the same sport); the NFL belongs to 'american-football'.
 */
export const sports = pgTable("sports", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** ESPN's sport path segment (site.api.espn.com/apis/site/v2/sports/{espnSport}/{league.espnSlug}); null when ESPN
   * has none. */
  espnSport: text("espn_sport"),
  /** false for sports the engine covers but the public sport list does not show (hockey, American football). */
  isListed: boolean("is_listed").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps(),
});
export type Sport = typeof sports.$inferSelect;
export type NewSport = typeof sports.$inferInsert;

/** League tiers are labels only: they gate nothing. */
export const leagueTierEnum = pgEnum("league_tier", ["premium", "major", "minor"]);
export type LeagueTier = (typeof leagueTierEnum.enumValues)[number];

export const leagues = pgTable(
  "leagues",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** Short label used in settings and compact UI, e.g. 'EPL', 'Champions League', 'NBA' (matches prediction_leagues).
     */
    shortName: text("short_name").notNull(),
    sportId: text("sport_id")
      .notNull()
      .references(() => sports.id, { onDelete: "restrict" }),
    country: text("country").notNull(),
    tier: leagueTierEnum("tier").notNull(),
    /** ESPN league slug, e.g. 'eng.1', 'nba'; null when ESPN has no scoreboard for it. */
    espnSlug: text("espn_slug"),
    /** The Odds API sport key, e.g. 'soccer_epl'; null when it has none. */
    oddsApiKey: text("odds_api_key"),
    /**
     * true for the 20 listed leagues, which GET /api/leagues and /leagues list. Leagues the data providers
     * need beyond those (nfl, nhl, mls) are stored with isListed = false (db/seed/reference-data.ts).
     */
    isListed: boolean("is_listed").notNull().default(true),
    /** Whether the pipeline fetches and predicts this league. */
    isActive: boolean("is_active").notNull().default(true),
    logoUrl: text("logo_url"),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps(),
  },
  (t) => [index("leagues_sport_id_idx").on(t.sportId), index("leagues_is_listed_idx").on(t.isListed)],
);
export type League = typeof leagues.$inferSelect;
export type NewLeague = typeof leagues.$inferInsert;

/** The six betting categories (match-result, goals-points, …). */
export const categories = pgTable("categories", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps(),
});
export type Category = typeof categories.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;

/** The 23 markets, each in one category. The id is a slug of the market name ('1x2', 'ht-over-under'). */
export const markets = pgTable(
  "markets",
  {
    id: text("id").primaryKey(),
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps(),
  },
  (t) => [index("markets_category_id_idx").on(t.categoryId)],
);
export type Market = typeof markets.$inferSelect;
export type NewMarket = typeof markets.$inferInsert;

/**
 * A team (or, in tennis and esports, a player or roster). Upserted on (provider, externalId).
 * Names are unique per league *and demo flag*: the demo world uses real club names, so a demo 'Arsenal'
 * and the 'Arsenal' imported from ESPN can coexist until the demo world is removed. Lookups by name
 * from provider data must therefore filter isDemo = false (or go through team_aliases).
 */
export const teams = pgTable(
  "teams",
  {
    id: idColumn(),
    sportId: text("sport_id")
      .notNull()
      .references(() => sports.id, { onDelete: "restrict" }),
    /** The team's domestic league; null for teams only seen in cups or for players. */
    leagueId: text("league_id").references(() => leagues.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    shortName: text("short_name"),
    abbreviation: text("abbreviation"),
    country: text("country"),
    logoUrl: text("logo_url"),
    /** Where the row came from: 'espn', 'odds-api', 'csv', 'manual', 'demo'. */
    provider: text("provider").notNull().default("manual"),
    /** The provider's id for the team; null for manual rows. */
    externalId: text("external_id"),
    isDemo: isDemoColumn(),
    ...timestamps(),
  },
  (t) => [
    unique("teams_provider_external_id_unique").on(t.provider, t.externalId),
    unique("teams_league_name_demo_unique").on(t.leagueId, t.name, t.isDemo),
    index("teams_sport_id_idx").on(t.sportId),
    index("teams_league_id_idx").on(t.leagueId),
  ],
);
export type Team = typeof teams.$inferSelect;
export type NewTeam = typeof teams.$inferInsert;

/**
 * Normalised names under which providers refer to a team ('man united', 'manchester united fc').
 * Unique per sport rather than per league so that cup and Champions League fixtures, whose teams belong
 * to other leagues, resolve too. `alias` is stored normalised (lower case, accents and punctuation removed).
 */
export const teamAliases = pgTable(
  "team_aliases",
  {
    id: idColumn(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    /** Denormalised from the team so the unique constraint can include it. */
    sportId: text("sport_id")
      .notNull()
      .references(() => sports.id, { onDelete: "restrict" }),
    alias: text("alias").notNull(),
    /** Which provider used this name: 'espn', 'odds-api', 'football-data', 'manual'. */
    source: text("source").notNull(),
    ...timestamps(),
  },
  (t) => [
    unique("team_aliases_sport_alias_unique").on(t.sportId, t.alias),
    index("team_aliases_team_id_idx").on(t.teamId),
  ],
);
export type TeamAlias = typeof teamAliases.$inferSelect;
export type NewTeamAlias = typeof teamAliases.$inferInsert;
