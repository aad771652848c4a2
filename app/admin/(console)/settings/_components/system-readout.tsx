"use client";

import { AdminReadout } from "@/components/admin/admin-readout";
import { ReadoutCard } from "@/components/admin/readout-card";
import { StatCard } from "@/components/admin/stat-card";
import { PASSWORD_MAX, PASSWORD_MIN } from "@/lib/accounts/auth.input";
import { formatBytes, formatDuration } from "@/lib/format/readout.rules";
import { formatUtcDateTime } from "@/lib/format/dates.rules";
import { formatCount } from "@/lib/format/numbers.rules";
import { databaseModeLabel, type SystemAnswer } from "@/lib/system/admin.dto";

/** What this deployment runs on, read from GET /api/admin/system when the page has loaded. */
export function SystemReadout() {
  return (
    <AdminReadout<SystemAnswer>
      path="/admin/system"
      errorTitle="Failed to load the system read-out"
      loadingLabel="Loading the system read-out"
    >
      {(system) => {
        const { database, jobs, runtime, counts, sessions } = system;
        return (
          <>
            <p className="text-xs text-muted-foreground">
              Read at {formatUtcDateTime(system.generatedAt)}. Settings that change behaviour are under Global Settings
              (super admins).
            </p>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <StatCard label="Users" value={formatCount(counts.users)} />
              <StatCard label="Predictions" value={formatCount(counts.predictions)} />
              <StatCard label="Matches" value={formatCount(counts.matches)} />
              <StatCard
                label="Subscriptions"
                value={formatCount(counts.subscriptions)}
                hint={`${formatCount(counts.payment_orders)} payment orders`}
              />
            </div>
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              <ReadoutCard
                title="Database"
                rows={[
                  ["Mode", databaseModeLabel(database.mode)],
                  ["Version", database.version],
                  ["Size", formatBytes(database.sizeBytes)],
                  ["Tables", formatCount(database.tableCount)],
                  ["Round trip", `${database.latencyMs} ms`],
                ]}
              />
              <ReadoutCard
                title="Connection pool"
                rows={[
                  [
                    "Connections",
                    database.mode === "server"
                      ? `Up to ${database.poolMax} (DATABASE_POOL_MAX)`
                      : "1 in-process connection (embedded)",
                  ],
                  ["Audit entries", formatCount(counts.audit_log)],
                ]}
              />
              <ReadoutCard
                title="Job runner"
                rows={[
                  ["Runner", jobs.runner === "inngest" ? "Inngest" : "Local (in-process, croner schedule)"],
                  [
                    "Automation",
                    `${jobs.automationEnabled ? "Enabled" : "Disabled"}, ` +
                      `${jobs.automationRunning ? "running" : "stopped"}`,
                  ],
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
                  ["Session timeout", formatDuration(sessions.lifetimeSeconds)],
                  ["Admin inactivity timeout", formatDuration(sessions.adminInactivityMinutes * 60)],
                  ["Password policy", `${PASSWORD_MIN}–${PASSWORD_MAX} characters, common passwords refused`],
                  [
                    "E-mail delivery",
                    system.mail.smtpConfigured
                      ? "SMTP configured"
                      : "No SMTP: messages stay in the outbox (logged in development)",
                  ],
                ]}
              />
            </div>
          </>
        );
      }}
    </AdminReadout>
  );
}
