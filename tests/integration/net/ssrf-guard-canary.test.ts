import { gzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { AppError } from "@/lib/core/errors";
import { PRODUCTION_POLICY, systemResolver, type GuardPolicy, type Resolver } from "@/lib/net/ssrf-guard";
import {
  createWebScraper,
  SCRAPE_FAILED_MESSAGE,
  SCRAPE_REFUSED_MESSAGE,
  type ScrapeCache,
} from "@/lib/scraping/web-scraper.service";
import { webScrapeRequestSchema, type WebScrapeRequestInput } from "@/lib/scraping/web-scraper.input";
import {
  html,
  redirectTo,
  startCanary,
  startFixtureSite,
  type Canary,
  type FixtureSite,
} from "@/tests/helpers/fake-servers/scraper-sites";

// The SSRF guard end to end, over real sockets: a loopback canary must receive ZERO connections whatever
// URL, spelling, DNS answer or redirect the scraper is given. The allowed path is exercised against a
// fixture site on 127.0.0.2 that only a test-constructed scraper (explicit allow-list) may reach.

let canary: Canary;
let site: FixtureSite;

/** Names the injected resolver knows; anything else does not resolve. */
let dnsTable: Record<string, string[]> = {};
let rebindCalls = 0;
const fakeResolver: Resolver = async (hostname) => {
  if (hostname === "rebind.example") {
    // The classic rebinding trick: a public answer first, loopback afterwards.
    rebindCalls += 1;
    return [{ address: rebindCalls === 1 ? site.host : "127.0.0.1", family: 4 }];
  }
  const answers = dnsTable[hostname];
  if (!answers) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
  return answers.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
};

const memoryCache = (): ScrapeCache => {
  const entries = new Map<string, Awaited<ReturnType<ScrapeCache["get"]>>>();
  return {
    get: async (key) => entries.get(key) ?? null,
    put: async ({ key, result }) => void entries.set(key, result),
  };
};

/** Strict addresses (production rules), any port so the canary's random port is not what stops us. */
const strictPolicy = (): GuardPolicy => ({ resolve: fakeResolver, allowedPorts: "any", allowedAddresses: [] });
/** The same, plus the fixture site's address, for the allowed path and redirect tests. */
const sitePolicy = (): GuardPolicy => ({ resolve: fakeResolver, allowedPorts: "any", allowedAddresses: [site.host] });

function request(input: WebScrapeRequestInput) {
  return webScrapeRequestSchema.parse({ waitFor: 0, useCache: false, ...input });
}

/** An upstream failure: 502, "Failed to scrape website: <its class>.", the class in details, nothing of our network. */
async function expectFailure(promise: Promise<unknown>, failure: string, text: string) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe("upstream_failed");
  expect((error as AppError).message).toBe(`${SCRAPE_FAILED_MESSAGE}: ${text}.`);
  expect((error as AppError).details).toEqual({ reason: failure });
  // No address, port or error code of ours in what the user reads.
  expect((error as AppError).message).not.toMatch(/127\.0\.0|ENOTFOUND|ECONNREFUSED|:\d{2,5}/);
}

/** A target the policy refuses: a 4xx with one message, whatever the reason, never the upstream 502. */
async function expectRefused(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).message).toBe(SCRAPE_REFUSED_MESSAGE);
  expect((error as AppError).code).toBe("validation_failed");
}

beforeAll(async () => {
  canary = await startCanary();
  const canaryUrl = `http://127.0.0.1:${canary.port}/`;
  site = await startFixtureSite({
    "/": html(
      `<html><head><title>Fixture Site</title></head><body><h1>Hello</h1><p class="odds">2.10</p><p ` +
        `class="odds">1.85</p><a href="/next">Next</a></body></html>`,
    ),
    "/data.json": (_req, res) =>
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ events: [{ name: "A v B" }] })),
    "/to-canary": redirectTo(canaryUrl),
    "/to-canary-hex": redirectTo(`http://0x7f000001:${canary.port}/`),
    "/to-canary-name": redirectTo(`http://evil.example:${canary.port}/`),
    "/to-canary-v6": redirectTo(`http://[::1]:${canary.port}/`),
    "/to-file": redirectTo("file:///etc/passwd"),
    "/loop": redirectTo("/loop"),
    "/hop1": redirectTo("/hop2"),
    "/hop2": redirectTo("/"),
    "/huge": (_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end(`<html><body>${"x".repeat(6 * 1024 * 1024)}</body></html>`);
    },
    "/bomb": (_req, res) => {
      res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
      res.end(gzipSync(Buffer.alloc(20 * 1024 * 1024, 0x20)));
    },
    "/hang": () => undefined,
    "/style.css": (_req, res) => res.writeHead(200, { "content-type": "text/css" }).end("body{}"),
    "/error": html("<p>oops</p>", 500),
  });
  dnsTable = {
    "public.example": [site.host],
    "evil.example": ["127.0.0.1"],
    "metadata.example": ["169.254.169.254"],
    "mixed.example": [site.host, "127.0.0.1"],
    "v6loop.example": ["::1"],
    "mapped.example": ["::ffff:127.0.0.1"],
  };
});

