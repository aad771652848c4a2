// The member area of issue #5: a member follows settled picks of the demo world and the dashboard shows
// the right streak and profit; a favourite league is added and removed on /user/favorites; the filters
// of /user/predictions change what is listed. A freshly registered member per test.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { newAccount, registerViaApi, SignInPage, toast } from "./helpers/accounts";
import { E2E_BASE_URL } from "./support/constants";

interface PublicPrediction {
  id: string;
  league: string;
  homeTeam: string;
  awayTeam: string;
  matchDate: string;
  status: "PENDING" | "WIN" | "LOSS" | "VOID";
  odds: number;
}

/** Registers a new member and signs in through the form; returns the browser's bearer token. */
async function signInNewMember(page: Page): Promise<string> {
  const account = newAccount("member-area");
  await registerViaApi(page.request, account);
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(account.email, account.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  const token = await page.evaluate(() => localStorage.getItem("auth_token"));
  expect(token).toBeTruthy();
  return token!;
}

/** Settled picks of the demo world, newest match first. */
async function settled(request: APIRequestContext, status: "WIN" | "LOSS"): Promise<PublicPrediction[]> {
  const response = await request.get(`/api/predictions?status=${status}&sort=recent&limit=50`);
  expect(response.ok()).toBe(true);
  const body = await response.json();
  const predictions = body.data.predictions as PublicPrediction[];
  expect(predictions.length, `the demo world has ${status} predictions`).toBeGreaterThan(0);
  return predictions;
}

async function follow(request: APIRequestContext, token: string, predictionId: string) {
  const response = await request.post("/api/user/tracked-predictions", {
    headers: { Authorization: `Bearer ${token}`, Origin: E2E_BASE_URL },
    data: { predictionId },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const utcDay = (iso: string) => iso.slice(0, 10);
const units = (value: number) => `${value > 0 ? "+" : value < 0 ? "-" : ""}${Math.abs(value).toFixed(2)} u`;

test("the dashboard computes streak and profit from the picks a member follows", async ({ page }) => {
  const token = await signInNewMember(page);
  await expect(page.getByText("You are not following any predictions yet.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Upgrade to Pro" })).toBeVisible();

  const wins = await settled(page.request, "WIN");
  const losses = await settled(page.request, "LOSS");
  // One loss, two wins after it and one before it (by match date) when the data allows.
  const loss = losses[Math.min(1, losses.length - 1)]!;
  const lossTime = Date.parse(loss.matchDate);
  const newer = wins.filter((pick) => Date.parse(pick.matchDate) > lossTime).slice(-2);
  const older = wins.filter((pick) => Date.parse(pick.matchDate) < lossTime).slice(0, 1);
  const chosen = [...newer, loss, ...older];
  for (const pick of chosen) await follow(page.request, token, pick.id);

  // Expected figures from the spec's formulas: streak = wins newer than the newest loss; profit per pick.
  const expectedStreak = newer.length;
  const profit = chosen.reduce((sum, pick) => sum + (pick.status === "LOSS" ? -1 : pick.odds > 0 ? pick.odds / 100 : 100 / Math.abs(pick.odds)), 0);
  const wonCount = newer.length + older.length;

  await page.getByRole("button", { name: "Refresh" }).click();
  const stat = (label: string) => page.getByRole("group", { name: label }).getByTestId("stat-value");
  await expect(stat("Total Predictions")).toHaveText(String(chosen.length));
  await expect(stat("Win Streak")).toHaveText(String(expectedStreak));
  await expect(stat("Total Profit")).toHaveText(units(Math.round(profit * 100) / 100));
  await expect(stat("Win Rate")).toHaveText(`${Math.round((wonCount / chosen.length) * 1000) / 10}%`);
  await expect(page.getByRole("list", { name: "Recent predictions" }).getByRole("listitem")).toHaveCount(chosen.length);

  // The server renders the same figures on a fresh load.
  await page.reload();
  await expect(stat("Win Streak")).toHaveText(String(expectedStreak));
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
  const wins = await settled(page.request, "WIN");
  const losses = await settled(page.request, "LOSS");
  // A win and a loss on different days, in different leagues when the demo world allows.
  const win = wins[0]!;
  const loss = losses.find((pick) => utcDay(pick.matchDate) !== utcDay(win.matchDate) && pick.league !== win.league)
    ?? losses.find((pick) => utcDay(pick.matchDate) !== utcDay(win.matchDate))!;
  expect(loss, "a loss on another day than the win").toBeTruthy();
  await follow(page.request, token, win.id);
  await follow(page.request, token, loss.id);

  await page.goto("/user/predictions");
  const rows = page.getByRole("list", { name: "Followed predictions" }).getByTestId("tracked-pick");
  await expect(rows).toHaveCount(2);

  // Status.
  const filters = page.getByRole("form", { name: "Filter your predictions" });
  await filters.getByLabel("Status").selectOption("WIN");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/status=WIN/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${win.homeTeam} vs ${win.awayTeam}`);
  await expect(rows.first()).toContainText("Win");

  // Date range: the loss's day only.
  await page.goto("/user/predictions");
  await expect(rows).toHaveCount(2);
  await filters.getByLabel("From").fill(utcDay(loss.matchDate));
  await filters.getByLabel("To").fill(utcDay(loss.matchDate));
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/from=/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${loss.homeTeam} vs ${loss.awayTeam}`);

  // League (when the two are in different leagues), else a status with no match.
  await page.goto("/user/predictions");
  if (loss.league !== win.league) {
    await filters.getByLabel("League").selectOption(win.league);
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`league=${win.league}`));
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${win.homeTeam} vs ${win.awayTeam}`);
  }
  await filters.getByLabel("Status").selectOption("VOID");
  await filters.getByLabel("League").selectOption("all");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("No followed predictions match these filters.")).toBeVisible();
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(rows).toHaveCount(2);
});
