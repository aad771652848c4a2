import "server-only";

import type { NewEmailOutboxMessage } from "@/db/schema";
import { plural } from "@/lib/format/numbers.rules";
import { logger } from "@/lib/logger";
import { enqueueEmail } from "@/lib/mail/outbox.queries";
import { headerText, sendDueEmailsSoon } from "@/lib/mail/outbox.service";
import { absoluteUrl } from "@/lib/seo/site-url";
import { SAFER_PLAY_PATH } from "@/lib/site-config";

import {
  alertEmailBodies,
  alertPayload,
  pickEmailLines,
  pickLine,
  publishedPrice,
  pushMessage,
  type AlertPayload,
  type PublishedPick,
} from "./alert-content.rules";
import { readPicksForAlert } from "./fanout.queries";
import { sendPushMessages } from "./push-sender";
import * as testSend from "./test-send.queries";

// A test alert to the admin who asks for one, on every channel they can receive, so they can see what members
// get: an in-app notification (kind 'test'), a push to their own devices and an e-mail through the outbox, each
// marked "Test alert". It reads the same switches as the senders (delivery.service.ts) and says per channel what
// happened. It writes no alert_deliveries row, so the delivery figures never count it, and it is made from a
// published pick (or a labelled sample), never from what another member received.

type TestSendOutcome = "sent" | "queued" | "switched_off" | "no_device" | "address_not_confirmed" | "failed";

interface TestSendChannelAnswer {
  channel: "in_app" | "push" | "email";
  outcome: TestSendOutcome;
  /** What happened, in a sentence the admin reads. */
  detail: string;
}

export interface TestSendAnswer {
  /** What the test alert shows: the most recent open pick, or a labelled sample when there is none. */
  source: { kind: "pick"; predictionId: string; title: string } | { kind: "sample"; title: string };
  channels: TestSendChannelAnswer[];
}

const TEST_LABEL = "Test alert";

/** A made-up value pick for a site with no open pick: labelled as a sample everywhere it shows. */
function samplePick(now: Date): PublishedPick {
  return {
    id: "sample",
    homeTeam: "Sample Home",
    awayTeam: "Sample Away",
    sport: "Sample sport",
    league: "Sample league (not a real pick)",
    matchDate: new Date(now.getTime() + 24 * 60 * 60 * 1000),
    market: "1x2",
    pick: "Sample Home",
    line: null,
    confidence: 55,
    decimalOdds: 2.1,
    expectedValue: 0.155,
    fairProbability: 0.55,
    fairBasis: "market-only",
    consensusBookmakers: 6,
    bookmaker: "sample-book",
    priceCapturedAt: now,
    contentHash: null,
    isPremium: false,
    isPublished: true,
    isDemo: true,
    status: "PENDING",
    source: "SAMPLE",
    createdAt: now,
  };
}

/** The alert as a member would get it for the most recent open pick, at its published price; else the sample. */
async function testContent(now: Date): Promise<{ payload: AlertPayload; source: TestSendAnswer["source"] }> {
  const id = await testSend.latestOpenPickId(now);
  const [pick] = id ? await readPicksForAlert([id]) : [];
  if (pick) {
    const payload = alertPayload(pick, publishedPrice(pick));
    return { payload, source: { kind: "pick", predictionId: pick.id, title: payload.title } };
  }
  const sample = samplePick(now);
  // The sample has no page of its own: its link opens the predictions list.
  const payload = { ...alertPayload(sample, publishedPrice(sample)), url: "/predictions" };
  return { payload, source: { kind: "sample", title: payload.title } };
}

