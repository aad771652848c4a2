// Access control as a visitor sees it: the page gate sends anonymous visitors to sign in (and
// back again), members away from the admin console, and admins away from the super-admin screens.
import { expect, test } from "@playwright/test";

import {
  accountMenuButton,
  createUserAsSuperAdmin,
  newAccount,
  registerViaApi,
  SignInPage,
  SUPERADMIN,
  toast,
} from "./helpers/accounts";

const UNAUTHORIZED = /\/unauthorized$/;

test("an anonymous visitor opening a member page is sent to sign in, with the way back", async ({ page }) => {
  await page.goto("/user/dashboard");
  await expect(page).toHaveURL(/\/auth\/login\?/);
  expect(new URL(page.url()).searchParams.get("callbackUrl")).toBe("/user/dashboard");
  await expect(page.getByRole("form", { name: "Sign in form" })).toBeVisible();
});

test("signing in from the gate returns to the page that was asked for", async ({ page }) => {
  await page.goto("/user/settings");
  await expect(page).toHaveURL(/\/auth\/login\?callbackUrl=%2Fuser%2Fsettings$/);
  await new SignInPage(page).signIn(SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/user\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
});

test("a callbackUrl that leaves the site is ignored", async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto(`?callbackUrl=${encodeURIComponent("//evil.example/phish")}`);
  await signIn.signIn(SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/user\/dashboard$/);
});

test("a member opening the admin console lands on /unauthorized", async ({ page, request }) => {
  const member = newAccount("user");
  await registerViaApi(request, member);

  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(member.email, member.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(accountMenuButton(page)).toBeVisible();

  await page.goto("/admin");
  await expect(page).toHaveURL(UNAUTHORIZED);
  await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
});

test("an admin opening a super-admin screen lands on /unauthorized", async ({ page, request }) => {
  const admin = newAccount("admin");
  // The `request` fixture has its own cookie jar: the super admin's session never reaches the browser.
  await createUserAsSuperAdmin(request, admin, "ADMIN");

  const signIn = new SignInPage(page, "/admin/login");
  await signIn.goto();
  await signIn.signIn(admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.goto("/admin/users");
  await expect(page).toHaveURL(UNAUTHORIZED);
  await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
});

test("the super admin opens the user management screen", async ({ page }) => {
  const signIn = new SignInPage(page, "/admin/login");
  await signIn.goto();
  await signIn.signIn(SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole("heading", { level: 1, name: "User Management" })).toBeVisible();
});

test("a wrong password shows 'Login Failed' and stays on the sign-in page", async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  // An address without an account answers exactly like a wrong password, and spends no real account's attempts.
  await signIn.signIn(newAccount("nobody").email, "not-the-password");
  await expect(toast(page, "Login Failed")).toBeVisible();
  await expect(toast(page, "Invalid email or password.")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(signIn.submit).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();
});
