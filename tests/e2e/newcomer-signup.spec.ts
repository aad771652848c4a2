// A newcomer on the README's quick start: a production server with no SMTP_URL on the embedded database. They
// sign up in the browser, find the confirmation e-mail printed in the server's output, open its link, confirm,
// and land on their dashboard signed in. The suite's own app delivers mail to a sink, so this runs against a
// server of its own (tests/e2e/support/isolated-server.ts).
import { expect, test, type Page } from "@playwright/test";

import { accountMenuButton, newAccount, SignInPage, SignUpPage, type TestAccount } from "./helpers/accounts";
import { startIsolatedServer, type IsolatedServer } from "./support/isolated-server";

let server: IsolatedServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(6 * 60_000);
  server = await startIsolatedServer({});
});

test.afterAll(async () => {
  await server?.stop();
});

/** The confirmation link of the e-mail the server printed for `email`: the block names its recipient, then the link. */
async function linkFromOutput(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const at = server.output.lastIndexOf(`To: ${email}`);
        link =
          at < 0
            ? undefined
            : server.output
                .slice(at, at + 30)
                .find((line) => /\/auth\/verify-email\?token=[A-Za-z0-9_-]+$/.test(line.trim()))
                ?.trim();
        return link;
      },
      { message: `a confirmation e-mail to ${email} in the server's output`, timeout: 30_000 },
    )
    .toBeTruthy();
  return link!;
}

/** Signs up at the isolated server's /auth/signup as a newcomer would; resolves on "Check your e-mail". */
async function signUpThere(page: Page, account: TestAccount) {
  const signUp = new SignUpPage(page);
  await page.goto(`${server.baseUrl}/auth/signup`);
  await signUp.fill(account);
  await signUp.submit.click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
}

test("signs up with no mail server, follows the link printed in the log and lands signed in on the dashboard", async ({
  page,
}) => {
  // The start said where e-mail goes.
  expect(server.output.some((line) => line.startsWith("E-mail: SMTP_URL is not set"))).toBe(true);

  const account = newAccount("newcomer");
  const email = account.email.toLowerCase();
  await signUpThere(page, account);

  const link = await linkFromOutput(email);
  expect(link.startsWith(`${server.baseUrl}/auth/verify-email?token=`)).toBe(true);
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm My Address" }).click();
  await expect(page).toHaveURL(`${server.baseUrl}/user/dashboard`);
  await expect(accountMenuButton(page)).toHaveAccessibleName(`Account menu for ${account.fullName}`);
});

test("an unconfirmed newcomer who signs in is told to confirm, and the fresh link in the log signs them in", async ({
  page,
}) => {
  const account = newAccount("newcomer-late");
  const email = account.email.toLowerCase();
  await signUpThere(page, account);
  const first = await linkFromOutput(email);

  const signIn = new SignInPage(page);
  await page.goto(`${server.baseUrl}/auth/login`);
  await signIn.signIn(account.email, account.password);
  await expect(signIn.form.getByRole("status").filter({ hasText: "Confirm your e-mail address" })).toBeVisible();

  const fresh = await linkFromOutput(email);
  expect(fresh).not.toBe(first);
  await page.goto(fresh);
  await page.getByRole("button", { name: "Confirm My Address" }).click();
  await expect(page).toHaveURL(`${server.baseUrl}/user/dashboard`);
});
