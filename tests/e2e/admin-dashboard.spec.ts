// The admin dashboard: computed stat cards, the automation panel's pipeline run with its log, and
// the super admin's Create Admin User with the one-time password. The e2e app's providers point at a closed
// port, so the pipeline run fails fast: it is recorded failed, with ESPN's error as the provider's last error.
import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";

import { E2E_BASE_URL } from "./support/constants";
import { createUserAsSuperAdmin, newAccount, SignInPage, signInViaApi, SUPERADMIN, toast } from "./helpers/accounts";

async function signInToConsole(page: Page, email: string, password: string) {
  const signIn = new SignInPage(page, "/admin/login");
  await signIn.goto();
  await signIn.signIn(email, password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

const stat = (page: Page, label: string) =>
  page.getByRole("group", { name: label, exact: true }).getByTestId("stat-value");

test("an admin sees computed statistics and runs the pipeline, then reads its log", async ({ page }) => {
  const admin = newAccount("dash-admin");
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    await createUserAsSuperAdmin(api, admin, "ADMIN");
  } finally {
    await api.dispose();
  }
  await signInToConsole(page, admin.email, admin.password);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

  // The cards show what the database holds: the same figures the stats endpoint computes.
  const answer = await (await page.request.get("/api/admin/dashboard")).json();
  expect(answer.success).toBe(true);
  await expect(stat(page, "Total Users")).toHaveText(answer.data.totalUsers.toLocaleString("en-US"));
  await expect(stat(page, "Total Predictions")).toHaveText(answer.data.totalPredictions.toLocaleString("en-US"));
  await expect(stat(page, "Total Matches")).toHaveText(answer.data.totalMatches.toLocaleString("en-US"));

  // A plain admin may not create admins, nor open the super admins' pages.
  const userManagement = page.getByRole("region", { name: "User Management" });
  await expect(userManagement.getByRole("button", { name: "Create Admin User" })).toBeDisabled();
  await expect(userManagement.getByText("Only super admins can create admin users.")).toBeVisible();
  await expect(userManagement.getByRole("link", { name: "User Accounts" })).toHaveCount(0);
  await expect(userManagement.getByRole("link", { name: "Subscriptions" })).toHaveAttribute(
    "href",
    "/admin/subscriptions",
  );

  // The scraper panel's read-only tools answer from the server and list what they found.
  const scraper = page.getByRole("region", { name: "Scraper test panel" });
  await scraper.getByRole("button", { name: "Test APIs" }).click();
  await expect(scraper.getByRole("region", { name: "API test" })).toContainText("Scores API");
  await scraper.getByRole("button", { name: "View Sports Data" }).click();
  await expect(toast(page, /Found \d+ recent records \(check console for details\)/)).toBeVisible();
  await expect(scraper.getByRole("region", { name: "Recent sports data" })).toBeVisible();

  // The configuration form saves through the shared schema; Test System reports the real checks.
  const automation = page.getByRole("region", { name: "Automation panel" });
  await automation.getByLabel("Max concurrent jobs").fill("4");
  await automation.getByRole("button", { name: "Save configuration" }).click();
  await expect(toast(page, "Configuration updated successfully")).toBeVisible();
  await automation.getByRole("button", { name: "Test System" }).click();
  await expect(toast(page, /System test completed: \d+\/\d+ tests passed/)).toBeVisible();

  // Execute Pipeline starts a real job run; the Logs tab lists it and shows its log lines.
  await expect(stat(page, "Scheduler")).toHaveText(/Running|Stopped/);
  const started = page.waitForResponse((response) => response.url().endsWith("/api/automation/execute-pipeline"));
  await automation.getByRole("button", { name: "Execute Pipeline" }).click();
  const runId = (await (await started).json()).data.runId as string;
  await expect(toast(page, "Pipeline execution started")).toBeVisible();

  await automation.getByRole("tab", { name: "Logs" }).click();
  const newest = automation.getByTestId("job-run").first();
  await expect(newest).toContainText("pipeline");
  await expect(newest).toContainText("manual");
  await newest.getByRole("button").click();
  const log = automation.getByRole("list", { name: `Log of run ${runId}` });
  await expect(log.getByTestId("log-line").first()).toBeVisible({ timeout: 30_000 });

  // Its only provider call (ESPN) failed, so the run is recorded failed, not succeeded, and says which provider.
  await expect(log).toContainText("Finished failed: Every provider call failed: espn: 1 of 1 call failed", {
    timeout: 30_000,
  });
  await expect(newest.getByText("failed", { exact: true })).toBeVisible();
  await expect(newest.getByTestId("job-run-error")).toContainText("Every provider call failed: espn");

  // The panel's providers show ESPN's last error, and the success rate gives its n.
  await automation.getByRole("button", { name: "Refresh", exact: true }).click();
  const espn = automation
    .getByRole("list", { name: "Data providers" })
    .getByTestId("provider-health")
    .filter({ hasText: "ESPN" });
  await expect(espn.getByTestId("provider-last-error")).toContainText("espn could not be reached");
  await expect(espn).toContainText("failing");
  await expect(automation.getByRole("group", { name: "Success Rate" })).toContainText(
    /\d+ of \d+ finished jobs succeeded/,
  );

  // The dashboard's overview reads the same: the job success rate with its n and ESPN's last error.
  await page.reload();
  const health = page.getByRole("region", { name: "Pipeline health" });
  await expect(health.getByRole("group", { name: "Job Success Rate" })).toContainText(
    /\d+ of \d+ finished jobs succeeded \(\d+ partial, [1-9]\d* failed\)/,
  );
  await expect(
    health.getByTestId("provider-health").filter({ hasText: "ESPN" }).getByTestId("provider-last-error"),
  ).toContainText("espn could not be reached");
});

test("a super admin creates an admin user and sees its password once", async ({ page }) => {
  await signInToConsole(page, SUPERADMIN.email, SUPERADMIN.password);
  const userManagement = page.getByRole("region", { name: "User Management" });
  await expect(userManagement.getByRole("link", { name: "User Accounts" })).toHaveAttribute("href", "/admin/users");

  await userManagement.getByRole("button", { name: "Create Admin User" }).click();
  await expect(toast(page, "Admin user created successfully")).toBeVisible();
  await expect(userManagement.getByRole("button", { name: "Admin User Created ✓" })).toBeDisabled();
  const email = (await userManagement.getByTestId("new-admin-email").textContent())!.trim();
  const password = (await userManagement.getByTestId("new-admin-password").textContent())!.trim();
  expect(password).toMatch(/^[A-Za-z0-9]{20}$/);

  // The account is real: it signs in with the password shown.
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    await signInViaApi(api, email, password);
  } finally {
    await api.dispose();
  }

  // Shown once: after a reload the page no longer has it.
  await page.reload();
  await expect(userManagement.getByRole("button", { name: "Create Admin User" })).toBeEnabled();
  await expect(page.getByText(password)).toHaveCount(0);
});
