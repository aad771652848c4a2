import "server-only";

import { z } from "zod";

import { env } from "@/lib/env";

import { callJsonApi, ProviderError } from "@/lib/net/provider-http";

// Paystack: Bearer secret key, envelope {status, message, data}.
// Amounts are integers in the currency's subunit (kobo for NGN).

const PROVIDER = "paystack";

export interface PaystackClientOptions {
  secretKey: string;
  /** Default env.PAYSTACK_BASE_URL. */
  baseUrl?: string;
  /** Default env.PROVIDER_TIMEOUT_MS. */
  timeoutMs?: number;
}

export interface InitializeTransactionInput {
  email: string;
  /** Subunits (kobo). */
  amountMinor: number;
  currency: "NGN";
  reference: string;
  callbackUrl: string;
  metadata?: Record<string, unknown>;
}

const initializeSchema = z.object({
  status: z.literal(true),
  data: z.object({ authorization_url: z.string().url(), access_code: z.string().optional(), reference: z.string() }),
});

/** POST /transaction/initialize → the hosted page to send the payer to. */
export async function initializeTransaction(input: InitializeTransactionInput, options: PaystackClientOptions) {
  const response = await call("/transaction/initialize", options, {
    email: input.email,
    amount: input.amountMinor,
    currency: input.currency,
    reference: input.reference,
    callback_url: input.callbackUrl,
    metadata: input.metadata ?? {},
  });
  const parsed = initializeSchema.safeParse(response.body);
  if (!parsed.success) throw badResponse("transaction/initialize", response.url);
  return { authorizationUrl: parsed.data.data.authorization_url, reference: parsed.data.data.reference };
}

const verifySchema = z.object({
  status: z.literal(true),
  data: z.object({
    id: z.number(),
    status: z.string(),
    reference: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    paid_at: z.string().nullable().optional(),
  }),
});

export interface PaystackTransaction {
  providerId: string;
  /** success, failed, abandoned, ongoing, pending, reversed… */
  status: string;
  reference: string;
  amountMinor: number;
  currency: string;
  paidAt: Date | null;
}

/** GET /transaction/verify/{reference}: the provider's own word on a payment. */
export async function verifyTransaction(
  reference: string,
  options: PaystackClientOptions,
): Promise<PaystackTransaction> {
  const response = await call(`/transaction/verify/${encodeURIComponent(reference)}`, options);
  const parsed = verifySchema.safeParse(response.body);
  if (!parsed.success) throw badResponse("transaction/verify", response.url);
  const data = parsed.data.data;
  return {
    providerId: String(data.id),
    status: data.status,
    reference: data.reference,
    amountMinor: data.amount,
    currency: data.currency.toUpperCase(),
    paidAt: data.paid_at ? new Date(data.paid_at) : null,
  };
}

const refundSchema = z.object({
  status: z.literal(true),
  data: z.object({
    id: z.union([z.number(), z.string()]),
    status: z.string(),
    amount: z.union([z.number(), z.string()]).optional(),
  }),
});

export interface PaystackRefund {
  providerRefundId: string;
  /** pending, processing, processed, failed… (progress then arrives as refund.* webhooks). */
  status: string;
}

/** POST /refund: queue a refund of `amountMinor` (all of it when left out) for our transaction reference. */
export async function createRefund(
  input: { reference: string; amountMinor?: number; merchantNote?: string },
  options: PaystackClientOptions,
): Promise<PaystackRefund> {
  const response = await call("/refund", options, {
    transaction: input.reference,
    ...(input.amountMinor === undefined ? {} : { amount: input.amountMinor }),
    ...(input.merchantNote ? { merchant_note: input.merchantNote } : {}),
  });
  const parsed = refundSchema.safeParse(response.body);
  if (!parsed.success) throw badResponse("refund", response.url);
  return { providerRefundId: String(parsed.data.data.id), status: parsed.data.data.status };
}

function call(path: string, options: PaystackClientOptions, json?: unknown) {
  return callJsonApi(PROVIDER, options.baseUrl ?? env.PAYSTACK_BASE_URL, path, {
    headers: { authorization: `Bearer ${options.secretKey}` },
    json,
    timeoutMs: options.timeoutMs,
  });
}

function badResponse(endpoint: string, url: string) {
  return new ProviderError(PROVIDER, "bad_response", `Paystack ${endpoint} answered an unexpected body`, {
    url,
    retryable: true,
  });
}
