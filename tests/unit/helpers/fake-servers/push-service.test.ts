import { createECDH, randomBytes } from "node:crypto";

import webpush from "web-push";
import { describe, expect, it } from "vitest";

import { decryptPushBody, verifyVapidHeader } from "@/tests/helpers/fake-servers/push-service";

// The fake push service is the oracle of the push tests, so its own decryption and VAPID check are held to
// the RFCs' published examples first, and then to what the web-push library sends.

const b64 = (text: string) => Buffer.from(text, "base64url");

/** RFC 8291 Appendix A: the user agent's keys and auth secret, and the encrypted message of the example. */
const RFC8291 = {
  plaintext: "When I grow up, I want to be a watermelon",
  uaPrivate: "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94",
  uaPublic: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  authSecret: "BTBZMqHH6r4Tts7J_aSIgg",
  body:
    "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3" +
    "jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
};

describe("decryptPushBody", () => {
  const ua = { privateKey: b64(RFC8291.uaPrivate), publicKey: b64(RFC8291.uaPublic) };

  it("decrypts the example of RFC 8291 Appendix A", () => {
    expect(decryptPushBody(b64(RFC8291.body), ua, b64(RFC8291.authSecret)).toString("utf8")).toBe(RFC8291.plaintext);
  });

  it("refuses a tampered body, another auth secret and a truncated header", () => {
    const tampered = b64(RFC8291.body);
    tampered[tampered.length - 20]! ^= 1;
    expect(() => decryptPushBody(tampered, ua, b64(RFC8291.authSecret))).toThrow();
    expect(() => decryptPushBody(b64(RFC8291.body), ua, randomBytes(16))).toThrow();
    expect(() => decryptPushBody(b64(RFC8291.body).subarray(0, 20), ua, b64(RFC8291.authSecret))).toThrow(/header/);
  });

  it("decrypts what the web-push library encrypts for a fresh subscription", () => {
    const ecdh = createECDH("prime256v1");
    const publicKey = ecdh.generateKeys();
    const authSecret = randomBytes(16);
    const message = JSON.stringify({ title: "Value pick", body: "é — ünïcödé", url: "/predictions/1" });
    const encrypted = webpush.encrypt(
      publicKey.toString("base64url"),
      authSecret.toString("base64url"),
      message,
      "aes128gcm",
    );
    const plain = decryptPushBody(encrypted.cipherText, { privateKey: ecdh.getPrivateKey(), publicKey }, authSecret);
    expect(plain.toString("utf8")).toBe(message);
  });
});

describe("verifyVapidHeader", () => {
  const keys = webpush.generateVAPIDKeys();
  const audience = "https://push.example:8443";
  const headerFor = (aud: string, subject = "mailto:support@edgecast.example", expiration?: number) =>
    webpush.getVapidHeaders(aud, subject, keys.publicKey, keys.privateKey, "aes128gcm", expiration).Authorization;

  it("accepts web-push's header for the right audience and reports the key and claims", () => {
    const check = verifyVapidHeader(headerFor(audience), audience);
    expect(check).toMatchObject({
      ok: true,
      key: keys.publicKey,
      claims: { aud: audience, sub: "mailto:support@edgecast.example" },
    });
  });

  it("refuses another audience, an expired or too distant exp, another key, a bad signature, no header", () => {
    expect(verifyVapidHeader(headerFor("https://other.example"), audience)).toMatchObject({ ok: false, reason: /aud/ });
    const nowSeconds = Math.floor(Date.now() / 1000);
    const expired = headerFor(audience, undefined, nowSeconds + 60);
    expect(verifyVapidHeader(expired, audience, (nowSeconds + 120) * 1000)).toMatchObject({
      ok: false,
      reason: /expired/,
    });
    expect(verifyVapidHeader(headerFor(audience), audience, Date.now() - 13 * 60 * 60 * 1000)).toMatchObject({
      ok: false,
      reason: /24 h/,
    });
    const otherKey = webpush.generateVAPIDKeys().publicKey;
    const swapped = headerFor(audience).replace(/k=[\w-]+$/, `k=${otherKey}`);
    expect(verifyVapidHeader(swapped, audience)).toMatchObject({ ok: false, reason: /signature/ });
    const forged = headerFor(audience).replace(/\.([\w-]+)\.([\w-]+),/, (_m, claims: string, sig: string) => {
      const altered = Buffer.from(JSON.stringify({ ...JSON.parse(b64(claims).toString()), aud: "https://x" }));
      return `.${altered.toString("base64url")}.${sig},`;
    });
    expect(verifyVapidHeader(forged, audience)).toMatchObject({ ok: false, reason: /signature/ });
    expect(verifyVapidHeader(undefined, audience)).toMatchObject({ ok: false });
    expect(verifyVapidHeader("key=abc", audience)).toMatchObject({ ok: false });
  });
});
