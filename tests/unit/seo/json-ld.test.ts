import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { breadcrumbListJsonLd, serializeJsonLd, siteJsonLd, webApplicationJsonLd, withHome } from "@/lib/seo/json-ld";

type Node = Record<string, unknown>;

describe("serializeJsonLd", () => {
  it("cannot close the surrounding script tag", () => {
    const out = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(out).not.toContain("<");
    expect(out).not.toContain(">");
    expect(out).toContain("\\u003c/script\\u003e");
  });

  it("escapes &, U+2028 and U+2029 and stays valid JSON that round-trips", () => {
    const data = { text: "a & b <!-- c --> \u2028\u2029", nested: [{ x: "<b>" }] };
    const out = serializeJsonLd(data);
    expect(out).not.toMatch(/[&\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual(data);
  });
});

describe("structured data", () => {
  beforeEach(() => {
    vi.stubEnv("APP_URL", "https://edgecast.example");
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("builds a BreadcrumbList with positions and absolute URLs", () => {
    const json = breadcrumbListJsonLd(withHome([{ name: "FAQ", path: "/faq" }]));
    expect(json).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://edgecast.example" },
        { "@type": "ListItem", position: 2, name: "FAQ", item: "https://edgecast.example/faq" },
      ],
    });
  });

  it("does not add Home twice", () => {
    expect(withHome([{ name: "Home", path: "/" }])).toHaveLength(1);
  });

  it("links Organization, WebSite (with a predictions SearchAction) and WebApplication in one graph", () => {
    const graph = siteJsonLd()["@graph"] as Node[];
    expect(graph.map((node) => node["@type"])).toEqual(["Organization", "WebSite", "WebApplication"]);
    const website = graph[1] as Node;
    expect(website.potentialAction).toMatchObject({
      "@type": "SearchAction",
      target: { urlTemplate: "https://edgecast.example/predictions?search={search_term_string}" },
      "query-input": "required name=search_term_string",
    });
    const app = graph[2] as Node;
    expect(app.applicationCategory).toBe("SportsApplication");
    // No invented ratings or reviews.
    expect(JSON.stringify(graph)).not.toMatch(/aggregateRating|review/i);
  });

  it("states the free offer unless plan prices are passed, and the Premium trial in both cases", () => {
    const trial = {
      "@type": "Offer",
      name: "7-day Premium trial",
      price: 0,
      eligibleDuration: { "@type": "QuantitativeValue", value: 7, unitCode: "DAY" },
    };
    expect(webApplicationJsonLd().offers).toMatchObject([
      { "@type": "Offer", name: "Free account", price: 0, priceCurrency: "USD" },
      trial,
    ]);
    expect(webApplicationJsonLd({ lowPrice: 0, highPrice: 39.99, offerCount: 5 }).offers).toMatchObject([
      { "@type": "AggregateOffer", lowPrice: 0, highPrice: 39.99, offerCount: 5 },
      trial,
    ]);
  });
});
