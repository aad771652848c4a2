// The fake providers' hosted payment pages (used by the standalone e2e server, scripts/fake-payments-server.ts):
// what the payer sees after checkout, where a 'Pay' button sends them back afterwards (with each provider's
// own query parameters), and the signed webhook each provider would post.
import { createHmac } from "node:crypto";

import { sortKeysDeep } from "@/lib/payments/signatures.rules";
import { fixtureJson } from "./fixture-server";
import type { FakeTransaction } from "./payments";

/** The webhook secrets of the fake (the app's e2e env uses the same values). */
export const FAKE_PAYSTACK_KEY = "sk_test_fake_0000000000000000000000000000000000";
export const FAKE_FLUTTERWAVE_SECRET_HASH = "fake-flutterwave-secret-hash";
export const FAKE_NOWPAYMENTS_IPN_SECRET = "fake-nowpayments-ipn-secret";

/** The provider's status word for a paid transaction. */
export const PAID_STATUS: Record<FakeTransaction["provider"], string> = {
  paystack: "success",
  flutterwave: "successful",
  nowpayments: "finished",
};

const LABEL: Record<FakeTransaction["provider"], string> = {
  paystack: "Paystack",
  flutterwave: "Flutterwave",
  nowpayments: "NOWPayments",
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page at GET /{provider}/pay/{reference}: the order, a webhook switch and a Pay button (a POST to itself). */
export function hostedPageHtml(tx: FakeTransaction, canSendWebhook: boolean): string {
  const major = tx.provider === "paystack" ? tx.amount / 100 : tx.amount;
  const label = LABEL[tx.provider];
  const paid = tx.status === PAID_STATUS[tx.provider];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fake ${label} checkout</title></head>
<body style="font-family: sans-serif; max-width: 32rem; margin: 3rem auto">
<main>
<h1>Fake ${label} checkout</h1>
<p>A local test page: no money moves.</p>
<dl>
<dt>Reference</dt><dd data-testid="reference">${escapeHtml(tx.reference)}</dd>
<dt>Amount</dt><dd data-testid="amount">${escapeHtml(tx.currency.toUpperCase())} ${major.toFixed(2)}</dd>
<dt>Status</dt><dd data-testid="status">${escapeHtml(tx.status)}</dd>
</dl>
<form method="post">
${
  canSendWebhook
    ? '<p><label><input type="checkbox" name="webhook" value="1" checked> Also post the signed webhook ' +
      "to the app</label></p>"
    : ""
}
<button type="submit"${paid ? " disabled" : ""}>Pay</button>
</form>
</main>
</body></html>`;
}

/** Where the provider sends the payer after paying, with its own query parameters. */
export function returnUrlAfterPayment(tx: FakeTransaction): string | null {
  const request = tx.request as Record<string, string | undefined>;
  if (tx.provider === "paystack") {
    if (!request.callback_url) return null;
    const url = new URL(request.callback_url);
    url.searchParams.set("trxref", tx.reference);
    url.searchParams.set("reference", tx.reference);
    return url.toString();
  }
  if (tx.provider === "flutterwave") {
    if (!request.redirect_url) return null;
    const url = new URL(request.redirect_url);
    url.searchParams.set("status", "successful");
    url.searchParams.set("tx_ref", tx.reference);
    url.searchParams.set("transaction_id", String(tx.providerId));
    return url.toString();
  }
  if (!request.success_url) return null;
  const url = new URL(request.success_url);
  if (tx.paymentId) url.searchParams.set("NP_id", tx.paymentId);
  return url.toString();
}

/** The signed webhook the provider would post for this (paid) transaction: body bytes and headers. */
export function signedWebhook(tx: FakeTransaction): { body: string; headers: Record<string, string> } {
  if (tx.provider === "paystack") {
    const template = fixtureJson<{ event: string; data: Record<string, unknown> }>(
      "paystack/webhook-charge.success.json",
    );
    const body = JSON.stringify({
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
    return {
      body,
      headers: { "x-paystack-signature": createHmac("sha512", FAKE_PAYSTACK_KEY).update(body).digest("hex") },
    };
  }
  if (tx.provider === "flutterwave") {
    const template = fixtureJson<{ event: string; data: Record<string, unknown> }>(
      "flutterwave/webhook-charge.completed.json",
    );
    const body = JSON.stringify({
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
    return {
      body,
      headers: {
        "flutterwave-signature": createHmac("sha256", FAKE_FLUTTERWAVE_SECRET_HASH).update(body).digest("base64"),
        "verif-hash": FAKE_FLUTTERWAVE_SECRET_HASH,
      },
    };
  }
  const template = fixtureJson<Record<string, unknown>>("nowpayments/ipn-finished.captured.json");
  const payload = {
    ...template,
    payment_id: Number(tx.paymentId),
    payment_status: tx.status,
    price_amount: tx.amount,
    price_currency: tx.currency,
    order_id: tx.reference,
  };
  const body = JSON.stringify(payload);
  return {
    body,
    headers: {
      "x-nowpayments-sig": createHmac("sha512", FAKE_NOWPAYMENTS_IPN_SECRET)
        .update(JSON.stringify(sortKeysDeep(payload)))
        .digest("hex"),
    },
  };
}

/** Posts the webhook to the app; the payer is redirected whatever the app answers (like the real providers). */
export async function postWebhook(appUrl: string, tx: FakeTransaction): Promise<number | null> {
  const { body, headers } = signedWebhook(tx);
  try {
    const response = await fetch(`${appUrl}/api/payments/webhooks/${tx.provider}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    return response.status;
  } catch {
    return null;
  }
}
