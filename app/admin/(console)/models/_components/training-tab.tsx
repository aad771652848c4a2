"use client";

import { formatUtcDate } from "@/lib/format/dates.rules";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";

import type { ModelRow } from "./types";

/** The Training tab: every running fit with its live progress (the console re-reads it every 2 s). */
export function TrainingTab({ models, loading }: { models: ModelRow[]; loading: boolean }) {
  const training = models.filter((model) => model.status === "TRAINING");
  const failed = models.filter((model) => model.status === "FAILED");
  if (loading) return <p className="text-sm text-muted-foreground">Loading models…</p>;
  return (
    <div className="flex flex-col gap-4">
      {training.length === 0 ? (
        <p className="text-sm text-muted-foreground">No model is training. Start a fit with Train on the Models tab.</p>
      ) : (
        <ul aria-label="Models in training" className="grid gap-4 md:grid-cols-2">
          {training.map((model) => (
            <li key={model.id}>
              <Card role="group" aria-label={`Training ${model.name}`}>
                <CardHeader>
                  <CardTitle className="text-base">{model.name}</CardTitle>
                  <CardDescription>
                    {model.engine} · {model.sport}
                  </CardDescription>
                </CardHeader>
                <CardContent className="flex flex-col gap-2">
                  <Progress value={model.trainingProgress} aria-label={`${model.name} progress`} />
                  <p className="text-sm tabular-nums" aria-live="polite">
                    {model.trainingProgress}% — fitting and backtesting on the finished matches
                  </p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {failed.length > 0 ? (
        <section aria-label="Failed fits" className="flex flex-col gap-1 text-sm">
          <h3 className="font-medium">Last fit failed</h3>
          {failed.map((model) => (
            <p key={model.id} className="text-muted-foreground">
              {model.name} (last successful fit: {formatUtcDate(model.lastTrained)}); the Performance tab shows the
              reason.
            </p>
          ))}
        </section>
      ) : null}
    </div>
  );
}
