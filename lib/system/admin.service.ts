import "server-only";

import os from "node:os";

import nextPackage from "next/package.json";

import packageJson from "@/package.json";
import { getConnection } from "@/db";
import { getDatabaseFacts, listTableStats } from "@/lib/system/admin.queries";
import { pingDatabase } from "@/lib/system/system.queries";
import { isInngestConfigured } from "@/lib/jobs/inngest.client";
import { env } from "@/lib/env";
import { schedulerState } from "@/lib/jobs";

import { loadConfig } from "@/lib/pipeline/automation.service";
import { nextScheduledRuns } from "@/lib/pipeline/schedule.service";

// The system settings read-out (the original's static cards, made real): what this deployment actually
// runs on. Every value is read from the process, the database or the automation config; nothing is typed in.

/** Tables whose row counts the settings page shows as its platform counts. */
const COUNTED_TABLES = [
  "users",
  "predictions",
  "matches",
  "subscriptions",
  "payment_orders",
  "job_runs",
  "audit_log",
] as const;

export async function getSystemReadout(now = new Date()) {
  const connection = getConnection();
  const [ping, facts, tables, config] = await Promise.all([
    pingDatabase(),
    getDatabaseFacts(),
    listTableStats(),
    loadConfig(),
  ]);
  const scheduler = schedulerState();
  const memory = process.memoryUsage();
  return {
    database: {
      mode: connection.mode,
      engine: connection.mode === "embedded" ? ("PGlite" as const) : ("PostgreSQL" as const),
      /** "PostgreSQL 17.4 …" as the server reports it. */
      version: facts.version,
      sizeBytes: facts.sizeBytes,
      latencyMs: ping.latencyMs,
      /** Connections postgres.js may open (DATABASE_POOL_MAX); the embedded database is one in-process connection. */
      poolMax: connection.mode === "server" ? env.DATABASE_POOL_MAX : 1,
      tableCount: tables.length,
    },
    jobs: {
      runner: isInngestConfigured() ? ("inngest" as const) : ("local" as const),
      automationEnabled: config.enabled,
      automationRunning: config.isRunning,
      interval: config.interval,
      maxConcurrent: config.maxConcurrent,
      nextRunAt: nextScheduledRuns(config, now, 1)[0]?.toISOString() ?? null,
      /** Whether this process holds the schedule's timer, and why not when it does not. */
      timerActive: scheduler.active,
      timerReason: scheduler.reason,
    },
    runtime: {
      appVersion: packageJson.version,
      nodeVersion: process.version,
      nextVersion: nextPackage.version,
      environment: env.NODE_ENV,
      platform: `${process.platform} ${process.arch}`,
      uptimeSeconds: Math.round(process.uptime()),
      cpuCount: os.cpus().length,
      loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
      memoryRssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      systemMemoryBytes: os.totalmem(),
    },
    mail: { smtpConfigured: Boolean(env.SMTP_URL) },
    counts: Object.fromEntries(
      COUNTED_TABLES.map((name) => [name, tables.find((table) => table.name === name)?.rows ?? 0]),
    ) as Record<(typeof COUNTED_TABLES)[number], number>,
    tables,
    generatedAt: now.toISOString(),
  };
}
export type SystemReadout = Awaited<ReturnType<typeof getSystemReadout>>;
