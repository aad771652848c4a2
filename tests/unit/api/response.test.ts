import { describe, expect, it } from "vitest";
import { z } from "zod";

import { AppError } from "@/lib/core/errors";
import { fail, ok, okJsonText, toFailure } from "@/lib/api/response";

describe("ok()", () => {
  it("wraps data in the envelope with status 200 and no-store", async () => {
    const res = ok({ id: 1 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { id: 1 } });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("keeps a given status", () => {
    expect(ok(null, { status: 201 }).status).toBe(201);
  });
});

describe("okJsonText()", () => {
  it("answers exactly what ok() answers for the same data, from its JSON text", async () => {
    const data = { predictions: [{ id: "p1", kickoffAt: new Date("2026-11-25T19:00:00Z"), pick: null }], total: 1 };
    const [fromText, fromData] = [okJsonText(JSON.stringify(data)), ok(data)];
    expect(fromText.status).toBe(200);
    expect(await fromText.text()).toBe(await fromData.text());
    expect(fromText.headers.get("content-type")).toBe("application/json");
    expect(fromText.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("toFailure()", () => {
  it("maps an AppError to its code, status, details and headers", () => {
    const failure = toFailure(
      new AppError("rate_limited", "Slow down", { retryAfterSeconds: 5 }, { "Retry-After": "5" }),
    );
    expect(failure.status).toBe(429);
    expect(failure.body).toEqual({
      success: false,
      error: "Slow down",
      code: "rate_limited",
      details: { retryAfterSeconds: 5 },
    });
    expect(failure.headers).toEqual({ "Retry-After": "5" });
  });

  it("maps a ZodError to 422 with a readable first message and flattened issues", () => {
    const result = z.object({ email: z.email() }).safeParse({ email: "nope" });
    const failure = toFailure(result.error);
    expect(failure.status).toBe(422);
    expect(failure.body.code).toBe("validation_failed");
    expect(failure.body.error).toMatch(/^email: /);
    expect(failure.body.details).toEqual([{ path: "email", message: expect.any(String) }]);
  });

  it("maps unknown keys in a strict schema to 400", () => {
    const result = z.object({ a: z.string() }).strict().safeParse({ a: "x", role: "ADMIN" });
    expect(toFailure(result.error).status).toBe(400);
  });

  it("hides unexpected errors behind a generic 500 message", () => {
    const failure = toFailure(new Error('relation "users" does not exist at /srv/app/db.ts:12'));
    expect(failure.status).toBe(500);
    expect(failure.body.code).toBe("internal");
    expect(JSON.stringify(failure.body)).not.toMatch(/relation|users|\/srv/);
  });

  it("maps a database that cannot be reached to 503 with Retry-After, wrapped or not", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const wrapped = Object.assign(new Error("Failed query: select 1"), { cause: refused });
    const shutdown = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
    for (const error of [refused, wrapped, shutdown]) {
      const failure = toFailure(error);
      expect(failure.status).toBe(503);
      expect(failure.body.code).toBe("service_unavailable");
      expect(failure.headers).toEqual({ "Retry-After": "5" });
    }
    // A query error is a bug, not an outage.
    expect(toFailure(Object.assign(new Error("syntax error"), { code: "42601" })).status).toBe(500);
  });

  it("fail() returns a Response whose status matches the envelope", async () => {
    const res = fail(new AppError("not_found", "No such league"));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, error: "No such league", code: "not_found" });
  });
});
