import { describe, expect, it } from "vitest";

import {
  createUserFormSchema,
  createUserSchema,
  editUserFormSchema,
  listUsersQuerySchema,
  updateUserSchema,
  userParamsSchema,
} from "@/lib/accounts/users.input";

function issuePaths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) {
  return result.error?.issues.map((issue) => issue.path.join(".")) ?? [];
}

describe("listUsersQuerySchema", () => {
  it("defaults to page 1 of 20 with no filters", () => {
    expect(listUsersQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
  });

  it.each([
    ["numbers from strings", { page: "3", limit: "50" }, { page: 3, limit: 50 }],
    ["empty page and limit as defaults", { page: "", limit: "" }, { page: 1, limit: 20 }],
    ["the largest page size", { limit: "100" }, { page: 1, limit: 100 }],
    ["a role", { role: "ADMIN" }, { page: 1, limit: 20, role: "ADMIN" }],
    ["'all' as no role", { role: "all" }, { page: 1, limit: 20 }],
    ["an empty role as no role", { role: "" }, { page: 1, limit: 20 }],
    ["a trimmed search", { search: "  ada@example.com " }, { page: 1, limit: 20, search: "ada@example.com" }],
    ["a blank search as none", { search: "   " }, { page: 1, limit: 20 }],
    ["unknown keys (ignored)", { _: "1700000000" }, { page: 1, limit: 20 }],
    [
      "a sort column and order",
      { sort: "lastLoginAt", order: "asc" },
      { page: 1, limit: 20, sort: "lastLoginAt", order: "asc" },
    ],
    ["a sort without an order", { sort: "email" }, { page: 1, limit: 20, sort: "email" }],
  ])("accepts %s", (_label, input, expected) => {
    expect(listUsersQuerySchema.parse(input)).toEqual(expected);
  });

  it.each([
    ["page 0", { page: "0" }, "page"],
    ["a negative page", { page: "-1" }, "page"],
    ["a fractional page", { page: "1.5" }, "page"],
    ["a non-numeric page", { page: "two" }, "page"],
    ["a repeated page", { page: ["1", "2"] }, "page"],
    ["a huge page", { page: "1e20" }, "page"],
    ["limit 0", { limit: "0" }, "limit"],
    ["limit 101", { limit: "101" }, "limit"],
    ["an unknown role", { role: "OWNER" }, "role"],
    ["a lower-case role", { role: "admin" }, "role"],
    ["a 101-character search", { search: "s".repeat(101) }, "search"],
    ["a NUL byte in the search", { search: "ad\u0000a" }, "search"],
    ["an unknown sort column", { sort: "passwordHash" }, "sort"],
    ["a repeated sort", { sort: ["email", "role"] }, "sort"],
    ["an unknown order", { order: "up" }, "order"],
  ])("rejects %s", (_label, input, field) => {
    const result = listUsersQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(issuePaths(result)).toContain(field);
  });
});

describe("userParamsSchema", () => {
  it.each(["9b2f0c1e-8d4a-4c1b-9e6f-2a7d3b5c8e10", "a", "user_1-X", "x".repeat(64)])("accepts %s", (userId) => {
    expect(userParamsSchema.parse({ userId })).toEqual({ userId });
  });

  it.each(["", "x".repeat(65), "../etc", "a b", "a%20b", "ü", "a.b", "a\u0000"])("rejects %j", (userId) => {
    expect(userParamsSchema.safeParse({ userId }).success).toBe(false);
  });

  it("rejects a missing or repeated id", () => {
    expect(userParamsSchema.safeParse({}).success).toBe(false);
    expect(userParamsSchema.safeParse({ userId: ["a", "b"] }).success).toBe(false);
  });
});

describe("createUserSchema", () => {
  const valid = { fullName: "Grace Hopper", email: "grace@example.com", password: "correct horse battery" };

  it("accepts a complete account and defaults the role to USER, the address unconfirmed", () => {
    expect(createUserSchema.parse(valid)).toEqual({ ...valid, role: "USER", emailVerified: false });
  });

  it("takes the admin's word for the address only as a boolean", () => {
    expect(createUserSchema.parse({ ...valid, emailVerified: true }).emailVerified).toBe(true);
    expect(issuePaths(createUserSchema.safeParse({ ...valid, emailVerified: "true" }))).toContain("emailVerified");
  });

  it.each(["USER", "ADMIN", "SUPER_ADMIN"])("accepts role %s (the service decides who may grant it)", (role) => {
    expect(createUserSchema.parse({ ...valid, role }).role).toBe(role);
  });

  it("lower-cases and trims the e-mail and trims the name, but keeps the password exactly as typed", () => {
    const parsed = createUserSchema.parse({
      ...valid,
      fullName: "  Grace  ",
      email: "  Grace@Example.COM ",
      password: "  spaced pass  ",
    });
    expect(parsed.fullName).toBe("Grace");
    expect(parsed.email).toBe("grace@example.com");
    expect(parsed.password).toBe("  spaced pass  ");
  });

  it.each([
    ["8 characters", "12345678"],
    ["128 characters", "p".repeat(128)],
    ["any characters", "päss wörd ✓"],
  ])("accepts a password of %s", (_label, password) => {
    expect(createUserSchema.safeParse({ ...valid, password }).success).toBe(true);
  });

  it.each([
    ["a missing name", { ...valid, fullName: undefined }, "fullName"],
    ["a blank name", { ...valid, fullName: "   " }, "fullName"],
    ["a 101-character name", { ...valid, fullName: "n".repeat(101) }, "fullName"],
    ["a missing e-mail", { ...valid, email: undefined }, "email"],
    ["a malformed e-mail", { ...valid, email: "grace-at-example.com" }, "email"],
    ["a missing password", { ...valid, password: undefined }, "password"],
    // The original form allowed 6; the account rules' minimum of 8 wins.
    ["a 6-character password", { ...valid, password: "abcdef" }, "password"],
    ["a 7-character password", { ...valid, password: "abcdefg" }, "password"],
    ["a 129-character password", { ...valid, password: "p".repeat(129) }, "password"],
    ["an unknown role", { ...valid, role: "OWNER" }, "role"],
    ["a null role", { ...valid, role: null }, "role"],
  ])("rejects %s", (_label, input, field) => {
    const result = createUserSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(issuePaths(result)).toContain(field);
  });

  it.each([["subscriptionTier"], ["emailVerifiedAt"], ["tokenVersion"], ["id"]])(
    "rejects the unknown key %s (strict)",
    (key) => {
      const result = createUserSchema.safeParse({ ...valid, [key]: "x" });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.code).toBe("unrecognized_keys");
    },
  );
});

