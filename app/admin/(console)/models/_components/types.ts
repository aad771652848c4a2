// The answers of GET /api/admin/models and /api/admin/models/{id}/runs as the models console reads them.

/** A model row; its scores are the same measures a training run reports. */
export interface ModelRow extends Pick<
  RunMetrics,
  "accuracy" | "precision" | "recall" | "f1Score" | "logLoss" | "brier"
> {
  id: string;
  name: string;
  description: string | null;
  type: string;
  sport: string;
  engine: string;
  status: "TRAINING" | "ACTIVE" | "PAUSED" | "FAILED" | "DRAFT";
  version: string;
  trainingProgress: number;
  lastTrained: string | null;
  predictions: number;
  createdAt: string;
}

interface RunMetrics {
  accuracy: number | null;
  precision: number | null;
  recall: number | null;
  f1Score: number | null;
  logLoss: number | null;
  brier: number | null;
  rps: number | null;
  scoredMatches: number | null;
}

export interface TrainingRun {
  id: string;
  status: "queued" | "running" | "succeeded" | "failed" | "cancelled";
  progress: number;
  version: string;
  startedAt: string | null;
  finishedAt: string | null;
  createdAt: string;
  error: string | null;
  metrics: RunMetrics;
}

export interface RunsAnswer {
  model: { id: string; name: string; status: string };
  runs: TrainingRun[];
}
