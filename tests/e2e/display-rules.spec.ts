// One home for the display rules (lib/format/prediction-display.rules.ts, docs/decisions.md): what the legend says
// is what every badge does, on /predictions and /tips (the thresholds are read from the rendered legend, not
// from the code); a market-only pick's page names its basis and shows no model badge; and the odds format
// changes every price on the page, kept in the browser for a visitor and on the account for a member, shown
// from the first paint after a reload or a sign-in on another device.
import { expect, test, type Locator, type Page, type Route } from "@playwright/test";

import { createMemberAccount, newAccount, SignInPage, SUPERADMIN, signInViaApi } from "./helpers/accounts";
import { JSON_API_HEADERS } from "./helpers/manual-prediction";
import { CONSENT_DECIDED_STATE } from "./support/consent-state";
import { VALUE_PICK } from "./support/value-fixtures";

type Tone = "success" | "warning" | "muted";
interface LegendBand {
  key: string;
  tone: Tone;
  /** The lower bound read from the band's own text ("80% or more", "60–79%", "+5% to +9.9%"); -Infinity for "below …".
   */
  from: number;
}

/** A legend's bands as the page writes them: each bound parsed from the text a reader sees. */
async function legendBands(legend: Locator, name: string): Promise<LegendBand[]> {
  const items = legend.getByTestId(`legend-${name}`).getByRole("listitem");
  const bands: LegendBand[] = [];
  for (const item of await items.all()) {
    const text = (await item.innerText()).trim();
    const from = /([+-]?\d+(?:\.\d+)?)% (?:or more|to|–)|([+-]?\d+)–\d+%/.exec(text);
    const lower = /^\S+ below /.test(text) ? Number.NEGATIVE_INFINITY : Number(from?.[1] ?? from?.[2]);
    expect(Number.isNaN(lower), `a bound in "${text}"`).toBe(false);
    // The band's data attribute says the same as its text.
    const attribute = await item.getAttribute("data-from");
    if (Number.isFinite(lower)) expect(Number(attribute)).toBe(lower);
    bands.push({
      key: (await item.getAttribute("data-band"))!,
      tone: (await item.getAttribute("data-tone")) as Tone,
      from: lower,
    });
  }
  expect(bands.length).toBe(3);
  return bands;
}

const bandFor = (bands: readonly LegendBand[], shown: number) =>
  bands.find((band) => shown >= band.from) ?? bands.at(-1)!;

async function signInAsSuperAdmin(page: Page) {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(SUPERADMIN.email, SUPERADMIN.password);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
}

