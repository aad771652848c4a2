// The EV order and the Value-only and Model-shaped filters of GET /api/predictions (and the windows' counts)
// follow "Lists reveal only what the viewer may see" (docs/decisions.md): EV, isValue and the probability's
// basis are hidden fields of a withheld pick, so for a visitor or a FREE member over the daily limit they
// act on readable picks only, withheld picks come last in an order made of what the viewer reads, cursors
// carry nothing hidden and are bound to the filters; a PREMIUM member gets the full behaviour. And a value
// pick needs a positive EV: a row flagged value at EV ≤ 0 is a forecast, in no Value-only list.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { GET as list } from "@/app/api/predictions/route";
import { GET as windows } from "@/app/api/predictions/windows/route";
import { db } from "@/db";
import { predictions, users, type NewPrediction, type Prediction } from "@/db/schema";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Viewer = Awaited<ReturnType<typeof makeUserWithToken>> | null;
type Item = { id: string; withheld: boolean; expectedValue?: number | null; edge?: number | null };
type ListData = { predictions: Item[]; pagination: { total: number | null }; nextCursor: string | null };
type Envelope<T> = { success: boolean; data: T; error?: string; code?: string };

const HOUR = 60 * 60 * 1000;
const tomorrow = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1));
const at = (hours: number) => new Date(tomorrow.getTime() + hours * HOUR);
const DAY_QUERY = { startDate: tomorrow.toISOString(), endDate: at(24).toISOString() };

let free: Viewer;
let premiumMember: Viewer;
/** Tomorrow's five allowance picks (everyone reads them), picks beyond the allowance and premium ones. */
const allowed: Prediction[] = [];
const overLimit: Prediction[] = [];
const premium: Prediction[] = [];
let settledValue: Prediction;

const value = (ev: number): Partial<NewPrediction> => ({ isValue: true, expectedValue: ev, edge: ev * 100 });
const pooled: Partial<NewPrediction> = { fairProbability: 0.6, fairBasis: "market+model", consensusBookmakers: 5 };
const consensus: Partial<NewPrediction> = { fairProbability: 0.6, fairBasis: "market-only", consensusBookmakers: 5 };

beforeAll(async () => {
  // Allowance (10:00–14:00): a value pick at +6 %, a pick at +1 %, a forecast at −2 %, a row flagged value
  // at −1 % (a forecast all the same) and a model-shaped value pick at +3 %.
  const readable: Partial<NewPrediction>[] = [
    { ...value(0.06), ...consensus },
    { expectedValue: 0.01, edge: 1, ...consensus },
    { expectedValue: -0.02, edge: -2, ...consensus },
    { ...value(-0.01), ...consensus },
    { ...value(0.03), ...pooled },
  ];
  for (const [index, fields] of readable.entries())
    allowed.push(await makePrediction({ homeTeam: `Allowed ${index}`, matchDate: at(10 + index), ...fields }));
  // Beyond the allowance: a model-shaped value pick at +12 % and a forecast; premium: two value picks.
  overLimit.push(await makePrediction({ homeTeam: "Over A", matchDate: at(15), ...value(0.12), ...pooled }));
  overLimit.push(
    await makePrediction({ homeTeam: "Over B", matchDate: at(16), expectedValue: -0.04, edge: -4, ...consensus }),
  );
  premium.push(
    await makePrediction({ homeTeam: "Premium A", matchDate: at(12), ...value(0.2), ...consensus, isPremium: true }),
  );
  premium.push(
    await makePrediction({ homeTeam: "Premium B", matchDate: at(17), ...value(0.09), ...pooled, isPremium: true }),
  );
  // A settled premium value pick: everyone reads it in full.
  settledValue = await makePrediction({
    homeTeam: "Settled",
    matchDate: new Date(Date.now() - 30 * HOUR),
    ...value(0.04),
    ...consensus,
    isPremium: true,
    status: "WIN",
  });
  free = await makeUserWithToken("USER");
  premiumMember = await makeUserWithToken("USER");
  await db
    .update(users)
    .set({
      subscriptionTier: "PREMIUM",
      subscriptionStatus: "ACTIVE",
      subscriptionEndsAt: new Date(Date.now() + 30 * 24 * HOUR),
    })
    .where(eq(users.id, premiumMember.user.id));
});

