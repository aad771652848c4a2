import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";

import { describe, expect, it, vi } from "vitest";

// public/sw.js, run in a sandbox with a fake service worker global: what a push shows, where a click goes
// (never off the site), and that only failed navigations are answered from the cache.

const SOURCE = readFileSync("public/sw.js", "utf8");
const ORIGIN = "https://edgecast.example";

type Listener = (event: Record<string, unknown>) => void;

function loadWorker(windows: { url: string; focus: () => Promise<unknown> }[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const cached = new Response("offline page");
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => void shown.push({ title, options }),
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  const caches = { open: async () => ({ match: async () => cached }), keys: async () => [] };
  const offline = () => Promise.reject(new TypeError("offline"));
  runInNewContext(SOURCE, { self, caches, URL, Request, Response, fetch: offline });
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)!({
      ...event,
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
      respondWith: (promise: Promise<unknown>) => pending.push(promise),
    });
    return Promise.all(pending);
  };
  return { dispatch, shown, opened, cached, listeners };
}

const pushEvent = (payload: unknown) => ({
  data:
    payload === undefined
      ? null
      : {
          json: () => (typeof payload === "string" ? JSON.parse(payload) : payload),
          text: () => String(payload),
        },
});

describe("service worker: push", () => {
  it("shows the alert with its tag, so the same pick replaces its notification", async () => {
    const worker = loadWorker();
    await worker.dispatch(
      "push",
      pushEvent({ title: "Value pick", body: "Arsenal @ 2.40", url: "/predictions/7b9e", tag: "7b9e", kind: "test" }),
    );
    expect(worker.shown).toEqual([
      {
        title: "Value pick",
        options: {
          body: "Arsenal @ 2.40",
          icon: "/icons/icon-192.png",
          badge: "/icons/icon-192.png",
          data: { url: "/predictions/7b9e" },
          tag: "7b9e",
          renotify: true,
        },
      },
    ]);
  });

  it("tolerates missing fields, a predictionId without a tag, an empty or non-JSON message", async () => {
    const worker = loadWorker();
    await worker.dispatch("push", pushEvent({ predictionId: "p1" }));
    await worker.dispatch("push", pushEvent(undefined));
    await worker.dispatch("push", pushEvent("not json"));
    await worker.dispatch("push", pushEvent({ title: 42, body: ["x"], url: 7 }));
    expect(worker.shown.map((item) => [item.title, item.options.tag ?? null, item.options.data])).toEqual([
      ["EdgeCast", "p1", { url: "/" }],
      ["EdgeCast", null, { url: "/" }],
      ["EdgeCast", null, { url: "/" }],
      ["EdgeCast", null, { url: "/" }],
    ]);
    expect(worker.shown[2]!.options.body).toBe("not json");
  });
});

describe("service worker: notification click", () => {
  const click = async (url: unknown, windows: { url: string; focus: () => Promise<unknown> }[] = []) => {
    const worker = loadWorker(windows);
    const close = vi.fn();
    await worker.dispatch("notificationclick", { notification: { close, data: { url } } });
    expect(close).toHaveBeenCalled();
    return worker.opened;
  };

  it("opens the pick on this site", async () => {
    expect(await click("/predictions/7b9e?from=push#odds")).toEqual([`${ORIGIN}/predictions/7b9e?from=push#odds`]);
  });

  it.each(["https://evil.example/phish", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "", null, 5])(
    "never leaves the site for %j: the home page instead",
    async (url) => {
      expect(await click(url)).toEqual([`${ORIGIN}/`]);
    },
  );

  it("focuses a tab already open on that page instead of opening another", async () => {
    const focus = vi.fn(async () => undefined);
    expect(await click("/predictions/1", [{ url: `${ORIGIN}/predictions/1`, focus }])).toEqual([]);
    expect(focus).toHaveBeenCalled();
  });
});

describe("service worker: fetch", () => {
  it("serves the cached offline page only to a navigation the network could not answer", async () => {
    const worker = loadWorker();
    const answers: unknown[] = [];
    const event = (mode: string, method = "GET") => ({
      request: { mode, method },
      preloadResponse: Promise.resolve(undefined),
      respondWith: (promise: Promise<unknown>) => answers.push(promise),
    });
    worker.listeners.get("fetch")!(event("navigate"));
    expect(await answers[0]).toBe(worker.cached);
    // API calls, assets and form posts are not touched: the browser fetches them itself.
    worker.listeners.get("fetch")!(event("cors"));
    worker.listeners.get("fetch")!(event("no-cors"));
    worker.listeners.get("fetch")!(event("navigate", "POST"));
    expect(answers).toHaveLength(1);
  });
});
