import "server-only";

import { readStringListSetting } from "@/lib/settings/settings.service";
import { addressDomain } from "@/lib/accounts/email-identity.rules";

import { DISPOSABLE_DOMAINS_EXTRA_SETTING, isListedDomain } from "./referrals.rules";

// Disposable (throw-away) mail domains: a friend who confirms an address there earns nobody any days, and a member
// whose address is there gets no trial. The shipped list
// is the npm package disposable-email-domains, pinned in package.json (updated by bumping it); admins add domains the
// package does not know yet in the global setting below without a release. The package's list is ~120,000 domains:
// read once, on the first confirmation that needs it, never at start-up.

let shipped: Promise<ReadonlySet<string>> | null = null;

function shippedDomains(): Promise<ReadonlySet<string>> {
  shipped ??= Promise.all([
    import("disposable-email-domains/index.json"),
    import("disposable-email-domains/wildcard.json"),
  ]).then(([plain, wildcard]) => new Set([...plain.default, ...wildcard.default].map((d) => d.toLowerCase())));
  return shipped;
}

/** True when the address's domain (or a parent of it) is on the shipped list or the admins' extra list. */
export async function isDisposableAddress(email: string): Promise<boolean> {
  const domain = addressDomain(email);
  if (!domain) return false;
  const [list, extra] = await Promise.all([
    shippedDomains(),
    readStringListSetting(DISPOSABLE_DOMAINS_EXTRA_SETTING, []),
  ]);
  return isListedDomain(domain, list, new Set(extra.map((d) => d.trim().toLowerCase()).filter(Boolean)));
}