async function get<T>(
  handler: Parameters<typeof callRoute>[0],
  path: string,
  query: Record<string, string>,
  viewer: Viewer,
) {
  return callRoute<Envelope<T>>(
    handler,
    jsonRequest("GET", `${path}?${new URLSearchParams(query)}`, undefined, viewer?.headers ?? {}),
  );
}

async function listed(query: Record<string, string>, viewer: Viewer): Promise<ListData> {
  const res = await get<ListData>(list, "/api/predictions", { limit: "100", ...query }, viewer);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
const withheld = () => [...overLimit, ...premium];

/** Every page of a list by cursor, one row at a time. */
async function walk(query: Record<string, string>, viewer: Viewer) {
  const pages: { ids: string[]; withheld: boolean[]; cursor: string | null }[] = [];
  let cursor: string | null = null;
  do {
    const data = await listed({ ...query, limit: "1", ...(cursor ? { cursor } : {}) }, viewer);
    cursor = data.nextCursor;
    pages.push({ ids: ids(data.predictions), withheld: data.predictions.map((item) => item.withheld), cursor });
  } while (cursor && pages.length < 40);
  return pages;
}

function cursorValues(cursor: string): unknown[] {
  return (JSON.parse(Buffer.from(cursor.split(".")[0]!, "base64url").toString("utf8")) as { v: unknown[] }).v;
}

/** Rewrites what the restricted viewers may not read of the withheld picks: EV, value flag and basis swap sides. */
async function rewriteWithheld(round: number) {
  for (const [index, pick] of withheld().entries()) {
    const flip = (index + round) % 2 === 0;
    await db
      .update(predictions)
      .set({
        isValue: flip,
        expectedValue: flip ? 0.31 + index / 100 : -0.27 - index / 100,
        edge: flip ? 31 + index : -27 - index,
        fairBasis: flip ? "market+model" : "market-only",
      })
      .where(eq(predictions.id, pick.id));
  }
}

async function answers(viewer: Viewer) {
  const out: Record<string, unknown> = {};
  for (const filters of [{ valueOnly: "true" }, { modelShaped: "true" }, {}] as Record<string, string>[]) {
    out[`edge ${JSON.stringify(filters)}`] = (await listed({ sort: "edge", ...filters }, viewer)).predictions.map(
      (item) => [item.id, item.withheld],
    );
    out[`edge walk ${JSON.stringify(filters)}`] = await walk({ sort: "edge", ...DAY_QUERY, ...filters }, viewer);
    const counts = await get<{ counts: unknown }>(windows, "/api/predictions/windows", filters, viewer);
    expect(counts.status).toBe(200);
    out[`windows ${JSON.stringify(filters)}`] = counts.body.data.counts;
    out[`total ${JSON.stringify(filters)}`] = (await listed({ ...filters, limit: "1" }, viewer)).pagination.total;
  }
  return out;
}

const restricted: readonly (readonly [string, () => Viewer])[] = [
  ["a visitor", () => null],
  ["a FREE member over the daily limit", () => free],
];

describe.each(restricted)("as %s", (_name, viewer) => {
  it("Value only lists the value picks they may read (positive EV), never a withheld one", async () => {
    const items = (await listed({ valueOnly: "true" }, viewer())).predictions;
    expect(ids(items).sort()).toEqual([allowed[0]!.id, allowed[4]!.id, settledValue.id].sort());
    expect(items.every((item) => !item.withheld && (item.expectedValue ?? 0) > 0)).toBe(true);
  });

  it("Model-shaped only lists the readable picks the model shaped, never a withheld one", async () => {
    expect(ids((await listed({ modelShaped: "true" }, viewer())).predictions)).toEqual([allowed[4]!.id]);
  });

  it("by EV: the readable picks by EV, then the withheld ones by kick-off and id, whatever their EV", async () => {
    const items = (await listed({ sort: "edge", ...DAY_QUERY }, viewer())).predictions;
    const readable = items.filter((item) => !item.withheld);
    expect(ids(readable)).toEqual([allowed[0], allowed[4], allowed[1], allowed[3], allowed[2]].map((pick) => pick!.id));
    const rest = items.slice(readable.length);
    expect(rest.every((item) => item.withheld)).toBe(true);
    expect(ids(rest)).toEqual([premium[0], overLimit[0], overLimit[1], premium[1]].map((pick) => pick!.id));
  });

  it("a cursor of the EV order carries no withheld value: null where a withheld pick's EV would be", async () => {
    const hidden = new Set(withheld().flatMap((pick) => [pick.edge, pick.expectedValue]));
    let cutAtWithheld = 0;
    for (const filters of [{}, { valueOnly: "true" }] as Record<string, string>[]) {
      for (const page of await walk({ sort: "edge", ...DAY_QUERY, ...filters }, viewer())) {
        if (!page.cursor) continue;
        const values = cursorValues(page.cursor);
        for (const value of values) if (typeof value === "number") expect(hidden.has(value), String(value)).toBe(false);
        if (page.withheld[0]) {
          cutAtWithheld += 1;
          expect(values).toEqual([true, null, expect.any(String), page.ids[0]]);
        }
      }
    }
    expect(cutAtWithheld).toBeGreaterThan(0);
  });

  it(
    "a cursor is bound to its filters and its reader: another filter set, or a PREMIUM member's cursor, answers " +
      "400",
    async () => {
      const own = (await listed({ sort: "edge", limit: "2" }, viewer())).nextCursor!;
      const premiums = (await listed({ sort: "edge", valueOnly: "true", limit: "2" }, premiumMember)).nextCursor!;
      for (const [query, cursor] of [
        [{ sort: "edge", valueOnly: "true" }, own],
        [{ sort: "edge", modelShaped: "true" }, own],
        [{ sort: "confidence" }, own],
        [{ sort: "edge", valueOnly: "true" }, premiums],
      ] as const) {
        const res = await get<ListData>(list, "/api/predictions", { ...query, limit: "2", cursor }, viewer());
        expect(res.status, JSON.stringify(query)).toBe(400);
        expect(res.body).toMatchObject({ success: false, error: "Invalid cursor", code: "bad_request" });
      }
      expect(
        (await get<ListData>(list, "/api/predictions", { sort: "edge", limit: "2", cursor: own }, viewer())).status,
      ).toBe(200);
    },
  );

  it(
    "rewriting a withheld pick's EV, value flag and basis changes nothing they are answered: lists, order, " +
      "cursors, counts",
    async () => {
      await rewriteWithheld(0);
      const before = await answers(viewer());
      await rewriteWithheld(1);
      expect(await answers(viewer())).toEqual(before);
    },
  );
});

describe("as a PREMIUM member", () => {
  it("Value only, Model-shaped only and the EV order act on every pick", async () => {
    await rewriteWithheld(1);
    const rows = await db.select().from(predictions);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const valueOnly = (await listed({ valueOnly: "true" }, premiumMember)).predictions;
    const expected = rows.filter((row) => row.isValue && (row.expectedValue ?? 0) > 0).map((row) => row.id);
    expect(ids(valueOnly).sort()).toEqual(expected.sort());
    expect(valueOnly.every((item) => !item.withheld)).toBe(true);
    expect(ids((await listed({ modelShaped: "true" }, premiumMember)).predictions).sort()).toEqual(
      rows
        .filter((row) => row.fairBasis === "market+model")
        .map((row) => row.id)
        .sort(),
    );
    const byEv = (await listed({ sort: "edge", ...DAY_QUERY }, premiumMember)).predictions;
    const edges = ids(byEv).map((id) => byId.get(id)!.edge!);
    expect(edges).toEqual([...edges].sort((a, b) => b - a));
    expect(byEv.some((item) => overLimit.some((pick) => pick.id === item.id))).toBe(true);
  });

  it("counts the windows with Value only over every pick", async () => {
    const res = await get<{ counts: { tomorrow: number } }>(
      windows,
      "/api/predictions/windows",
      { valueOnly: "true" },
      premiumMember,
    );
    const rows = await db.select().from(predictions).where(eq(predictions.status, "PENDING"));
    expect(res.body.data.counts.tomorrow).toBe(
      rows.filter((row) => row.isValue && (row.expectedValue ?? 0) > 0).length,
    );
  });
});

describe("inputs", () => {
  it.each(["valueOnly=maybe", "modelShaped=2", "sort=ev"])("answers 422 to %s", async (query) => {
    const res = await callRoute<Envelope<unknown>>(list, jsonRequest("GET", `/api/predictions?${query}`));
    expect(res.status).toBe(422);
  });
});
