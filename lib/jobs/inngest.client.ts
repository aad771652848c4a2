import "server-only";

import { Inngest } from "inngest";

import { env } from "@/lib/env";

// The single Inngest client. Jobs go to Inngest only when it is configured:
// INNGEST_EVENT_KEY (Inngest Cloud) or INNGEST_DEV (a local dev server: "1" or its URL). Otherwise
// lib/jobs runs the same bodies in-process and this client only serves /api/inngest.
//
// Signing: outside dev mode the client runs in Inngest's cloud mode, where serve() verifies every request
// with INNGEST_SIGNING_KEY and refuses unsigned ones; lib/env.ts requires the key in production when
// INNGEST_EVENT_KEY is set and forbids INNGEST_DEV in production.

const devSetting = env.INNGEST_DEV?.trim();
const devIsOff = devSetting === undefined || ["0", "false", ""].includes(devSetting.toLowerCase());
const devUrl = !devIsOff && /^https?:\/\//i.test(devSetting) ? devSetting : undefined;

/** Whether job events go to Inngest rather than the local runner. */
export function isInngestConfigured(): boolean {
  return Boolean(env.INNGEST_EVENT_KEY) || !devIsOff;
}

export const inngest = new Inngest({
  id: "edgecast",
  eventKey: env.INNGEST_EVENT_KEY,
  signingKey: env.INNGEST_SIGNING_KEY,
  baseUrl: env.INNGEST_BASE_URL ?? devUrl,
  isDev: !devIsOff,
});

/**
 * At most this many job runs at once across all our functions on Inngest (one shared concurrency key).
 * The admin's maxConcurrent (1–10, automation config) is read live by the local runner only: on Inngest
 * concurrency is part of each function's configuration, fixed when the app is deployed and synced. The
 * value matches the default maxConcurrent.
 */
export const INNGEST_MAX_CONCURRENT = 3;

/** The shared limit every job function declares first. */
export const JOB_CONCURRENCY = { limit: INNGEST_MAX_CONCURRENT, key: '"edgecast-jobs"', scope: "env" } as const;

/** Step retries (retriable failures only: the rest are turned into NonRetriableError by lib/jobs). */
export const JOB_RETRIES = 3;
