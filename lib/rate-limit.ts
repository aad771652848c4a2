import "server-only";

import { RateLimiterDrizzle, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

import { db } from "@/db";
import { rateLimits } from "@/db/schema";
import { AppError } from "@/lib/core/errors";
import { logger } from "@/lib/logger";

// Every abuse limit of the product, defined once. Counters live in the database (so they hold across
// restarts and across server processes on PostgreSQL). There is deliberately no in-memory fallback: the
// store uses the app's own database, so a failing store means a broken deployment, and that must show
// (a silent fallback once hid that the bundled library could not load drizzle-orm at all; next.config.ts).
export const RATE_LIMITS = {
  /** Contact form: 5 messages per hour per client. */
  contact: { points: 5, duration: 60 * 60 },
  /** Sign-in: 10 consecutive failures for one account from one IP block that pair for an hour. */
  loginFailuresAccountIp: { points: 10, duration: 60 * 60, blockDuration: 60 * 60 },
  /** Sign-in: 100 failures from one IP in a day block the IP for the rest of the day. */
  loginFailuresIp: { points: 100, duration: 24 * 60 * 60, blockDuration: 24 * 60 * 60 },
  /** Registration: 5 accounts per IP per hour. */
  register: { points: 5, duration: 60 * 60 },
  // Limits per address are counted per (address, IP) first, with a higher ceiling per address: a few strangers
  // registering or asking for links to someone's address use up their own allowance, never the owner's (the
  // owner's own request comes from another IP), while a flood from many IPs still stops at the ceiling.
  /** Registration: 3 attempts per address from one IP per hour. */
  registerEmailIp: { points: 3, duration: 60 * 60 },
  /** Registration: 20 attempts per address per hour from all IPs together (so nobody floods one inbox). */
  registerEmail: { points: 20, duration: 60 * 60 },
  /** Verification e-mail resends: 5 per IP per hour. */
  verificationResendIp: { points: 5, duration: 60 * 60 },
  /** Verification e-mail resends (and the fresh link a sign-in sends): 3 per address from one IP per hour. */
  verificationResendEmailIp: { points: 3, duration: 60 * 60 },
  /** Verification e-mail resends: 20 per address per hour from all IPs together. */
  verificationResendEmail: { points: 20, duration: 60 * 60 },
  /** Password reset requests: 5 per IP per hour. */
  passwordResetIp: { points: 5, duration: 60 * 60 },
  /** Password reset requests: 3 per address from one IP per hour. */
  passwordResetEmailIp: { points: 3, duration: 60 * 60 },
  /** Password reset requests: 20 per address per hour from all IPs together. */
  passwordResetEmail: { points: 20, duration: 60 * 60 },
  /** Model generation on demand (admins): 60 requests per IP per hour; each one fits a model. */
  generation: { points: 60, duration: 60 * 60 },
  /** Provider scrapes on demand (admins): 120 per IP per hour; each calls ESPN and spends Odds API credits. */
  providerScrape: { points: 120, duration: 60 * 60 },
  /** Checkouts: 20 per IP per hour; each writes an order and calls a payment provider. */
  checkout: { points: 20, duration: 60 * 60 },
  /** Trial starts: 10 per IP per hour; a member starts one ever, so more is someone trying accounts. */
  trialStart: { points: 10, duration: 60 * 60 },
  /** Web scraper: 20 scrapes per signed-in user per 10 minutes (each one makes outbound requests). */
  webScraperUser: { points: 20, duration: 10 * 60 },
  /** Web scraper: 60 scrapes per client IP per hour, whoever is signed in from it. */
  webScraperIp: { points: 60, duration: 60 * 60 },
  /** Push device registrations and removals: 60 per client per hour (a browser subscribes once per permission). */
  pushSubscriptions: { points: 60, duration: 60 * 60 },
  /** Ad impressions and clicks: 60 per client per minute (a page holds a few slots; more is a script). */
  adEvents: { points: 60, duration: 60 },
  /** One-click unsubscribe from alert e-mail: 30 per client per hour (a token is unguessable; this stops a flood). */
  alertUnsubscribe: { points: 30, duration: 60 * 60 },
  /** Test alerts an admin sends to themselves: 10 per admin per hour (each writes a notification and an e-mail). */
  alertTestSend: { points: 10, duration: 60 * 60 },
} as const satisfies Record<string, { points: number; duration: number; blockDuration?: number }>;

export type RateLimitName = keyof typeof RATE_LIMITS;

const limiters = new Map<RateLimitName, RateLimiterAbstract>();

function limiterFor(name: RateLimitName): RateLimiterAbstract {
  let limiter = limiters.get(name);
  if (!limiter) {
    const options = { keyPrefix: name, ...RATE_LIMITS[name] };
    limiter = new RateLimiterDrizzle({ ...options, storeClient: db, schema: rateLimits });
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
    throw rateLimited(name, key, rejection.msBeforeNext);
  }
}

/**
 * Spends one point of each limit in order, stopping at the first one used up (which throws like
 * consumeRateLimit). Put the narrowest first: a client over its own (address, IP) allowance is refused before it
 * spends anything of the address's shared ceiling.
 */
export async function consumeRateLimits(limits: ReadonlyArray<readonly [RateLimitName, string]>): Promise<void> {
  for (const [name, key] of limits) await consumeRateLimit(name, key);
}

/** Like consumeRateLimits, but answers false instead of throwing: for work a caller may skip quietly (a courtesy
 * e-mail). */
export async function tryConsumeRateLimits(limits: ReadonlyArray<readonly [RateLimitName, string]>): Promise<boolean> {
  try {
    await consumeRateLimits(limits);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") return false;
    throw error;
  }
}

/** `key` is what was counted (an IP, an account, or "account|IP"): who was limited, from where. */
function rateLimited(name: RateLimitName, key: string, msBeforeNext: number): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  logger.warn("rate_limit.hit", { limiter: name, key, outcome: "refused", retryAfterSeconds });
  return new AppError(
    "rate_limited",
    `Too many attempts. Please try again in ${formatWait(retryAfterSeconds)}.`,
    { retryAfterSeconds },
    { "Retry-After": String(retryAfterSeconds) },
  );
}

/**
 * Refuses (429) when `key` has already used up `name`, without spending a point. Sign-in checks this
 * before verifying a password and spends points only on failures. Answers the points `key` has used so far
 * (0 when nothing is counted), so a success need clear a count only when there is one.
 */
export async function assertNotRateLimited(name: RateLimitName, key: string): Promise<number> {
  const state = await limiterFor(name).get(key);
  if (state && state.consumedPoints >= RATE_LIMITS[name].points) {
    throw rateLimited(name, key, state.msBeforeNext);
  }
  return state?.consumedPoints ?? 0;
}

/**
 * Records one failure without throwing (the caller has its own answer for the failure). The failure
 * that uses up the allowance starts the limiter's full block (e.g. an hour from the tenth failure).
 */
export async function penalise(name: RateLimitName, key: string): Promise<void> {
  const limiter = limiterFor(name);
  const config: { points: number; blockDuration?: number } = RATE_LIMITS[name];
  try {
    const result = await limiter.penalty(key, 1);
    if (config.blockDuration && result.consumedPoints >= config.points) await limiter.block(key, config.blockDuration);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
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
