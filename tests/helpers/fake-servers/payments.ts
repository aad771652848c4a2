// Fake Paystack, Flutterwave and NOWPayments on one local server, speaking their real wire formats
// (../shared/docs/provider-contracts.md §3–§5): responses are the fixtures of ../shared/fixtures with the
// values of the order being paid filled in. Stateful: a checkout creates a transaction the test can then
// mark paid (or failed, or paid with another amount/currency) before the verify call reads it.
// Base URLs for the clients: `${url}/paystack`, `${url}/flutterwave/v3`, `${url}/nowpayments/v1`.
import { fixtureJson, json, startFixtureServer, type FixtureRequest, type FixtureResponse, type FixtureServer } from "./fixture-server";

export const FAKE_PAYSTACK_KEY = "sk_test_fake_0000000000000000000000000000000000";
export const FAKE_FLUTTERWAVE_KEY = "FLWSECK_TEST-fake0000000000000000000000-X";
export const FAKE_NOWPAYMENTS_KEY = "FAKE-NOWPAYMENTS-KEY-000000";

export interface FakeTransaction {
  provider: "paystack" | "flutterwave" | "nowpayments";
  /** Paystack reference / Flutterwave tx_ref / NOWPayments order_id. */
  reference: string;
  /** As the provider reports it: Paystack subunits; Flutterwave and NOWPayments major units. */
  amount: number;
  currency: string;
  /** Provider status words: paystack success|abandoned|failed; flutterwave successful|pending|failed; nowpayments waiting|finished|failed. */
  status: string;
  /** The provider's own id for the transaction (unique, like the real ones). */
  providerId: number;
  /** NOWPayments payment id (assigned when the buyer "pays"). */
  paymentId?: string;
  request: unknown;
}

/** A refund the fake was asked for (Paystack POST /refund, Flutterwave POST /transactions/{id}/refund). */
export interface FakeRefund {
  provider: "paystack" | "flutterwave";
  /** The provider's refund id. */
  id: number;
  reference: string;
  /** As sent: Paystack subunits; Flutterwave major units (undefined = all of it). */
  amount: number | undefined;
}

export interface FakePayments {
  server: FixtureServer;
  url: string;
  transactions: Map<string, FakeTransaction>;
  /** Every refund asked for, in order. */
  refunds: FakeRefund[];
  /** When set, refund calls answer this HTTP error (e.g. 400 "Transaction has been fully reversed"). */
  refundFailure: { status: number; message: string } | null;
  /** Sets what the verify call will report for a reference (status and, to test mismatches, amount/currency). */
  settle(reference: string, change: Partial<Pick<FakeTransaction, "status" | "amount" | "currency">>): FakeTransaction;
  close(): Promise<void>;
}

const bearer = (request: FixtureRequest) => String(request.headers.authorization ?? "").replace(/^Bearer /, "");

