// The model registry: every prediction model with its version and measured metrics, and its training runs.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
} from "drizzle-orm/pg-core";

import { jobRuns } from "./automation";
import { idColumn, timestamps, timestamptz } from "./columns";
import { users } from "./users";

export const modelTypeEnum = pgEnum("model_type", ["CLASSIFICATION", "REGRESSION", "NEURAL_NETWORK", "ENSEMBLE"]);
export type ModelType = (typeof modelTypeEnum.enumValues)[number];

/** The model sports of the admin console, plus HOCKEY, AMERICAN_FOOTBALL and ESPORTS, which the engine also covers. */
export const modelSportEnum = pgEnum("model_sport", [
  "FOOTBALL",
  "BASKETBALL",
  "TENNIS",
  "BASEBALL",
  "HOCKEY",
  "AMERICAN_FOOTBALL",
  "ESPORTS",
  "ALL",
]);
export type ModelSport = (typeof modelSportEnum.enumValues)[number];

/** Training can start unless TRAINING; pause/resume flips ACTIVE ↔ PAUSED. */
export const modelStatusEnum = pgEnum("model_status", ["TRAINING", "ACTIVE", "PAUSED", "FAILED", "DRAFT"]);
export type ModelStatus = (typeof modelStatusEnum.enumValues)[number];

/** Metrics as numbers 0..1 (accuracy, precision, recall, f1) or raw scores (logLoss, brier, rps): lower is better for
 * the last three. */
