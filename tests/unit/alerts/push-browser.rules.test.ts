import { describe, expect, it } from "vitest";

import { base64UrlToBytes, isVapidPublicKey, pushFailureMessage } from "@/lib/alerts/push-browser.rules";

// A real VAPID public key from the web-push README's format: 65 bytes, uncompressed P-256, base64url without padding.
const KEY = "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U";

describe("base64UrlToBytes", () => {
  it("decodes base64url, with or without padding", () => {
    const bytes = base64UrlToBytes(KEY);
    expect(bytes).toHaveLength(65);
    expect(isVapidPublicKey(bytes)).toBe(true);
    expect([...base64UrlToBytes("-_8")]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes("-_8=")]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes("")]).toEqual([]);
  });

  it("refuses standard base64's + and / and anything else", () => {
    expect(() => base64UrlToBytes("+/8")).toThrow();
    expect(() => base64UrlToBytes("ab cd")).toThrow();
  });

  it("tells a VAPID key from other bytes", () => {
    expect(isVapidPublicKey(new Uint8Array(65))).toBe(false);
    expect(isVapidPublicKey(base64UrlToBytes(KEY).slice(1))).toBe(false);
  });
});

describe("pushFailureMessage", () => {
  it("names the step that failed", () => {
    expect(pushFailureMessage("key")).toMatch(/not available/);
    expect(pushFailureMessage("worker")).toMatch(/service worker/);
    expect(pushFailureMessage("subscribe", new DOMException("x", "NotAllowedError"))).toMatch(/refused/);
    expect(pushFailureMessage("subscribe", new DOMException("x", "AbortError"))).toMatch(/push service/);
    expect(pushFailureMessage("save")).toMatch(/save/);
  });
});
