// Withheld fields never reach a visitor's browser. The server-rendered HTML (no JavaScript,
// fetched with a plain request) of /predictions and of a premium pick's detail page carries no pick,
// odds or analysis for a visitor; an admin's session gets them in the detail page's HTML. Then per tier
// (visitor, FREE, BASIC, PREMIUM, ENTERPRISE, VIP, ADMIN): the API JSON (list, detail, today) and the HTML
// of /predictions/{id} and /tips. The daily limits (FREE 5, BASIC 10 a day) are checked in
// tests/integration/predictions/entitlements.service-api.test.ts.
import { expect, test, type APIRequestContext } from "@playwright/test";

import { createUserAsSuperAdmin, newAccount, signInViaApi } from "./helpers/accounts";
import {
  createPremiumPick,
  grantPlan,
  WITHHELD_KEYS,
  WITHHELD_SNAKE_KEYS,
  type PremiumPick,
} from "./helpers/premium-pick";
import { E2E_BASE_URL } from "./support/constants";

const HEADERS = { Origin: E2E_BASE_URL, Accept: "application/json" };

test("a premium pick's pick, odds and analysis are absent from a visitor's HTML and present in an admin's", async ({
  playwright,
  request,
}) => {
  test.setTimeout(180_000);
  // Today (UTC) and still to come when possible, so the premium pick is on the static /predictions list too.
  const {
    id,
    homeTeam,
    secretPick,
    secretAnalysis,
    americanOdds,
    today: onTodaysList,
  } = await createPremiumPick(request, "html");

  const visitor = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  try {
    // The API answers a visitor with the withheld shape: the keys are not there at all.
    const api = await (await visitor.get(`/api/predictions/${id}`)).json();
    expect(api.data).toMatchObject({ id, withheld: true, reason: "premium", homeTeam });
    for (const key of ["pick", "odds", "decimalOdds", "confidence", "edge", "expectedValue", "analysis", "factors"])
      expect(api.data).not.toHaveProperty(key);

    // The detail page's HTML (markup and streamed data alike).
    const detail = await visitor.get(`/predictions/${id}`);
    expect(detail.status()).toBe(200);
    const visitorHtml = await detail.text();
    expect(visitorHtml).toContain(homeTeam);
    expect(visitorHtml).toContain('data-testid="prediction-withheld"');
    expect(visitorHtml).not.toContain(secretPick);
    expect(visitorHtml).not.toContain(secretAnalysis);
    expect(visitorHtml).not.toContain(americanOdds);

    // The static /predictions page is the visitor's view: the premium card (when it is among the first 12
    // of the day: other specs add picks today too) is withheld, and at most the free allowance of the pending
    // picks shows a pick (a settled pick is read in full by everyone: the track record is public).
    if (onTodaysList) {
      // Let the cache pick up the new prediction (the write revalidates the tag; the next render has it).
      await expect
        .poll(async () => (await visitor.get("/api/predictions?limit=100")).ok(), { timeout: 10_000 })
        .toBe(true);
    }
    const listHtml = await (await visitor.get("/predictions")).text();
    expect(listHtml).not.toContain(secretPick);
    expect(listHtml).not.toContain(secretAnalysis);
    const cards = listHtml.split('data-testid="prediction-card"').slice(1);
    const pendingWithPick = cards.filter(
      (card) => /^[^>]*data-status="PENDING"/.test(card) && card.includes('data-testid="prediction-pick"'),
    );
    expect(cards.length, "the list has cards").toBeGreaterThan(0);
    expect(pendingWithPick.length).toBeLessThanOrEqual(5);
  } finally {
    await visitor.dispose();
  }

  // The admin signed in above: the same context now carries the session cookie.
  const adminHtml = await (await request.get(`/predictions/${id}`)).text();
  expect(adminHtml).toContain(secretPick);
  expect(adminHtml).toContain(secretAnalysis);
  expect(adminHtml).toContain(americanOdds);
  expect(adminHtml).not.toContain('data-testid="prediction-withheld"');
});

