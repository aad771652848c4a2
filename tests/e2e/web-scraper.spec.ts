// The web scraper page: visitors are told to sign in; members get inline validation,
// the Formatted view (10 items then 'and N more', text cut at 500 characters), the Raw JSON tab, and
// 'Scraping Failed' when the server refuses a target (here a loopback address, refused by the SSRF guard's policy).
import { expect, test, type Page } from "@playwright/test";

import { createMemberAccount, newAccount, SignInPage } from "./helpers/accounts";

function scraperForm(page: Page) {
  const form = page.getByRole("form", { name: "Web scraper form" });
  return {
    form,
    url: form.getByLabel("Target URL"),
    rules: form.getByLabel("Extraction rules (optional JSON)"),
    timeout: form.getByLabel("Timeout (ms)"),
    waitFor: form.getByLabel("Wait time (ms)"),
    submit: form.getByRole("button", { name: /^scrape$/i }),
  };
}

async function signInAsNewMember(page: Page) {
  const account = newAccount("scraper");
  await createMemberAccount(account);
  const signIn = new SignInPage(page);
  await signIn.goto("?callbackUrl=/web-scraper");
  await signIn.signIn(account.email, account.password);
  await expect(page).toHaveURL(/\/web-scraper$/);
}

test("a visitor sees that scraping needs an account", async ({ page }) => {
  await page.goto("/web-scraper");
  await expect(page.getByRole("heading", { level: 1, name: "Web Scraper" })).toBeVisible();
  await expect(page.getByText("Sign in to use the scraper")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in to scrape" })).toHaveAttribute(
    "href",
    "/auth/login?callbackUrl=%2Fweb-scraper",
  );
});

test.describe("signed in", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsNewMember(page);
  });

  test("invalid input shows the validation messages and sends nothing", async ({ page }) => {
    const scraper = scraperForm(page);
    let calls = 0;
    await page.route("**/api/scraping/web-scraper", (route) => {
      calls += 1;
      return route.continue();
    });

    await scraper.submit.click();
    await expect(scraper.form.getByText("Please enter a valid URL")).toBeVisible();

    await scraper.url.fill("https://example.com/");
    await scraper.rules.fill("{ not json");
    await scraper.timeout.fill("500");
    await scraper.waitFor.fill("6000");
    await scraper.submit.click();
    await expect(scraper.form.getByText("Please provide valid JSON extraction rules")).toBeVisible();
    await expect(scraper.form.getByText("Timeout must be between 1000 and 30000 ms")).toBeVisible();
    await expect(scraper.form.getByText("Wait time must be between 0 and 5000 ms")).toBeVisible();
    expect(calls).toBe(0);
  });

  test("the Formatted view shortens arrays and text; Raw JSON shows the whole answer", async ({ page }) => {
    const scraper = scraperForm(page);
    const items = Array.from({ length: 25 }, (_, i) => `Match ${i + 1}`);
    const longText = "x".repeat(600);
    let sentBody: unknown = null;
    // The page's rendering is under test here, not the network: the API answer is stubbed.
    await page.route("**/api/scraping/web-scraper", async (route) => {
      sentBody = route.request().postDataJSON();
      await route.fulfill({
        json: {
          success: true,
          data: {
            data: { matches: items, text: longText },
            cached: false,
            metadata: { url: "https://example.com/", status: 200, title: "Example Fixtures" },
            timestamp: new Date().toISOString(),
          },
        },
      });
    });

    await scraper.url.fill("https://example.com/");
    await scraper.submit.click();
    const result = page.getByTestId("scrape-result");
    await expect(result.getByRole("heading", { name: "Example Fixtures" })).toBeVisible();
    // With no rules in html mode and default settings, only the url is sent.
    expect(sentBody).toEqual({ url: "https://example.com/" });

    await expect(result.getByText("Match 10", { exact: true })).toBeVisible();
    await expect(result.getByText("Match 11", { exact: true })).toHaveCount(0);
    await expect(result.getByText("and 15 more")).toBeVisible();
    await expect(result.getByText(`${"x".repeat(500)}…`, { exact: true })).toBeVisible();

    await result.getByRole("tab", { name: "Raw JSON" }).click();
    const raw = result.getByTestId("raw-json");
    await expect(raw).toContainText('"Match 25"');
    await expect(raw).toContainText(longText);
  });

  test("a target refused by policy shows 'Scraping Failed' with the refusal message", async ({ page }) => {
    const scraper = scraperForm(page);
    await scraper.url.fill("http://127.0.0.1/");
    await scraper.waitFor.fill("0");
    // Hold the request briefly so the busy state can be seen; the server still answers it for real.
    await page.route("**/api/scraping/web-scraper", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/scraping/web-scraper",
    );
    await scraper.submit.click();
    await expect(scraper.form.getByRole("button", { name: "Scraping..." })).toBeVisible();
    expect((await answered).status()).toBe(422);
    const error = page.getByTestId("scrape-error");
    await expect(error.getByText("Scraping Failed")).toBeVisible();
    await expect(error.getByText("This address cannot be scraped")).toBeVisible();
  });
});
