import { expect, test } from "@playwright/test";

// The header menus render a plain trigger and load their Radix code on the first interaction
// (components/layout/deferred-menu.tsx). They must still open at once, by mouse and by keyboard, and hand
// focus back to their trigger when closed.

test("the theme menu opens from the keyboard on first use and returns focus on Escape", async ({ page }) => {
  await page.goto("/");
  const trigger = page.getByRole("button", { name: "Change colour theme" });
  await expect(trigger).toHaveAttribute("aria-haspopup", "menu");
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitemradio", { name: /^dark$/i })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  await expect(page.getByRole("button", { name: "Change colour theme" })).toBeFocused();
});

test("the More menu opens on the first click and works again afterwards", async ({ page }) => {
  await page.goto("/");
  const more = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "More" });
  await more.click();
  await expect(page.getByRole("menuitem", { name: "Categories" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toBeHidden();
  await more.click();
  await page.getByRole("menuitem", { name: "Categories" }).click();
  await expect(page).toHaveURL(/\/categories$/);
});

test("the mobile menu opens its sheet on the first tap", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const sheet = page.getByRole("dialog");
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole("link", { name: "Track Record" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
});
