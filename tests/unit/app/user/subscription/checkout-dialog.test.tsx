// @vitest-environment happy-dom
// The checkout dialog on a deployment without a payment provider: one sentence says so, and nothing is
// offered to choose or pay (it used to say "Choose how to pay" above an empty choice and a disabled Pay).
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";

import { CheckoutDialog } from "@/app/user/subscription/_components/checkout-dialog";
import type { PlanCardData } from "@/app/user/subscription/_components/plan-card";
import { NO_PROVIDER_SENTENCE } from "@/lib/payments/checkout-options.rules";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const PREMIUM = {
  id: "PREMIUM",
  name: "Premium",
  description: "",
  priceUsd: 19.99,
  priceNgn: 29985,
  periodDays: 30,
  features: [],
  dailyPredictionLimit: null,
  includesPremiumPicks: true,
  apiAccess: false,
  popular: true,
  current: false,
} as PlanCardData;

let root: Root | undefined;
let container: HTMLElement | undefined;

async function open(providers: { paystack: boolean; flutterwave: boolean; nowpayments: boolean }) {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <CheckoutDialog
        plan={PREMIUM}
        providers={providers}
        onOpenChange={() => undefined}
        onStarted={() => undefined}
      />,
    ),
  );
  return document.querySelector<HTMLElement>('[role="dialog"]')!;
}

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
});

describe("CheckoutDialog", () => {
  it("says in one sentence that no provider is configured, and offers nothing to choose or pay", async () => {
    const dialog = await open({ paystack: false, flutterwave: false, nowpayments: false });
    expect(dialog.querySelector('[data-testid="checkout-description"]')?.textContent).toBe(NO_PROVIDER_SENTENCE);
    expect(dialog.textContent).not.toContain("Choose how to pay");
    expect(dialog.querySelectorAll('[role="radio"]')).toHaveLength(0);
    const buttons = [...dialog.querySelectorAll("button")].map((button) => button.textContent?.trim()).filter(Boolean);
    expect(buttons.some((text) => /pay/i.test(text!))).toBe(false);
    expect(buttons).toContain("Close");
  });

  it("asks how to pay when a provider is configured", async () => {
    const dialog = await open({ paystack: true, flutterwave: false, nowpayments: false });
    expect(dialog.textContent).toContain("Choose how to pay");
    expect(dialog.textContent).not.toContain(NO_PROVIDER_SENTENCE);
    expect(
      [...dialog.querySelectorAll("button")].some((button) => button.textContent?.includes("Pay with Paystack")),
    ).toBe(true);
  });
});
