import "server-only";

import { randomBytes } from "node:crypto";

import { addHours } from "date-fns";

import * as paymentQueries from "@/lib/payments/payments.queries";
import * as planQueries from "@/lib/predictions/plans.queries";
import type { PaymentOrder, SubscriptionTier } from "@/db/schema";
import { AppError } from "@/lib/core/errors";
import type { Caller } from "@/lib/accounts/caller.dto";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { createPayment } from "@/lib/payments/providers/flutterwave.client";
import { isProviderError } from "@/lib/net/provider-http";
import { activePause } from "@/lib/play/play-limits.queries";
import { createInvoice } from "@/lib/payments/providers/nowpayments.client";
import { initializeTransaction } from "@/lib/payments/providers/paystack.client";
import { readNumberSetting } from "@/lib/settings/settings.service";

import {
  configuredProviders,
  flutterwaveOptions,
  nowPaymentsOptions,
  paystackOptions,
  type CheckoutProvider,
} from "./providers.service";

// Checkout: our order row first (reference, user, plan, amount and currency all decided here, never by the
// browser), then the provider's hosted page. The order is confirmed later only by confirmPayment().

/** The default rate: 1 USD = 1500 NGN, for display and charging (setting paystack_ngn_rate). */
export const DEFAULT_NGN_RATE = 1500;
/** A checkout left unpaid this long is expired by the scheduled job. */
const ORDER_TTL_HOURS = 24;

export interface CheckoutRequest {
  plan: SubscriptionTier;
  /** ISO code as asked; each provider accepts only what it supports here. */
  currency: string;
}

export interface CheckoutResult {
  reference: string;
  provider: CheckoutProvider;
  /** The provider page to open in a new tab. */
  url: string;
  amountMinor: number;
  currency: string;
}

/** USD price → minor units of the paying currency (cents, or kobo at the NGN rate). */
export function chargeAmount(priceUsd: number, currency: "USD" | "NGN", ngnRate: number): number {
  const cents = Math.round(priceUsd * 100);
  return currency === "USD" ? cents : Math.round(cents * ngnRate);
}

export async function startCheckout(
  caller: Caller,
  provider: CheckoutProvider,
  request: CheckoutRequest,
): Promise<CheckoutResult> {
  if (provider === "paystack" && request.currency !== "NGN")
    throw new AppError("bad_request", "Paystack supports NGN only in this setup");
  if (provider === "nowpayments" && request.currency !== "USD")
    throw new AppError("bad_request", "Crypto payments are priced in USD");
  if (request.currency !== "USD" && request.currency !== "NGN") throw new AppError("bad_request", "Choose USD or NGN.");
  const currency: "USD" | "NGN" = request.currency;
  // Renewals pause with the member: no plan is bought or renewed while a time-out or self-exclusion runs.
  const pause = await activePause(caller.user.id);
  if (pause) {
    const what = pause.kind === "TIMEOUT" ? "time-out" : "self-exclusion";
    throw new AppError(
      "conflict",
      `Payments and renewals are paused while your ${what} runs, until ${pause.until.toISOString()}.`,
      { kind: pause.kind, until: pause.until.toISOString() },
    );
  }
  // Configuration first, so no order is written for a provider that cannot take it.
  if (!configuredProviders()[provider]) throw new AppError("service_unavailable", "Payment provider not configured");

  const plan = await planQueries.getPlan(request.plan);
  if (!plan || !plan.isActive || Number(plan.priceUsd) <= 0)
    throw new AppError("bad_request", "This plan cannot be bought.");
  const ngnRate = currency === "NGN" ? await readNumberSetting("paystack_ngn_rate", DEFAULT_NGN_RATE) : null;
  const order = await paymentQueries.insertOrder({
    reference: `ec_${randomBytes(12).toString("hex")}`,
    userId: caller.user.id,
    customerEmail: caller.user.email,
    planId: plan.id,
    provider,
    amountMinor: chargeAmount(Number(plan.priceUsd), currency, ngnRate ?? 1),
    currency,
    priceUsd: plan.priceUsd,
    exchangeRate: ngnRate === null ? null : String(ngnRate),
    expiresAt: addHours(new Date(), ORDER_TTL_HOURS),
  });

  try {
    const url = await openProviderPage(order, plan.name, caller);
    await paymentQueries.updateOrder(order.id, { checkoutUrl: url });
    return { reference: order.reference, provider, url, amountMinor: order.amountMinor, currency: order.currency };
  } catch (error) {
    const reason = isProviderError(error) ? error.message : "unexpected error";
    await paymentQueries.updateOrder(order.id, {
      status: "FAILED",
      failureReason: `Checkout could not start: ${reason}`,
    });
    logger.warn("payments.checkout_failed", { provider, reference: order.reference, reason });
    if (isProviderError(error) && error.kind === "bad_response") {
      throw new AppError(
        "upstream_failed",
        provider === "paystack"
          ? "No authorization URL"
          : provider === "flutterwave"
            ? "No payment link"
            : "No invoice URL",
      );
    }
    throw new AppError("upstream_failed", "Payment initiation failed");
  }
}

async function openProviderPage(order: PaymentOrder, planName: string, caller: Caller): Promise<string> {
  const returnUrl = `${env.APP_URL}/api/payments/return/${order.provider}?reference=${order.reference}`;
  const metadata = { orderReference: order.reference, plan: order.planId };
  switch (order.provider) {
    case "paystack":
      return (
        await initializeTransaction(
          {
            email: order.customerEmail,
            amountMinor: order.amountMinor,
            currency: "NGN",
            reference: order.reference,
            callbackUrl: returnUrl,
            metadata,
          },
          paystackOptions(),
        )
      ).authorizationUrl;
    case "flutterwave":
      return (
        await createPayment(
          {
            txRef: order.reference,
            amount: order.amountMinor / 100,
            currency: order.currency as "USD" | "NGN",
            redirectUrl: returnUrl,
            customer: { email: order.customerEmail, name: caller.user.fullName },
            title: `EdgeCast ${planName}`,
            meta: metadata,
          },
          flutterwaveOptions(),
        )
      ).paymentLink;
    case "nowpayments":
      return (
        await createInvoice(
          {
            priceAmount: order.amountMinor / 100,
            priceCurrency: order.currency.toLowerCase(),
            orderId: order.reference,
            orderDescription: `EdgeCast ${planName} (30 days)`,
            ipnCallbackUrl: `${env.APP_URL}/api/payments/webhooks/nowpayments`,
            successUrl: returnUrl,
            cancelUrl: `${env.APP_URL}/user/subscription?payment=cancelled`,
          },
          nowPaymentsOptions(),
        )
      ).invoiceUrl;
    default:
      throw new Error(`No checkout page for ${order.provider}`);
  }
}
