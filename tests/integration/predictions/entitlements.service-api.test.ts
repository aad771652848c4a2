import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { GET as getOne } from "@/app/api/predictions/[predictionId]/route";
import { GET as list } from "@/app/api/predictions/route";
import { GET as today } from "@/app/api/predictions/today/route";
import { GET as favorites, POST as addFavorite } from "@/app/api/user/favorites/[kind]/route";
import { GET as dashboard } from "@/app/api/user/dashboard/route";
import { GET as tracked, POST as track } from "@/app/api/user/tracked-predictions/route";
import { db } from "@/db";
import { globalSettings, users, type Prediction, type SubscriptionTier } from "@/db/schema";
import { getDefaultLiveList } from "@/lib/predictions/pages.service";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

// What each viewer gets of a day's predictions from the API. Withheld fields must be ABSENT
// from the JSON (not null, not hidden), for visitors, FREE, BASIC (10 a day, no premium picks), PREMIUM,
// ENTERPRISE, VIP and admins. The server-rendered HTML per tier is checked in tests/e2e/entitlements.spec.ts.

type Envelope<T> = { success: boolean; data: T; error?: string };
type Item = Record<string, unknown> & { id: string };
type Handler = Parameters<typeof callRoute>[0];
type Viewer = Awaited<ReturnType<typeof makeUserWithToken>> | null;

const WITHHELD_KEYS = [
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
  "fairProbability",
  "fairBasis",
  "consensusBookmakers",
  "isValue",
  "bookmaker",
  "priceCapturedAt",
  "closingProbability",
  "closingBookmakers",
  "closingCapturedAt",
  "clv",
  "factors",
  "analysis",
  "contentHash",
];
const WITHHELD_SNAKE = ["pick", "odds", "confidence", "edge", "expected_value"];
const HOUR = 60 * 60 * 1000;

const get = async <T>(handler: Handler, url: string, viewer: Viewer, params?: Record<string, string>) => {
  const res = await callRoute<Envelope<T>>(handler, jsonRequest("GET", url, undefined, viewer?.headers ?? {}), params);
  expect(res.status).toBe(200);
  return res.body.data;
};

// Tomorrow (UTC): 7 ordinary pending picks at 10:00..16:00 and a premium one at 09:00; yesterday a
// settled premium pick. Tomorrow is wholly in the future; the today call is asked with the clock moved to it.
const tomorrow = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1));
const dayUrl = `startDate=${tomorrow.toISOString()}&endDate=${new Date(tomorrow.getTime() + 24 * HOUR).toISOString()}`;
const ordinary: Prediction[] = [];
let premium: Prediction;
let settledPremium: Prediction;
let visitor: Viewer;
let free: Viewer;
let basic: Viewer;
let premiumMember: Viewer;
let enterprise: Viewer;
let vip: Viewer;
let admin: Viewer;

async function memberOf(tier: SubscriptionTier) {
  const member = await makeUserWithToken("USER");
  await db
    .update(users)
    .set({
      subscriptionTier: tier,
      subscriptionStatus: "ACTIVE",
      subscriptionEndsAt: new Date(Date.now() + 30 * 24 * HOUR),
    })
    .where(eq(users.id, member.user.id));
  return member;
}

beforeAll(async () => {
  // Created in reverse so insertion order and kick-off order differ.
  for (let i = 6; i >= 0; i--) {
    ordinary.unshift(
      await makePrediction({
        homeTeam: `Home ${i}`,
        matchDate: new Date(tomorrow.getTime() + (10 + i) * HOUR),
        analysis: "Reasoning",
        factors: { model: "test" },
      }),
    );
  }
  premium = await makePrediction({
    homeTeam: "Premium Home",
    matchDate: new Date(tomorrow.getTime() + 9 * HOUR),
    isPremium: true,
  });
  settledPremium = await makePrediction({
    homeTeam: "Settled Premium",
    matchDate: new Date(Date.now() - 30 * HOUR),
    isPremium: true,
    status: "WIN",
  });
  visitor = null;
  free = await makeUserWithToken("USER");
  basic = await memberOf("BASIC");
  premiumMember = await memberOf("PREMIUM");
  enterprise = await memberOf("ENTERPRISE");
  vip = await memberOf("VIP");
  admin = await makeUserWithToken("ADMIN");
});

const byId = (items: Item[]) => Object.fromEntries(items.map((item) => [item.id, item]));

