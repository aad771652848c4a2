// A new visitor on a fresh demo database: /predictions opens on a window with picks and says which,
// the date tabs carry their counts, /leagues links land on the league's picks, pages beyond the first 12
// live in the URL, every sport (American football and hockey included) is in the selector, and the
// home page's pick cards name their window and never read 0 while the week has picks. Expected figures
// come from the API that computes them, so the tests hold whatever the demo calendar publishes.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

type Window = "today" | "tomorrow" | "week" | "weekend";
type Windows = { counts: Record<Window, number>; defaultWindow: Window };

const TAB_LABEL: Record<Window, string> = {
  today: "Today",
  tomorrow: "Tomorrow",
  week: "This Week",
  weekend: "Weekend",
};
const NOTICE: Partial<Record<Window, string>> = {
  tomorrow: "No picks today — showing Tomorrow",
  week: "No picks today or tomorrow — showing This Week",
};

const cards = (page: Page) => page.getByTestId("prediction-card");
const pager = (page: Page) => page.getByRole("navigation", { name: "Pages of predictions" });
const pressedTab = (page: Page) => page.getByRole("group", { name: "Date" }).getByRole("button", { pressed: true });

async function windowsFor(request: APIRequestContext, query = ""): Promise<Windows> {
  const response = await request.get(`/api/predictions/windows${query}`);
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.success).toBe(true);
  return body.data;
}

/** Opens a filtered URL and waits for the browser's own load of the list. */
async function gotoFiltered(page: Page, url: string) {
  const loaded = page.waitForResponse((response) => response.url().includes("/api/predictions?"));
  await page.goto(url);
  await loaded;
}

async function cardLinks(page: Page): Promise<string[]> {
  return cards(page)
    .locator("a[href^='/predictions/']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

test("a fresh database opens /predictions on a window with picks, says so, and shows each tab's count", async ({
  page,
  request,
  browser,
}) => {
  const windows = await windowsFor(request);
  expect(windows.counts.week, "the demo world publishes picks this week").toBeGreaterThan(0);
  const opened = windows.defaultWindow;
  expect(windows.counts[opened]).toBeGreaterThan(0);

  // The server-rendered first paint already lists them (no script at all).
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const staticPage = await noScript.newPage();
  await staticPage.goto("/predictions");
  await expect(cards(staticPage).first()).toBeVisible();
  await expect(pressedTab(staticPage)).toContainText(TAB_LABEL[opened]);
  await noScript.close();

  await page.goto("/predictions");
  await expect(page.locator("[data-live='ready']")).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await expect(pressedTab(page)).toContainText(TAB_LABEL[opened]);
  await expect(page).toHaveURL(/\/predictions$/);
  for (const window of ["today", "tomorrow", "week", "weekend"] as const) {
    await expect(page.getByTestId(`date-count-${window}`)).toHaveText(String(windows.counts[window]));
  }
  const notice = NOTICE[opened];
  if (notice) await expect(page.getByTestId("default-day-notice")).toHaveText(notice);
  else await expect(page.getByTestId("default-day-notice")).toHaveCount(0);
  await expect(page.getByText("No live predictions available from API.")).toHaveCount(0);

  // A day named in the URL still wins, even an empty one.
  await gotoFiltered(page, "/predictions?date=today");
  await expect(pressedTab(page)).toContainText("Today");
  await expect(page.getByTestId("default-day-notice")).toHaveCount(0);
  if (windows.counts.today === 0) await expect(page.getByText("No live predictions available from API.")).toBeVisible();
  else await expect(cards(page).first()).toBeVisible();
});

test("/leagues → NBA lands on a window with NBA picks", async ({ page, request }) => {
  const nba = await windowsFor(request, "?league=nba");
  expect(nba.counts.week, "the demo world publishes NBA picks this week").toBeGreaterThan(0);

  await page.goto("/leagues");
  const loaded = page.waitForResponse(
    (response) => response.url().includes("/api/predictions?") && response.url().includes("league=nba"),
  );
  await page.getByRole("link", { name: "View NBA predictions" }).click();
  await expect(page).toHaveURL(/\/predictions\?league=nba$/);
  await loaded;
  await expect(page.getByTestId("active-filter")).toContainText("League: NBA");
  await expect(pressedTab(page)).toContainText(TAB_LABEL[nba.defaultWindow]);
  await expect(page.getByTestId(`date-count-${nba.defaultWindow}`)).toHaveText(String(nba.counts[nba.defaultWindow]));
  await expect(cards(page)).toHaveCount(Math.min(12, nba.counts[nba.defaultWindow]));
  for (const card of await cards(page).all()) await expect(card).toContainText("NBA");
});

test("pages beyond the first 12 are in the URL and survive a reload", async ({ page, request }) => {
  const { counts } = await windowsFor(request);
  expect(counts.week, "the demo world publishes more than 12 picks this week").toBeGreaterThan(12);
  const pages = Math.ceil(counts.week / 12);

  await gotoFiltered(page, "/predictions?date=week");
  await expect(page.getByTestId("live-list-position")).toHaveText(
    `Showing 1–12 of ${counts.week} · page 1 of ${pages}`,
  );
  await expect(cards(page)).toHaveCount(12);
  const first = await cardLinks(page);

  await pager(page).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/predictions\?date=week&page=2$/);
  const secondCount = Math.min(12, counts.week - 12);
  await expect(page.getByTestId("live-list-position")).toHaveText(
    `Showing 13–${12 + secondCount} of ${counts.week} · page 2 of ${pages}`,
  );
  await expect(cards(page)).toHaveCount(secondCount);
  const second = await cardLinks(page);
  expect(second.filter((href) => first.includes(href))).toEqual([]);

  await page.reload();
  await expect(page.getByTestId("live-list-position")).toHaveText(
    `Showing 13–${12 + secondCount} of ${counts.week} · page 2 of ${pages}`,
  );
  expect(await cardLinks(page)).toEqual(second);

  // Previous goes back to the plain first page.
  await pager(page).getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/predictions\?date=week$/);
  await expect(page.getByTestId("live-list-position")).toHaveText(
    `Showing 1–12 of ${counts.week} · page 1 of ${pages}`,
  );
  expect(await cardLinks(page)).toEqual(first);
});

