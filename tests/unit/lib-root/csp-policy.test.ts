// The page policy's directives in plain JavaScript (lib/csp-policy.mjs): the production server writes the
// public level for an HTML response the proxy never saw, so it must be the proxy's public level exactly.
import { describe, expect, it } from "vitest";

import { AD_CONSENT_COOKIE } from "@/lib/consent";
import { contentSecurityPolicy } from "@/lib/content-security-policy";
import { adsAllowedByCookies, publicPagePolicy } from "@/lib/csp-policy.mjs";

describe("the public level written by the server", () => {
  it("is the proxy's public level, with and without the ad network", () => {
    for (const adsAllowed of [false, true]) {
      expect(publicPagePolicy({ adsAllowed })).toBe(contentSecurityPolicy({ isDev: false, adsAllowed }));
    }
  });

  it("allows the ad network only for the consent cookie's exact value, among other cookies", () => {
    expect(AD_CONSENT_COOKIE).toBe("ad_consent");
    expect(adsAllowedByCookies("ad_consent=1")).toBe(true);
    expect(adsAllowedByCookies("theme=dark; ad_consent=1; x=y")).toBe(true);
    for (const header of [undefined, "", "ad_consent=0", "ad_consent=", "not_ad_consent=1", "ad_consent=10"]) {
      expect(adsAllowedByCookies(header), String(header)).toBe(false);
    }
  });
});
