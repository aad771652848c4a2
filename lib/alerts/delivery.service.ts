import "server-only";

import { db } from "@/db";
import type { NewEmailOutboxMessage } from "@/db/schema";
import type { MarketKey } from "@/lib/engine/types";
import { enqueueEmail } from "@/lib/mail/outbox.queries";
import { headerText, sendDueEmailsSoon } from "@/lib/mail/outbox.service";
import { DEFAULT_FREE_DAILY_LIMIT } from "@/lib/predictions/entitlements.rules";
import { FREE_DAILY_LIMIT_SETTING } from "@/lib/predictions/entitlements.service";
import { outcomeSelections, QUOTE_MARKET } from "@/lib/predictions/picks.rules";
import { absoluteUrl } from "@/lib/seo/site-url";
import { readNumberSetting } from "@/lib/settings/settings.service";
import { SAFER_PLAY_PATH, siteConfig } from "@/lib/site-config";

import {
  alertEmailBodies,
  alertPayload,
  digestPushMessage,
  pickEmailLines,
  pickLine,
  publishedPrice,
  pushMessage,
  recheck,
  type AlertPayload,
  type PublishedPick,
  type QuotedPrice,
  type Recheck,
} from "./alert-content.rules";
import * as fanout from "./fanout.queries";
import { sendPushMessages, type PushOutcome } from "./push-sender";
import { unsubscribeHeaders, unsubscribeLinks } from "./unsubscribe.service";

// From a published pick to the members who asked for it. queueAlerts re-checks the pick, freezes what the alert
// says and queues every matching member's deliveries in one statement (in-app notifications are written there and
// then).
// deliverDue sends what is due on a channel: instant alerts now, alerts held by quiet hours once they end, the
// daily digest at its hour. Each delivery is claimed by one sender, re-checked against the latest price right
// before it goes (a price that no longer beats the fair line, or a match that kicked off, is "expired before
// send"), and its outcome recorded, so a retried job or a second instance never sends it twice.

const ALERT_HOURLY_CAP_SETTING = "alerts_max_per_hour";
const ALERT_DIGEST_HOUR_SETTING = "alerts_digest_hour";
const DEFAULT_HOURLY_CAP = 5;
const DEFAULT_DIGEST_HOUR = 8;

/** Deliveries a sender claims at a time. */
const BATCH = 500;
/** Attempts of a push before it is given up (a failure waits 1, then 4 minutes). */
const MAX_PUSH_ATTEMPTS = 3;

export type PushOrEmail = "push" | "email";

export interface QueueSummary {
  /** Why nothing was queued, when the pick is not (or no longer) a value price. */
  skipped: Extract<Recheck, { ok: false }>["reason"] | "missing" | null;
  queued: Record<"in_app" | PushOrEmail, number>;
  /** Push and e-mail held for later: quiet hours, or the digest. */
  later: number;
}

async function queueSettings(): Promise<fanout.QueueSettings> {
  const [hourlyCap, freeDailyLimit, digestHour] = await Promise.all([
    readNumberSetting(ALERT_HOURLY_CAP_SETTING, DEFAULT_HOURLY_CAP),
    readNumberSetting(FREE_DAILY_LIMIT_SETTING, DEFAULT_FREE_DAILY_LIMIT),
    readNumberSetting(ALERT_DIGEST_HOUR_SETTING, DEFAULT_DIGEST_HOUR),
  ]);
  return {
    hourlyCap: Math.max(1, Math.floor(hourlyCap)),
    freeDailyLimit: Math.max(0, Math.floor(freeDailyLimit)),
    digestHour: Math.min(23, Math.max(0, Math.floor(digestHour))),
  };
}

/**
 * The price an alert quotes now: the latest snapshot of the pick's bookmaker for its selection and line, or the
 * published price when none is stored (a hand-entered pick, a market without bookmaker prices).
 */
