import { randomUUID } from "node:crypto";

import { beforeAll, describe, expect, it } from "vitest";

import { GET } from "@/app/api/admin/analytics/route";
import { GET as profile } from "@/app/api/auth/profile/route";
import { db } from "@/db";
import { favoritePredictions, paymentOrders, predictionTracks, sports, subscriptions } from "@/db/schema";
import type { AnalyticsReport } from "@/lib/analytics/analytics-figures.rules";
import { makePrediction, makeUserWithToken } from "@/tests/helpers/factories";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

type Account = Awaited<ReturnType<typeof makeUserWithToken>>;
let admin: Account;
let member: Account;
const DAY = 24 * 60 * 60 * 1000;

const get = <T = { data: AnalyticsReport; code?: string }>(query: string, headers?: Record<string, string>) =>
  callRoute<T>(GET, jsonRequest("GET", `/api/admin/analytics${query}`, undefined, headers));
const report = async (days = "7") => (await get(`?days=${days}`, admin.headers)).body.data;
const today = (r: AnalyticsReport) => r.daily[r.daily.length - 1]!;

beforeAll(async () => {
  admin = await makeUserWithToken("ADMIN");
  member = await makeUserWithToken("USER");
});

describe("GET /api/admin/analytics", () => {
  it("answers admins only", async () => {
    expect((await get("")).status).toBe(401);
    expect((await get("", member.headers)).status).toBe(403);
    expect((await get("", admin.headers)).status).toBe(200);
  });

  it("refuses a window or format it does not offer, with the envelope", async () => {
    for (const query of ["?days=8", "?days=abc", "?format=xml"]) {
      const res = await get<{ success: boolean; code: string }>(query, admin.headers);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: false, code: "validation_failed" });
    }
  });

  it("computes every figure from the rows in the database", async () => {
    const before = await report();
    expect(before.daily).toHaveLength(7);
    expect(today(before).date).toBe(new Date().toISOString().slice(0, 10));

    const now = new Date();
    // Accuracy: a football win and loss and a basketball win, settled today, plus one settled long ago.
    await makePrediction({ status: "WIN", settledAt: now });
    await makePrediction({ status: "LOSS", settledAt: now });
    await makePrediction({ status: "WIN", settledAt: now, sportId: "basketball", leagueId: "nba" });
    await makePrediction({ status: "WIN", settledAt: new Date(now.getTime() - 60 * DAY) });
    // Activity (two requests today count once) and engagement.
    const fan = await makeUserWithToken("USER");
    for (let request = 0; request < 2; request++)
      expect((await callRoute(profile, jsonRequest("GET", "/api/auth/profile", undefined, fan.headers))).status).toBe(
        200,
      );
    const pick = await makePrediction();
    await db.insert(predictionTracks).values({ userId: fan.user.id, predictionId: pick.id });
    await db.insert(favoritePredictions).values({ userId: fan.user.id, predictionId: pick.id });
    // Revenue: a USD order and an NGN order at 1,500 NGN per USD, both paid today; one still pending.
    const order = (values: Partial<typeof paymentOrders.$inferInsert>) =>
      db.insert(paymentOrders).values({
        reference: `test-${randomUUID()}`,
        userId: fan.user.id,
        customerEmail: fan.user.email,
        planId: "PREMIUM",
        provider: "paystack",
        amountMinor: 1999,
        currency: "USD",
        priceUsd: "19.99",
        status: "PAID",
        paidAt: now,
        ...values,
      });
    await order({});
    await order({ currency: "NGN", amountMinor: 3_000_000, exchangeRate: "1500" });
    await order({ status: "PENDING", paidAt: null });
    // Subscriptions: one running, one cancelled yesterday (not running today), one pending.
    await db.insert(subscriptions).values([
      {
        userId: fan.user.id,
        planId: "PREMIUM",
        status: "ACTIVE",
        startDate: new Date(now.getTime() - 2 * DAY),
        endDate: new Date(now.getTime() + 28 * DAY),
      },
      {
        userId: fan.user.id,
        planId: "BASIC",
        status: "CANCELLED",
        startDate: new Date(now.getTime() - 3 * DAY),
        endDate: new Date(now.getTime() + 27 * DAY),
        cancelledAt: new Date(now.getTime() - DAY),
      },
      { userId: fan.user.id, planId: "VIP", status: "PENDING" },
    ]);

    const after = await report();
    expect(after.accuracy.wins).toBe(before.accuracy.wins + 2);
    expect(after.accuracy.losses).toBe(before.accuracy.losses + 1);
    const football = (r: AnalyticsReport) => r.accuracy.bySport.find((sport) => sport.sportId === "football");
    expect(football(after)!.wins).toBe((football(before)?.wins ?? 0) + 1);
    expect(football(after)!.losses).toBe((football(before)?.losses ?? 0) + 1);
    expect(today(after).wins).toBe(today(before).wins + 2);
    expect(today(after).winRate).toBe(
      Math.round((today(after).wins / (today(after).wins + today(after).losses)) * 1000) / 10,
    );

    expect(today(after).activeUsers).toBe(today(before).activeUsers + 1);
    expect(after.users.activeInWindow).toBe(before.users.activeInWindow + 1);
    expect(today(after).signUps).toBe(today(before).signUps + 1);
    expect(today(after).trackedPicks).toBe(today(before).trackedPicks + 1);
    expect(today(after).favourites).toBe(today(before).favourites + 1);
    expect(after.engagement).toEqual({
      trackedPicks: before.engagement.trackedPicks + 1,
      favourites: before.engagement.favourites + 1,
    });

    expect(today(after).paidOrders).toBe(today(before).paidOrders + 2);
    expect(today(after).revenueUsdCents).toBe(today(before).revenueUsdCents + 1999 + 2000);
    expect(after.revenue.byCurrency.find((row) => row.currency === "NGN")!.amountMinor).toBeGreaterThanOrEqual(
      3_000_000,
    );
    expect(after.revenue.activeSubscriptions).toBe(before.revenue.activeSubscriptions + 1);
    // Three days ago only the (later cancelled) BASIC subscription had started; two days ago both ran.
    const dayIndex = (r: AnalyticsReport, daysAgo: number) => r.daily[r.daily.length - 1 - daysAgo]!;
    expect(dayIndex(after, 2).activeSubscriptions).toBe(dayIndex(before, 2).activeSubscriptions + 2);
    expect(dayIndex(after, 1).activeSubscriptions).toBe(dayIndex(before, 1).activeSubscriptions + 1);
  });

  it("exports the figures as a CSV attachment with formula-like cells neutralised", async () => {
    await db.insert(sports).values({ id: "formula-sport", name: '=HYPERLINK("http://evil.example","x")' });
    await makePrediction({ status: "WIN", settledAt: new Date(), sportId: "formula-sport" });

    const res = await get<string>("?days=30&format=csv", admin.headers);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="edgecast-analytics-30d-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const lines = res.body.split("\r\n");
    expect(lines[0]).toBe(
      "date,settled_wins,settled_losses,settled_voids,win_rate_percent,active_users,sign_ups,tracked_picks," +
        "favourites,paid_orders,revenue_usd,active_subscriptions",
    );
    expect(lines.filter((line) => /^\d{4}-\d{2}-\d{2},/.test(line))).toHaveLength(30);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")",1,0,0,100`);
    expect(lines.some((line) => line.startsWith("="))).toBe(false);

    // The CSV needs an admin too.
    expect((await get("?format=csv", member.headers)).status).toBe(403);
  });
});
