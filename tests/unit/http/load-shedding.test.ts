// The production server's load shedding (lib/http/load-shedding.mjs): slots per lane, a first-come-first-served
// line, 503 + Retry-After for a request that cannot start in time, a waiting request forgotten when its client
// hangs up, and a slot held until the response has finished.
import { once } from "node:events";
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { SESSION_COOKIE_NAME } from "@/lib/accounts/session-tokens.service";
import {
  BUSY_MESSAGE,
  NOTIFICATION_STREAM_PATH,
  createLane,
  createLoadShedding,
  LOAD_SHEDDING_DEFAULTS,
  loadSheddingConfig,
  requestLane,
  shedReporter,
  type LoadSheddingConfig,
} from "@/lib/http/load-shedding.mjs";

describe("loadSheddingConfig", () => {
  it("uses the defaults when nothing is set (or a variable is empty)", () => {
    const config = loadSheddingConfig({ MAX_CONCURRENT_REQUESTS: "", MAX_QUEUE_WAIT_MS: " " });
    expect(config.dynamic).toEqual({
      maxConcurrent: LOAD_SHEDDING_DEFAULTS.maxConcurrent,
      maxQueueWaitMs: LOAD_SHEDDING_DEFAULTS.maxQueueWaitMs,
      maxQueueLength: LOAD_SHEDDING_DEFAULTS.maxQueueLength,
    });
    expect(config.public.maxConcurrent).toBe(LOAD_SHEDDING_DEFAULTS.maxConcurrentPublic);
    // Streams never wait in line: a stream that finds no slot is answered at once.
    expect(config.stream).toEqual({
      maxConcurrent: LOAD_SHEDDING_DEFAULTS.maxConcurrentStreams,
      maxQueueWaitMs: 0,
      maxQueueLength: 0,
    });
  });

  it("reads each variable, 0 included", () => {
    const config = loadSheddingConfig({
      MAX_CONCURRENT_REQUESTS: "1",
      MAX_CONCURRENT_PUBLIC_REQUESTS: "0",
      MAX_CONCURRENT_STREAMS: "7",
      MAX_QUEUE_WAIT_MS: "250",
    });
    expect(config.dynamic).toMatchObject({ maxConcurrent: 1, maxQueueWaitMs: 250 });
    expect(config.public).toMatchObject({ maxConcurrent: 0, maxQueueWaitMs: 250 });
    expect(config.stream).toMatchObject({ maxConcurrent: 7, maxQueueWaitMs: 0 });
  });

  it.each([
    ["MAX_CONCURRENT_REQUESTS", "many", 'MAX_CONCURRENT_REQUESTS must be a whole number from 0 to 10000 (got "many")'],
    [
      "MAX_CONCURRENT_PUBLIC_REQUESTS",
      "-1",
      'MAX_CONCURRENT_PUBLIC_REQUESTS must be a whole number from 0 to 10000 (got "-1")',
    ],
    ["MAX_CONCURRENT_STREAMS", "x", 'MAX_CONCURRENT_STREAMS must be a whole number from 0 to 10000 (got "x")'],
    ["MAX_QUEUE_WAIT_MS", "1.5", 'MAX_QUEUE_WAIT_MS must be a whole number from 0 to 600000 (got "1.5")'],
    ["MAX_QUEUE_WAIT_MS", "700000", 'MAX_QUEUE_WAIT_MS must be a whole number from 0 to 600000 (got "700000")'],
  ])("refuses %s=%s, naming it", (name, value, message) => {
    expect(() => loadSheddingConfig({ [name]: value })).toThrow(message);
  });
});

