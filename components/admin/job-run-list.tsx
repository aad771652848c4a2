"use client";

import type { ReactNode } from "react";

import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";

// The one view of job runs in the admin console (the automation panel's pipeline runs, the scraping manager's
// jobs): each run's name, its status badge, its facts (trigger, counts, times), its progress while it runs and
// what went wrong, with the run opened underneath when the page can show more (a run's log).

export type RunStatusVariant = "default" | "secondary" | "destructive" | "outline";

/** A partial run (some provider calls failed) is marked apart from one that fully worked. */
const PARTIAL_CLASS = "border-amber-500 text-amber-700 dark:text-amber-400";

export interface JobRunRow {
  id: string;
  name: string;
  status: string;
  statusVariant: RunStatusVariant;
  /** The run's facts after its status, in order (trigger, records found, start and end). */
  facts: ReactNode[];
  /** Set at the row's end, e.g. when the run was created. */
  when?: ReactNode;
  progress?: { value: number; label: string };
  /** What went wrong; a partial run's reads as a warning, any other as an error. */
  error?: string | null;
}

export interface JobRunListProps {
  runs: readonly JobRunRow[];
  label: string;
  /** data-testid of each run, and of its error line when tests read it. */
  itemTestId: string;
  errorTestId?: string;
  /** Said instead of an empty list. */
  empty: ReactNode;
  /** A run the page can open: its header toggles it, and its content shows under it. */
  openId?: string | null;
  onToggle?: (id: string) => void;
  renderOpen?: (id: string) => ReactNode;
}

export function JobRunList(props: JobRunListProps) {
  const { runs, label, itemTestId, errorTestId, empty, openId, onToggle, renderOpen } = props;
  if (runs.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {runs.map((run) => {
        const summary = <RunSummary run={run} errorTestId={errorTestId} />;
        const header = "flex w-full flex-wrap items-center gap-2 px-3 py-2 text-left text-sm";
        return (
          <li key={run.id} data-testid={itemTestId} className="rounded-md border">
            {onToggle ? (
              <button
                type="button"
                aria-expanded={openId === run.id}
                className={header}
                onClick={() => onToggle(run.id)}
              >
                {summary}
              </button>
            ) : (
              <div className={header}>{summary}</div>
            )}
            {openId === run.id && renderOpen ? renderOpen(run.id) : null}
          </li>
        );
      })}
    </ul>
  );
}

function RunSummary({ run, errorTestId }: { run: JobRunRow; errorTestId?: string }) {
  const partial = run.status === "partial";
  return (
    <>
      <span className="font-medium">{run.name}</span>
      <Badge variant={run.statusVariant} className={partial ? PARTIAL_CLASS : undefined}>
        {run.status}
      </Badge>
      {run.facts.map((fact, index) => (
        <span key={index} className="text-muted-foreground">
          {fact}
        </span>
      ))}
      {run.when ? <span className="ml-auto text-muted-foreground tabular-nums">{run.when}</span> : null}
      {run.progress ? (
        <Progress value={run.progress.value} className="my-1 w-full" aria-label={run.progress.label} />
      ) : null}
      {run.error ? (
        <span
          data-testid={errorTestId}
          className={cn("w-full text-xs", partial ? "text-amber-700 dark:text-amber-400" : "text-destructive")}
        >
          {run.error}
        </span>
      ) : null}
    </>
  );
}
