// A premium pick with secret words in its pick and analysis, made by the e2e super admin, for the
// entitlement journeys: the secret words must not appear in anything a viewer without a premium plan gets.
import { expect, type APIRequestContext, type Page } from "@playwright/test";

import { signInViaApi, SUPERADMIN } from "./accounts";
import { createManualPrediction, JSON_API_HEADERS } from "./manual-prediction";

const MINUTE = 60 * 1000;

/** The keys a withheld prediction must not carry (docs/decisions.md "Entitlements"). */
export const WITHHELD_KEYS = [
  "pick",
  "selection",
  "line",
  "odds",
  "decimalOdds",
  "confidence",
  "edge",
  "expectedValue",
  "modelProbability",
  "marketProbability",
  "factors",
  "analysis",
  "contentHash",
];
/** The same for GET /api/predictions/today's snake_case items. */
export const WITHHELD_SNAKE_KEYS = ["pick", "odds", "confidence", "edge", "expected_value", "analysis"];

export interface PremiumPick {
  id: string;
  homeTeam: string;
  secretPick: string;
  secretAnalysis: string;
  /** The American odds the detail page shows for the pick's 2.37. */
  americanOdds: string;
  /** Whether it kicks off today (UTC), so it is on today's lists (/api/predictions/today, /tips). */
  today: boolean;
}

export async function createPremiumPick(request: APIRequestContext, label: string): Promise<PremiumPick> {
  const suffix = `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const secretPick = `Secret Pick ${suffix}`;
  const secretAnalysis = `Withheld analysis ${suffix}`;
  const homeTeam = `Lock Town ${suffix}`;
  // Today (UTC) and still to come when possible, so the pick is on today's lists too.
  const endOfToday = new Date(new Date().setUTCHours(23, 55, 0, 0));
  const kickoff = new Date(Math.min(Date.now() + 120 * MINUTE, endOfToday.getTime()));
  const today = kickoff.getTime() > Date.now() + 5 * MINUTE;

  const id = await createManualPrediction(request, {
    homeTeam,
    awayTeam: `Vault City ${suffix}`,
    matchDate: today ? kickoff : new Date(Date.now() + 24 * 60 * MINUTE),
    market: "1x2",
    pick: secretPick,
    confidence: 71,
    odds: 2.37,
    analysis: secretAnalysis,
    isPremium: true,
  });
  return { id, homeTeam, secretPick, secretAnalysis, americanOdds: "+137", today };
}

/** Gives an existing account a plan as the super admin would (Add Subscription: a complimentary grant). */
export async function grantPlan(
  request: APIRequestContext,
  email: string,
  plan: "BASIC" | "PREMIUM" | "ENTERPRISE" | "VIP",
): Promise<void> {
  const token = await signInViaApi(request, SUPERADMIN.email, SUPERADMIN.password);
  const response = await request.post("/api/admin/subscriptions", {
    headers: { ...JSON_API_HEADERS, Authorization: `Bearer ${token}` },
    data: { email, plan, days: 30, note: "e2e entitlements" },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The premium pick as the signed-in member gets it: the API (with the page's session cookie) and the detail page. */
export async function expectPremiumPick(page: Page, pick: PremiumPick, visible: boolean) {
  const api = await (await page.request.get(`/api/predictions/${pick.id}`, { headers: JSON_API_HEADERS })).json();
  await page.goto(`/predictions/${pick.id}`);
  await expect(page.getByText(pick.homeTeam).first()).toBeVisible();
  if (visible) {
    expect(api.data).toMatchObject({ id: pick.id, withheld: false, pick: pick.secretPick });
    await expect(page.getByText(pick.secretPick).first()).toBeVisible();
    await expect(page.getByTestId("prediction-withheld")).toHaveCount(0);
  } else {
    expect(api.data).toMatchObject({ id: pick.id, withheld: true, reason: "premium" });
    for (const key of WITHHELD_KEYS) expect(api.data).not.toHaveProperty(key);
    await expect(page.getByTestId("prediction-withheld").first()).toBeVisible();
    expect(await page.content()).not.toContain(pick.secretPick);
  }
}
