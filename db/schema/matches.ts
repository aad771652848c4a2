// Sports data: matches (fixtures and results), every captured price (odds snapshots, append-only)
// and the raw provider payloads they were processed from (kept for reprocessing).
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgEnum, pgTable, text, unique } from "drizzle-orm/pg-core";

import { jobRuns } from "./automation";
import { idColumn, isDemoColumn, timestamps, timestamptz } from "./columns";
import { leagues, sports, teams } from "./sports";

/**
 * UPCOMING → LIVE → COMPLETED, or POSTPONED / CANCELLED. ESPN reports postponed, suspended and cancelled
 * games as state 'post' with completed = false: those are never COMPLETED, and their predictions settle VOID.
 */
export const matchStatusEnum = pgEnum("match_status", ["UPCOMING", "LIVE", "COMPLETED", "POSTPONED", "CANCELLED"]);
export type MatchStatus = (typeof matchStatusEnum.enumValues)[number];

export const matches = pgTable(
  "matches",
  {
    id: idColumn(),
    sportId: text("sport_id")
      .notNull()
      .references(() => sports.id, { onDelete: "restrict" }),
    leagueId: text("league_id")
      .notNull()
      .references(() => leagues.id, { onDelete: "restrict" }),
    homeTeamId: text("home_team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "restrict" }),
    awayTeamId: text("away_team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "restrict" }),
    /** Kick-off instant (UTC). */
    kickoffAt: timestamptz("kickoff_at").notNull(),
    status: matchStatusEnum("status").notNull().default("UPCOMING"),
    /** Provider's short status text while live or after, e.g. "45'", 'HT', 'FT', 'Final/OT'. */
    statusDetail: text("status_detail"),
    /** Final score once COMPLETED (including overtime, as the provider reports it); running score while LIVE. */
    homeScore: integer("home_score"),
    awayScore: integer("away_score"),
    /** Season label as the provider gives it, e.g. '2025-26' or '2025'. */
    season: text("season"),
    /** Matchday / week / round label when known. */
    round: text("round"),
    venue: text("venue"),
    /** Neutral ground (cup finals): no home advantage in the models. */
    isNeutral: boolean("is_neutral").notNull().default(false),
    /** 'espn', 'odds-api', 'csv', 'manual', 'demo'. Other providers' ids for the same match are in match_provider_refs.
     */
    provider: text("provider").notNull(),
    externalId: text("external_id").notNull(),
    /** When the final result was recorded (status became COMPLETED, POSTPONED or CANCELLED). */
    resultRecordedAt: timestamptz("result_recorded_at"),
    /** When this match's predictions were last settled; null while settlement is outstanding. */
    predictionsSettledAt: timestamptz("predictions_settled_at"),
    lastSyncedAt: timestamptz("last_synced_at"),
    isDemo: isDemoColumn(),
    ...timestamps(),
  },
  (t) => [
    unique("matches_provider_external_id_unique").on(t.provider, t.externalId),
    check("matches_distinct_teams_check", sql`${t.homeTeamId} <> ${t.awayTeamId}`),
    index("matches_status_idx").on(t.status),
    index("matches_kickoff_at_idx").on(t.kickoffAt),
    index("matches_league_id_kickoff_at_idx").on(t.leagueId, t.kickoffAt),
    index("matches_sport_id_kickoff_at_idx").on(t.sportId, t.kickoffAt),
    index("matches_home_team_id_idx").on(t.homeTeamId),
    index("matches_away_team_id_idx").on(t.awayTeamId),
    // "Is the demo world still there" (every public page's notice) answers from this, empty once it is removed.
    index("matches_demo_idx")
      .on(t.isDemo)
      .where(sql`${t.isDemo}`),
  ],
);
export type Match = typeof matches.$inferSelect;
export type NewMatch = typeof matches.$inferInsert;

/**
 * The ids other providers use for a match already stored from its primary provider (e.g. The Odds API's
 * 32-hex event id for an ESPN match), so odds and scores are attached without re-matching names each time.
 */
export const matchProviderRefs = pgTable(
  "match_provider_refs",
  {
    id: idColumn(),
    matchId: text("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    externalId: text("external_id").notNull(),
    ...timestamps(),
  },
  (t) => [
    unique("match_provider_refs_provider_external_id_unique").on(t.provider, t.externalId),
    index("match_provider_refs_match_id_idx").on(t.matchId),
  ],
);
export type MatchProviderRef = typeof matchProviderRefs.$inferSelect;
export type NewMatchProviderRef = typeof matchProviderRefs.$inferInsert;

/** The Odds API market keys we store. */
export const oddsMarketEnum = pgEnum("odds_market", ["h2h", "spreads", "totals"]);
export type OddsMarket = (typeof oddsMarketEnum.enumValues)[number];
/** h2h: home/draw/away; spreads: home/away (with a signed point); totals: over/under (with the line as point). */
export const oddsSelectionEnum = pgEnum("odds_selection", ["home", "draw", "away", "over", "under"]);
export type OddsSelection = (typeof oddsSelectionEnum.enumValues)[number];

/**
 * One bookmaker price at one moment. Append-only: a new capture is a new row, rows are never updated,
 * so the price history of a match is complete. A repeated capture of the same instant is a no-op thanks
 * to the unique key (insert … on conflict do nothing).
 */
export const oddsSnapshots = pgTable(
  "odds_snapshots",
  {
    id: idColumn(),
    matchId: text("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    /** Where the price came from: 'odds-api', 'espn', 'csv', 'demo'. */
    provider: text("provider").notNull(),
    /** Bookmaker key, e.g. 'pinnacle', 'draftkings', 'demo-book'. */
    bookmaker: text("bookmaker").notNull(),
    market: oddsMarketEnum("market").notNull(),
    selection: oddsSelectionEnum("selection").notNull(),
    /** Decimal odds (American odds are derived for display). */
    price: numeric("price", { precision: 10, scale: 4, mode: "number" }).notNull(),
    /** Spread (signed, from the selection's side) or total line; null for h2h. */
    point: numeric("point", { precision: 7, scale: 2, mode: "number" }),
    /** When the provider says the price was current (its last_update), else when we fetched it. */
    capturedAt: timestamptz("captured_at").notNull(),
    /** The last price before kick-off (closing line). */
    isClosing: boolean("is_closing").notNull().default(false),
    isDemo: isDemoColumn(),
    ...timestamps(),
  },
  (t) => [
    unique("odds_snapshots_capture_unique").on(t.matchId, t.provider, t.bookmaker, t.market, t.selection, t.capturedAt),
    check("odds_snapshots_price_check", sql`${t.price} > 1`),
    index("odds_snapshots_match_id_captured_at_idx").on(t.matchId, t.capturedAt),
    // Start-up asks whether any demo row is left (db/seed/remove-demo.ts countDemoRows): answered from this,
    // empty on a real operator's database, instead of a scan of every price ever stored.
    index("odds_snapshots_demo_idx")
      .on(t.isDemo)
      .where(sql`${t.isDemo}`),
  ],
);
export type OddsSnapshot = typeof oddsSnapshots.$inferSelect;
export type NewOddsSnapshot = typeof oddsSnapshots.$inferInsert;

/** raw_payloads.meta: what processing needs besides the body. */
export interface RawPayloadMeta {
  /** The Odds API credit counters of the response (x-requests-remaining / -used / -last). */
  quota?: { remaining: number | null; used: number | null; last: number | null };
  /** The Odds API oddsFormat the prices were requested in. */
  oddsFormat?: "decimal" | "american";
  markets?: string[];
  regions?: string[];
  /** ESPN's sport path segment ('soccer') and league slug ('eng.1') the body was fetched for. */
  espnSport?: string;
  espnLeague?: string;
  /** The provider's sport key (The Odds API 'soccer_epl'). */
  sportKey?: string;
}

/**
 * Provider responses exactly as fetched (bodies as JSON), kept so that processing can be re-run after a
 * parser fix without calling the provider again. The URL is stored without credentials (no apiKey).
 */
export const rawPayloads = pgTable(
  "raw_payloads",
  {
    id: idColumn(),
    provider: text("provider").notNull(),
    /** What was fetched: 'scoreboard', 'summary', 'odds', 'scores', 'events', 'csv'. */
    kind: text("kind").notNull(),
    sport: text("sport"),
    league: text("league"),
    url: text("url"),
    /** HTTP status of the response. */
    status: integer("status"),
    fetchedAt: timestamptz("fetched_at").notNull().defaultNow(),
    body: jsonb("body"),
    /** SHA-256 of the body, to skip reprocessing identical responses. */
    bodyDigest: text("body_digest"),
    /**
     * Facts about the request and response that the body does not carry: The Odds API quota counters
     * ({ quota: { remaining, used, last } }), the odds format and markets asked for, the ESPN sport segment.
     */
    meta: jsonb("meta").$type<RawPayloadMeta>(),
    processedAt: timestamptz("processed_at"),
    /** Processing error, when processing failed. */
    error: text("error"),
    jobRunId: text("job_run_id").references(() => jobRuns.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    index("raw_payloads_provider_fetched_at_idx").on(t.provider, t.fetchedAt),
    index("raw_payloads_unprocessed_idx")
      .on(t.fetchedAt)
      .where(sql`${t.processedAt} is null`),
    index("raw_payloads_job_run_id_idx").on(t.jobRunId),
  ],
);
export type RawPayload = typeof rawPayloads.$inferSelect;
export type NewRawPayload = typeof rawPayloads.$inferInsert;
