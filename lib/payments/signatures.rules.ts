// Webhook signature checks, exactly as each provider signs (Paystack, Flutterwave, NOWPayments),
// over the raw request bytes, compared in constant time. Each returns false for a missing or malformed
// header; none throws. A valid signature only proves the sender: value is granted after the provider's
// verify call agrees (lib/payments/verify.service.ts).
import { createHmac, timingSafeEqual } from "node:crypto";

/** Constant-time equality of two strings (false when the lengths differ, without early exit on content). */
export function safeEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given, "utf8");
  const b = Buffer.from(expected, "utf8");
  if (a.length !== b.length) {
    // Still spend the comparison so timing does not reveal the length check alone.
    timingSafeEqual(b, b);
    return false;
  }
  return timingSafeEqual(a, b);
}

const HEX = /^[0-9a-f]+$/i;

/** Paystack: `x-paystack-signature` = hex(HMAC-SHA512(secret key, raw body)). */
export function verifyPaystackSignature(rawBody: Buffer | string, header: string | null, secretKey: string): boolean {
  if (!header || !secretKey || !HEX.test(header)) return false;
  const expected = createHmac("sha512", secretKey).update(rawBody).digest("hex");
  return safeEqual(header.toLowerCase(), expected);
}

/**
 * Flutterwave: prefer `flutterwave-signature` = base64(HMAC-SHA256(secret hash, raw body)); older
 * deliveries only send `verif-hash`, the dashboard's secret hash itself.
 */
export function verifyFlutterwaveSignature(
  rawBody: Buffer | string,
  headers: { signature: string | null; verifHash: string | null },
  secretHash: string,
): boolean {
  if (!secretHash) return false;
  if (headers.signature) {
    const expected = createHmac("sha256", secretHash).update(rawBody).digest("base64");
    return safeEqual(headers.signature, expected);
  }
  return headers.verifHash ? safeEqual(headers.verifHash, secretHash) : false;
}

/**
 * NOWPayments IPN: `x-nowpayments-sig` = hex(HMAC-SHA512(IPN secret, JSON.stringify(body with every
 * object's keys sorted, recursively))). The raw body must be valid JSON; nested keys are sorted too (the
 * docs' top-level-only snippet drops them).
 */
export function verifyNowPaymentsSignature(
  rawBody: Buffer | string,
  header: string | null,
  ipnSecret: string,
): boolean {
  if (!header || !ipnSecret || !HEX.test(header)) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(typeof rawBody === "string" ? rawBody : rawBody.toString("utf8"));
  } catch {
    return false;
  }
  const expected = createHmac("sha512", ipnSecret)
    .update(JSON.stringify(sortKeysDeep(parsed)))
    .digest("hex");
  return safeEqual(header.toLowerCase(), expected);
}

/** A copy of `value` with the keys of every nested object in ascending order (arrays keep their order). */
export function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, sortKeysDeep(record[key])]),
    );
  }
  return value;
}
