// Responsible play from the member's side: a 24 h time-out set on the Safer play tab silences alerts (an admin
// publishes a pick matching the member's rule; a control member without a time-out gets it in the bell, the paused
// member's bell and list stay empty), the dashboard says so plainly, and a reality check reminds a member of their
// session length on a fake clock, offering a break or to carry on. Help links are in every page's footer.
import { expect, test, type Browser } from "@playwright/test";

import { createMemberAccount, newAccount } from "./helpers/accounts";
import { createManualPrediction } from "./helpers/manual-prediction";
import { apiFromPage, bell, firstOfAFreeDay, signInAs } from "./helpers/member-session";

/** A signed-in member in a browser context of their own, with an in-app rule for every Premier League value pick. */
async function memberWithRule(browser: Browser, label: string) {
  const account = newAccount(label);
  await createMemberAccount(account);
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, account);
  const rule = await apiFromPage(page, "POST", "/api/user/alert-rules", {
    name: "Premier League value",
    leagues: ["epl"],
    channels: ["in_app"],
  });
  expect(rule.status).toBe(201);
  return page;
}

test("a 24 h time-out stops alerts: the control member gets the pick, the paused member does not", async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const paused = await memberWithRule(browser, "play-paused");
  const control = await memberWithRule(browser, "play-control");

  // The paused member takes a 24 h time-out on the Safer play tab.
  await paused.goto("/user/settings?tab=safer-play");
  const panel = paused.getByTestId("safer-play-panel");
  await expect(panel.getByTestId("pause-status")).toHaveText("No time-out or self-exclusion is running.");
  await panel.getByLabel("Time-out length").selectOption({ label: "24 hours" });
  await panel.getByRole("button", { name: "Start time-out" }).click();
  await expect(panel.getByTestId("pause-status")).toContainText(/^Time-out until .+, in your time zone\.$/);
  await expect(panel.getByRole("button", { name: "Extend time-out" })).toBeVisible();
  // It cannot be ended early: the API says until when it runs.
  const lifted = await apiFromPage(paused, "DELETE", "/api/user/play-limits/pause");
  expect(lifted.status).toBe(409);
  expect(lifted.body.error).toMatch(/Your time-out runs until .+ UTC/);

  await paused.goto("/user/dashboard");
  await expect(paused.getByTestId("pause-notice")).toContainText("You are on a time-out until");

  const suffix = Date.now().toString(36);
  await createManualPrediction(request, {
    homeTeam: `Play Home ${suffix}`,
    awayTeam: `Play Away ${suffix}`,
    matchDate: firstOfAFreeDay(70),
    market: "1x2",
    pick: `Play Home ${suffix}`,
    confidence: 62,
    odds: 2.1,
  });

  // The control member's bell counts it without a reload.
  await expect(bell(control)).toHaveAccessibleName(/Notifications, [1-9]\d* unread/, { timeout: 40_000 });
  await control.goto("/user/notifications");
  await expect(control.getByRole("list", { name: "Notifications" })).toContainText(`Play Home ${suffix}`);

  // The paused member's list never gets it. Checked by this pick's teams, not by an empty bell: other specs publish
  // Premier League picks in parallel, and one may reach both members before the time-out starts.
  await paused.goto("/user/notifications");
  const loaded = paused.getByRole("list", { name: "Notifications" }).or(paused.getByText("No notifications yet."));
  await expect(loaded.first()).toBeVisible();
  await expect(paused.getByText(`Play Home ${suffix}`)).toHaveCount(0);
});

test("a reality check shows after the chosen session length; continue, then take a break", async ({ page }) => {
  const member = newAccount("play-reality");
  await createMemberAccount(member);
  await signInAs(page, member);
  expect(
    (await apiFromPage(page, "PUT", "/api/user/play-limits", { weeklyBudget: null, realityCheckMinutes: 30 })).status,
  ).toBe(200);

  // The session's clock from here on is the test's: 30 minutes pass in an instant.
  await page.clock.install();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto("/user/dashboard");
  const reminder = page.getByTestId("reality-check");
  await expect(page.getByTestId("welcome-line")).toBeVisible();
  await expect(reminder).toBeHidden();

  await page.clock.fastForward("30:00");
  await expect(reminder).toBeVisible();
  await expect(reminder).toContainText("You have been on EdgeCast for 30 minutes");
  await reminder.getByRole("button", { name: "Continue" }).click();
  await expect(reminder).toBeHidden();

  // Counting carries over to the next page (the session's start is kept for the tab).
  await page.goto("/user/alerts");
  await page.clock.fastForward("30:00");
  await expect(reminder).toContainText("You have been on EdgeCast for 60 minutes");
  await reminder.getByRole("link", { name: "Take a break" }).click();
  await expect(page).toHaveURL(/\/user\/settings\?tab=safer-play/);
  await expect(page.getByRole("tab", { name: "Safer play" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Time-out length")).toBeVisible();
});

test("help links are in the footer of a public page, and /safer-play explains the tools", async ({ page }) => {
  await page.goto("/predictions");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "GamStop" })).toHaveAttribute("href", "https://www.gamstop.co.uk");
  await expect(footer).toContainText("0808 8020 133");
  await footer.getByRole("link", { name: "Gambling help and safer play:" }).click();
  await expect(page).toHaveURL(/\/safer-play$/);
  await expect(page.getByRole("heading", { level: 1, name: "Safer play" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Self-exclusion" })).toBeVisible();
});