export async function startFakePayments(): Promise<FakePayments> {
  const transactions = new Map<string, FakeTransaction>();
  const refunds: FakeRefund[] = [];
  let nextRefundId = 3_018_284;
  const state: { refundFailure: FakePayments["refundFailure"] } = { refundFailure: null };
  let nextPaymentId = 5_261_148_849;
  let nextProviderId = 4_099_260_516;

  const route = (request: FixtureRequest): FixtureResponse => {
    const [, provider, ...rest] = request.path.split("/");
    const path = `/${rest.join("/")}`;
    if (provider === "paystack") return paystack(request, path);
    if (provider === "flutterwave") return flutterwave(request, path.replace(/^\/v3/, ""));
    if (provider === "nowpayments") return nowpayments(request, path.replace(/^\/v1/, ""));
    return json(404, { message: "unknown provider" });
  };

  const paystack = (request: FixtureRequest, path: string): FixtureResponse => {
    if (bearer(request) !== FAKE_PAYSTACK_KEY) return json(401, fixtureJson("paystack/error-invalid-key.json"));
    if (request.method === "POST" && path === "/transaction/initialize") {
      const body = JSON.parse(request.body) as { reference: string; amount: number; currency: string };
      if (transactions.has(body.reference)) return json(400, fixtureJson("paystack/error-duplicate-reference.json"));
      transactions.set(body.reference, { provider: "paystack", providerId: nextProviderId++, reference: body.reference, amount: body.amount, currency: body.currency, status: "abandoned", request: body });
      const template = fixtureJson<{ data: Record<string, string> }>("paystack/transaction-initialize.200.json");
      return json(200, { ...template, data: { ...template.data, reference: body.reference, authorization_url: `https://checkout.paystack.com/${body.reference}` } });
    }
    const verify = path.match(/^\/transaction\/verify\/(.+)$/);
    if (request.method === "GET" && verify) {
      const tx = transactions.get(decodeURIComponent(verify[1]!));
      if (!tx) return json(404, fixtureJson("paystack/error-not-found.json"));
      const template = fixtureJson<{ data: Record<string, unknown> }>("paystack/transaction-verify.200.json");
      return json(200, { ...template, data: { ...template.data, id: tx.providerId, reference: tx.reference, amount: tx.amount, currency: tx.currency, status: tx.status } });
    }
    if (request.method === "POST" && path === "/refund") {
      const body = JSON.parse(request.body) as { transaction: string; amount?: number };
      const tx = transactions.get(body.transaction);
      if (!tx) return json(404, { status: false, message: "Transaction not found" });
      if (state.refundFailure) return json(state.refundFailure.status, { status: false, message: state.refundFailure.message });
      const refund: FakeRefund = { provider: "paystack", id: nextRefundId++, reference: tx.reference, amount: body.amount };
      refunds.push(refund);
      const template = fixtureJson<{ data: Record<string, unknown> }>("paystack/refund-create.200.json");
      return json(200, { ...template, data: { ...template.data, id: refund.id, amount: body.amount ?? tx.amount, currency: tx.currency, status: "pending", transaction: { ...(template.data.transaction as object), id: tx.providerId, reference: tx.reference } } });
    }
    return json(404, fixtureJson("paystack/error-not-found.json"));
  };

  const flutterwave = (request: FixtureRequest, path: string): FixtureResponse => {
    if (bearer(request) !== FAKE_FLUTTERWAVE_KEY) return json(401, fixtureJson("flutterwave/error-invalid-authorization-key.json"));
    if (request.method === "POST" && path === "/payments") {
      const body = JSON.parse(request.body) as { tx_ref: string; amount: number; currency: string };
      transactions.set(body.tx_ref, { provider: "flutterwave", providerId: nextProviderId++, reference: body.tx_ref, amount: Number(body.amount), currency: body.currency, status: "pending", request: body });
      const template = fixtureJson<{ data: Record<string, string> }>("flutterwave/payments-create.200.constructed.json");
      return json(200, { ...template, data: { link: `https://checkout.flutterwave.com/v3/hosted/pay/${encodeURIComponent(body.tx_ref)}` } });
    }
    if (request.method === "GET" && path === "/transactions/verify_by_reference") {
      const tx = transactions.get(request.query.get("tx_ref") ?? "");
      if (!tx) return json(400, { status: "error", message: "No transaction was found for this id", data: null });
      const template = fixtureJson<{ data: Record<string, unknown> }>("flutterwave/transactions-verify-by-reference.200.json");
      return json(200, { ...template, data: { ...template.data, id: tx.providerId, tx_ref: tx.reference, amount: tx.amount, charged_amount: tx.amount, currency: tx.currency, status: tx.status } });
    }
    const refund = path.match(/^\/transactions\/(\d+)\/refund$/);
    if (request.method === "POST" && refund) {
      const tx = [...transactions.values()].find((candidate) => candidate.provider === "flutterwave" && String(candidate.providerId) === refund[1]);
      if (!tx) return json(400, { status: "error", message: "No transaction was found for this id", data: null });
      if (state.refundFailure) return json(state.refundFailure.status, { status: "error", message: state.refundFailure.message, data: null });
      const body = (request.body ? JSON.parse(request.body) : {}) as { amount?: number };
      const record: FakeRefund = { provider: "flutterwave", id: nextRefundId++, reference: tx.reference, amount: body.amount };
      refunds.push(record);
      const template = fixtureJson<{ data: Record<string, unknown> }>("flutterwave/transactions-refund.200.json");
      return json(200, { ...template, data: { ...template.data, id: record.id, tx_id: tx.providerId, amount_refunded: body.amount ?? tx.amount } });
    }
    return json(404, { status: "error", message: "Not found", data: null });
  };

  const nowpayments = (request: FixtureRequest, path: string): FixtureResponse => {
    if (request.headers["x-api-key"] !== FAKE_NOWPAYMENTS_KEY) return json(403, fixtureJson("nowpayments/error-invalid-api-key.constructed.json"));
    if (request.method === "POST" && path === "/invoice") {
      const body = JSON.parse(request.body) as { order_id: string; price_amount: number; price_currency: string };
      transactions.set(body.order_id, { provider: "nowpayments", providerId: nextProviderId++, reference: body.order_id, amount: body.price_amount, currency: body.price_currency, status: "waiting", request: body });
      const template = fixtureJson<Record<string, unknown>>("nowpayments/invoice-create.200.captured.json");
      return json(200, { ...template, order_id: body.order_id, price_amount: String(body.price_amount), price_currency: body.price_currency, invoice_url: `https://nowpayments.io/payment/?iid=${encodeURIComponent(body.order_id)}` });
    }
    const payment = path.match(/^\/payment\/(.+)$/);
    if (request.method === "GET" && payment) {
      const tx = [...transactions.values()].find((candidate) => candidate.paymentId === payment[1]);
      if (!tx) return json(404, { status: false, statusCode: 404, code: "NOT_FOUND", message: "Payment not found" });
      const template = fixtureJson<Record<string, unknown>>("nowpayments/ipn-finished.captured.json");
      return json(200, { ...template, payment_id: Number(tx.paymentId), payment_status: tx.status, price_amount: tx.amount, price_currency: tx.currency, order_id: tx.reference });
    }
    return json(404, { status: false, statusCode: 404, code: "NOT_FOUND", message: "Not found" });
  };

  const server = await startFixtureServer(route);
  return {
    server,
    url: server.url,
    transactions,
    refunds,
    get refundFailure() {
      return state.refundFailure;
    },
    set refundFailure(value) {
      state.refundFailure = value;
    },
    settle(reference, change) {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`No fake transaction ${reference}`);
      Object.assign(tx, change);
      if (tx.provider === "nowpayments" && !tx.paymentId) tx.paymentId = String(nextPaymentId++);
      return tx;
    },
    close: () => server.close(),
  };
}