async function currentPrice(pick: PublishedPick & { matchId: string | null; selection: string | null }, now: Date) {
  const market = QUOTE_MARKET[pick.market as MarketKey];
  const selections = outcomeSelections(pick.market as MarketKey) as readonly string[] | null;
  if (pick.matchId && pick.bookmaker && market && pick.selection && selections?.includes(pick.selection)) {
    const latest = await fanout.latestPriceAt({
      matchId: pick.matchId,
      bookmaker: pick.bookmaker,
      market,
      selection: pick.selection,
      line: pick.line,
      now,
    });
    if (latest) return { price: latest.price, bookmaker: pick.bookmaker, seenAt: latest.capturedAt } as QuotedPrice;
  }
  return publishedPrice(pick);
}

async function recheckPick(pick: fanout.PickForAlert, now: Date) {
  const quoted = await currentPrice(pick, now);
  const checked = recheck(pick, quoted, now);
  return { checked, payload: checked.ok ? alertPayload(pick, checked.quoted) : null };
}

/** Matches a published pick against every rule and queues its alerts (see fanout.queries.ts queueAlertsForPick). */
export async function queueAlerts(predictionId: string, now = new Date()): Promise<QueueSummary> {
  const summary: QueueSummary = { skipped: null, queued: { in_app: 0, push: 0, email: 0 }, later: 0 };
  const [pick] = await fanout.readPicksForAlert([predictionId]);
  if (!pick) return { ...summary, skipped: "missing" };
  const { checked, payload } = await recheckPick(pick, now);
  if (!checked.ok || !payload) return { ...summary, skipped: checked.ok ? null : checked.reason };
  for (const row of await fanout.queueAlertsForPick(predictionId, { ...payload }, now, await queueSettings())) {
    summary.queued[row.channel] += row.count;
    if (row.channel !== "in_app" && !row.due) summary.later += row.count;
  }
  return summary;
}

export interface DeliverySummary {
  sent: number;
  expired: number;
  skipped: number;
  failed: number;
  /** Put back in the queue after a failure, to be tried again. */
  retried: number;
}

const emptyDelivery = (): DeliverySummary => ({ sent: 0, expired: 0, skipped: 0, failed: 0, retried: 0 });

const PAUSED = "member on a time-out or self-exclusion";

/** Why a claimed delivery no longer goes, or null when it may: switches, rule and address as they are now. */
function reasonToSkip(channel: PushOrEmail, row: fanout.ClaimedDelivery): string | null {
  if (!row.enabled) return "account disabled";
  if (!row.notPaused) return PAUSED;
  if (!row.alertsOn) return "alerts switched off";
  if (!row.ruleWantsChannel) return `the rule no longer sends ${channel === "push" ? "push" : "e-mail"}`;
  if (channel === "push" && !row.pushOn) return "push switched off";
  if (channel === "email" && !row.emailOn) return "e-mail switched off";
  if (channel === "email" && !row.emailVerified) return "address not confirmed";
  return null;
}

/** Sends every due delivery of a channel (instant, then digests), a batch at a time, until none is left. */
export async function deliverDue(channel: PushOrEmail, now = new Date()): Promise<DeliverySummary> {
  const summary = emptyDelivery();
  for (const mode of ["instant", "digest"] as const) {
    for (;;) {
      const claimed = await fanout.claimDueDeliveries(channel, mode, now, BATCH);
      if (claimed.length === 0) break;
      await (mode === "instant"
        ? deliverInstant(channel, claimed, now, summary)
        : deliverDigests(channel, claimed, now, summary));
      if (claimed.length < BATCH) break;
    }
  }
  if (channel === "email" && summary.sent > 0) sendDueEmailsSoon();
  return summary;
}

/** Splits claimed rows into those to skip (recorded now) and those that may go. */
async function dropSkipped(
  channel: PushOrEmail,
  claimed: readonly fanout.ClaimedDelivery[],
  now: Date,
  summary: DeliverySummary,
) {
  const going: fanout.ClaimedDelivery[] = [];
  const skippedBy = new Map<string, string[]>();
  for (const row of claimed) {
    const reason = reasonToSkip(channel, row);
    if (reason === null) going.push(row);
    else skippedBy.set(reason, [...(skippedBy.get(reason) ?? []), row.id]);
  }
  for (const [reason, ids] of skippedBy) {
    await fanout.settleDeliveries(ids, { status: "skipped", now, error: reason });
    summary.skipped += ids.length;
  }
  return going;
}

