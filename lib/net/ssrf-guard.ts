import "server-only";

import { lookup as dnsLookup } from "node:dns/promises";
import type { LookupAddress, LookupOptions } from "node:dns";
import { isIP } from "node:net";

import ipaddr from "ipaddr.js";
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from "request-filtering-agent";

// The SSRF guard (security baseline, "The web scraper fetches safely"). Two layers:
//  1. checkTargetUrl(): the URL's shape (http/https, allowed port, no credentials, ≤ 2048 chars) and, when
//     the host is an IP literal in any spelling, that address.
//  2. guardedAgents(): node:http/https agents (request-filtering-agent) whose DNS lookup refuses any
//     address that is not public unicast AT CONNECT TIME. The socket connects to exactly the address that
//     was checked, so a DNS answer that changes between a pre-check and the connection (rebinding) cannot
//     slip through.
// Tests inject a resolver and, for the one fixture server that plays "a public site", an explicit
// allow-list on a scraper instance they build themselves; production code never sets either.

/**
 * Ranges ipaddr.js still calls "unicast" that must not be reached: IPv4-compatible IPv6 (::a.b.c.d,
 * deprecated, maps onto IPv4 on some stacks) and the local-use NAT64 prefix (RFC 8215).
 */
export const EXTRA_DENIED_CIDRS = ["::/96", "64:ff9b:1::/48"] as const;

const extraDenied = EXTRA_DENIED_CIDRS.map((cidr) => ipaddr.parseCIDR(cidr));

/** Ports a production scraper may connect to. */
export const DEFAULT_ALLOWED_PORTS: readonly number[] = [80, 443];
export const MAX_URL_LENGTH = 2048;

/** One resolved address, as dns.lookup({ all: true }) returns them. */
export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Turns a hostname into every address it resolves to. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface GuardPolicy {
  resolve: Resolver;
  /** Ports that may be connected to; "any" only in tests that need a random port for their canary. */
  allowedPorts: readonly number[] | "any";
  /**
   * Exact addresses allowed although not public (test-constructed scrapers only: the fixture server
   * standing in for a public site). Empty in production.
   */
  allowedAddresses: readonly string[];
}

/** Why a target was refused; logged, never shown (the user always gets one generic message). */
export class BlockedTargetError extends Error {
  override readonly name = "BlockedTargetError";
}

export const systemResolver: Resolver = async (hostname) => {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => ({ address: answer.address, family: answer.family === 6 ? 6 : 4 }));
};

export const PRODUCTION_POLICY: GuardPolicy = Object.freeze({
  resolve: systemResolver,
  allowedPorts: DEFAULT_ALLOWED_PORTS,
  allowedAddresses: Object.freeze([]) as readonly string[],
});

/**
 * The canonical form of an IP written any way a URL parser accepts ("2130706433", "0x7f000001",
 * "0177.0.0.1", "127.1", "[::ffff:7f00:1]"), or null when `host` is a name rather than an address.
 */
export function canonicalIp(host: string): string | null {
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  if (isIP(bare)) return ipaddr.parse(bare).toString();
  // The WHATWG URL parser is what fetch/http use, so its reading of odd IPv4 spellings is the one that counts.
  let parsed: string;
  try {
    parsed = new URL(`http://${bare}/`).hostname;
  } catch {
    return null;
  }
  return isIP(parsed) === 4 ? parsed : null;
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

/** An address the policy lets us connect to: public unicast, or named in the (test-only) allow-list. */
export function isAllowedAddress(address: string, policy: GuardPolicy): boolean {
  const ip = canonicalIp(address);
  if (ip && policy.allowedAddresses.includes(ip)) return true;
  return isPublicUnicastAddress(address);
}

/**
 * Checks a URL before anything is sent: scheme, credentials, length, port, and an IP-literal host.
 * Returns the parsed URL; throws BlockedTargetError otherwise. Hostnames are checked at connect time.
 */
export function checkTargetUrl(raw: string | URL, policy: GuardPolicy): URL {
  const text = String(raw);
  if (text.length > MAX_URL_LENGTH) throw new BlockedTargetError("url too long");
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new BlockedTargetError("unparseable url");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new BlockedTargetError(`scheme ${url.protocol}`);
  if (url.username || url.password) throw new BlockedTargetError("credentials in url");
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  if (policy.allowedPorts !== "any" && !policy.allowedPorts.includes(port)) throw new BlockedTargetError(`port ${port}`);
  const literal = canonicalIp(url.hostname);
  if (literal && !isAllowedAddress(literal, policy)) throw new BlockedTargetError(`address ${literal}`);
  if (!literal && !url.hostname) throw new BlockedTargetError("empty host");
  // "localhost" and every name under it are loopback by definition, whatever a resolver would answer.
  if (!literal && isLocalhostName(url.hostname)) throw new BlockedTargetError("localhost name");
  return url;
}

function isLocalhostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  return name === "localhost" || name.endsWith(".localhost");
}

/**
 * Resolves a hostname and checks every address (used by the browser renderer, which cannot use our
 * agents: there the request is then fetched by safeFetch, which checks again at connect time).
 */
export async function assertHostAllowed(hostname: string, policy: GuardPolicy): Promise<void> {
  const literal = canonicalIp(hostname);
  const addresses = literal ? [literal] : (await policy.resolve(hostname)).map((answer) => answer.address);
  if (addresses.length === 0) throw new BlockedTargetError(`no address for ${hostname}`);
  const refused = addresses.find((address) => !isAllowedAddress(address, policy));
  if (refused) throw new BlockedTargetError(`address ${refused} for ${hostname}`);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A dns.lookup-compatible function backed by the policy's resolver (request-filtering-agent checks its answers). */
function lookupFrom(resolve: Resolver) {
  return (hostname: string, options: LookupOptions | number | LookupCallback, callback?: LookupCallback) => {
    const done = (typeof options === "function" ? options : callback) as LookupCallback;
    const all = typeof options === "object" && options !== null && options.all === true;
    resolve(hostname).then(
      (answers) => {
        if (answers.length === 0) return done(Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }), []);
        if (all) return done(null, answers);
        const [first] = answers;
        done(null, first!.address, first!.family);
      },
      (error: NodeJS.ErrnoException) => done(error, []),
    );
  };
}

export interface GuardedAgents {
  http: RequestFilteringHttpAgent;
  https: RequestFilteringHttpsAgent;
}

/** node:http/https agents that refuse, at connect time, every address the policy does not allow. */
export function guardedAgents(policy: GuardPolicy): GuardedAgents {
  const options = {
    keepAlive: false,
    lookup: lookupFrom(policy.resolve),
    allowPrivateIPAddress: false,
    allowMetaIPAddress: false,
    allowIPAddressList: [...policy.allowedAddresses],
    denyIPAddressList: [...EXTRA_DENIED_CIDRS],
  };
  return {
    http: new RequestFilteringHttpAgent(options as ConstructorParameters<typeof RequestFilteringHttpAgent>[0]),
    https: new RequestFilteringHttpsAgent(options as ConstructorParameters<typeof RequestFilteringHttpsAgent>[0]),
  };
}
