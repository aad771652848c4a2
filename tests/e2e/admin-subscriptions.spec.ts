// Admin subscriptions and payments. The e2e app has no payment provider configured, so the journey
// uses what an admin can do without one: Add Subscription (a grant) and Record payment (a manual payment).
import { expect, test, type Page } from "@playwright/test";

import { newAccount, registerViaApi, SignInPage, SUPERADMIN, toast } from "./helpers/accounts";

async function signInAsAdmin(page: Page) {
  const signIn = new SignInPage(page, "/admin/login");
  await signIn.goto();
  await signIn.signIn(SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

const stat = (page: Page, label: string) => page.getByRole("group", { name: label }).getByTestId("stat-value");
const table = (page: Page, name: string) => page.getByRole("table", { name });

test("an admin grants, finds, filters and cancels a subscription, and records a payment", async ({ page }) => {
  const granted = newAccount("granted");
  const paying = newAccount("paying");
  await registerViaApi(page.request, granted);
  await registerViaApi(page.request, paying);
  await signInAsAdmin(page);

  await page.goto("/admin/subscriptions");
  await expect(page.getByRole("heading", { level: 1, name: "Subscription Management" })).toBeVisible();
  await expect(stat(page, "Total Subscriptions")).toHaveText(/^\d+$/);
  const premiumBefore = Number(await stat(page, "Premium Users").textContent());

  // Add Subscription really grants: the row appears and the premium count grows.
  await page.getByRole("button", { name: "Add Subscription" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Subscription" });
  await dialog.getByLabel("User email").fill(granted.email);
  await dialog.getByLabel("Plan").selectOption("VIP");
  await dialog.getByLabel("Days").fill("14");
  await dialog.getByRole("button", { name: "Grant subscription" }).click();
  await expect(toast(page, "Subscription added successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(stat(page, "Premium Users")).toHaveText(String(premiumBefore + 1));

  // Search by email narrows the table to that subscriber.
  await page.getByLabel("Search subscriptions").fill(granted.email);
  const rows = table(page, "Subscriptions").getByTestId("data-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("VIP");
  await expect(rows.first()).toContainText("ACTIVE");

  // A plan filter that does not match empties it.
  await page.getByLabel("Plan").selectOption("BASIC");
  await expect(table(page, "Subscriptions").getByText("No subscriptions found")).toBeVisible();
  await page.getByLabel("Plan").selectOption("all");
  await expect(rows).toHaveCount(1);

  // Cancel works and the row moves to CANCELLED.
  await rows
    .first()
    .getByRole("button", { name: `Cancel subscription of ${granted.email}` })
    .click();
  await expect(toast(page, "Subscription cancelled successfully")).toBeVisible();
  await expect(rows.first()).toContainText("CANCELLED");
  await page.getByLabel("Status").selectOption("ACTIVE");
  await expect(table(page, "Subscriptions").getByText("No subscriptions found")).toBeVisible();

  // The payments view: record a bank transfer, and it is listed as a PAID manual payment.
  await page.getByRole("link", { name: "Payments" }).first().click();
  await expect(page).toHaveURL(/\/admin\/payments$/);
  await page.getByRole("button", { name: "Record payment" }).click();
  const payment = page.getByRole("dialog", { name: "Record payment" });
  await payment.getByLabel("User email").fill(paying.email);
  await payment.getByLabel("Plan").selectOption("PREMIUM");
  await payment.getByLabel("Amount").fill("19.99");
  const bankRef = `BANK-${Date.now()}`;
  await payment.getByLabel("External reference").fill(bankRef);
  await payment.getByRole("button", { name: "Record payment" }).click();
  await expect(toast(page, "Payment recorded and subscription activated")).toBeVisible();
  await page.getByLabel("Search payments").fill(bankRef);
  const paymentRows = table(page, "Payments").getByTestId("data-row");
  await expect(paymentRows).toHaveCount(1);
  await expect(paymentRows.first()).toContainText("manual");
  await expect(paymentRows.first()).toContainText("PAID");
  await expect(paymentRows.first()).toContainText("$19.99");
  await expect(paymentRows.first().getByRole("button", { name: /^Refund / })).toBeVisible();
});
