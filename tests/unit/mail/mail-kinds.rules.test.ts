import { describe, expect, it } from "vitest";

import { isAccountMail } from "@/lib/mail/mail-kinds.rules";

describe("isAccountMail", () => {
  it("is true for the mail a member needs for their account", () => {
    for (const kind of ["email-verification", "password-reset", "email-changed", "registration-attempt"]) {
      expect(isAccountMail(kind)).toBe(true);
    }
  });

  it("is false for alerts, digests, marketing, renewal prompts, unlisted and unnamed kinds", () => {
    const kinds = ["alert", "alert-digest", "weekly-digest", "marketing", "renewal-reminder", "trial-reminder"];
    for (const kind of [...kinds, "general", null]) {
      expect(isAccountMail(kind)).toBe(false);
    }
  });
});