/**
 * What of a claimed batch still goes: the rows to skip and the rows whose pick is no longer a value price are
 * recorded (each pick re-checked once), and the rest come back with the payload of their pick.
 */
async function liveDeliveries(
  channel: PushOrEmail,
  claimed: readonly fanout.ClaimedDelivery[],
  now: Date,
  summary: DeliverySummary,
) {
  const going = await dropSkipped(channel, claimed, now, summary);
  const payloads = new Map<string, AlertPayload>();
  for (const pick of await fanout.readPicksForAlert([...new Set(going.map((row) => row.predictionId))])) {
    const { payload } = await recheckPick(pick, now);
    if (payload) payloads.set(pick.id, payload);
  }
  const expired = going.filter((row) => !payloads.has(row.predictionId)).map((row) => row.id);
  await fanout.settleDeliveries(expired, { status: "expired", now, error: "price no longer beats the fair line" });
  summary.expired += expired.length;
  return { live: going.filter((row) => payloads.has(row.predictionId)), payloads };
}

/** E-mail alerts go into the outbox with their deliveries marked sent, in one transaction. */
async function queueEmails(
  messages: readonly NewEmailOutboxMessage[],
  rows: readonly fanout.ClaimedDelivery[],
  now: Date,
  summary: DeliverySummary,
) {
  const refused = new Set<string>();
  const outcome = await db.transaction(async (tx) => {
    for (const message of messages) {
      // The outbox refuses a member who paused since the claim: their rows are skipped, not sent.
      if (!(await enqueueEmail(message, tx)) && message.userId) refused.add(message.userId);
    }
    const sent = rows.filter((row) => !refused.has(row.userId)).map((row) => row.id);
    const skipped = rows.filter((row) => refused.has(row.userId)).map((row) => row.id);
    await fanout.settleDeliveries(sent, { status: "sent", now }, tx);
    await fanout.settleDeliveries(skipped, { status: "skipped", now, error: PAUSED }, tx);
    return { sent: sent.length, skipped: skipped.length };
  });
  summary.sent += outcome.sent;
  summary.skipped += outcome.skipped;
}

async function deliverInstant(
  channel: PushOrEmail,
  claimed: readonly fanout.ClaimedDelivery[],
  now: Date,
  summary: DeliverySummary,
) {
  const { live, payloads } = await liveDeliveries(channel, claimed, now, summary);
  if (channel === "email") {
    const messages = live.map((row) => instantEmail(row, payloads.get(row.predictionId)!, now));
    return queueEmails(messages, live, now, summary);
  }
  const outcomes = await sendPushMessages(
    live.map((row) => ({ userId: row.userId, message: pushMessage(payloads.get(row.predictionId)!, now) })),
  );
  await recordPushOutcomes(live, outcomes, now, summary);
}

/** Sent when at least one device took it; no device left: skipped; only failures: retried, then failed. */
async function recordPushOutcomes(
  rows: readonly fanout.ClaimedDelivery[],
  outcomes: readonly PushOutcome[],
  now: Date,
  summary: DeliverySummary,
) {
  const sent: string[] = [];
  const noDevice: string[] = [];
  const failed: fanout.ClaimedDelivery[] = [];
  rows.forEach((row, index) => {
    const outcome = outcomes[index] ?? { sent: 0, removed: 0, failed: 0 };
    if (outcome.sent > 0) sent.push(row.id);
    else if (outcome.failed === 0) noDevice.push(row.id);
    else failed.push(row);
  });
  await fanout.settleDeliveries(sent, { status: "sent", now });
  await fanout.settleDeliveries(noDevice, { status: "skipped", now, error: "no push device left" });
  summary.sent += sent.length;
  summary.skipped += noDevice.length;
  const giveUp = failed.filter((row) => row.attempts >= MAX_PUSH_ATTEMPTS).map((row) => row.id);
  await fanout.settleDeliveries(giveUp, { status: "failed", now, error: "the push service refused it" });
  summary.failed += giveUp.length;
  for (const row of failed.filter((candidate) => candidate.attempts < MAX_PUSH_ATTEMPTS)) {
    const retryAt = new Date(now.getTime() + 4 ** (row.attempts - 1) * 60_000);
    await fanout.settleDeliveries([row.id], { status: "queued", now, error: "push failed; retrying", retryAt });
    summary.retried += 1;
  }
}

