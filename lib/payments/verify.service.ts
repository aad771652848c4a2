import "server-only";

import type { PaymentOrder } from "@/db/schema";
import { verifyByReference } from "@/lib/payments/providers/flutterwave.client";
import { getPayment } from "@/lib/payments/providers/nowpayments.client";
import { verifyTransaction } from "@/lib/payments/providers/paystack.client";

import type { VerifiedPayment } from "./confirm.service";
import { flutterwaveOptions, nowPaymentsOptions, paystackOptions } from "./providers.service";

// Asks the provider itself about an order and normalises the answer for confirmPayment(). Throws
// ProviderError when the provider cannot be asked (timeouts, 5xx): on doubt nothing is granted and the
// caller retries later.

/** Major units (as Flutterwave and NOWPayments report) → minor units, without float drift (19.99 → 1999). */
export function providerAmountToMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}

export async function verifyOrderWithProvider(
  order: PaymentOrder,
  hint: { paymentId?: string } = {},
): Promise<VerifiedPayment> {
  switch (order.provider) {
    case "paystack": {
      const tx = await verifyTransaction(order.reference, paystackOptions());
      return {
        provider: "paystack",
        reference: tx.reference,
        status: tx.status === "success" ? "paid" : ["failed", "reversed"].includes(tx.status) ? "failed" : "pending",
        amountMinor: tx.amountMinor,
        currency: tx.currency,
        providerReference: tx.providerId,
      };
    }
    case "flutterwave": {
      const tx = await verifyByReference(order.reference, flutterwaveOptions());
      return {
        provider: "flutterwave",
        reference: tx.txRef,
        status: tx.status === "successful" ? "paid" : tx.status === "failed" ? "failed" : "pending",
        amountMinor: providerAmountToMinorUnits(tx.amount),
        currency: tx.currency,
        providerReference: tx.providerId,
        allowOverpayment: true,
      };
    }
    case "nowpayments": {
      // A NOWPayments payment exists only once the buyer picked a coin: the IPN names it.
      const paymentId = hint.paymentId ?? order.providerReference;
      if (!paymentId)
        return {
          provider: "nowpayments",
          reference: order.reference,
          status: "pending",
          amountMinor: 0,
          currency: order.currency,
          providerReference: null,
        };
      const payment = await getPayment(paymentId, nowPaymentsOptions());
      return {
        provider: "nowpayments",
        reference: payment.orderId ?? "",
        // partially_paid grants nothing: the buyer sent less than the invoice.
        status:
          payment.status === "finished"
            ? "paid"
            : ["failed", "expired", "refunded"].includes(payment.status)
              ? "failed"
              : "pending",
        amountMinor: providerAmountToMinorUnits(payment.priceAmount),
        currency: payment.priceCurrency,
        providerReference: payment.paymentId,
      };
    }
    case "manual":
      throw new Error("Manual orders are not verified with a provider");
  }
}
