// What the shared cache needs from Redis, checked once when the server starts (server.mjs, before Next loads
// the cache handlers; docs/decisions.md, "Several instances", start-up check). The handler package keeps each
// instance's copy of the tag manifest current through a pub/sub channel of its own and Redis keyspace
// notifications: keyevent notifications (E) of expired (x) and evicted (e) keys. Its set-up checks the
// notifications before subscribing to either; without them it logged unhandled rejections, subscribed to
// nothing, and the server served anyway while two instances stopped seeing each other's writes.
// Here the server either knows Redis answers and notifies, or stops with one line naming why.
//
// How notifications are known to be on:
// - CONFIG GET notify-keyspace-events, when Redis allows CONFIG: missing flags are added with CONFIG SET
//   (the current flags kept), and the server says so, since CONFIG SET does not outlive a Redis restart;
// - a live probe where CONFIG is refused (managed services rename or forbid it) or SKIP_KEYSPACE_CONFIG_CHECK
//   is true: subscribe to the database's expired-key channel, write a key that lives 50 ms, read it until it
//   has expired (a read of an expired key deletes it and sends the event, however many keys Redis holds) and
//   require the event within a few seconds. The probe proves E and x; evictions (e) cannot be provoked
//   without filling the memory, so there the console setting must be trusted.
import { randomUUID } from "node:crypto";

import { createClient, ErrorReply } from "redis";

import { redisDatabase } from "./options.mjs";

const CONNECT_TIMEOUT_MS = 5_000;
const PROBE_TIMEOUT_MS = 3_000;

/** The flags the handler needs that `config` (a notify-keyspace-events value) lacks: "" when none. */
export function missingKeyspaceFlags(config) {
  const flags = new Set(String(config ?? ""));
  let missing = flags.has("E") ? "" : "E";
  // A is the alias for every event class, x and e among them.
  if (!flags.has("A")) missing += `${flags.has("x") ? "" : "x"}${flags.has("e") ? "" : "e"}`;
  return missing;
}

/** REDIS_URL without its credentials, fit for a log line. */
export function describeRedisUrl(url) {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname.length > 1 ? parsed.pathname : ""}`;
  } catch {
    return "REDIS_URL";
  }
}

/** A refusal Redis answered with (unknown command, NOPERM, …), as opposed to a broken connection. */
const isReply = (error) => error instanceof ErrorReply;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Whether an expired-key event for a 50 ms key arrives within `timeoutMs`. */
async function probeExpiredEvents(client, database, timeoutMs) {
  const subscriber = client.duplicate();
  subscriber.on("error", () => {});
  await subscriber.connect();
  const key = `edgecast:keyspace-probe:${randomUUID()}`;
  let seen = false;
  try {
    await subscriber.subscribe(`__keyevent@${database}__:expired`, (expiredKey) => {
      if (expiredKey === key) seen = true;
    });
    await client.set(key, "1", { PX: 50 });
    const deadline = Date.now() + timeoutMs;
    while (!seen && Date.now() < deadline) {
      await sleep(100);
      await client.get(key);
    }
    return seen;
  } finally {
    await client.del(key).catch(() => {});
    await subscriber.quit().catch(() => subscriber.disconnect());
  }
}

/** The line the server prints after the check, when there is something to say (notifications turned on here). */
export function sharedCacheRedisNotice(url, result) {
  if (result.by !== "config-set") return null;
  return (
    `Redis at ${describeRedisUrl(url)} had notify-keyspace-events "${result.from}"; set to "${result.flags}" ` +
    `with CONFIG SET for the shared cache. CONFIG SET does not outlive a Redis restart: set notify-keyspace-events ` +
    `Exe in its configuration.`
  );
}

/**
 * Checks the Redis of REDIS_URL for the shared cache: reachable, and sending the keyspace notifications the
 * handler listens to (turned on where CONFIG allows). Resolves with how notifications were found on:
 * `{ by: "config", flags }`, `{ by: "config-set", from, flags }` or `{ by: "probe", configRefused }`; rejects
 * with an Error whose message is the one-line cause.
 */
export async function checkSharedCacheRedis(
  url,
  { skipConfig = false, connectTimeoutMs = CONNECT_TIMEOUT_MS, probeTimeoutMs = PROBE_TIMEOUT_MS } = {},
) {
  const where = `Redis at ${describeRedisUrl(url)} (REDIS_URL)`;
  const database = redisDatabase(url);
  // No reconnecting: a Redis that cannot be reached now is a start-up failure, not something to wait for.
  const client = createClient({ url, socket: { connectTimeout: connectTimeoutMs, reconnectStrategy: false } });
  let lastError;
  client.on("error", (error) => (lastError = error));
  try {
    try {
      await withTimeout(client.connect(), connectTimeoutMs + 1_000, where);
      await withTimeout(client.ping(), connectTimeoutMs, where);
    } catch (error) {
      const cause = error instanceof Error && error.message ? error.message : String(lastError?.message ?? error);
      throw new Error(`${where} cannot be reached: ${cause}`);
    }

    let configRefused = skipConfig ? "SKIP_KEYSPACE_CONFIG_CHECK is true" : null;
    if (!skipConfig) {
      try {
        const flags =
          (await withTimeout(client.configGet("notify-keyspace-events"), connectTimeoutMs, where))[
            "notify-keyspace-events"
          ] ?? "";
        const missing = missingKeyspaceFlags(flags);
        if (!missing) return { by: "config", flags };
        try {
          await withTimeout(client.configSet("notify-keyspace-events", `${flags}${missing}`), connectTimeoutMs, where);
        } catch (error) {
          if (!isReply(error)) throw error;
          throw new Error(
            `${where} has notify-keyspace-events "${flags}", without the keyspace notifications the shared cache ` +
              `needs (${missing}), and refuses CONFIG SET (${error.message.trim()}): set notify-keyspace-events Exe ` +
              `in its configuration`,
          );
        }
        const now =
          (await withTimeout(client.configGet("notify-keyspace-events"), connectTimeoutMs, where))[
            "notify-keyspace-events"
          ] ?? "";
        if (missingKeyspaceFlags(now))
          throw new Error(
            `${where} kept notify-keyspace-events "${now}" after CONFIG SET: set notify-keyspace-events Exe in its ` +
              `configuration`,
          );
        return { by: "config-set", from: flags, flags: now };
      } catch (error) {
        if (!isReply(error)) throw error;
        configRefused = `CONFIG GET answered: ${error.message.trim()}`;
      }
    }

    const notified = await withTimeout(
      probeExpiredEvents(client, database, probeTimeoutMs),
      probeTimeoutMs + connectTimeoutMs,
      where,
    );
    if (notified) return { by: "probe", configRefused };
    throw new Error(
      `${where} sends no keyspace notifications (no expired-key event for a test key within ` +
        `${probeTimeoutMs / 1000} s) and the server cannot turn them on (${configRefused}): set ` +
        `notify-keyspace-events Exe in the Redis configuration or the provider's console`,
    );
  } finally {
    if (client.isOpen) await client.quit().catch(() => client.disconnect());
  }
}