function expectWithheld(item: Item | undefined, reason: "daily_limit" | "premium", keys = WITHHELD_KEYS) {
  expect(item).toMatchObject({ withheld: true, reason });
  for (const key of keys) expect(Object.keys(item!)).not.toContain(key);
  expect(item).toHaveProperty("homeTeam" in item! ? "homeTeam" : "home_team");
}

/** `predictionDto`: the full prediction DTO, which carries the fair-value fields (today items and member lists do not).
 */
function expectFull(item: Item | undefined, { predictionDto = "decimalOdds" in (item ?? {}) } = {}) {
  expect(item).toMatchObject({ withheld: false });
  expect(item).toHaveProperty("pick");
  expect(item).toHaveProperty("odds");
  if (predictionDto)
    for (const key of ["fairProbability", "isValue", "bookmaker", "clv"]) expect(item).toHaveProperty(key);
}

describe("GET /api/predictions", () => {
  const listDay = async (viewer: Viewer) =>
    byId((await get<{ predictions: Item[] }>(list, `/api/predictions?limit=50&${dayUrl}`, viewer)).predictions);

  for (const [name, viewer] of [
    ["a visitor", () => visitor],
    ["a FREE member", () => free],
  ] as const) {
    it(`shows ${name} the 5 soonest ordinary picks and withholds the rest and the premium pick`, async () => {
      const items = await listDay(viewer());
      for (const p of ordinary.slice(0, 5)) expectFull(items[p.id]);
      for (const p of ordinary.slice(5)) expectWithheld(items[p.id], "daily_limit");
      expectWithheld(items[premium.id], "premium");
      // Teams, market, kick-off and status stay.
      expect(items[premium.id]).toMatchObject({
        homeTeam: "Premium Home",
        market: "1x2",
        status: "PENDING",
        isPremium: true,
        matchDate: premium.matchDate.toISOString(),
      });
    });
  }

  it("shows a BASIC member up to 10 ordinary picks a day (all 7 here) and withholds the premium pick", async () => {
    const items = await listDay(basic);
    for (const p of ordinary) expectFull(items[p.id]);
    expectWithheld(items[premium.id], "premium");
  });

  it("does not let a filter or page move the free picks: a late pick stays withheld when listed alone", async () => {
    const items = await get<{ predictions: Item[] }>(list, `/api/predictions?search=Home 6&${dayUrl}`, visitor);
    expect(items.predictions.map((item) => item.id)).toEqual([ordinary[6]!.id]);
    expectWithheld(items.predictions[0], "daily_limit");
  });

  it("shows PREMIUM, ENTERPRISE and VIP members and admins every pick in full", async () => {
    for (const viewer of [premiumMember, enterprise, vip, admin]) {
      const items = await listDay(viewer);
      for (const p of [...ordinary, premium]) expectFull(items[p.id]);
    }
  });

  it("shows settled premium picks in full to everyone", async () => {
    const items = byId(
      (await get<{ predictions: Item[] }>(list, "/api/predictions?status=WIN&limit=50", visitor)).predictions,
    );
    expectFull(items[settledPremium.id]);
  });

  it("treats an expired paid subscription as free", async () => {
    const lapsed = await memberOf("PREMIUM");
    await db.update(users).set({ subscriptionStatus: "EXPIRED" }).where(eq(users.id, lapsed.user.id));
    expectWithheld((await listDay(lapsed))[premium.id], "premium");
  });
});

describe("GET /api/predictions/{id}", () => {
  const one = (id: string, viewer: Viewer) => get<Item>(getOne, `/api/predictions/${id}`, viewer, { predictionId: id });

  it(
    "withholds a premium pick from visitors, FREE and BASIC members, and shows it to PREMIUM, ENTERPRISE, VIP and " +
      "admins",
    async () => {
      for (const viewer of [visitor, free, basic]) expectWithheld(await one(premium.id, viewer), "premium");
      for (const viewer of [premiumMember, enterprise, vip, admin]) expectFull(await one(premium.id, viewer));
    },
  );

  it("withholds a pick beyond 5 a day from FREE members, not from BASIC (10 a day) or the premium plans", async () => {
    expectWithheld(await one(ordinary[5]!.id, free), "daily_limit");
    for (const viewer of [basic, premiumMember, enterprise, vip, admin]) expectFull(await one(ordinary[6]!.id, viewer));
  });

  it("withholds a pick beyond the free allowance even when asked for alone", async () => {
    expectWithheld(await one(ordinary[5]!.id, visitor), "daily_limit");
    expectFull(await one(ordinary[0]!.id, visitor));
  });
});

