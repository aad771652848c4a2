import { afterEach, describe, expect, it, vi } from "vitest";

import { normalisePath, pageMetadata, rootMetadata, TITLE_TEMPLATE } from "@/lib/seo/metadata";
import { absoluteUrl, getSiteUrl } from "@/lib/seo/site-url";

describe("pageMetadata", () => {
  it("sets the canonical link, og:url and titles from the path and title", () => {
    const metadata = pageMetadata({ title: "FAQ", description: "Answers.", path: "/faq" });
    expect(metadata.title).toBe("FAQ");
    expect(metadata.description).toBe("Answers.");
    expect(metadata.alternates?.canonical).toBe("/faq");
    expect(metadata.openGraph).toMatchObject({
      title: "FAQ | EdgeCast",
      description: "Answers.",
      url: "/faq",
      siteName: "EdgeCast",
      type: "website",
    });
    expect(metadata.twitter).toMatchObject({
      card: "summary_large_image",
      title: "FAQ | EdgeCast",
      description: "Answers.",
    });
    expect(metadata.robots).toMatchObject({ index: true, follow: true });
  });

  it("marks noIndex pages noindex and nofollow, for Googlebot too", () => {
    const metadata = pageMetadata({
      title: "Dashboard",
      description: "Yours.",
      path: "/user/dashboard",
      noIndex: true,
    });
    expect(metadata.robots).toMatchObject({ index: false, follow: false, googleBot: { index: false, follow: false } });
    expect(metadata.alternates?.canonical).toBe("/user/dashboard");
  });

  it("uses an absolute title without the template when asked", () => {
    const metadata = pageMetadata({ title: "EdgeCast — home", description: "Home.", path: "/", absoluteTitle: true });
    expect(metadata.title).toEqual({ absolute: "EdgeCast — home" });
    expect(metadata.openGraph?.title).toBe("EdgeCast — home");
    expect(metadata.alternates?.canonical).toBe("/");
  });

  it.each([
    ["/faq", "/faq"],
    ["/faq/", "/faq"],
    ["faq", "/faq"],
    ["/predictions?search=arsenal", "/predictions"],
    ["/terms#law", "/terms"],
    ["/", "/"],
    ["", "/"],
  ])("normalises the canonical path %j to %j", (input, expected) => {
    expect(normalisePath(input)).toBe(expected);
    expect(pageMetadata({ title: "T", description: "D", path: input }).alternates?.canonical).toBe(expected);
  });
});

describe("rootMetadata", () => {
  it("carries the title template, index/follow and a large Twitter card", () => {
    const metadata = rootMetadata("https://edgecast.example");
    expect(metadata.title).toMatchObject({ template: TITLE_TEMPLATE });
    expect(TITLE_TEMPLATE).toBe("%s | EdgeCast");
    expect(metadata.robots).toMatchObject({ index: true, follow: true });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image" });
    expect(metadata.openGraph).toMatchObject({ type: "website", siteName: "EdgeCast" });
  });

  it("resolves against the origin it is given (the running server's), not one fixed at import", () => {
    expect(String(rootMetadata("https://edgecast.example").metadataBase)).toBe("https://edgecast.example/");
    expect(String(rootMetadata("http://localhost:3912").metadataBase)).toBe("http://localhost:3912/");
    vi.stubEnv("APP_URL", "http://localhost:4555");
    expect(String(rootMetadata().metadataBase)).toBe("http://localhost:4555/");
    vi.unstubAllEnvs();
  });
});

describe("getSiteUrl", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("falls back to localhost when APP_URL is unset or invalid", () => {
    vi.stubEnv("PORT", "");
    vi.stubEnv("HOST", "");
    vi.stubEnv("APP_URL", "");
    expect(getSiteUrl()).toBe("http://localhost:3000");
    vi.stubEnv("APP_URL", "not a url");
    expect(getSiteUrl()).toBe("http://localhost:3000");
    vi.stubEnv("APP_URL", "javascript:alert(1)");
    expect(getSiteUrl()).toBe("http://localhost:3000");
  });

  it("follows where the server listens when APP_URL is unset, read at call time", () => {
    vi.stubEnv("APP_URL", "");
    vi.stubEnv("HOST", "0.0.0.0");
    vi.stubEnv("PORT", "3912");
    expect(getSiteUrl()).toBe("http://localhost:3912");
    expect(absoluteUrl("/sitemap.xml")).toBe("http://localhost:3912/sitemap.xml");
    vi.stubEnv("PORT", "4100");
    expect(getSiteUrl()).toBe("http://localhost:4100");
    vi.stubEnv("PORT", "not-a-port");
    expect(getSiteUrl()).toBe("http://localhost:3000");
  });

  it("builds absolute URLs on a given origin", () => {
    expect(absoluteUrl("/sitemap.xml", "http://localhost:3912")).toBe("http://localhost:3912/sitemap.xml");
    expect(absoluteUrl("/", "http://localhost:3912")).toBe("http://localhost:3912");
  });

  it("uses APP_URL without a trailing slash", () => {
    vi.stubEnv("APP_URL", "https://edgecast.example/");
    expect(getSiteUrl()).toBe("https://edgecast.example");
    expect(absoluteUrl("/faq")).toBe("https://edgecast.example/faq");
    expect(absoluteUrl("/")).toBe("https://edgecast.example");
  });
});

describe("social card images", () => {
  it("are named on every page, because a page's openGraph replaces the file-based image", () => {
    const metadata = pageMetadata({ title: "About", description: "Us.", path: "/about" });
    expect(metadata.openGraph?.images).toEqual([
      expect.objectContaining({ url: "/opengraph-image", width: 1200, height: 630 }),
    ]);
    expect(metadata.twitter?.images).toEqual([
      expect.objectContaining({ url: "/twitter-image", width: 1200, height: 630 }),
    ]);
  });
});
