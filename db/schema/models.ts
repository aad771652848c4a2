// The model registry: every prediction model with its version and measured metrics, and its training runs.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, numeric, pgEnum, pgTable, text } from "drizzle-orm/pg-core";

import { jobRuns } from "./automation";
import { idColumn, timestamps, timestamptz } from "./columns";
import { users } from "./users";

export const modelTypeEnum = pgEnum("model_type", ["CLASSIFICATION", "REGRESSION", "NEURAL_NETWORK", "ENSEMBLE"]);
export type ModelType = (typeof modelTypeEnum.enumValues)[number];

/** The admin spec's model sports, plus HOCKEY, AMERICAN_FOOTBALL and ESPORTS, which the engine also covers. */
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

/** Training can start unless TRAINING; pause/resume flips ACTIVE ↔ PAUSED (admin spec §4). */
export const modelStatusEnum = pgEnum("model_status", ["TRAINING", "ACTIVE", "PAUSED", "FAILED", "DRAFT"]);
export type ModelStatus = (typeof modelStatusEnum.enumValues)[number];

/** Metrics as numbers 0..1 (accuracy, precision, recall, f1) or raw scores (logLoss, brier, rps): lower is better for the last three. */
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

export const trainingRunStatusEnum = pgEnum("training_run_status", ["queued", "running", "succeeded", "failed", "cancelled"]);
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
