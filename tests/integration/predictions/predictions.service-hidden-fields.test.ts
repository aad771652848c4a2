// Lists reveal only what the viewer may see (lib/predictions/predictions.service.ts listPredictions, the
// SQL in predictions.queries.ts hiddenPick/predictionOrderKeys, docs/decisions.md "Lists reveal only what
// the viewer may see"). For a visitor, a FREE member over the daily limit and a BASIC member (its plan set to
// the free allowance's 5 here) without premium picks: a cursor never carries a withheld pick's confidence or edge;
// filters, search and sorts on hidden fields act only on the picks the viewer may read, in the list, the windows'
// counts, today's picks, the tips, the summary cards and the figures every page shows (home, categories, stats); so
// rewriting a withheld pick's confidence, edge, odds and pick text changes nothing any of them answers. A PREMIUM
// member sees the full behaviour.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { GET as list } from "@/app/api/predictions/route";
import { GET as stats } from "@/app/api/predictions/stats/route";
import { GET as today } from "@/app/api/predictions/today/route";
import { GET as windows } from "@/app/api/predictions/windows/route";
import { db } from "@/db";
import { plans, predictions, users, type Prediction, type SubscriptionTier } from "@/db/schema";
import { loadTipsPageData } from "@/lib/browse/browse.cache";
import { getCategoriesOverview } from "@/lib/browse/browse-stats.service";
import { getLiveSummary } from "@/lib/predictions/pages.service";
import { filterTips } from "@/lib/predictions/tip-filters.rules";
import { getHomeFigures } from "@/lib/track-record/home-figures.service";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Viewer = Awaited<ReturnType<typeof makeUserWithToken>> | null;
type Item = {
  id: string;
  withheld: boolean;
  reason?: string;
  confidence?: number;
  edge?: number | null;
  pick?: string;
  homeTeam: string;
};
type ListData = { predictions: Item[]; pagination: { total: number | null }; nextCursor: string | null };
type Envelope<T> = { success: boolean; data: T; error?: string; code?: string };

const HOUR = 60 * 60 * 1000;
const tomorrow = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1));
const at = (hours: number) => new Date(tomorrow.getTime() + hours * HOUR);
const DAY_QUERY = { startDate: tomorrow.toISOString(), endDate: at(24).toISOString() };
const SECRET = "Secretpick";

let visitor: Viewer;
let free: Viewer;
let basic: Viewer;
let premiumMember: Viewer;
/** The five picks of tomorrow's free allowance (everyone reads them). */
const allowed: Prediction[] = [];
/** Ordinary picks beyond the allowance, and premium ones: withheld from the restricted viewers. */
const overLimit: Prediction[] = [];
const premium: Prediction[] = [];

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
  // Tomorrow (UTC): five allowance picks at 10:00–14:00, confidence 60–64 and edge 1–5; three picks beyond
  // the allowance, two of them at the same kick-off; two premium picks, one at the same kick-off as an
  // allowance pick. Yesterday, a settled premium pick, which everyone reads in full.
  for (let index = 0; index < 5; index++) {
    allowed.push(
      await makePrediction({
        homeTeam: `Allowed ${index}`,
        matchDate: at(10 + index),
        confidence: 60 + index,
        edge: 1 + index,
        pick: "Home",
      }),
    );
  }
  overLimit.push(
    await makePrediction({ homeTeam: "Over A", matchDate: at(15), confidence: 50, edge: -3, pick: `${SECRET} A` }),
  );
  overLimit.push(
    await makePrediction({ homeTeam: "Over B", matchDate: at(15), confidence: 99, edge: 12, pick: "Away" }),
  );
  overLimit.push(
    await makePrediction({ homeTeam: "Over C", matchDate: at(16), confidence: 70, edge: null, pick: `${SECRET} C` }),
  );
  premium.push(
    await makePrediction({
      homeTeam: "Premium A",
      matchDate: at(12),
      confidence: 90,
      edge: 20,
      pick: `${SECRET} P`,
      isPremium: true,
    }),
  );
  premium.push(
    await makePrediction({
      homeTeam: "Premium B",
      matchDate: at(15),
      confidence: 40,
      edge: -8,
      pick: "Draw",
      isPremium: true,
    }),
  );
  await makePrediction({
    homeTeam: "Settled Premium",
    matchDate: new Date(Date.now() - 30 * HOUR),
    confidence: 95,
    edge: 15,
    pick: "Home",
    isPremium: true,
    status: "WIN",
  });
  visitor = null;
  free = await makeUserWithToken("USER");
  // BASIC at the free allowance's 5 (its plan shows 10): a paid plan with a daily limit and no premium picks,
  // over whose limit these picks go.
  await db.update(plans).set({ dailyPredictionLimit: 5 }).where(eq(plans.id, "BASIC"));
  basic = await memberOf("BASIC");
  premiumMember = await memberOf("PREMIUM");
});

