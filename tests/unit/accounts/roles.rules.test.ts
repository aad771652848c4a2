import { describe, expect, it } from "vitest";

import {
  can,
  hasRole,
  isAdmin,
  isRole,
  isSuperAdmin,
  permissionsFor,
  ROLES,
  type Role,
} from "@/lib/accounts/roles.rules";

describe("role order", () => {
  it("lists roles lowest to highest", () => {
    expect(ROLES).toEqual(["USER", "ADMIN", "SUPER_ADMIN"]);
  });

  it.each<[Role, Role, boolean]>([
    ["USER", "USER", true],
    ["USER", "ADMIN", false],
    ["USER", "SUPER_ADMIN", false],
    ["ADMIN", "USER", true],
    ["ADMIN", "ADMIN", true],
    ["ADMIN", "SUPER_ADMIN", false],
    ["SUPER_ADMIN", "USER", true],
    ["SUPER_ADMIN", "ADMIN", true],
    ["SUPER_ADMIN", "SUPER_ADMIN", true],
  ])("hasRole(%s, %s) is %s", (role, needed, expected) => {
    expect(hasRole(role, needed)).toBe(expected);
  });

  it("gives visitors and unknown roles no rank", () => {
    expect(hasRole(null, "USER")).toBe(false);
    expect(hasRole(undefined, "USER")).toBe(false);
    expect(hasRole("OWNER" as Role, "USER")).toBe(false);
    expect(isRole("admin")).toBe(false);
    expect(isRole("ADMIN")).toBe(true);
  });

  it("treats ADMIN and SUPER_ADMIN as admins", () => {
    expect(isAdmin("USER")).toBe(false);
    expect(isAdmin("ADMIN")).toBe(true);
    expect(isAdmin("SUPER_ADMIN")).toBe(true);
    expect(isSuperAdmin("ADMIN")).toBe(false);
    expect(isSuperAdmin("SUPER_ADMIN")).toBe(true);
  });
});

describe("permissionsFor", () => {
  it("gives a visitor nothing", () => {
    expect(Object.values(permissionsFor({ role: null, subscriptionStatus: "ACTIVE" }))).toEqual(Array(7).fill(false));
  });

  it("gives a member premium access only with an active subscription", () => {
    expect(permissionsFor({ role: "USER", subscriptionStatus: "INACTIVE" })).toEqual({
      canManageUsers: false,
      canManagePredictions: false,
      canManageSettings: false,
      canViewAnalytics: false,
      canManageGlobalSettings: false,
      canManagePayments: false,
      canAccessPremiumFeatures: false,
    });
    expect(permissionsFor({ role: "USER", subscriptionStatus: "ACTIVE" }).canAccessPremiumFeatures).toBe(true);
    // The profile call reports the status in lowercase.
    expect(permissionsFor({ role: "USER", subscriptionStatus: "active" }).canAccessPremiumFeatures).toBe(true);
    expect(permissionsFor({ role: "USER", subscriptionStatus: "CANCELLED" }).canAccessPremiumFeatures).toBe(false);
    expect(permissionsFor({ role: "USER" }).canAccessPremiumFeatures).toBe(false);
  });

  it("gives an admin everything except user and global-settings management", () => {
    expect(permissionsFor({ role: "ADMIN", subscriptionStatus: "INACTIVE" })).toEqual({
      canManageUsers: false,
      canManagePredictions: true,
      canManageSettings: true,
      canViewAnalytics: true,
      canManageGlobalSettings: false,
      canManagePayments: true,
      canAccessPremiumFeatures: true,
    });
  });

  it("gives a super admin every flag", () => {
    expect(Object.values(permissionsFor({ role: "SUPER_ADMIN" }))).toEqual(Array(7).fill(true));
  });

  it("answers one flag with can()", () => {
    expect(can({ role: "ADMIN" }, "canManageUsers")).toBe(false);
    expect(can({ role: "SUPER_ADMIN" }, "canManageUsers")).toBe(true);
  });
});
