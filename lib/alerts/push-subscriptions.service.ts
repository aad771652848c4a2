import "server-only";

import { createPublicKey } from "node:crypto";

import { turnOnPush } from "@/lib/accounts/preferences.service";
import { AppError } from "@/lib/core/errors";
import { originAllowed } from "@/lib/core/origin-patterns";
import { env } from "@/lib/env";

import { toPushDeviceDto } from "./push.dto";
import type { PushSubscriptionBody } from "./push.input";
import * as push from "./push.queries";

// A member's devices for web push: registering the browser's PushSubscription, forgetting it, listing them.
// The endpoint is a URL our server will call later, so only the push services of PUSH_SERVICE_ORIGINS are
// accepted (and the sender checks again before each request, lib/alerts/push.service.ts).

/** A member keeps at most this many devices; registering one more drops the least recently active. */
export const MAX_PUSH_DEVICES = 10;

/** User-Agent headers are kept to tell devices apart in the list; longer ones are cut. */
const MAX_USER_AGENT_LENGTH = 512;

/** The 65 bytes pass the schema; a point that is not on the curve would fail every encryption later. */
function assertOnCurve(p256dh: string) {
  const point = Buffer.from(p256dh, "base64url");
  try {
    createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: point.subarray(1, 33).toString("base64url"),
        y: point.subarray(33).toString("base64url"),
      },
      format: "jwk",
    });
  } catch {
    throw invalid("keys.p256dh", "Must be a point on the P-256 curve");
  }
}

function invalid(path: string, message: string) {
  return new AppError("validation_failed", `${path}: ${message}`, [{ path, message }]);
}

/**
 * Registers the caller's device (or moves an endpoint another member registered to the caller: the browser is
 * now theirs), and turns the member's push master switch on. Throws validation_failed (422) for an endpoint
 * outside PUSH_SERVICE_ORIGINS or keys that are not a P-256 point; nothing is stored then.
 */
export async function savePushSubscription(userId: string, body: PushSubscriptionBody, userAgent: string | null) {
  if (!originAllowed(body.endpoint, env.PUSH_SERVICE_ORIGINS)) {
    throw invalid("endpoint", "Not the address of a push service we send to");
  }
  assertOnCurve(body.keys.p256dh);
  const device = await push.upsertPushSubscription(userId, {
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    expirationTime: body.expirationTime,
    userAgent: userAgent ? userAgent.slice(0, MAX_USER_AGENT_LENGTH) : null,
  });
  await push.deleteOldestPushSubscriptions(userId, MAX_PUSH_DEVICES);
  await turnOnPush(userId);
  return toPushDeviceDto(device);
}

/** Forgets the caller's device at `endpoint`. Another member's endpoint answers not_found, like a missing one. */
export async function removePushSubscription(userId: string, endpoint: string): Promise<void> {
  if (!(await push.deletePushSubscription(userId, endpoint))) {
    throw new AppError("not_found", "Push subscription not found.");
  }
}

/** The caller's devices, newest first: when each was registered and last reached, and its browser. */
export async function listPushDevices(userId: string) {
  return (await push.listPushDevices(userId)).map(toPushDeviceDto);
}
