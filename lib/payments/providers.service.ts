import "server-only";

import type { PaymentProvider } from "@/db/schema";
import { AppError } from "@/lib/core/errors";
import { env } from "@/lib/env";

// Which checkout providers are configured, and their client options. Keys come from the environment only:
// they are secrets, never stored in settings rows that an admin screen could echo back.

export type CheckoutProvider = Exclude<PaymentProvider, "manual">;

export function paystackOptions() {
  if (!env.PAYSTACK_SECRET_KEY) throw notConfigured();
  return { secretKey: env.PAYSTACK_SECRET_KEY, baseUrl: env.PAYSTACK_BASE_URL };
}

export function flutterwaveOptions() {
  if (!env.FLUTTERWAVE_SECRET_KEY) throw notConfigured();
  return { secretKey: env.FLUTTERWAVE_SECRET_KEY, baseUrl: env.FLUTTERWAVE_BASE_URL };
}

export function nowPaymentsOptions() {
  if (!env.NOWPAYMENTS_API_KEY) throw notConfigured();
  return { apiKey: env.NOWPAYMENTS_API_KEY, baseUrl: env.NOWPAYMENTS_BASE_URL };
}

/** The message for a checkout whose provider has no keys here. */
function notConfigured() {
  return new AppError("service_unavailable", "Payment provider not configured");
}

export function configuredProviders(): Record<CheckoutProvider, boolean> {
  return {
    paystack: Boolean(env.PAYSTACK_SECRET_KEY),
    flutterwave: Boolean(env.FLUTTERWAVE_SECRET_KEY),
    nowpayments: Boolean(env.NOWPAYMENTS_API_KEY),
  };
}
