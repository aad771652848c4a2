// Methods outside the app's set are answered 405 by the server layer, never passed to Next (which throws
// on methods it does not know and would answer 500).
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { refuseUnsupportedMethod, SUPPORTED_METHODS } from "@/lib/http/unsupported-method.mjs";

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (refuseUnsupportedMethod(req, res)) return;
    res.writeHead(200, { "content-type": "text/plain" });
    res.end("passed through");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

function send(
  method: string,
  path: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe("unsupported methods", () => {
  it.each(["TRACE", "PROPFIND", "MKCOL"])("%s on an API route is 405 in the envelope", async (method) => {
    const response = await send(method, "/api/ping?x=1");
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe(SUPPORTED_METHODS.join(", "));
    expect(JSON.parse(response.body)).toEqual({
      success: false,
      error: "This method is not allowed here.",
      code: "method_not_allowed",
    });
  });

  it("TRACE on a page is 405 in plain text", async () => {
    const response = await send("TRACE", "/predictions");
    expect(response.status).toBe(405);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
  });

  it.each(SUPPORTED_METHODS.filter((method) => method !== "HEAD"))("%s is passed on", async (method) => {
    const response = await send(method, "/api/ping");
    expect(response.status).toBe(200);
    expect(response.body).toBe("passed through");
  });
});
