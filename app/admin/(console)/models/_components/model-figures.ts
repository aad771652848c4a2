// Pure figures of the models console: the stat cards and the Performance tab's chart points.
import type { ModelRow, TrainingRun } from "./types";

/** Percent with one decimal of a 0..1 metric, or '—' when it has not been measured. */
export const percent = (value: number | null) => (value === null ? "—" : `${(value * 100).toFixed(1)}%`);

export function modelStats(models: readonly ModelRow[]) {
  const measured = models.filter((model) => model.accuracy !== null);
  return {
    total: models.length,
    active: models.filter((model) => model.status === "ACTIVE").length,
    training: models.filter((model) => model.status === "TRAINING").length,
    failed: models.filter((model) => model.status === "FAILED").length,
    measured: measured.length,
    /** Mean out-of-sample accuracy of the models that have been trained, null before any. */
    averageAccuracy: measured.length
      ? measured.reduce((sum, model) => sum + model.accuracy!, 0) / measured.length
      : null,
    predictions: models.reduce((sum, model) => sum + model.predictions, 0),
  };
}

/** One point per succeeded run, in time order: 0..1 metrics as percentages, scores as they are. */
export function performancePoints(runs: readonly TrainingRun[]) {
  return runs
    .filter((run) => run.status === "succeeded" && run.metrics.accuracy !== null)
    .map((run) => ({
      at: run.finishedAt ?? run.createdAt,
      version: run.version,
      accuracy: toPercent(run.metrics.accuracy),
      precision: toPercent(run.metrics.precision),
      recall: toPercent(run.metrics.recall),
      f1Score: toPercent(run.metrics.f1Score),
      logLoss: run.metrics.logLoss,
      brier: run.metrics.brier,
      scoredMatches: run.metrics.scoredMatches,
    }));
}
export type PerformancePoint = ReturnType<typeof performancePoints>[number];

const toPercent = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 10);
