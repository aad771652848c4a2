"use client";

import { AdminReadout } from "@/components/admin/admin-readout";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatUtcDateTime } from "@/lib/format/dates.rules";
import type { AdminSchedule } from "@/lib/pipeline/schedule.service";

/** The next runs of the scheduled jobs and the fixtures of the next days, read from GET /api/admin/schedule. */
export function ScheduleReadout() {
  return (
    <AdminReadout<AdminSchedule>
      path="/admin/schedule"
      errorTitle="Failed to load the schedule"
      loadingLabel="Loading the schedule"
    >
      {(schedule) => (
        <>
          <section aria-labelledby="runs-heading" className="flex flex-col gap-4">
            <h2 id="runs-heading" className="text-xl font-semibold">
              Next pipeline runs
            </h2>
            <div className="grid gap-4 md:grid-cols-2">
              {schedule.jobs.map((job) => (
                <Card key={job.name} role="region" aria-label={job.name}>
                  <CardHeader>
                    <CardTitle className="flex flex-wrap items-center gap-2 text-base">
                      {job.name}
                      <Badge variant={job.active ? "default" : "outline"}>
                        {job.active ? "Scheduled" : "Not scheduled"}
                      </Badge>
                    </CardTitle>
                    <CardDescription>
                      Cron <code>{job.cron}</code> ({schedule.timeZone}), run by the{" "}
                      {job.runner === "inngest" ? "Inngest" : "local"} job runner
                    </CardDescription>
                  </CardHeader>
                  <CardContent>
                    {job.nextRuns.length > 0 ? (
                      <ol className="flex flex-col gap-1 text-sm" aria-label={`Next runs of ${job.name}`}>
                        {job.nextRuns.map((run) => (
                          <li key={run} data-testid="next-run">
                            <time dateTime={run}>{formatUtcDateTime(run)}</time>
                          </li>
                        ))}
                      </ol>
                    ) : (
                      <p className="text-sm text-muted-foreground">
                        {job.inactiveReason}: start it from the automation panel on the dashboard.
                      </p>
                    )}
                  </CardContent>
                </Card>
              ))}
            </div>
            <p className="text-sm text-muted-foreground">
              The pipeline covers {schedule.sports.join(", ")} ({schedule.leagues.join(", ")}).
            </p>
          </section>
          <section aria-labelledby="fixtures-heading" className="flex flex-col gap-4">
            <h2 id="fixtures-heading" className="text-xl font-semibold">
              Upcoming fixtures
            </h2>
            <div className="rounded-lg border">
              <Table aria-label="Upcoming fixtures">
                <TableHeader>
                  <TableRow>
                    <TableHead>Kick-off</TableHead>
                    <TableHead>Match</TableHead>
                    <TableHead>League</TableHead>
                    <TableHead>Venue</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {schedule.fixtures.length === 0 ? (
                    <TableEmpty colSpan={4}>No fixtures in the next {schedule.window.days} days</TableEmpty>
                  ) : (
                    schedule.fixtures.map((fixture) => (
                      <TableRow key={fixture.id} data-testid="fixture-row">
                        <TableCell className="whitespace-nowrap">
                          <time dateTime={fixture.kickoffAt}>{formatUtcDateTime(fixture.kickoffAt)}</time>
                        </TableCell>
                        <TableCell className="font-medium">
                          {fixture.homeTeam} vs {fixture.awayTeam}
                          {fixture.isDemo ? (
                            <Badge variant="outline" className="ml-2">
                              Demo
                            </Badge>
                          ) : null}
                        </TableCell>
                        <TableCell>{fixture.leagueName}</TableCell>
                        <TableCell>{fixture.venue ?? "—"}</TableCell>
                      </TableRow>
                    ))
                  )}
                </TableBody>
              </Table>
            </div>
            {schedule.fixturesCapped ? (
              <p className="text-sm text-muted-foreground">Showing the first {schedule.fixtures.length} fixtures.</p>
            ) : null}
          </section>
        </>
      )}
    </AdminReadout>
  );
}
