import "server-only";

import { alertsDeliveriesDue, alertsPickPublished } from "@/lib/jobs/events.input";
import { inngest, isInngestConfigured } from "@/lib/jobs/inngest.client";
import { logger } from "@/lib/logger";

import { deliverDue, queueAlerts, type PushOrEmail } from "./delivery.service";

// Publication emits an event; what follows runs on Inngest when it is configured (inngest/functions/alerts.ts:
// fan-out, then one delivery function per channel with its own concurrency and retries) and in this process
// otherwise. Either way the work is the same and idempotent (one delivery per member, pick and channel), so an
// announcement repeated by an edit, a retry or a second instance sends nothing twice.

const CHANNELS: readonly PushOrEmail[] = ["push", "email"];

// Background work started here that has not finished: tests and shutdown wait for it.
const running = new Set<Promise<void>>();

/** Says that these picks are published: their alerts are matched, queued and sent in the background. */
export async function announcePicksPublished(predictionIds: readonly string[]): Promise<void> {
  const ids = [...new Set(predictionIds)];
  if (ids.length === 0) return;
  if (isInngestConfigured()) {
    try {
      await inngest.send(ids.map((predictionId) => alertsPickPublished.create({ predictionId })));
    } catch (error) {
      // The pick is published either way; the alerts sweep cannot rebuild a lost event, so say so loudly.
      logger.error("alerts.announce_failed", { predictionIds: ids, error });
    }
    return;
  }
  const work = fanOutHere(ids).finally(() => running.delete(work));
  running.add(work);
}

async function fanOutHere(ids: readonly string[]): Promise<void> {
  try {
    for (const id of ids) await queueAlerts(id);
    await Promise.all(CHANNELS.map((channel) => deliverDue(channel)));
  } catch (error) {
    logger.error("alerts.fan_out_failed", { predictionIds: ids, error });
  }
}

/** Asks for the due deliveries of every channel to be sent (after a fan-out on Inngest). */
export function deliveriesDueEvents() {
  return CHANNELS.map((channel) => alertsDeliveriesDue.create({ channel }));
}

/** Sends what has fallen due (quiet hours over, the digest's hour, retries): the minute sweep. */
export async function sweepAlertDeliveries(now = new Date()) {
  const [push, email] = await Promise.all(CHANNELS.map((channel) => deliverDue(channel, now)));
  return { push: push!, email: email! };
}

/** Resolves when the background alert work started so far has finished. */
export async function alertWorkSettled(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}