afterAll(async () => {
  await site?.close();
  await canary?.close();
});

describe("the canary is never reached", () => {
  const direct = () => [
    `http://127.0.0.1:${canary.port}/`,
    `http://localhost:${canary.port}/`,
    `http://[::1]:${canary.port}/`,
    `http://0x7f000001:${canary.port}/`,
    `http://2130706433:${canary.port}/`,
    `http://0177.0.0.1:${canary.port}/`,
    `http://127.1:${canary.port}/`,
    `http://[::ffff:127.0.0.1]:${canary.port}/`,
    `http://[::ffff:7f00:1]:${canary.port}/`,
    `http://evil.example:${canary.port}/`,
    `http://v6loop.example:${canary.port}/`,
    `http://mapped.example:${canary.port}/`,
    `http://mixed.example:${canary.port}/`,
    `https://127.0.0.1:${canary.port}/`,
  ];

  it("refuses every loopback spelling and name with the generic error, and the canary sees no connection", async () => {
    const scraper = createWebScraper({ policy: strictPolicy(), render: false, cache: memoryCache() });
    for (const url of direct()) {
      for (const type of ["html", "json", "text"] as const) {
        await expectRefused(scraper.scrape(request({ url, type })));
      }
    }
    expect(canary.connections()).toBe(0);
  });

  it("resolves localhost with the real system resolver too, and still refuses it", async () => {
    const scraper = createWebScraper({
      policy: { ...strictPolicy(), resolve: systemResolver },
      render: false,
      cache: memoryCache(),
    });
    await expectRefused(scraper.scrape(request({ url: `http://localhost:${canary.port}/` })));
    await expectRefused(scraper.scrape(request({ url: `http://127.0.0.1:${canary.port}/` })));
    expect(canary.connections()).toBe(0);
  });

  it("re-checks each redirect from an allowed site: loopback, hex, names, IPv6, other schemes refused", async () => {
    const scraper = createWebScraper({ policy: sitePolicy(), render: false, cache: memoryCache() });
    for (const path of ["/to-canary", "/to-canary-hex", "/to-canary-name", "/to-canary-v6", "/to-file"]) {
      await expectRefused(scraper.scrape(request({ url: `http://public.example:${site.port}${path}` })));
    }
    expect(site.requests()).toEqual(
      expect.arrayContaining(["/to-canary", "/to-canary-hex", "/to-canary-name", "/to-canary-v6", "/to-file"]),
    );
    expect(canary.connections()).toBe(0);
  });

  it("checks the address at connect time: a name rebinding to loopback between connections is refused", async () => {
    rebindCalls = 0;
    // A site on 127.0.0.2 on the canary's own port: the first connection resolves to it (allowed); its redirect
    // makes a new connection, whose lookup now answers 127.0.0.1, which is the canary on that same port.
    const rebindingSite = await startFixtureSite({ "/": redirectTo("/again") }, site.host, canary.port);
    try {
      const scraper = createWebScraper({ policy: sitePolicy(), render: false, cache: memoryCache() });
      await expectRefused(scraper.scrape(request({ url: `http://rebind.example:${canary.port}/` })));
      expect(rebindCalls).toBe(2);
      expect(rebindingSite.requests()).toEqual(["/"]);
    } finally {
      await rebindingSite.close();
    }
    expect(canary.connections()).toBe(0);
  });

  it("the production policy refuses ports other than 80 and 443 before any connection", async () => {
    const scraper = createWebScraper({
      policy: { ...PRODUCTION_POLICY, resolve: fakeResolver },
      render: false,
      cache: memoryCache(),
    });
    const requestsBefore = site.requests().length;
    await expectRefused(scraper.scrape(request({ url: `http://public.example:${site.port}/` })));
    expect(site.requests()).toHaveLength(requestsBefore);
    expect(canary.connections()).toBe(0);
  });
});

