"use client";

import { JobRunList } from "@/components/admin/job-run-list";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCount } from "@/lib/format/numbers.rules";
import { formatUtcDayTime } from "@/lib/format/dates.rules";

import type { ScrapingJobRow, ScrapingSourceRow } from "./scraping-types";

// The Data Sources and Active Jobs lists of the scraping manager, from the database.

const when = (iso: string | null) => (iso ? `${formatUtcDayTime(iso)} UTC` : "—");

const SOURCE_VARIANT = { active: "default", inactive: "secondary", error: "destructive" } as const;
const JOB_VARIANT = {
  pending: "secondary",
  running: "default",
  completed: "outline",
  partial: "outline",
  failed: "destructive",
  cancelled: "secondary",
} as const;

export function SourcesTable({ sources }: { sources: ScrapingSourceRow[] }) {
  return (
    <Table>
      <TableCaption>
        {sources.length === 0
          ? "No sources yet: add one in the Add New Source tab."
          : `${sources.length} source${sources.length === 1 ? "" : "s"}`}
      </TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>URL</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Last scrape</TableHead>
          <TableHead className="text-right">Records</TableHead>
          <TableHead className="text-right">Success rate</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {sources.map((source) => (
          <TableRow key={source.id} data-testid="scraping-source">
            <TableCell className="font-medium">{source.name}</TableCell>
            <TableCell className="max-w-72 truncate text-muted-foreground">{source.url}</TableCell>
            <TableCell>
              <Badge variant={SOURCE_VARIANT[source.status]}>{source.status}</Badge>
            </TableCell>
            <TableCell>{when(source.lastScrapeAt)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCount(source.totalRecords)}</TableCell>
            <TableCell className="text-right tabular-nums">{source.successRate.toFixed(1)}%</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function JobsList({ jobs }: { jobs: ScrapingJobRow[] }) {
  return (
    <JobRunList
      runs={jobs.map((job) => ({
        id: job.id,
        name: job.source,
        status: job.status,
        statusVariant: JOB_VARIANT[job.status],
        facts: [
          `${job.progress}%`,
          `${formatCount(job.recordsFound)} records found`,
          `Started ${when(job.startTime)}`,
          `Ended ${when(job.endTime)}`,
        ],
        progress: { value: job.progress, label: `Progress of ${job.source}` },
        error: job.error,
      }))}
      label="Scraping jobs"
      itemTestId="scraping-job"
      empty="No scraping jobs yet. Start Global Scraping to run one per covered league."
    />
  );
}
