import "server-only";

import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

import { db } from "@/db";
import { rateLimits } from "@/db/schema";
import { AppError } from "@/lib/api/errors";
import { logger } from "@/lib/logger";

// Every abuse limit of the product, defined once. Counters live in the database (so they hold across
// restarts and across server processes on PostgreSQL), with an in-memory limiter as insurance when the
// database store fails.
export const RATE_LIMITS = {
  /** Contact form: 5 messages per hour per client. */
  contact: { points: 5, duration: 60 * 60 },
} as const satisfies Record<string, { points: number; duration: number; blockDuration?: number }>;

export type RateLimitName = keyof typeof RATE_LIMITS;

const limiters = new Map<RateLimitName, RateLimiterAbstract>();

function limiterFor(name: RateLimitName): RateLimiterAbstract {
  let limiter = limiters.get(name);
  if (!limiter) {
    const options = { keyPrefix: name, ...RATE_LIMITS[name] };
    limiter = new RateLimiterDrizzle({
      ...options,
      storeClient: db,
      schema: rateLimits,
      insuranceLimiter: new RateLimiterMemory(options),
    });
    limiters.set(name, limiter);
  }
  return limiter;
}

/**
 * Spends one point of `name` for `key` (an IP, an account, or both). Over the limit it throws
 * `rate_limited` carrying Retry-After, which the route wrapper turns into a 429.
 */
export async function consumeRateLimit(name: RateLimitName, key: string, points = 1): Promise<void> {
  try {
    await limiterFor(name).consume(key, points);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    logger.warn("rate_limit.hit", { limiter: name });
    throw new AppError(
      "rate_limited",
      `Too many requests. Please try again in ${formatWait(retryAfterSeconds)}.`,
      { retryAfterSeconds },
      { "Retry-After": String(retryAfterSeconds) },
    );
  }
}

/** Clears a key's counter (e.g. after a successful login). */
export async function resetRateLimit(name: RateLimitName, key: string): Promise<void> {
  await limiterFor(name).delete(key);
}

function formatWait(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 90 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
}
