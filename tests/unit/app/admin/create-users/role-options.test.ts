import { describe, expect, it } from "vitest";

import { ROLE_OPTIONS, roleOptionsFor } from "@/app/admin/(console)/create-users/_components/role-options";

// Regular User always; Admin for admins and super admins; Super Admin only for super admins.
describe("roleOptionsFor", () => {
  it.each([
    ["USER", ["USER"]],
    ["ADMIN", ["USER", "ADMIN"]],
    ["SUPER_ADMIN", ["USER", "ADMIN", "SUPER_ADMIN"]],
  ] as const)("offers a %s the roles %j", (callerRole, expected) => {
    expect(roleOptionsFor(callerRole).map((option) => option.role)).toEqual(expected);
  });

  it("labels each level as the legend reads", () => {
    expect(ROLE_OPTIONS.map(({ label, description }) => `${label}: ${description}`)).toEqual([
      "Regular User: Basic platform access",
      "Admin: Manages predictions and users",
      "Super Admin: Full platform control",
    ]);
  });
});
