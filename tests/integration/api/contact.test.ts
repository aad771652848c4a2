import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { POST } from "@/app/api/contact/route";
import { db } from "@/db";
import { contactMessages } from "@/db/schema";
import { callRoute, jsonRequest } from "@/tests/helpers/request";

const valid = {
  name: "Ada Lovelace",
  email: "Ada@Example.com",
  subject: "Question about odds",
  category: "predictions",
  message: "How is the edge on a prediction card computed?",
};

async function storedMessages() {
  const [row] = await db.select({ n: count() }).from(contactMessages);
  return row!.n;
}

/** Posts as the client at `ip` (the right-most X-Forwarded-For entry, as server.mjs appends it). */
function send(body: unknown, { ip = "203.0.113.10", ...headers }: Record<string, string> = {}) {
  return callRoute<{ success: boolean; data?: { id: string }; error?: string; code?: string }>(
    POST,
    jsonRequest("POST", "/api/contact", body, { "x-forwarded-for": ip, ...headers }),
  );
}

describe("POST /api/contact", () => {
  it("stores a valid message and answers 201", async () => {
    const before = await storedMessages();
    const res = await send(valid, { ip: "203.0.113.1" });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.data?.id).toBeTruthy();
    expect(await storedMessages()).toBe(before + 1);
    const [row] = await db.select().from(contactMessages).limit(1);
    expect(row?.email).toBe("ada@example.com");
    expect(row?.ipHash).not.toContain("203.0.113");
  });

  it.each([
    ["missing email", { ...valid, email: undefined }, 422],
    ["bad email", { ...valid, email: "not-an-email" }, 422],
    ["unknown category", { ...valid, category: "sales" }, 422],
    ["empty message", { ...valid, message: "   " }, 422],
    ["unknown key", { ...valid, role: "ADMIN" }, 400],
  ])("rejects %s with a 4xx envelope and stores nothing", async (_label, body, status) => {
    const before = await storedMessages();
    const res = await send(body, { ip: "203.0.113.2" });
    expect(res.status).toBe(status);
    expect(res.body.success).toBe(false);
    expect(typeof res.body.error).toBe("string");
    expect(await storedMessages()).toBe(before);
  });

  it("rejects malformed JSON (400), a non-JSON content type (415) and an oversized body (413)", async () => {
    const before = await storedMessages();
    const malformed = await callRoute(
      POST,
      jsonRequest("POST", "/api/contact", "{not json", { "content-type": "application/json" }),
    );
    expect(malformed.status).toBe(400);
    const form = await callRoute(
      POST,
      jsonRequest("POST", "/api/contact", "name=x", { "content-type": "application/x-www-form-urlencoded" }),
    );
    expect(form.status).toBe(415);
    const huge = await send({ ...valid, message: "x".repeat(70 * 1024) });
    expect(huge.status).toBe(413);
    expect(await storedMessages()).toBe(before);
  });

  it("refuses a cross-site browser request", async () => {
    const before = await storedMessages();
    const res = await send(valid, { ip: "203.0.113.3", origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await storedMessages()).toBe(before);
  });

  it("rate-limits one client to 5 messages an hour, with Retry-After", async () => {
    for (let i = 0; i < 5; i += 1) expect((await send(valid, { ip: "198.51.100.7" })).status).toBe(201);
    const before = await storedMessages();
    const limited = await send(valid, { ip: "198.51.100.7" });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await storedMessages()).toBe(before);
    // Another client is unaffected.
    expect((await send(valid, { ip: "198.51.100.8" })).status).toBe(201);
  });
});
