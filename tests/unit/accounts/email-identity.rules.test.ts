import { describe, expect, it } from "vitest";

import { addressDomain, normaliseAddress } from "@/lib/accounts/email-identity.rules";

describe("normaliseAddress", () => {
  it("folds case and surrounding space everywhere", () => {
    expect(normaliseAddress("  Jane.Doe@Example.COM ")).toBe("jane.doe@example.com");
  });

  it("removes Gmail's dots and +tags and reads googlemail.com as gmail.com", () => {
    expect(normaliseAddress("J.a.n.e+trial2@gmail.com")).toBe("jane@gmail.com");
    expect(normaliseAddress("jane+x@googlemail.com")).toBe("jane@gmail.com");
    expect(normaliseAddress("jane@gmail.com")).toBe(normaliseAddress("JA.NE+anything@GMAIL.com"));
  });

  it("removes +tags where the provider ignores them but keeps their dots", () => {
    expect(normaliseAddress("jane.doe+promo@outlook.com")).toBe("jane.doe@outlook.com");
    expect(normaliseAddress("jane+1@icloud.com")).toBe("jane@icloud.com");
    expect(normaliseAddress("jane+1@pm.me")).toBe("jane@proton.me");
  });

  it("removes Yahoo's -keyword", () => {
    expect(normaliseAddress("jane-shopping@yahoo.com")).toBe("jane@yahoo.com");
  });

  it("leaves dots and tags alone on providers not known to fold them", () => {
    expect(normaliseAddress("jane.doe+x@example.org")).toBe("jane.doe+x@example.org");
    expect(normaliseAddress("jane.doe@company.co.uk")).not.toBe(normaliseAddress("janedoe@company.co.uk"));
  });

  it("never yields an empty local part", () => {
    expect(normaliseAddress("+tag@gmail.com")).toBe("+tag@gmail.com");
  });
});

describe("addressDomain", () => {
  it("is the lower-cased part after the last @", () => {
    expect(addressDomain("a@B.Example.com")).toBe("b.example.com");
    expect(addressDomain("no-at-sign")).toBe("");
  });
});
