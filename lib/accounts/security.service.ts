import "server-only";

import { countAuditEntriesSince } from "@/lib/audit/audit-log.queries";
import { countLimiterKeys } from "@/lib/accounts/security.queries";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/accounts/session-tokens.service";
import { env } from "@/lib/env";
import { RATE_LIMITS, type RateLimitName } from "@/lib/rate-limit";
import { PASSWORD_MAX, PASSWORD_MIN } from "@/lib/accounts/auth.input";

// The security page's facts: the abuse limits in force (lib/rate-limit.ts, the only definition), sign-ins
// locked out right now (from the limiter's own counters), the session and password policy in effect, and
// how many admin actions the audit log recorded in the last day (the page lists them below).

const LIMIT_LABELS: Record<RateLimitName, string> = {
  contact: "Contact form (per IP)",
  loginFailuresAccountIp: "Failed sign-ins (per account and IP)",
  loginFailuresIp: "Failed sign-ins (per IP)",
  register: "Registrations (per IP)",
  registerEmailIp: "Registrations (per address and IP)",
  registerEmail: "Registrations (per address, all IPs)",
  verificationResendIp: "Verification e-mail resends (per IP)",
  verificationResendEmailIp: "Verification e-mail resends (per address and IP)",
  verificationResendEmail: "Verification e-mail resends (per address, all IPs)",
  passwordResetIp: "Password reset requests (per IP)",
  passwordResetEmailIp: "Password reset requests (per address and IP)",
  passwordResetEmail: "Password reset requests (per address, all IPs)",
  generation: "On-demand prediction generation (per IP)",
  providerScrape: "Provider scrapes on demand (per IP)",
  checkout: "Checkouts (per IP)",
  trialStart: "Free trial starts (per IP)",
  webScraperUser: "Web scraper (per user)",
  webScraperIp: "Web scraper (per IP)",
  adEvents: "Ad impressions and clicks (per IP)",
  alertUnsubscribe: "One-click unsubscribes from alert e-mail (per IP)",
  pushSubscriptions: "Push device registrations and removals (per IP)",
  alertTestSend: "Test alerts to yourself (per admin)",
};

const DAY_MS = 24 * 60 * 60 * 1000;

export async function getSecurityOverview(now = new Date()) {
  const limits = (Object.entries(RATE_LIMITS) as [RateLimitName, (typeof RATE_LIMITS)[RateLimitName]][]).map(
    ([name, limit]) => ({
      name,
      label: LIMIT_LABELS[name],
      points: limit.points,
      durationSeconds: limit.duration,
      blockSeconds: "blockDuration" in limit ? limit.blockDuration : null,
    }),
  );
  const [accountIp, ip, entriesToday] = await Promise.all([
    countLimiterKeys({ limiter: "loginFailuresAccountIp", points: RATE_LIMITS.loginFailuresAccountIp.points, now }),
    countLimiterKeys({ limiter: "loginFailuresIp", points: RATE_LIMITS.loginFailuresIp.points, now }),
    countAuditEntriesSince(new Date(now.getTime() - DAY_MS)),
  ]);
  return {
    lockouts: {
      /** Account + IP pairs blocked after 10 failures in a row. */
      lockedAccountIpPairs: accountIp.blocked,
      /** IPs blocked after 100 failures in a day. */
      lockedIps: ip.blocked,
      /** Account + IP pairs with failed sign-ins still being counted. */
      pairsWithRecentFailures: accountIp.counting,
    },
    limits,
    policy: {
      sessionLifetimeSeconds: SESSION_MAX_AGE_SECONDS,
      passwordMin: PASSWORD_MIN,
      passwordMax: PASSWORD_MAX,
      trustedProxyHops: env.TRUSTED_PROXY_HOPS,
    },
    audit: { entriesLast24h: entriesToday },
  };
}
export type SecurityOverview = Awaited<ReturnType<typeof getSecurityOverview>>;
