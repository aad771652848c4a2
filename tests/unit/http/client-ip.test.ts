import { describe, expect, it } from "vitest";

import { clientIpFrom, normaliseIp } from "@/lib/http/client-ip";

const headers = (xff?: string) => new Headers(xff === undefined ? {} : { "x-forwarded-for": xff });

describe("clientIpFrom", () => {
  it("uses the socket peer (right-most entry) when no proxy is trusted", () => {
    expect(clientIpFrom(headers("6.6.6.6, 203.0.113.9"), 0)).toBe("203.0.113.9");
  });

  it("skips one trusted hop from the right, never the forged left-most entry", () => {
    expect(clientIpFrom(headers("6.6.6.6, 198.51.100.4, 10.0.0.2"), 1)).toBe("198.51.100.4");
  });

  it("falls back to the first entry when the chain is shorter than the trusted hops", () => {
    expect(clientIpFrom(headers("198.51.100.4"), 2)).toBe("198.51.100.4");
  });

  it("answers 'unknown' without a header", () => {
    expect(clientIpFrom(headers(), 0)).toBe("unknown");
  });

  it("normalises IPv4-mapped IPv6 addresses", () => {
    expect(normaliseIp("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(normaliseIp("2001:db8::1")).toBe("2001:db8::1");
  });
});