/** The digest: one message per member with every held pick that is still a value price. */
async function deliverDigests(
  channel: PushOrEmail,
  claimed: readonly fanout.ClaimedDelivery[],
  now: Date,
  summary: DeliverySummary,
) {
  const { live, payloads } = await liveDeliveries(channel, claimed, now, summary);
  const byMember = new Map<string, fanout.ClaimedDelivery[]>();
  for (const row of live) {
    byMember.set(row.userId, [...(byMember.get(row.userId) ?? []), row]);
  }
  if (byMember.size === 0) return;
  if (channel === "email") {
    const messages = [...byMember.values()].map((rows) =>
      digestEmail(rows, (row) => payloads.get(row.predictionId)!, now),
    );
    return queueEmails(messages, [...byMember.values()].flat(), now, summary);
  }
  const members = [...byMember];
  const outcomes = await sendPushMessages(
    members.map(([userId, rows]) => ({
      userId,
      message: digestPushMessage(rows.map((row) => payloads.get(row.predictionId)!)),
    })),
  );
  // One digest per member: each of its rows shares that message's outcome.
  const rows = members.flatMap(([, memberRows]) => memberRows);
  const rowOutcomes = members.flatMap(([, memberRows], index) => memberRows.map(() => outcomes[index]!));
  await recordPushOutcomes(rows, rowOutcomes, now, summary);
}

const manageLink = () => absoluteUrl("/user/alerts");
const saferPlayLink = () => absoluteUrl(SAFER_PLAY_PATH);

function instantEmail(row: fanout.ClaimedDelivery, payload: AlertPayload, now: Date): NewEmailOutboxMessage {
  const links = unsubscribeLinks(row.userId, row.ruleId ? [row.ruleId] : []);
  const lines = [
    `Hello ${headerText(row.fullName, 100)},`,
    "",
    "A value price matches one of your alert rules:",
    "",
    ...pickEmailLines(payload, now, absoluteUrl(payload.url)),
    "",
    "Value means the price beats our fair line; it can move back at any moment. This is not betting advice.",
    "",
    `Manage your alerts: ${manageLink()}`,
    `Stop e-mail from this rule (one click, no sign-in): ${links.page}`,
  ];
  return {
    to: row.email,
    userId: row.userId,
    subject: headerText(`Value pick: ${payload.title} — ${pickLine(payload)}`, 150),
    ...alertEmailBodies(lines, saferPlayLink()),
    kind: "alert",
    headers: unsubscribeHeaders(links.oneClick),
  };
}

function digestEmail(
  rows: readonly fanout.ClaimedDelivery[],
  payloadOf: (row: fanout.ClaimedDelivery) => AlertPayload,
  now: Date,
): NewEmailOutboxMessage {
  const first = rows[0]!;
  const ruleIds = [...new Set(rows.map((row) => row.ruleId).filter((id): id is string => id !== null))];
  const links = unsubscribeLinks(first.userId, ruleIds);
  const sections = rows.flatMap((row) => {
    const payload = payloadOf(row);
    return ["", ...pickEmailLines(payload, now, absoluteUrl(payload.url))];
  });
  const lines = [
    `Hello ${headerText(first.fullName, 100)},`,
    "",
    `Your ${siteConfig.name} alert digest: ${rows.length === 1 ? "one value price" : `${rows.length} value prices`}` +
      " still open (each re-checked against the latest price just now).",
    ...sections,
    "",
    `Manage your alerts: ${manageLink()}`,
    `Stop e-mail from these rules (one click, no sign-in): ${links.page}`,
  ];
  return {
    to: first.email,
    userId: first.userId,
    subject: `${siteConfig.name} alert digest: ${rows.length} value ${rows.length === 1 ? "price" : "prices"}`,
    ...alertEmailBodies(lines, saferPlayLink()),
    kind: "alert-digest",
    headers: unsubscribeHeaders(links.oneClick),
  };
}