afterAll(async () => {
  await db.update(plans).set({ dailyPredictionLimit: 10 }).where(eq(plans.id, "BASIC"));
});

async function get<T>(
  handler: Parameters<typeof callRoute>[0],
  path: string,
  query: Record<string, string>,
  viewer: Viewer,
) {
  const res = await callRoute<Envelope<T>>(
    handler,
    jsonRequest("GET", `${path}?${new URLSearchParams(query)}`, undefined, viewer?.headers ?? {}),
  );
  return res;
}

async function listData(query: Record<string, string>, viewer: Viewer): Promise<ListData> {
  const res = await get<ListData>(list, "/api/predictions", query, viewer);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** The payload of a cursor: the order and the values it resumes after (the part before the mac). */
function cursorPayload(cursor: string): { k: string; v: unknown[] } {
  return JSON.parse(Buffer.from(cursor.split(".")[0]!, "base64url").toString("utf8"));
}

/** Every page of a list by cursor, `limit` rows at a time: the ids, withheld flags and each page's cursor. */
async function walk(query: Record<string, string>, viewer: Viewer, limit = 2) {
  const pages: { ids: string[]; withheld: boolean[]; cursor: string | null }[] = [];
  let cursor: string | null = null;
  do {
    const data = await listData({ ...query, limit: String(limit), ...(cursor ? { cursor } : {}) }, viewer);
    cursor = data.nextCursor;
    pages.push({
      ids: data.predictions.map((item) => item.id),
      withheld: data.predictions.map((item) => item.withheld),
      cursor,
    });
  } while (cursor && pages.length < 40);
  return pages;
}

const SORTS = ["kickoff", "confidence", "edge", "recent"] as const;

/** Everything a viewer is answered about tomorrow's picks and the filters on hidden fields. */
async function snapshot(viewer: Viewer) {
  const lists: Record<string, unknown> = {};
  for (const sort of SORTS) {
    lists[`${sort} whole`] = (await listData({ sort, limit: "100" }, viewer)).predictions.map((item) => [
      item.id,
      item.withheld,
    ]);
    lists[`${sort} day by cursor`] = await walk({ sort, ...DAY_QUERY }, viewer);
    lists[`${sort} minConfidence`] = (
      await listData({ sort, minConfidence: "65", limit: "100" }, viewer)
    ).predictions.map((item) => item.id);
    lists[`${sort} positiveEdge`] = (
      await listData({ sort, positiveEdge: "true", limit: "100" }, viewer)
    ).predictions.map((item) => item.id);
    lists[`${sort} search`] = (await listData({ sort, search: SECRET, limit: "100" }, viewer)).predictions.map(
      (item) => item.id,
    );
  }
  const counted = await listData({ minConfidence: "65", positiveEdge: "true", limit: "1" }, viewer);
  const counts: Record<string, unknown> = { list: counted.pagination.total };
  for (const filters of [{ minConfidence: "65" }, { positiveEdge: "true" }, { minConfidence: "95" }] as Record<
    string,
    string
  >[]) {
    const res = await get<{ counts: unknown }>(windows, "/api/predictions/windows", filters, viewer);
    expect(res.status).toBe(200);
    counts[JSON.stringify(filters)] = res.body.data.counts;
  }
  // The today call covers the caller's today only: asked with the clock (Date only) on tomorrow morning.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at(8));
  let todays: Awaited<ReturnType<typeof get<Item[]>>>;
  let firstSeven: Awaited<ReturnType<typeof get<Item[]>>>;
  try {
    todays = await get<Item[]>(today, "/api/predictions/today", { limit: "200" }, viewer);
    expect(todays.status).toBe(200);
    expect(todays.body.data.length).toBeGreaterThan(0);
    // Which picks fit under a small limit must not depend on a withheld value either.
    firstSeven = await get<Item[]>(today, "/api/predictions/today", { limit: "7" }, viewer);
  } finally {
    vi.useRealTimers();
  }
  return {
    lists,
    counts,
    today: todays.body.data.map((item) => [item.id, item.withheld]),
    firstSeven: firstSeven.body.data.map((item) => item.id),
  };
}

/** Rewrites the hidden fields of every pick withheld from the restricted viewers: the values swap sides. */
async function rewriteHiddenValues(round: number) {
  const withheld = [...overLimit, ...premium];
  for (const [index, pick] of withheld.entries()) {
    const flip = (index + round) % 2 === 0;
    await db
      .update(predictions)
      // Values no readable pick has (readable: 60–64 and 95; edges 1–5 and 15), so a cursor carrying one is caught.
      .set({
        confidence: flip ? 97.5 - index : 30.5 + index,
        edge: flip ? 25.25 - index : -10.25 - index,
        decimalOdds: flip ? 7.5 + index : 1.1 + index / 100,
        pick: flip ? `${SECRET} ${index}` : "Plain",
      })
      .where(eq(predictions.id, pick.id));
  }
}

const restricted = [
  ["a visitor", () => visitor],
  ["a FREE member over the daily limit", () => free],
  ["a BASIC member without premium picks", () => basic],
] as const;

describe.each(restricted)("as %s", (_name, viewer) => {
  const withheldIds = () => new Set([...overLimit, ...premium].map((pick) => pick.id));

  it("a cursor cut at a withheld pick has null for its hidden keys; no cursor carries a withheld value", async () => {
    const hidden = new Set<unknown>();
    for (const pick of [...overLimit, ...premium]) {
      const [row] = await db
        .select({ confidence: predictions.confidence, edge: predictions.edge })
        .from(predictions)
        .where(eq(predictions.id, pick.id));
      hidden.add(row!.confidence);
      hidden.add(row!.edge);
    }
    hidden.delete(null);
    let cutAtWithheld = 0;
    for (const sort of SORTS) {
      const pages = await walk({ sort, ...DAY_QUERY }, viewer(), 1);
      for (const page of pages) {
        if (!page.cursor) continue;
        const { k, v } = cursorPayload(page.cursor);
        expect(k).toBe(sort);
        if (page.withheld[0]) {
          cutAtWithheld += 1;
          // Only what the viewer reads of a withheld pick: whether it is withheld, its kick-off and id.
          expect(v.filter((value) => typeof value === "number")).toEqual([]);
          if (sort === "kickoff") expect(v).toEqual([expect.any(String), null, page.ids[0]]);
          if (sort === "confidence" || sort === "edge")
            expect(v).toEqual([true, null, expect.any(String), page.ids[0]]);
        }
        for (const value of v)
          if (typeof value === "number") expect(hidden.has(value), `${sort}: ${value}`).toBe(false);
      }
    }
    expect(cutAtWithheld).toBeGreaterThan(10);
  });

  it("a forged, tampered or other viewer's cursor answers 400 'Invalid cursor' in the envelope", async () => {
    const own = (await listData({ sort: "confidence", limit: "2" }, viewer())).nextCursor!;
    const [payload, mac] = own.split(".") as [string, string];
    const forgedPayload = Buffer.from(
      JSON.stringify({ k: "confidence", v: [false, 89.5, at(12).toISOString(), premium[0]!.id] }),
    ).toString("base64url");
    const tamperedMac = `${mac.slice(0, 10)}${mac[10] === "A" ? "B" : "A"}${mac.slice(11)}`;
    const members = (await listData({ sort: "confidence", limit: "2" }, premiumMember)).nextCursor!;
    for (const cursor of [
      forgedPayload,
      `${forgedPayload}.${mac}`,
      `${payload}.${tamperedMac}`,
      members,
      "x".repeat(3000),
    ]) {
      const res = await get<ListData>(list, "/api/predictions", { sort: "confidence", limit: "2", cursor }, viewer());
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: "Invalid cursor", code: "bad_request" });
    }
  });

  it("filters, search and sorts on hidden fields never match or place a withheld pick by its values", async () => {
    const ids = withheldIds();
    for (const sort of SORTS) {
      for (const filter of [{ minConfidence: "65" }, { positiveEdge: "true" }, { search: SECRET }] as Record<
        string,
        string
      >[]) {
        const items = (await listData({ sort, limit: "100", ...filter }, viewer())).predictions;
        expect(
          items.filter((item) => ids.has(item.id)),
          `${sort} ${JSON.stringify(filter)}`,
        ).toEqual([]);
      }
    }
    // Team names are searched on every row: a withheld pick is found by its teams, and answered withheld.
    const byTeam = (await listData({ search: "Over A", limit: "100" }, viewer())).predictions;
    expect(byTeam.map((item) => [item.id, item.withheld])).toEqual([[overLimit[0]!.id, true]]);
    // The settled premium pick is read in full, so its values do match.
    expect(
      (await listData({ minConfidence: "95", limit: "100" }, viewer())).predictions.map((item) => item.homeTeam),
    ).toEqual(["Settled Premium"]);

    // By confidence or edge: the readable picks by that value, then the withheld ones by kick-off and id.
    for (const sort of ["confidence", "edge"] as const) {
      const items = (await listData({ sort, limit: "100", ...DAY_QUERY }, viewer())).predictions;
      const firstWithheld = items.findIndex((item) => item.withheld);
      expect(items.slice(firstWithheld).every((item) => item.withheld)).toBe(true);
      const withheldOrder = items.slice(firstWithheld).map((item) => item.id);
      const byKickoff = [...overLimit, ...premium]
        .sort((a, b) => a.matchDate.getTime() - b.matchDate.getTime() || (a.id < b.id ? -1 : 1))
        .map((pick) => pick.id);
      expect(withheldOrder).toEqual(byKickoff);
    }
    // By kick-off: at one kick-off, the readable pick first, then the withheld ones by id.
    const kickoff = (await listData({ sort: "kickoff", limit: "100", ...DAY_QUERY }, viewer())).predictions.map(
      (item) => item.id,
    );
    expect(kickoff.indexOf(allowed[2]!.id)).toBe(kickoff.indexOf(premium[0]!.id) - 1);
    const atFifteen = [overLimit[0]!, overLimit[1]!, premium[1]!].map((pick) => pick.id).sort();
    expect(kickoff.filter((id) => atFifteen.includes(id))).toEqual(atFifteen);
  });

  it("pages by number and by cursor give one order of the whole list, across readable and withheld rows", async () => {
    for (const sort of SORTS) {
      const whole = (await listData({ sort, limit: "100" }, viewer())).predictions.map((item) => item.id);
      const byNumber: string[] = [];
      for (let page = 1; page <= Math.ceil(whole.length / 3); page++) {
        byNumber.push(
          ...(await listData({ sort, limit: "3", page: String(page) }, viewer())).predictions.map((item) => item.id),
        );
      }
      expect(byNumber, sort).toEqual(whole);
      expect(
        (await walk({ sort }, viewer(), 3)).flatMap((page) => page.ids),
        sort,
      ).toEqual(whole);
    }
  });

  it(
    "rewriting a withheld pick's confidence, edge and pick text changes nothing: lists, order, cursors, counts, " +
      "today",
    async () => {
      await rewriteHiddenValues(0);
      const before = await snapshot(viewer());
      await rewriteHiddenValues(1);
      const after = await snapshot(viewer());
      expect(after).toEqual(before);
    },
  );

  it("the tips, the summary cards and the figures every page shows say nothing of withheld values either", async () => {
    const now = new Date();
    const figures = async () => ({
      summary: await getLiveSummary(now),
      home: await getHomeFigures(now),
      stats: (await get<unknown>(stats, "/api/predictions/stats", {}, viewer())).body.data,
      categories: (await getCategoriesOverview(now)).categories.map((category) => [category.id, category.averageOdds]),
    });
    await rewriteHiddenValues(0);
    const tipsBefore = await loadTipsPageData(now);
    const before = await figures();
    await rewriteHiddenValues(1);
    const tipsAfter = await loadTipsPageData(now);
    expect(tipsAfter.tips.map((tip) => [tip.id, tip.locked, tip.pick, tip.confidence])).toEqual(
      tipsBefore.tips.map((tip) => [tip.id, tip.locked, tip.pick, tip.confidence]),
    );
    expect(await figures()).toEqual(before);
    // The figures do count the readable picks: the live teaser averages tomorrow's five allowance picks.
    expect(before.home.liveTeaser.averageConfidence).toBeCloseTo(62, 9);
    // The tips page's search runs over what the page holds: a locked tip has no pick text to match.
    const locked = tipsAfter.tips.filter((tip) => tip.locked);
    expect(locked.length).toBe(overLimit.length + premium.length);
    expect(filterTips(tipsAfter.tips, { search: SECRET }).filter((tip) => tip.locked)).toEqual([]);
  });
});

