import { describe, expect, it } from "vitest";

import { POST } from "@/app/api/scraping/web-scraper/route";
import { getFreshWebScrape, upsertWebScrape } from "@/lib/scraping/web-scrape-cache.queries";
import { RATE_LIMITS } from "@/lib/rate-limit";
import { chromiumAvailable } from "@/lib/scraping/render.service";
import { SCRAPE_REFUSED_MESSAGE, scrapeCacheKey, SCRAPE_CACHE_TTL_MS } from "@/lib/scraping/web-scraper.service";
import type { WebScrapeResult } from "@/lib/scraping/web-scraper.input";
import { makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest, type ApiEnvelope } from "@/tests/helpers/request";

// POST /api/scraping/web-scraper: members only, validated, rate-limited, answered from the cache when it can,
// and never told why a target failed.

function send(body: unknown, headers: Record<string, string> = {}, ip = "198.51.100.20") {
  return callRoute<ApiEnvelope<WebScrapeResult>>(
    POST,
    jsonRequest("POST", "/api/scraping/web-scraper", body, { "x-forwarded-for": ip, ...headers }),
  );
}

/** Puts a result in the cache as the production scraper would key a request with default settings. */
async function seedCache(url: string, data: unknown) {
  const now = new Date();
  const result: WebScrapeResult = {
    data,
    cached: false,
    metadata: { url, status: 200, title: "Cached page" },
    timestamp: now.toISOString(),
  };
  await upsertWebScrape({
    cacheKey: scrapeCacheKey(url, "html", undefined, chromiumAvailable()),
    url,
    type: "html",
    result: result as unknown as Record<string, unknown>,
    fetchedAt: now,
    expiresAt: new Date(now.getTime() + SCRAPE_CACHE_TTL_MS),
  });
}

describe("POST /api/scraping/web-scraper", () => {
  it("requires a signed-in member (401 for visitors)", async () => {
    const res = await send({ url: "https://example.com/" });
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });

  it.each([
    ["a missing url", {}, 422, "Please enter a valid URL"],
    ["a non-http url", { url: "file:///etc/passwd" }, 422, "Please enter a valid URL"],
    ["credentials in the url", { url: "https://user:pw@example.com/" }, 422, "Please enter a valid URL"],
    [
      "a timeout under 1000 ms",
      { url: "https://example.com/", timeout: 999 },
      422,
      "Timeout must be between 1000 and 30000 ms",
    ],
    [
      "a timeout over 30000 ms",
      { url: "https://example.com/", timeout: 30001 },
      422,
      "Timeout must be between 1000 and 30000 ms",
    ],
    [
      "a wait over 5000 ms",
      { url: "https://example.com/", waitFor: 5001 },
      422,
      "Wait time must be between 0 and 5000 ms",
    ],
    ["a negative wait", { url: "https://example.com/", waitFor: -1 }, 422, "Wait time must be between 0 and 5000 ms"],
    ["an unknown type", { url: "https://example.com/", type: "pdf" }, 422, undefined],
    [
      "a malformed rule",
      { url: "https://example.com/", extractRules: { title: { selector: "h1", evil: true } } },
      400,
      undefined,
    ],
    ["an unknown key", { url: "https://example.com/", headers: { Cookie: "x" } }, 400, undefined],
  ])("refuses %s", async (_label, body, status, message) => {
    const { headers } = await makeUserWithToken();
    const res = await send(body, headers);
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
    if (message) expect(res.body.error).toContain(message);
  });

  it("answers a target refused by policy at once with 422 and one message, never the upstream 502", async () => {
    const { headers } = await makeUserWithToken();
    const urls = [
      "http://127.0.0.1/",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::1]/",
      "http://2130706433/",
      "http://example.com:8080/",
      "http://localhost/",
    ];
    for (const url of urls) {
      const res = await send({ url, waitFor: 0, useCache: false }, headers);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: false, error: SCRAPE_REFUSED_MESSAGE, code: "validation_failed" });
    }
  });

  it("serves a fresh cache entry for a request that sends just the url", async () => {
    const url = "https://cached.example.com/page";
    await seedCache(url, { title: "Cached page", text: "from the cache" });
    const { headers } = await makeUserWithToken();
    const res = await send({ url }, headers);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({
      cached: true,
      data: { text: "from the cache" },
      metadata: { url, status: 200, title: "Cached page" },
    });
    expect(res.headers.get("cache-control")).toContain("no-store");
  });

  it("ignores expired cache entries", async () => {
    const key = scrapeCacheKey("https://old.example.com/", "html", undefined, false);
    await upsertWebScrape({
      cacheKey: key,
      url: "https://old.example.com/",
      type: "html",
      result: { data: null },
      fetchedAt: new Date(Date.now() - 2 * SCRAPE_CACHE_TTL_MS),
      expiresAt: new Date(Date.now() - SCRAPE_CACHE_TTL_MS),
    });
    expect(await getFreshWebScrape({ cacheKey: key, now: new Date() })).toBeNull();
  });

  it("rate-limits each member (429 with Retry-After)", async () => {
    const url = "https://limit.example.com/";
    await seedCache(url, { text: "x" });
    const { headers } = await makeUserWithToken();
    const allowance = RATE_LIMITS.webScraperUser.points;
    for (let i = 0; i < allowance; i++) {
      const res = await send({ url }, headers, `198.51.100.${100 + (i % 50)}`);
      expect(res.status).toBe(200);
    }
    const refused = await send({ url }, headers, "198.51.100.200");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another member is not affected.
    const other = await makeUserWithToken();
    expect((await send({ url }, other.headers, "198.51.100.201")).status).toBe(200);
  });
});
