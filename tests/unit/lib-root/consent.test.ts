import { runInNewContext } from "node:vm";

import { describe, expect, it } from "vitest";

import {
  allowsAds,
  allowsPersonalisedAds,
  CONSENT_CATEGORIES,
  CONSENT_STORAGE_KEY,
  consentBootScript,
  DENIED_CONSENT,
  GRANTED_CONSENT,
  parseStoredConsent,
  serialiseConsent,
  type ConsentState,
} from "@/lib/consent";

const mixed: ConsentState = {
  ad_storage: "granted",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "granted",
};

describe("consent storage", () => {
  it("uses a versioned key (consent key version 1)", () => {
    expect(CONSENT_STORAGE_KEY).toBe("cookie_consent_v1");
  });

  it("defaults to every consent mode v2 category denied", () => {
    expect(CONSENT_CATEGORIES).toEqual(["ad_storage", "ad_user_data", "ad_personalization", "analytics_storage"]);
    expect(Object.values(DENIED_CONSENT)).toEqual(["denied", "denied", "denied", "denied"]);
    expect(Object.values(GRANTED_CONSENT)).toEqual(["granted", "granted", "granted", "granted"]);
  });

  it("round-trips a choice with its version and time", () => {
    const raw = serialiseConsent(mixed, new Date("2026-05-01T10:00:00Z"));
    expect(parseStoredConsent(raw)).toEqual({ version: 1, choices: mixed, savedAt: "2026-05-01T10:00:00.000Z" });
  });

  it("keeps only the four categories and stores anything but granted as denied", () => {
    const raw = serialiseConsent({ ...mixed, ad_user_data: "yes", extra: "granted" } as unknown as ConsentState);
    const parsed = JSON.parse(raw) as { choices: Record<string, string> };
    expect(Object.keys(parsed.choices)).toEqual([...CONSENT_CATEGORIES]);
    expect(parsed.choices.ad_user_data).toBe("denied");
  });

  it.each([
    ["nothing stored", null],
    ["empty string", ""],
    ["malformed JSON", "{not json"],
    ["a bare value", "true"],
    ["another version", JSON.stringify({ version: 2, choices: GRANTED_CONSENT })],
    ["no choices", JSON.stringify({ version: 1 })],
    [
      "a missing category",
      JSON.stringify({ version: 1, choices: { ...GRANTED_CONSENT, analytics_storage: undefined } }),
    ],
    ["an unknown value", JSON.stringify({ version: 1, choices: { ...GRANTED_CONSENT, ad_storage: "yes" } })],
  ])("treats %s as no choice", (_label, raw) => {
    expect(parseStoredConsent(raw)).toBeNull();
  });
});

describe("what consent allows", () => {
  it("requests ads only when ad storage is granted", () => {
    expect(allowsAds(null)).toBe(false);
    expect(allowsAds(DENIED_CONSENT)).toBe(false);
    expect(allowsAds({ ...DENIED_CONSENT, ad_storage: "granted" })).toBe(true);
  });

  it("requests personalised ads only with personalisation, user data and the admin setting", () => {
    expect(allowsPersonalisedAds(GRANTED_CONSENT, true)).toBe(true);
    expect(allowsPersonalisedAds(GRANTED_CONSENT, false)).toBe(false);
    expect(allowsPersonalisedAds({ ...GRANTED_CONSENT, ad_personalization: "denied" }, true)).toBe(false);
    expect(allowsPersonalisedAds({ ...GRANTED_CONSENT, ad_user_data: "denied" }, true)).toBe(false);
    expect(allowsPersonalisedAds({ ...GRANTED_CONSENT, ad_storage: "denied" }, true)).toBe(false);
  });
});

/** Runs the <head> boot script against a fake window and returns what it pushed and marked. */
function runBootScript(stored: string | null) {
  const attributes: Record<string, string> = {};
  const window: Record<string, unknown> = {
    localStorage: { getItem: (key: string) => (key === CONSENT_STORAGE_KEY ? stored : null) },
  };
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  runInNewContext(consentBootScript(), { window, document });
  const dataLayer = (window.dataLayer as ArrayLike<unknown>[]).map((entry) => Array.from(entry));
  return { dataLayer, attributes };
}

describe("consent boot script", () => {
  it("sets consent mode v2 defaults to denied before anything else and marks a first visit", () => {
    const { dataLayer, attributes } = runBootScript(null);
    expect(dataLayer[0]).toEqual(["consent", "default", { ...DENIED_CONSENT, wait_for_update: 500 }]);
    expect(dataLayer.some((entry) => entry[1] === "update")).toBe(false);
    expect(attributes["data-consent"]).toBe("unset");
  });

  it("replays a saved choice as a consent update and does not show the banner", () => {
    const { dataLayer, attributes } = runBootScript(serialiseConsent(mixed));
    expect(dataLayer[0]?.[1]).toBe("default");
    expect(dataLayer.at(-1)).toEqual(["consent", "update", mixed]);
    expect(attributes["data-consent"]).toBeUndefined();
  });

  it.each([
    ["malformed JSON", "{oops"],
    ["another version", JSON.stringify({ version: 2, choices: GRANTED_CONSENT })],
    ["an unknown value", JSON.stringify({ version: 1, choices: { ...GRANTED_CONSENT, ad_storage: "yes" } })],
  ])("agrees with parseStoredConsent on %s: no update, banner shown", (_label, raw) => {
    expect(parseStoredConsent(raw)).toBeNull();
    const { dataLayer, attributes } = runBootScript(raw);
    expect(dataLayer.some((entry) => entry[1] === "update")).toBe(false);
    expect(attributes["data-consent"]).toBe("unset");
  });
});
