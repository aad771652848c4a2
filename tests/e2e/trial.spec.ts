// The 7-day Premium trial without a card: a confirmed FREE member sees a premium pick withheld, starts the trial on
// /user/subscription, sees "Trial — 7 days left" on the page, the dashboard and the header, and the same premium
// pick in full. A second start is refused, naming the rule. A fresh member (and browser) per test.
import { expect, test, type Locator, type Page } from "@playwright/test";

import { createUserAsSuperAdmin, newAccount, SignInPage } from "./helpers/accounts";
import { apiFromPage } from "./helpers/member-session";
import { createPremiumPick, expectPremiumPick } from "./helpers/premium-pick";

/** The member's view of a streamed page is <main> (the server's hidden copy may hold the same test ids briefly). */
const main = (page: Page): Locator => page.getByRole("main");

test("a confirmed Free member starts the trial and the premium pick unlocks at once", async ({ page, request }) => {
  test.setTimeout(120_000);
  const pick = await createPremiumPick(request, "trial");
  const account = newAccount("trial");
  await createUserAsSuperAdmin(page.request, account, "USER");
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(account.email, account.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  await expectPremiumPick(page, pick, false);

  await page.goto("/user/subscription");
  const offer = main(page).getByTestId("trial-card");
  await expect(offer).toContainText("Start your 7-day free trial — no card");
  await offer.getByTestId("trial-start").click();

  // The page reloads to show the trial on the plan card; the offer is gone.
  await expect(main(page).getByTestId("subscription-status")).toHaveText("Trial — 7 days left", { timeout: 20_000 });
  await expect(main(page).getByTestId("current-plan")).toContainText("Your plan: Premium");
  await expect(main(page).getByTestId("trial-card")).toHaveCount(0);
  await expect(page.getByRole("banner").getByTestId("trial-badge")).toHaveText("Trial — 7 days left");
  // Premium may still be bought during the trial (it starts when the trial ends): its card offers it.
  await expect(
    main(page).getByRole("group", { name: "Premium plan" }).getByRole("button", { name: "Subscribe" }),
  ).toBeEnabled();

  await expectPremiumPick(page, pick, true);

  await page.goto("/user/dashboard");
  await expect(main(page).getByTestId("trial-badge")).toHaveText("Trial — 7 days left");

  // One trial per account: a second start says so and changes nothing.
  const again = await apiFromPage(page, "POST", "/api/user/trial");
  expect(again.status).toBe(409);
  expect(again.body).toMatchObject({ success: false, error: "You have already had your free trial." });
});
