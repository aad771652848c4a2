// The home page: measured figures only, checked against the API that computes the same
// windows; the category selector, the live teaser's way to the list, honest store buttons, and the
// rotations standing still for visitors who prefer reduced motion.
import { expect, test, type APIRequestContext } from "@playwright/test";

const DAY = 24 * 60 * 60 * 1000;

/** "YYYY-MM-DD" of the UTC day `daysAgo` before today. */
const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);
const rate = (value: number | null) => (value === null ? "—" : `${(value * 100).toFixed(1)}%`);
const signedRate = (value: number | null) => {
  if (value === null) return "—";
  const text = `${Math.abs(value * 100).toFixed(1)}%`;
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
};

async function windowRecord(request: APIRequestContext, days: number) {
  const response = await request.get(`/api/track-record?from=${utcDay(days - 1)}&to=${utcDay(0)}`);
  expect(response.status()).toBe(200);
  return (await response.json()).data.overall as {
    accuracy: number | null;
    decided: number;
    roi: number | null;
    staked: number;
  };
}

/** The picks the home page counts: today's while today has some, else this week's (today and the next six days). */
async function picksCount(request: APIRequestContext) {
  const response = await request.get("/api/predictions/windows");
  const { counts } = (await response.json()).data as { counts: { today: number; week: number } };
  return counts.today > 0 ? counts.today : counts.week;
}

test("stat cards and hero figures show the computed values, with their windows", async ({ page, request }) => {
  // The page is cached and refreshed on writes; retry while another test file's writes settle.
  await expect(async () => {
    const [week, month, picks] = await Promise.all([
      windowRecord(request, 7),
      windowRecord(request, 30),
      picksCount(request),
    ]);
    await page.goto("/");
    await expect(page.getByTestId("stat-picks")).toHaveText(String(picks), { timeout: 1000 });
    await expect(page.getByTestId("stat-win-rate")).toHaveText(rate(week.accuracy), { timeout: 1000 });
    await expect(page.getByTestId("stat-roi")).toHaveText(signedRate(month.roi), { timeout: 1000 });
    await expect(page.getByTestId("hero-figure-picks")).toHaveAttribute("data-value", String(picks), { timeout: 1000 });
    await expect(page.getByTestId("hero-figure-accuracy")).toHaveAttribute(
      "data-value",
      month.accuracy === null ? "—" : `${(month.accuracy * 100).toFixed(1)}%`,
      { timeout: 1000 },
    );
    await expect(page.getByText(`last 7 days · ${week.decided} decided pick`)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });

  // The demo world has upcoming picks, so these are numbers, not dashes.
  await expect(page.getByTestId("stat-confidence")).toHaveText(/^\d+\.\d%$/);
  await expect(page.getByTestId("teaser-upcoming")).toHaveText(/^\d+$/);
  await expect(page.getByTestId("teaser-confidence")).toHaveText(/^(\d+\.\d%|—)$/);
  await expect(page.getByText(/^Picks (today|this week)$/).first()).toBeVisible();
});

test("the category selector and the live teaser lead to the predictions list", async ({ page }) => {
  await page.goto("/");
  const selector = page.getByRole("navigation", { name: "Browse predictions by category" });
  await expect(selector.getByRole("link", { name: "Match Result" })).toHaveAttribute(
    "href",
    "/predictions?category=match-result",
  );
  await page.getByRole("link", { name: "View predictions" }).click();
  await expect(page).toHaveURL(/\/predictions$/);
});

test("the app card explains how to install the site, with no dead store buttons", async ({ page }) => {
  await page.goto("/");
  const card = page.locator("section", { has: page.getByRole("heading", { name: /on your phone/ }) });
  await expect(card.getByRole("list", { name: "How to install" }).getByRole("listitem")).toHaveCount(2);
  await expect(card.getByRole("button")).toHaveCount(0);
  const manifest = await page.request.get("/manifest.webmanifest");
  expect(manifest.ok()).toBe(true);
  expect((await manifest.json()).display).toBe("standalone");
  await expect(page.getByRole("navigation", { name: "breadcrumb" }).getByText("Home")).toBeVisible();
});

test("the home page links to the track record", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("main").getByRole("link", { name: "track record" }).first().click();
  await expect(page).toHaveURL(/\/track-record$/);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the images and the spotlight stand still", async ({ page }) => {
    await page.goto("/");
    const animation = await page
      .locator("[data-scene='basketball']")
      .evaluate((node) => getComputedStyle(node).animationName);
    expect(animation).toBe("none");
    await expect(page.locator("[data-scene='basketball']")).toHaveCSS("opacity", "0");
  });
});