test("on /predictions every probability and EV colour, value badge and premium badge follows the legend", async ({
  page,
}) => {
  // The super admin reads every pick in full, so every card has badges to check.
  await signInAsSuperAdmin(page);
  await page.goto("/predictions?date=week");
  const legend = page.getByTestId("display-legend");
  const colours = await legendBands(legend, "confidence");
  const evColours = await legendBands(legend, "ev");
  expect(colours.map((band) => band.from)).toEqual([80, 60, Number.NEGATIVE_INFINITY]);
  await expect(legend).toContainText("Market consensus (no-vig)");
  await expect(legend).toContainText("Consensus + model");
  await expect(legend).toContainText("Model only (no prices)");

  const live = page.locator('section[data-live="ready"]');
  await expect(live.getByTestId("prediction-card").first()).toBeVisible();
  let checked = 0;
  const kinds = new Set<string>();
  for (let pageNumber = 1; pageNumber <= 3; pageNumber++) {
    // What each card shows, read in one pass: its kind, badges and figures as displayed.
    const shown = await live.getByTestId("prediction-card").evaluateAll((cards) =>
      cards.map((card) => {
        const part = (id: string) => card.querySelector<HTMLElement>(`[data-testid="${id}"]`);
        return {
          kind: card.getAttribute("data-kind"),
          premium: card.getAttribute("data-premium"),
          label: part("prediction-kind")?.innerText ?? null,
          confidence: part("prediction-confidence")?.innerText ?? null,
          tone: part("prediction-confidence")?.getAttribute("data-tone") ?? null,
          ev: part("prediction-ev")?.innerText ?? null,
          evTone: part("prediction-ev")?.getAttribute("data-tone") ?? null,
          value: part("prediction-value") !== null,
        };
      }),
    );
    for (const card of shown) {
      if (card.confidence === null) continue; // withheld: no figures to check
      const kind = card.kind!;
      kinds.add(kind);
      const percent = Number.parseInt(card.confidence, 10);
      expect(card.tone, `${card.confidence} on a ${kind}`).toBe(
        kind === "forecast" ? "muted" : bandFor(colours, percent).tone,
      );
      if (card.ev !== "—") expect(card.evTone, card.ev!).toBe(bandFor(evColours, Number.parseFloat(card.ev!)).tone);
      expect(card.label).toBe({ value: "Value pick", pick: "Pick", forecast: "Forecast" }[kind]);
      expect(card.value, `the Value badge on a ${kind}`).toBe(kind === "value");
      // A forecast (EV ≤ 0 at the best price) never reads as a bet.
      if (kind === "forecast") {
        expect(Number.parseFloat(card.ev ?? "0") > 0, `${card.ev} on a forecast`).toBe(false);
        expect(card.premium).toBeNull();
      }
      checked += 1;
    }
    const next = live.getByRole("link", { name: "Next" });
    if (pageNumber === 3 || (await next.count()) === 0) break;
    await next.click();
    await expect(live.getByTestId("live-list-position")).toContainText(`page ${pageNumber + 1}`);
  }
  expect(checked).toBeGreaterThan(5);
  expect(kinds.size).toBeGreaterThan(0);
});

test("Value only lists value picks, and the EV order sorts the readable picks by EV", async ({ page }) => {
  await page.goto("/predictions?date=week");
  const live = page.locator('section[data-live="ready"]');
  await expect(live.getByTestId("prediction-card").first()).toBeVisible();

  await live.getByLabel("Sort by").selectOption("ev");
  await expect(page).toHaveURL(/sort=ev/);
  await expect(page.getByText("Loading Live Predictions...")).toBeHidden();
  const evs: number[] = [];
  const withheldAfter: boolean[] = [];
  for (const card of await live.getByTestId("prediction-card").all()) {
    const ev = card.getByTestId("prediction-ev");
    withheldAfter.push((await ev.count()) === 0);
    if ((await ev.count()) > 0 && (await ev.innerText()) !== "—") evs.push(Number.parseFloat(await ev.innerText()));
  }
  expect(evs).toEqual([...evs].sort((a, b) => b - a));
  // A visitor's withheld picks come after every pick they may read.
  expect(withheldAfter.indexOf(true) === -1 || withheldAfter.slice(withheldAfter.indexOf(true)).every(Boolean)).toBe(
    true,
  );

  const asked = page.waitForResponse(
    (response) => response.url().includes("/api/predictions?") && response.url().includes("valueOnly=true"),
  );
  await live.getByRole("button", { name: "Value only" }).click();
  await expect(page).toHaveURL(/value=1/);
  const listed = (await (await asked).json()).data.predictions as {
    withheld: boolean;
    isValue?: boolean;
    expectedValue?: number | null;
  }[];
  for (const item of listed) {
    expect(item.withheld).toBe(false);
    expect(item.isValue && (item.expectedValue ?? 0) > 0).toBe(true);
  }
  await expect(page.getByText("Loading Live Predictions...")).toBeHidden();
  for (const card of await live.getByTestId("prediction-card").all())
    await expect(card).toHaveAttribute("data-kind", "value");
});