function testEmail(
  recipient: { email: string; fullName: string },
  userId: string,
  payload: AlertPayload,
  now: Date,
): NewEmailOutboxMessage {
  const lines = [
    `Hello ${headerText(recipient.fullName, 100)},`,
    "",
    `${TEST_LABEL}: you asked for one from the admin dashboard. Members whose rules match a value price get an`,
    "e-mail like this one:",
    "",
    ...pickEmailLines(payload, now, absoluteUrl(payload.url)),
    "",
    "Value means the price beats our fair line; it can move back at any moment. This is not betting advice.",
  ];
  return {
    to: recipient.email,
    userId,
    subject: headerText(`${TEST_LABEL}: ${payload.title} — ${pickLine(payload)}`, 150),
    ...alertEmailBodies(lines, absoluteUrl(SAFER_PLAY_PATH)),
    kind: "alert-test",
  };
}

/**
 * Sends the caller a test alert on each channel and answers what happened on each. The prediction-alerts switch
 * turns every channel off, as it does for real alerts; push needs its switch and a device, e-mail its switch and a
 * confirmed address. Nothing throws for a channel that cannot be reached: its answer says why.
 */
export async function sendTestAlert(userId: string, now = new Date()): Promise<TestSendAnswer> {
  const [recipient, { payload, source }] = await Promise.all([testSend.readTestRecipient(userId), testContent(now)]);
  const channels: TestSendChannelAnswer[] = [];
  const alertsOn = recipient?.alertsOn ?? false;

  if (!recipient || !alertsOn) {
    channels.push({ channel: "in_app", outcome: "switched_off", detail: "Prediction alerts are switched off." });
  } else {
    const marked = {
      ...payload,
      title: `${TEST_LABEL}: ${payload.title}`,
      test: true,
      sample: source.kind === "sample",
    };
    await testSend.insertTestNotification(userId, marked, now);
    channels.push({ channel: "in_app", outcome: "sent", detail: "Added to your notifications." });
  }

  channels.push(await testPush(userId, recipient, alertsOn, payload, now));

  if (!recipient || !alertsOn || !recipient.emailOn) {
    channels.push({ channel: "email", outcome: "switched_off", detail: "E-mail notifications are switched off." });
  } else if (!recipient.emailVerified) {
    channels.push({
      channel: "email",
      outcome: "address_not_confirmed",
      detail: "Your e-mail address is not confirmed.",
    });
  } else {
    if (await enqueueEmail(testEmail(recipient, userId, payload, now))) {
      sendDueEmailsSoon();
      channels.push({ channel: "email", outcome: "queued", detail: "Queued for e-mail to your address." });
    } else {
      channels.push({
        channel: "email",
        outcome: "switched_off",
        detail: "E-mail alerts are held back while your time-out or self-exclusion runs.",
      });
    }
  }

  logger.info("alerts.test_send", {
    actorId: userId,
    source: source.kind,
    outcomes: Object.fromEntries(channels.map((answer) => [answer.channel, answer.outcome])),
  });
  return { source, channels };
}

async function testPush(
  userId: string,
  recipient: Awaited<ReturnType<typeof testSend.readTestRecipient>>,
  alertsOn: boolean,
  payload: AlertPayload,
  now: Date,
): Promise<TestSendChannelAnswer> {
  if (!recipient || !alertsOn || !recipient.pushOn) {
    return { channel: "push", outcome: "switched_off", detail: "Push notifications are switched off." };
  }
  if (recipient.devices === 0) {
    return { channel: "push", outcome: "no_device", detail: "No device of yours is subscribed to push." };
  }
  const base = pushMessage(payload, now);
  const message = { ...base, kind: "test" as const, title: `${TEST_LABEL} — ${base.title}`, tag: "test-alert" };
  try {
    const [outcome] = await sendPushMessages([{ userId, message }]);
    if (outcome && outcome.sent > 0) {
      return { channel: "push", outcome: "sent", detail: `Sent to ${plural(outcome.sent, "device")}.` };
    }
    if (outcome && outcome.failed > 0) {
      return { channel: "push", outcome: "failed", detail: "The push service refused it." };
    }
    return { channel: "push", outcome: "no_device", detail: "No device of yours took it." };
  } catch (error) {
    logger.error("alerts.test_send_push_failed", { actorId: userId, error });
    return { channel: "push", outcome: "failed", detail: "Push could not be sent." };
  }
}
