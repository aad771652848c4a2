import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { GET as list } from "@/app/api/predictions/route";
import { db } from "@/db";
import { users, type Prediction, type SubscriptionTier } from "@/db/schema";
import { tipForViewer, viewerPicksById, type ViewerPick } from "@/lib/predictions/tip-lock.rules";
import { loadTipsPageData, type TipView } from "@/lib/browse/browse.cache";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

// /tips is one static page, rendered as a visitor in UTC sees it; a signed-in member's browser then asks GET
// /api/predictions for the page's kick-off range with their session and shows each tip as that answer does
// (tip-grid.tsx does exactly tipForViewer(tip, viewerPicksById(answer))). Here: the page's data never
// carries a premium pick, and each tier ends up seeing it only when its plan includes premium picks. Also
// the day labels.

const HOUR = 60 * 60 * 1000;
const SECRET_PICK = "Secret premium selection 7QX";
const now = new Date();
const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
const tomorrowNoon = new Date(startOfToday + 36 * HOUR);

let premium: Prediction;
let tomorrowPick: Prediction;
let todayPick: Prediction | null = null;

async function viewerOf(tier: "visitor" | "FREE" | SubscriptionTier | "ADMIN") {
  if (tier === "visitor") return null;
  const viewer = await makeUserWithToken(tier === "ADMIN" ? "ADMIN" : "USER");
  if (tier !== "FREE" && tier !== "ADMIN") {
    await db
      .update(users)
      .set({
        subscriptionTier: tier,
        subscriptionStatus: "ACTIVE",
        subscriptionEndsAt: new Date(Date.now() + 30 * 24 * HOUR),
      })
      .where(eq(users.id, viewer.user.id));
  }
  return viewer;
}

/** What the tips page shows this viewer: the static tips, shaped by their session's list of the page's range. */
async function tipsSeenBy(
  viewer: Awaited<ReturnType<typeof viewerOf>>,
  tips: TipView[],
  range: { start: string; end: string } | null,
) {
  if (!viewer) return tips;
  const query = new URLSearchParams({ startDate: range!.start, endDate: range!.end, sort: "kickoff", limit: "100" });
  const res = await callRoute<{ success: boolean; data: { predictions: ViewerPick[] } }>(
    list,
    jsonRequest("GET", `/api/predictions?${query}`, undefined, viewer.headers),
  );
  expect(res.status).toBe(200);
  const picks = viewerPicksById(res.body.data.predictions);
  return tips.map((tip) => tipForViewer(tip, picks));
}

beforeAll(async () => {
  premium = await makePrediction({
    homeTeam: "Vault City",
    pick: SECRET_PICK,
    isPremium: true,
    matchDate: tomorrowNoon,
    odds: 137,
    confidence: 71,
  });
  tomorrowPick = await makePrediction({
    homeTeam: "Tomorrow Town",
    matchDate: new Date(tomorrowNoon.getTime() + HOUR),
  });
  // A pick later today, when today still has an hour to go.
  if (startOfToday + 24 * HOUR - now.getTime() > HOUR) {
    todayPick = await makePrediction({
      homeTeam: "Today Town",
      matchDate: new Date(Math.min(now.getTime() + 30 * 60 * 1000, startOfToday + 24 * HOUR - 60_000)),
    });
  }
});

describe("/tips per tier", () => {
  it("the static page data is the visitor's view: the premium tip locked, its pick nowhere in it", async () => {
    const data = await loadTipsPageData(new Date());
    const tip = data.tips.find((item) => item.id === premium.id);
    expect(tip).toMatchObject({
      locked: true,
      isPremium: true,
      pick: null,
      odds: null,
      confidence: null,
      edge: null,
      expectedValue: null,
    });
    expect(JSON.stringify(data)).not.toContain(SECRET_PICK);
  });

  it.each([
    ["visitor", false],
    ["FREE", false],
    ["BASIC", false],
    ["PREMIUM", true],
    ["ENTERPRISE", true],
    ["VIP", true],
    ["ADMIN", true],
  ] as const)("%s sees the premium tip unlocked: %s", async (tier, unlocked) => {
    const { tips, range } = await loadTipsPageData(new Date());
    const seen = (await tipsSeenBy(await viewerOf(tier), tips, range)).find((tip) => tip.id === premium.id);
    if (unlocked) {
      expect(seen).toMatchObject({ locked: false, pick: SECRET_PICK, odds: 137, confidence: 71 });
      expect(seen?.description).toContain(SECRET_PICK);
    } else {
      expect(seen).toMatchObject({ locked: true, pick: null, odds: null });
      expect(JSON.stringify(seen)).not.toContain(SECRET_PICK);
    }
  });
});

describe("/tips day labels", () => {
  it("label a pick kicking off tomorrow (UTC) 'Tomorrow', never 'Today'", async () => {
    const data = await loadTipsPageData(now);
    expect(data.tips.find((tip) => tip.id === tomorrowPick.id)?.timeframe).toBe("Tomorrow");
    expect(data.tips.find((tip) => tip.id === premium.id)?.timeframe).toBe("Tomorrow");
    if (todayPick) expect(data.tips.find((tip) => tip.id === todayPick!.id)?.timeframe).toBe("Today");
  });

  it("judge the day at the time the page is read: after midnight tomorrow's pick is today's", async () => {
    const data = await loadTipsPageData(new Date(startOfToday + 24 * HOUR + 60_000));
    expect(data.day).toBe(new Date(startOfToday + 24 * HOUR).toISOString().slice(0, 10));
    expect(data.tips.find((tip) => tip.id === tomorrowPick.id)?.timeframe).toBe("Today");
  });
});
