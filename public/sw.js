// EdgeCast's service worker (plain JavaScript, served as it is from /sw.js, scope "/"). It does three things:
// - shows the push messages the server sends (lib/alerts/push.service.ts) and opens the pick when clicked;
// - keeps one offline page, and serves it when a page cannot be reached at all;
// - nothing else: it never caches signed-in pages, API answers or assets, so nobody sees stale or private data.
// Payloads look like { title, body, url: "/predictions/<id>", tag, predictionId, kind }; any field may be missing.

const OFFLINE_CACHE = "edgecast-offline-v1";
const OFFLINE_URL = "/offline.html";
const DEFAULT_ICON = "/icons/icon-192.png";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: "reload" })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith("edgecast-") && name !== OFFLINE_CACHE)
          .map((name) => caches.delete(name)),
      );
      // Lets the browser start a navigation's request while the worker boots (the page is not slowed down).
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

// Network first, always: a page is only ever answered from the cache (the offline page) when the network fails.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.mode !== "navigate" || request.method !== "GET") return;
  event.respondWith(
    (async () => {
      try {
        const preloaded = await event.preloadResponse;
        return preloaded || (await fetch(request));
      } catch {
        const cache = await caches.open(OFFLINE_CACHE);
        return (await cache.match(OFFLINE_URL)) || Response.error();
      }
    })(),
  );
});

/**
 * A path on this site, or "/": a payload can only send the member somewhere on our own origin, never to a URL
 * it names ("https://…", "//host", "/\\host" and "javascript:" all end at the home page).
 */
function sitePath(value) {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return "/";
  }
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search + url.hash : "/";
  } catch {
    return "/";
  }
}

const text = (value, max) => (typeof value === "string" ? value.slice(0, max) : "");

function readPayload(data) {
  if (!data) return {};
  try {
    const parsed = data.json();
    return parsed && typeof parsed === "object" ? parsed : {};
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener("push", (event) => {
  const payload = readPayload(event.data);
  // The same pick alerted twice replaces its notification instead of stacking a second one.
  const tag = text(payload.tag, 100) || text(payload.predictionId, 100);
  const options = {
    body: text(payload.body, 500),
    icon: typeof payload.icon === "string" ? sitePath(payload.icon) : DEFAULT_ICON,
    badge: DEFAULT_ICON,
    data: { url: sitePath(payload.url) },
  };
  if (tag) Object.assign(options, { tag, renotify: true });
  event.waitUntil(self.registration.showNotification(text(payload.title, 120) || "EdgeCast", options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(sitePath(event.notification.data && event.notification.data.url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => client.url === target);
      if (open) return open.focus();
      // A new window needs the click's user activation; where the browser refuses it (a click the page did not
      // receive from a person), an open tab of the site is taken to the pick instead.
      try {
        const opened = await self.clients.openWindow(target);
        if (opened) return opened;
      } catch {
        // Fall through to an open tab.
      }
      const tab = windows.find((client) => typeof client.navigate === "function");
      if (!tab) return undefined;
      const navigated = await tab.navigate(target);
      return (navigated || tab).focus();
    })(),
  );
});
