"use client";

import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCount } from "@/lib/format/numbers.rules";
import { formatUtcDayTime } from "@/lib/format/dates.rules";

import type { ScrapingJobRow, ScrapingSourceRow } from "./scraping-types";

// The Data Sources and Active Jobs lists of the scraping manager, from the database.

const when = (iso: string | null) =>
  iso ? `${formatUtcDayTime(iso)} UTC` : "—";

const SOURCE_VARIANT = { active: "default", inactive: "secondary", error: "destructive" } as const;
const JOB_VARIANT = { pending: "secondary", running: "default", completed: "outline", partial: "outline", failed: "destructive", cancelled: "secondary" } as const;
/** A partial job (some provider calls failed) is marked apart from a completed one. */
const PARTIAL_CLASS = "border-amber-500 text-amber-700 dark:text-amber-400";

export function SourcesTable({ sources }: { sources: ScrapingSourceRow[] }) {
  return (
    <Table>
      <TableCaption>{sources.length === 0 ? "No sources yet: add one in the Add New Source tab." : `${sources.length} source${sources.length === 1 ? "" : "s"}`}</TableCaption>
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
  if (jobs.length === 0) return <p className="text-sm text-muted-foreground">No scraping jobs yet. Start Global Scraping to run one per covered league.</p>;
  return (
    <ul className="flex flex-col gap-3" aria-label="Scraping jobs">
      {jobs.map((job) => (
        <li key={job.id} data-testid="scraping-job" className="rounded-lg border p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">{job.source}</span>
            <Badge variant={JOB_VARIANT[job.status]} className={job.status === "partial" ? PARTIAL_CLASS : undefined}>
              {job.status}
            </Badge>
          </div>
          <Progress value={job.progress} className="mt-3" aria-label={`Progress of ${job.source}`} />
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-xs text-muted-foreground">
            <span>{job.progress}%</span>
            <span>{formatCount(job.recordsFound)} records found</span>
            <span>Started {when(job.startTime)}</span>
            <span>Ended {when(job.endTime)}</span>
          </div>
          {job.error ? <p className="mt-2 text-sm text-destructive">{job.error}</p> : null}
        </li>
      ))}
    </ul>
  );
}
