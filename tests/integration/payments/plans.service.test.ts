// Free and Basic differ in what they say and what they get (docs/decisions.md): each plan card's first lines
// say what the plan shows of the predictions, computed by the same rule the lists apply, and a Basic member
// does see more full picks a day than a free one.
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { GET as listRoute } from "@/app/api/predictions/route";
import { GET as plansRoute } from "@/app/api/plans/route";
import { db } from "@/db";
import { globalSettings, users } from "@/db/schema";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Plan = { id: string; name: string; description: string; features: string[] };
const HOUR = 60 * 60 * 1000;

async function plans() {
  return (await callRoute<{ data: { plans: Plan[] } }>(plansRoute, jsonRequest("GET", "/api/plans"))).body.data.plans;
}

const setFreeLimit = (value: number) =>
  db.update(globalSettings).set({ value }).where(eq(globalSettings.key, "max_free_predictions_per_day"));
afterEach(() => setFreeLimit(5));

describe("plan cards", () => {
  it("say what each plan shows of the predictions, and Free and Basic say different things", async () => {
    const byId = Object.fromEntries((await plans()).map((plan) => [plan.id, plan]));
    expect(byId.FREE!.features[0]).toBe("5 full predictions a day, as without an account");
    expect(byId.BASIC!.features[0]).toBe("10 full predictions a day (5 without a plan)");
    expect(byId.PREMIUM!.features.slice(0, 2)).toEqual([
      "Every published prediction in full, no daily limit",
      "Premium picks included",
    ]);
    expect(byId.FREE!.features).not.toEqual(byId.BASIC!.features);
    expect(byId.FREE!.description).not.toBe(byId.BASIC!.description);
    // No plan names a count of its own in its stored features: the one count line is computed.
    for (const plan of Object.values(byId))
      expect(plan.features.slice(2).join(" ")).not.toMatch(/\d+ full predictions/);
  });

  it("follow the free allowance setting, and never promise Basic fewer than it", async () => {
    await setFreeLimit(3);
    let byId = Object.fromEntries((await plans()).map((plan) => [plan.id, plan]));
    expect(byId.FREE!.features[0]).toBe("3 full predictions a day, as without an account");
    expect(byId.BASIC!.features[0]).toBe("10 full predictions a day (3 without a plan)");
    await setFreeLimit(12);
    byId = Object.fromEntries((await plans()).map((plan) => [plan.id, plan]));
    expect(byId.BASIC!.features[0]).toBe("12 full predictions a day (12 without a plan)");
  });
});

describe("what Free and Basic get", () => {
  const day = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 3));
  const range = `startDate=${day.toISOString()}&endDate=${new Date(day.getTime() + 24 * HOUR).toISOString()}&limit=50`;

  beforeAll(async () => {
    for (let i = 0; i < 12; i++)
      await makePrediction({ homeTeam: `Plan Day ${i}`, matchDate: new Date(day.getTime() + (8 + i) * HOUR) });
  });

  it("a Basic member sees 10 full picks of a day, a free member 5", async () => {
    const free = await makeUserWithToken("USER");
    const basic = await makeUserWithToken("USER");
    await db
      .update(users)
      .set({
        subscriptionTier: "BASIC",
        subscriptionStatus: "ACTIVE",
        subscriptionEndsAt: new Date(Date.now() + 30 * 24 * HOUR),
      })
      .where(eq(users.id, basic.user.id));
    const full = async (headers: Record<string, string>) => {
      const res = await callRoute<{ data: { predictions: { withheld: boolean }[] } }>(
        listRoute,
        jsonRequest("GET", `/api/predictions?${range}`, undefined, headers),
      );
      return res.body.data.predictions.filter((item) => !item.withheld).length;
    };
    expect(await full(free.headers)).toBe(5);
    expect(await full(basic.headers)).toBe(10);
  });
});
