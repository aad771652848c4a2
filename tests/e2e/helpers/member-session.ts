// A member's browser session in the e2e specs: sign in, call the API from the signed-in page, find the bell, and a
// kick-off time on which a FREE member may be alerted.
import { expect, type Page } from "@playwright/test";

import { SignInPage, type TestAccount } from "./accounts";

const HOUR = 3_600_000;

/**
 * Just after midnight UTC, `days` ahead: the first pick of a day the demo world has no picks on, so it is inside a
 * FREE member's daily allowance (the first five picks of their day) and may be alerted to them.
 */
export function firstOfAFreeDay(days: number) {
  const day = new Date(Date.now() + days * 24 * HOUR);
  day.setUTCHours(0, 5 + Math.floor(Math.random() * 50), 0, 0);
  return day;
}

export async function signInAs(page: Page, account: TestAccount) {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(account.email, account.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
}

/** A same-origin API call from the signed-in page (the session cookie and the bearer token both go with it). */
export async function apiFromPage(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem("auth_token");
      const response = await fetch(path, {
        method,
        headers: {
          "content-type": "application/json",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { method, path, body },
  );
}

/** The header's notification bell. */
export const bell = (page: Page) => page.getByRole("banner").getByTestId("notification-bell");
