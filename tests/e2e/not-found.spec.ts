import { expect, test } from "@playwright/test";

test("an unknown path shows the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist-e2e");
  expect(response?.status()).toBe(404);

  const heading = page.getByRole("heading", { name: /Page Not Found/ });
  await expect(heading).toBeVisible();
  await expect(page.getByText("404", { exact: true }).first()).toBeVisible();

  // The page's own links (the header has links to / and /predictions too).
  const notFound = page.getByRole("region", { name: /Page Not Found/ });
  await expect(notFound.locator('a[href="/"]')).toBeVisible();
  await expect(notFound.locator('a[href="/predictions"]')).toBeVisible();
});
