// Browsing /tips, /leagues and /categories: the data is rendered by the server, and search and
// filters change what is listed in the browser. Tips are created through the admin API with a unique
// prefix, so the demo world's own predictions never change what these tests count.
import { expect, test, type Page } from "@playwright/test";

import { addDays, dayOf, dayRange } from "../../lib/time/days.rules";
import { SUPERADMIN, signInViaApi } from "./helpers/accounts";
import { E2E_BASE_URL } from "./support/constants";

/**
 * The /tips tests' browser zone. The free daily picks are counted on the viewer's days, so the tests place
 * their tips at the start of this zone's next day, where they are that day's first picks whatever the hour
 * the suite runs at (at 23:30 UTC, "within the hour after next" put them on a UTC day whose free picks demo
 * games had already taken, and the first tip showed "Locked"). Kathmandu's day starts at 18:15 UTC: no demo
 * league kicks off at a quarter past.
 */
const TIPS_ZONE = "Asia/Kathmandu";

async function chooseOption(page: Page, select: string, option: string) {
  await page.getByRole("combobox", { name: select }).selectOption({ label: option });
}

test.describe("/tips", () => {
  // One set of tips for the block: the tests run in order in one worker.
  test.describe.configure({ mode: "serial" });
  test.use({ timezoneId: TIPS_ZONE });
  const prefix = `Zephyr${Date.now().toString(36)}`;
  const FOOTBALL_TIPS = 22;

  test.beforeAll(async ({ request }) => {
    const token = await signInViaApi(request, SUPERADMIN.email, SUPERADMIN.password);
    const headers = { Origin: E2E_BASE_URL, Authorization: `Bearer ${token}` };
    const create = async (data: Record<string, unknown>) => {
      const response = await request.post("/api/predictions/manual", { headers, data });
      expect(response.status(), await response.text()).toBe(201);
    };
    // From one minute after the viewer's next midnight: inside the page's window (today and tomorrow, UTC) at
    // any hour, and the first picks of the viewer's day, so its free picks are the tests' own.
    const nextDayStart = dayRange(addDays(dayOf(new Date(), TIPS_ZONE), 1), TIPS_ZONE).start.getTime();
    const soon = (minutes: number) => new Date(nextDayStart + (1 + minutes) * 60_000).toISOString();
    for (let index = 0; index < FOOTBALL_TIPS; index += 1) {
      await create({
        sport: "football",
        league: "epl",
        homeTeam: `${prefix} United ${index}`,
        awayTeam: `${prefix} City ${index}`,
        matchDate: soon(index),
        market: "1x2",
        pick: `${prefix} United ${index}`,
        selection: "home",
        confidence: index % 2 === 0 ? 82 : 60,
        odds: 2.1,
      });
    }
    await create({
      sport: "basketball",
      league: "nba",
      homeTeam: `${prefix} Hoopers`,
      awayTeam: `${prefix} Dunkers`,
      matchDate: soon(30),
      market: "total",
      pick: "over 221.5",
      selection: "over",
      line: 221.5,
      confidence: 70,
      odds: 1.91,
    });
  });

  async function searchTips(page: Page, term: string) {
    await page.getByRole("searchbox", { name: "Search tips" }).fill(term);
  }

  test("lists the new tips 20 at a time, and Load More Tips shows the rest", async ({ page }) => {
    const cards = page.getByTestId("tip-card");
    // The admin API's writes expire the cached page; allow for a render already in flight.
    await expect(async () => {
      await page.goto("/tips");
      await searchTips(page, prefix);
      await expect(page.getByText(`Showing 20 of ${FOOTBALL_TIPS + 1} tips`)).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await expect(cards).toHaveCount(20);

    const first = cards.filter({ hasText: `${prefix} United 0 vs ${prefix} City 0 - 1x2` });
    await expect(first).toHaveCount(1);
    await expect(first.getByTestId("tip-confidence")).toHaveText("High · 82%");
    // A manual pick is tagged as the analyst's; the model tag is only where the model shaped the probability.
    await expect(first.getByRole("list", { name: "Tags" })).toContainText("Analyst");
    await expect(cards.filter({ hasText: `${prefix} United 1 vs` }).getByTestId("tip-confidence")).toHaveText(
      "Low · 60%",
    );

    await page.getByRole("button", { name: "Load More Tips" }).click();
    await expect(cards).toHaveCount(FOOTBALL_TIPS + 1);
    await expect(page.getByRole("button", { name: "Load More Tips" })).toHaveCount(0);
  });

  test("search, sport, league and category each change what is listed", async ({ page }) => {
    await page.goto("/tips");
    const cards = page.getByTestId("tip-card");
    await searchTips(page, `${prefix} Hoopers`);
    await expect(cards).toHaveCount(1);
    // Beyond the day's free picks a visitor's tip is locked (entitlements), so check the match, not the badge.
    await expect(cards.first()).toContainText(`${prefix} Hoopers`);

    await searchTips(page, prefix);
    await expect(cards).toHaveCount(20);

    await chooseOption(page, "Sport", "Basketball");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(`${prefix} Hoopers vs ${prefix} Dunkers - total`);
    // The league list narrows to the chosen sport.
    const leagueOptions = page.getByRole("combobox", { name: "League" }).locator("option");
    await expect(leagueOptions).toHaveCount(5);
    await expect(leagueOptions.filter({ hasText: "NBA" })).toHaveCount(1);
    await expect(leagueOptions.filter({ hasText: "Premier League" })).toHaveCount(0);

    await chooseOption(page, "Sport", "All sports");
    await chooseOption(page, "League", "Premier League");
    await expect(page.getByText(`Showing 20 of ${FOOTBALL_TIPS} tips`)).toBeVisible();

    await chooseOption(page, "League", "All leagues");
    await chooseOption(page, "Category", "Goals & Points");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(`${prefix} Hoopers`);
  });

  test("shows the empty state when nothing matches", async ({ page }) => {
    await page.goto("/tips");
    await searchTips(page, `${prefix}-nothing-like-this`);
    await expect(page.getByRole("heading", { name: "No Tips Available" })).toBeVisible();
    await expect(
      page.getByText("No tips found for the selected filters. Try adjusting your search criteria."),
    ).toBeVisible();
    await expect(page.getByTestId("tip-card")).toHaveCount(0);
  });
});

/** The leagues the public side lists: the catalogue's 20 and every other league with a published pick (the demo's NHL
 * and NFL). */
async function publicLeagues(page: Page): Promise<{ id: string; name: string }[]> {
  return (await (await page.request.get("/api/leagues")).json()).data;
}

test("/leagues: summary, search by name or country, sport badges and links to predictions", async ({ page }) => {
  const listed = await publicLeagues(page);
  expect(listed.length).toBeGreaterThan(20);
  await page.goto("/leagues");
  const cards = page.getByTestId("league-card");
  await expect(cards).toHaveCount(listed.length);
  await expect(page.getByRole("region", { name: "League summary" })).toContainText(`Total leagues${listed.length}`);

  // A league with published picks is listed and found, catalogue or not; one without says so.
  const search = page.getByRole("searchbox", { name: "Search leagues" });
  await search.fill("nhl");
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole("link", { name: "View NHL predictions" })).toBeVisible();
  await search.fill("wta");
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByTestId("no-picks")).toContainText("No picks yet");
  await search.fill("");

  await search.fill("japan");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("NPB");
  await search.fill("premier");
  await expect(cards).toHaveCount(1);
  await search.fill("");

  const sports = page.getByRole("group", { name: "Filter by sport" });
  await sports.getByRole("button", { name: "Basketball" }).click();
  await expect(sports.getByRole("button", { name: "Basketball" })).toHaveAttribute("aria-pressed", "true");
  await expect(cards).toHaveCount(4);
  await expect(page.getByText(`4 of ${listed.length} leagues`)).toBeVisible();

  await search.fill("zzz-no-league");
  await expect(page.getByRole("heading", { name: "No leagues found" })).toBeVisible();
  await search.fill("");
  await sports.getByRole("button", { name: "All sports" }).click();
  await expect(cards).toHaveCount(listed.length);

  await cards.filter({ hasText: "View NBA predictions" }).getByRole("link", { name: "View NBA predictions" }).click();
  await expect(page).toHaveURL(/\/predictions\?league=nba$/);
});

