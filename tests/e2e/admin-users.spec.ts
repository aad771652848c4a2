// User management and account creation in the admin console: a super admin finds, edits, disables
// and deletes a user on /admin/users, and the changes hold after a reload; a plain admin is kept out of
// /admin/users, creates a USER on /admin/create-users and is refused the ADMIN role by the server.
import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";

import { E2E_BASE_URL } from "./support/constants";
import {
  createUserAsSuperAdmin,
  newAccount,
  SignInPage,
  SUPERADMIN,
  toast,
  type TestAccount,
} from "./helpers/accounts";

/** POST /api/auth/login from a request context of its own: the answer's status, the browser's session untouched. */
async function signInStatus(email: string, password: string): Promise<number> {
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    const response = await api.post("/api/auth/login", {
      headers: { Origin: E2E_BASE_URL, Accept: "application/json" },
      data: { email, password },
    });
    return response.status();
  } finally {
    await api.dispose();
  }
}

async function signInToConsole(page: Page, email: string, password: string) {
  const signIn = new SignInPage(page, "/admin/login");
  await signIn.goto();
  await signIn.signIn(email, password);
  // Password hashing and the dashboard's first render are slow on a busy two-core machine.
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 30_000 });
}

/** Creates the account through the super admin in a request context of its own (the browser's cookies stay apart). */
async function createAccount(account: TestAccount, role: "USER" | "ADMIN", options: { vouched?: boolean } = {}) {
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    await createUserAsSuperAdmin(api, account, role, options);
  } finally {
    await api.dispose();
  }
}

const stat = (page: Page, label: string) =>
  page.getByRole("group", { name: label, exact: true }).getByTestId("stat-value");
const userRows = (page: Page) => page.getByRole("table", { name: "Users" }).getByTestId("data-row");

async function searchFor(page: Page, email: string) {
  await page.getByLabel("Search users").fill(email);
  await expect(userRows(page)).toHaveCount(1);
  await expect(userRows(page).first()).toContainText(email);
}

