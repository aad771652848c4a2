// Fake Paystack, Flutterwave and NOWPayments on one local server, speaking their real wire formats:
// responses are the fixtures of ../shared/fixtures with the
// values of the order being paid filled in. Stateful: a checkout creates a transaction the test can then
// mark paid (or failed, or paid with another amount/currency) before the verify call reads it.
// Base URLs for the clients: `${url}/paystack`, `${url}/flutterwave/v3`, `${url}/nowpayments/v1`.
// With `hostedPages` (the standalone e2e server, scripts/fake-payments-server.ts) checkout links point at this
// server's own payment pages (payments-hosted.ts), and a test-only control API under /__control makes the
// next checkout of one payer fail.
import {
  fixtureJson,
  json,
  startFixtureServer,
  type FixtureRequest,
  type FixtureResponse,
  type FixtureServer,
} from "./fixture-server";
import {
  FAKE_FLUTTERWAVE_SECRET_HASH,
  FAKE_NOWPAYMENTS_IPN_SECRET,
  FAKE_PAYSTACK_KEY,
  hostedPageHtml,
  PAID_STATUS,
  postWebhook,
  returnUrlAfterPayment,
} from "./payments-hosted";

export { FAKE_FLUTTERWAVE_SECRET_HASH, FAKE_NOWPAYMENTS_IPN_SECRET, FAKE_PAYSTACK_KEY } from "./payments-hosted";
export const FAKE_FLUTTERWAVE_KEY = "FLWSECK_TEST-fake0000000000000000000000-X";
export const FAKE_NOWPAYMENTS_KEY = "FAKE-NOWPAYMENTS-KEY-000000";

export interface FakeTransaction {
  provider: "paystack" | "flutterwave" | "nowpayments";
  /** Paystack reference / Flutterwave tx_ref / NOWPayments order_id. */
  reference: string;
  /** As the provider reports it: Paystack subunits; Flutterwave and NOWPayments major units. */
  amount: number;
  currency: string;
  /** Provider status words: paystack success|abandoned|failed; flutterwave successful|pending|failed; nowpayments
   * waiting|finished|failed. */
  status: string;
  /** The provider's own id for the transaction (unique, like the real ones). */
  providerId: number;
  /** NOWPayments payment id (assigned when the buyer "pays"). */
  paymentId?: string;
  request: unknown;
}

/** A checkout call that will be refused once (set through failCheckout or POST /__control/fail). */
interface CheckoutFailure {
  provider: FakeTransaction["provider"];
  /** Only checkouts for this payer's e-mail (Paystack, Flutterwave); any checkout when left out. */
  email?: string;
  /** HTTP status of the refusal (default 500). */
  status?: number;
  message?: string;
}

export interface FakePaymentsOptions {
  /** A fixed port (the standalone server); a free one by default. */
  port?: number;
  /** Checkout links point at this server's hosted pages, `${url}/{provider}/pay/{reference}`. */
  hostedPages?: boolean;
  /** The app's origin: paying on a hosted page may post the signed webhook to
   * `${appUrl}/api/payments/webhooks/{provider}`. */
  appUrl?: string;
}

/** A refund the fake was asked for (Paystack POST /refund, Flutterwave POST /transactions/{id}/refund). */
interface FakeRefund {
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
  /** What Flutterwave's refund call reports: "completed" (the fixture's, default) or e.g. "pending" (settled later by
   * its webhook). */
  flutterwaveRefundStatus: string;
  /** Sets what the verify call will report for a reference (status and, to test mismatches, amount/currency). */
  settle(reference: string, change: Partial<Pick<FakeTransaction, "status" | "amount" | "currency">>): FakeTransaction;
  /** Refuses the next matching checkout call (then normal again). */
  failCheckout(failure: CheckoutFailure): void;
  /** The next `count` verify calls (any provider) answer only after `delayMs`: longer than the client's time limit,
   * they time out. */
  slowVerifications(count: number, delayMs: number): void;
  /** How many verify calls were received (slow ones included). */
  readonly verifyCalls: number;
  close(): Promise<void>;
}

