"use client";

import * as React from "react";
import { RefreshCwIcon } from "lucide-react";

import { JobRunList, type JobRunRow } from "@/components/admin/job-run-list";
import { useAdminList } from "@/components/admin/use-admin-list";
import { LoadError } from "@/components/member/load-error";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api/client";
import { cn } from "@/lib/utils";
import { formatBrowserDateTime, formatBrowserTime } from "@/lib/format/dates.rules";

import { OPEN_RUN_STATUSES, RUN_STATUS_VARIANT, type JobRunDetail, type JobRunSummary } from "./automation-types";

// The automation panel's Logs tab: the newest job runs (GET /api/automation/runs) and, for the one opened,
// its log lines (GET /api/automation/runs/{id}), polled while the run is still going.

const RUNS_SHOWN = 10;
const OPEN_RUN_POLL_MS = 2_000;

const time = (iso: string | null) => (iso ? formatBrowserDateTime(iso) : "—");

function runRow(run: JobRunSummary): JobRunRow {
  return {
    id: run.id,
    name: run.jobName,
    status: run.status,
    statusVariant: RUN_STATUS_VARIANT[run.status] ?? "outline",
    facts: [run.trigger],
    when: time(run.createdAt),
    // A partial or failed run names what went wrong (the failing provider) without opening its log.
    error: run.status === "partial" || run.status === "failed" ? run.error : null,
  };
}

export function AutomationLogs({ refreshKey }: { refreshKey: number }) {
  // `refresh` changes when the panel starts a pipeline, so the list loads again (the API ignores the key).
  const query = React.useMemo(() => ({ limit: RUNS_SHOWN, refresh: refreshKey }), [refreshKey]);
  const { data, error, loading, reload } = useAdminList<{ runs: JobRunSummary[] }>("/automation/runs", query);
  const [openId, setOpenId] = React.useState<string | null>(null);

  if (error) return <LoadError title="Failed to load job runs" message={error} onRetry={reload} />;
  const runs = data?.runs ?? [];

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">The {RUNS_SHOWN} newest job runs. Open one to read its log.</p>
        <Button type="button" size="sm" variant="outline" onClick={reload} disabled={loading}>
          <RefreshCwIcon aria-hidden="true" className={loading ? "animate-spin" : undefined} />
          Reload runs
        </Button>
      </div>
      {!data && loading ? (
        <p className="text-sm text-muted-foreground" role="status">
          Loading job runs…
        </p>
      ) : (
        <JobRunList
          runs={runs.map(runRow)}
          label="Job runs"
          itemTestId="job-run"
          errorTestId="job-run-error"
          empty="No job runs yet"
          openId={openId}
          onToggle={(id) => setOpenId(openId === id ? null : id)}
          renderOpen={(id) => <RunLog runId={id} onFinished={reload} />}
        />
      )}
    </div>
  );
}

function RunLog({ runId, onFinished }: { runId: string; onFinished: () => void }) {
  const [run, setRun] = React.useState<JobRunDetail | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [reloads, setReloads] = React.useState(0);

  React.useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    void apiFetch<JobRunDetail>(`/automation/runs/${encodeURIComponent(runId)}`, { signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (!result.success) return setError(result.error);
        setError(null);
        setRun((previous) => {
          // The list shows the status too: refresh it when the run this log follows has just finished.
          if (previous && OPEN_RUN_STATUSES.has(previous.status) && !OPEN_RUN_STATUSES.has(result.data.status))
            onFinished();
          return result.data;
        });
        if (OPEN_RUN_STATUSES.has(result.data.status))
          timer = setTimeout(() => setReloads((count) => count + 1), OPEN_RUN_POLL_MS);
      },
    );
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [runId, reloads, onFinished]);

  if (error) return <p className="px-3 pb-3 text-sm text-destructive">{error}</p>;
  if (!run) {
    return (
      <p className="px-3 pb-3 text-sm text-muted-foreground" role="status">
        Loading log…
      </p>
    );
  }
  return (
    <div className="border-t px-3 py-2">
      {run.error ? <p className="mb-2 text-sm text-destructive">Error: {run.error}</p> : null}
      {run.logLines.length === 0 ? (
        <p className="text-sm text-muted-foreground">No log lines yet</p>
      ) : (
        <ol
          aria-label={`Log of run ${run.id}`}
          className="flex max-h-72 flex-col gap-1 overflow-y-auto font-mono text-xs"
        >
          {run.logLines.map((line, index) => (
            <li
              key={index}
              data-testid="log-line"
              className={cn(
                line.level === "error" && "text-destructive",
                line.level === "warn" && "text-amber-600 dark:text-amber-400",
              )}
            >
              <span className="text-muted-foreground">{formatBrowserTime(line.at)}</span> [{line.level}] {line.message}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
