import { describe, expect, it } from "vitest";

import {
  canManage,
  detectActivation,
  formatPeriodDate,
  parsePaymentReturn,
  POLL_WINDOW_MS,
  returnBanner,
  runsOnFreeDays,
  shouldPoll,
  type MemberSubscription,
} from "@/lib/subscriptions/subscription-state.rules";

const NOW = Date.parse("2026-03-01T12:00:00Z");

function subscription(
  overrides: Partial<NonNullable<MemberSubscription["subscription"]>> = {},
): NonNullable<MemberSubscription["subscription"]> {
  return {
    id: "sub-1",
    plan: "PREMIUM",
    source: "PAYMENT",
    status: "ACTIVE",
    startDate: "2026-03-01T00:00:00.000Z",
    endDate: "2026-03-31T00:00:00.000Z",
    cancelAtPeriodEnd: false,
    cancelledAt: null,
    amountMinor: 1999,
    currency: "USD",
    paymentMethod: "paystack",
    ...overrides,
  } as NonNullable<MemberSubscription["subscription"]>;
}

function pending(
  plan = "PREMIUM",
  createdAt = new Date(NOW - 60_000).toISOString(),
): NonNullable<MemberSubscription["pendingOrder"]> {
  return {
    reference: "ec_1",
    plan,
    provider: "paystack",
    amountMinor: 2_998_500,
    currency: "NGN",
    createdAt,
  } as NonNullable<MemberSubscription["pendingOrder"]>;
}

describe("shouldPoll", () => {
  it("polls while a recent checkout is pending", () => {
    expect(shouldPoll({ queued: [], subscription: null, pendingOrder: pending() }, NOW)).toBe(true);
  });

  it("stops without a pending checkout or once it is older than the window", () => {
    expect(shouldPoll({ queued: [], subscription: null, pendingOrder: null }, NOW)).toBe(false);
    expect(
      shouldPoll(
        {
          queued: [],
          subscription: null,
          pendingOrder: pending("PREMIUM", new Date(NOW - POLL_WINDOW_MS - 1).toISOString()),
        },
        NOW,
      ),
    ).toBe(false);
  });
});

describe("detectActivation", () => {
  it("a first ACTIVE subscription is an activation", () => {
    expect(
      detectActivation(
        { queued: [], subscription: null, pendingOrder: pending() },
        { queued: [], subscription: subscription(), pendingOrder: null },
      ),
    ).toBe("PREMIUM");
  });

  it("a new ACTIVE subscription row (another plan) is an activation", () => {
    const before = {
      queued: [],
      subscription: subscription({ id: "sub-1", plan: "BASIC" }),
      pendingOrder: pending("PREMIUM"),
    };
    expect(
      detectActivation(before, { queued: [], subscription: subscription({ id: "sub-2" }), pendingOrder: null }),
    ).toBe("PREMIUM");
  });

  it("a plan bought during the trial shows as a new queued period: an activation", () => {
    const trial = subscription({ id: "trial", source: "TRIAL" });
    const before = { queued: [], subscription: trial, pendingOrder: pending("BASIC") };
    const paid = subscription({ id: "sub-2", plan: "BASIC", source: "PAYMENT" });
    expect(detectActivation(before, { queued: [paid], subscription: trial, pendingOrder: null })).toBe("BASIC");
    // Without a checkout waiting before, a queued period seen again is no news.
    const quiet = { queued: [paid], subscription: trial, pendingOrder: null };
    expect(detectActivation(quiet, quiet)).toBeNull();
  });

  it("a pending order of the running plan that disappears is a renewal", () => {
    const before = { queued: [], subscription: subscription(), pendingOrder: pending("PREMIUM") };
    expect(detectActivation(before, { queued: [], subscription: subscription(), pendingOrder: null })).toBe("PREMIUM");
  });

  it("nothing changed, an expired row, or a cancel toggle is not an activation", () => {
    const state = { queued: [], subscription: subscription(), pendingOrder: null };
    expect(detectActivation(state, state)).toBeNull();
    expect(
      detectActivation(
        { queued: [], subscription: null, pendingOrder: null },
        { queued: [], subscription: subscription({ status: "EXPIRED" }), pendingOrder: null },
      ),
    ).toBeNull();
    expect(
      detectActivation(state, {
        queued: [],
        subscription: subscription({ cancelAtPeriodEnd: true }),
        pendingOrder: null,
      }),
    ).toBeNull();
  });
});

describe("canManage", () => {
  it("only an ACTIVE period that has not ended can be cancelled or resumed", () => {
    expect(canManage(subscription(), NOW)).toBe(true);
    expect(canManage(subscription({ endDate: "2026-02-01T00:00:00.000Z" }), NOW)).toBe(false);
    expect(canManage(subscription({ status: "CANCELLED" }), NOW)).toBe(false);
    expect(canManage(null, NOW)).toBe(false);
  });

  it("knows free days (the trial, earned days) from a bought period", () => {
    expect(runsOnFreeDays(subscription({ source: "TRIAL" }))).toBe(true);
    expect(runsOnFreeDays(subscription({ source: "REFERRAL" }))).toBe(true);
    expect(runsOnFreeDays(subscription({ source: "PAYMENT" }))).toBe(false);
    expect(runsOnFreeDays(subscription({ source: "TRIAL", status: "EXPIRED" }))).toBe(false);
    expect(runsOnFreeDays(null)).toBe(false);
  });

  it("a trial or earned days end by themselves: nothing to manage", () => {
    expect(canManage(subscription({ source: "TRIAL" }), NOW)).toBe(false);
    expect(canManage(subscription({ source: "REFERRAL" }), NOW)).toBe(false);
    expect(canManage(subscription({ source: "GRANT" }), NOW)).toBe(true);
  });
});

describe("return banners", () => {
  it("accepts only the return route's words", () => {
    expect(parsePaymentReturn("activated")).toBe("activated");
    expect(parsePaymentReturn("cancelled")).toBe("cancelled");
    expect(parsePaymentReturn("<script>")).toBeNull();
    expect(parsePaymentReturn(undefined)).toBeNull();
  });

  it("says clearly what happened", () => {
    expect(returnBanner("activated")).toMatchObject({ tone: "success", title: "Payment received" });
    expect(returnBanner("pending")).toMatchObject({ tone: "info", title: "Payment pending" });
    expect(returnBanner("failed")).toMatchObject({ tone: "error", title: "Payment failed" });
    expect(returnBanner("unknown")).toMatchObject({ tone: "error" });
  });

  it("formats the period end as a UTC day", () => {
    expect(formatPeriodDate("2026-03-31T23:30:00.000Z")).toBe("31 March 2026");
    expect(formatPeriodDate(null)).toBe("—");
  });
});
