import { describe, expect, it } from "vitest";

import {
  domainAndParents,
  isListedDomain,
  maskAddress,
  parseReferralCode,
  referralCodeFrom,
  referralRefusal,
  unusedWholeDays,
  usedDays,
  type ReferralFacts,
} from "@/lib/growth/referrals.rules";
import { REFERRAL_CODE_PATTERN } from "@/lib/subscriptions/earned-days.rules";

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date("2026-11-10T12:00:00Z");
const at = (days: number) => new Date(T0.getTime() + days * DAY);

describe("referral codes", () => {
  it("makes 8 characters of the code alphabet from random bytes", () => {
    for (const fill of [0, 33, 34, 255]) {
      const code = referralCodeFrom(new Uint8Array(8).fill(fill));
      expect(code).toMatch(REFERRAL_CODE_PATTERN);
    }
    expect(referralCodeFrom(Uint8Array.from([0, 1, 2, 3, 24, 25, 26, 33]))).toBe("ABCDYZ29");
    expect(() => referralCodeFrom(new Uint8Array(4))).toThrow();
  });

  it("reads a code case-insensitively and refuses anything else", () => {
    expect(parseReferralCode(" abcd2345 ")).toBe("ABCD2345");
    for (const bad of ["ABCD234", "ABCD23456", "ABCD0123", "ABCD-234", "", null, undefined]) {
      expect(parseReferralCode(bad)).toBeNull();
    }
  });
});

describe("maskAddress", () => {
  it("keeps the first character and the domain only", () => {
    expect(maskAddress("jane.doe@Gmail.com")).toBe("j•••@gmail.com");
    expect(maskAddress("x@example.org")).toBe("x•••@example.org");
    expect(maskAddress("no-at-sign")).toBe("•••");
  });
});

describe("disposable domains", () => {
  const list = new Set(["mailinator.com"]);
  it("matches the domain and its subdomains, in any case, but not a lookalike", () => {
    expect(domainAndParents("A.B.Mailinator.com.")).toEqual([
      "a.b.mailinator.com",
      "b.mailinator.com",
      "mailinator.com",
    ]);
    expect(isListedDomain("MAILINATOR.COM", list)).toBe(true);
    expect(isListedDomain("x.mailinator.com", list)).toBe(true);
    expect(isListedDomain("notmailinator.com", list)).toBe(false);
    expect(isListedDomain("gmail.com", list, new Set(["throwaway.example"]))).toBe(false);
    expect(isListedDomain("a.throwaway.example", list, new Set(["throwaway.example"]))).toBe(true);
  });
});

describe("referralRefusal", () => {
  const facts: ReferralFacts = {
    referrerAddressKey: "ann@gmail.com",
    friendAddressKey: "bob@example.com",
    referrerDisabled: false,
    referrerPaused: false,
    signedUpAt: T0,
    confirmedAt: at(1),
    friendAddressDisposable: false,
    friendDeviceIds: ["d-friend"],
    referrerDeviceIds: ["d-ann"],
    friendIpHash: "ip-friend",
    referrerNetworks: [{ ipHash: "ip-ann", seenAt: T0 }],
  };

  it("credits an invitation with no shared signal", () => {
    expect(referralRefusal(facts)).toBeNull();
  });

  it("names each reason", () => {
    expect(referralRefusal({ ...facts, friendAddressKey: "ann@gmail.com" })).toBe("self_referral");
    expect(referralRefusal({ ...facts, referrerDisabled: true })).toBe("referrer_disabled");
    expect(referralRefusal({ ...facts, referrerPaused: true })).toBe("referrer_paused");
    expect(referralRefusal({ ...facts, confirmedAt: at(30.01) })).toBe("expired");
    expect(referralRefusal({ ...facts, confirmedAt: at(30) })).toBeNull();
    expect(referralRefusal({ ...facts, friendAddressDisposable: true })).toBe("disposable_address");
    expect(referralRefusal({ ...facts, friendDeviceIds: ["d-friend", "d-ann"] })).toBe("same_device");
  });

  it("refuses the same network only within a day either side of the sign-up", () => {
    const network = (days: number) => ({ ...facts, referrerNetworks: [{ ipHash: "ip-friend", seenAt: at(days) }] });
    expect(referralRefusal(network(-0.99))).toBe("same_network");
    expect(referralRefusal(network(1))).toBe("same_network");
    expect(referralRefusal(network(-1.01))).toBeNull();
    expect(referralRefusal(network(1.01))).toBeNull();
    expect(referralRefusal({ ...network(0), friendIpHash: null })).toBeNull();
  });

  it("puts the first reason that holds first", () => {
    expect(referralRefusal({ ...facts, referrerDisabled: true, friendAddressDisposable: true })).toBe(
      "referrer_disabled",
    );
  });
});

describe("used and unused days", () => {
  const period = { startDate: T0, endDate: at(3) };
  it("counts only whole days behind the member, never past the period or below zero", () => {
    expect(usedDays([period], at(-1))).toBe(0);
    expect(usedDays([period], at(0.5))).toBe(0);
    expect(usedDays([period], at(1.5))).toBe(1);
    expect(usedDays([period], at(10))).toBe(3);
    expect(usedDays([period, { startDate: at(3), endDate: at(4) }], at(3.5))).toBe(3);
    expect(usedDays([{ startDate: null, endDate: null }], at(1))).toBe(0);
  });

  it("leaves the day in progress with the member when days are taken back", () => {
    expect(unusedWholeDays(period, at(-2))).toBe(3);
    expect(unusedWholeDays(period, at(0.5))).toBe(2);
    expect(unusedWholeDays(period, at(2.5))).toBe(0);
    expect(unusedWholeDays(period, at(5))).toBe(0);
  });
});
