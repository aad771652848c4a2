import { describe, expect, it } from "vitest";

import { strictCspPath } from "@/lib/csp-scope.mjs";

describe("which pages get the nonce-based policy", () => {
  it("sign-in and sign-up, the member area and the admin console", () => {
    for (const path of ["/auth/login", "/auth/signup", "/auth/verify-email", "/user", "/user/dashboard", "/admin", "/admin/login", "/admin/users"]) {
      expect(strictCspPath(path), path).toBe(true);
    }
  });

  it("not the public pages, nor look-alike paths", () => {
    for (const path of ["/", "/predictions", "/tips", "/terms", "/authors", "/users", "/administration"]) {
      expect(strictCspPath(path), path).toBe(false);
    }
  });
});
