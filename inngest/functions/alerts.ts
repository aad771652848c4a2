import { deliverDue, queueAlerts } from "@/lib/alerts/delivery.service";
import { deliveriesDueEvents, sweepAlertDeliveries } from "@/lib/alerts/publication.service";
import { sendWeeklyDigests } from "@/lib/alerts/weekly-digest.service";
import { alertsDeliveriesDue, alertsPickPublished } from "@/lib/jobs/events.input";
import { WEEKLY_DIGEST_CRON } from "@/lib/jobs/cron.rules";
import { inngest } from "@/lib/jobs/inngest.client";

// Alerts on Inngest: publication → fan-out (one set statement per pick) → one delivery run per channel. Each
// channel has its own concurrency key, so a slow e-mail relay never holds up push; deliveries are claimed row by
// row in the database, so overlapping runs and retries send nothing twice.

/** Delivery runs at once per channel: enough to drain a big fan-out, few enough for the push service's limits. */
const DELIVERY_CONCURRENCY = 2;

export const alertsFanOut = inngest.createFunction(
  {
    id: "alerts-fan-out",
    name: "Alerts: match a published pick",
    triggers: [alertsPickPublished],
    concurrency: [{ limit: 5 }],
    retries: 3,
  },
  async ({ event, step }) => {
    const summary = await step.run("queue-alerts", () => queueAlerts(event.data.predictionId));
    await step.sendEvent("deliver", deliveriesDueEvents());
    return summary;
  },
);

export const alertsDeliver = inngest.createFunction(
  {
    id: "alerts-deliver",
    name: "Alerts: send what is due on a channel",
    triggers: [alertsDeliveriesDue],
    concurrency: [{ limit: DELIVERY_CONCURRENCY, key: "event.data.channel" }],
    retries: 3,
  },
  async ({ event, step }) => step.run(`deliver-${event.data.channel}`, () => deliverDue(event.data.channel)),
);

/** Every minute: alerts whose quiet hours ended, the digest's hour, and push retries. */
export const alertsSweep = inngest.createFunction(
  {
    id: "alerts-sweep",
    name: "Alerts: send what has fallen due",
    triggers: [{ cron: "* * * * *" }],
    concurrency: [{ limit: 1 }],
    retries: 1,
  },
  async ({ step }) => step.run("sweep", () => sweepAlertDeliveries()),
);

/** Mondays: the weekly digest of the week before (the settings switch "Weekly digest"). */
export const weeklyDigest = inngest.createFunction(
  {
    id: "weekly-digest",
    name: "Weekly digest e-mails",
    triggers: [{ cron: WEEKLY_DIGEST_CRON }],
    concurrency: [{ limit: 1 }],
    retries: 2,
  },
  async ({ step }) => step.run("send", () => sendWeeklyDigests()),
);