describe("the allowed path (test-constructed scraper with the fixture site allow-listed)", () => {
  it("extracts title, headings, links and text in html mode", async () => {
    const scraper = createWebScraper({ policy: sitePolicy(), render: false, cache: memoryCache() });
    const result = await scraper.scrape(request({ url: `http://public.example:${site.port}/` }));
    expect(result.cached).toBe(false);
    expect(result.metadata).toEqual({ url: `http://public.example:${site.port}/`, status: 200, title: "Fixture Site" });
    expect(result.data).toMatchObject({
      title: "Fixture Site",
      headings: ["Hello"],
      links: [{ text: "Next", href: `http://public.example:${site.port}/next` }],
    });
    expect((result.data as { text: string }).text).toContain("2.10");
  });

  it("applies extraction rules and follows up to three redirects", async () => {
    const scraper = createWebScraper({ policy: sitePolicy(), render: false, cache: memoryCache() });
    const result = await scraper.scrape(
      request({
        url: `http://public.example:${site.port}/hop1`,
        extractRules: { heading: "h1", odds: { selector: ".odds", multiple: true } },
      }),
    );
    expect(result.data).toEqual({ heading: "Hello", odds: ["2.10", "1.85"] });
    expect(result.metadata.url).toBe(`http://public.example:${site.port}/`);
  });

  it("reads JSON with dot-path rules", async () => {
    const scraper = createWebScraper({ policy: sitePolicy(), render: false, cache: memoryCache() });
    const whole = await scraper.scrape(request({ url: `http://public.example:${site.port}/data.json`, type: "json" }));
    expect(whole.data).toEqual({ events: [{ name: "A v B" }] });
    const picked = await scraper.scrape(
      request({
        url: `http://public.example:${site.port}/data.json`,
        type: "json",
        extractRules: { first: "events.0.name" },
      }),
    );
    expect(picked.data).toEqual({ first: "A v B" });
  });

  it.each([
    ["a redirect loop", "/loop", "too_many_redirects", "the site redirected more than 3 times"],
    ["a body over 5 MB", "/huge", "too_large", "the page is larger than 5 MB"],
    ["a gzip bomb (the cap counts decompressed bytes)", "/bomb", "too_large", "the page is larger than 5 MB"],
    ["a content type other than HTML", "/style.css", "unsupported_content", "the page is not of the type asked for"],
    ["an error status", "/error", "bad_status", "the site answered HTTP 500"],
    ["JSON mode on an HTML page", "/", "unsupported_content", "the page is not of the type asked for"],
  ])("names the class of failure on %s", async (_label, path, failure, text) => {
    const scraper = createWebScraper({ policy: sitePolicy(), render: false, cache: memoryCache() });
    const type = path === "/" ? "json" : "html";
    await expectFailure(
      scraper.scrape(request({ url: `http://public.example:${site.port}${path}`, type })),
      failure,
      text,
    );
  });

  it("says the site did not answer in time when it does not answer within the timeout", async () => {
    const scraper = createWebScraper({ policy: sitePolicy(), render: false, cache: memoryCache() });
    const started = Date.now();
    await expectFailure(
      scraper.scrape(request({ url: `http://public.example:${site.port}/hang`, timeout: 1000 })),
      "timed_out",
      "the site did not answer in time",
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("says the host name was not found when the name does not resolve", async () => {
    const scraper = createWebScraper({ policy: sitePolicy(), render: false, cache: memoryCache() });
    await expectFailure(
      scraper.scrape(request({ url: `http://no-such-host.example:${site.port}/` })),
      "host_not_found",
      "the host name was not found",
    );
  });

  it("says the site refused the connection when nothing listens at the address", async () => {
    // A port the fixture site's address does not listen on: the connection is refused.
    const closed = await startFixtureSite({}, site.host);
    const port = closed.port;
    await closed.close();
    const scraper = createWebScraper({ policy: sitePolicy(), render: false, cache: memoryCache() });
    await expectFailure(
      scraper.scrape(request({ url: `http://public.example:${port}/` })),
      "refused",
      "the site refused the connection",
    );
  });

  it("says an address is blocked by policy, with the class in details", async () => {
    const scraper = createWebScraper({ policy: strictPolicy(), render: false, cache: memoryCache() });
    const error = await scraper
      .scrape(request({ url: `http://evil.example:${canary.port}/` }))
      .catch((reason: unknown) => reason);
    expect(error).toMatchObject({
      code: "validation_failed",
      message: SCRAPE_REFUSED_MESSAGE,
      details: { reason: "blocked" },
    });
    expect(SCRAPE_REFUSED_MESSAGE).toContain("blocked by policy");
    expect(canary.connections()).toBe(0);
  });
});
