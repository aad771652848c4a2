// Cookie consent journey: the banner on a first visit, Reject all / Save
// choices / Accept all, reopening from the footer, the consent mode update in the tag queue, and no request
// to the ad network before consent. The e2e app has demo ad units and a made-up publisher id
// (playwright.config.ts), and no internet: we assert that the ad script is requested, not that it loads.
import { expect, test, type Page } from "@playwright/test";

import { CONSENT_STORAGE_KEY } from "../../lib/consent";

// A first visit: no saved choice (the config gives every other test one).
test.use({ storageState: { cookies: [], origins: [] } });

const AD_NETWORK = /^https:\/\/([a-z0-9-]+\.)*(googlesyndication\.com|doubleclick\.net)\//;

/** Records every request to the ad network and answers it locally (there is no internet here anyway). */
async function watchAdNetwork(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(AD_NETWORK, (route) => {
    requested.push(route.request().url());
    return route.abort();
  });
  return requested;
}

/** The tag queue as plain arrays (gtag pushes Arguments objects). */
function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)));
}

function storedChoice(page: Page) {
  return page.evaluate(
    (key) =>
      JSON.parse(window.localStorage.getItem(key) ?? "null") as {
        version: number;
        choices: Record<string, string>;
      } | null,
    CONSENT_STORAGE_KEY,
  );
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookies and ads" });

test(
  "first visit shows the banner with consent denied by default; Reject all stores it and closes; the footer " +
    "reopens it",
  async ({ page }) => {
    const adRequests = await watchAdNetwork(page);
    await page.goto("/about");

    await expect(banner(page)).toBeVisible();
    for (const name of ["Ad storage", "Ad user data", "Ad personalization", "Analytics"]) {
      await expect(banner(page).getByRole("switch", { name })).toHaveAttribute("aria-checked", "false");
    }
    const queue = await dataLayer(page);
    expect(queue[0]).toEqual([
      "consent",
      "default",
      {
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        analytics_storage: "denied",
        wait_for_update: 500,
      },
    ]);

    await banner(page).getByRole("button", { name: "Reject all" }).click();
    await expect(banner(page)).toBeHidden();
    expect((await storedChoice(page))?.choices).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
    });
    expect((await dataLayer(page)).at(-1)?.slice(0, 2)).toEqual(["consent", "update"]);

    // The choice holds across visits.
    await page.reload();
    await expect(page.getByRole("complementary", { name: "Advertisement" })).toHaveAttribute(
      "data-ad-state",
      "waiting-for-consent",
    );
    await expect(banner(page)).toBeHidden();

    // Reachable again from the footer; focus moves into it; Escape closes and gives focus back.
    const footerButton = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
    await footerButton.click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("heading", { name: "Cookies and ads" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(banner(page)).toBeHidden();
    await expect(footerButton).toBeFocused();

    expect(adRequests).toEqual([]);
  },
);

test("Accept all grants everything, pushes the update and only then requests the ad script", async ({ page }) => {
  const adRequests = await watchAdNetwork(page);
  await page.goto("/about");
  await expect(banner(page)).toBeVisible();

  const slot = page.getByRole("complementary", { name: "Advertisement" });
  await expect(slot).toHaveAttribute("data-ad-state", "waiting-for-consent");
  // Give a would-be eager loader time to fire: still nothing requested before consent.
  await page.waitForLoadState("networkidle");
  expect(adRequests).toEqual([]);

  const impression = page.waitForResponse(
    (response) => response.url().endsWith("/api/ads/events") && response.request().method() === "POST",
  );
  const adScript = page.waitForRequest(
    /pagead2\.googlesyndication\.com\/pagead\/js\/adsbygoogle\.js\?client=ca-pub-0000000000000000/,
  );
  await banner(page).getByRole("button", { name: "Accept all" }).click();
  await expect(banner(page)).toBeHidden();
  await adScript;
  expect((await impression).status()).toBe(201);

  const granted = {
    ad_storage: "granted",
    ad_user_data: "granted",
    ad_personalization: "granted",
    analytics_storage: "granted",
  };
  expect((await storedChoice(page))?.choices).toEqual(granted);
  expect(await dataLayer(page)).toContainEqual(["consent", "update", granted]);
  await expect(slot).toHaveAttribute("data-ad-state", "requested");
  expect(await page.evaluate(() => window.adsbygoogle?.requestNonPersonalizedAds)).toBe(0);
  expect(adRequests.length).toBeGreaterThan(0);
});

test("Save choices stores the toggles (keyboard) and requests non-personalised ads", async ({ page }) => {
  const adRequests = await watchAdNetwork(page);
  await page.goto("/about");
  await expect(banner(page)).toBeVisible();

  const adStorage = banner(page).getByRole("switch", { name: "Ad storage" });
  // focus() does not wait for actionability: wait until the banner's code has replaced the prerendered,
  // aria-disabled markup, or the key press lands on a switch that does nothing yet.
  await expect(adStorage).not.toHaveAttribute("aria-disabled", "true");
  await adStorage.focus();
  await page.keyboard.press("Space");
  await expect(adStorage).toHaveAttribute("aria-checked", "true");
  expect(adRequests).toEqual([]);

  const adScript = page.waitForRequest(/pagead2\.googlesyndication\.com\/pagead\/js\/adsbygoogle\.js/);
  await banner(page).getByRole("button", { name: "Save choices" }).click();
  await expect(banner(page)).toBeHidden();
  await adScript;

  const choice = {
    ad_storage: "granted",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "denied",
  };
  expect((await storedChoice(page))?.choices).toEqual(choice);
  expect(await dataLayer(page)).toContainEqual(["consent", "update", choice]);
  expect(await page.evaluate(() => window.adsbygoogle?.requestNonPersonalizedAds)).toBe(1);

  // Reopened, the toggles show the saved choice.
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
  await expect(banner(page).getByRole("switch", { name: "Ad storage" })).toHaveAttribute("aria-checked", "true");
  await expect(banner(page).getByRole("switch", { name: "Analytics" })).toHaveAttribute("aria-checked", "false");
});
