// Predictions (model-generated or manual), members following them, and favourites.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  unique,
} from "drizzle-orm/pg-core";

import { idColumn, isDemoColumn, timestamps, timestamptz } from "./columns";
import { matches } from "./matches";
import { mlModels } from "./models";
import { categories, leagues, markets, sports, teams } from "./sports";
import { users } from "./users";

/** PENDING until settled; VOID for pushes on whole-number lines and postponed or cancelled matches. */
export const predictionStatusEnum = pgEnum("prediction_status", ["PENDING", "WIN", "LOSS", "VOID"]);
export type PredictionStatus = (typeof predictionStatusEnum.enumValues)[number];

export const predictionSourceEnum = pgEnum("prediction_source", ["MODEL", "MANUAL"]);
export type PredictionSource = (typeof predictionSourceEnum.enumValues)[number];

/** The model's inputs that moved a prediction (ratings, form, home advantage…), shown on the detail page. */
export type PredictionFactors = Record<string, unknown>;

/**
 * A published pick. Sport, league, team names and match date are copied from the match at generation
 * time (and typed in for manual predictions, which may have no match), so a prediction reads the same
 * after its match is edited or removed.
 *
 * Odds are stored twice: `odds` in American style as the cards show them (+150, -120) and `decimalOdds`,
 * which every calculation uses. For a model pick `decimalOdds` is the price taken: the best price across
 * bookmakers when the pick was published (`bookmaker`, `priceCapturedAt`). Probabilities are fractions 0..1.
 *
 * The forecast is the fair probability (`fairProbability`: the no-vig consensus of the match's own
 * pre-kickoff prices pooled with the model, lib/engine/fair.ts); `confidence` is that probability × 100;
 * `expectedValue` is fair × taken price − 1 per unit staked and `edge` the same figure in percent of the
 * stake. `isValue` marks the picks published because that edge cleared the market type's threshold; any
 * other pick is a forecast, not a bet the product recommends. After kickoff the close is stored
 * (`closingProbability`, the no-vig closing consensus of the pick's outcome) with the pick's closing-line
 * value `clv` = taken price × closing probability − 1.
 */
