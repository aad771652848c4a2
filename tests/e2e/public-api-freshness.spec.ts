// GET /api/predictions serves visitors from two cache layers (`use cache` and the micro-cache in front of
// it, lib/cache/micro-cache.ts). A write must reach the next visitor request at once, through both: the
// same query, asked just before and just after an admin creates a prediction, must differ.
import { expect, test } from "@playwright/test";

import { createManualPrediction } from "./helpers/manual-prediction";
import { E2E_BASE_URL } from "./support/constants";

const DAY = 24 * 60 * 60 * 1000;

test("a visitor's cached list shows a prediction on the first request after an admin creates it", async ({
  playwright,
  request,
}) => {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const homeTeam = `Fresh Rovers ${suffix}`;
  const visitor = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const listed = async () => {
    const response = await visitor.get(`/api/predictions?limit=12&search=${encodeURIComponent(homeTeam)}`);
    expect(response.status()).toBe(200);
    return ((await response.json()).data.predictions as { homeTeam: string }[]).map(
      (prediction) => prediction.homeTeam,
    );
  };
  try {
    // Twice, so the answer is in both cache layers.
    expect(await listed()).toEqual([]);
    expect(await listed()).toEqual([]);

    await createManualPrediction(request, {
      homeTeam,
      awayTeam: `Stale United ${suffix}`,
      matchDate: new Date(Date.now() + 2 * DAY),
      market: "1x2",
      pick: "Home Win",
      confidence: 64,
      odds: 1.95,
    });

    expect(await listed()).toEqual([homeTeam]);
  } finally {
    await visitor.dispose();
  }
});
