// Admin subscriptions API: auth matrix, list filters and stats maths, Add Subscription (a grant
// through the shared activation path), manual payments, and cancel only when ACTIVE.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

const { db } = await import("@/db");
const { auditLog, paymentOrders, subscriptions, users } = await import("@/db/schema");
const listRoute = await import("@/app/api/admin/subscriptions/route");
const cancelRoute = await import("@/app/api/admin/subscriptions/[subscriptionId]/cancel/route");
const paymentsRoute = await import("@/app/api/admin/payments/route");
const manualRoute = await import("@/app/api/admin/payments/manual/route");
const refundRoute = await import("@/app/api/admin/payments/refund/route");
const { callRoute, jsonRequest } = await import("@/tests/helpers/request");
const { makeUserWithToken } = await import("@/tests/helpers/factories");

interface Stats {
  totalSubscriptions: number;
  activeSubscriptions: number;
  revenue: { byCurrency: { currency: string; amountMinor: number; usdCents: number }[]; totalUsdCents: number };
  premiumUsers: number;
  totalUsers: number;
  conversionRate: number;
}
interface Row {
  id: string;
  userEmail: string;
  userName: string;
  plan: string;
  status: string;
  amountMinor: number;
  currency: string;
  paymentMethod: string;
}
type ListBody = {
  success: boolean;
  data: { subscriptions: Row[]; pagination: { total: number; pages: number }; stats: Stats };
  error?: string;
};

// Made in beforeAll: on PostgreSQL the file's fresh database is migrated by the setup file's beforeAll.
let admin: Awaited<ReturnType<typeof makeUserWithToken>>;
let member: Awaited<ReturnType<typeof makeUserWithToken>>;
beforeAll(async () => {
  admin = await makeUserWithToken("ADMIN");
  member = await makeUserWithToken("USER");
});

const list = (query = "") =>
  callRoute<ListBody>(listRoute.GET, jsonRequest("GET", `/api/admin/subscriptions${query}`, undefined, admin.headers));
const grant = (body: unknown, headers: Record<string, string> = admin.headers) =>
  callRoute<{ success: boolean; data: { id: string; endDate: string; plan: string }; error?: string }>(
    listRoute.POST,
    jsonRequest("POST", "/api/admin/subscriptions", body, headers),
  );
const manual = (body: unknown, headers: Record<string, string> = admin.headers) =>
  callRoute<{ success: boolean; data: { reference: string; subscription: { id: string } }; error?: string }>(
    manualRoute.POST,
    jsonRequest("POST", "/api/admin/payments/manual", body, headers),
  );
const cancel = (id: string, headers: Record<string, string> = admin.headers) =>
  callRoute<{ success: boolean; data: { message: string; subscription: { status: string } }; error?: string }>(
    cancelRoute.POST,
    jsonRequest("POST", `/api/admin/subscriptions/${id}/cancel`, undefined, headers),
    { subscriptionId: id },
  );
const userRow = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!;
const counts = async () => ({
  subs: (await db.select().from(subscriptions)).length,
  orders: (await db.select().from(paymentOrders)).length,
});