test("a super admin searches, edits a user's role and plan (kept after reload), disables and deletes them", async ({
  page,
}) => {
  const target = newAccount("users-target");
  // Created without vouching for the address: unconfirmed, so it cannot sign in yet.
  await createAccount(target, "USER", { vouched: false });
  expect(await signInStatus(target.email, target.password)).toBe(403);
  await signInToConsole(page, SUPERADMIN.email, SUPERADMIN.password);

  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { level: 1, name: "User Management" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create New User" })).toHaveAttribute("href", "/admin/create-users");

  // The cards show the figures the stats endpoint computes from the database. The other journey may add
  // accounts in parallel (never removes any), so the card read first is at most the figure read after it.
  await expect(stat(page, "Total Users")).toHaveText(/^[\d,]+$/);
  await expect(stat(page, "New This Week")).toHaveText(/^[\d,]+$/);
  const shownTotal = Number((await stat(page, "Total Users").textContent())!.replaceAll(",", ""));
  const shownNew = Number((await stat(page, "New This Week").textContent())!.replaceAll(",", ""));
  const figures = (await (await page.request.get("/api/users/stats")).json()).data;
  expect(shownTotal).toBeGreaterThan(0);
  expect(shownTotal).toBeLessThanOrEqual(figures.totalUsers);
  expect(shownNew).toBeGreaterThan(0);
  expect(shownNew).toBeLessThanOrEqual(figures.recentUsers);

  // Search on the server narrows the table to the one account; a new account is unverified and never signed in.
  await searchFor(page, target.email);
  const row = userRows(page).first();
  await expect(row).toContainText("USER");
  await expect(row).toContainText("FREE");
  await expect(row).toContainText("Unverified");
  await expect(row).toContainText("Never");

  // A role filter that does not match empties the table.
  await page.getByLabel("Role", { exact: true }).selectOption("SUPER_ADMIN");
  await expect(page.getByRole("table", { name: "Users" }).getByText("No users found")).toBeVisible();
  await page.getByLabel("Role", { exact: true }).selectOption("all");
  await expect(userRows(page)).toHaveCount(1);

  // Edit role, plan and the verified flag.
  await row.getByRole("button", { name: `Edit ${target.email}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit user" });
  await dialog.getByLabel("Role").selectOption("ADMIN");
  await dialog.getByLabel("Subscription tier").selectOption("PREMIUM");
  await dialog.getByLabel("Subscription status").selectOption("ACTIVE");
  await dialog.getByLabel("Email verified").check();
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "User updated successfully")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The change is in the database: it is still there after a reload.
  await page.reload();
  await searchFor(page, target.email);
  await expect(row).toContainText("ADMIN");
  await expect(row).toContainText("PREMIUM");
  await expect(row).toContainText("Verified");
  await expect(row).not.toContainText("Unverified");
  // One flag: the admin's confirmation lets the member sign in.
  expect(await signInStatus(target.email, target.password)).toBe(200);

  // Disable, then the row says so (also after a reload).
  await row.getByRole("button", { name: `Disable ${target.email}` }).click();
  await expect(toast(page, "User disabled successfully")).toBeVisible();
  await expect(row).toContainText("Disabled");
  await page.reload();
  await searchFor(page, target.email);
  await expect(row.getByRole("button", { name: `Enable ${target.email}` })).toBeVisible();

  // Delete asks first; cancelling keeps the user, confirming removes them.
  await row.getByRole("button", { name: `Delete ${target.email}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete user?" });
  await expect(confirm).toContainText(target.email);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(userRows(page)).toHaveCount(1);
  await row.getByRole("button", { name: `Delete ${target.email}` }).click();
  await confirm.getByRole("button", { name: "Delete user" }).click();
  await expect(toast(page, "User deleted successfully")).toBeVisible();
  await expect(page.getByRole("table", { name: "Users" }).getByText("No users found")).toBeVisible();
  await page.reload();
  await page.getByLabel("Search users").fill(target.email);
  await expect(page.getByRole("table", { name: "Users" }).getByText("No users found")).toBeVisible();
});

test("a super admin sorts the users table from its column header, on the server", async ({ page }) => {
  const tag = `sort${Date.now().toString(36)}`;
  const named = (firstName: string) => {
    const account = newAccount(tag);
    return { ...account, firstName, fullName: `${firstName} ${account.lastName}` };
  };
  const [first, last] = [named("Abe"), named("Zed")];
  await createAccount(last, "USER");
  await createAccount(first, "USER");
  await signInToConsole(page, SUPERADMIN.email, SUPERADMIN.password);
  await page.goto("/admin/users");
  await page.getByLabel("Search users").fill(tag);
  await expect(userRows(page)).toHaveCount(2);

  const header = page.getByRole("table", { name: "Users" }).getByRole("columnheader", { name: "User" });
  await header.getByRole("button", { name: "User" }).click();
  await expect(header).toHaveAttribute("aria-sort", "ascending");
  await expect(userRows(page).first()).toContainText(first.fullName);
  await expect(userRows(page).last()).toContainText(last.fullName);

  await header.getByRole("button", { name: "User" }).click();
  await expect(header).toHaveAttribute("aria-sort", "descending");
  await expect(userRows(page).first()).toContainText(last.fullName);
});

test("an admin is sent away from /admin/users, creates a USER and is refused the ADMIN role", async ({ page }) => {
  const admin = newAccount("users-admin");
  await createAccount(admin, "ADMIN");
  await signInToConsole(page, admin.email, admin.password);

  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();

  await page.goto("/admin/create-users");
  await expect(page.getByRole("heading", { level: 1, name: "Create Users" })).toBeVisible();
  const recent = page.getByRole("region", { name: "Recently Created Users" });
  await expect(recent).toContainText("You have not created any users yet.");

  // A plain admin is offered Regular User and Admin, never Super Admin.
  const form = page.getByRole("form", { name: "Create user form" });
  const role = form.getByLabel("Role");
  await expect(role.locator("option")).toHaveText(["Regular User", "Admin"]);

  const member = newAccount("users-created");
  await form.getByLabel("Full name").fill(member.fullName);
  await form.getByLabel("Email").fill(member.email);
  await form.getByLabel("Password", { exact: true }).fill(member.password);
  await role.selectOption("USER");
  await form.getByRole("button", { name: "Create User" }).click();
  await expect(toast(page, "User Created Successfully!")).toBeVisible();
  await expect(recent.getByTestId("recent-user")).toHaveCount(1);
  await expect(recent.getByTestId("recent-user").first()).toContainText(member.email);
  await expect(recent.getByTestId("recent-user").first()).toContainText("USER");
  await expect(form.getByLabel("Email")).toHaveValue("");

  // The list comes from the database: a reload still shows it.
  await page.reload();
  await expect(recent.getByTestId("recent-user").first()).toContainText(member.email);

  // The ADMIN role is refused by the server with its fixed message, and nothing is created.
  const would = newAccount("users-refused");
  await form.getByLabel("Full name").fill(would.fullName);
  await form.getByLabel("Email").fill(would.email);
  await form.getByLabel("Password", { exact: true }).fill(would.password);
  await role.selectOption("ADMIN");
  const answered = page.waitForResponse(
    (response) => response.url().endsWith("/api/users") && response.request().method() === "POST",
  );
  await form.getByRole("button", { name: "Create User" }).click();
  expect((await answered).status()).toBe(403);
  await expect(toast(page, "Permission Denied")).toBeVisible();
  await expect(toast(page, "Only super admins can create admin users.")).toBeVisible();
  await expect(recent.getByTestId("recent-user")).toHaveCount(1);
});
