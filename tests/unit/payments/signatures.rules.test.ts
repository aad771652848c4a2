import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import {
  safeEqual,
  sortKeysDeep,
  verifyFlutterwaveSignature,
  verifyNowPaymentsSignature,
  verifyPaystackSignature,
} from "@/lib/payments/signatures.rules";

// The published test vectors (../shared/fixtures/signature-vectors.constructed.json).
const vectors = JSON.parse(
  readFileSync(path.resolve(process.cwd(), "../shared/fixtures/signature-vectors.constructed.json"), "utf8"),
);

/** The body with one byte changed, as an attacker replaying a signature on another body would send. */
const tamper = (body: string) =>
  body.replace(/"amount":(\d)/, (_match, digit: string) => `"amount":${(Number(digit) + 1) % 10}`);

describe("Paystack signature (HMAC-SHA512 of the raw body with the secret key)", () => {
  const v = vectors.paystack;

  it("accepts the vector", () => {
    expect(verifyPaystackSignature(v.raw_body, v.signature, v.secret_key)).toBe(true);
    expect(verifyPaystackSignature(Buffer.from(v.raw_body), v.signature.toUpperCase(), v.secret_key)).toBe(true);
  });

  it("refuses a changed body, another key, or a missing/malformed header", () => {
    expect(verifyPaystackSignature(tamper(v.raw_body), v.signature, v.secret_key)).toBe(false);
    expect(verifyPaystackSignature(v.raw_body, v.signature, "sk_test_other")).toBe(false);
    expect(verifyPaystackSignature(v.raw_body, null, v.secret_key)).toBe(false);
    expect(verifyPaystackSignature(v.raw_body, "not-hex!", v.secret_key)).toBe(false);
    expect(verifyPaystackSignature(v.raw_body, v.signature.slice(0, 64), v.secret_key)).toBe(false);
    expect(verifyPaystackSignature(v.raw_body, v.signature, "")).toBe(false);
  });

  it("hashes the bytes as sent: re-serialised JSON does not verify", () => {
    const reserialised = JSON.stringify(JSON.parse(v.raw_body), null, 1);
    expect(verifyPaystackSignature(reserialised, v.signature, v.secret_key)).toBe(false);
  });
});

describe("Flutterwave (flutterwave-signature HMAC-SHA256 base64, or the verif-hash secret)", () => {
  const hmac = vectors.flutterwave.flutterwave_signature;
  const plain = vectors.flutterwave.verif_hash;

  it("accepts the HMAC vector and prefers it over verif-hash", () => {
    expect(
      verifyFlutterwaveSignature(hmac.raw_body, { signature: hmac.signature, verifHash: null }, hmac.secret_hash),
    ).toBe(true);
    // A correct verif-hash does not rescue a wrong HMAC: the stronger check decides.
    expect(
      verifyFlutterwaveSignature(
        tamper(hmac.raw_body),
        { signature: hmac.signature, verifHash: plain.header_value },
        hmac.secret_hash,
      ),
    ).toBe(false);
  });

  it("accepts the plain verif-hash when no HMAC header is sent, and nothing else", () => {
    expect(
      verifyFlutterwaveSignature("{}", { signature: null, verifHash: plain.header_value }, plain.secret_hash),
    ).toBe(true);
    expect(verifyFlutterwaveSignature("{}", { signature: null, verifHash: "wrong" }, plain.secret_hash)).toBe(false);
    expect(verifyFlutterwaveSignature("{}", { signature: null, verifHash: null }, plain.secret_hash)).toBe(false);
    expect(verifyFlutterwaveSignature("{}", { signature: null, verifHash: "" }, "")).toBe(false);
  });
});

describe("NOWPayments IPN (HMAC-SHA512 of the recursively key-sorted JSON)", () => {
  const v = vectors.nowpayments;

  it("signs the documented string", () => {
    expect(JSON.stringify(sortKeysDeep(JSON.parse(v.raw_body)))).toBe(v.signed_string);
  });

  it("accepts the vector, refuses changes", () => {
    expect(verifyNowPaymentsSignature(v.raw_body, v.signature, v.ipn_secret)).toBe(true);
    expect(verifyNowPaymentsSignature(v.raw_body.replace('"finished"', '"failed"'), v.signature, v.ipn_secret)).toBe(
      false,
    );
    expect(verifyNowPaymentsSignature(v.raw_body, v.signature, "other-secret")).toBe(false);
    expect(verifyNowPaymentsSignature("not json", v.signature, v.ipn_secret)).toBe(false);
    expect(verifyNowPaymentsSignature(v.raw_body, null, v.ipn_secret)).toBe(false);
  });

  it("sorts nested keys too (the docs' top-level-only snippet would drop them)", () => {
    expect(JSON.stringify(sortKeysDeep({ b: 1, a: { d: [{ z: 1, y: 2 }], c: null } }))).toBe(
      '{"a":{"c":null,"d":[{"y":2,"z":1}]},"b":1}',
    );
  });
});

describe("safeEqual", () => {
  it("compares exactly", () => {
    expect(safeEqual("abc", "abc")).toBe(true);
    expect(safeEqual("abc", "abd")).toBe(false);
    expect(safeEqual("abc", "abcd")).toBe(false);
    expect(safeEqual("", "")).toBe(true);
  });
});
