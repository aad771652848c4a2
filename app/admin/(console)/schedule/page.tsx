import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/layout/page-header";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { requirePageRole } from "@/lib/auth/page-guards";
import { formatUtcDateTime } from "@/lib/format/dates";
import { getAdminSchedule } from "@/lib/pipeline/schedule.service";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";

const TITLE = "Schedule";
const DESCRIPTION = "Fixtures in the next 7 days and the next runs of the scheduled jobs.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.schedule,
  noIndex: true,
});

export default async function SchedulePage() {
  // The layout's gate is for comfort; each admin page checks again.
  await requirePageRole("ADMIN");
  const schedule = await getAdminSchedule();
  return (
    <div className="container flex w-full flex-col gap-10 py-10 sm:py-14">
      <PageHeader className="pb-0 sm:pb-0" title={TITLE} description={DESCRIPTION} breadcrumbs={[{ name: "Admin", path: routes.admin.dashboard }, { name: "Schedule", path: routes.admin.schedule }]} />
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
                  <Badge variant={job.active ? "default" : "outline"}>{job.active ? "Scheduled" : "Not scheduled"}</Badge>
                </CardTitle>
                <CardDescription>
                  Cron <code>{job.cron}</code> ({schedule.timeZone}), run by the {job.runner === "inngest" ? "Inngest" : "local"} job runner
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
                  <p className="text-sm text-muted-foreground">{job.inactiveReason}: start it from the automation panel on the dashboard.</p>
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
        {schedule.fixturesCapped ? <p className="text-sm text-muted-foreground">Showing the first {schedule.fixtures.length} fixtures.</p> : null}
      </section>
    </div>
  );
}
