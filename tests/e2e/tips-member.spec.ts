// /tips for members: the page is one static HTML for everyone (the visitor's view, premium picks locked);
// a PREMIUM member's browser unlocks the picks their plan includes once their session is known. The card's
// day word is the kick-off's UTC day, so a pick kicking off tomorrow never reads "Today".
import { expect, test } from "@playwright/test";

import { createMemberAccount, newAccount, SignInPage } from "./helpers/accounts";
import { createPremiumPick, grantPlan } from "./helpers/premium-pick";

test("a PREMIUM member sees premium tips unlocked on /tips, where a visitor sees them locked", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const pick = await createPremiumPick(request, "tipsmember");
  // The admin API's write expires the cached page; wait until /tips lists the new pick.
  await expect.poll(async () => (await request.get("/tips")).text(), { timeout: 30_000 }).toContain(pick.homeTeam);
  const dayWord = pick.today ? "Today" : "Tomorrow";

  const openTip = async () => {
    await page.goto("/tips");
    await page.getByRole("searchbox", { name: "Search tips" }).fill(pick.homeTeam);
    const card = page.getByTestId("tip-card").filter({ hasText: pick.homeTeam });
    await expect(card).toHaveCount(1);
    return card;
  };

  // A visitor: locked, with the upgrade prompt, and the pick is nowhere on the page.
  const locked = await openTip();
  await expect(locked.getByRole("link", { name: "Upgrade" })).toBeVisible();
  await expect(locked).toContainText("Locked");
  await expect(locked).toContainText(`${dayWord} · `);
  await expect(page.locator("body")).not.toContainText(pick.secretPick);

  // A PREMIUM member, signed in through the form.
  const account = newAccount("tips-premium");
  await createMemberAccount(account);
  await grantPlan(request, account.email, "PREMIUM");
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(account.email, account.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);

  const unlocked = await openTip();
  await expect(unlocked).toContainText(pick.secretPick);
  await expect(unlocked).toContainText(pick.americanOdds);
  await expect(unlocked.getByTestId("tip-confidence")).toContainText("71%");
  await expect(unlocked.getByRole("link", { name: "Upgrade" })).toHaveCount(0);
  await expect(unlocked).not.toContainText("Locked");
  await expect(unlocked).toContainText(`${dayWord} · `);
});
