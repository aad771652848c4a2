import ipaddr from "ipaddr.js";

// Which URLs the product may ever fetch, judged from the URL alone (no DNS, no I/O), so the same rules
// apply when an admin saves a URL (validation schemas, which also run in the browser) and before the
// scraper connects (lib/net/ssrf-guard.ts, which adds the connect-time check of every resolved address).

/**
 * Ranges ipaddr.js still calls "unicast" that must not be reached: IPv4-compatible IPv6 (::a.b.c.d,
 * deprecated, maps onto IPv4 on some stacks) and the local-use NAT64 prefix (RFC 8215).
 */
export const EXTRA_DENIED_CIDRS = ["::/96", "64:ff9b:1::/48"] as const;

const extraDenied = EXTRA_DENIED_CIDRS.map((cidr) => ipaddr.parseCIDR(cidr));

/** Ports a production fetch may connect to. */
const DEFAULT_ALLOWED_PORTS: readonly number[] = [80, 443];
const MAX_URL_LENGTH = 2048;

export interface TargetRules {
  /** Ports that may be connected to; "any" only in tests that need a random port for their canary. */
  allowedPorts: readonly number[] | "any";
  /** Exact addresses allowed although not public (test-constructed fetchers only). Empty in production. */
  allowedAddresses: readonly string[];
}

export const PRODUCTION_TARGET_RULES: TargetRules = Object.freeze({
  allowedPorts: DEFAULT_ALLOWED_PORTS,
  allowedAddresses: Object.freeze([]) as readonly string[],
});

/**
 * The canonical form of an IP written any way a URL parser accepts ("2130706433", "0x7f000001",
 * "0177.0.0.1", "127.1", "[::ffff:7f00:1]"), or null when `host` is a name rather than an address.
 */
export function canonicalIp(host: string): string | null {
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  if (bare.includes(":")) return ipaddr.IPv6.isValid(bare) ? ipaddr.parse(bare).toString() : null;
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return ipaddr.parse(bare).toString();
  // The WHATWG URL parser is what fetch/http use, so its reading of odd IPv4 spellings is the one that counts.
  let parsed: string;
  try {
    parsed = new URL(`http://${bare}/`).hostname;
  } catch {
    return null;
  }
  return ipaddr.IPv4.isValidFourPartDecimal(parsed) ? parsed : null;
}

/**
 * True only for a public unicast address (ipaddr.js range "unicast" and outside EXTRA_DENIED_CIDRS).
 * Loopback, private, link-local, CGNAT, multicast, reserved, unspecified, IPv4-mapped/compatible IPv6,
 * NAT64, 6to4, Teredo, unique-local… are all refused. Anything that does not parse is refused too.
 */
export function isPublicUnicastAddress(value: string): boolean {
  const ip = canonicalIp(value);
  if (!ip) return false;
  const parsed = ipaddr.parse(ip);
  if (parsed.range() !== "unicast") return false;
  if (parsed.kind() === "ipv6") {
    return !extraDenied.some(([network, bits]) => network.kind() === "ipv6" && parsed.match(network, bits));
  }
  return true;
}

/** An address the rules let us connect to: public unicast, or named in the (test-only) allow-list. */
export function isAllowedAddress(address: string, rules: TargetRules): boolean {
  const ip = canonicalIp(address);
  if (ip && rules.allowedAddresses.includes(ip)) return true;
  return isPublicUnicastAddress(address);
}

/** "localhost" and every name under it are loopback by definition, whatever a resolver would answer. */
function isLocalhostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  return name === "localhost" || name.endsWith(".localhost");
}

export type TargetCheck = { ok: true; url: URL } | { ok: false; reason: string };

/**
 * The URL's shape judged against the rules: http/https only, no credentials, at most MAX_URL_LENGTH
 * characters, an allowed port, no localhost name, and an address literal (in any spelling) only when
 * allowed. Host names pass here; their addresses are checked when the connection is made.
 */
export function checkTarget(raw: string | URL, rules: TargetRules): TargetCheck {
  const text = String(raw);
  if (text.length > MAX_URL_LENGTH) return { ok: false, reason: "url too long" };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: "unparseable url" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, reason: `scheme ${url.protocol}` };
  if (url.username || url.password) return { ok: false, reason: "credentials in url" };
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  if (rules.allowedPorts !== "any" && !rules.allowedPorts.includes(port)) return { ok: false, reason: `port ${port}` };
  const literal = canonicalIp(url.hostname);
  if (literal && !isAllowedAddress(literal, rules)) return { ok: false, reason: `address ${literal}` };
  if (!literal && !url.hostname) return { ok: false, reason: "empty host" };
  if (!literal && isLocalhostName(url.hostname)) return { ok: false, reason: "localhost name" };
  return { ok: true, url };
}
