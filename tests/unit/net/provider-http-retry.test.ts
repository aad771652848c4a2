// A keep-alive connection the server has just closed fails the next request without the server having seen
// it. fetchJson sends a GET once more on a fresh connection then, and never a POST. Real sockets: a local
// server that drops the connection of chosen requests.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { fetchJson, mayRetryOnFreshConnection, ProviderError } from "@/lib/net/provider-http";

let server: Server | null = null;

/** A server that destroys the socket of the requests whose 1-based number `drop` accepts, and answers the rest. */
async function serve(drop: (n: number) => boolean) {
  let seen = 0;
  server = createServer((request, response) => {
    seen += 1;
    if (drop(seen)) {
      request.socket.destroy();
      return;
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ ok: true, n: seen }));
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: new URL(`http://127.0.0.1:${port}/scoreboard`), seen: () => seen };
}

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

describe("fetchJson on a dropped connection", () => {
  it("sends a GET once more and returns the second answer", async () => {
    const target = await serve((n) => n === 1);
    const answer = await fetchJson(target.url, { provider: "espn", timeoutMs: 5_000 });
    expect(answer.body).toEqual({ ok: true, n: 2 });
    expect(target.seen()).toBe(2);
  });

  it("retries only once: a GET dropped twice fails as a network error", async () => {
    const target = await serve(() => true);
    const failure = await fetchJson(target.url, { provider: "espn", timeoutMs: 5_000 }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure).toMatchObject({ kind: "network", retryable: true });
    expect(target.seen()).toBe(2);
  });

  it("never sends a POST twice", async () => {
    const target = await serve((n) => n === 1);
    const failure = await fetchJson(target.url, {
      provider: "paystack",
      timeoutMs: 5_000,
      method: "POST",
      json: { amount: 1 },
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: "network" });
    expect(target.seen()).toBe(1);
  });
});

describe("mayRetryOnFreshConnection", () => {
  const failed = (code: string) =>
    Object.assign(new TypeError("fetch failed"), { cause: Object.assign(new Error(code), { code }) });

  it("allows a GET whose connection was reset or closed, nothing else", () => {
    expect(mayRetryOnFreshConnection("GET", failed("ECONNRESET"))).toBe(true);
    expect(mayRetryOnFreshConnection("GET", failed("UND_ERR_SOCKET"))).toBe(true);
    expect(mayRetryOnFreshConnection("GET", failed("ECONNREFUSED"))).toBe(false);
    expect(mayRetryOnFreshConnection("POST", failed("ECONNRESET"))).toBe(false);
    expect(mayRetryOnFreshConnection("GET", new Error("boom"))).toBe(false);
  });
});
