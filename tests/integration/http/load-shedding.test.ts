import { randomBytes } from "node:crypto";
import { request, type ClientRequest, type IncomingMessage } from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startAppServer, type AppServer } from "../../../bench/lib/server";
import { BUSY_MESSAGE } from "@/lib/http/load-shedding.mjs";

// The production server (server.mjs) with one slot in its dynamic lane and a 300 ms wait: while a sign-in whose
// body is still arriving holds that slot, every other per-request call is answered 503 with Retry-After (the
// envelope on the API, a sentence on pages) and never reaches Next, so a shed write changes nothing; /api/health
// and the public lane keep answering. The slot is made busy by holding a request open rather than by load, so
// the outcome does not depend on how fast this machine renders. Builds first when the sources changed
// (scripts/start.mjs), hence the long set-up.

const SUPERADMIN = {
  email: "shedding-admin@example.com",
  password: `Lantern-Quartz-${randomBytes(6).toString("hex")}`,
};
const QUEUE_WAIT_MS = 300;

let server: AppServer;
let token: string;

function api(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${server.baseUrl}${path}`, {
    ...init,
    headers: {
      accept: "application/json",
      "content-type": "application/json",
      authorization: `Bearer ${token}`,
      ...init.headers,
    },
  });
}

/**
 * POST /api/auth/login with only part of its body sent: the server has admitted it (and so holds the lane's
 * one slot) once it answers `100 Continue`, which Node sends just before handing the request on. Next reads
 * the body to the end, so the slot stays taken until finish() sends the rest.
 */
async function holdTheSlot(): Promise<{ finish: () => Promise<IncomingMessage> }> {
  const body = Buffer.from(JSON.stringify(SUPERADMIN));
  const req: ClientRequest = request(`${server.baseUrl}/api/auth/login`, {
    method: "POST",
    agent: false,
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      "content-length": body.length,
      expect: "100-continue",
    },
  });
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    req.on("response", resolve);
    req.on("error", reject);
  });
  await new Promise<void>((resolve, reject) => {
    req.once("continue", resolve);
    req.once("error", reject);
  });
  req.write(body.subarray(0, 10));
  return {
    finish: () => {
      req.end(body.subarray(10));
      return response;
    },
  };
}

beforeAll(async () => {
  server = await startAppServer({
    env: {
      SUPERADMIN_EMAIL: SUPERADMIN.email,
      SUPERADMIN_PASSWORD: SUPERADMIN.password,
      SEED_DEMO_DATA: "false",
      MAX_CONCURRENT_REQUESTS: "1",
      MAX_QUEUE_WAIT_MS: String(QUEUE_WAIT_MS),
    },
    captureOutput: true,
    label: "server with one dynamic slot",
  });
  const login = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(SUPERADMIN),
  });
  expect(login.status).toBe(200);
  token = ((await login.json()) as { data: { token: string } }).data.token;
}, 25 * 60_000);

afterAll(async () => {
  await server?.stop();
});

describe("load shedding in the production server", () => {
  it(
    "answers 503 + Retry-After to what cannot start in time, runs none of it, and keeps health and public pages " +
      "answering",
    async () => {
      const email = `shed-${randomBytes(4).toString("hex")}@example.com`;
      const newUser = JSON.stringify({
        fullName: "Shed Write",
        email,
        password: `Shed-Lantern-${randomBytes(6).toString("hex")}`,
        role: "USER",
        emailVerified: true,
      });

      const holder = await holdTheSlot();

      // Several at once, a write among them: each waits its 300 ms in line, then is told to come back.
      const [write, read, formPost] = await Promise.all([
        api("/api/users", { method: "POST", body: newUser }),
        api("/api/users?search=shed"),
        // A native form post to a page (a submit before the page's code ran) is a write too.
        fetch(`${server.baseUrl}/auth/login`, {
          method: "POST",
          headers: { accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
          body: "email=x",
        }),
      ]);
      expect(write.status).toBe(503);
      expect(write.headers.get("retry-after")).toBe("1");
      expect(write.headers.get("content-type")).toBe("application/json");
      expect(await write.json()).toEqual({ success: false, error: BUSY_MESSAGE, code: "service_unavailable" });
      expect(read.status).toBe(503);
      expect(await read.json()).toMatchObject({ success: false, code: "service_unavailable" });
      expect(formPost.status).toBe(503);
      expect(formPost.headers.get("retry-after")).toBe("1");
      expect(await formPost.text()).toBe(`${BUSY_MESSAGE}\n`);

      // The pages are static shells, in the public lane, signed-in ones included: they keep answering.
      const signInPage = await fetch(`${server.baseUrl}/auth/login`, { headers: { accept: "text/html" } });
      expect(signInPage.status).toBe(200);
      const memberPage = await fetch(`${server.baseUrl}/user/dashboard`, {
        headers: { accept: "text/html" },
        redirect: "manual",
      });
      expect(memberPage.status).toBe(307);

      // Never queued: the health check. In its own lane: a public page.
      const health = await fetch(`${server.baseUrl}/api/health`);
      expect(health.status).toBe(200);
      expect(((await health.json()) as { data: { status: string } }).data.status).toBe("ok");
      const terms = await fetch(`${server.baseUrl}/terms`, { headers: { accept: "text/html" } });
      expect(terms.status).toBe(200);

      // The held sign-in completes normally once its body is in.
      const signedIn = await holder.finish();
      expect(signedIn.statusCode).toBe(200);
      signedIn.resume();

      // The shed write never ran: no such account. The same request now creates it.
      const search = async () =>
        (
          (await (await api(`/api/users?search=${encodeURIComponent(email)}`)).json()) as {
            data: { users: Array<{ email: string }> };
          }
        ).data.users;
      expect(await search()).toEqual([]);
      expect((await api("/api/users", { method: "POST", body: newUser })).status).toBe(201);
      expect((await search()).map((user) => user.email)).toEqual([email]);

      expect(server.output.some((line) => line.startsWith("load shedding: answered 503 (busy) to"))).toBe(true);
    },
  );
});
