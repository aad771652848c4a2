"use client";

import { AdminReadout } from "@/components/admin/admin-readout";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AdminLeague } from "@/lib/catalogue/reference.service";
import { formatCount } from "@/lib/format/numbers.rules";

/** Every league with its counts, read from GET /api/admin/leagues when the page has loaded. */
export function LeaguesTable() {
  return (
    <AdminReadout<AdminLeague[]>
      path="/admin/leagues"
      errorTitle="Failed to load the leagues"
      loadingLabel="Loading the leagues"
    >
      {(leagues) => (
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
                      <Badge variant={league.isActive ? "default" : "outline"}>
                        {league.isActive ? "Active" : "Inactive"}
                      </Badge>
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
      )}
    </AdminReadout>
  );
}
