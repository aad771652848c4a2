import "server-only";

import { timingSafeEqual } from "node:crypto";

import { RateLimiterDrizzle, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

import { db } from "@/db";
import { getApiKeyByHash, recordApiKeyUse } from "@/lib/subscriptions/api-keys.queries";
import { getUserById } from "@/lib/accounts/users.queries";
import { rateLimits } from "@/db/schema";
import { AppError } from "@/lib/core/errors";
import { logger } from "@/lib/logger";
import { hasApiAccess, hashApiKey, readApiRateLimitPerHour } from "@/lib/subscriptions/api-keys.service";
import { API_KEY_PREFIX } from "@/lib/subscriptions/api-keys.input";
import type { Caller } from "@/lib/accounts/caller.dto";

// `Authorization: Bearer ek_live_…`: an ENTERPRISE client's API key, resolved by resolveCaller
// before session bearer tokens. Unlike a bad session token (which leaves the request anonymous), a bad key
// answers 401, so a program learns its key stopped working instead of silently getting visitor data.

/** Keys are read-only: any other method answers 403. */
const KEY_METHODS = new Set(["GET", "HEAD"]);
const HOUR_SECONDS = 60 * 60;
const MAX_KEY_LENGTH = 200;

export function isApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

/**
 * The caller behind an API key: its owner, with the owner's plan but never an admin role (a key reads
 * what a member on that plan reads, whoever owns it). Throws 401 for an unknown, revoked or expired key or
 * an owner without API access, 403 for a write, 429 over api_rate_limit_per_hour. Each served request is
 * counted on the key.
 */
export async function callerFromApiKey(key: string, method: string | undefined, now = new Date()): Promise<Caller> {
  const row = key.length <= MAX_KEY_LENGTH ? await getApiKeyByHash(hashApiKey(key)) : null;
  // The lookup is by hash; comparing again in constant time keeps the check independent of how the index matched.
  if (!row || !sameHash(row.keyHash, hashApiKey(key))) throw refused("unknown", "Invalid API key.");
  if (row.revokedAt) throw refused("revoked", "This API key has been revoked.", row.prefix);
  if (row.expiresAt && row.expiresAt <= now) throw refused("expired", "This API key has expired.", row.prefix);
  const owner = await getUserById(row.userId);
  if (!owner || !(await hasApiAccess(owner, now))) {
    throw refused(
      "owner_not_entitled",
      "This API key's account no longer has an active plan with API access.",
      row.prefix,
    );
  }
  if (!method || !KEY_METHODS.has(method.toUpperCase())) {
    throw new AppError("forbidden", "API keys are read-only: only GET requests are allowed.");
  }
  await consumeKeyAllowance(row.id);
  await recordApiKeyUse(row.id, now);
  return { user: { ...owner, role: "USER" }, role: "USER", via: "api_key" };
}

function sameHash(stored: string, computed: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(computed);
  return a.length === b.length && timingSafeEqual(a, b);
}

function refused(reason: string, message: string, prefix?: string): AppError {
  logger.warn("api_key.refused", { reason, prefix: prefix ?? null });
  return new AppError("unauthorized", message);
}

// One limiter per allowance: the setting can change while the server runs. The counters are kept per key
// id in the rate_limits table under one prefix, so a changed allowance applies to the hour already counted.
// No in-memory fallback, for the reason given in lib/rate-limit.ts.
const limiters = new Map<number, RateLimiterAbstract>();

function limiterFor(points: number): RateLimiterAbstract {
  let limiter = limiters.get(points);
  if (!limiter) {
    const options = { keyPrefix: "apiKey", points, duration: HOUR_SECONDS };
    limiter = new RateLimiterDrizzle({ ...options, storeClient: db, schema: rateLimits });
    limiters.set(points, limiter);
  }
  return limiter;
}

async function consumeKeyAllowance(keyId: string): Promise<void> {
  const perHour = await readApiRateLimitPerHour();
  try {
    await limiterFor(perHour).consume(keyId, 1);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    logger.warn("rate_limit.hit", { limiter: "apiKey", keyId });
    throw new AppError(
      "rate_limited",
      `This API key has used its ${perHour} requests for this hour. Please try again in ${retryAfterSeconds} seconds.`,
      { retryAfterSeconds, limitPerHour: perHour },
      { "Retry-After": String(retryAfterSeconds) },
    );
  }
}
