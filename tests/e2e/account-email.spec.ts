// Moving the sign-in e-mail from Settings needs the current password; afterwards this browser stays
// signed in with a fresh session while the old one no longer works, and the new address signs in once the
// link sent to it is opened.
import { expect, test } from "@playwright/test";

import { confirmationLinkFor, createMemberAccount, newAccount, SignInPage, toast } from "./helpers/accounts";

test("changing the e-mail asks for the current password and keeps this browser signed in", async ({ page }) => {
  const account = newAccount("email-change");
  await createMemberAccount(account);
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(account.email, account.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  const oldToken = await page.evaluate(() => localStorage.getItem("auth_token"));

  await page.goto("/user/settings");
  const profile = page.getByRole("form", { name: "Profile" });
  await expect(profile.getByLabel("Current password")).toHaveCount(0);
  const moved = `moved-${account.email}`;
  await profile.getByLabel("Email").fill(moved);
  const current = profile.getByLabel("Current password");
  await expect(current).toBeVisible();

  await current.fill("not-the-password");
  await profile.getByRole("button", { name: "Save Changes" }).click();
  await expect(profile.getByText("Current password is incorrect")).toBeVisible();

  await current.fill(account.password);
  await profile.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "E-mail address changed")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("form", { name: "Profile" }).getByLabel("Email")).toHaveValue(moved);
  const status = await page.evaluate(
    async (token) => (await fetch("/api/auth/profile", { headers: { Authorization: `Bearer ${token}` } })).status,
    oldToken,
  );
  expect(status).toBe(401);

  // The new address is not confirmed yet: signing in there asks for its link first.
  const signInAt = (email: string) =>
    page.evaluate(
      async ({ email, password }) =>
        (
          await fetch("/api/auth/login", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ email, password }),
          })
        ).status,
      { email, password: account.password },
    );
  expect(await signInAt(moved)).toBe(403);
  await page.goto(await confirmationLinkFor(moved));
  await page.getByRole("button", { name: "Confirm My Address" }).click();
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  expect(await signInAt(moved)).toBe(200);
});