describe("updateUserSchema", () => {
  it.each([
    ["a name", { fullName: "Ada" }],
    ["an e-mail", { email: "Ada@Example.com" }],
    ["a role", { role: "ADMIN" }],
    ["a plan", { subscriptionTier: "VIP" }],
    ["a status", { subscriptionStatus: "INACTIVE" }],
    ["the verified flag", { emailVerified: false }],
    ["the disabled flag", { disabled: true }],
    [
      "everything at once",
      {
        fullName: "Ada",
        email: "ada@example.com",
        role: "USER",
        subscriptionTier: "PREMIUM",
        subscriptionStatus: "ACTIVE",
        emailVerified: true,
        disabled: false,
      },
    ],
  ])("accepts %s", (_label, input) => {
    expect(updateUserSchema.safeParse(input).success).toBe(true);
  });

  it("lower-cases the e-mail", () => {
    expect(updateUserSchema.parse({ email: " Ada@Example.COM " }).email).toBe("ada@example.com");
  });

  it("needs at least one field", () => {
    const result = updateUserSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Provide at least one field to update.");
    expect(updateUserSchema.safeParse({ fullName: undefined }).success).toBe(false);
  });

  it.each([
    ["a blank name", { fullName: " " }, "fullName"],
    ["a malformed e-mail", { email: "nope" }, "email"],
    ["an unknown role", { role: "ROOT" }, "role"],
    ["an unknown plan", { subscriptionTier: "GOLD" }, "subscriptionTier"],
    ["an unknown status", { subscriptionStatus: "active" }, "subscriptionStatus"],
    ["a string for a flag", { emailVerified: "true" }, "emailVerified"],
    ["a number for disabled", { disabled: 1 }, "disabled"],
  ])("rejects %s", (_label, input, field) => {
    const result = updateUserSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(issuePaths(result)).toContain(field);
  });

  it.each([["password"], ["tokenVersion"], ["disabledAt"], ["subscriptionEndsAt"], ["id"]])(
    "rejects the unknown key %s (strict)",
    (key) => {
      const result = updateUserSchema.safeParse({ fullName: "Ada", [key]: "x" });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.code).toBe("unrecognized_keys");
    },
  );
});

describe("createUserFormSchema", () => {
  const valid = {
    fullName: "Grace Hopper",
    email: "grace@example.com",
    password: "correct horse battery",
    role: "ADMIN",
    emailVerified: false,
  };

  it("accepts what POST /api/users accepts, with the role and the vouching chosen", () => {
    expect(createUserFormSchema.parse(valid)).toEqual(createUserSchema.parse(valid));
  });

  it.each([
    ["a missing role", { ...valid, role: undefined }, "role"],
    ["no word on the address", { ...valid, emailVerified: undefined }, "emailVerified"],
    ["a 7-character password", { ...valid, password: "abcdefg" }, "password"],
    ["a malformed e-mail", { ...valid, email: "grace" }, "email"],
  ])("rejects %s", (_label, input, field) => {
    const result = createUserFormSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(issuePaths(result)).toContain(field);
  });
});

describe("editUserFormSchema", () => {
  const valid = { role: "USER", subscriptionTier: "PREMIUM", subscriptionStatus: "ACTIVE", emailVerified: true };

  it("accepts a full edit that is also a valid PUT body", () => {
    expect(editUserFormSchema.parse(valid)).toEqual(valid);
    expect(updateUserSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ["a missing tier", { ...valid, subscriptionTier: undefined }, "subscriptionTier"],
    ["an unknown role", { ...valid, role: "OWNER" }, "role"],
    ["a string flag", { ...valid, emailVerified: "yes" }, "emailVerified"],
  ])("rejects %s", (_label, input, field) => {
    const result = editUserFormSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(issuePaths(result)).toContain(field);
  });

  it("rejects fields the dialog does not edit (strict)", () => {
    expect(editUserFormSchema.safeParse({ ...valid, disabled: true }).success).toBe(false);
  });
});
