// The admin console's read-out pages: analytics with its CSV export, the security page's audit
// log, the system settings read-out, the schedule, the redirects of the dashboard's extra links, and the
// admin-only backend test page.
import { readFile } from "node:fs/promises";

import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";

import { E2E_BASE_URL } from "./support/constants";
import { createUserAsSuperAdmin, newAccount, SignInPage, SUPERADMIN, type TestAccount } from "./helpers/accounts";

const DAY_MS = 24 * 60 * 60 * 1000;

async function createAdmin(label: string): Promise<TestAccount> {
  const admin = newAccount(label);
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    await createUserAsSuperAdmin(api, admin, "ADMIN");
  } finally {
    await api.dispose();
  }
  return admin;
}

async function signInToConsole(page: Page, email: string, password: string) {
  const signIn = new SignInPage(page, "/admin/login");
  await signIn.goto();
  await signIn.signIn(email, password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

const stat = (page: Page, label: string) =>
  page.getByRole("group", { name: label, exact: true }).getByTestId("stat-value");

test("analytics shows the computed figures and Export Data downloads a CSV", async ({ page }) => {
  const admin = await createAdmin("analytics");
  await signInToConsole(page, admin.email, admin.password);
  const activeUsers = async () =>
    (await (await page.request.get("/api/admin/analytics?days=30")).json()).data.users.activeInWindow as number;
  const activeBefore = await activeUsers();
  await page.goto("/admin/analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();

  const answer = await (await page.request.get("/api/admin/analytics?days=30")).json();
  expect(answer.success).toBe(true);
  const accuracy = answer.data.accuracy.winRate === null ? "—" : `${answer.data.accuracy.winRate.toFixed(1)}%`;
  await expect(stat(page, "Prediction Accuracy")).toHaveText(accuracy);
  // Journeys running alongside add active accounts, so the shown figure lies between two reads of the API.
  await expect(stat(page, "Active Users")).toHaveText(/^[\d,]+$/);
  const shown = Number((await stat(page, "Active Users").textContent())!.replace(/,/g, ""));
  expect(shown).toBeGreaterThanOrEqual(Math.max(1, activeBefore));
  expect(shown).toBeLessThanOrEqual(await activeUsers());
  await expect(page.getByRole("region", { name: "Win rate per day" })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export Data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^edgecast-analytics-30d-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, "utf8");
  const lines = csv.split("\r\n");
  expect(lines[0]).toMatch(/^date,settled_wins,settled_losses,/);
  expect(lines.filter((line) => /^\d{4}-\d{2}-\d{2},/.test(line))).toHaveLength(30);
});

test("security shows an admin's action in the audit log, with the limits in force", async ({ page }) => {
  const admin = await createAdmin("security");
  await signInToConsole(page, admin.email, admin.password);
  // An admin write: saving the automation configuration is audited.
  const saved = await page.request.put("/api/automation/config", {
    data: { maxConcurrent: 3 },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(saved.ok()).toBe(true);

  await page.goto("/admin/security");
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Rate limits in force" })).toContainText(
    "Failed sign-ins (per account and IP)",
  );
  await page.getByLabel("Actor").fill(admin.email);
  const row = page.getByRole("table", { name: "Audit log" }).getByTestId("data-row").first();
  await expect(row).toContainText(admin.email);
  await expect(row).toContainText("automation.config_update");
});

test("system settings read out the database mode, job runner and versions", async ({ page }) => {
  const admin = await createAdmin("settings");
  await signInToConsole(page, admin.email, admin.password);
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "System Settings" })).toBeVisible();
  const database = page.getByRole("region", { name: "Database", exact: true });
  await expect(database).toContainText("PGlite (embedded)");
  await expect(database).toContainText("PostgreSQL");
  await expect(page.getByRole("region", { name: "Job runner" })).toContainText("Local (in-process, croner schedule)");
  await expect(page.getByRole("region", { name: "Runtime" })).toContainText(/Next\.js\s*16\./);

  await page.goto("/admin/database");
  await expect(
    page.getByRole("table", { name: "Tables" }).getByTestId("table-row").filter({ hasText: "audit_log" }),
  ).toBeVisible();
  await page.goto("/admin/leagues");
  await expect(
    page
      .getByRole("table", { name: "Leagues" })
      .getByTestId("league-row")
      .filter({ hasText: "Premier League" })
      .first(),
  ).toBeVisible();
});

test("the schedule lists an upcoming fixture and the next pipeline runs", async ({ page }) => {
  const admin = await createAdmin("schedule");
  await signInToConsole(page, admin.email, admin.password);
  const answer = await (await page.request.get("/api/sports-data?status=UPCOMING&limit=1")).json();
  const next = answer.data.matches[0];
  expect(next, "the demo world has an upcoming fixture").toBeTruthy();
  expect(new Date(next.kickoffAt).getTime() - Date.now()).toBeLessThan(7 * DAY_MS);

  await page.goto("/admin/schedule");
  await expect(page.getByRole("heading", { level: 1, name: "Schedule" })).toBeVisible();
  await expect(
    page
      .getByTestId("fixture-row")
      .filter({ hasText: `${next.homeTeam} vs ${next.awayTeam}` })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Subscription expiry" }).getByTestId("next-run")).toHaveCount(5);
});

test("the dashboard's extra links redirect where they belong", async ({ page }) => {
  const admin = await createAdmin("redirects");
  await signInToConsole(page, admin.email, admin.password);
  await page.goto("/admin/scraper");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/revenue");
  await expect(page).toHaveURL(/\/admin\/analytics#revenue$/);
  await expect(page.getByRole("heading", { name: "Revenue", exact: true })).toBeVisible();
  // Data sources are a super-admin screen: a plain admin is refused.
  await page.goto("/admin/data-sources");
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test("a super admin's Data Sources link lands on the scraping tab of global settings", async ({ page }) => {
  await signInToConsole(page, SUPERADMIN.email, SUPERADMIN.password);
  await page.goto("/admin/data-sources");
  await expect(page).toHaveURL(/\/admin\/global-settings\?tab=scraping$/);
});

test("the backend test page runs all eight tests for an admin and is closed to visitors", async ({ page, browser }) => {
  const anonymous = await browser.newPage();
  await anonymous.goto("/test-backend");
  await expect(anonymous).toHaveURL(/\/auth\/login/);
  await anonymous.close();

  const admin = await createAdmin("backend");
  await signInToConsole(page, admin.email, admin.password);
  await page.goto("/test-backend");
  await expect(page.getByTestId("signed-in-email")).toHaveText(admin.email);
  await expect(page.getByTestId("signed-in-role")).toHaveText("ADMIN");
  await expect(page.getByRole("region", { name: "Health check" }).getByTestId("outcome")).toHaveText("Pass");

  await page.getByRole("button", { name: "Run All" }).click();
  const outcomes = page.getByRole("region", { name: /test$/ }).getByTestId("outcome");
  await expect(outcomes).toHaveCount(8, { timeout: 30_000 });
  await expect(outcomes.filter({ hasText: "Pass" })).toHaveCount(8);
  await expect(page.getByRole("region", { name: "User Stats test" }).getByLabel("User Stats result")).toContainText(
    '"success": true',
  );
});