export const predictions = pgTable(
  "predictions",
  {
    id: idColumn(),
    /** Null for manual predictions entered without a stored match. */
    matchId: text("match_id").references(() => matches.id, { onDelete: "set null" }),
    sportId: text("sport_id")
      .notNull()
      .references(() => sports.id, { onDelete: "restrict" }),
    leagueId: text("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "restrict" }),
    homeTeam: text("home_team").notNull(),
    awayTeam: text("away_team").notNull(),
    homeTeamId: text("home_team_id").references(() => teams.id, { onDelete: "set null" }),
    awayTeamId: text("away_team_id").references(() => teams.id, { onDelete: "set null" }),
    matchDate: timestamptz("match_date").notNull(),
    /** The market as shown, e.g. 'moneyline', 'spread', 'total', '1x2', 'btts', 'double-chance', 'asian-handicap'. */
    market: text("market").notNull(),
    /** The catalogue entry and category the market belongs to (the ?category= filter); null when none fits. */
    marketId: text("market_id").references(() => markets.id, { onDelete: "set null" }),
    categoryId: text("category_id").references(() => categories.id, { onDelete: "set null" }),
    /** The pick as shown, e.g. 'home', 'draw', 'away', 'over', 'under', 'yes', 'Arsenal -0.5'. */
    pick: text("pick").notNull(),
    /**
     * The machine reading of the pick that settlement uses: 'home' | 'draw' | 'away' | 'over' | 'under' |
     * 'yes' | 'no' | '1X' | '12' | 'X2' (lib/engine/types.ts). Null for a manual pick typed as free text,
     * which an admin settles by hand.
     */
    selection: text("selection"),
    /** Spread or total line; null for moneyline/1X2. */
    line: numeric("line", { precision: 7, scale: 2, mode: "number" }),
    confidence: numeric("confidence", { precision: 5, scale: 2, mode: "number" }).notNull(),
    /** American odds as shown (+150 / -120). */
    odds: integer("odds").notNull(),
    decimalOdds: numeric("decimal_odds", { precision: 10, scale: 4, mode: "number" }).notNull(),
    modelProbability: numeric("model_probability", { precision: 8, scale: 6, mode: "number" }),
    /** No-vig market probability of the pick; null when no market price was available. */
    marketProbability: numeric("market_probability", { precision: 8, scale: 6, mode: "number" }),
    expectedValue: numeric("expected_value", { precision: 10, scale: 4, mode: "number" }),
    edge: numeric("edge", { precision: 8, scale: 3, mode: "number" }),
    /** Fair probability of the pick (consensus pooled with the model); null on picks made before it existed and on
     * manual picks. */
    fairProbability: numeric("fair_probability", { precision: 8, scale: 6, mode: "number" }),
    /** What the fair probability rests on: 'market+model', 'market-only' or 'model-only' (no bookmaker priced it). */
    fairBasis: text("fair_basis"),
    /** Bookmakers in the pre-kickoff consensus. */
    consensusBookmakers: integer("consensus_bookmakers"),
    /** Published as a value pick: its edge at the taken price cleared the market type's threshold. */
    isValue: boolean("is_value").notNull().default(false),
    /** The bookmaker whose price was taken (the best at publication), as the card names it. */
    bookmaker: text("bookmaker"),
    /** When the taken price was captured from the bookmaker. */
    priceCapturedAt: timestamptz("price_captured_at"),
    /** No-vig closing consensus probability of the pick's outcome (the last prices before kickoff). */
    closingProbability: numeric("closing_probability", { precision: 8, scale: 6, mode: "number" }),
    /** Bookmakers in the closing consensus, and the latest capture among them. */
    closingBookmakers: integer("closing_bookmakers"),
    closingCapturedAt: timestamptz("closing_captured_at"),
    /** Closing-line value per unit staked: taken price × closing probability − 1. */
    clv: numeric("clv", { precision: 10, scale: 4, mode: "number" }),
    factors: jsonb("factors").$type<PredictionFactors>(),
    analysis: text("analysis"),
    isPremium: boolean("is_premium").notNull().default(false),
    /**
     * Visible on public pages and the API. Defaults to true because both ways predictions are made
     * (manual create, generation) publish immediately; set false to hold one back.
     */
    isPublished: boolean("is_published").notNull().default(true),
    source: predictionSourceEnum("source").notNull().default("MODEL"),
    status: predictionStatusEnum("status").notNull().default("PENDING"),
    modelId: text("model_id").references(() => mlModels.id, { onDelete: "set null" }),
    /** The model version that produced it; null for manual predictions. Part of the idempotency key. */
    modelVersion: text("model_version"),
    /** SHA-256 of the published content (match, market, pick, line, odds, probabilities) at lock time. */
    contentHash: text("content_hash"),
    /** When the content was locked (before kick-off); later edits go to the audit log. */
    lockedAt: timestamptz("locked_at"),
    settledAt: timestamptz("settled_at"),
    /** What settled it: 'espn', 'odds-api', 'demo', 'manual'. */
    settlementSource: text("settlement_source"),
    /** The admin who settled it by hand, if any. */
    settledById: text("settled_by_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * The stake's result with the status: 1 won, 0.5 half won, 0 returned, −0.5 half lost, −1 lost (quarter
     * lines settle by halves, which WIN/LOSS cannot say). Profit is computed from it; null while pending.
     */
    stakeResult: doublePrecision("stake_result"),
    /** E.g. 'Final 2-1', 'Push on -3', 'Match postponed': for people, never read by a calculation. */
    resultNote: text("result_note"),
    createdById: text("created_by_id").references(() => users.id, { onDelete: "set null" }),
    /** Predictions made for demo matches carry the match's flag, so removing the demo world removes them. */
    isDemo: isDemoColumn(),
    ...timestamps(),
  },
  (t) => [
    // One prediction per match, market, pick and model version: re-running generation updates, never duplicates.
    unique("predictions_match_market_pick_version_unique").on(t.matchId, t.market, t.pick, t.modelVersion),
    check("predictions_confidence_check", sql`${t.confidence} >= 0 and ${t.confidence} <= 100`),
    check("predictions_stake_result_check", sql`${t.stakeResult} between -1 and 1`),
    index("predictions_sport_id_idx").on(t.sportId),
    index("predictions_league_id_idx").on(t.leagueId),
    index("predictions_category_id_idx").on(t.categoryId),
    index("predictions_status_idx").on(t.status),
    index("predictions_match_date_idx").on(t.matchDate),
    // The public list's default order (kick-off, then confidence, then id) read straight off the index, so a
    // page and a keyset cursor start at their row instead of sorting every published pick…
    index("predictions_published_kickoff_order_idx").on(
      t.isPublished,
      t.matchDate,
      t.confidence.desc().nullsFirst(),
      t.id,
    ),
    // …and the list's other sorts (recent, confidence, edge), each exactly as its ORDER BY reads.
    index("predictions_published_recent_order_idx").on(
      t.isPublished,
      t.matchDate.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    index("predictions_published_confidence_order_idx").on(
      t.isPublished,
      t.confidence.desc().nullsFirst(),
      t.matchDate,
      t.id,
    ),
    index("predictions_published_edge_order_idx").on(t.isPublished, t.edge.desc().nullsLast(), t.matchDate, t.id),
    index("predictions_is_premium_idx").on(t.isPremium),
    index("predictions_match_id_idx").on(t.matchId),
    index("predictions_model_id_idx").on(t.modelId),
    // The admin list's default order (newest first, then id).
    index("predictions_created_at_id_idx").on(t.createdAt.desc().nullsFirst(), t.id),
    index("predictions_settled_at_idx").on(t.settledAt),
    // "Is the demo world still there" (every public page's notice) answers from this, empty once it is removed.
    index("predictions_demo_idx")
      .on(t.isDemo)
      .where(sql`${t.isDemo}`),
    // The search box (`ilike '%term%'` on the teams, pick and market) answered from trigrams instead of a
    // scan. One GIN index over the four columns, each as the WHERE names it; needs pg_trgm (the migration
    // creates the extension; the embedded client registers it, db/index.ts).
    index("predictions_search_trgm_idx").using(
      "gin",
      t.homeTeam.op("gin_trgm_ops"),
      t.awayTeam.op("gin_trgm_ops"),
      t.pick.op("gin_trgm_ops"),
      t.market.op("gin_trgm_ops"),
    ),
  ],
);
export type Prediction = typeof predictions.$inferSelect;
export type NewPrediction = typeof predictions.$inferInsert;

/** A member following a pick: the member dashboard and /user/predictions are computed from these. */
export const predictionTracks = pgTable(
  "prediction_tracks",
  {
    id: idColumn(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    predictionId: text("prediction_id")
      .notNull()
      .references(() => predictions.id, { onDelete: "cascade" }),
    // Copies of the pick's match date, published flag and status, written by database triggers (migration
    // member-pick-order) whenever the track or the pick changes: a member's newest picks and streak are then
    // read from the member's own index entries instead of joining every tracked pick to sort them.
    matchDate: timestamptz("match_date"),
    isPublished: boolean("is_published"),
    status: predictionStatusEnum("status"),
    ...timestamps(),
  },
  (t) => [
    unique("prediction_tracks_user_prediction_unique").on(t.userId, t.predictionId),
    index("prediction_tracks_user_id_created_at_idx").on(t.userId, t.createdAt),
    index("prediction_tracks_prediction_id_idx").on(t.predictionId),
    // The member's published picks newest match first (lib/members/tracks.queries.ts NEWEST_FIRST, key for key).
    index("prediction_tracks_member_newest_idx")
      .on(t.userId, t.matchDate.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.isPublished}`),
    // The decided ones in the same order, status in the key so the streak reads the index alone.
    index("prediction_tracks_member_decided_idx")
      .on(t.userId, t.matchDate.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id, t.status)
      .where(sql`${t.isPublished} and ${t.status} in ('WIN', 'LOSS')`),
  ],
);
export type PredictionTrack = typeof predictionTracks.$inferSelect;
export type NewPredictionTrack = typeof predictionTracks.$inferInsert;

// Favourites come in three kinds (predictions, teams, leagues). Three tables rather than one with a
// kind column, so each has a real foreign key (removing a team removes it from favourites) and the
// API's three paths map to three simple queries.

export const favoritePredictions = pgTable(
  "favorite_predictions",
  {
    id: idColumn(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    predictionId: text("prediction_id")
      .notNull()
      .references(() => predictions.id, { onDelete: "cascade" }),
    ...timestamps(),
  },
  (t) => [
    unique("favorite_predictions_user_prediction_unique").on(t.userId, t.predictionId),
    index("favorite_predictions_prediction_id_idx").on(t.predictionId),
  ],
);
export type FavoritePrediction = typeof favoritePredictions.$inferSelect;
export type NewFavoritePrediction = typeof favoritePredictions.$inferInsert;

export const favoriteTeams = pgTable(
  "favorite_teams",
  {
    id: idColumn(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    ...timestamps(),
  },
  (t) => [
    unique("favorite_teams_user_team_unique").on(t.userId, t.teamId),
    index("favorite_teams_team_id_idx").on(t.teamId),
  ],
);
export type FavoriteTeam = typeof favoriteTeams.$inferSelect;
export type NewFavoriteTeam = typeof favoriteTeams.$inferInsert;

export const favoriteLeagues = pgTable(
  "favorite_leagues",
  {
    id: idColumn(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    leagueId: text("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "cascade" }),
    ...timestamps(),
  },
  (t) => [
    unique("favorite_leagues_user_league_unique").on(t.userId, t.leagueId),
    index("favorite_leagues_league_id_idx").on(t.leagueId),
  ],
);
export type FavoriteLeague = typeof favoriteLeagues.$inferSelect;
export type NewFavoriteLeague = typeof favoriteLeagues.$inferInsert;
