// The member journey: sign up → confirm the e-mailed link (signed in) → dashboard → settings (profile and a stored
// notification preference survive a reload) → sign out, after which the old bearer token is refused.
import { expect, test } from "@playwright/test";

import {
  accountMenuButton,
  confirmationLinkFor,
  headerSignInLink,
  newAccount,
  SignInPage,
  SignUpPage,
  toast,
} from "./helpers/accounts";

test("sign up, confirm the e-mail, change settings, sign out: the old token stops working", async ({ page }) => {
  const account = newAccount();

  // Sign up: the page never says whether the address had an account; it asks to check the e-mail.
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.fill(account);
  const registered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/auth/register" && response.request().method() === "POST",
  );
  await signUp.submit.click();
  expect((await registered).status()).toBe(202);
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(account.email.toLowerCase());
  await expect(signUp.form).toHaveCount(0);

  // Before the address is confirmed, the right password is told to confirm first (a fresh link goes out).
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(account.email, account.password);
  const confirmFirst = signIn.form.getByRole("status").filter({ hasText: "Confirm your e-mail address" });
  await expect(confirmFirst).toBeVisible();
  await expect(confirmFirst).toContainText("not confirmed yet");
  await expect(page).toHaveURL(/\/auth\/login$/);
  // A wrong password still reads as a plain failure.
  await signIn.signIn(account.email, `${account.password}-wrong`);
  await expect(toast(page, "Login Failed")).toBeVisible();

  // Follow the e-mailed link (delivered over SMTP to the mail sink) and confirm: signed in, on the dashboard.
  await page.goto(await confirmationLinkFor(account.email));
  await expect(page).toHaveURL(/\/auth\/verify-email$/);
  await page.getByRole("button", { name: "Confirm My Address" }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const menu = accountMenuButton(page);
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAccessibleName(`Account menu for ${account.fullName}`);

  // Settings, from the account menu.
  await menu.click();
  await page.getByRole("menuitem", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/user\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

  // Profile: a new full name is stored and shown again after a reload.
  const newName = `Ada Renamed ${Date.now().toString(36)}`;
  const profile = page.getByRole("form", { name: "Profile" });
  await expect(profile.getByLabel("Full name")).toHaveValue(account.fullName);
  await profile.getByLabel("Full name").fill(newName);
  await profile.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Profile updated")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("form", { name: "Profile" }).getByLabel("Full name")).toHaveValue(newName);
  const storedName = await page.evaluate(async () => {
    const response = await fetch("/api/auth/profile", {
      headers: { Authorization: `Bearer ${localStorage.getItem("auth_token")}` },
    });
    const body = await response.json();
    return body.data.full_name ?? body.data.fullName;
  });
  expect(storedName).toBe(newName);

  // Notifications: flip one switch, save, reload: the stored value comes back.
  await page.getByRole("tab", { name: "Notifications" }).click();
  const digest = page.getByRole("switch", { name: "Weekly digest" });
  const before = await digest.getAttribute("aria-checked");
  const after = before === "true" ? "false" : "true";
  await digest.click();
  await expect(digest).toHaveAttribute("aria-checked", after);
  await page.getByRole("button", { name: "Save Preferences" }).click();
  await expect(toast(page, "Notification preferences saved")).toBeVisible();
  await page.reload();
  await page.getByRole("tab", { name: "Notifications" }).click();
  await expect(page.getByRole("switch", { name: "Weekly digest" })).toHaveAttribute("aria-checked", after);

  // Sign out from the account menu; keep the token to try it afterwards.
  const token = await page.evaluate(() => localStorage.getItem("auth_token"));
  expect(token).toBeTruthy();
  await accountMenuButton(page).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(headerSignInLink(page)).toBeVisible();
  await expect(accountMenuButton(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("auth_token"))).toBeNull();

  // The token from before the sign-out is refused (the token version was bumped), cookie or not.
  const status = await page.evaluate(async (oldToken) => {
    const response = await fetch("/api/auth/profile", {
      headers: { Authorization: `Bearer ${oldToken}` },
      credentials: "omit",
    });
    return response.status;
  }, token);
  expect(status).toBe(401);

  // And the member pages are closed again.
  await page.goto("/user/settings");
  await expect(page).toHaveURL(/\/auth\/login(\?|$)/);
});

test("the sign-up form checks its fields before sending anything", async ({ page }) => {
  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/auth/register") posted = true;
  });

  const signUp = new SignUpPage(page);
  await signUp.goto();
  const account = newAccount();
  await signUp.fill(account, { confirmPassword: `${account.password}!`, acceptTerms: false });

  // The submit button stays disabled until the terms box is ticked, and says so.
  await expect(signUp.submit).toBeDisabled();
  const why = await signUp.submit.getAttribute("aria-describedby");
  await expect(page.locator(`[id="${why}"]`)).toContainText("Tick the box above to accept the Terms of Service");
  await signUp.terms.check();
  await expect(signUp.submit).toBeEnabled();
  await expect(signUp.form.getByText("Tick the box above")).toHaveCount(0);

  await signUp.submit.click();
  await expect(signUp.confirmPassword).toHaveAttribute("aria-invalid", "true");
  await expect(signUp.form.getByText("Passwords do not match")).toBeVisible();
  // Focus moves to the first invalid field.
  await expect(signUp.confirmPassword).toBeFocused();
  // The error describes the field.
  const describedBy = await signUp.confirmPassword.getAttribute("aria-describedby");
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Passwords do not match");

  // Too short a password.
  await signUp.password.fill("short");
  await signUp.confirmPassword.fill("short");
  await signUp.submit.click();
  await expect(signUp.form.getByText("Password must be at least 8 characters long")).toBeVisible();
  await expect(signUp.password).toBeFocused();

  // Several mistakes at once: each field says its own.
  await signUp.firstName.fill("");
  await signUp.email.fill("not-an-address");
  await signUp.submit.click();
  await expect(signUp.form.getByText("First name is required")).toBeVisible();
  await expect(signUp.form.getByText("Please enter a valid email address")).toBeVisible();
  await expect(signUp.form.getByText("Password must be at least 8 characters long")).toBeVisible();
  await expect(signUp.firstName).toBeFocused();

  // The password toggle reveals and hides the value.
  await signUp.form.getByRole("button", { name: "Show password" }).first().click();
  await expect(signUp.password).toHaveAttribute("type", "text");
  await signUp.form.getByRole("button", { name: "Hide password" }).click();
  await expect(signUp.password).toHaveAttribute("type", "password");

  expect(posted).toBe(false);
});

