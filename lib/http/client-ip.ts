// The client's address as seen by the nearest proxy we trust. Our own server (server.mjs) appends the
// socket peer to X-Forwarded-For, so the list ends with the peer; each trusted reverse-proxy hop in
// front of us appended one more entry. The left-most entries are whatever the client claimed and are
// never trusted (rate limits must not be evaded by a forged header).

export function clientIpFrom(headers: Headers, trustedProxyHops: number): string {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const index = chain.length - 1 - trustedProxyHops;
  const candidate = index >= 0 ? chain[index] : chain[0];
  return normaliseIp(candidate ?? "unknown");
}

/** Strips the IPv4-mapped IPv6 prefix so one client has one key ("::ffff:1.2.3.4" → "1.2.3.4"). */
export function normaliseIp(ip: string): string {
  return ip.toLowerCase().startsWith("::ffff:") && ip.includes(".") ? ip.slice(7) : ip;
}