test(
  "the sport selector has every sport, American football and hockey with their own names, and reaches their " + "picks",
  async ({ page, request }) => {
    await gotoFiltered(page, "/predictions?date=week");
    // A sport with no published pick keeps its option, marked "(no picks yet)".
    const options = (await page.getByLabel("Sport").locator("option").allTextContents()).map((text) =>
      text.replace(/ \(no picks yet\)$/, ""),
    );
    expect(options).toEqual(
      expect.arrayContaining([
        "All sports",
        "Football",
        "American Football",
        "Hockey",
        "Basketball",
        "Baseball",
        "Tennis",
        "Esports",
      ]),
    );

    for (const [id, name] of [
      ["american-football", "American Football"],
      ["hockey", "Hockey"],
    ] as const) {
      const { counts } = await windowsFor(request, `?sport=${id}`);
      const loaded = page.waitForResponse(
        (response) => response.url().includes("/api/predictions?") && response.url().includes(`sport=${id}`),
      );
      await page.getByLabel("Sport").selectOption(id);
      await loaded;
      await expect(page).toHaveURL(new RegExp(`sport=${id}`));
      await expect(page.getByTestId("date-count-week")).toHaveText(String(counts.week));
      if (counts.week === 0) {
        await expect(page.getByText("No live predictions available from API.")).toBeVisible();
        continue;
      }
      await expect(cards(page)).toHaveCount(Math.min(12, counts.week));
      for (const card of await cards(page).all()) await expect(card).toContainText(name);
    }
  },
);

test("the home page's pick cards name their window and are not 0 while the week has picks", async ({
  page,
  request,
}) => {
  await expect(async () => {
    const { counts } = await windowsFor(request);
    expect(counts.week).toBeGreaterThan(0);
    const [label, count] = counts.today > 0 ? ["Picks today", counts.today] : ["Picks this week", counts.week];
    await page.goto("/");
    await expect(page.getByTestId("stat-picks")).toHaveText(String(count), { timeout: 1000 });
    await expect(page.getByTestId("hero-figure-picks")).toHaveAttribute("data-value", String(count), { timeout: 1000 });
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByTestId("stat-picks")).not.toHaveText("0");
  await expect(page.getByTestId("stat-confidence")).toHaveText(/^\d+\.\d%$/);
});
