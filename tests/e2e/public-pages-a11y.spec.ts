// Every public page at a phone's width (390 px) scrolls only up and down, and axe reports no violation on
// the public pages, the detail page of a pending and of a settled pick included. Each page is
// checked once its content has arrived (the live list and the card grids load after the first paint).
import { expect, test, type Page } from "@playwright/test";

import { createMemberAccount, newAccount, SignInPage } from "./helpers/accounts";
import { axeViolations } from "./support/axe";

type ListAnswer = { data: { predictions: { id: string; withheld: boolean }[] } };

/** A pending model pick a visitor sees in full (its odds table shows) and a settled one (its closing line shows). */
async function detailPaths(page: Page): Promise<string[]> {
  const pending = (await (
    await page.request.get("/api/predictions?source=MODEL&status=PENDING&limit=50")
  ).json()) as ListAnswer;
  const settled = (await (
    await page.request.get("/api/predictions?source=MODEL&status=WIN&limit=1")
  ).json()) as ListAnswer;
  const open = pending.data.predictions.find((item) => !item.withheld) ?? pending.data.predictions[0];
  const paths = [open, settled.data.predictions[0]]
    .filter((item) => item !== undefined)
    .map((item) => `/predictions/${item!.id}`);
  expect(paths.length, "the demo world has pending and settled picks").toBe(2);
  return paths;
}

/** Opens a page and waits for what loads after the first paint (the live list, the lazy card grids). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  if (path === "/predictions") await expect(page.locator('[data-live="ready"]')).toBeVisible();
}

/**
 * How far the document reaches past the window's right edge (0 when nothing scrolls sideways), and the
 * elements that reach past it. A wide table inside its own scrolling container (components/ui/table.tsx,
 * focusable so a keyboard can scroll it) is clipped there and moves the page not at all, so it is not counted.
 */
async function sidewaysOverflow(page: Page): Promise<{ overflow: number; widest: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const widest: string[] = [];
    const clippedByScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (
          (overflowX === "auto" || overflowX === "scroll" || overflowX === "hidden") &&
          parent.getBoundingClientRect().right <= width + 1
        )
          return true;
      }
      return false;
    };
    for (const element of document.querySelectorAll("body *")) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1 && !clippedByScroller(element))
        widest.push(`${element.tagName.toLowerCase()}.${String(element.getAttribute("class") ?? "").slice(0, 60)}`);
    }
    return { overflow: document.documentElement.scrollWidth - width, widest: widest.slice(0, 5) };
  });
}

const PAGES = [
  "/",
  "/predictions",
  "/tips",
  "/leagues",
  "/categories",
  "/track-record",
  "/about",
  "/faq",
  "/contact",
  "/web-scraper",
  "/safer-play",
];

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("no public page scrolls sideways", async ({ page }) => {
    test.setTimeout(180_000);
    for (const path of [...PAGES, ...(await detailPaths(page))]) {
      await open(page, path);
      expect(await sidewaysOverflow(page), path).toEqual({ overflow: 0, widest: [] });
    }
  });

  test("the subscription page does not scroll sideways for a member", async ({ page }) => {
    const account = newAccount("narrow");
    await createMemberAccount(account);
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(account.email, account.password);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    for (const path of ["/user/subscription", "/user/dashboard"]) {
      await open(page, path);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      expect(await sidewaysOverflow(page), path).toEqual({ overflow: 0, widest: [] });
    }
  });

  test("axe finds no violation on the public pages at a phone's width", async ({ page }) => {
    test.setTimeout(240_000);
    for (const path of [...PAGES, ...(await detailPaths(page))]) {
      await open(page, path);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});

test("axe finds no violation on the public pages, the detail pages included", async ({ page }) => {
  test.setTimeout(240_000);
  for (const path of [...PAGES, ...(await detailPaths(page))]) {
    await open(page, path);
    expect(await axeViolations(page), path).toEqual([]);
  }
});
