import { describe, expect, it } from "vitest";

import {
  assertHostAllowed,
  BlockedTargetError,
  canonicalIp,
  checkTargetUrl,
  isAllowedAddress,
  isPublicUnicastAddress,
  PRODUCTION_POLICY,
  type GuardPolicy,
} from "@/lib/net/ssrf-guard";

// The address classification of the SSRF guard: only public unicast addresses pass, however they are written.

const REFUSED: [string, string][] = [
  // IPv4 special-purpose ranges
  ["0.0.0.0", "unspecified"],
  ["0.1.2.3", "this network 0/8"],
  ["127.0.0.1", "loopback"],
  ["127.255.255.254", "loopback /8"],
  ["10.0.0.1", "private 10/8"],
  ["172.16.0.1", "private 172.16/12"],
  ["172.31.255.255", "private 172.16/12 upper"],
  ["192.168.1.1", "private 192.168/16"],
  ["169.254.169.254", "link-local (cloud metadata)"],
  ["100.64.0.1", "CGNAT 100.64/10"],
  ["100.127.255.255", "CGNAT upper"],
  ["224.0.0.1", "multicast"],
  ["239.255.255.250", "multicast SSDP"],
  ["240.0.0.1", "reserved 240/4"],
  ["255.255.255.255", "broadcast"],
  ["192.0.0.8", "IETF protocol assignments"],
  ["192.0.2.1", "TEST-NET-1"],
  ["198.51.100.7", "TEST-NET-2"],
  ["203.0.113.9", "TEST-NET-3"],
  ["198.18.0.1", "benchmarking"],
  ["192.88.99.1", "6to4 relay anycast"],
  // IPv4 in other spellings (what a URL parser accepts)
  ["2130706433", "decimal loopback"],
  ["0x7f000001", "hex loopback"],
  ["0x7f.0x0.0x0.0x1", "dotted hex loopback"],
  ["0177.0.0.1", "octal loopback"],
  ["017700000001", "octal integer loopback"],
  ["127.1", "short loopback"],
  ["0xa9fea9fe", "hex metadata address"],
  ["3232235777", "decimal 192.168.1.1"],
  ["012.0.0.1", "octal 10.0.0.1"],
  // IPv6
  ["::", "unspecified"],
  ["::1", "loopback"],
  ["[::1]", "bracketed loopback"],
  ["fc00::1", "unique local fc00::/7"],
  ["fd12:3456:789a::1", "unique local fd00::/8"],
  ["fe80::1", "link-local fe80::/10"],
  ["febf::1", "link-local upper"],
  ["fec0::1", "deprecated site-local"],
  ["ff02::1", "multicast"],
  ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
  ["::ffff:7f00:1", "IPv4-mapped loopback (hex)"],
  ["[::ffff:127.0.0.1]", "bracketed IPv4-mapped loopback"],
  ["::ffff:8.8.8.8", "IPv4-mapped public (still refused: no mapped addresses)"],
  ["::ffff:169.254.169.254", "IPv4-mapped metadata"],
  ["::127.0.0.1", "IPv4-compatible loopback"],
  ["::7f00:1", "IPv4-compatible loopback (hex)"],
  ["::8.8.8.8", "IPv4-compatible public"],
  ["64:ff9b::7f00:1", "NAT64 64:ff9b::/96 to loopback"],
  ["64:ff9b::a9fe:a9fe", "NAT64 to metadata"],
  ["64:ff9b:1::1", "local-use NAT64 64:ff9b:1::/48"],
  ["2002:7f00:1::1", "6to4 wrapping loopback"],
  ["2001::1", "Teredo"],
  ["2001:db8::1", "documentation"],
  ["100::1", "discard-only"],
  // Not addresses at all
  ["", "empty"],
  ["localhost", "a name, not an address"],
  ["999.1.1.1", "out of range"],
];

const ALLOWED = [
  "8.8.8.8",
  "1.1.1.1",
  "93.184.216.34",
  "172.32.0.1",
  "100.128.0.1",
  "2606:4700:4700::1111",
  "2a00:1450:4001::200e",
  "[2606:4700::1111]",
];

