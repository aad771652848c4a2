// The viewer's zone from its cookie: an IANA name the runtime knows, in its canonical spelling; anything else
// (missing, malformed, unknown, oversized) reads as UTC, never as an error.
import { describe, expect, it } from "vitest";

import {
  DEFAULT_TIME_ZONE,
  TIME_ZONE_BOOT_SCRIPT,
  TIME_ZONE_COOKIE,
  timeZoneFrom,
  timeZoneOfCookieHeader,
  timeZoneSchema,
} from "@/lib/time/time-zone.rules";

describe("timeZoneSchema", () => {
  it.each(["UTC", "Europe/London", "America/Argentina/Buenos_Aires", "Asia/Kolkata", "Etc/GMT+5"])(
    "accepts %s",
    (zone) => {
      expect(timeZoneSchema.safeParse(zone).success).toBe(true);
    },
  );

  it.each([
    "",
    "Mars/Olympus_Mons",
    "Europe/London; path=/",
    "../../etc/passwd",
    "Europe/London\u0000",
    "A".repeat(65),
    "Europe/",
  ])("refuses %j", (zone) => {
    expect(timeZoneSchema.safeParse(zone).success).toBe(false);
  });
});

describe("timeZoneFrom / timeZoneOfCookieHeader", () => {
  it("reads the cookie the boot script writes", () => {
    expect(timeZoneOfCookieHeader(`a=1; ${TIME_ZONE_COOKIE}=${encodeURIComponent("America/New_York")}; b=2`)).toBe(
      "America/New_York",
    );
    expect(timeZoneFrom("Asia%2FTokyo")).toBe("Asia/Tokyo");
  });

  it("falls back to UTC without a cookie or with a value that is not a zone", () => {
    expect(timeZoneOfCookieHeader(null)).toBe(DEFAULT_TIME_ZONE);
    expect(timeZoneOfCookieHeader("session=abc")).toBe(DEFAULT_TIME_ZONE);
    expect(timeZoneOfCookieHeader(`${TIME_ZONE_COOKIE}=Nowhere%2FAtAll`)).toBe(DEFAULT_TIME_ZONE);
    expect(timeZoneFrom("%E0%A4%A")).toBe(DEFAULT_TIME_ZONE);
    expect(DEFAULT_TIME_ZONE).toBe("UTC");
  });

  it("the boot script writes the browser's zone into that cookie, for the whole site", () => {
    const cookies: string[] = [];
    const document = {
      set cookie(value: string) {
        cookies.push(value);
      },
    };
    new Function("document", "Intl", TIME_ZONE_BOOT_SCRIPT)(document, {
      DateTimeFormat: () => ({ resolvedOptions: () => ({ timeZone: "Europe/Paris" }) }),
    });
    expect(cookies).toEqual([`${TIME_ZONE_COOKIE}=Europe%2FParis;path=/;max-age=31536000;samesite=lax`]);
  });
});