type Tier = "visitor" | "FREE" | "BASIC" | "PREMIUM" | "ENTERPRISE" | "VIP" | "ADMIN";
const TIERS: { tier: Tier; seesPremium: boolean }[] = [
  { tier: "visitor", seesPremium: false },
  { tier: "FREE", seesPremium: false },
  { tier: "BASIC", seesPremium: false },
  { tier: "PREMIUM", seesPremium: true },
  { tier: "ENTERPRISE", seesPremium: true },
  { tier: "VIP", seesPremium: true },
  { tier: "ADMIN", seesPremium: true },
];

/** A request context signed in as a fresh account of `tier` (cookie for pages, bearer token for the API). */
async function viewerOf(
  playwright: { request: { newContext: (options: { baseURL: string }) => Promise<APIRequestContext> } },
  admin: APIRequestContext,
  tier: Tier,
) {
  const context = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  if (tier === "visitor") return { context, headers: HEADERS };
  const account = newAccount(`tier-${tier.toLowerCase()}`);
  await createUserAsSuperAdmin(admin, account, tier === "ADMIN" ? "ADMIN" : "USER");
  if (tier !== "FREE" && tier !== "ADMIN") await grantPlan(admin, account.email, tier);
  const token = await signInViaApi(context, account.email, account.password);
  return { context, headers: { ...HEADERS, Authorization: `Bearer ${token}` } };
}

function expectShape(item: Record<string, unknown> | undefined, full: boolean, keys: string[], pick: PremiumPick) {
  expect(item, "the premium pick is in the answer").toBeDefined();
  if (full) {
    expect(item).toMatchObject({ withheld: false, pick: pick.secretPick });
    return;
  }
  expect(item).toMatchObject({ withheld: true, reason: "premium" });
  for (const key of keys) expect(item).not.toHaveProperty(key);
}

test("each tier gets a premium pick's withheld fields only if its plan includes them, in API and HTML", async ({
  playwright,
  request,
}) => {
  test.setTimeout(300_000);
  const pick = await createPremiumPick(request, "tiers");
  if (pick.today) {
    // /tips is one static page for everyone (the visitor's view): wait until it lists the new pick.
    await expect.poll(async () => (await request.get("/tips")).text(), { timeout: 30_000 }).toContain(pick.homeTeam);
  }

  for (const { tier, seesPremium } of TIERS) {
    await test.step(tier, async () => {
      const viewer = await viewerOf(playwright, request, tier);
      try {
        const detail = await (
          await viewer.context.get(`/api/predictions/${pick.id}`, { headers: viewer.headers })
        ).json();
        expectShape(detail.data, seesPremium, WITHHELD_KEYS, pick);

        const list = await (
          await viewer.context.get(`/api/predictions?limit=20&search=${encodeURIComponent(pick.homeTeam)}`, {
            headers: viewer.headers,
          })
        ).json();
        expectShape(
          (list.data.predictions as Record<string, unknown>[]).find((item) => item.id === pick.id),
          seesPremium,
          WITHHELD_KEYS,
          pick,
        );

        if (pick.today) {
          const today = await (
            await viewer.context.get("/api/predictions/today?limit=200", { headers: viewer.headers })
          ).json();
          expectShape(
            (today.data as Record<string, unknown>[]).find((item) => item.id === pick.id),
            seesPremium,
            WITHHELD_SNAKE_KEYS,
            pick,
          );
        }

        // The detail page as the server renders it for this session (markup and streamed data).
        const detailHtml = await (await viewer.context.get(`/predictions/${pick.id}`)).text();
        expect(detailHtml).toContain(pick.homeTeam);
        if (seesPremium) {
          expect(detailHtml).toContain(pick.secretPick);
          expect(detailHtml).toContain(pick.secretAnalysis);
          expect(detailHtml).not.toContain('data-testid="prediction-withheld"');
        } else {
          expect(detailHtml).toContain('data-testid="prediction-withheld"');
          expect(detailHtml).not.toContain(pick.secretPick);
          expect(detailHtml).not.toContain(pick.secretAnalysis);
          expect(detailHtml).not.toContain(pick.americanOdds);
        }

        // /tips is static and the same for every tier: the premium pick never carries its pick there.
        const tipsHtml = await (await viewer.context.get("/tips")).text();
        if (pick.today) expect(tipsHtml).toContain(pick.homeTeam);
        expect(tipsHtml).not.toContain(pick.secretPick);
        expect(tipsHtml).not.toContain(pick.secretAnalysis);
      } finally {
        await viewer.context.dispose();
      }
    });
  }
});
