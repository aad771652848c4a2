import "server-only";

import { lookup as dnsLookup } from "node:dns/promises";
import type { LookupAddress, LookupOptions } from "node:dns";
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from "request-filtering-agent";

import {
  canonicalIp,
  checkTarget,
  EXTRA_DENIED_CIDRS,
  isAllowedAddress,
  isPublicUnicastAddress,
  PRODUCTION_TARGET_RULES,
  type TargetRules,
} from "./target-policy";

// The URL rules live in target-policy.ts (shared with the schemas of saved URLs); re-exported for callers of the guard.
export { canonicalIp, isAllowedAddress, isPublicUnicastAddress };

// The SSRF guard (docs/decisions.md, "Fetch targets: one policy, checked when saved and when
// connecting"). Two layers:
//  1. checkTargetUrl(): the URL's shape (http/https, allowed port, no credentials, ≤ 2048 chars) and, when
//     the host is an IP literal in any spelling, that address.
//  2. guardedAgents(): node:http/https agents (request-filtering-agent) whose DNS lookup refuses any
//     address that is not public unicast AT CONNECT TIME. The socket connects to exactly the address that
//     was checked, so a DNS answer that changes between a pre-check and the connection (rebinding) cannot
//     slip through.
// Tests inject a resolver and, for the one fixture server that plays "a public site", an explicit
// allow-list on a scraper instance they build themselves; production code never sets either.

/** One resolved address, as dns.lookup({ all: true }) returns them. */
type ResolvedAddress = { address: string; family: 4 | 6 };
/** Turns a hostname into every address it resolves to. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** The URL rules plus the resolver used at connect time. */
export interface GuardPolicy extends TargetRules {
  resolve: Resolver;
}

/** Why a target was refused; logged, never shown (the user always gets one generic message). */
export class BlockedTargetError extends Error {
  override readonly name = "BlockedTargetError";
}

export const systemResolver: Resolver = async (hostname) => {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => ({ address: answer.address, family: answer.family === 6 ? 6 : 4 }));
};

export const PRODUCTION_POLICY: GuardPolicy = Object.freeze({ ...PRODUCTION_TARGET_RULES, resolve: systemResolver });

/**
 * Checks a URL before anything is sent: scheme, credentials, length, port, and an IP-literal host.
 * Returns the parsed URL; throws BlockedTargetError otherwise. Hostnames are checked at connect time.
 */
export function checkTargetUrl(raw: string | URL, policy: GuardPolicy): URL {
  const checked = checkTarget(raw, policy);
  if (!checked.ok) throw new BlockedTargetError(checked.reason);
  return checked.url;
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
        if (answers.length === 0)
          return done(Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }), []);
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

/** How the agents hold their connections; none of it loosens which addresses they may reach. */
export interface AgentOptions {
  /**
   * Reuse a connection for the next request to the same host and port (a sender of many requests to one push
   * service). A reused socket is the one already checked when it connected.
   */
  keepAlive?: boolean;
  /** Connections per host and port at once (Node's default: no limit). */
  maxSockets?: number;
  /** Certificates to trust instead of the system's (a test's self-signed server); production passes none. */
  ca?: string | Buffer;
}

/** node:http/https agents that refuse, at connect time, every address the policy does not allow. */
export function guardedAgents(policy: GuardPolicy, agentOptions: AgentOptions = {}): GuardedAgents {
  const options = {
    keepAlive: agentOptions.keepAlive ?? false,
    ...(agentOptions.maxSockets ? { maxSockets: agentOptions.maxSockets } : {}),
    ...(agentOptions.ca ? { ca: agentOptions.ca } : {}),
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