describe("GET /api/predictions/today", () => {
  // Today is the caller's today only: the clock (Date only) is set to tomorrow morning, when those picks are today's.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(tomorrow.getTime() + 8 * HOUR));
  });
  afterEach(() => vi.useRealTimers());

  it("withholds the snake_case fields for visitors, FREE and BASIC members", async () => {
    for (const viewer of [visitor, free, basic]) {
      const items = byId(await get<Item[]>(today, "/api/predictions/today?limit=50", viewer));
      expectWithheld(items[premium.id], "premium", WITHHELD_SNAKE);
      if (viewer === basic) expect(items[ordinary[6]!.id]).toMatchObject({ withheld: false, pick: "Arsenal" });
      else expectWithheld(items[ordinary[6]!.id], "daily_limit", WITHHELD_SNAKE);
      expect(items[ordinary[0]!.id]).toMatchObject({ withheld: false, pick: "Arsenal" });
    }
  });

  it("shows them to PREMIUM, ENTERPRISE and VIP members and admins", async () => {
    // An admin session idle for an hour has timed out (admin_session_timeout_minutes): a fresh one, on the moved clock.
    for (const viewer of [premiumMember, enterprise, vip, await makeUserWithToken("ADMIN")]) {
      const items = byId(await get<Item[]>(today, "/api/predictions/today?limit=50", viewer));
      expect(items[premium.id]).toMatchObject({ withheld: false, pick: "Arsenal" });
      expect(items[ordinary[6]!.id]).toMatchObject({ withheld: false, pick: "Arsenal" });
    }
  });
});

describe("the free allowance setting", () => {
  it("max_free_predictions_per_day decides how many picks visitors see", async () => {
    await db.update(globalSettings).set({ value: 2 }).where(eq(globalSettings.key, "max_free_predictions_per_day"));
    try {
      const items = byId(
        (await get<{ predictions: Item[] }>(list, `/api/predictions?limit=50&${dayUrl}`, visitor)).predictions,
      );
      expectFull(items[ordinary[1]!.id]);
      expectWithheld(items[ordinary[2]!.id], "daily_limit");
      // BASIC keeps its plan's 5.
      const basicItems = byId(
        (await get<{ predictions: Item[] }>(list, `/api/predictions?limit=50&${dayUrl}`, basic)).predictions,
      );
      expectFull(basicItems[ordinary[4]!.id]);
    } finally {
      await db.update(globalSettings).set({ value: 5 }).where(eq(globalSettings.key, "max_free_predictions_per_day"));
    }
  });
});

describe("member items: followed and favourite picks", () => {
  it("shapes a FREE member's followed and favourite picks for their plan, and a PREMIUM member's in full", async () => {
    for (const [viewer, full] of [
      [free, false],
      [premiumMember, true],
    ] as const) {
      const followed = await callRoute<Envelope<{ prediction: Item }>>(
        track,
        jsonRequest("POST", "/api/user/tracked-predictions", { predictionId: premium.id }, viewer!.headers),
      );
      expect(followed.status).toBeLessThan(300);
      const added = await callRoute<Envelope<{ item: Item } | Item>>(
        addFavorite,
        jsonRequest("POST", "/api/user/favorites/predictions", { predictionId: premium.id }, viewer!.headers),
        { kind: "predictions" },
      );
      expect(added.status).toBeLessThan(300);
      const trackedItems = byId(
        (await get<{ predictions: Item[] }>(tracked, "/api/user/tracked-predictions", viewer)).predictions,
      );
      const favoriteItems = byId(
        await get<Item[]>(favorites, "/api/user/favorites/predictions", viewer, { kind: "predictions" }),
      );
      const recent = byId((await get<{ recent: Item[] }>(dashboard, "/api/user/dashboard", viewer)).recent);
      for (const item of [trackedItems[premium.id], favoriteItems[premium.id], recent[premium.id]]) {
        // Member lists carry the price (decimalOdds, for the viewer's odds format) but no fair-value fields.
        if (full) expectFull(item, { predictionDto: false });
        else expectWithheld(item, "premium", ["pick", "odds", "confidence"]);
      }
    }
  });
});

describe("the /predictions page's first paint", () => {
  it("is the visitor's view: no pick or odds on withheld cards", async () => {
    const page = await getDefaultLiveList(new Date(tomorrow.getTime() + 1 * HOUR));
    const cards = byId(page.items as unknown as Item[]);
    expectWithheld(cards[premium.id], "premium", ["pick", "odds", "confidence", "edge"]);
    expect(cards[ordinary[0]!.id]).toMatchObject({ pick: "Arsenal" });
  });
});
