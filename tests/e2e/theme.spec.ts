import { expect, test } from "@playwright/test";

test("the theme choice survives a reload", async ({ page }) => {
  await page.goto("/");

  await page.getByRole("button", { name: /theme/i }).first().click();
  await page
    .getByRole("menuitemradio", { name: /^dark$/i })
    .or(page.getByRole("menuitem", { name: /^dark$/i }))
    .click();

  const html = page.locator("html");
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => window.localStorage.getItem("theme"))).toBe("dark");

  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => window.localStorage.getItem("theme"))).toBe("dark");
});
