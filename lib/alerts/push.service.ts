import "server-only";

import https from "node:https";

import webpush from "web-push";

import { AppError } from "@/lib/core/errors";
import { originAllowed, type OriginPattern } from "@/lib/core/origin-patterns";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { checkTargetUrl, guardedAgents, systemResolver, type GuardPolicy } from "@/lib/net/ssrf-guard";

import * as push from "./push.queries";
import { getVapidDetails, type VapidDetails } from "./vapid.service";

// Sending web push messages (RFC 8030, encrypted per RFC 8291, signed per RFC 8292) to members' devices.
//
// The API the alert senders call:
//
//   pushToMember(userId: string, payload: PushPayload, options?: PushOptions): Promise<PushOutcome>
//     Every device of one member.
//
//   pushToMembers(
//     userIds: readonly string[],
//     payloadFor: (userId: string) => PushPayload | null,   // null: nothing to send to that member
//     options?: PushOptions,
//   ): Promise<PushBatchOutcome>
//     Many members: their subscriptions are read MEMBERS_PER_QUERY members per query, at most
//     MAX_IN_FLIGHT requests are open at once, and the devices' bookkeeping is written in a few set
//     statements per query. `byUser` has an entry for every member asked for (all zeros: no device).
//
//   PushOutcome = { sent, removed, failed }: each device counts once. sent: the push service accepted the
//   message. removed: the device is gone from our table (the push service answered 404 or 410, or this was
//   its MAX_CONSECUTIVE_FAILURES-th failure in a row). failed: not delivered, failure counted, device kept.
//   Nothing else is recorded: whether an alert went is the caller's to store.
//
// Push endpoints are URLs browsers hand us: before each request the endpoint must still be https on an origin
// of PUSH_SERVICE_ORIGINS, and the connection goes through the SSRF guard's agent, which refuses at connect
// time any address that is not public (so an allowed name resolving to a private address gets nothing).

/** What the service worker (public/sw.js) shows; fields it does not know are ignored there. */
export interface PushPayload {
  title: string;
  body?: string;
  /** A path on this site ("/predictions/<id>"); the worker opens nothing else. */
  url?: string;
  /** Notifications with the same tag replace each other (the pick's id, so a repeat does not stack). */
  tag?: string;
  predictionId?: string;
  kind: "value_pick" | "test" | "digest";
}

export interface PushOptions {
  /** How long the push service keeps an undelivered message; an alert is stale after an hour. */
  ttlSeconds?: number;
  urgency?: "very-low" | "low" | "normal" | "high";
  /** Replaces an undelivered message with the same topic (up to 32 base64url characters). */
  topic?: string;
}

export interface PushOutcome {
  sent: number;
  removed: number;
  failed: number;
}

export interface PushBatchOutcome extends PushOutcome {
  byUser: Map<string, PushOutcome>;
}

/** Where push requests may go, and how the connection is made. */
export interface PushTargetPolicy {
  origins: readonly OriginPattern[];
  /** Ports, exact non-public addresses allowed (tests only) and the resolver used at connect time. */
  guard: GuardPolicy;
  /** Certificates to trust instead of the system's: a test's fake push service. */
  ca?: string | Buffer;
}

const DEFAULT_TTL_SECONDS = 60 * 60;
/** A device that failed this many times in a row (and never answered 404/410) is dropped. */
const MAX_CONSECUTIVE_FAILURES = 5;
const MAX_IN_FLIGHT = 50;
const MEMBERS_PER_QUERY = 1000;
const REQUEST_TIMEOUT_MS = 10_000;
/** aes128gcm in one 4096-byte record leaves 3993 bytes of plaintext; keep clear of it. */
const MAX_PAYLOAD_BYTES = 3072;

let injectedPolicy: PushTargetPolicy | null = null;
let envPolicy: PushTargetPolicy | null = null;
const agents = new WeakMap<PushTargetPolicy, https.Agent>();

/**
 * Replaces the policy built from the environment (null restores it). Only tests and the bench call this, to
 * reach a fake push service on loopback with its own certificate.
 */
