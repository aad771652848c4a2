"use client";

import { MailIcon, MailWarningIcon, RefreshCwIcon } from "lucide-react";

import { StatCard } from "@/components/admin/stat-card";
import { useAdminList } from "@/components/admin/use-admin-list";
import { LoadError } from "@/components/member/load-error";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { DashboardStats } from "@/lib/analytics/dashboard-figures.rules";
import { formatUtcDateTime } from "@/lib/format/dates.rules";
import { formatCount } from "@/lib/format/numbers.rules";
import type { MailHealth } from "@/lib/mail/outbox.service";

import type { PipelineHealthView } from "./automation-types";
import { ProviderHealthList } from "./provider-health";

type DashboardAnswer = DashboardStats & { pipeline: PipelineHealthView; mail: MailHealth };

const count = (value: number) => formatCount(value);
const percent = (value: number | null) => (value === null ? "—" : `${value.toFixed(1)}%`);

const NO_QUERY = {};

/**
 * The eight stat cards of the admin dashboard and the pipeline's health (job success rate with
 * its n, each data provider's last error), read from GET /api/admin/dashboard.
 */
export function DashboardStatsSection() {
  const { data: stats, error, loading, reload } = useAdminList<DashboardAnswer>("/admin/dashboard", NO_QUERY);

  return (
    <section aria-labelledby="dashboard-stats-heading" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="dashboard-stats-heading" className="text-xl font-semibold">
          Platform overview
        </h2>
        <Button type="button" variant="outline" onClick={reload} disabled={loading}>
          <RefreshCwIcon aria-hidden="true" className={loading ? "animate-spin" : undefined} />
          Refresh
        </Button>
      </div>
      {error ? (
        <LoadError title="Failed to load dashboard statistics" message={error} onRetry={reload} />
      ) : stats ? (
        <>
          <MailHealthNotice mail={stats.mail} />
          <StatGrid stats={stats} />
          <PipelineHealth pipeline={stats.pipeline} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground" role="status">
          Loading statistics…
        </p>
      )}
    </section>
  );
}

/**
 * Where e-mail goes. A deployment without SMTP cannot let anyone confirm an address or reset a password, which
 * shows first on the dashboard; mail written to the log (the embedded quick start) is said plainly; SMTP is
 * mentioned only when messages are stuck.
 */
function MailHealthNotice({ mail }: { mail: MailHealth }) {
  const backlog =
    mail.waiting === 0
      ? "No message is waiting."
      : `${count(mail.waiting)} message${mail.waiting === 1 ? "" : "s"} waiting in the outbox since ` +
        `${formatUtcDateTime(mail.oldestWaitingAt)}` +
        `${mail.failed > 0 ? `, ${count(mail.failed)} failed at least once` : ""}.`;
  if (mail.delivery === "none") {
    return (
      <Alert variant="destructive" role="region" aria-label="Mail health">
        <MailWarningIcon aria-hidden="true" />
        <AlertTitle>E-mail not configured: members cannot confirm their address</AlertTitle>
        <AlertDescription>
          <p>
            SMTP_URL is not set on this deployment, so no e-mail is sent: new members cannot confirm their address and
            nobody can reset a password. Set SMTP_URL and restart; the waiting messages are sent then. {backlog}
          </p>
        </AlertDescription>
      </Alert>
    );
  }
  if (mail.delivery === "log") {
    return (
      <Alert role="region" aria-label="Mail health">
        <MailIcon aria-hidden="true" />
        <AlertTitle>E-mail is written to the server log</AlertTitle>
        <AlertDescription>
          <p>
            SMTP_URL is not set, so every e-mail (confirmation and password-reset links included) goes to the
            server&apos;s log instead of an inbox. Set SMTP_URL to send real mail.
          </p>
        </AlertDescription>
      </Alert>
    );
  }
  if (mail.waiting === 0 && mail.failed === 0) return null;
  return (
    <Alert variant={mail.failed > 0 ? "destructive" : "default"} role="region" aria-label="Mail health">
      <MailWarningIcon aria-hidden="true" />
      <AlertTitle>E-mail is sent over SMTP, and some is waiting</AlertTitle>
      <AlertDescription>
        <p>
          {backlog}
          {mail.lastError ? ` Last error: ${mail.lastError}` : ""}
        </p>
      </AlertDescription>
    </Alert>
  );
}

function StatGrid({ stats }: { stats: DashboardStats }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label="Total Users"
        value={count(stats.totalUsers)}
        hint={`+${count(stats.newUsersThisWeek)} new this week`}
      />
      <StatCard label="Active Users" value={count(stats.activeUsers)} hint="Seen within the last 30 days" />
      <StatCard
        label="Premium Users"
        value={count(stats.premiumUsers)}
        hint={`${percent(stats.premiumConversion)} conversion`}
      />
      <StatCard
        label="Prediction Accuracy"
        value={percent(stats.predictionAccuracy)}
        hint={`Overall win rate over ${count(stats.decidedPredictions)} settled picks`}
      />
      <StatCard
        label="Total Predictions"
        value={count(stats.totalPredictions)}
        hint={`${count(stats.publishedPredictions)} published`}
      />
      <StatCard label="Premium Predictions" value={count(stats.premiumPredictions)} hint="High-confidence picks" />
      <StatCard
        label="Live Matches"
        value={count(stats.liveMatches)}
        hint={`${count(stats.upcomingMatches)} upcoming`}
      />
      <StatCard
        label="Total Matches"
        value={count(stats.totalMatches)}
        hint={`${count(stats.completedMatches)} completed`}
      />
    </div>
  );
}

function PipelineHealth({ pipeline }: { pipeline: PipelineHealthView }) {
  const { runs } = pipeline;
  return (
    <div role="region" aria-label="Pipeline health" className="grid gap-4 lg:grid-cols-4">
      <StatCard
        label="Job Success Rate"
        value={percent(runs.rate)}
        hint={
          runs.finished === 0
            ? `No finished jobs in the last ${pipeline.windowHours} hours`
            : `${count(runs.succeeded)} of ${count(runs.finished)} finished jobs succeeded (${count(runs.partial)} ` +
              `partial, ${count(runs.failed)} failed), last ${pipeline.windowHours} hours`
        }
      />
      <div className="lg:col-span-3">
        <ProviderHealthList providers={pipeline.providers} windowHours={pipeline.windowHours} />
      </div>
    </div>
  );
}
