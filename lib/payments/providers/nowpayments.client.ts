import "server-only";

import { z } from "zod";

import { env } from "@/lib/env";

import { callJsonApi, ProviderError } from "@/lib/net/provider-http";

// NOWPayments: header x-api-key. We use the hosted invoice; a
// payment exists once the buyer picks a coin, and its IPNs carry payment_id and our order_id.

const PROVIDER = "nowpayments";

export interface NowPaymentsClientOptions {
  apiKey: string;
  /** Default env.NOWPAYMENTS_BASE_URL (…/v1). */
  baseUrl?: string;
  timeoutMs?: number;
}

export interface CreateInvoiceInput {
  /** Fiat amount, e.g. 19.99. */
  priceAmount: number;
  /** Fiat currency, lower case as the API shows it ('usd'). */
  priceCurrency: string;
  orderId: string;
  orderDescription: string;
  ipnCallbackUrl: string;
  successUrl: string;
  cancelUrl: string;
}

const invoiceSchema = z.object({ id: z.union([z.string(), z.number()]), invoice_url: z.string().url() });

/** POST /invoice → the hosted invoice page. */
export async function createInvoice(input: CreateInvoiceInput, options: NowPaymentsClientOptions) {
  const response = await call("/invoice", options, {
    price_amount: input.priceAmount,
    price_currency: input.priceCurrency,
    order_id: input.orderId,
    order_description: input.orderDescription,
    ipn_callback_url: input.ipnCallbackUrl,
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    is_fixed_rate: true,
    is_fee_paid_by_user: false,
  });
  const parsed = invoiceSchema.safeParse(response.body);
  if (!parsed.success) throw badResponse("invoice", response.url);
  return { invoiceId: String(parsed.data.id), invoiceUrl: parsed.data.invoice_url };
}

const paymentSchema = z.object({
  payment_id: z.union([z.string(), z.number()]),
  payment_status: z.string(),
  price_amount: z.union([z.string(), z.number()]),
  price_currency: z.string(),
  order_id: z.string().nullable(),
});

export interface NowPayment {
  paymentId: string;
  /** waiting, confirming, confirmed, sending, finished, partially_paid, failed, refunded, expired. */
  status: string;
  /** Fiat price of the order. */
  priceAmount: number;
  priceCurrency: string;
  orderId: string | null;
}

/** GET /payment/{id}: the provider's own word on a payment. */
export async function getPayment(paymentId: string, options: NowPaymentsClientOptions): Promise<NowPayment> {
  const response = await call(`/payment/${encodeURIComponent(paymentId)}`, options);
  const parsed = paymentSchema.safeParse(response.body);
  if (!parsed.success) throw badResponse("payment", response.url);
  const data = parsed.data;
  return {
    paymentId: String(data.payment_id),
    status: data.payment_status,
    priceAmount: Number(data.price_amount),
    priceCurrency: data.price_currency.toUpperCase(),
    orderId: data.order_id,
  };
}

function call(path: string, options: NowPaymentsClientOptions, json?: unknown) {
  return callJsonApi(PROVIDER, options.baseUrl ?? env.NOWPAYMENTS_BASE_URL, path, {
    headers: { "x-api-key": options.apiKey },
    json,
    timeoutMs: options.timeoutMs,
  });
}

function badResponse(endpoint: string, url: string) {
  return new ProviderError(PROVIDER, "bad_response", `NOWPayments ${endpoint} answered an unexpected body`, {
    url,
    retryable: true,
  });
}