describe("createLane", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A request that records when it started and keeps its release. */
  function enter(lane: ReturnType<typeof createLane>, name: string, log: string[]) {
    const handle = { release: () => {}, cancel: () => {} };
    handle.cancel = lane.enter(
      (release) => {
        log.push(`start ${name}`);
        handle.release = release;
      },
      () => log.push(`shed ${name}`),
    );
    return handle;
  }

  it("starts requests up to the limit, then in arrival order as slots free", () => {
    const lane = createLane({ maxConcurrent: 2, maxQueueWaitMs: 1000 });
    const log: string[] = [];
    const [a, b] = [enter(lane, "a", log), enter(lane, "b", log)];
    enter(lane, "c", log);
    enter(lane, "d", log);
    enter(lane, "e", log);
    expect(log).toEqual(["start a", "start b"]);
    expect([lane.active, lane.waiting]).toEqual([2, 3]);

    b.release();
    a.release();
    expect(log).toEqual(["start a", "start b", "start c", "start d"]);
    expect([lane.active, lane.waiting]).toEqual([2, 1]);
  });

  it("gives a slot back once however often release is called", () => {
    const lane = createLane({ maxConcurrent: 1, maxQueueWaitMs: 1000 });
    const log: string[] = [];
    const a = enter(lane, "a", log);
    const b = enter(lane, "b", log);
    enter(lane, "c", log);
    a.release();
    a.release();
    expect(log).toEqual(["start a", "start b"]);
    expect([lane.active, lane.waiting]).toEqual([1, 1]);
    b.release();
    expect(log.at(-1)).toBe("start c");
  });

  it("sheds a request that waited maxQueueWaitMs without a slot, and never starts it", () => {
    const lane = createLane({ maxConcurrent: 1, maxQueueWaitMs: 500 });
    const log: string[] = [];
    const a = enter(lane, "a", log);
    enter(lane, "b", log);
    vi.advanceTimersByTime(499);
    expect(log).toEqual(["start a"]);
    enter(lane, "c", log);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(["start a", "shed b"]);

    a.release();
    expect(log).toEqual(["start a", "shed b", "start c"]);
    vi.advanceTimersByTime(1000);
    expect(log).toEqual(["start a", "shed b", "start c"]);
  });

  it("forgets a cancelled request (its client left): neither started nor shed, and it holds no place", () => {
    const lane = createLane({ maxConcurrent: 1, maxQueueWaitMs: 500 });
    const log: string[] = [];
    const a = enter(lane, "a", log);
    const b = enter(lane, "b", log);
    enter(lane, "c", log);
    b.cancel();
    expect(lane.waiting).toBe(1);
    a.release();
    vi.advanceTimersByTime(1000);
    expect(log).toEqual(["start a", "start c"]);
  });

  it("sheds at once when the line is full or there is no wait", () => {
    const full = createLane({ maxConcurrent: 1, maxQueueWaitMs: 500, maxQueueLength: 1 });
    const log: string[] = [];
    enter(full, "a", log);
    enter(full, "b", log);
    enter(full, "c", log);
    expect(log).toEqual(["start a", "shed c"]);

    const noWait = createLane({ maxConcurrent: 1, maxQueueWaitMs: 0 });
    const other: string[] = [];
    enter(noWait, "a", other);
    enter(noWait, "b", other);
    expect(other).toEqual(["start a", "shed b"]);
  });

  it("has no limit with maxConcurrent 0", () => {
    const lane = createLane({ maxConcurrent: 0, maxQueueWaitMs: 0 });
    const log: string[] = [];
    for (const name of ["a", "b", "c"]) enter(lane, name, log);
    expect(log).toEqual(["start a", "start b", "start c"]);
    expect(lane.active).toBe(3);
  });
});

describe("requestLane", () => {
  const lane = (method: string, url: string, headers: Record<string, string> = {}) =>
    requestLane({ method, url, headers });

  it("lets the health check and the build's files through without a slot", () => {
    expect(lane("GET", "/api/health")).toBe("bypass");
    expect(lane("HEAD", "/api/health?probe=1")).toBe("bypass");
    expect(lane("GET", "/_next/static/chunks/app.js")).toBe("bypass");
    expect(lane("POST", "/api/health")).toBe("dynamic");
  });

  it("puts reads of public pages and of the API without credentials in the public lane", () => {
    for (const url of [
      "/",
      "/terms",
      "/predictions?date=week",
      "/predictions/abc",
      "/api/predictions?limit=12",
      "/api/ping",
      "/_next/image?url=x",
    ]) {
      expect(lane("GET", url)).toBe("public");
    }
    expect(lane("HEAD", "/tips")).toBe("public");
    expect(lane("OPTIONS", "/api/predictions")).toBe("public");
    // A public page is the same cached document for a member.
    expect(lane("GET", "/predictions", { cookie: `${SESSION_COOKIE_NAME}=token` })).toBe("public");
  });

  it(
    "puts API calls with credentials and every write in the dynamic lane; the signed-in pages are static shells, " +
      "public",
    () => {
      for (const url of [
        "/user/dashboard",
        "/admin",
        "/admin/login",
        "/auth/login?callbackUrl=%2F",
        "/user",
        "/%75ser/dashboard",
      ]) {
        expect(lane("GET", url, { cookie: `${SESSION_COOKIE_NAME}=token` })).toBe("public");
      }
      expect(lane("GET", "/api/predictions", { cookie: `theme=dark; ${SESSION_COOKIE_NAME}=token` })).toBe("dynamic");
      expect(lane("GET", "/api/predictions", { cookie: `__Secure-${SESSION_COOKIE_NAME}.0=token` })).toBe("dynamic");
      expect(lane("GET", "/api/predictions", { authorization: "Bearer ek_live_x" })).toBe("dynamic");
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) expect(lane(method, "/api/contact")).toBe("dynamic");
      expect(lane("GET", "http://example.test/api/user/dashboard", { cookie: `${SESSION_COOKIE_NAME}=token` })).toBe(
        "dynamic",
      );
    },
  );

  it("gives the notification stream its own lane, whoever asks; anything else on its path is not a stream", () => {
    const cookie = { cookie: `${SESSION_COOKIE_NAME}=token` };
    expect(lane("GET", NOTIFICATION_STREAM_PATH, cookie)).toBe("stream");
    expect(lane("GET", `${NOTIFICATION_STREAM_PATH}?x=1`, { authorization: "Bearer t" })).toBe("stream");
    expect(lane("GET", NOTIFICATION_STREAM_PATH)).toBe("stream");
    expect(lane("POST", NOTIFICATION_STREAM_PATH, cookie)).toBe("dynamic");
    expect(lane("GET", "/api/user/notifications", cookie)).toBe("dynamic");
    expect(lane("GET", `${NOTIFICATION_STREAM_PATH}/more`, cookie)).toBe("dynamic");
  });

  it("does not take a look-alike cookie for a session", () => {
    expect(lane("GET", "/api/predictions", { cookie: `not${SESSION_COOKIE_NAME}=x; ad_consent=1` })).toBe("public");
    expect(lane("GET", "/users-guide")).toBe("public");
  });
});

