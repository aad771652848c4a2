import { ReadoutCard } from "@/components/admin/readout-card";
import { StatCard } from "@/components/admin/stat-card";
import { PageHeader } from "@/components/layout/page-header";
import { ADMIN_SESSION_TIMEOUT_SETTING, DEFAULT_ADMIN_SESSION_TIMEOUT_MINUTES } from "@/lib/auth/admin-activity";
import { requirePageRole } from "@/lib/auth/page-guards";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/accounts/session-tokens";
import { formatBytes, formatDuration } from "@/lib/format/readout";
import { formatUtcDateTime } from "@/lib/format/dates";
import { getSystemReadout } from "@/lib/system/admin.service";
import { readNumberSetting } from "@/lib/settings/settings.service";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/site-config";
import { PASSWORD_MAX, PASSWORD_MIN } from "@/lib/accounts/auth.input";
import { formatCount } from "@/lib/format/numbers";

const TITLE = "System Settings";
const DESCRIPTION = "What this deployment runs on: database, job runner, runtime, limits and platform counts, read live.";

export const metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: routes.admin.settings,
  noIndex: true,
});


export default async function AdminSettingsPage() {
  // The layout's gate is for comfort; each admin page checks again.
  await requirePageRole("ADMIN");
  const [system, adminTimeoutMinutes] = await Promise.all([
    getSystemReadout(),
    readNumberSetting(ADMIN_SESSION_TIMEOUT_SETTING, DEFAULT_ADMIN_SESSION_TIMEOUT_MINUTES),
  ]);
  const { database, jobs, runtime, counts } = system;
  return (
    <div className="container flex w-full flex-col gap-8 py-10 sm:py-14">
      <PageHeader
        className="pb-0 sm:pb-0"
        title={TITLE}
        description={DESCRIPTION}
        breadcrumbs={[{ name: "Admin", path: routes.admin.dashboard }, { name: "System Settings", path: routes.admin.settings }]}
      >
        <p className="text-xs text-muted-foreground">Read at {formatUtcDateTime(system.generatedAt)}. Settings that change behaviour are under Global Settings (super admins).</p>
      </PageHeader>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Users" value={formatCount(counts.users)} />
        <StatCard label="Predictions" value={formatCount(counts.predictions)} />
        <StatCard label="Matches" value={formatCount(counts.matches)} />
        <StatCard label="Subscriptions" value={formatCount(counts.subscriptions)} hint={`${formatCount(counts.payment_orders)} payment orders`} />
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <ReadoutCard
          title="Database"
          rows={[
            ["Mode", database.mode === "embedded" ? "PGlite (embedded)" : "PostgreSQL (server)"],
            ["Version", database.version],
            ["Size", formatBytes(database.sizeBytes)],
            ["Tables", formatCount(database.tableCount)],
            ["Round trip", `${database.latencyMs} ms`],
          ]}
        />
        <ReadoutCard
          title="Connection pool"
          rows={[
            ["Connections", database.mode === "server" ? `Up to ${database.poolMax} (DATABASE_POOL_MAX)` : "1 in-process connection (embedded)"],
            ["Audit entries", formatCount(counts.audit_log)],
          ]}
        />
        <ReadoutCard
          title="Job runner"
          rows={[
            ["Runner", jobs.runner === "inngest" ? "Inngest" : "Local (in-process, croner schedule)"],
            ["Automation", `${jobs.automationEnabled ? "Enabled" : "Disabled"}, ${jobs.automationRunning ? "running" : "stopped"}`],
            ["Pipeline schedule", `${jobs.interval} (UTC)`],
            ["Next pipeline run", jobs.nextRunAt ? formatUtcDateTime(jobs.nextRunAt) : "None scheduled"],
            ["Max concurrent jobs", String(jobs.maxConcurrent)],
            ["Job runs recorded", formatCount(counts.job_runs)],
          ]}
        />
        <ReadoutCard
          title="Runtime"
          rows={[
            ["App version", runtime.appVersion],
            ["Node.js", runtime.nodeVersion],
            ["Next.js", runtime.nextVersion],
            ["Environment", runtime.environment],
            ["Platform", runtime.platform],
            ["Uptime", formatDuration(runtime.uptimeSeconds)],
          ]}
        />
        <ReadoutCard
          title="CPU and memory"
          rows={[
            ["CPU cores", String(runtime.cpuCount)],
            ["Load average", runtime.loadAverage.join(" / ")],
            ["Server memory (RSS)", formatBytes(runtime.memoryRssBytes)],
            ["JavaScript heap", formatBytes(runtime.heapUsedBytes)],
            ["System memory", formatBytes(runtime.systemMemoryBytes)],
          ]}
        />
        <ReadoutCard
          title="Security and notifications"
          rows={[
            ["Session timeout", formatDuration(SESSION_MAX_AGE_SECONDS)],
            ["Admin inactivity timeout", formatDuration(adminTimeoutMinutes * 60)],
            ["Password policy", `${PASSWORD_MIN}–${PASSWORD_MAX} characters, common passwords refused`],
            ["E-mail delivery", system.mail.smtpConfigured ? "SMTP configured" : "No SMTP: messages stay in the outbox (logged in development)"],
          ]}
        />
      </div>
    </div>
  );
}