/** The calls that ask a provider about one payment (what the app's confirmation relies on). */
const isVerifyCall = (request: FixtureRequest, path: string) =>
  request.method === "GET" &&
  (/^\/transaction\/verify\//.test(path) ||
    /^\/v3\/transactions\/verify_by_reference$/.test(path) ||
    /^\/v1\/payment\//.test(path));

const bearer = (request: FixtureRequest) => String(request.headers.authorization ?? "").replace(/^Bearer /, "");

/**
 * The app's payment settings pointing at a fake on `url`: its test keys, its webhook secrets and its three
 * providers' base paths. Tests assign them to process.env before the app's modules load.
 */
export function fakePaymentsEnv(url: string): Record<string, string> {
  return {
    PAYSTACK_SECRET_KEY: FAKE_PAYSTACK_KEY,
    PAYSTACK_BASE_URL: `${url}/paystack`,
    FLUTTERWAVE_SECRET_KEY: FAKE_FLUTTERWAVE_KEY,
    FLUTTERWAVE_SECRET_HASH: FAKE_FLUTTERWAVE_SECRET_HASH,
    FLUTTERWAVE_BASE_URL: `${url}/flutterwave/v3`,
    NOWPAYMENTS_API_KEY: FAKE_NOWPAYMENTS_KEY,
    NOWPAYMENTS_IPN_SECRET: FAKE_NOWPAYMENTS_IPN_SECRET,
    NOWPAYMENTS_BASE_URL: `${url}/nowpayments/v1`,
  };
}

export async function startFakePayments(options: FakePaymentsOptions = {}): Promise<FakePayments> {
  const transactions = new Map<string, FakeTransaction>();
  const failures: CheckoutFailure[] = [];
  const refunds: FakeRefund[] = [];
  let nextRefundId = 3_018_284;
  const state: { refundFailure: FakePayments["refundFailure"]; flutterwaveRefundStatus: string } = {
    refundFailure: null,
    flutterwaveRefundStatus: "completed",
  };
  const slow = { count: 0, delayMs: 0 };
  let verifyCalls = 0;
  let nextPaymentId = 5_261_148_849;
  let nextProviderId = 4_099_260_516;
  // Known once the server listens; only read while answering requests.
  let selfUrl = "";

  const pageUrl = (provider: FakeTransaction["provider"], reference: string, real: string) =>
    options.hostedPages ? `${selfUrl}/${provider}/pay/${encodeURIComponent(reference)}` : real;

  /** The failure set for this checkout, removed as it is used. */
  const takeFailure = (provider: FakeTransaction["provider"], email: string | undefined): FixtureResponse | null => {
    const index = failures.findIndex(
      (failure) => failure.provider === provider && (!failure.email || failure.email === email),
    );
    if (index < 0) return null;
    const [failure] = failures.splice(index, 1);
    const message = failure!.message ?? "Fake provider failure";
    const body =
      provider === "paystack"
        ? { status: false, message }
        : provider === "flutterwave"
          ? { status: "error", message, data: null }
          : { status: false, statusCode: failure!.status ?? 500, code: "FAKE_FAILURE", message };
    return json(failure!.status ?? 500, body);
  };

  const markPaid = (tx: FakeTransaction) => {
    tx.status = PAID_STATUS[tx.provider];
    if (tx.provider === "nowpayments" && !tx.paymentId) tx.paymentId = String(nextPaymentId++);
  };

  const route = async (request: FixtureRequest): Promise<FixtureResponse> => {
    const [, provider, ...rest] = request.path.split("/");
    const path = `/${rest.join("/")}`;
    if (provider === "__control") return control(request, path);
    const hosted = path.match(/^\/pay\/([^/]+)$/);
    if (
      options.hostedPages &&
      hosted &&
      (provider === "paystack" || provider === "flutterwave" || provider === "nowpayments")
    ) {
      return hostedPage(request, provider, decodeURIComponent(hosted[1]!));
    }
    if (isVerifyCall(request, path)) {
      verifyCalls++;
      if (slow.count > 0) {
        slow.count--;
        await new Promise((resolve) => setTimeout(resolve, slow.delayMs));
      }
    }
    if (provider === "paystack") return paystack(request, path);
    if (provider === "flutterwave") return flutterwave(request, path.replace(/^\/v3/, ""));
    if (provider === "nowpayments") return nowpayments(request, path.replace(/^\/v1/, ""));
    return json(404, { message: "unknown provider" });
  };

  const paystack = (request: FixtureRequest, path: string): FixtureResponse => {
    if (bearer(request) !== FAKE_PAYSTACK_KEY) return json(401, fixtureJson("paystack/error-invalid-key.json"));
    if (request.method === "POST" && path === "/transaction/initialize") {
      const body = JSON.parse(request.body) as { reference: string; amount: number; currency: string; email?: string };
      const failure = takeFailure("paystack", body.email);
      if (failure) return failure;
      if (transactions.has(body.reference)) return json(400, fixtureJson("paystack/error-duplicate-reference.json"));
      transactions.set(body.reference, {
        provider: "paystack",
        providerId: nextProviderId++,
        reference: body.reference,
        amount: body.amount,
        currency: body.currency,
        status: "abandoned",
        request: body,
      });
      const template = fixtureJson<{ data: Record<string, string> }>("paystack/transaction-initialize.200.json");
      return json(200, {
        ...template,
        data: {
          ...template.data,
          reference: body.reference,
          authorization_url: pageUrl("paystack", body.reference, `https://checkout.paystack.com/${body.reference}`),
        },
      });
    }
    const verify = path.match(/^\/transaction\/verify\/(.+)$/);
    if (request.method === "GET" && verify) {
      const tx = transactions.get(decodeURIComponent(verify[1]!));
      if (!tx) return json(404, fixtureJson("paystack/error-not-found.json"));
      const template = fixtureJson<{ data: Record<string, unknown> }>("paystack/transaction-verify.200.json");
      return json(200, {
        ...template,
        data: {
          ...template.data,
          id: tx.providerId,
          reference: tx.reference,
          amount: tx.amount,
          currency: tx.currency,
          status: tx.status,
        },
      });
    }
    if (request.method === "POST" && path === "/refund") {
      const body = JSON.parse(request.body) as { transaction: string; amount?: number };
      const tx = transactions.get(body.transaction);
      if (!tx) return json(404, { status: false, message: "Transaction not found" });
      if (state.refundFailure)
        return json(state.refundFailure.status, { status: false, message: state.refundFailure.message });
      const refund: FakeRefund = {
        provider: "paystack",
        id: nextRefundId++,
        reference: tx.reference,
        amount: body.amount,
      };
      refunds.push(refund);
      const template = fixtureJson<{ data: Record<string, unknown> }>("paystack/refund-create.200.json");
      return json(200, {
        ...template,
        data: {
          ...template.data,
          id: refund.id,
          amount: body.amount ?? tx.amount,
          currency: tx.currency,
          status: "pending",
          transaction: { ...(template.data.transaction as object), id: tx.providerId, reference: tx.reference },
        },
      });
    }
    return json(404, fixtureJson("paystack/error-not-found.json"));
  };

  const flutterwave = (request: FixtureRequest, path: string): FixtureResponse => {
    if (bearer(request) !== FAKE_FLUTTERWAVE_KEY)
      return json(401, fixtureJson("flutterwave/error-invalid-authorization-key.json"));
    if (request.method === "POST" && path === "/payments") {
      const body = JSON.parse(request.body) as {
        tx_ref: string;
        amount: number;
        currency: string;
        customer?: { email?: string };
      };
      const failure = takeFailure("flutterwave", body.customer?.email);
      if (failure) return failure;
      transactions.set(body.tx_ref, {
        provider: "flutterwave",
        providerId: nextProviderId++,
        reference: body.tx_ref,
        amount: Number(body.amount),
        currency: body.currency,
        status: "pending",
        request: body,
      });
      const template = fixtureJson<{ data: Record<string, string> }>(
        "flutterwave/payments-create.200.constructed.json",
      );
      return json(200, {
        ...template,
        data: {
          link: pageUrl(
            "flutterwave",
            body.tx_ref,
            `https://checkout.flutterwave.com/v3/hosted/pay/${encodeURIComponent(body.tx_ref)}`,
          ),
        },
      });
    }
    if (request.method === "GET" && path === "/transactions/verify_by_reference") {
      const tx = transactions.get(request.query.get("tx_ref") ?? "");
      if (!tx) return json(400, { status: "error", message: "No transaction was found for this id", data: null });
      const template = fixtureJson<{ data: Record<string, unknown> }>(
        "flutterwave/transactions-verify-by-reference.200.json",
      );
      return json(200, {
        ...template,
        data: {
          ...template.data,
          id: tx.providerId,
          tx_ref: tx.reference,
          amount: tx.amount,
          charged_amount: tx.amount,
          currency: tx.currency,
          status: tx.status,
        },
      });
    }
    const refund = path.match(/^\/transactions\/(\d+)\/refund$/);
    if (request.method === "POST" && refund) {
      const tx = [...transactions.values()].find(
        (candidate) => candidate.provider === "flutterwave" && String(candidate.providerId) === refund[1],
      );
      if (!tx) return json(400, { status: "error", message: "No transaction was found for this id", data: null });
      if (state.refundFailure)
        return json(state.refundFailure.status, { status: "error", message: state.refundFailure.message, data: null });
      const body = (request.body ? JSON.parse(request.body) : {}) as { amount?: number };
      const record: FakeRefund = {
        provider: "flutterwave",
        id: nextRefundId++,
        reference: tx.reference,
        amount: body.amount,
      };
      refunds.push(record);
      const template = fixtureJson<{ data: Record<string, unknown> }>("flutterwave/transactions-refund.200.json");
      return json(200, {
        ...template,
        data: {
          ...template.data,
          id: record.id,
          tx_id: tx.providerId,
          amount_refunded: body.amount ?? tx.amount,
          status: state.flutterwaveRefundStatus,
        },
      });
    }
    return json(404, { status: "error", message: "Not found", data: null });
  };

  const nowpayments = (request: FixtureRequest, path: string): FixtureResponse => {
    if (request.headers["x-api-key"] !== FAKE_NOWPAYMENTS_KEY)
      return json(403, fixtureJson("nowpayments/error-invalid-api-key.constructed.json"));
    if (request.method === "POST" && path === "/invoice") {
      const body = JSON.parse(request.body) as { order_id: string; price_amount: number; price_currency: string };
      const failure = takeFailure("nowpayments", undefined);
      if (failure) return failure;
      transactions.set(body.order_id, {
        provider: "nowpayments",
        providerId: nextProviderId++,
        reference: body.order_id,
        amount: body.price_amount,
        currency: body.price_currency,
        status: "waiting",
        request: body,
      });
      const template = fixtureJson<Record<string, unknown>>("nowpayments/invoice-create.200.captured.json");
      return json(200, {
        ...template,
        order_id: body.order_id,
        price_amount: String(body.price_amount),
        price_currency: body.price_currency,
        invoice_url: pageUrl(
          "nowpayments",
          body.order_id,
          `https://nowpayments.io/payment/?iid=${encodeURIComponent(body.order_id)}`,
        ),
      });
    }
    const payment = path.match(/^\/payment\/(.+)$/);
    if (request.method === "GET" && payment) {
      const tx = [...transactions.values()].find((candidate) => candidate.paymentId === payment[1]);
      if (!tx) return json(404, { status: false, statusCode: 404, code: "NOT_FOUND", message: "Payment not found" });
      const template = fixtureJson<Record<string, unknown>>("nowpayments/ipn-finished.captured.json");
      return json(200, {
        ...template,
        payment_id: Number(tx.paymentId),
        payment_status: tx.status,
        price_amount: tx.amount,
        price_currency: tx.currency,
        order_id: tx.reference,
      });
    }
    return json(404, { status: false, statusCode: 404, code: "NOT_FOUND", message: "Not found" });
  };

  /** GET: the payment page. POST (its Pay button): mark paid, post the webhook if asked, send the payer back. */
  const hostedPage = async (
    request: FixtureRequest,
    provider: FakeTransaction["provider"],
    reference: string,
  ): Promise<FixtureResponse> => {
    const tx = transactions.get(reference);
    if (!tx || tx.provider !== provider)
      return { status: 404, body: "<!doctype html><p>Unknown payment</p>", contentType: "text/html; charset=utf-8" };
    if (request.method === "GET")
      return {
        status: 200,
        body: hostedPageHtml(tx, Boolean(options.appUrl)),
        contentType: "text/html; charset=utf-8",
      };
    markPaid(tx);
    if (options.appUrl && new URLSearchParams(request.body).get("webhook") === "1")
      await postWebhook(options.appUrl, tx);
    const back = returnUrlAfterPayment(tx);
    if (!back)
      return {
        status: 200,
        body: "<!doctype html><p>Paid. You can close this tab.</p>",
        contentType: "text/html; charset=utf-8",
      };
    return { status: 303, body: "", contentType: "text/plain", headers: { location: back } };
  };

  /** Test-only: POST /__control/fail {provider, email?, status?, message?}; POST /__control/reset; GET
   * /__control/health. */
  const control = (request: FixtureRequest, path: string): FixtureResponse => {
    if (request.method === "GET" && path === "/health") return json(200, { ok: true, transactions: transactions.size });
    if (request.method === "POST" && path === "/fail") {
      const failure = JSON.parse(request.body || "{}") as CheckoutFailure;
      if (!["paystack", "flutterwave", "nowpayments"].includes(failure.provider))
        return json(400, { message: "provider must be paystack, flutterwave or nowpayments" });
      failures.push(failure);
      return json(200, { ok: true, pending: failures.length });
    }
    if (request.method === "POST" && path === "/reset") {
      failures.length = 0;
      return json(200, { ok: true });
    }
    return json(404, { message: "unknown control" });
  };

  const server = await startFixtureServer(route, { port: options.port });
  selfUrl = server.url;
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
    get flutterwaveRefundStatus() {
      return state.flutterwaveRefundStatus;
    },
    set flutterwaveRefundStatus(value) {
      state.flutterwaveRefundStatus = value;
    },
    settle(reference, change) {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`No fake transaction ${reference}`);
      Object.assign(tx, change);
      if (tx.provider === "nowpayments" && !tx.paymentId) tx.paymentId = String(nextPaymentId++);
      return tx;
    },
    failCheckout(failure) {
      failures.push(failure);
    },
    slowVerifications(count, delayMs) {
      slow.count = count;
      slow.delayMs = delayMs;
    },
    get verifyCalls() {
      return verifyCalls;
    },
    close: () => server.close(),
  };
}
