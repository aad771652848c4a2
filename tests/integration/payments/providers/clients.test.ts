import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createPayment, verifyByReference } from "@/lib/payments/providers/flutterwave.client";
import { isProviderError } from "@/lib/net/provider-http";
import { createInvoice, getPayment } from "@/lib/payments/providers/nowpayments.client";
import { initializeTransaction, verifyTransaction } from "@/lib/payments/providers/paystack.client";

import {
  FAKE_FLUTTERWAVE_KEY,
  FAKE_NOWPAYMENTS_KEY,
  FAKE_PAYSTACK_KEY,
  startFakePayments,
  type FakePayments,
} from "@/tests/helpers/fake-servers/payments";

let fake: FakePayments;
beforeAll(async () => {
  fake = await startFakePayments();
});
afterAll(() => fake.close());

const paystack = () => ({ secretKey: FAKE_PAYSTACK_KEY, baseUrl: `${fake.url}/paystack` });
const flutterwave = () => ({ secretKey: FAKE_FLUTTERWAVE_KEY, baseUrl: `${fake.url}/flutterwave/v3` });
const nowpayments = () => ({ apiKey: FAKE_NOWPAYMENTS_KEY, baseUrl: `${fake.url}/nowpayments/v1` });

describe("Paystack client", () => {
  it("initialises with the subunit amount and our reference, then verifies", async () => {
    const created = await initializeTransaction(
      {
        email: "a@example.com",
        amountMinor: 2_998_500,
        currency: "NGN",
        reference: "ord_ps_1",
        callbackUrl: "http://localhost/cb",
      },
      paystack(),
    );
    expect(created).toEqual({ authorizationUrl: "https://checkout.paystack.com/ord_ps_1", reference: "ord_ps_1" });
    const sent = JSON.parse(fake.server.requests.at(-1)!.body);
    expect(sent).toMatchObject({
      email: "a@example.com",
      amount: 2_998_500,
      currency: "NGN",
      reference: "ord_ps_1",
      callback_url: "http://localhost/cb",
    });
    expect(fake.server.requests.at(-1)!.headers.authorization).toBe(`Bearer ${FAKE_PAYSTACK_KEY}`);

    fake.settle("ord_ps_1", { status: "success" });
    await expect(verifyTransaction("ord_ps_1", paystack())).resolves.toMatchObject({
      status: "success",
      reference: "ord_ps_1",
      amountMinor: 2_998_500,
      currency: "NGN",
    });
  });

  it("maps the documented errors", async () => {
    const wrongKey = initializeTransaction(
      { email: "a@example.com", amountMinor: 100, currency: "NGN", reference: "x", callbackUrl: "http://localhost" },
      { ...paystack(), secretKey: "sk_test_wrong" },
    );
    await expect(wrongKey).rejects.toMatchObject({ provider: "paystack", kind: "auth", status: 401 });
    const missing = await verifyTransaction("nope", paystack()).catch((error: unknown) => error);
    expect(isProviderError(missing) && missing.kind).toBe("bad_request");
    await initializeTransaction(
      { email: "a@example.com", amountMinor: 100, currency: "NGN", reference: "dup", callbackUrl: "http://localhost" },
      paystack(),
    );
    const duplicate = initializeTransaction(
      { email: "a@example.com", amountMinor: 100, currency: "NGN", reference: "dup", callbackUrl: "http://localhost" },
      paystack(),
    );
    await expect(duplicate).rejects.toMatchObject({
      kind: "bad_request",
      status: 400,
      message: expect.stringContaining("Duplicate Transaction Reference"),
    });
  });
});

describe("Flutterwave client", () => {
  it("creates a hosted payment in major units and verifies by reference", async () => {
    const created = await createPayment(
      {
        txRef: "ord_fw_1",
        amount: 19.99,
        currency: "USD",
        redirectUrl: "http://localhost/r",
        customer: { email: "b@example.com", name: "Bee" },
        title: "Premium",
      },
      flutterwave(),
    );
    expect(created.paymentLink).toContain("ord_fw_1");
    expect(JSON.parse(fake.server.requests.at(-1)!.body)).toMatchObject({
      tx_ref: "ord_fw_1",
      amount: 19.99,
      currency: "USD",
      customer: { email: "b@example.com", name: "Bee" },
    });
    fake.settle("ord_fw_1", { status: "successful" });
    await expect(verifyByReference("ord_fw_1", flutterwave())).resolves.toMatchObject({
      txRef: "ord_fw_1",
      amount: 19.99,
      currency: "USD",
      status: "successful",
    });
  });

  it("refuses a wrong key", async () => {
    await expect(verifyByReference("ord_fw_1", { ...flutterwave(), secretKey: "bad" })).rejects.toMatchObject({
      kind: "auth",
    });
  });
});

describe("NOWPayments client", () => {
  it("creates an invoice and reads the payment the IPN names", async () => {
    const invoice = await createInvoice(
      {
        priceAmount: 39.99,
        priceCurrency: "usd",
        orderId: "ord_np_1",
        orderDescription: "Enterprise",
        ipnCallbackUrl: "http://localhost/ipn",
        successUrl: "http://localhost/s",
        cancelUrl: "http://localhost/c",
      },
      nowpayments(),
    );
    expect(invoice.invoiceUrl).toContain("ord_np_1");
    const tx = fake.settle("ord_np_1", { status: "finished" });
    await expect(getPayment(tx.paymentId!, nowpayments())).resolves.toMatchObject({
      status: "finished",
      priceAmount: 39.99,
      priceCurrency: "USD",
      orderId: "ord_np_1",
    });
  });

  it("refuses a wrong key with 403", async () => {
    await expect(getPayment("1", { ...nowpayments(), apiKey: "bad" })).rejects.toMatchObject({
      kind: "auth",
      status: 403,
    });
  });
});
