import { describe, expect, it } from "vitest";

import { contactMessageSchema } from "@/lib/contact/contact.input";

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "Question about my plan",
  category: "billing",
  message: "Hello, I would like to know when my plan renews.",
};

describe("contactMessageSchema", () => {
  it.each([
    ["a complete message", valid],
    ["every category", { ...valid, category: "partnership" }],
    ["surrounding whitespace (trimmed)", { ...valid, name: "  Ada  ", email: " ada@example.com ", subject: " Hi " }],
    ["a 100-character name", { ...valid, name: "a".repeat(100) }],
    ["a 150-character subject", { ...valid, subject: "s".repeat(150) }],
    ["a 10-character message", { ...valid, message: "0123456789" }],
    ["a 5000-character message", { ...valid, message: "m".repeat(5000) }],
    ["unicode text", { ...valid, name: "Chidinma Ọkafọr", message: "Ẹ kú iṣẹ́ — thanks for the picks!" }],
  ])("accepts %s", (_label, input) => {
    expect(contactMessageSchema.safeParse(input).success).toBe(true);
  });

  it("trims strings", () => {
    const parsed = contactMessageSchema.parse({ ...valid, name: "  Ada  ", message: `  ${valid.message}  ` });
    expect(parsed.name).toBe("Ada");
    expect(parsed.message).toBe(valid.message);
  });

  it.each([
    ["a missing name", { ...valid, name: undefined }, "name"],
    ["a blank name", { ...valid, name: "   " }, "name"],
    ["a 101-character name", { ...valid, name: "a".repeat(101) }, "name"],
    ["a malformed email", { ...valid, email: "ada-at-example.com" }, "email"],
    ["an empty email", { ...valid, email: "" }, "email"],
    ["an over-long email", { ...valid, email: `${"a".repeat(250)}@example.com` }, "email"],
    ["an empty subject", { ...valid, subject: "" }, "subject"],
    ["a 151-character subject", { ...valid, subject: "s".repeat(151) }, "subject"],
    ["an unknown category", { ...valid, category: "sales" }, "category"],
    ["an empty category", { ...valid, category: "" }, "category"],
    ["a 9-character message", { ...valid, message: "too short" }, "message"],
    ["a message that is short once trimmed", { ...valid, message: "   short    " }, "message"],
    ["a 5001-character message", { ...valid, message: "m".repeat(5001) }, "message"],
    ["a NUL byte in the name", { ...valid, name: "Ada\u0000" }, "name"],
    ["a NUL byte in the message", { ...valid, message: "Hello there\u0000 friend" }, "message"],
    ["a number instead of a string", { ...valid, subject: 42 }, "subject"],
  ])("rejects %s", (_label, input, field) => {
    const result = contactMessageSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it("rejects unknown keys (strict)", () => {
    const result = contactMessageSchema.safeParse({ ...valid, role: "ADMIN" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe("unrecognized_keys");
  });

  it("rejects a non-object body", () => {
    expect(contactMessageSchema.safeParse(null).success).toBe(false);
    expect(contactMessageSchema.safeParse("hello").success).toBe(false);
  });
});
