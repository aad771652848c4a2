// The member area: a member follows picks settled on finished demo matches and the dashboard shows
// the right streak and profit; a favourite league is added and removed on /user/favorites; the filters
// of /user/predictions change what is listed. A freshly registered member per test.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { createMemberAccount, newAccount, SignInPage, toast } from "./helpers/accounts";
import { createSettledPicks } from "./helpers/settled-picks";
import { E2E_BASE_URL } from "./support/constants";

/** Registers a new member and signs in through the form; returns the browser's bearer token. */
async function signInNewMember(page: Page): Promise<string> {
  const account = newAccount("member-area");
  await createMemberAccount(account);
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(account.email, account.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  const token = await page.evaluate(() => localStorage.getItem("auth_token"));
  expect(token).toBeTruthy();
  return token!;
}

async function follow(request: APIRequestContext, token: string, predictionId: string) {
  const response = await request.post("/api/user/tracked-predictions", {
    headers: { Authorization: `Bearer ${token}`, Origin: E2E_BASE_URL },
    data: { predictionId },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const utcDay = (iso: string) => iso.slice(0, 10);

test("the dashboard computes streak and profit from the picks a member follows", async ({ page }) => {
  const token = await signInNewMember(page);
  await expect(page.locator("#main").getByText("You are not following any predictions yet.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Upgrade to Premium" })).toBeVisible();

  // Newest first: WIN +150, WIN -200, LOSS, WIN +100 → streak 2, profit 1.5 + 0.5 - 1 + 1 = +2.00 u, 3 of 4.
  const picks = await createSettledPicks([
    { sport: "basketball", outcome: "WIN", decimalOdds: 2.5 },
    { sport: "basketball", outcome: "WIN", decimalOdds: 1.5 },
    { sport: "basketball", outcome: "LOSS", decimalOdds: 1.8 },
    { sport: "basketball", outcome: "WIN", decimalOdds: 2 },
  ]);
  expect(picks.map((pick) => pick.odds)).toEqual([150, -200, -125, 100]);
  for (const pick of picks) await follow(page.request, token, pick.id);

  await page.getByRole("button", { name: "Refresh" }).click();
  const stat = (label: string) => page.getByRole("group", { name: label }).getByTestId("stat-value");
  await expect(stat("Total Predictions")).toHaveText("4");
  await expect(stat("Win Streak")).toHaveText("2");
  await expect(stat("Total Profit")).toHaveText("+2.00 u");
  await expect(stat("Win Rate")).toHaveText("75%");
  await expect(page.getByRole("list", { name: "Recent predictions" }).getByRole("listitem")).toHaveCount(4);

  // The server renders the same figures on a fresh load.
  await page.reload();
  await expect(stat("Win Streak")).toHaveText("2");
  await expect(stat("Total Profit")).toHaveText("+2.00 u");
  await expect(page.getByTestId("welcome-line")).toContainText("Welcome back, Ada Tester");
  await expect(page.getByTestId("welcome-line")).toContainText("FREE");
});

test("a favourite league is added and removed on /user/favorites", async ({ page }) => {
  await signInNewMember(page);
  await page.goto("/user/favorites");
  await expect(page.getByRole("heading", { level: 1, name: "My Favorites" })).toBeVisible();
  await expect(page.getByText("No favourite predictions yet.")).toBeVisible();

  await page.getByRole("tab", { name: "Leagues" }).click();
  await expect(page.getByText("No favourite leagues yet.")).toBeVisible();
  await page.getByLabel("Add a league").selectOption({ label: "Premier League" });
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(toast(page, "Premier League added to your favourites")).toBeVisible();
  const list = page.getByRole("list", { name: "Favourite leagues" });
  await expect(list.getByText("Premier League")).toBeVisible();

  // Stored: it is still there after a reload.
  await page.reload();
  await page.getByRole("tab", { name: "Leagues" }).click();
  const heart = page.getByRole("button", { name: "Favourite Premier League" });
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  await heart.click();
  await expect(toast(page, "Premier League removed from your favourites")).toBeVisible();
  await expect(page.getByText("No favourite leagues yet.")).toBeVisible();
  await page.reload();
  await page.getByRole("tab", { name: "Leagues" }).click();
  await expect(page.getByText("No favourite leagues yet.")).toBeVisible();
});

test("the filters of /user/predictions change what is listed", async ({ page }) => {
  const token = await signInNewMember(page);
  // A win and a loss in different leagues, on different days.
  const [win, loss] = await createSettledPicks(
    [
      { sport: "basketball", outcome: "WIN", decimalOdds: 2.1 },
      { sport: "baseball", outcome: "LOSS", decimalOdds: 1.9 },
    ],
    { distinctDays: true },
  );
  await follow(page.request, token, win!.id);
  await follow(page.request, token, loss!.id);

  await page.goto("/user/predictions");
  const rows = page.getByRole("list", { name: "Followed predictions" }).getByTestId("tracked-pick");
  await expect(rows).toHaveCount(2);

  // Status.
  const filters = page.getByRole("form", { name: "Filter your predictions" });
  await filters.getByLabel("Status").selectOption("WIN");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/status=WIN/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${win!.homeTeam} vs ${win!.awayTeam}`);
  await expect(rows.first()).toContainText("Win");

  // Date range: the loss's day only.
  await page.goto("/user/predictions");
  await expect(rows).toHaveCount(2);
  await filters.getByLabel("From").fill(utcDay(loss!.matchDate));
  await filters.getByLabel("To").fill(utcDay(loss!.matchDate));
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/from=/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${loss!.homeTeam} vs ${loss!.awayTeam}`);

  // League.
  await page.goto("/user/predictions");
  await filters.getByLabel("League").selectOption(win!.league);
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`league=${win!.league}`));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${win!.homeTeam} vs ${win!.awayTeam}`);

  // A status nothing matches, then Clear.
  await filters.getByLabel("Status").selectOption("VOID");
  await filters.getByLabel("League").selectOption("all");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("No followed predictions match these filters.")).toBeVisible();
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(rows).toHaveCount(2);
});

test("the earnings center shows the invitation link, the honest ads tab and the rules", async ({ page }) => {
  await signInNewMember(page);
  await page.goto("/user/earnings");
  await expect(page.getByRole("heading", { level: 1, name: "Earnings Center" })).toBeVisible();
  await expect(page.getByLabel("Your invitation link")).toHaveValue(/\/r\/[A-Z2-9]{8}$/);
  const rules = page.getByRole("list", { name: "Earning rules" });
  await expect(rules).toContainText("3 days of Premium for each friend who signs up with your link");
  await expect(rules).toContainText("Your friend gets a welcome bonus of 1 day when they confirm.");
  await expect(rules).toContainText("At most 5 days earned per day (your own time zone).");
  await expect(rules).toContainText("At most 30 days earned per calendar month.");
  await page.getByRole("tab", { name: "Watch Ads" }).click();
  await expect(page.getByText("No ads are offered.", { exact: false })).toBeVisible();
  await expect(page.getByText("temporarily disabled for maintenance", { exact: false })).toHaveCount(0);

  // A browser whose session has ended (token gone) gets the fixed sign-in message instead.
  await page.evaluate(() => localStorage.removeItem("auth_token"));
  await page.reload();
  await expect(page.getByText("Please log in to access the earnings center.")).toBeVisible();
});
