// The contract between the prediction engine (pure maths, no I/O) and the rest of the product. The
// backtest CLI and the live pipeline both speak it, so the model card describes what users see.

/** A finished match, as the models learn from it: the fixture it was, with its score and closing prices. */
export interface MatchRecord extends Fixture {
  homeScore: number;
  awayScore: number;
  /**
   * The bookmaker's last decimal prices before kickoff (closing odds, or the latest snapshot), when known.
   * Models may learn from the odds of past matches (they carry the market's view of the teams at the time);
   * a forecast never sees the odds of the match it forecasts — Fixture has no odds.
   */
  closingOdds?: { home: number; draw?: number; away: number };
  /** The bookmaker's last handicap (home side) and total lines before kickoff, when known. */
  closingLines?: MarketLines;
}

/**
 * A match to forecast. Nothing about its own odds: those only define market probability, EV and edge.
 * Dates are kickoff instants (UTC).
 */
export interface Fixture {
  id: string;
  date: Date;
  /** League id or code ('epl', 'EPL', 'nba'); models may keep per-league parameters. */
  league: string;
  season?: string;
  /** Stable team keys (ids or normalised names); the same team must always have the same key. */
  homeTeam: string;
  awayTeam: string;
  /** Played at a neutral venue (no home advantage). */
  neutral?: boolean;
}

/**
 * Market keys. Football: 1x2, over_under (goals), btts, double_chance, draw_no_bet, asian_handicap.
 * Two-way sports: moneyline, spread, total. The default markets (moneyline, spread, total) map
 * for football to 1x2, asian_handicap and over_under (lib/engine/markets.ts).
 */
export type MarketKey =
  "1x2" | "over_under" | "btts" | "double_chance" | "draw_no_bet" | "asian_handicap" | "moneyline" | "spread" | "total";

/**
 * One selection of a market with the model's probability. Selections: 'home' | 'draw' | 'away' (1x2,
 * moneyline, draw_no_bet, spread, asian_handicap — the handicap `line` is from the home side, e.g. -1.5),
 * 'over' | 'under' (over_under, total — `line` is the total), 'yes' | 'no' (btts), '1X' | '12' | 'X2'
 * (double_chance). Probabilities of a market's selections sum to 1, except where a push on a whole line
 * is possible: then `pushProbability` on each selection says how likely the stake is returned.
 */
export interface SelectionProbability {
  market: MarketKey;
  selection: string;
  line?: number;
  probability: number;
  pushProbability?: number;
}

/** An input of the model that moved the forecast, shown to users as "factors". */
export interface Factor {
  key: string;
  label: string;
  value: number;
  /** Short human explanation, e.g. "Home attack rating 1.32 (league average 1.00)". */
  detail?: string;
}

/** Lines to price spread/total markets at (the bookmaker's, when known); the model's fair line otherwise. */
export interface MarketLines {
  spread?: number;
  total?: number;
}

export interface MatchForecast {
  fixtureId: string;
  modelKey: string;
  modelVersion: string;
  selections: SelectionProbability[];
  factors: Factor[];
  /** Expected score (goals, points, runs), when the model has one. */
  expectedHome?: number;
  expectedAway?: number;
}

/** A model fitted on history up to some instant. It never sees results at or after that instant. */
export interface FittedModel {
  /** Null when the model knows too little about a team to say anything honest. */
  forecast(fixture: Fixture, lines?: MarketLines): MatchForecast | null;
}

export interface SportModel {
  /** Registry key, also the ml_models id ('football-dixon-coles', 'basketball-elo', …). */
  key: string;
  version: string;
  /** Sport id in the database ('football', 'basketball', 'american-football', 'baseball', 'hockey', 'tennis',
   * 'esports'). */
  sport: string;
  /** Fits on `history` (only matches strictly before `asOf` are used). */
  fit(history: readonly MatchRecord[], asOf: Date): FittedModel;
}

/**
 * The online form of a model, which the walk-forward (and `fit`) drive day by day so that a backtest
 * never refits from scratch per match. `observe` learns one day's finished matches; `snapshot(asOf)`
 * answers for fixtures on or after `asOf` from what was observed so far (callers only observe matches
 * strictly before `asOf`).
 */
export interface OnlineModel {
  observe(matches: readonly MatchRecord[]): void;
  snapshot(asOf: Date): FittedModel;
}

/**
 * An online model whose observed history can be written out and read back, so that a later run observes
 * only what finished since instead of the whole history again. Restoring and then observing the rest gives
 * the same state, and so the same forecasts, as observing everything in one go.
 */
export interface SavableOnlineModel extends OnlineModel {
  /** Everything observed so far, as JSON-safe data. */
  save(): unknown;
}

/** A SportModel that can also run online (every model in lib/engine/registry.ts does). */
export interface OnlineSportModel extends SportModel {
  online(): OnlineModel;
  /**
   * The online model `save` wrote, ready to observe more; null when the saved data is not this model's
   * (another shape or other parameters). Models without it are fitted on their whole history every run.
   */
  restore?(saved: unknown): SavableOnlineModel | null;
}
