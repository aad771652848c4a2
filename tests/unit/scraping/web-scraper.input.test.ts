import { describe, expect, it } from "vitest";

import {
  parseRulesText,
  SCRAPER_MESSAGES,
  toScrapeRequest,
  webScrapeRequestSchema,
  webScraperFormSchema,
  type WebScraperFormValues,
} from "@/lib/scraping/web-scraper.input";

const form: WebScraperFormValues = {
  url: "https://example.com/",
  type: "html",
  rulesText: "",
  useCache: true,
  timeout: 15000,
  waitFor: 1000,
};

function firstMessage(values: Partial<WebScraperFormValues>) {
  const parsed = webScraperFormSchema.safeParse({ ...form, ...values });
  return parsed.success ? null : parsed.error.issues[0]!.message;
}

describe("web scraper form validation", () => {
  it.each([
    ["", SCRAPER_MESSAGES.url],
    ["example.com", SCRAPER_MESSAGES.url],
    ["ftp://example.com/", SCRAPER_MESSAGES.url],
    ["https://u:p@example.com/", SCRAPER_MESSAGES.url],
  ])("url %j → %s", (url, message) => {
    expect(firstMessage({ url })).toBe(message);
  });

  it("rules must be valid JSON rules", () => {
    expect(firstMessage({ rulesText: "{not json" })).toBe("Please provide valid JSON extraction rules");
    expect(firstMessage({ rulesText: '["h1"]' })).toBe("Please provide valid JSON extraction rules");
    expect(firstMessage({ rulesText: '{ "a": { "selector": "h1", "x": 1 } }' })).toBe(
      "Please provide valid JSON extraction rules",
    );
    expect(
      firstMessage({ rulesText: '{ "a": "h1", "b": { "selector": "a", "attribute": "href", "multiple": true } }' }),
    ).toBeNull();
  });

  it.each([
    [{ timeout: 999 }, SCRAPER_MESSAGES.timeout],
    [{ timeout: 30001 }, SCRAPER_MESSAGES.timeout],
    [{ timeout: Number.NaN }, SCRAPER_MESSAGES.timeout],
    [{ waitFor: -1 }, SCRAPER_MESSAGES.waitFor],
    [{ waitFor: 5001 }, SCRAPER_MESSAGES.waitFor],
  ])("%j → %s", (values, message) => {
    expect(firstMessage(values)).toBe(message);
  });

  it("accepts the bounds", () => {
    expect(firstMessage({ timeout: 1000, waitFor: 0 })).toBeNull();
    expect(firstMessage({ timeout: 30000, waitFor: 5000 })).toBeNull();
  });
});

describe("the request body and server defaults", () => {
  it("sends just the url in html mode without rules and with default settings", () => {
    expect(toScrapeRequest(form)).toEqual({ url: "https://example.com/" });
  });

  it("sends every field with rules, another type, or a changed setting", () => {
    const full = {
      url: "https://example.com/",
      type: "html",
      useCache: true,
      timeout: 15000,
      waitFor: 1000,
      extractRules: { t: "h1" },
    };
    expect(toScrapeRequest({ ...form, rulesText: '{"t":"h1"}' })).toEqual(full);
    expect(toScrapeRequest({ ...form, type: "json" })).toMatchObject({
      type: "json",
      useCache: true,
      timeout: 15000,
      waitFor: 1000,
    });
    expect(toScrapeRequest({ ...form, useCache: false })).toMatchObject({ useCache: false });
  });

  it("fills the defaults on the server: html, cache on, 15000 ms, wait 1000 ms", () => {
    expect(webScrapeRequestSchema.parse({ url: "https://example.com/" })).toEqual({
      url: "https://example.com/",
      type: "html",
      useCache: true,
      timeout: 15000,
      waitFor: 1000,
    });
  });

  it("is strict about unknown keys and rule shapes", () => {
    expect(webScrapeRequestSchema.safeParse({ url: "https://example.com/", cookie: "x" }).success).toBe(false);
    expect(parseRulesText("")).toBeUndefined();
    expect(parseRulesText("{}")).toEqual({});
  });
});
