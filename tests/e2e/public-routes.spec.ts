// Every public route answers 200 with its SEO basics: a title, a canonical link to itself and
// structured data.
import { expect, test } from "@playwright/test";

const PUBLIC_ROUTES = [
  "/",
  "/predictions",
  "/tips",
  "/leagues",
  "/categories",
  "/track-record",
  "/track-record/verify",
  "/about",
  "/faq",
  "/contact",
  "/terms",
  "/privacy",
  "/help",
  "/legal/age-verification",
  "/safer-play",
  "/web-scraper",
  "/auth/login",
  "/auth/signup",
  "/auth/forgot-password",
  "/unauthorized",
];

const trimSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

for (const route of PUBLIC_ROUTES) {
  test(`${route} answers 200 with title, canonical and JSON-LD`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status(), `status of ${route}`).toBe(200);

    expect((await page.title()).trim()).not.toBe("");

    const canonical = page.locator('head link[rel="canonical"]');
    await expect(canonical).toHaveCount(1);
    const href = await canonical.getAttribute("href");
    expect(href, "canonical href").toBeTruthy();
    expect(trimSlash(new URL(href!, page.url()).pathname)).toBe(route);

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const parsed = blocks.flatMap((text) => {
      try {
        return [JSON.parse(text) as unknown];
      } catch {
        return [];
      }
    });
    expect(parsed.length, "parseable JSON-LD blocks").toBeGreaterThan(0);
  });
}
