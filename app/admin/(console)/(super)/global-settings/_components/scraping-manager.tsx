"use client";

import * as React from "react";
import { PlayIcon, SquareIcon } from "lucide-react";
import { toast } from "sonner";

import { StatCard } from "@/components/admin/stat-card";
import { useAdminList } from "@/components/admin/use-admin-list";
import { BusyButton } from "@/components/forms/busy-button";
import { LoadError } from "@/components/member/load-error";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { apiFetch } from "@/lib/api/client";
import { formatCount } from "@/lib/format/numbers.rules";

import { AddSourceForm } from "./add-source-form";
import { JobsList, SourcesTable } from "./scraping-lists";
import type { ScrapingOverview } from "./scraping-types";

// The Data Scraping manager: summary cards, Start Global Scraping / Stop All Scraping,
// and the Data Sources / Active Jobs / Add New Source tabs. Everything comes from GET /api/admin/scraping;
// while jobs are open the tab reloads every 2 s so progress follows the job runs.

const POLL_MS = 2_000;
const NO_QUERY = {};

export function ScrapingManager() {
  const { data, error, reload } = useAdminList<ScrapingOverview>("/admin/scraping", NO_QUERY);
  const [busy, setBusy] = React.useState<"start" | "stop" | null>(null);
  const [tab, setTab] = React.useState("sources");

  const open = (data?.summary.runningJobs ?? 0) > 0;
  React.useEffect(() => {
    if (!open) return;
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [open, reload]);

  async function start() {
    setBusy("start");
    const result = await apiFetch<{ message: string }>("/admin/scraping/jobs", { method: "POST" });
    setBusy(null);
    if (result.success) {
      toast.success("Scraping Started", { description: result.data.message });
      setTab("jobs");
    } else toast.error(result.error || "Failed to start scraping");
    reload();
  }

  async function stop() {
    setBusy("stop");
    const result = await apiFetch<{ message: string }>("/admin/scraping/jobs/stop", { method: "POST" });
    setBusy(null);
    if (result.success) toast.success("Scraping Stopped", { description: result.data.message });
    else toast.error(result.error || "Failed to stop scraping");
    reload();
  }

  if (error && !data) return <LoadError title="Failed to load scraping data" message={error} onRetry={reload} />;
  const summary = data?.summary;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <BusyButton
          type="button"
          busy={busy === "start"}
          busyLabel="Starting…"
          icon={PlayIcon}
          disabled={busy !== null || open}
          onClick={start}
        >
          Start Global Scraping
        </BusyButton>
        <BusyButton
          type="button"
          variant="outline"
          busy={busy === "stop"}
          busyLabel="Stopping…"
          icon={SquareIcon}
          disabled={busy !== null || !open}
          onClick={stop}
        >
          Stop All Scraping
        </BusyButton>
      </div>

      <section aria-label="Scraping summary" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Active Sources"
          value={summary ? summary.activeSources : "…"}
          hint={summary ? `of ${summary.totalSources} sources` : null}
        />
        <StatCard label="Running Jobs" value={summary ? summary.runningJobs : "…"} hint="Pending or running" />
        <StatCard
          label="Total Records"
          value={summary ? formatCount(summary.totalRecords) : "…"}
          hint="Matches written by scraping jobs"
        />
        <StatCard
          label="Avg Success Rate"
          value={
            summary ? (summary.averageSuccessRate === null ? "—" : `${summary.averageSuccessRate.toFixed(1)}%`) : "…"
          }
          hint={
            summary
              ? summary.finishedJobs === 0
                ? "No finished jobs yet"
                : `of ${summary.finishedJobs} finished jobs (${summary.partialJobs} partial, ${summary.failedJobs} ` +
                  `failed)`
              : null
          }
        />
      </section>

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Scraping manager">
          <TabsTrigger value="sources">Data Sources</TabsTrigger>
          <TabsTrigger value="jobs">Active Jobs</TabsTrigger>
          <TabsTrigger value="add">Add New Source</TabsTrigger>
        </TabsList>
        <TabsContent value="sources" className="mt-4">
          <SourcesTable sources={data?.sources ?? []} />
        </TabsContent>
        <TabsContent value="jobs" className="mt-4">
          <JobsList jobs={data?.jobs ?? []} />
        </TabsContent>
        <TabsContent value="add" className="mt-4">
          <AddSourceForm
            onAdded={() => {
              reload();
              setTab("sources");
            }}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
