// lib/format/money.rules.ts: plan prices and ledger amounts.
import { describe, expect, it } from "vitest";

import { formatBookAmount, formatMoney, formatNaira, formatUsd } from "@/lib/format/money.rules";

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

describe("formatBookAmount", () => {
  it("writes units or the member's currency, with − on losses and + on gains only when signed", () => {
    expect(formatBookAmount(12.5, null)).toBe("12.50 u");
    expect(formatBookAmount(12.5, null, true)).toBe("+12.50 u");
    expect(formatBookAmount(-3, null)).toBe("−3.00 u");
    expect(formatBookAmount(0, null, true)).toBe("0.00 u");
    expect(formatBookAmount(1234.5, "EUR")).toBe("€1,234.50");
    expect(formatBookAmount(-20, "GBP", true)).toBe("−£20.00");
    expect(formatBookAmount(7.25, "USD", true)).toBe("+$7.25");
  });
});
