// Ad and ML model management: an admin creates, pauses and deletes an ad unit and watches the stat
// cards follow; saves the AdSense publisher id and finds it after a reload; creates a model, trains it on the
// demo world's finished basketball games and reads its metrics on the Performance tab's chart.
import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";

import { E2E_BASE_URL } from "./support/constants";
import { createUserAsSuperAdmin, newAccount, SignInPage, toast } from "./helpers/accounts";

async function signInAsNewAdmin(page: Page, label: string) {
  const admin = newAccount(label);
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    await createUserAsSuperAdmin(api, admin, "ADMIN");
  } finally {
    await api.dispose();
  }
  const signIn = new SignInPage(page, "/admin/login");
  await signIn.goto();
  await signIn.signIn(admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

const stat = (page: Page, label: string) =>
  page.getByRole("group", { name: label, exact: true }).getByTestId("stat-value");
const statNumber = async (page: Page, label: string) =>
  Number((await stat(page, label).textContent())!.replace(/,/g, ""));

test("an admin creates, pauses and deletes an ad unit, and saves the AdSense publisher id", async ({ page }) => {
  await signInAsNewAdmin(page, "ads-admin");
  await page.goto("/admin/ads");
  await expect(page.getByRole("heading", { level: 1, name: "Ad Management" })).toBeVisible();
  await expect(stat(page, "Active Units")).toHaveText(/^\d+$/);
  const activeBefore = await statNumber(page, "Active Units");
  const name = `E2E unit ${Date.now().toString(36)}`;

  // The create dialog validates with the shared schema, then creates the unit.
  await page.getByRole("button", { name: "Create Ad Unit" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Ad Unit" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Position").selectOption("CONTENT");
  await dialog.getByLabel("Start as").selectOption("ACTIVE");
  await dialog.getByLabel("Slot id (optional)").fill("12ab");
  await dialog.getByRole("button", { name: "Create ad unit" }).click();
  await expect(dialog.getByText("Digits only (the data-ad-slot value)")).toBeVisible();
  await dialog.getByLabel("Slot id (optional)").fill("1234567890");
  await dialog.getByRole("button", { name: "Create ad unit" }).click();
  await expect(toast(page, "Ad unit created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  const units = page.getByRole("table", { name: "Ad units" });
  const row = units.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("ACTIVE");
  await expect(stat(page, "Active Units")).toHaveText(String(activeBefore + 1));

  // Pausing flips the status and the stat card.
  await row.getByRole("button", { name: `Pause ${name}` }).click();
  await expect(toast(page, "Ad paused successfully")).toBeVisible();
  await expect(row).toContainText("PAUSED");
  await expect(stat(page, "Active Units")).toHaveText(String(activeBefore));

  // The Analytics tab lists it with what the slots recorded (nothing yet).
  await page.getByRole("tab", { name: "Analytics" }).click();
  await expect(
    page.getByRole("table", { name: "Ad performance" }).getByRole("row").filter({ hasText: name }),
  ).toContainText("0.00%");
  await page.getByRole("tab", { name: "Ad Units" }).click();

  // Delete asks first; keeping it changes nothing, confirming removes it.
  await row.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete ad unit?" });
  await confirm.getByRole("button", { name: "Keep it" }).click();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `Delete ${name}` }).click();
  await confirm.getByRole("button", { name: "Delete ad unit" }).click();
  await expect(toast(page, "Ad unit deleted successfully")).toBeVisible();
  await expect(units.getByRole("row").filter({ hasText: name })).toHaveCount(0);

  // AdSense settings: a malformed id is refused in the form; a valid one is saved and survives a reload.
  await page.getByRole("tab", { name: "AdSense Settings" }).click();
  const publisher = page.getByLabel("Publisher ID");
  await publisher.fill("pub-123");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Expected ca-pub- followed by 16 digits")).toBeVisible();
  await publisher.fill("ca-pub-1234567890123456");
  const autoAds = page.getByRole("switch", { name: "Auto ads" });
  const autoBefore = (await autoAds.getAttribute("aria-checked")) === "true";
  await autoAds.click();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(toast(page, "AdSense settings saved successfully")).toBeVisible();

  await page.reload();
  await page.getByRole("tab", { name: "AdSense Settings" }).click();
  await expect(page.getByLabel("Publisher ID")).toHaveValue("ca-pub-1234567890123456");
  await expect(page.getByRole("switch", { name: "Auto ads" })).toHaveAttribute("aria-checked", String(!autoBefore));
});

test("an admin creates a model, trains it and reads its metrics on the Performance chart", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsNewAdmin(page, "models-admin");
  await page.goto("/admin/models");
  await expect(page.getByRole("heading", { level: 1, name: "ML Model Management" })).toBeVisible();
  await expect(stat(page, "Total Models")).toHaveText(/^\d+$/);
  const totalBefore = await statNumber(page, "Total Models");
  const name = `E2E basketball model ${Date.now().toString(36)}`;

  await page.getByRole("button", { name: "Create Model" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Model" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Sport").selectOption("BASKETBALL");
  await expect(dialog.getByLabel("Engine")).toHaveValue("basketball-elo");
  await dialog.getByRole("button", { name: "Create model" }).click();
  await expect(toast(page, "Model created successfully")).toBeVisible();
  const row = page.getByRole("table", { name: "ML models" }).getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("DRAFT");
  await expect(stat(page, "Total Models")).toHaveText(String(totalBefore + 1));

  // Training runs as a background job; the table follows it until the fit is measured. The new version is
  // PAUSED until its backtest beats the market (admin-model-backtests.spec.ts).
  await row.getByRole("button", { name: `Train ${name}` }).click();
  await expect(toast(page, "Model training started successfully")).toBeVisible();
  await expect(row).toContainText("PAUSED", { timeout: 60_000 });
  await expect(row.getByRole("button", { name: `Resume ${name}` })).toBeEnabled();
  // A second fit gives the chart a line over time.
  await row.getByRole("button", { name: `Train ${name}` }).click();
  await expect(toast(page, "Model training started successfully").first()).toBeVisible();
  await expect(row).toContainText(/TRAINING|PAUSED/);
  await expect(row).toContainText("PAUSED", { timeout: 60_000 });

  // The Performance tab charts the stored run's metrics.
  await page.getByRole("tab", { name: "Performance" }).click();
  await page.getByLabel("Model", { exact: true }).selectOption({ label: name });
  await expect(
    page.getByRole("table", { name: "Training runs" }).getByRole("row").filter({ hasText: "succeeded" }),
  ).toHaveCount(2);
  const chart = page.getByTestId("performance-chart").first();
  await expect(chart).toBeVisible();
  // One line per metric through both runs (a flat line has no height, so its path is checked, not its box).
  await expect(chart.locator("path.recharts-line-curve")).toHaveCount(4);
  await expect(chart.locator("path.recharts-line-curve").first()).toHaveAttribute(
    "d",
    /^M[\d.]+,[\d.]+L[\d.]+,[\d.]+$/,
  );
  await expect(chart.getByText("Accuracy", { exact: true })).toBeVisible();
});