test("on /tips every level badge follows the legend, and a forecast is labelled Forecast", async ({ page }) => {
  await signInAsSuperAdmin(page);
  // The browser re-reads the page's tips as this viewer's list (tip-lock.rules.ts): the super admin's unlocks them.
  const unlocked = page.waitForResponse((response) => /\/api\/predictions\?[^#]*startDate=/.test(response.url()));
  await page.goto("/tips");
  await unlocked;
  const legend = page.getByTestId("display-legend");
  const levels = await legendBands(legend, "tip-levels");
  expect(levels.map((band) => [band.key, band.from])).toEqual([
    ["High", 80],
    ["Medium", 65],
    ["Low", Number.NEGATIVE_INFINITY],
  ]);
  const cards = page.getByTestId("tip-card");
  await expect(cards.first()).toBeVisible();
  let checked = 0;
  for (const card of await cards.all()) {
    const badge = card.getByTestId("tip-confidence");
    if ((await badge.count()) === 0) continue;
    const kind = await card.getAttribute("data-kind");
    const [label, percent] = (await badge.innerText()).split(" · ");
    const shown = Number.parseInt(percent!, 10);
    if (kind === "forecast") {
      expect(label).toBe("Forecast");
      await expect(card.getByText("Premium", { exact: true })).toHaveCount(0);
    } else {
      const band = bandFor(levels, shown);
      expect(label, `${shown}% on a ${kind}`).toBe(band.key);
      expect(await badge.getAttribute("data-variant")).toBe(band.tone);
    }
    checked += 1;
  }
  expect(checked).toBeGreaterThan(0);
});

test("a market-only pick's page names its basis, shows the model's figure as the model's, no model badge", async ({
  page,
  request,
}) => {
  const token = await signInViaApi(request, SUPERADMIN.email, SUPERADMIN.password);
  const response = await request.get("/api/predictions?limit=100&status=PENDING", {
    headers: { ...JSON_API_HEADERS, Authorization: `Bearer ${token}` },
  });
  const items = (await response.json()).data.predictions as {
    id: string;
    isPublished: boolean;
    fairBasis: string | null;
    consensusBookmakers: number | null;
    modelProbability: number | null;
  }[];
  const pick = items.find(
    (item) =>
      item.isPublished &&
      item.fairBasis === "market-only" &&
      item.consensusBookmakers &&
      item.modelProbability !== null,
  );
  expect(pick, "a market-only pick in the demo world").toBeTruthy();

  await signInAsSuperAdmin(page);
  await page.goto(`/predictions/${pick!.id}`);
  const basis = `Market consensus (no-vig, ${pick!.consensusBookmakers} books)`;
  await expect(page.getByTestId("prediction-basis")).toHaveText(`Probability: ${basis}`);
  await expect(page.getByTestId("prediction-probabilities")).toContainText(`This pick: ${basis}`);
  await expect(page.getByTestId("prediction-probabilities")).toContainText("The model's own probability");
  await expect(page.getByTestId("model-use")).toContainText(
    /^The model's own probability \(\d+\.\d%\) (is|was) not used/,
  );
  await expect(page.getByText("Fair probability", { exact: true })).toBeVisible();
  await expect(page.getByTestId("model-badge")).toHaveCount(0);
  await expect(page.getByText("AI", { exact: true })).toHaveCount(0);
  await expect(page.getByTestId("display-legend")).toBeVisible();
});

/** Every price on the page as displayed (the other formats are display: none, so not in the inner text). */
async function shownPrices(page: Page): Promise<string[]> {
  return (await page.locator(".odds:visible").allInnerTexts()).map((text) => text.trim());
}

const PATTERNS = {
  decimal: /^\d+\.\d{2}$/,
  american: /^[+-]\d+$/,
  fractional: /^(\d+\/\d+|Evens)$/,
} as const;

async function expectPricesIn(page: Page, format: keyof typeof PATTERNS, { some = true }: { some?: boolean } = {}) {
  // The stylesheet that hides the other formats blocks the first paint, but not the DOM: read the prices once it is
  // applied, as a person would see them (otherwise all three formats of a price read as one text).
  await page.waitForLoadState("load");
  const prices = await shownPrices(page);
  if (some) expect(prices.length, "prices on the page").toBeGreaterThan(0);
  for (const price of prices) expect(price, `${format}`).toMatch(PATTERNS[format]);
}

test("a visitor's odds format changes every price on the page, kept in the browser, from first paint", async ({
  page,
}) => {
  await page.goto("/predictions?date=week");
  const live = page.locator('section[data-live="ready"]');
  await expect(live.getByTestId("prediction-card").first()).toBeVisible();
  await expectPricesIn(page, "decimal");

  await live.getByRole("group", { name: "Odds format" }).getByRole("button", { name: "American" }).click();
  await expectPricesIn(page, "american");
  await expect(live.getByRole("button", { name: "American" })).toHaveAttribute("aria-pressed", "true");

  // After a reload the prerendered list, before any of the page's code runs, already shows American prices:
  // the inline boot script applied the cookie before the first paint.
  const noScripts = (route: Route) => (route.request().resourceType() === "script" ? route.abort() : route.continue());
  await page.route("**/_next/static/**", noScripts);
  await page.reload();
  await expect(page.locator('section[data-live="static"]').getByTestId("prediction-card").first()).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-odds", "american");
  await expectPricesIn(page, "american");
  await page.unroute("**/_next/static/**", noScripts);

  await page.goto("/tips");
  await expect(page.getByTestId("tip-card").first()).toBeVisible();
  await expectPricesIn(page, "american", { some: false });
  await page.getByRole("group", { name: "Odds format" }).getByRole("button", { name: "Fractional" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-odds", "fractional");
  // A visitor's tips beyond the day's free picks are locked and carry no price, so there may be none to read.
  await expectPricesIn(page, "fractional", { some: false });

  // A settled pick is read in full by everyone: price taken, fair odds and the fair closing odds.
  await page.goto(`/predictions/${VALUE_PICK.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect((await shownPrices(page)).length).toBeGreaterThanOrEqual(3);
  await expectPricesIn(page, "fractional");
  await expect(page.getByTestId("detail-price")).toHaveText("11/10", { useInnerText: true });
  await page.getByRole("group", { name: "Odds format" }).getByRole("button", { name: "Decimal" }).click();
  await expectPricesIn(page, "decimal");
  await expect(page.locator("html")).not.toHaveAttribute("data-odds", /.*/);
});

test(
  "a member's odds format is stored on the account: kept after a reload and shown from the first page on a new " +
    "device",
  async ({ page, browser }) => {
    const member = newAccount("odds");
    await createMemberAccount(member);
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(member.email, member.password);
    await expect(page).toHaveURL(/\/user\/dashboard$/);

    await page.goto("/predictions?date=week");
    const live = page.locator('section[data-live="ready"]');
    await expect(live.getByTestId("prediction-card").first()).toBeVisible();
    const stored = page.waitForResponse(
      (response) => response.url().endsWith("/api/user/preferences/display") && response.request().method() === "PUT",
    );
    await live.getByRole("group", { name: "Odds format" }).getByRole("button", { name: "American" }).click();
    expect((await stored).status()).toBe(200);
    await expectPricesIn(page, "american");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-odds", "american");
    // The member's own list replaces the prerendered one after a fetch: read its prices, not the loading state's.
    await expect(live.getByTestId("prediction-card").first()).toBeVisible();
    await expectPricesIn(page, "american");

    // Another device: no cookie of its own until the member signs in; then the first page shows American.
    const other = await browser.newContext({ storageState: CONSENT_DECIDED_STATE });
    const second = await other.newPage();
    await second.goto("/predictions?date=week");
    await expect(second.locator("html")).not.toHaveAttribute("data-odds", /.*/);
    const signInAgain = new SignInPage(second);
    await signInAgain.goto();
    await signInAgain.signIn(member.email, member.password);
    await expect(second).toHaveURL(/\/user\/dashboard$/);
    await second.goto("/predictions?date=week");
    await expect(second.locator("html")).toHaveAttribute("data-odds", "american");
    await expect(second.getByTestId("prediction-card").first()).toBeVisible();
    await expectPricesIn(second, "american");

    // The Display tab of Settings says the same, and changes it.
    await second.goto("/user/settings");
    await second.getByRole("tab", { name: "Display" }).click();
    await expect(second.getByLabel("Odds format")).toContainText("American");
    await other.close();
  },
);
