"use client";

import { AdminReadout } from "@/components/admin/admin-readout";
import { StatCard } from "@/components/admin/stat-card";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { SecurityOverview as Overview } from "@/lib/accounts/security.service";
import { formatDuration } from "@/lib/format/readout.rules";
import { formatCount } from "@/lib/format/numbers.rules";

/** Sign-in lockouts now, the rate limits and the policy in force, read from GET /api/admin/security. */
export function SecurityOverview() {
  return (
    <AdminReadout<Overview>
      path="/admin/security"
      errorTitle="Failed to load the security overview"
      loadingLabel="Loading the security overview"
    >
      {(overview) => {
        const { lockouts, policy } = overview;
        return (
          <>
            <section aria-labelledby="security-now-heading" className="flex flex-col gap-4">
              <h2 id="security-now-heading" className="text-xl font-semibold">
                Right now
              </h2>
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                <StatCard
                  label="Locked Sign-ins"
                  value={formatCount(lockouts.lockedAccountIpPairs)}
                  hint="Account and IP pairs blocked after repeated failures"
                />
                <StatCard
                  label="Blocked IPs"
                  value={formatCount(lockouts.lockedIps)}
                  hint="IPs over the daily failure limit"
                />
                <StatCard
                  label="Recent Failures"
                  value={formatCount(lockouts.pairsWithRecentFailures)}
                  hint="Account and IP pairs with failed sign-ins being counted"
                />
                <StatCard
                  label="Admin Actions (24h)"
                  value={formatCount(overview.audit.entriesLast24h)}
                  hint="Audit entries recorded in the last 24 hours"
                />
              </div>
            </section>
            <div className="grid gap-4 lg:grid-cols-2">
              <Card role="region" aria-label="Rate limits in force">
                <CardHeader>
                  <CardTitle className="text-base">Rate limits in force</CardTitle>
                </CardHeader>
                <CardContent>
                  <Table>
                    <TableHeader>
                      <TableRow>
                        <TableHead>Limit</TableHead>
                        <TableHead className="text-right">Allowed</TableHead>
                        <TableHead className="text-right">Per</TableHead>
                        <TableHead className="text-right">Block</TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {overview.limits.map((limit) => (
                        <TableRow key={limit.name}>
                          <TableCell>{limit.label}</TableCell>
                          <TableCell className="text-right tabular-nums">{formatCount(limit.points)}</TableCell>
                          <TableCell className="text-right">{formatDuration(limit.durationSeconds)}</TableCell>
                          <TableCell className="text-right">
                            {limit.blockSeconds ? formatDuration(limit.blockSeconds) : "—"}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </CardContent>
              </Card>
              <Card role="region" aria-label="Policy in effect">
                <CardHeader>
                  <CardTitle className="text-base">Policy in effect</CardTitle>
                </CardHeader>
                <CardContent>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
                    <dt className="text-muted-foreground">Session lifetime</dt>
                    <dd>
                      {formatDuration(policy.sessionLifetimeSeconds)}; sign-out, password change, disabling or a role
                      change ends every session of the account
                    </dd>
                    <dt className="text-muted-foreground">Passwords</dt>
                    <dd>
                      {policy.passwordMin} to {policy.passwordMax} characters, common passwords refused, stored as
                      Argon2id hashes
                    </dd>
                    <dt className="text-muted-foreground">Roles</dt>
                    <dd>Read from the database on every request; only super admins manage admins</dd>
                    <dt className="text-muted-foreground">Trusted proxy hops</dt>
                    <dd>{policy.trustedProxyHops} (the client IP the limits count)</dd>
                  </dl>
                </CardContent>
              </Card>
            </div>
          </>
        );
      }}
    </AdminReadout>
  );
}
