// One person behind many addresses (tested in tests/unit/accounts/email-identity.rules.test.ts). Mail providers deliver
// variants of an address to the same mailbox: every provider ignores case, Gmail also ignores dots, and most large
// providers ignore a "+tag" after the local part. A claim that may be made once per person (the trial, a referral's
// credit) is keyed on the address with those variants folded away. Only providers known to fold are folded: on any
// other domain "a.b" and "ab" may be different people. Browser-safe.

/** Domains that deliver name+anything to name. */
const PLUS_TAG_DOMAINS = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "fastmail.com",
  "fastmail.fm",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "zoho.com",
  "yandex.ru",
  "yandex.com",
]);
/** Domains that ignore dots in the local part. */
const DOTLESS_DOMAINS = new Set(["gmail.com", "googlemail.com"]);
/** Domains that are one mailbox under two names. */
const DOMAIN_ALIASES: Record<string, string> = { "googlemail.com": "gmail.com", "pm.me": "proton.me" };
/** Yahoo's disposable-address separator is "-" (name-keyword@yahoo.com reaches name's base address's owner). */
const HYPHEN_TAG_DOMAINS = new Set(["yahoo.com", "ymail.com", "rocketmail.com"]);

/** The domain part of an address, lower-cased ("" when there is none). */
export function addressDomain(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 0
    ? ""
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase()
        .replace(/\.$/, "");
}

/**
 * The address every variant of a mailbox shares: lower-cased and trimmed; on providers that ignore them, the +tag
 * (Yahoo's -keyword) and the dots removed; googlemail.com read as gmail.com.
 */
export function normaliseAddress(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf("@");
  if (at <= 0) return trimmed;
  const domain = addressDomain(trimmed);
  let local = trimmed.slice(0, at);
  if (PLUS_TAG_DOMAINS.has(domain)) local = local.split("+")[0]!;
  if (HYPHEN_TAG_DOMAINS.has(domain)) local = local.split("-")[0]!;
  if (DOTLESS_DOMAINS.has(domain)) local = local.replaceAll(".", "");
  return `${local || trimmed.slice(0, at)}@${DOMAIN_ALIASES[domain] ?? domain}`;
}