test("the sign-in page links to password recovery and sign-up", async ({ page }) => {
  await page.goto("/auth/login");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/auth/forgot-password");
  await expect(main.getByRole("link", { name: "Create a free account" })).toHaveAttribute("href", "/auth/signup");

  await main.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await page.getByRole("form", { name: "Forgot password form" }).getByLabel("Email").fill(newAccount().email);
  await page.getByRole("button", { name: /Send Reset Link/ }).click();
  // The same answer whether or not the address has an account.
  await expect(
    page.getByText(
      "If an account exists for that address, we have sent a link to reset the password. The link expires in 1 hour.",
    ),
  ).toBeVisible();
});

test("a reset link that is malformed or expired asks for a new one", async ({ page }) => {
  await page.goto("/auth/reset-password");
  await expect(page.getByText("This reset link is invalid or has expired.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/auth/forgot-password");

  // A well-formed token the server does not know: the server's message, and the token leaves the address bar.
  await page.goto(`/auth/reset-password?token=${"x".repeat(43)}`);
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  const form = page.getByRole("form", { name: "Reset password form" });
  await form.getByLabel("New password", { exact: true }).fill("a brand new passphrase");
  await form.getByLabel("Confirm new password", { exact: true }).fill("a brand new passphrase");
  await form.getByRole("button", { name: /Set New Password/ }).click();
  await expect(page.getByText(/invalid or has expired/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a new link" })).toBeVisible();
});