export function setPushTargetPolicy(policy: PushTargetPolicy | null): void {
  injectedPolicy = policy;
}

function currentPolicy(): PushTargetPolicy {
  if (injectedPolicy) return injectedPolicy;
  if (!envPolicy) {
    const origins = env.PUSH_SERVICE_ORIGINS;
    if (env.PUSH_ALLOW_ADDRESSES.length > 0) {
      logger.warn("push.test_addresses_allowed", { addresses: env.PUSH_ALLOW_ADDRESSES });
    }
    envPolicy = {
      origins,
      guard: {
        resolve: systemResolver,
        allowedPorts: [...new Set(origins.map((origin) => origin.port))],
        allowedAddresses: env.PUSH_ALLOW_ADDRESSES,
      },
    };
  }
  return envPolicy;
}

function agentFor(policy: PushTargetPolicy): https.Agent {
  let agent = agents.get(policy);
  if (!agent) {
    agent = guardedAgents(policy.guard, { keepAlive: true, maxSockets: MAX_IN_FLIGHT, ca: policy.ca }).https;
    // web-push ignores (with a console warning) an agent that is not an https.Agent, and would then connect
    // unguarded: make sure it never gets the chance.
    if (!(agent instanceof https.Agent)) throw new Error("push: the guarded agent is not an https.Agent");
    agents.set(policy, agent);
  }
  return agent;
}

/** Whether `endpoint` is one the policy lets us send to (origin allow-list, URL shape, address literal). */
function endpointAllowed(endpoint: string, policy: PushTargetPolicy): boolean {
  if (!originAllowed(endpoint, policy.origins)) return false;
  try {
    checkTargetUrl(endpoint, policy.guard);
    return true;
  } catch {
    return false;
  }
}

/** The payload as the worker reads it; refuses what no push service would carry or the worker would not open. */
function encodePayload(payload: PushPayload): string {
  if (payload.url !== undefined && !/^\/(?![/\\])/.test(payload.url)) {
    throw new AppError("validation_failed", "A push message links to a path on this site.");
  }
  const text = JSON.stringify(payload);
  if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
    throw new AppError("validation_failed", "The push message is too long.");
  }
  return text;
}

/** A VAPID token is signed for 12 hours and reused for each push service until an hour before it expires. */
const VAPID_TOKEN_SECONDS = 12 * 60 * 60;
const VAPID_RENEW_BEFORE_MS = 60 * 60 * 1000;
const vapidTokens = new Map<string, { authorization: string; expiresAt: number }>();

/**
 * The VAPID Authorization header for a push service (RFC 8292): the same signed token serves every message to that
 * origin while it is valid, as the RFC allows. Signing one per message cost more than the encryption itself
 * (bench/alerts.ts: 0.45 ms of 0.77 ms per message).
 */
function vapidAuthorization(audience: string, vapid: VapidDetails, now = Date.now()): string {
  const key = `${audience} ${vapid.publicKey}`;
  const cached = vapidTokens.get(key);
  if (cached && cached.expiresAt - now > VAPID_RENEW_BEFORE_MS) return cached.authorization;
  const expiresAt = now + VAPID_TOKEN_SECONDS * 1000;
  const headers = webpush.getVapidHeaders(
    audience,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    "aes128gcm",
    Math.floor(expiresAt / 1000),
  );
  const authorization = String(headers.Authorization);
  vapidTokens.set(key, { authorization, expiresAt });
  return authorization;
}

type Delivery = "sent" | "gone" | "failed";

interface SendContext {
  policy: PushTargetPolicy;
  agent: https.Agent;
  vapid: VapidDetails;
  options: Required<Pick<PushOptions, "ttlSeconds" | "urgency">> & Pick<PushOptions, "topic">;
}

