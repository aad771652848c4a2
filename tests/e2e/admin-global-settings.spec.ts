// Global settings: a super admin edits
// a typed setting and it survives a reload; invalid JSON is caught at its field and nothing is saved; a source
// added on the Data Scraping tab is listed; an ADMIN is sent to /unauthorized. Each test edits its own
// setting and puts it back, so the shared e2e database is left as it was found.
import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";

import { createUserAsSuperAdmin, newAccount, SignInPage, SUPERADMIN, toast } from "./helpers/accounts";
import { E2E_BASE_URL } from "./support/constants";

async function signInToConsole(page: Page, email: string, password: string) {
  const signIn = new SignInPage(page, "/admin/login");
  await signIn.goto();
  await signIn.signIn(email, password);
  // Password hashing on a busy two-core machine can take a while when several sign-ins run at once.
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 30_000 });
}

/** The stored value of a setting, read through the API with the page's session. */
async function storedValue(page: Page, key: string): Promise<unknown> {
  const answer = await (await page.request.get("/api/admin/settings")).json();
  const all = Object.values(answer.data.categories as Record<string, { key: string; value: unknown }[]>).flat();
  return all.find((setting) => setting.key === key)?.value;
}

async function putValue(page: Page, key: string, value: unknown) {
  const response = await page.request.put(`/api/admin/settings/${key}`, {
    data: { value },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(response.ok()).toBe(true);
}

/**
 * The console's content, in <main>: right after a load the DOM can also hold the server's hidden copy of a
 * streamed Suspense boundary (React 19.2 reveals them in batches; see tests/e2e/subscription.spec.ts), so a
 * page-wide label matched two fields after page.reload() and the test passed only on its retry.
 */
const main = (page: Page) => page.getByRole("main");

test("a super admin edits a setting, saves it, and sees it after a reload", async ({ page }) => {
  await signInToConsole(page, SUPERADMIN.email, SUPERADMIN.password);
  await page.goto("/admin/global-settings?tab=scraping");
  await expect(page.getByRole("heading", { level: 1, name: "Global Settings" })).toBeVisible();
  const original = await storedValue(page, "scraping_interval_hours");
  const next = original === 9 ? 10 : 9;

  try {
    const save = page.getByRole("button", { name: "Save Changes" });
    await expect(save).toBeDisabled();
    const field = main(page).getByLabel("scraping_interval_hours");
    await expect(field).toHaveValue(String(original));
    await field.fill(String(next));
    await expect(page.getByText("You have unsaved changes")).toBeVisible();
    await save.click();
    await expect(toast(page, "Global settings updated successfully in database")).toBeVisible();
    await expect(page.getByText("You have unsaved changes")).toBeHidden();
    await expect(save).toBeDisabled();

    await page.reload();
    await expect(main(page).getByLabel("scraping_interval_hours")).toHaveValue(String(next));
    expect(await storedValue(page, "scraping_interval_hours")).toBe(next);

    // The other tabs hold their own settings, with an editor for each type.
    await page.getByRole("tab", { name: "General" }).click();
    await expect(main(page).getByRole("switch", { name: "site_maintenance_mode" })).toBeVisible();
    await expect(main(page).getByLabel("support_email")).toBeVisible();
  } finally {
    await putValue(page, "scraping_interval_hours", original);
  }
});

test("invalid JSON shows an error at its field and saves nothing", async ({ page }) => {
  await signInToConsole(page, SUPERADMIN.email, SUPERADMIN.password);
  await page.goto("/admin/global-settings?tab=prediction");
  const before = await storedValue(page, "prediction_leagues");
  const versionBefore = await storedValue(page, "prediction_model_version");

  // A valid edit next to the broken one: neither is sent while the JSON is invalid.
  await page.getByLabel("prediction_model_version").fill(`${String(versionBefore)}-e2e`);
  const leagues = page.getByLabel("prediction_leagues");
  await leagues.fill('["EPL", "NBA"');
  await expect(page.getByText("Invalid JSON: check brackets, quotes and commas")).toBeVisible();
  await expect(leagues).toHaveAttribute("aria-invalid", "true");

  const puts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "PUT" && request.url().includes("/api/admin/settings/")) puts.push(request.url());
  });
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Failed to save settings to database")).toBeVisible();
  expect(puts).toEqual([]);
  expect(await storedValue(page, "prediction_leagues")).toEqual(before);
  expect(await storedValue(page, "prediction_model_version")).toEqual(versionBefore);
  await expect(page.getByText("You have unsaved changes")).toBeVisible();
});

test("the Data Scraping tab adds a source named after its URL", async ({ page }) => {
  await signInToConsole(page, SUPERADMIN.email, SUPERADMIN.password);
  await page.goto("/admin/global-settings?tab=data-scraping");
  await expect(page.getByRole("group", { name: "Active Sources" })).toBeVisible();
  const host = `e2e-${Date.now().toString(36)}.example.com`;

  await page.getByRole("tab", { name: "Add New Source" }).click();
  const add = page.getByRole("button", { name: "Add Source" });
  await expect(add).toBeDisabled();
  await page.getByLabel("Source URL").fill(`https://${host}/football/fixtures`);
  await expect(page.getByText(`It will be named ${host}.`)).toBeVisible();
  await add.click();
  await expect(toast(page, "Source Added")).toBeVisible();
  await expect(page.getByTestId("scraping-source").filter({ hasText: host })).toContainText("inactive");
});

test("an ADMIN is sent to /unauthorized", async ({ page }) => {
  const admin = newAccount("settings-admin");
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    await createUserAsSuperAdmin(api, admin, "ADMIN");
  } finally {
    await api.dispose();
  }
  await signInToConsole(page, admin.email, admin.password);
  await page.goto("/admin/global-settings");
  await expect(page).toHaveURL(/\/unauthorized$/);
  expect((await page.request.get("/api/admin/settings")).status()).toBe(403);
});