test("/categories: search across names, descriptions and markets, and links to predictions", async ({ page }) => {
  await page.goto("/categories");
  const cards = page.getByTestId("category-card");
  await expect(cards).toHaveCount(6);
  const summary = page.getByRole("region", { name: "Category summary" });
  await expect(summary).toContainText("Categories6");
  await expect(summary).toContainText("Markets23");

  const search = page.getByRole("searchbox", { name: "Search categories" });
  await search.fill("corners");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Specials");
  await search.fill("HT OVER");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Halftime");
  await search.fill("whistle");
  await expect(cards).toHaveCount(1);
  await search.fill("zzz-no-market");
  await expect(page.getByRole("heading", { name: "No categories found" })).toBeVisible();
  // The demo world publishes no specials: the card says so instead of linking to an empty list.
  await search.fill("corners");
  await expect(cards.first().getByTestId("no-picks")).toContainText("No picks yet");
  await expect(cards.first().getByRole("link", { name: /View .* predictions/ })).toHaveCount(0);
  await search.fill("double chance");

  await cards
    .first()
    .getByRole("link", { name: /View .* predictions/ })
    .click();
  await expect(page).toHaveURL(/\/predictions\?category=match-result$/);
});

test("without JavaScript, /tips, /leagues and /categories show their statistics and filters, not skeletons", async ({
  browser,
}) => {
  // Visible, not only present: a section streamed after the page's shell sits in a hidden <div> until a
  // script reveals it, and without JavaScript nothing does. (The card grids still arrive that way:
  // docs/decisions.md, "Browse pages without JavaScript".)
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();

  const listed = (await publicLeagues(page)).length;
  await page.goto("/leagues");
  await expect(page.getByRole("region", { name: "League summary" })).toContainText(`Total leagues${listed}`);
  await expect(page.getByRole("searchbox", { name: "Search leagues" })).toBeVisible();
  await expect(page.getByText(`${listed} of ${listed} leagues`)).toBeVisible();

  await page.goto("/categories");
  await expect(page.getByRole("region", { name: "Category summary" })).toContainText("Categories6");
  await expect(page.getByRole("searchbox", { name: "Search categories" })).toBeVisible();

  await page.goto("/tips");
  await expect(page.getByRole("searchbox", { name: "Search tips" })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+ tips?$/)).toBeVisible();
  await noScript.close();
});
