// The payment journey against the fake providers (scripts/fake-payments-server.ts, started by
// playwright.config.ts): a free member subscribes, pays on the fake hosted page in a new tab, lands back,
// and the plan and the header's tier badge follow, and a premium pick withheld before (its fields absent from
// the member's API answer and page) becomes visible; Manage Subscription cancels at period end and resumes.
// Also Flutterwave in USD, and a provider failure showing the failure toast. A fresh member per test.
import { expect, test, type Locator, type Page } from "@playwright/test";

import {
  accountMenuButton,
  createUserAsSuperAdmin,
  newAccount,
  SignInPage,
  toast,
  type TestAccount,
} from "./helpers/accounts";
import { createPremiumPick, expectPremiumPick } from "./helpers/premium-pick";
import { FAKE_PAYMENTS_URL } from "./support/constants";

/**
 * A brand-new FREE member, signed in through the form. Created by the e2e super admin rather than through
 * /api/auth/register: registration allows 5 accounts per IP per hour, which the rest of the suite already uses.
 */
async function signInNewMember(page: Page, label: string): Promise<TestAccount> {
  const account = newAccount(label);
  await createUserAsSuperAdmin(page.request, account, "USER");
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(account.email, account.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  return account;
}

/**
 * What the member sees of the page: the main landmark. The subscription content streams in a Suspense
 * boundary; React 19.2 reveals streamed boundaries in batches (its `$RC` queues them for a few hundred ms),
 * and the browser renders the same content from the RSC payload meanwhile, so right after a load or reload
 * the DOM briefly holds that content twice: in <main>, and in the server's hidden segment
 * (<div hidden id="S:1">) at the end of <body> until the queued reveal removes it. A page-wide test id then
 * matches two elements (a strict-mode failure, seen after page.reload()); the member's view is <main>'s.
 */
const main = (page: Page): Locator => page.getByRole("main");
const paymentBanner = (page: Page): Locator => main(page).getByTestId("payment-banner");
const planCard = (page: Page, name: string): Locator => page.getByRole("group", { name: `${name} plan` });

async function openSubscriptionPage(page: Page) {
  await page.goto("/user/subscription");
  await expect(page.getByRole("heading", { level: 1, name: "Subscription" })).toBeVisible();
  await expect(main(page).getByTestId("current-plan")).toBeVisible();
}

/** Clicks Pay in the dialog; returns the new tab once it shows the fake provider's page. */
async function payInNewTab(page: Page, button: string, provider: "paystack" | "flutterwave"): Promise<Page> {
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("dialog").getByRole("button", { name: button }).click();
  const popup = await popupPromise;
  await popup.waitForURL(new RegExp(`/${provider}/pay/ec_[0-9a-f]{24}$`));
  await expect(page.getByRole("dialog")).toBeHidden();
  return popup;
}

test("a free member subscribes to Premium with Paystack in NGN, then cancels at period end and resumes", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // Made by the super admin in the test's own request context (the page's cookies stay the member's).
  const pick = await createPremiumPick(request, "subscriber");
  await signInNewMember(page, "subscriber");

  // FREE: the premium pick is withheld, its fields absent.
  await expectPremiumPick(page, pick, false);
  await openSubscriptionPage(page);

  // Plans from the database; the free plan is the current one.
  await expect(planCard(page, "Free").getByText("Current", { exact: true })).toBeVisible();
  await expect(planCard(page, "Free").getByRole("button", { name: "Current Plan" })).toBeDisabled();
  await expect(planCard(page, "Premium").getByText("Most Popular")).toBeVisible();
  await expect(planCard(page, "Premium")).toContainText("$19.99");
  await expect(planCard(page, "Premium")).toContainText("₦29,985");
  for (const name of ["Basic", "Enterprise", "VIP"]) await expect(planCard(page, name)).toBeVisible();

  // The dialog: Flutterwave in USD by default; Paystack switches to NGN only.
  await planCard(page, "Premium").getByRole("button", { name: "Subscribe" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Subscribe to Premium" })).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "Flutterwave" })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: "USD" })).toBeChecked();
  await dialog.getByRole("radio", { name: "Paystack" }).click();
  await expect(dialog.getByRole("radio", { name: "NGN" })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: "USD" })).toHaveCount(0);
  await expect(dialog.getByTestId("checkout-total")).toContainText("₦29,985");

  const popup = await payInNewTab(page, "Pay with Paystack", "paystack");
  await expect(main(page).getByTestId("pending-order")).toContainText("Waiting for your payment of ₦29,985");
  await expect(popup.getByTestId("amount")).toHaveText("NGN 29985.00");

  // Pay on the fake page (with its signed webhook): the tab returns to the app through the return route.
  await popup.getByRole("button", { name: "Pay" }).click();
  await popup.waitForURL(/\/user\/subscription\?payment=activated&reference=ec_/);
  await expect(paymentBanner(popup)).toContainText("Payment received");
  await expect(main(popup).getByTestId("current-plan")).toContainText("Your plan: Premium");
  await popup.close();

  // The first tab notices by itself.
  await expect(main(page).getByTestId("current-plan")).toContainText("Your plan: Premium");
  await expect(main(page).getByTestId("subscription-status")).toHaveText("Active");
  await expect(main(page).getByTestId("pending-order")).toHaveCount(0);
  await expect(toast(page, "Subscription activated")).toBeVisible();
  await expect(planCard(page, "Premium").getByRole("button", { name: "Current Plan" })).toBeDisabled();
  await expect(planCard(page, "Free").getByText("Current", { exact: true })).toHaveCount(0);

  // The header's tier badge follows the session.
  await accountMenuButton(page).click();
  await expect(page.getByRole("menu")).toContainText("PREMIUM");
  await page.keyboard.press("Escape");

  // PREMIUM: the pick withheld before is now there in full.
  await expectPremiumPick(page, pick, true);
  await openSubscriptionPage(page);

  // Manage Subscription: cancel at period end (confirmed), then resume.
  await expect(main(page).getByTestId("current-plan")).toContainText("Paid until");
  await page.getByRole("button", { name: "Manage Subscription" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel at period end" }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Cancel your Premium plan?" })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(toast(page, "Subscription cancelled")).toBeVisible();
  await expect(main(page).getByTestId("subscription-status")).toHaveText("Cancels at period end");
  await expect(main(page).getByTestId("current-plan")).toContainText("Ends on");

  await page.getByRole("button", { name: "Manage Subscription" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Resume subscription" }).click();
  await expect(toast(page, "Subscription resumed")).toBeVisible();
  await expect(main(page).getByTestId("subscription-status")).toHaveText("Active");

  // Stored: a reload reads the same from the server.
  await page.reload();
  await expect(main(page).getByTestId("current-plan")).toContainText("Your plan: Premium");
  await expect(main(page).getByTestId("subscription-status")).toHaveText("Active");
});

test("Flutterwave in USD activates Basic through the browser return alone", async ({ page }) => {
  await signInNewMember(page, "flutterwave");
  await openSubscriptionPage(page);

  await planCard(page, "Basic").getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("dialog").getByTestId("checkout-total")).toContainText("$9.99");
  const popup = await payInNewTab(page, "Pay with Flutterwave", "flutterwave");
  await expect(main(page).getByTestId("pending-order")).toContainText(
    "Waiting for your payment of $9.99 for Basic via Flutterwave",
  );

  // No webhook this time: the return route verifies with the provider and activates.
  await popup.getByLabel("Also post the signed webhook to the app").uncheck();
  await popup.getByRole("button", { name: "Pay" }).click();
  await popup.waitForURL(/\/user\/subscription\?payment=activated/);
  await popup.close();

  await expect(main(page).getByTestId("current-plan")).toContainText("Your plan: Basic");
  await expect(planCard(page, "Basic").getByRole("button", { name: "Current Plan" })).toBeDisabled();
  await accountMenuButton(page).click();
  await expect(page.getByRole("menu")).toContainText("BASIC");
});

test("a provider failure shows the failure toast, closes the blank tab and keeps the dialog open", async ({ page }) => {
  const account = await signInNewMember(page, "provider-error");
  // Test-only control of the fake: the next Paystack checkout for this payer answers 500.
  const control = await page.request.post(`${FAKE_PAYMENTS_URL}/__control/fail`, {
    data: { provider: "paystack", email: account.email, status: 500 },
  });
  expect(control.ok()).toBe(true);

  await openSubscriptionPage(page);
  await planCard(page, "Premium").getByRole("button", { name: "Subscribe" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("radio", { name: "Paystack" }).click();
  const popupPromise = page.waitForEvent("popup");
  await dialog.getByRole("button", { name: "Pay with Paystack" }).click();
  const popup = await popupPromise;
  await expect.poll(() => popup.isClosed()).toBe(true);

  await expect(toast(page, "Paystack error")).toBeVisible();
  await expect(toast(page, "Payment initiation failed")).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(main(page).getByTestId("pending-order")).toHaveCount(0);

  // A return with a failed payment shows a clear banner.
  await page.goto("/user/subscription?payment=failed");
  await expect(paymentBanner(page)).toContainText("Payment failed");
});