async function deliver(target: push.PushTargetRow, body: string, context: SendContext): Promise<Delivery> {
  const origin = originOf(target.endpoint);
  if (!endpointAllowed(target.endpoint, context.policy)) {
    logger.warn("push.endpoint_refused", { subscriptionId: target.id, origin });
    return "failed";
  }
  try {
    await webpush.sendNotification(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      body,
      {
        // Signed here and reused (vapidAuthorization); no vapidDetails, so web-push does not sign one per message
        // (nothing here calls webpush.setVapidDetails, so it has no global ones either).
        headers: { Authorization: vapidAuthorization(origin, context.vapid) },
        TTL: context.options.ttlSeconds,
        urgency: context.options.urgency,
        ...(context.options.topic ? { topic: context.options.topic } : {}),
        agent: context.agent,
        timeout: REQUEST_TIMEOUT_MS,
      },
    );
    return "sent";
  } catch (error) {
    const status = statusOf(error);
    if (status === 404 || status === 410) return "gone";
    // The endpoint is a capability URL: log its origin only, never the whole of it.
    logger.warn("push.delivery_failed", {
      subscriptionId: target.id,
      origin,
      status,
      reason: status === null && error instanceof Error ? error.message : undefined,
    });
    return "failed";
  }
}

function statusOf(error: unknown): number | null {
  if (error instanceof webpush.WebPushError) return error.statusCode;
  return null;
}

function originOf(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return "(invalid)";
  }
}

/** Runs `work` on every item with at most `limit` running at once. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const zero = (): PushOutcome => ({ sent: 0, removed: 0, failed: 0 });

/**
 * Sends each member's payload to every device they have. Throws AppError validation_failed when a payload
 * is too long or links off the site (before anything is sent to that member's devices).
 */
export async function pushToMembers(
  userIds: readonly string[],
  payloadFor: (userId: string) => PushPayload | null,
  options: PushOptions = {},
): Promise<PushBatchOutcome> {
  const byUser = new Map<string, PushOutcome>();
  const members = [...new Set(userIds)];
  for (const userId of members) byUser.set(userId, zero());
  if (members.length === 0) return { ...zero(), byUser };

  const policy = currentPolicy();
  const context: SendContext = {
    policy,
    agent: agentFor(policy),
    vapid: await getVapidDetails(),
    options: { ttlSeconds: options.ttlSeconds ?? DEFAULT_TTL_SECONDS, urgency: options.urgency ?? "high" },
  };
  if (options.topic) context.options.topic = options.topic;

  for (let start = 0; start < members.length; start += MEMBERS_PER_QUERY) {
    const chunk = members.slice(start, start + MEMBERS_PER_QUERY);
    const bodies = new Map<string, string | null>();
    for (const userId of chunk) {
      const payload = payloadFor(userId);
      bodies.set(userId, payload ? encodePayload(payload) : null);
    }
    const targets = (await push.listPushTargets(chunk)).filter((target) => bodies.get(target.userId));
    const results = new Map<string, Delivery>();
    await eachLimited(targets, MAX_IN_FLIGHT, async (target) => {
      results.set(target.id, await deliver(target, bodies.get(target.userId)!, context));
    });

    const idsWith = (delivery: Delivery) => targets.filter((t) => results.get(t.id) === delivery).map((t) => t.id);
    await push.markPushDelivered(idsWith("sent"));
    await push.deletePushSubscriptionsById(idsWith("gone"));
    const dropped = new Set(await push.recordPushFailures(idsWith("failed"), MAX_CONSECUTIVE_FAILURES));

    for (const target of targets) {
      const outcome = byUser.get(target.userId)!;
      const delivery = results.get(target.id);
      if (delivery === "sent") outcome.sent += 1;
      else if (delivery === "gone" || dropped.has(target.id)) outcome.removed += 1;
      else outcome.failed += 1;
    }
  }

  const total = zero();
  for (const outcome of byUser.values()) {
    total.sent += outcome.sent;
    total.removed += outcome.removed;
    total.failed += outcome.failed;
  }
  return { ...total, byUser };
}

/** Sends one payload to every device of one member (see pushToMembers). */
export async function pushToMember(userId: string, payload: PushPayload, options?: PushOptions): Promise<PushOutcome> {
  const { sent, removed, failed } = await pushToMembers([userId], () => payload, options);
  return { sent, removed, failed };
}
