import { describe, expect, it } from "vitest";
import { z } from "zod";

import { ok } from "@/lib/api/response";
import { withRoute } from "@/lib/api/with-route";

// withRoute's optionalBody: a POST that takes an optional JSON body treats "no body at all" as {}; a body
// that is sent is still held to the usual rules (JSON content type, valid JSON, the schema).

const schema = z.object({ component: z.enum(["all", "database"]).default("all") }).strict();
const optional = withRoute({ auth: "public", body: schema, optionalBody: true }, async ({ body }) => ok(body));
const required = withRoute({ auth: "public", body: schema }, async ({ body }) => ok(body));

const post = (init: { body?: string; headers?: Record<string, string> } = {}) =>
  new Request("http://localhost:3000/api/x", { method: "POST", body: init.body, headers: init.headers });

async function call(handler: typeof optional, request: Request) {
  const res = await handler(request);
  return { status: res.status, body: (await res.json()) as { success: boolean; data?: unknown; code?: string } };
}

describe("withRoute optionalBody", () => {
  it("parses a missing body as {} (schema defaults apply)", async () => {
    expect(await call(optional, post())).toEqual({ status: 200, body: { success: true, data: { component: "all" } } });
    expect(await call(optional, post({ headers: { "content-length": "0" } }))).toMatchObject({
      status: 200,
      body: { data: { component: "all" } },
    });
  });

  it("still parses and validates a body that is sent", async () => {
    const json = { "content-type": "application/json" };
    expect(await call(optional, post({ body: '{"component":"database"}', headers: json }))).toMatchObject({
      status: 200,
      body: { data: { component: "database" } },
    });
    expect((await call(optional, post({ body: '{"component":"x"}', headers: json }))).status).toBe(422);
    expect((await call(optional, post({ body: '{"other":1}', headers: json }))).status).toBe(400);
    expect((await call(optional, post({ body: "{nope", headers: json }))).status).toBe(400);
    expect(
      (await call(optional, post({ body: '{"component":"all"}', headers: { "content-type": "text/plain" } }))).status,
    ).toBe(415);
  });

  it("leaves routes without the flag requiring a body", async () => {
    expect((await call(required, post())).status).toBe(415);
  });
});