describe("auth matrix", () => {
  const routes: [string, (headers: Record<string, string>) => Promise<{ status: number }>][] = [
    [
      "GET subscriptions",
      (h) => callRoute(listRoute.GET, jsonRequest("GET", "/api/admin/subscriptions", undefined, h)),
    ],
    ["POST grant", (h) => grant({ email: member.user.email, plan: "VIP", days: 30 }, h)],
    ["POST cancel", (h) => cancel("00000000-0000-4000-8000-000000000000", h)],
    ["GET payments", (h) => callRoute(paymentsRoute.GET, jsonRequest("GET", "/api/admin/payments", undefined, h))],
    [
      "POST manual",
      (h) =>
        manual(
          { email: member.user.email, plan: "VIP", amount: "79.99", currency: "USD", externalReference: "auth-matrix" },
          h,
        ),
    ],
    [
      "POST refund",
      (h) =>
        callRoute(refundRoute.POST, jsonRequest("POST", "/api/admin/payments/refund", { reference: "ec_unknown" }, h)),
    ],
  ];
  it.each(routes)("%s: visitor 401, member 403, nothing written", async (_name, call) => {
    const before = await counts();
    expect((await call({})).status).toBe(401);
    expect((await call(member.headers)).status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it("admins may read", async () => {
    expect((await list()).status).toBe(200);
    expect(
      (await callRoute(paymentsRoute.GET, jsonRequest("GET", "/api/admin/payments", undefined, admin.headers))).status,
    ).toBe(200);
  });
});

describe("validation", () => {
  it("refuses bad bodies and queries with 4xx and changes nothing", async () => {
    const before = await counts();
    for (const body of [
      { email: member.user.email, plan: "FREE", days: 30 },
      { email: "not-an-email", plan: "VIP", days: 30 },
      { email: member.user.email, plan: "VIP", days: 0 },
      { email: member.user.email, plan: "VIP", days: 30, amount: 1 },
    ]) {
      const response = await grant(body);
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    expect((await grant({ email: "nobody-here@example.com", plan: "VIP", days: 30 })).status).toBe(404);
    for (const amount of ["abc", "0", "-5", "1.999"]) {
      expect(
        (await manual({ email: member.user.email, plan: "VIP", amount, currency: "USD", externalReference: "x" }))
          .status,
      ).toBe(422);
    }
    expect(
      (await manual({ email: member.user.email, plan: "VIP", amount: "10", currency: "EUR", externalReference: "x" }))
        .status,
    ).toBe(422);
    expect((await list("?status=BOGUS")).status).toBe(422);
    expect((await list("?sort=password")).status).toBe(422);
    expect((await cancel("not-a-uuid")).status).toBe(404);
    expect(await counts()).toEqual(before);
  });
});

describe("grants, manual payments and stats", () => {
  it("Add Subscription activates the plan, mirrors the user and is audited; revenue is unchanged", async () => {
    const before = (await list()).body.data.stats;
    const target = await makeUserWithToken("USER");
    const response = await grant({
      email: target.user.email.toUpperCase(),
      plan: "VIP",
      days: 14,
      note: "Competition prize",
    });
    expect(response.status).toBe(201);
    const days = (new Date(response.body.data.endDate).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    expect(await userRow(target.user.id)).toMatchObject({ subscriptionTier: "VIP", subscriptionStatus: "ACTIVE" });
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, response.body.data.id));
    expect(row).toMatchObject({
      amountMinor: 0,
      paymentMethod: "manual",
      orderId: null,
      grantedById: admin.user.id,
      note: "Competition prize",
    });
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, response.body.data.id));
    expect(audit.map((entry) => entry.action)).toContain("subscription.grant");
    const after = (await list()).body.data.stats;
    expect(after.revenue.totalUsdCents).toBe(before.revenue.totalUsdCents);
    expect(after.premiumUsers).toBe(before.premiumUsers + 1);
  });

  it("a manual payment writes a PAID manual order and activates through the same path; a repeat is 409", async () => {
    const target = await makeUserWithToken("USER");
    const body = {
      email: target.user.email,
      plan: "PREMIUM",
      amount: "19.99",
      currency: "USD",
      externalReference: "BANK-TRF-0001",
      note: "Bank transfer",
    };
    const response = await manual(body);
    expect(response.status).toBe(201);
    const [order] = await db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.reference, response.body.data.reference));
    expect(order).toMatchObject({
      provider: "manual",
      status: "PAID",
      amountMinor: 1999,
      currency: "USD",
      providerReference: "BANK-TRF-0001",
      userId: target.user.id,
    });
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.orderId, order!.id));
    expect(sub).toMatchObject({ status: "ACTIVE", planId: "PREMIUM", amountMinor: 1999, grantedById: admin.user.id });
    expect(await userRow(target.user.id)).toMatchObject({ subscriptionTier: "PREMIUM", subscriptionStatus: "ACTIVE" });
    const before = await counts();
    expect((await manual(body)).status).toBe(409);
    expect(await counts()).toEqual(before);
  });

  it("a manual payment must be the plan's price unless a discount reason is given; both people audited", async () => {
    const target = await makeUserWithToken("USER");
    const before = await counts();
    const cheap = await manual({
      email: target.user.email,
      plan: "VIP",
      amount: "0.01",
      currency: "USD",
      externalReference: "CHEAP-1",
    });
    expect(cheap.status).toBe(422);
    expect(cheap.body.error).toContain("79.99 USD");
    // NGN is judged at the rate of the day: 9.99 USD × 1500 = 14,985.00 NGN.
    expect(
      (
        await manual({
          email: target.user.email,
          plan: "BASIC",
          amount: "14000",
          currency: "NGN",
          externalReference: "CHEAP-2",
        })
      ).status,
    ).toBe(422);
    expect(await counts()).toEqual(before);
    expect(await userRow(target.user.id)).toMatchObject({ subscriptionTier: "FREE" });

    const listPriceNgn = await manual({
      email: target.user.email,
      plan: "BASIC",
      amount: "14985.00",
      currency: "NGN",
      externalReference: "LIST-NGN",
    });
    expect(listPriceNgn.status).toBe(201);
    const discounted = await manual({
      email: target.user.email,
      plan: "VIP",
      amount: "59.99",
      currency: "USD",
      externalReference: "DISC-1",
      discountReason: "Partner discount, 25 %",
    });
    expect(discounted.status).toBe(201);
    const [order] = await db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.reference, discounted.body.data.reference));
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, order!.id));
    expect(entry).toMatchObject({ action: "payment.manual", actorId: admin.user.id });
    expect(entry!.after).toMatchObject({
      recordedById: admin.user.id,
      userId: target.user.id,
      amountMinor: 5999,
      listPriceMinor: 7999,
      discountReason: "Partner discount, 25 %",
    });
  });

  it("an admin cannot record a payment or grant a plan for their own account", async () => {
    const before = await counts();
    const self = await manual({
      email: admin.user.email,
      plan: "VIP",
      amount: "79.99",
      currency: "USD",
      externalReference: "SELF-1",
    });
    expect(self.status).toBe(403);
    expect(self.body.success).toBe(false);
    expect((await grant({ email: admin.user.email, plan: "VIP", days: 30 })).status).toBe(403);
    expect(await counts()).toEqual(before);
    expect(await userRow(admin.user.id)).not.toMatchObject({ subscriptionTier: "VIP" });
  });

  it(
    "stats: revenue per currency and in USD at the order's rate, premium = PREMIUM + VIP, conversion to one " +
      "decimal",
    async () => {
      const before = (await list()).body.data.stats;
      const a = await makeUserWithToken("USER");
      const b = await makeUserWithToken("USER");
      const c = await makeUserWithToken("USER");
      expect(
        (
          await manual({
            email: a.user.email,
            plan: "PREMIUM",
            amount: "19.99",
            currency: "USD",
            externalReference: "STATS-A",
          })
        ).status,
      ).toBe(201);
      // 29,985.00 NGN at the default 1500 NGN per USD is 1999 cents.
      expect(
        (
          await manual({
            email: b.user.email,
            plan: "BASIC",
            amount: "29985.00",
            currency: "NGN",
            externalReference: "STATS-B",
            discountReason: "Two months paid at once",
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await manual({
            email: c.user.email,
            plan: "VIP",
            amount: "79.99",
            currency: "USD",
            externalReference: "STATS-C",
          })
        ).status,
      ).toBe(201);
      const stats = (await list()).body.data.stats;
      const usd = (s: Stats) => s.revenue.byCurrency.find((row) => row.currency === "USD")?.amountMinor ?? 0;
      const ngn = (s: Stats) => s.revenue.byCurrency.find((row) => row.currency === "NGN")?.amountMinor ?? 0;
      expect(usd(stats) - usd(before)).toBe(1999 + 7999);
      expect(ngn(stats) - ngn(before)).toBe(2_998_500);
      expect(stats.revenue.totalUsdCents - before.revenue.totalUsdCents).toBe(1999 + 1999 + 7999);
      expect(stats.premiumUsers - before.premiumUsers).toBe(2);
      expect(stats.totalUsers - before.totalUsers).toBe(3);
      expect(stats.activeSubscriptions - before.activeSubscriptions).toBe(3);
      expect(stats.conversionRate).toBe(Math.round((stats.premiumUsers / stats.totalUsers) * 1000) / 10);
      expect(stats.totalUsers).toBe((await db.select().from(users)).length);
    },
  );

  it("filters by status, plan and name or email, and sorts on the server", async () => {
    const target = await makeUserWithToken("USER", { email: `filter-${Date.now()}@example.com` });
    await db.update(users).set({ fullName: "Zebedee Filterton" }).where(eq(users.id, target.user.id));
    const granted = await grant({ email: target.user.email, plan: "ENTERPRISE", days: 30 });
    const byName = await list("?search=zebedee");
    expect(byName.body.data.subscriptions.map((row) => row.id)).toEqual([granted.body.data.id]);
    const byEmail = await list(`?search=${encodeURIComponent(target.user.email.slice(0, 15))}`);
    expect(byEmail.body.data.subscriptions.map((row) => row.userEmail)).toContain(target.user.email);
    const enterprise = await list("?plan=ENTERPRISE&status=ACTIVE");
    expect(enterprise.body.data.subscriptions.length).toBeGreaterThan(0);
    expect(
      enterprise.body.data.subscriptions.every((row) => row.plan === "ENTERPRISE" && row.status === "ACTIVE"),
    ).toBe(true);
    expect(
      (await list("?plan=ENTERPRISE&status=EXPIRED")).body.data.subscriptions.some(
        (row) => row.id === granted.body.data.id,
      ),
    ).toBe(false);
    const sorted = (await list("?sort=amount&order=asc&limit=100")).body.data.subscriptions.map(
      (row) => row.amountMinor,
    );
    expect(sorted).toEqual([...sorted].sort((x, y) => x - y));
    const paged = await list("?limit=1&page=2");
    expect(paged.body.data.subscriptions).toHaveLength(1);
    expect(paged.body.data.pagination.pages).toBe(paged.body.data.pagination.total);
  });
});

describe("cancel", () => {
  it("cancels an ACTIVE subscription with its fixed message, mirrors the user, and refuses anything else", async () => {
    const target = await makeUserWithToken("USER");
    const granted = await grant({ email: target.user.email, plan: "PREMIUM", days: 30 });
    const response = await cancel(granted.body.data.id);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      message: "Subscription cancelled successfully",
      subscription: { status: "CANCELLED" },
    });
    expect(await userRow(target.user.id)).toMatchObject({ subscriptionTier: "FREE", subscriptionStatus: "CANCELLED" });
    const again = await cancel(granted.body.data.id);
    expect(again.status).toBe(409);
    expect((await cancel("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const filtered = await list("?status=CANCELLED");
    expect(filtered.body.data.subscriptions.map((row) => row.id)).toContain(granted.body.data.id);
  });
});
