// The invitation rules (tested in tests/unit/growth/referrals.rules.test.ts): what a personal code looks like, how a
// friend's address is shown to the member who invited them, when a confirmed invitation earns nothing, and how many
// earned days a member has already used. Browser-safe: the earnings page words the refusals with REFUSAL_WORDS.
import { REFERRAL_CODE_PATTERN } from "@/lib/subscriptions/earned-days.rules";

/** The alphabet of REFERRAL_CODE_PATTERN: no 0/O or 1/I, so a code read aloud or copied by hand survives. */
const CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ23456789";
const REFERRAL_CODE_LENGTH = 8;

/** An invitation not confirmed within this many days of the friend's sign-up earns nothing. */
export const REFERRAL_EXPIRY_DAYS = 30;
/** The same network within this long of the friend's sign-up (either side) counts as the same person. */
export const SAME_NETWORK_WINDOW_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A new code from `randomBytes` (one byte per character; the modulo bias over 34 symbols is irrelevant here). */
export function referralCodeFrom(randomBytes: Uint8Array): string {
  if (randomBytes.length < REFERRAL_CODE_LENGTH) throw new Error("referralCodeFrom needs 8 random bytes");
  let code = "";
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomBytes[i]! % CODE_ALPHABET.length];
  return code;
}

/** The code as stored (upper-case, trimmed), or null when it cannot be one of ours. */
export function parseReferralCode(input: string | null | undefined): string | null {
  const code = (input ?? "").trim().toUpperCase();
  return REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

/**
 * A friend's address as the member who invited them sees it: the first character of the local part and the domain
 * ("j•••@gmail.com"), enough to recognise a friend and too little to harvest an address.
 */
export function maskAddress(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  return `${email[0]}•••@${email.slice(at + 1).toLowerCase()}`;
}

/** Global setting (Security tab): disposable domains beyond the shipped list, each also covering its subdomains. */
export const DISPOSABLE_DOMAINS_EXTRA_SETTING = "disposable_email_domains_extra";

/** The domain and each parent domain it belongs to ("a.mailinator.com" → ["a.mailinator.com", "mailinator.com"]). */
export function domainAndParents(domain: string): string[] {
  const labels = domain.trim().toLowerCase().replace(/\.$/, "").split(".").filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < labels.length - 1; i += 1) out.push(labels.slice(i).join("."));
  return out;
}

/** True when the domain, or a domain it is a subdomain of, is on one of the lists (lower-case entries). */
export function isListedDomain(domain: string, ...lists: ReadonlySet<string>[]): boolean {
  return domainAndParents(domain).some((candidate) => lists.some((list) => list.has(candidate)));
}

export const REFUSAL_REASONS = [
  "self_referral",
  "referrer_disabled",
  "referrer_paused",
  "expired",
  "disposable_address",
  "same_device",
  "same_network",
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** Each refusal in plain words, for the member and the admin. */
export const REFUSAL_WORDS: Record<RefusalReason, string> = {
  self_referral: "The invitation was used by the same person who sent it.",
  referrer_disabled: "The inviting account is disabled.",
  referrer_paused: "The inviting account was in a time-out or self-exclusion.",
  expired: `The address was not confirmed within ${REFERRAL_EXPIRY_DAYS} days of signing up.`,
  disposable_address: "The friend signed up with a disposable e-mail address.",
  same_device: "The friend signed up on a browser already used by the inviting account.",
  same_network: "The friend signed up from the same network as the inviting account within a day.",
};

/** What is known when a friend confirms: every signal a refusal is decided on. */
export interface ReferralFacts {
  referrerAddressKey: string;
  friendAddressKey: string;
  referrerDisabled: boolean;
  referrerPaused: boolean;
  signedUpAt: Date;
  confirmedAt: Date;
  friendAddressDisposable: boolean;
  /** Device ids seen with the friend (at sign-up and since) and with the referrer. */
  friendDeviceIds: readonly string[];
  referrerDeviceIds: readonly string[];
  /** The friend's network at sign-up, and the referrer's networks with when each was seen. */
  friendIpHash: string | null;
  referrerNetworks: readonly { ipHash: string; seenAt: Date }[];
}

/** Why this invitation earns nothing, or null when both sides are credited. The first reason that holds wins. */
export function referralRefusal(facts: ReferralFacts): RefusalReason | null {
  if (facts.referrerAddressKey === facts.friendAddressKey) return "self_referral";
  if (facts.referrerDisabled) return "referrer_disabled";
  if (facts.referrerPaused) return "referrer_paused";
  if (facts.confirmedAt.getTime() - facts.signedUpAt.getTime() > REFERRAL_EXPIRY_DAYS * DAY_MS) return "expired";
  if (facts.friendAddressDisposable) return "disposable_address";
  const referrerDevices = new Set(facts.referrerDeviceIds);
  if (facts.friendDeviceIds.some((id) => referrerDevices.has(id))) return "same_device";
  const signUp = facts.signedUpAt.getTime();
  const sameNetwork = facts.referrerNetworks.some(
    (seen) => seen.ipHash === facts.friendIpHash && Math.abs(seen.seenAt.getTime() - signUp) <= SAME_NETWORK_WINDOW_MS,
  );
  if (facts.friendIpHash !== null && sameNetwork) return "same_network";
  return null;
}

/** A period of earned days as the ledger reads it. */
export interface EarnedPeriod {
  startDate: Date | null;
  endDate: Date | null;
}

/**
 * Whole days of earned periods already behind the member at `now`: a day counts once it has fully passed. Never more
 * than a period's length, never negative.
 */
export function usedDays(periods: readonly EarnedPeriod[], now: Date): number {
  let total = 0;
  for (const period of periods) {
    if (!period.startDate || !period.endDate) continue;
    const start = period.startDate.getTime();
    const elapsed = Math.min(now.getTime(), period.endDate.getTime()) - start;
    if (elapsed > 0) total += Math.floor(elapsed / DAY_MS);
  }
  return total;
}

/**
 * Whole days of a period still ahead at `now`, which a reversal may take back: all of them before it starts, the
 * complete days left after its start (the day in progress stays with the member).
 */
export function unusedWholeDays(period: EarnedPeriod, now: Date): number {
  if (!period.startDate || !period.endDate) return 0;
  const from = Math.max(now.getTime(), period.startDate.getTime());
  return Math.max(0, Math.floor((period.endDate.getTime() - from) / DAY_MS));
}