export const mlModels = pgTable(
  "ml_models",
  {
    /** Seeded models use their engine key as id ('football-dixon-coles'); models created in the console get a UUID. */
    id: text("id")
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    name: text("name").notNull(),
    description: text("description"),
    type: modelTypeEnum("type").notNull(),
    sport: modelSportEnum("sport").notNull(),
    /** Which implementation in lib/engine fits and runs it, e.g. 'football-dixon-coles', 'basketball-elo'. */
    engine: text("engine").notNull(),
    status: modelStatusEnum("status").notNull().default("DRAFT"),
    version: text("version").notNull().default("v1"),
    accuracy: numeric("accuracy", { precision: 8, scale: 6, mode: "number" }),
    precision: numeric("precision", { precision: 8, scale: 6, mode: "number" }),
    recall: numeric("recall", { precision: 8, scale: 6, mode: "number" }),
    f1Score: numeric("f1_score", { precision: 8, scale: 6, mode: "number" }),
    logLoss: numeric("log_loss", { precision: 10, scale: 6, mode: "number" }),
    brier: numeric("brier", { precision: 10, scale: 6, mode: "number" }),
    rps: numeric("rps", { precision: 10, scale: 6, mode: "number" }),
    /** 0..100 while TRAINING. */
    trainingProgress: integer("training_progress").notNull().default(0),
    lastTrainedAt: timestamptz("last_trained_at"),
    /** Hyper-parameters (decay rate, K factor, home advantage…). */
    parameters: jsonb("parameters").$type<Record<string, unknown>>().notNull().default({}),
    /** Full backtest report of the latest fit (by league, season, market). */
    metrics: jsonb("metrics").$type<Record<string, unknown>>(),
    createdById: text("created_by_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check("ml_models_training_progress_check", sql`${t.trainingProgress} between 0 and 100`),
    index("ml_models_sport_idx").on(t.sport),
    index("ml_models_status_idx").on(t.status),
    index("ml_models_engine_idx").on(t.engine),
  ],
);
export type MlModel = typeof mlModels.$inferSelect;
export type NewMlModel = typeof mlModels.$inferInsert;

export const trainingRunStatusEnum = pgEnum("training_run_status", [
  "queued",
  "running",
  "succeeded",
  "failed",
  "cancelled",
]);
export type TrainingRunStatus = (typeof trainingRunStatusEnum.enumValues)[number];

/** One fit + backtest of a model; the Performance tab charts these metrics over time. */
export const modelTrainingRuns = pgTable(
  "model_training_runs",
  {
    id: idColumn(),
    modelId: text("model_id")
      .notNull()
      .references(() => mlModels.id, { onDelete: "cascade" }),
    status: trainingRunStatusEnum("status").notNull().default("queued"),
    progress: integer("progress").notNull().default(0),
    /** The version this run produces. */
    version: text("version").notNull(),
    startedAt: timestamptz("started_at"),
    finishedAt: timestamptz("finished_at"),
    metrics: jsonb("metrics").$type<Record<string, unknown>>(),
    error: text("error"),
    jobRunId: text("job_run_id").references(() => jobRuns.id, { onDelete: "set null" }),
    requestedById: text("requested_by_id").references(() => users.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check("model_training_runs_progress_check", sql`${t.progress} between 0 and 100`),
    index("model_training_runs_model_id_created_at_idx").on(t.modelId, t.createdAt),
    index("model_training_runs_status_idx").on(t.status),
  ],
);
export type ModelTrainingRun = typeof modelTrainingRuns.$inferSelect;
export type NewModelTrainingRun = typeof modelTrainingRuns.$inferInsert;

/** A mean with its 95 % interval (lo/hi null below two values). */
export interface BacktestInterval {
  n: number;
  mean: number | null;
  lo: number | null;
  hi: number | null;
}

/** Proper scores of one forecast over the backtest's matches (lower is better). */
export interface BacktestScore {
  n: number;
  logLoss: number;
  rps: number;
  brier: number;
}

/** Forecasts in one probability band against how often they came true. */
export interface BacktestCalibrationBin {
  from: number;
  to: number;
  n: number;
  /** Mean forecast probability in the bin. */
  predicted: number;
  /** Share that came true. */
  observed: number;
}

/** Picks whose edge at the taken price fell in [from, to) (null: unbounded). */
export interface BacktestEdgeBand {
  label: string;
  from: number | null;
  to: number | null;
  /** Mean profit per unit staked at the taken price. */
  roi: BacktestInterval;
  /** Mean closing-line value against the no-vig close. */
  clv: BacktestInterval;
  /** Share of picks whose taken price beat the fair close, over the picks with a close. */
  beatClose: { n: number; share: number | null };
  /** Mean stated edge of the picks with a close (the same picks as `clv`); absent on backtests stored before it. */
  statedEdge?: number | null;
}

/**
 * What a backtest of one model version measured: the fair forecast, the model alone, the pre-kickoff consensus
 * and the closing consensus on the same matches; calibration of the fair forecast; value picks (best price
 * against fair, at the threshold chosen walk-forward) and every edge band with ROI and CLV; the pool weights
 * the live pipeline applies; and which de-vig method was used after comparing them.
 */
export interface BacktestMetrics {
  scores: {
    fair: BacktestScore;
    model: BacktestScore | null;
    consensus: BacktestScore | null;
    closing: BacktestScore | null;
  };
  calibration: BacktestCalibrationBin[];
  valuePicks: {
    threshold: number;
    n: number;
    roi: BacktestInterval;
    clv: BacktestInterval;
    beatClose: { n: number; share: number | null };
    /** Mean stated edge of the picks with a close (the same picks as `clv`); absent on backtests stored before it. */
    statedEdge?: number | null;
  };
  bands: BacktestEdgeBand[];
  /** Log-linear pool weights fitted on the whole period, and whether they earned their place out of sample. */
  pool: { a: number; b: number; c: number[]; n: number; applied: boolean } | null;
  /** De-vig method used, and the consensus log loss each method gave on the period. */
  marginMethod: {
    chosen: "power" | "shin" | "proportional";
    logLoss: Partial<Record<"power" | "shin" | "proportional", number>>;
  };
}

export const backtestStatusEnum = pgEnum("backtest_status", ["running", "succeeded", "failed"]);
export type BacktestStatus = (typeof backtestStatusEnum.enumValues)[number];

/**
 * A walk-forward backtest of one model version over the history in the database, per sport and market
 * (imported real history in production, the demo past in the demo, flagged). The track record's Backtest
 * section and the ML-models page read these; a version whose fair forecast does not beat the consensus
 * (`beatsConsensus` false) needs a super admin's override to be activated.
 */
export const modelBacktests = pgTable(
  "model_backtests",
  {
    id: idColumn(),
    modelId: text("model_id")
      .notNull()
      .references(() => mlModels.id, { onDelete: "cascade" }),
    modelVersion: text("model_version").notNull(),
    /** Sport id ('football', 'basketball', …) and engine market ('1x2', 'moneyline', …). */
    sportId: text("sport_id").notNull(),
    market: text("market").notNull(),
    status: backtestStatusEnum("status").notNull().default("running"),
    /** Kickoff of the first and last match scored. */
    periodFrom: timestamptz("period_from"),
    periodTo: timestamptz("period_to"),
    /** Matches scored out of sample. */
    matches: integer("matches").notNull().default(0),
    /** Run over demo history (simulated), so pages label it. */
    isDemo: boolean("is_demo").notNull().default(false),
    /** The fair forecast's log loss is below the pre-kickoff consensus's on the same matches. */
    beatsConsensus: boolean("beats_consensus"),
    metrics: jsonb("metrics").$type<BacktestMetrics>(),
    error: text("error"),
    jobRunId: text("job_run_id").references(() => jobRuns.id, { onDelete: "set null" }),
    requestedById: text("requested_by_id").references(() => users.id, { onDelete: "set null" }),
    startedAt: timestamptz("started_at"),
    finishedAt: timestamptz("finished_at"),
    ...timestamps(),
  },
  (t) => [
    index("model_backtests_model_version_created_at_idx").on(t.modelId, t.modelVersion, t.createdAt),
    index("model_backtests_status_idx").on(t.status),
  ],
);
export type ModelBacktest = typeof modelBacktests.$inferSelect;
export type NewModelBacktest = typeof modelBacktests.$inferInsert;

/**
 * An engine model's observed history, saved by generation so the next run observes only the matches that
 * finished since (lib/generation/model.service.ts). One row per engine model key and version, replaced on
 * every save. `observedBefore` is the cut: the state holds every finished match of the sport that kicked off
 * before it; `historyMatches` and `historyChecksum` (their count and a checksum of their results then) tell
 * whether that history has changed since, in which case the state is rebuilt from scratch.
 * `state` is JSON as text: read back whole and parsed once, never queried into.
 */
export const modelStates = pgTable(
  "model_states",
  {
    /** Engine model key ('football-dixon-coles'), as generation names it. */
    modelKey: text("model_key").notNull(),
    modelVersion: text("model_version").notNull(),
    sportId: text("sport_id").notNull(),
    observedBefore: timestamptz("observed_before").notNull(),
    historyMatches: integer("history_matches").notNull(),
    /** Order-free checksum of what the model reads of those matches (lib/models/history.queries.ts). */
    historyChecksum: bigint("history_checksum", { mode: "number" }).notNull(),
    state: text("state").notNull(),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.modelKey, t.modelVersion] })],
);
export type ModelState = typeof modelStates.$inferSelect;
export type NewModelState = typeof modelStates.$inferInsert;
