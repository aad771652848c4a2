// lib/format/money.rules.ts: plan prices and ledger amounts.
import { describe, expect, it } from "vitest";

import { formatMoney, formatNaira, formatUsd } from "@/lib/format/money.rules";

describe("money", () => {
  it("prices plans in dollars and whole naira", () => {
    expect(formatUsd(19.99)).toBe("$19.99");
    expect(formatNaira(29985)).toBe("₦29,985");
  });

  it("writes ledger amounts from minor units in their own currency", () => {
    expect(formatMoney(1999, "USD")).toBe("$19.99");
    expect(formatMoney(2998500, "NGN")).toBe("NGN\u00a029,985.00");
    expect(formatMoney(150, "not a code")).toBe("1.50 not a code");
  });
});
