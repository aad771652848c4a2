import { describe, expect, it } from "vitest";

import {
  API_KEY_PREFIX,
  apiKeyParamsSchema,
  createApiKeySchema,
  listApiKeysQuerySchema,
  maskApiKey,
} from "@/lib/subscriptions/api-keys.input";

describe("maskApiKey", () => {
  it("keeps the first 12 characters and masks the rest with a fixed length", () => {
    const key = `${API_KEY_PREFIX}abcdEFGHijklMNOPqrst`;
    const masked = maskApiKey(key.slice(0, 12));
    expect(masked.startsWith("ek_live_abcd")).toBe(true);
    expect(masked).not.toContain("EFGH");
    expect(masked.length).toBe(maskApiKey("ek_live_zzzz").length);
    // Given more than 12 characters, it still shows only 12.
    expect(maskApiKey(key)).toBe(masked);
  });
});

describe("createApiKeySchema", () => {
  it("takes a name and an owner e-mail or id, trimmed", () => {
    expect(createApiKeySchema.parse({ name: "  Feed ", owner: " a@b.co " })).toEqual({ name: "Feed", owner: "a@b.co" });
  });

  it("refuses blanks, spaces inside the owner, NUL bytes, long names and unknown keys", () => {
    for (const body of [
      { name: "", owner: "a@b.co" },
      { name: "Feed", owner: "" },
      { name: "Feed", owner: "a b@c.co" },
      { name: "Fe\u0000ed", owner: "a@b.co" },
      { name: "x".repeat(101), owner: "a@b.co" },
      { name: "Feed", owner: "a@b.co", userId: "someone" },
    ]) {
      expect(createApiKeySchema.safeParse(body).success).toBe(false);
    }
  });
});

describe("list and params schemas", () => {
  it("defaults the page and maps the status filter", () => {
    expect(listApiKeysQuerySchema.parse({})).toEqual({ page: 1, status: undefined });
    expect(listApiKeysQuerySchema.parse({ page: "3", status: "revoked" })).toEqual({ page: 3, status: "revoked" });
    expect(listApiKeysQuerySchema.parse({ status: "all" }).status).toBeUndefined();
    expect(listApiKeysQuerySchema.safeParse({ page: "0" }).success).toBe(false);
    expect(listApiKeysQuerySchema.safeParse({ status: "expired" }).success).toBe(false);
  });

  it("accepts uuid-like key ids only", () => {
    expect(apiKeyParamsSchema.safeParse({ keyId: "00000000-0000-4000-8000-000000000000" }).success).toBe(true);
    expect(apiKeyParamsSchema.safeParse({ keyId: "../etc" }).success).toBe(false);
  });
});
