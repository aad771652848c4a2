// Invite friends, end to end: a member copies their link from the earnings centre; a friend in a browser of their own
// opens it, sees the invitation on the sign-up form, signs up, confirms through the e-mail the mail sink received, and
// both earnings ledgers show the days (the referrer's +3, the friend's +1 welcome bonus).
//
// Two browser contexts on one machine share 127.0.0.1, which the same-network rule would refuse. The e2e server runs
// behind one trusted proxy hop (TRUSTED_PROXY_HOPS=1 in playwright.config.ts), as a deployment behind a reverse proxy
// does, so each context's X-Forwarded-For names its own client address exactly as a proxy would; the rule itself is
// unchanged.
import { expect, test, type Browser, type Page } from "@playwright/test";

import {
  confirmationLinkFor,
  createMemberAccount,
  newAccount,
  SignInPage,
  SignUpPage,
  SUPERADMIN,
  toast,
} from "./helpers/accounts";
import { signInAs } from "./helpers/member-session";
import { CONSENT_DECIDED_STATE } from "./support/consent-state";
import { E2E_BASE_URL } from "./support/constants";

/** A browser of its own, seen from a network address of its own (198.51.100.0/24 is a documentation range). */
function browserAt(browser: Browser, lastOctet: number, permissions: string[] = []) {
  return browser.newContext({
    baseURL: E2E_BASE_URL,
    storageState: CONSENT_DECIDED_STATE,
    timezoneId: "UTC",
    permissions,
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${lastOctet}` },
  });
}

/** An admin takes a credited invitation's unused days back from the referral ledger. */
async function reverseAsAdmin(page: Page, friendEmail: string) {
  const signIn = new SignInPage(page, "/admin/login");
  await signIn.goto();
  await signIn.signIn(SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole("link", { name: "Referral Ledger" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Referral Ledger" })).toBeVisible();
  await page.getByLabel("Status").selectOption("CREDITED");
  const row = page
    .getByRole("table", { name: "Referral ledger" })
    .getByRole("row")
    .filter({ hasText: friendEmail.toLowerCase() });
  await expect(row).toContainText("3 / 1");
  await row.getByRole("button", { name: "Reverse" }).click();
  const dialog = page.getByRole("dialog", { name: "Reverse this referral" });
  await dialog.getByLabel("Reason").fill("Checked by the e2e suite");
  await dialog.getByRole("button", { name: "Reverse", exact: true }).click();
  // Both periods started moments ago: the day in progress stays with each member.
  await expect(toast(page, "Referral reversed: 2 day(s) taken from the referrer, 0 from the friend")).toBeVisible();
}

const JOURNEY =
  "a friend signs up through a member's link, confirms, both ledgers show the days, and an admin reverses it";

test(JOURNEY, async ({ browser, page: adminPage }) => {
  const octet = 10 + Math.floor(Math.random() * 200);
  const referrer = newAccount("referrer");
  await createMemberAccount(referrer);
  const referrerContext = await browserAt(browser, octet, ["clipboard-read", "clipboard-write"]);
  const friendContext = await browserAt(browser, octet + 1);
  try {
    const page = await referrerContext.newPage();
    await signInAs(page, referrer);
    await page.goto("/user/earnings");
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/r\/[A-Z2-9]{8}$/);
    await expect(page.getByLabel("Your invitation link")).toHaveValue(link);

    const friend = newAccount("friend");
    const friendPage = await friendContext.newPage();
    await friendPage.goto(link);
    await expect(friendPage).toHaveURL(/\/auth\/signup\?ref=[A-Z2-9]{8}$/);
    await expect(friendPage.getByText("You were invited")).toBeVisible();
    await expect(friendPage.getByText("You get 1 extra Premium day when you confirm your address.")).toBeVisible();
    const signUp = new SignUpPage(friendPage);
    await signUp.fill(friend);
    await signUp.submit.click();
    await expect(friendPage.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();

    await friendPage.goto(await confirmationLinkFor(friend.email));
    await friendPage.getByRole("button", { name: "Confirm My Address" }).click();
    await expect(friendPage).toHaveURL(/\/user\/dashboard$/);

    await friendPage.goto("/user/earnings");
    const friendLedger = friendPage.getByRole("table", { name: "Ledger of earned days" });
    await expect(friendLedger.getByRole("row").filter({ hasText: "Welcome bonus" })).toContainText("+1");

    await page.reload();
    const ledger = page.getByRole("table", { name: "Ledger of earned days" });
    await expect(ledger.getByRole("row").filter({ hasText: "Friend confirmed" })).toContainText("+3");
    const invitations = page.getByRole("table", { name: "Your invitations" });
    await expect(invitations).toContainText("e•••@example.com");
    await expect(invitations).toContainText("Credited");
    await expect(invitations).not.toContainText(friend.email);

    await reverseAsAdmin(adminPage, friend.email);
    await page.reload();
    await expect(ledger.getByRole("row").filter({ hasText: "Taken back" })).toContainText("-2");
    await expect(invitations).toContainText("Reversed");
  } finally {
    await referrerContext.close();
    await friendContext.close();
  }
});

test("an invitation link with an unknown code leads to the plain sign-up form", async ({ page }) => {
  await page.goto("/r/ZZZZZZZZ");
  await expect(page).toHaveURL(/\/auth\/signup\?invite=invalid$/);
  await expect(page.getByText("This invitation link is not valid")).toBeVisible();
});
