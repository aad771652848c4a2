import "server-only";

import { and, asc, desc, eq, gte, inArray, notInArray, sql } from "drizzle-orm";

import { db, type DbOrTx } from "@/db";
import { pushSubscriptions, webPushKeys } from "@/db/schema";

// Web push: the server's VAPID key pair and the members' push subscriptions. SQL only; every read and write of
// a member's devices is scoped to that member, except the sender's, which work on the rows they were given.

/** The stored VAPID key pair, or null before the first one is made. */
export async function getWebPushKeys(tx: DbOrTx = db) {
  const [row] = await tx
    .select({ publicKey: webPushKeys.publicKey, privateKey: webPushKeys.privateKey })
    .from(webPushKeys)
    .where(eq(webPushKeys.id, 1));
  return row ?? null;
}

/** Stores a key pair unless one is there already (the table holds one row): the first writer wins. */
export async function insertWebPushKeysIfAbsent(keys: { publicKey: string; privateKey: string }, tx: DbOrTx = db) {
  await tx
    .insert(webPushKeys)
    .values({ id: 1, publicKey: keys.publicKey, privateKey: keys.privateKey })
    .onConflictDoNothing({ target: webPushKeys.id });
}

interface SubscriptionValues {
  endpoint: string;
  p256dh: string;
  auth: string;
  expirationTime: Date | null;
  userAgent: string | null;
}

/**
 * Registers a device for `userId`. An endpoint already known (the same browser subscribing again, or after
 * another member signed in on it) is moved to `userId` with the new keys, its failures forgotten and its
 * registration time renewed.
 */
export async function upsertPushSubscription(userId: string, values: SubscriptionValues, tx: DbOrTx = db) {
  const [row] = await tx
    .insert(pushSubscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId,
        p256dh: values.p256dh,
        auth: values.auth,
        expirationTime: values.expirationTime,
        userAgent: values.userAgent,
        failures: 0,
        lastSuccessAt: null,
        createdAt: sql`now()`,
        updatedAt: sql`now()`,
      },
    })
    .returning(deviceColumns);
  return row!;
}

const deviceColumns = {
  id: pushSubscriptions.id,
  createdAt: pushSubscriptions.createdAt,
  lastSuccessAt: pushSubscriptions.lastSuccessAt,
  userAgent: pushSubscriptions.userAgent,
};

/** The member's devices, most recently registered first: never their keys. */
export function listPushDevices(userId: string, tx: DbOrTx = db) {
  return tx
    .select(deviceColumns)
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
}

/**
 * Keeps the member's `keep` most recently active devices (the later of registration and last delivery) and
 * deletes the rest; answers how many went.
 */
export async function deleteOldestPushSubscriptions(userId: string, keep: number, tx: DbOrTx = db) {
  const { createdAt, lastSuccessAt } = pushSubscriptions;
  const activity = sql`greatest(${createdAt}, coalesce(${lastSuccessAt}, ${createdAt}))`;
  const kept = tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(activity), desc(pushSubscriptions.id))
    .limit(keep);
  const removed = await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)))
    .returning({ id: pushSubscriptions.id });
  return removed.length;
}

/** Deletes the caller's subscription at `endpoint`; null when the caller has none there (or it is another's). */
export async function deletePushSubscription(userId: string, endpoint: string, tx: DbOrTx = db) {
  const [row] = await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return row ?? null;
}

/** What a sender needs of a subscription. */
const targetColumns = {
  id: pushSubscriptions.id,
  userId: pushSubscriptions.userId,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};

/** Every subscription of these members, in one query (the caller bounds the list). */
export function listPushTargets(userIds: readonly string[], tx: DbOrTx = db) {
  if (userIds.length === 0) return Promise.resolve([]);
  return tx
    .select(targetColumns)
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...userIds]))
    .orderBy(asc(pushSubscriptions.userId), asc(pushSubscriptions.id));
}
export type PushTargetRow = Awaited<ReturnType<typeof listPushTargets>>[number];

/** A delivery the push service accepted: the device works, its failure count starts again. */
export async function markPushDelivered(ids: readonly string[], tx: DbOrTx = db) {
  if (ids.length === 0) return;
  await tx
    .update(pushSubscriptions)
    .set({ lastSuccessAt: sql`now()`, failures: 0 })
    .where(inArray(pushSubscriptions.id, [...ids]));
}

/** Subscriptions the push service says are gone (404, 410). */
export async function deletePushSubscriptionsById(ids: readonly string[], tx: DbOrTx = db) {
  if (ids.length === 0) return 0;
  const removed = await tx
    .delete(pushSubscriptions)
    .where(inArray(pushSubscriptions.id, [...ids]))
    .returning({ id: pushSubscriptions.id });
  return removed.length;
}

/**
 * Counts one more consecutive failure on each subscription and deletes those that reached `limit`; answers
 * the ids deleted.
 */
export async function recordPushFailures(ids: readonly string[], limit: number, tx: DbOrTx = db) {
  if (ids.length === 0) return [];
  await tx
    .update(pushSubscriptions)
    .set({ failures: sql`${pushSubscriptions.failures} + 1` })
    .where(inArray(pushSubscriptions.id, [...ids]));
  const removed = await tx
    .delete(pushSubscriptions)
    .where(and(inArray(pushSubscriptions.id, [...ids]), gte(pushSubscriptions.failures, limit)))
    .returning({ id: pushSubscriptions.id });
  return removed.map((row) => row.id);
}