describe("viewers with equal entitlements share one class", () => {
  it("a visitor's cursor pages on for FREE and BASIC members at the same limit, not for a PREMIUM member", async () => {
    const cursor = (await listData({ sort: "edge", limit: "3" }, visitor)).nextCursor!;
    for (const viewer of [free, basic]) {
      const res = await get<ListData>(list, "/api/predictions", { sort: "edge", limit: "3", cursor }, viewer);
      expect(res.status).toBe(200);
    }
    expect(
      (await get<ListData>(list, "/api/predictions", { sort: "edge", limit: "3", cursor }, premiumMember)).status,
    ).toBe(400);
  });

  it("a BASIC member at its plan's own 10 a day reads another list: the visitor's cursor is refused", async () => {
    const cursor = (await listData({ sort: "edge", limit: "3" }, visitor)).nextCursor!;
    await db.update(plans).set({ dailyPredictionLimit: 10 }).where(eq(plans.id, "BASIC"));
    try {
      expect((await get<ListData>(list, "/api/predictions", { sort: "edge", limit: "3", cursor }, basic)).status).toBe(
        400,
      );
    } finally {
      await db.update(plans).set({ dailyPredictionLimit: 5 }).where(eq(plans.id, "BASIC"));
    }
  });

  it("a visitor's cursor is refused in another zone: the zone's days decide the free picks", async () => {
    const cursor = (await listData({ sort: "edge", limit: "3" }, visitor)).nextCursor!;
    const res = await callRoute<Envelope<ListData>>(
      list,
      jsonRequest("GET", `/api/predictions?${new URLSearchParams({ sort: "edge", limit: "3", cursor })}`, undefined, {
        cookie: "tz=Asia%2FTokyo",
      }),
    );
    expect(res.status).toBe(400);
  });
});

describe("as a PREMIUM member", () => {
  it("filters, search and sorts act on every pick, and rewriting the values changes the answers", async () => {
    await rewriteHiddenValues(0);
    const before = await snapshot(premiumMember);
    const byConfidence = (await listData({ sort: "confidence", limit: "100", ...DAY_QUERY }, premiumMember))
      .predictions;
    expect(byConfidence.every((item) => !item.withheld)).toBe(true);
    const confidences = byConfidence.map((item) => item.confidence!);
    expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
    const found = (await listData({ search: SECRET, limit: "100" }, premiumMember)).predictions.map((item) => item.id);
    expect(found.some((id) => [...overLimit, ...premium].some((pick) => pick.id === id))).toBe(true);

    await rewriteHiddenValues(1);
    expect(await snapshot(premiumMember)).not.toEqual(before);
    // A member's cursor carries the values their plan reads: here a premium pick's confidence.
    const first = await listData({ sort: "confidence", limit: "1", ...DAY_QUERY }, premiumMember);
    expect(cursorPayload(first.nextCursor!).v[0]).toBe(first.predictions[0]!.confidence);
    expect([...overLimit, ...premium].map((pick) => pick.id)).toContain(first.predictions[0]!.id);
  });
});
