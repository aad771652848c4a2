// While the demo world exists (the e2e server seeds it), every public page carries the "Demo data" notice,
// its link opens the page explaining the demo, prices name the demo bookmakers (never 'Multiple'), and the
// powered-by lists do not name the real data providers as the source of what is shown.
import { expect, test } from "@playwright/test";

const PAGES = ["/", "/predictions", "/tips", "/leagues", "/track-record", "/about", "/auth/login"];

for (const route of PAGES) {
  test(`${route} shows the Demo data notice`, async ({ page }) => {
    await page.goto(route);
    const notice = page.getByRole("complementary", { name: "Demo data" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("Demo data");
  });
}

test("the notice's link opens the explanation of the demo world", async ({ page }) => {
  await page.goto("/tips");
  await page.getByRole("complementary", { name: "Demo data" }).getByRole("link", { name: "What is the demo?" }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByRole("heading", { level: 1, name: "Demo data" })).toBeVisible();
  await expect(page.getByText("npm run db:remove-demo").first()).toBeVisible();
  await expect(page.getByText("ODDS_API_KEY").first()).toBeVisible();
  await expect(page.getByText("demo-exchange")).toBeVisible();
});

test("tips name the demo bookmakers their odds came from", async ({ page }) => {
  await page.goto("/tips");
  // Other tests add manual picks kicking off sooner; show every tip (the demo plays some league every day).
  const more = page.getByRole("button", { name: "Load More Tips" });
  for (let clicks = 0; clicks < 12 && (await more.isVisible()); clicks++) await more.click();
  await expect(page.getByText(/Odds: Average of \d+ demo bookmakers/).first()).toBeVisible();
  await expect(page.getByText("Odds: Multiple")).toHaveCount(0);
});

test("the powered-by lists name the demo world, not the real data providers, while it is shown", async ({ page }) => {
  await page.goto("/");
  const strip = page.getByRole("region", { name: "Powered by" });
  const footer = page.getByRole("contentinfo");
  for (const list of [strip, footer]) {
    await expect(list.getByRole("link", { name: /^Demo data/ })).toHaveAttribute("href", "/demo");
    await expect(list.getByRole("link", { name: /ESPN data|The Odds API/ })).toHaveCount(0);
    await expect(list.getByRole("link", { name: /^Next\.js/ })).toBeVisible();
  }
});
