import "server-only";

import { z } from "zod";

import { env } from "@/lib/env";

import { callJsonApi, ProviderError } from "@/lib/net/provider-http";

// Flutterwave v3 Standard: Bearer secret key, envelope
// {status: "success"|"error", message, data}. Amounts are in MAJOR units (naira, dollars), not subunits.

const PROVIDER = "flutterwave";

export interface FlutterwaveClientOptions {
  secretKey: string;
  /** Default env.FLUTTERWAVE_BASE_URL (…/v3). */
  baseUrl?: string;
  timeoutMs?: number;
}

export interface CreatePaymentInput {
  txRef: string;
  /** Major units, e.g. 19.99 (USD) or 29985 (NGN). */
  amount: number;
  currency: "USD" | "NGN";
  redirectUrl: string;
  customer: { email: string; name: string };
  title: string;
  meta?: Record<string, unknown>;
}

const createSchema = z.object({ status: z.literal("success"), data: z.object({ link: z.string().url() }) });

/** POST /payments → the hosted checkout link. */
export async function createPayment(input: CreatePaymentInput, options: FlutterwaveClientOptions) {
  const response = await call("/payments", options, {
    tx_ref: input.txRef,
    amount: input.amount,
    currency: input.currency,
    redirect_url: input.redirectUrl,
    customer: input.customer,
    customizations: { title: input.title },
    meta: input.meta ?? {},
  });
  const parsed = createSchema.safeParse(response.body);
  if (!parsed.success) throw badResponse("payments", response.url);
  return { paymentLink: parsed.data.data.link };
}

const verifySchema = z.object({
  status: z.literal("success"),
  data: z.object({
    id: z.number(),
    tx_ref: z.string(),
    amount: z.number(),
    currency: z.string(),
    status: z.string(),
  }),
});

export interface FlutterwaveTransaction {
  providerId: string;
  txRef: string;
  /** Major units as Flutterwave reports them. */
  amount: number;
  currency: string;
  /** successful, failed, pending. */
  status: string;
}

/** GET /transactions/verify_by_reference?tx_ref=… : the provider's own word on a payment. */
export async function verifyByReference(
  txRef: string,
  options: FlutterwaveClientOptions,
): Promise<FlutterwaveTransaction> {
  const response = await call(`/transactions/verify_by_reference?tx_ref=${encodeURIComponent(txRef)}`, options);
  const parsed = verifySchema.safeParse(response.body);
  if (!parsed.success) throw badResponse("transactions/verify_by_reference", response.url);
  const data = parsed.data.data;
  return {
    providerId: String(data.id),
    txRef: data.tx_ref,
    amount: data.amount,
    currency: data.currency.toUpperCase(),
    status: data.status,
  };
}

const refundSchema = z.object({
  status: z.literal("success"),
  data: z.object({ id: z.union([z.number(), z.string()]), status: z.string(), amount_refunded: z.number().optional() }),
});

export interface FlutterwaveRefund {
  providerRefundId: string;
  /** completed, pending… */
  status: string;
}

/** POST /transactions/{id}/refund: `amount` in MAJOR units; the whole transaction when left out. */
export async function refundTransaction(
  transactionId: string,
  amount: number | undefined,
  options: FlutterwaveClientOptions,
): Promise<FlutterwaveRefund> {
  const response = await call(
    `/transactions/${encodeURIComponent(transactionId)}/refund`,
    options,
    amount === undefined ? {} : { amount },
  );
  const parsed = refundSchema.safeParse(response.body);
  if (!parsed.success) throw badResponse("transactions/refund", response.url);
  return { providerRefundId: String(parsed.data.data.id), status: parsed.data.data.status };
}

function call(path: string, options: FlutterwaveClientOptions, json?: unknown) {
  return callJsonApi(PROVIDER, options.baseUrl ?? env.FLUTTERWAVE_BASE_URL, path, {
    headers: { authorization: `Bearer ${options.secretKey}` },
    json,
    timeoutMs: options.timeoutMs,
  });
}

function badResponse(endpoint: string, url: string) {
  return new ProviderError(PROVIDER, "bad_response", `Flutterwave ${endpoint} answered an unexpected body`, {
    url,
    retryable: true,
  });
}