describe("shedReporter", () => {
  it("reports the first shed request at once, then a count at most once per interval", () => {
    let time = 0;
    const lines: string[] = [];
    const report = shedReporter((line) => lines.push(line), { intervalMs: 10_000, now: () => time });
    const dynamic = {
      lane: "dynamic" as const,
      limits: { maxConcurrent: 8, maxQueueWaitMs: 3000, maxQueueLength: 1000 },
    };
    const publicLane = {
      lane: "public" as const,
      limits: { maxConcurrent: 32, maxQueueWaitMs: 3000, maxQueueLength: 1000 },
    };
    report(dynamic);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("answered 503 (busy) to 1 in the dynamic lane (8 at once, 3000 ms wait)");
    time = 4000;
    report(dynamic);
    report(publicLane);
    expect(lines).toHaveLength(1);
    time = 10_000;
    report(dynamic);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      "2 in the dynamic lane (8 at once, 3000 ms wait) and 1 in the public lane (32 at once, 3000 ms wait) in the " +
        "last 10 s",
    );
  });
});

describe("createLoadShedding over HTTP", () => {
  let server: Server;
  let port: number;
  const pending: Array<{ url: string; res: ServerResponse }> = [];
  const started: string[] = [];
  const shed: string[] = [];

  async function listen(config: LoadSheddingConfig) {
    const shedding = createLoadShedding(config, { onShed: ({ lane }) => shed.push(lane) });
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      shedding.admit(req, res, () => {
        const url = req.url ?? "";
        started.push(`${req.method} ${url}`);
        // A path with "hold" in it keeps its slot until the test finishes it; anything else answers at once.
        if (url.includes("hold")) pending.push({ url, res });
        else res.end("done");
      });
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    port = (server.address() as AddressInfo).port;
    return shedding;
  }

  afterEach(async () => {
    for (const { res } of pending.splice(0)) res.end();
    started.length = 0;
    shed.length = 0;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  interface Answer {
    status: number;
    headers: Record<string, unknown>;
    body: string;
  }

  function send(method: string, path: string, body?: string): { answer: Promise<Answer>; abort: () => void } {
    const req = request({
      host: "127.0.0.1",
      port,
      method,
      path,
      agent: false,
      headers: body ? { "content-type": "application/json" } : {},
    });
    const answer = new Promise<Answer>((resolve, reject) => {
      req.on("response", (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }),
        );
      });
      req.on("error", reject);
    });
    req.end(body);
    return { answer, abort: () => req.destroy() };
  }

  /** Resolves once the server has handed `count` requests to the handler. */
  async function startedCount(count: number) {
    await vi.waitFor(() => expect(started.length).toBeGreaterThanOrEqual(count), { timeout: 5000, interval: 5 });
  }

  async function waitingCount(shedding: ReturnType<typeof createLoadShedding>, count: number) {
    await vi.waitFor(() => expect(shedding.lanes.dynamic.waiting).toBe(count), { timeout: 5000, interval: 5 });
  }

  const config = (dynamic: number, wait: number, streams = 1): LoadSheddingConfig => ({
    dynamic: { maxConcurrent: dynamic, maxQueueWaitMs: wait, maxQueueLength: 100 },
    public: { maxConcurrent: 1, maxQueueWaitMs: wait, maxQueueLength: 100 },
    stream: { maxConcurrent: streams, maxQueueWaitMs: 0, maxQueueLength: 0 },
  });

  it("answers 503 with Retry-After in the envelope to an API write that could not start; it never runs", async () => {
    await listen(config(1, 200));
    const holder = send("POST", "/user/hold");
    await startedCount(1);

    const write = await send("POST", "/api/contact", "{}").answer;
    expect(write.status).toBe(503);
    expect(write.headers["retry-after"]).toBe("1");
    expect(write.headers["content-type"]).toBe("application/json");
    expect(write.headers["cache-control"]).toBe("private, no-store");
    expect(JSON.parse(write.body)).toEqual({ success: false, error: BUSY_MESSAGE, code: "service_unavailable" });

    // A native form post to a page: a write, answered in plain text.
    const page = await send("POST", "/admin/dashboard").answer;
    expect(page.status).toBe(503);
    expect(page.headers["retry-after"]).toBe("1");
    expect(page.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(page.body).toBe(`${BUSY_MESSAGE}\n`);

    expect(started).toEqual(["POST /user/hold"]);
    expect(shed).toEqual(["dynamic", "dynamic"]);
    pending[0]!.res.end("held");
    expect((await holder.answer).status).toBe(200);
  });

  it("keeps a lane's slot until the response has finished, then starts the next in line", async () => {
    const shedding = await listen(config(1, 5000));
    const first = send("POST", "/user/hold-1");
    await startedCount(1);
    const second = send("POST", "/user/hold-2");
    const third = send("POST", "/user/next");
    // The second and third wait behind the first: nothing more starts while it is unfinished.
    await waitingCount(shedding, 2);
    expect(started).toEqual(["POST /user/hold-1"]);

    pending[0]!.res.end("one");
    expect((await first.answer).body).toBe("one");
    await startedCount(2);
    expect(started).toEqual(["POST /user/hold-1", "POST /user/hold-2"]);
    pending[1]!.res.end("two");
    expect((await second.answer).body).toBe("two");
    expect((await third.answer).body).toBe("done");
    expect(started).toEqual(["POST /user/hold-1", "POST /user/hold-2", "POST /user/next"]);
    expect(shed).toEqual([]);
  });

  it("forgets a waiting request whose client hung up, frees the slot of one that hung up while served", async () => {
    const shedding = await listen(config(1, 5000));
    const first = send("POST", "/user/hold-1");
    first.answer.catch(() => {});
    await startedCount(1);
    const gone = send("POST", "/user/gone");
    gone.answer.catch(() => {});
    const next = send("POST", "/user/hold-next");
    await waitingCount(shedding, 2);
    gone.abort();
    await waitingCount(shedding, 1);

    // The client being served hangs up: its slot goes to the next still waiting, not to the one that left.
    first.abort();
    await startedCount(2);
    expect(started).toEqual(["POST /user/hold-1", "POST /user/hold-next"]);
    pending[1]!.res.end("next");
    expect((await next.answer).body).toBe("next");
    expect(shed).toEqual([]);
  });

  it("lets the health check through a full lane, and keeps the public lane apart from the dynamic one", async () => {
    const shedding = await listen(config(1, 100));
    const holder = send("POST", "/user/hold");
    await startedCount(1);

    expect((await send("GET", "/api/health").answer).status).toBe(200);
    expect((await send("GET", "/terms").answer).status).toBe(200);
    expect(shedding.lanes.dynamic.active).toBe(1);
    expect(shedding.lanes.public.active).toBe(0);

    pending[0]!.res.end();
    await holder.answer;
  });

  it("holds open streams apart: they take no slot of a member's calls, and one too many is refused", async () => {
    const shedding = await listen(config(1, 100, 2));
    const streams = [
      send("GET", `${NOTIFICATION_STREAM_PATH}?hold=1`),
      send("GET", `${NOTIFICATION_STREAM_PATH}?hold=2`),
    ];
    await startedCount(2);
    expect(shedding.lanes.stream.active).toBe(2);
    expect(shedding.lanes.dynamic.active).toBe(0);

    // A member's write still runs at once while both streams are open.
    expect((await send("POST", "/api/contact", "{}").answer).status).toBe(200);
    // A third stream is refused without waiting, in the envelope (the bell then polls).
    const third = await send("GET", NOTIFICATION_STREAM_PATH).answer;
    expect(third.status).toBe(503);
    expect(JSON.parse(third.body)).toMatchObject({ success: false, code: "service_unavailable" });
    expect(shed).toEqual(["stream"]);

    // A closed stream gives its slot back.
    pending[0]!.res.end();
    await streams[0]!.answer;
    await vi.waitFor(() => expect(shedding.lanes.stream.active).toBe(1), { timeout: 5000, interval: 5 });
    pending[1]!.res.end();
    await streams[1]!.answer;
  });
});