describe("isPublicUnicastAddress", () => {
  it.each(REFUSED)("refuses %s (%s)", (address) => {
    expect(isPublicUnicastAddress(address)).toBe(false);
  });

  it.each(ALLOWED)("accepts public unicast %s", (address) => {
    expect(isPublicUnicastAddress(address)).toBe(true);
  });
});

describe("canonicalIp", () => {
  it.each([
    ["2130706433", "127.0.0.1"],
    ["0x7f000001", "127.0.0.1"],
    ["0177.0.0.1", "127.0.0.1"],
    ["127.1", "127.0.0.1"],
    ["[::1]", "::1"],
    ["::ffff:127.0.0.1", "::ffff:7f00:1"],
  ])("reads %s as %s", (input, expected) => {
    expect(canonicalIp(input)).toBe(expected);
  });

  it("returns null for host names", () => {
    expect(canonicalIp("example.com")).toBeNull();
    expect(canonicalIp("localhost")).toBeNull();
  });
});

describe("checkTargetUrl (production policy)", () => {
  const refused = [
    "ftp://example.com/",
    "file:///etc/passwd",
    "gopher://example.com/",
    "javascript:alert(1)",
    "http://user:pass@example.com/",
    "http://example.com:8080/",
    "https://example.com:22/",
    "http://127.0.0.1/",
    "http://2130706433/",
    "http://0x7f000001/",
    "http://0177.0.0.1/",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[64:ff9b::7f00:1]/",
    "http://169.254.169.254/latest/meta-data/",
    "http://10.1.2.3/",
    "http://localhost/",
    "http://LocalHost./",
    "http://api.localhost/",
    `https://example.com/${"a".repeat(2048)}`,
    "not a url",
  ];

  it.each(refused)("refuses %s", (url) => {
    expect(() => checkTargetUrl(url, PRODUCTION_POLICY)).toThrow(BlockedTargetError);
  });

  it.each([
    "https://example.com/page?q=1",
    "http://example.com:80/",
    "https://93.184.216.34/",
    "https://[2606:4700::1111]/",
  ])("accepts %s", (url) => {
    expect(checkTargetUrl(url, PRODUCTION_POLICY).toString()).toContain(new URL(url).hostname);
  });
});

describe("test-only allow-list (dependency injection, never in production)", () => {
  const policy: GuardPolicy = { ...PRODUCTION_POLICY, allowedPorts: "any", allowedAddresses: ["127.0.0.2"] };

  it("lets exactly the listed address through", () => {
    expect(isAllowedAddress("127.0.0.2", policy)).toBe(true);
    expect(isAllowedAddress("127.0.0.1", policy)).toBe(false);
    expect(isAllowedAddress("2130706434", policy)).toBe(true);
  });

  it("the production policy allows nothing private and only ports 80 and 443", () => {
    expect(PRODUCTION_POLICY.allowedAddresses).toEqual([]);
    expect(PRODUCTION_POLICY.allowedPorts).toEqual([80, 443]);
    expect(Object.isFrozen(PRODUCTION_POLICY)).toBe(true);
  });
});

describe("assertHostAllowed", () => {
  const resolverReturning = (addresses: string[]): GuardPolicy => ({
    ...PRODUCTION_POLICY,
    resolve: async () => addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })),
  });

  it("refuses a public-looking name that resolves to loopback", async () => {
    await expect(assertHostAllowed("www.example.com", resolverReturning(["127.0.0.1"]))).rejects.toThrow(
      BlockedTargetError,
    );
  });

  it("refuses when any one of several answers is private", async () => {
    await expect(
      assertHostAllowed("www.example.com", resolverReturning(["93.184.216.34", "10.0.0.5"])),
    ).rejects.toThrow(BlockedTargetError);
  });

  it("refuses a name with no addresses", async () => {
    await expect(assertHostAllowed("www.example.com", resolverReturning([]))).rejects.toThrow(BlockedTargetError);
  });

  it("accepts a name whose every answer is public", async () => {
    await expect(
      assertHostAllowed("www.example.com", resolverReturning(["93.184.216.34", "2606:4700::1111"])),
    ).resolves.toBeUndefined();
  });
});
