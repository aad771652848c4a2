import { describe, expect, it } from "vitest";

import { emailSchema } from "@/lib/core/common.input";

import {
  callbackUrlSchema,
  changePasswordFormSchema,
  changePasswordSchema,
  composeFullName,
  forgotPasswordSchema,
  loginSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordSchema,
  preferencesSchema,
  registerSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  safeCallbackPath,
  signupFormSchema,
  updateProfileSchema,
} from "@/lib/accounts/auth.input";

/** The field paths of every issue, e.g. ["email", "notifications.push"]. */
function issuePaths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.path.map(String).join(".")) ?? [];
}

function messages(result: { error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe("constants", () => {
  it("match the account rules: 8 to 128 characters", () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(PASSWORD_MAX).toBe(128);
  });
});

describe("passwordSchema", () => {
  it.each([
    ["exactly 8 characters", "abcdefgh"],
    ["exactly 128 characters", "p".repeat(128)],
    ["only lower-case letters (no composition rules)", "correcthorsebatterystaple"],
    ["spaces and symbols", "  a pass phrase with spaces!  "],
    ["unicode", "pässwörd-ñ-日本語"],
  ])("accepts %s", (_label, value) => {
    expect(passwordSchema.safeParse(value).success).toBe(true);
  });

  it("keeps the password exactly as typed (no trimming)", () => {
    expect(passwordSchema.parse("  padded password  ")).toBe("  padded password  ");
  });

  it.each([
    ["7 characters", "abcdefg"],
    ["an empty string", ""],
    ["129 characters", "p".repeat(129)],
    ["a number", 12345678],
    ["undefined", undefined],
  ])("rejects %s", (_label, value) => {
    expect(passwordSchema.safeParse(value).success).toBe(false);
  });

  it("says the fixed message when too short", () => {
    expect(messages(passwordSchema.safeParse("short"))).toEqual(["Password must be at least 8 characters long"]);
  });

  it("counts the untrimmed length: 7 characters padded with spaces pass", () => {
    expect(passwordSchema.safeParse(" abcdef ").success).toBe(true);
    expect(passwordSchema.safeParse("abcdef ").success).toBe(false);
  });
});

describe("emailSchema", () => {
  it.each([
    ["a plain address", "ada@example.com", "ada@example.com"],
    ["upper case (lower-cased)", "Ada.Lovelace@Example.COM", "ada.lovelace@example.com"],
    ["surrounding whitespace (trimmed)", "  ada@example.com  ", "ada@example.com"],
    ["a plus tag", "ada+edge@example.co.uk", "ada+edge@example.co.uk"],
  ])("accepts %s", (_label, value, expected) => {
    expect(emailSchema.parse(value)).toBe(expected);
  });

  it.each([
    ["an empty string", ""],
    ["only spaces", "   "],
    ["no @", "ada.example.com"],
    ["no domain", "ada@"],
    ["two @", "ada@@example.com"],
    ["longer than 254 characters", `${"a".repeat(64)}@${"b".repeat(190)}.com`],
    ["a number", 42],
    ["null", null],
  ])("rejects %s", (_label, value) => {
    expect(emailSchema.safeParse(value).success).toBe(false);
  });
});

describe("loginSchema", () => {
  const valid = { email: "ada@example.com", password: "x" };

  it.each([
    ["a one-character password (old accounts are not re-checked)", valid],
    ["a 128-character password", { ...valid, password: "p".repeat(128) }],
    ["an address to normalise", { email: " ADA@Example.com ", password: "secret-pass" }],
  ])("accepts %s", (_label, input) => {
    expect(loginSchema.safeParse(input).success).toBe(true);
  });

  it("normalises the e-mail and leaves the password alone", () => {
    expect(loginSchema.parse({ email: " ADA@Example.com ", password: " pw " })).toEqual({
      email: "ada@example.com",
      password: " pw ",
    });
  });

  it.each([
    ["an empty password", { ...valid, password: "" }, "password"],
    ["a 129-character password", { ...valid, password: "p".repeat(129) }, "password"],
    ["a missing password", { email: valid.email }, "password"],
    ["a malformed e-mail", { ...valid, email: "nope" }, "email"],
    ["a missing e-mail", { password: "x" }, "email"],
  ])("rejects %s", (_label, input, field) => {
    const result = loginSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(issuePaths(result)).toContain(field);
  });

  it("is strict: unknown keys are refused", () => {
    const result = loginSchema.safeParse({ ...valid, remember: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe("unrecognized_keys");
  });
});

describe("registerSchema", () => {
  const valid = { email: "ada@example.com", password: "long enough", fullName: "Ada Lovelace" };

  it("accepts a registration and trims the name", () => {
    expect(registerSchema.parse({ ...valid, fullName: "  Ada Lovelace  " })).toEqual(valid);
  });

  it("strips a `role` (and any other unknown key) instead of honouring it", () => {
    const parsed = registerSchema.parse({ ...valid, role: "SUPER_ADMIN", subscriptionTier: "VIP" });
    expect(parsed).toEqual(valid);
    expect("role" in parsed).toBe(false);
  });

  it.each([
    ["a 7-character password", { ...valid, password: "1234567" }, "password"],
    ["a 129-character password", { ...valid, password: "p".repeat(129) }, "password"],
    ["a blank name", { ...valid, fullName: "   " }, "fullName"],
    ["a 101-character name", { ...valid, fullName: "n".repeat(101) }, "fullName"],
    ["a NUL byte in the name", { ...valid, fullName: "Ada\u0000" }, "fullName"],
    ["a malformed e-mail", { ...valid, email: "ada" }, "email"],
    ["a missing name", { email: valid.email, password: valid.password }, "fullName"],
  ])("rejects %s", (_label, input, field) => {
    const result = registerSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(issuePaths(result)).toContain(field);
  });
});

describe("updateProfileSchema", () => {
  const valid = { fullName: "Ada Lovelace", email: "ada@example.com" };

  it("accepts and normalises a profile", () => {
    expect(updateProfileSchema.parse({ fullName: " Ada Lovelace ", email: " ADA@example.com" })).toEqual(valid);
  });

  it.each([
    ["a blank name", { ...valid, fullName: "" }, "fullName"],
    ["a 101-character name", { ...valid, fullName: "n".repeat(101) }, "fullName"],
    ["a malformed e-mail", { ...valid, email: "ada@" }, "email"],
    ["a missing e-mail", { fullName: valid.fullName }, "email"],
  ])("rejects %s", (_label, input, field) => {
    const result = updateProfileSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(issuePaths(result)).toContain(field);
  });

  it("is strict: a role cannot be written through the profile", () => {
    const result = updateProfileSchema.safeParse({ ...valid, role: "ADMIN" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe("unrecognized_keys");
  });
});

describe("changePasswordSchema", () => {
  const valid = { currentPassword: "old", newPassword: "a brand new one" };

  it("accepts a change", () => {
    expect(changePasswordSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ["an empty current password", { ...valid, currentPassword: "" }, "currentPassword"],
    ["a 129-character current password", { ...valid, currentPassword: "p".repeat(129) }, "currentPassword"],
    ["a 7-character new password", { ...valid, newPassword: "1234567" }, "newPassword"],
    ["a missing new password", { currentPassword: "old" }, "newPassword"],
  ])("rejects %s", (_label, input, field) => {
    const result = changePasswordSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(issuePaths(result)).toContain(field);
  });

  it("is strict (the confirmation never reaches the API)", () => {
    expect(changePasswordSchema.safeParse({ ...valid, confirmPassword: valid.newPassword }).success).toBe(false);
  });
});

describe("forgotPasswordSchema", () => {
  it("accepts an address", () => {
    expect(forgotPasswordSchema.parse({ email: " Ada@Example.com" })).toEqual({ email: "ada@example.com" });
  });

  it.each([
    ["a malformed address", { email: "ada" }],
    ["no address", {}],
    ["an unknown key", { email: "ada@example.com", redirect: "https://evil.com" }],
  ])("rejects %s", (_label, input) => {
    expect(forgotPasswordSchema.safeParse(input).success).toBe(false);
  });
});

describe("resetPasswordSchema", () => {
  const valid = { token: "t".repeat(43), password: "a new password" };

  it.each([
    ["a typical token", valid],
    ["a 20-character token", { ...valid, token: "t".repeat(20) }],
    ["a 200-character token", { ...valid, token: "t".repeat(200) }],
  ])("accepts %s", (_label, input) => {
    expect(resetPasswordSchema.safeParse(input).success).toBe(true);
  });

  it.each([
    ["a 19-character token", { ...valid, token: "t".repeat(19) }, "token"],
    ["a 201-character token", { ...valid, token: "t".repeat(201) }, "token"],
    ["a missing token", { password: valid.password }, "token"],
    ["a short password", { ...valid, password: "short" }, "password"],
  ])("rejects %s", (_label, input, field) => {
    const result = resetPasswordSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(issuePaths(result)).toContain(field);
  });

  it("is strict", () => {
    expect(resetPasswordSchema.safeParse({ ...valid, email: "ada@example.com" }).success).toBe(false);
  });
});

describe("preferencesSchema", () => {
  const valid = {
    notifications: { email: true, push: false, predictionAlerts: true, weeklyDigest: false, marketing: false },
    privacy: { profileVisibility: "private", showStats: true, dataSharing: false },
  };

  it.each([
    ["the full shape", valid],
    ["a public profile", { ...valid, privacy: { ...valid.privacy, profileVisibility: "public" } }],
  ])("accepts %s", (_label, input) => {
    expect(preferencesSchema.parse(input)).toEqual(input);
  });

  it.each([
    ["a missing group", { notifications: valid.notifications }, "privacy"],
    [
      "a missing switch",
      { ...valid, notifications: { ...valid.notifications, push: undefined } },
      "notifications.push",
    ],
    [
      "a string for a switch",
      { ...valid, notifications: { ...valid.notifications, marketing: "true" } },
      "notifications.marketing",
    ],
    [
      "the original's 'friends' visibility",
      { ...valid, privacy: { ...valid.privacy, profileVisibility: "friends" } },
      "privacy.profileVisibility",
    ],
    ["a number for showStats", { ...valid, privacy: { ...valid.privacy, showStats: 1 } }, "privacy.showStats"],
  ])("rejects %s", (_label, input, path) => {
    const result = preferencesSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(issuePaths(result)).toContain(path);
  });

  it.each([
    ["the top level", { ...valid, theme: "dark" }],
    ["notifications", { ...valid, notifications: { ...valid.notifications, sms: true } }],
    ["privacy", { ...valid, privacy: { ...valid.privacy, searchable: true } }],
  ])("is strict at %s", (_label, input) => {
    const result = preferencesSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((issue) => issue.code === "unrecognized_keys")).toBe(true);
  });
});

describe("safeCallbackPath / callbackUrlSchema", () => {
  it.each([
    ["/user/dashboard"],
    ["/user/dashboard?x=1"],
    ["/"],
    ["/predictions?league=epl&sport=football#top"],
    ["/admin/users"],
    ["/path/with//double/slash"],
    [`/${"a".repeat(511)}`],
  ])("accepts %s", (value) => {
    expect(safeCallbackPath(value)).toBe(value);
    expect(callbackUrlSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ["a protocol-relative URL", "//evil.com"],
    ["a backslash after the slash", "/\\evil.com"],
    ["a backslash later on", "/foo\\..\\\\evil.com"],
    ["an absolute URL", "https://evil.com"],
    ["an absolute URL on our own host", "http://127.0.0.1:3105/user/dashboard"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a data: URL", "data:text/html,<script>alert(1)</script>"],
    ["a relative path", "user/dashboard"],
    ["a tab that browsers drop", "/\t/evil.com"],
    ["a newline", "/\n/evil.com"],
    ["a leading space", " /user/dashboard"],
    ["an empty string", ""],
    ["513 characters", `/${"a".repeat(512)}`],
  ])("rejects %s", (_label, value) => {
    expect(safeCallbackPath(value)).toBeNull();
    expect(callbackUrlSchema.safeParse(value).success).toBe(false);
  });

  it.each([[null], [undefined]])("returns null for %s", (value) => {
    expect(safeCallbackPath(value)).toBeNull();
  });
});

describe("signupFormSchema", () => {
  const valid = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    password: "analytical engine",
    confirmPassword: "analytical engine",
    terms: true,
  };

  it("accepts a complete form", () => {
    expect(signupFormSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [
      "mismatched passwords",
      { ...valid, confirmPassword: "analytical engines" },
      "confirmPassword",
      "Passwords do not match",
    ],
    ["the terms box unticked", { ...valid, terms: false }, "terms", "Please agree to the terms and conditions"],
    [
      "a short password",
      { ...valid, password: "short", confirmPassword: "short" },
      "password",
      "Password must be at least 8 characters long",
    ],
    ["a blank first name", { ...valid, firstName: "  " }, "firstName", "First name is required"],
    ["a blank last name", { ...valid, lastName: "" }, "lastName", "Last name is required"],
    ["an empty confirmation", { ...valid, confirmPassword: "" }, "confirmPassword", "Please confirm your password"],
    ["a malformed e-mail", { ...valid, email: "ada" }, "email", "Please enter a valid email address"],
  ])("rejects %s", (_label, input, field, message) => {
    const result = signupFormSchema.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((entry) => entry.path.join(".") === field);
    expect(issue?.message).toBe(message);
  });

  it("reports every problem on one submit, the password mismatch included", () => {
    const result = signupFormSchema.safeParse({ ...valid, firstName: "", terms: false, confirmPassword: "different!" });
    expect(issuePaths(result).sort()).toEqual(["confirmPassword", "firstName", "terms"]);
  });

  it("caps the composed full name at 100 characters", () => {
    expect(signupFormSchema.safeParse({ ...valid, firstName: "a".repeat(50), lastName: "b".repeat(49) }).success).toBe(
      true,
    );
    const result = signupFormSchema.safeParse({ ...valid, firstName: "a".repeat(50), lastName: "b".repeat(50) });
    expect(issuePaths(result)).toEqual(["lastName"]);
  });
});

describe("composeFullName", () => {
  it.each([
    ["Ada", "Lovelace", "Ada Lovelace"],
    ["  Ada ", " Lovelace  ", "Ada Lovelace"],
    ["Ada", "", "Ada"],
    ["", "Lovelace", "Lovelace"],
  ])("%j + %j → %j", (first, last, expected) => {
    expect(composeFullName(first, last)).toBe(expected);
  });
});

describe("changePasswordFormSchema", () => {
  const valid = { currentPassword: "old password", newPassword: "new password", confirmPassword: "new password" };

  it("accepts a matching change", () => {
    expect(changePasswordFormSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [
      "mismatched new passwords",
      { ...valid, confirmPassword: "new passw0rd" },
      "confirmPassword",
      "New passwords do not match",
    ],
    [
      "a short new password",
      { ...valid, newPassword: "short", confirmPassword: "short" },
      "newPassword",
      "Password must be at least 8 characters long",
    ],
    ["an empty current password", { ...valid, currentPassword: "" }, "currentPassword", "Current password is required"],
  ])("rejects %s", (_label, input, field, message) => {
    const result = changePasswordFormSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path.join(".") === field)?.message).toBe(message);
  });

  it("shows the mismatch together with the length rule", () => {
    const result = changePasswordFormSchema.safeParse({ ...valid, newPassword: "short", confirmPassword: "shorter" });
    expect(messages(result)).toEqual(["Password must be at least 8 characters long", "New passwords do not match"]);
  });
});

describe("resetPasswordFormSchema", () => {
  it("accepts matching passwords", () => {
    expect(
      resetPasswordFormSchema.safeParse({ password: "new password", confirmPassword: "new password" }).success,
    ).toBe(true);
  });

  it("rejects mismatched passwords", () => {
    const result = resetPasswordFormSchema.safeParse({ password: "new password", confirmPassword: "new passwords" });
    expect(messages(result)).toEqual(["Passwords do not match"]);
  });
});
