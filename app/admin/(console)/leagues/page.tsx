import { Badge } from "@/components/ui/badge";
import { PageHeader } from "@/components/layout/page-header";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { listLeaguesForAdmin } from "@/lib/catalogue/reference.service";
import { requirePageRole } from "@/lib/auth/page-guards";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";
import { formatCount } from "@/lib/format/numbers";

const TITLE = "League Management";
const DESCRIPTION = "Every league with its sport, country and tier, and how many teams, matches and predictions it holds.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.leagues,
  noIndex: true,
});


export default async function AdminLeaguesPage() {
  // The layout's gate is for comfort; each admin page checks again. Server components may
  // read through queries after the access check.
  await requirePageRole("ADMIN");
  const leagues = await listLeaguesForAdmin();
  return (
    <div className="container w-full py-10 sm:py-14">
      <PageHeader title={TITLE} description={DESCRIPTION} breadcrumbs={[{ name: "Admin", path: routes.admin.dashboard }, { name: "League Management", path: routes.admin.leagues }]} />
      <div className="rounded-lg border">
        <Table aria-label="Leagues">
          <TableHeader>
            <TableRow>
              <TableHead>League</TableHead>
              <TableHead>Sport</TableHead>
              <TableHead>Country</TableHead>
              <TableHead>Tier</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Teams</TableHead>
              <TableHead className="text-right">Matches</TableHead>
              <TableHead className="text-right">Upcoming</TableHead>
              <TableHead className="text-right">Predictions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {leagues.length === 0 ? (
              <TableEmpty colSpan={9}>No leagues yet</TableEmpty>
            ) : (
              leagues.map((league) => (
                <TableRow key={league.id} data-testid="league-row">
                  <TableCell className="font-medium">
                    {league.name}
                    <span className="block text-xs text-muted-foreground">{league.id}</span>
                  </TableCell>
                  <TableCell>{league.sportName}</TableCell>
                  <TableCell>{league.country}</TableCell>
                  <TableCell className="capitalize">{league.tier}</TableCell>
                  <TableCell className="flex flex-wrap gap-1">
                    <Badge variant={league.isActive ? "default" : "outline"}>{league.isActive ? "Active" : "Inactive"}</Badge>
                    {league.isListed ? null : <Badge variant="secondary">Unlisted</Badge>}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(league.teams)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(league.matches)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(league.upcomingMatches)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(league.predictions)}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
