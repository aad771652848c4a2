// The total time limit of a safe fetch holds however slowly the body trickles in, even when the garbage
// collector runs while the body is being read (a timer signal that nothing else references can be
// collected, and with it the deadline).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createSafeFetcher, SafeFetchError } from "@/lib/net/safe-fetch";
import type { GuardPolicy } from "@/lib/net/ssrf-guard";

// The equivalent of `node --expose-gc` for this test process only.
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

let server: Server;
let origin: string;
const openResponses = new Set<NodeJS.Timeout>();

beforeAll(async () => {
  // One byte every 100 ms, for ever: a body that never ends on its own.
  server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html" });
    const timer = setInterval(() => response.write("x"), 100);
    openResponses.add(timer);
    response.on("close", () => {
      clearInterval(timer);
      openResponses.delete(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const timer of openResponses) clearInterval(timer);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const loopbackPolicy: GuardPolicy = {
  resolve: async () => [{ address: "127.0.0.1", family: 4 }],
  allowedPorts: "any",
  allowedAddresses: ["127.0.0.1"],
};

describe("safe fetch total deadline", () => {
  it("aborts a trickling body at the deadline although the collector ran meanwhile", async () => {
    const fetcher = createSafeFetcher(loopbackPolicy);
    const started = Date.now();
    const pending = fetcher.fetch(`${origin}/slow`, { acceptTypes: ["text/html"], timeoutMs: 1_000 });
    const collector = setInterval(gc, 20);
    try {
      // A lost deadline keeps reading: give up after 5 s and fail with a message, not the test's timeout.
      const error = await Promise.race([
        pending.then(
          () => new Error("the fetch finished although the body never ends"),
          (reason: unknown) => reason,
        ),
        new Promise((resolve) => setTimeout(() => resolve(new Error("still reading 5 s after a 1 s deadline")), 5_000)),
      ]);
      expect(error).toBeInstanceOf(SafeFetchError);
      expect((error as SafeFetchError).reason).toBe("timed out");
    } finally {
      clearInterval(collector);
    }
    expect(Date.now() - started).toBeLessThan(4_000);
  }, 15_000);
});
