import { describe, expect, it } from "vitest";

import {
  CHECKOUT_PROVIDERS,
  checkoutBody,
  checkoutOutcome,
  chooseCurrency,
  chooseProvider,
  defaultChoice,
  formatMinorAmount,
  formatPlanPrice,
} from "@/lib/payments/checkout-options.rules";

const ALL = { flutterwave: true, paystack: true, nowpayments: true };

describe("defaultChoice", () => {
  it("is Flutterwave in USD when it is configured", () => {
    expect(defaultChoice(ALL)).toEqual({ provider: "flutterwave", currency: "USD" });
  });

  it("falls back to the next configured provider with its own default currency", () => {
    expect(defaultChoice({ flutterwave: false, paystack: true, nowpayments: true })).toEqual({
      provider: "paystack",
      currency: "NGN",
    });
    expect(defaultChoice({ flutterwave: false, paystack: false, nowpayments: true })).toEqual({
      provider: "nowpayments",
      currency: "USD",
    });
  });

  it("is null when no provider is configured", () => {
    expect(defaultChoice({ flutterwave: false, paystack: false, nowpayments: false })).toBeNull();
  });
});

describe("provider and currency rules", () => {
  it("Paystack accepts NGN only; Flutterwave USD or NGN; crypto USD", () => {
    const currencies = Object.fromEntries(CHECKOUT_PROVIDERS.map((option) => [option.id, option.currencies]));
    expect(currencies).toEqual({ flutterwave: ["USD", "NGN"], paystack: ["NGN"], nowpayments: ["USD"] });
  });

  it("switching provider keeps an accepted currency and otherwise takes the provider's default", () => {
    expect(chooseProvider({ provider: "flutterwave", currency: "USD" }, "paystack")).toEqual({
      provider: "paystack",
      currency: "NGN",
    });
    expect(chooseProvider({ provider: "paystack", currency: "NGN" }, "flutterwave")).toEqual({
      provider: "flutterwave",
      currency: "NGN",
    });
    expect(chooseProvider({ provider: "flutterwave", currency: "NGN" }, "nowpayments")).toEqual({
      provider: "nowpayments",
      currency: "USD",
    });
  });

  it("ignores a currency the provider does not accept", () => {
    expect(chooseCurrency({ provider: "paystack", currency: "NGN" }, "USD")).toEqual({
      provider: "paystack",
      currency: "NGN",
    });
    expect(chooseCurrency({ provider: "flutterwave", currency: "USD" }, "NGN")).toEqual({
      provider: "flutterwave",
      currency: "NGN",
    });
  });

  it("sends the plan and currency; crypto sends the plan only", () => {
    expect(checkoutBody({ provider: "paystack", currency: "NGN" }, "PREMIUM")).toEqual({
      plan: "PREMIUM",
      currency: "NGN",
    });
    expect(checkoutBody({ provider: "flutterwave", currency: "USD" }, "BASIC")).toEqual({
      plan: "BASIC",
      currency: "USD",
    });
    expect(checkoutBody({ provider: "nowpayments", currency: "USD" }, "VIP")).toEqual({ plan: "VIP" });
  });
});

describe("prices", () => {
  it("shows USD with cents and NGN at the server's rate without kobo", () => {
    const premium = { priceUsd: 19.99, priceNgn: 29_985 };
    expect(formatPlanPrice(premium, "USD")).toBe("$19.99");
    expect(formatPlanPrice(premium, "NGN")).toBe("₦29,985");
  });

  it("formats minor units of the order", () => {
    expect(formatMinorAmount(2_998_500, "NGN")).toBe("₦29,985");
    expect(formatMinorAmount(999, "USD")).toBe("$9.99");
    expect(formatMinorAmount(1234, "EUR")).toBe("12.34 EUR");
  });
});

describe("checkoutOutcome", () => {
  it("opens the page named by each provider's field", () => {
    expect(
      checkoutOutcome("paystack", {
        success: true,
        data: { authorization_url: "https://pay.example/a", reference: "ec_1" },
      }),
    ).toEqual({
      kind: "redirect",
      url: "https://pay.example/a",
      reference: "ec_1",
    });
    expect(
      checkoutOutcome("flutterwave", { success: true, data: { payment_link: "https://pay.example/b" } }),
    ).toMatchObject({ kind: "redirect", url: "https://pay.example/b" });
    expect(
      checkoutOutcome("nowpayments", { success: true, data: { invoice_url: "https://pay.example/c" } }),
    ).toMatchObject({ kind: "redirect", url: "https://pay.example/c" });
  });

  it("an answer without a page gives 'No authorization URL' / 'No payment link'", () => {
    expect(checkoutOutcome("paystack", { success: true, data: {} })).toEqual({
      kind: "error",
      title: "No authorization URL",
    });
    expect(checkoutOutcome("flutterwave", { success: true, data: { payment_link: "javascript:alert(1)" } })).toEqual({
      kind: "error",
      title: "No payment link",
    });
  });

  it("a failure is titled with the provider's error and carries the server's message", () => {
    expect(checkoutOutcome("paystack", { success: false, error: "Payment initiation failed" })).toEqual({
      kind: "error",
      title: "Paystack error",
      description: "Payment initiation failed",
    });
    expect(checkoutOutcome("flutterwave", { success: false, error: "" })).toEqual({
      kind: "error",
      title: "Flutterwave error",
      description: "Payment initiation failed",
    });
  });

  it("a provider without keys shows 'Payment provider not configured'", () => {
    expect(checkoutOutcome("nowpayments", { success: false, error: "Payment provider not configured" })).toEqual({
      kind: "error",
      title: "Payment provider not configured",
    });
  });
});
