import { describe, expect, it } from "vitest";

import { grantSubscriptionSchema, manualPaymentSchema, toMinorUnits } from "@/lib/payments/admin.input";
import { listSubscriptionsQuerySchema } from "@/lib/subscriptions/admin.input";

describe("admin payments schemas", () => {
  it("converts major amounts to minor units exactly", () => {
    expect(toMinorUnits("19.99")).toBe(1999);
    expect(toMinorUnits("29985")).toBe(2_998_500);
    expect(toMinorUnits("0.1")).toBe(10);
    expect(toMinorUnits("1.05")).toBe(105);
  });

  it("parses list queries with defaults and 'all' filters", () => {
    expect(listSubscriptionsQuerySchema.parse({})).toMatchObject({
      page: 1,
      limit: 20,
      sort: "createdAt",
      order: "desc",
    });
    expect(listSubscriptionsQuerySchema.parse({ status: "all", plan: "", page: "" })).toMatchObject({
      status: undefined,
      plan: undefined,
      page: 1,
    });
    expect(listSubscriptionsQuerySchema.safeParse({ limit: "101" }).success).toBe(false);
  });

  it("refuses FREE grants, bad amounts and unknown keys", () => {
    expect(grantSubscriptionSchema.safeParse({ email: "a@example.com", plan: "FREE", days: 30 }).success).toBe(false);
    expect(grantSubscriptionSchema.safeParse({ email: "a@example.com", plan: "VIP", days: 30, extra: 1 }).success).toBe(
      false,
    );
    const base = { email: "a@example.com", plan: "VIP", currency: "USD", externalReference: "R1" };
    for (const amount of ["0", "0.00", "1.234", "-1", "1e3", ""])
      expect(manualPaymentSchema.safeParse({ ...base, amount }).success, amount).toBe(false);
    expect(manualPaymentSchema.safeParse({ ...base, amount: "79.99" }).success).toBe(true);
  });
});
