import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { AppError } from "@/lib/core/errors";
import type { GuardPolicy, Resolver } from "@/lib/net/ssrf-guard";
import { chromiumAvailable } from "@/lib/scraping/render.service";
import { createWebScraper, SCRAPE_REFUSED_MESSAGE, type ScrapeCache } from "@/lib/scraping/web-scraper.service";
import { webScrapeRequestSchema } from "@/lib/scraping/web-scraper.input";
import {
  html,
  redirectTo,
  startCanary,
  startFixtureSite,
  type Canary,
  type FixtureSite,
} from "@/tests/helpers/fake-servers/scraper-sites";

// Rendering in Chromium (wait > 0): the page's scripts run, and every request the browser makes — document,
// scripts, styles, frames, fetch/XHR, WebSockets, redirects — goes through the same guard. The loopback canary
// must receive ZERO connections while the page tries every trick to reach it.

let canary: Canary;
let site: FixtureSite;

const resolver: Resolver = async (hostname) => {
  const table: Record<string, string> = { "public.example": site.host, "evil.example": "127.0.0.1" };
  const address = table[hostname];
  if (!address) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
  return [{ address, family: 4 }];
};

const noCache: ScrapeCache = { get: async () => null, put: async () => undefined };
const policy = (): GuardPolicy => ({ resolve: resolver, allowedPorts: "any", allowedAddresses: [site.host] });

function attackPage(port: number) {
  const c = `127.0.0.1:${port}`;
  return `<!doctype html><html><head><title>Rendered</title>
<link rel="stylesheet" href="http://localhost:${port}/x.css">
<link rel="stylesheet" href="/ok.css">
<script src="http://[::1]:${port}/x.js"></script>
</head><body>
<p id="static">static text</p>
<img src="http://${c}/img.png">
<iframe src="http://0x7f000001:${port}/frame"></iframe>
<iframe src="/to-canary"></iframe>
<script src="/app.js"></script>
</body></html>`;
}

function attackScript(port: number) {
  return `
const out = document.createElement("p"); out.id = "dynamic"; \
out.textContent = "built by script"; document.body.appendChild(out);
const swallow = (p) => p && p.catch && p.catch(() => {});
swallow(fetch("http://127.0.0.1:${port}/fetch"));
swallow(fetch("http://evil.example:${port}/named"));
swallow(fetch("/to-canary"));
swallow(fetch("http://127.0.0.1:${port}/post", { method: "POST", body: "x", mode: "no-cors" }));
try { new WebSocket("ws://127.0.0.1:${port}/ws"); } catch (e) {}
try { new EventSource("http://127.0.0.1:${port}/sse"); } catch (e) {}
try { navigator.sendBeacon("http://127.0.0.1:${port}/beacon", "x"); } catch (e) {}
try { navigator.serviceWorker && swallow(navigator.serviceWorker.register("/sw.js")); } catch (e) {}
try { const x = new XMLHttpRequest(); x.open("GET", "http://[::ffff:127.0.0.1]:${port}/xhr"); x.send(); } catch (e) {}
`;
}

beforeAll(async () => {
  canary = await startCanary();
  site = await startFixtureSite({
    "/": (_req, res) => res.writeHead(200, { "content-type": "text/html" }).end(attackPage(canary.port)),
    "/app.js": (_req, res) =>
      res.writeHead(200, { "content-type": "application/javascript" }).end(attackScript(canary.port)),
    "/ok.css": (_req, res) => res.writeHead(200, { "content-type": "text/css" }).end("p{color:red}"),
    "/sw.js": (_req, res) =>
      res.writeHead(200, { "content-type": "application/javascript" }).end("self.addEventListener('fetch',()=>{})"),
    "/to-canary": redirectTo(`http://127.0.0.1:${canary.port}/redirected`),
    "/plain": html("<html><head><title>Plain</title></head><body><p>plain page</p></body></html>"),
  });
});

afterAll(async () => {
  await site?.close();
  await canary?.close();
});

describe.runIf(chromiumAvailable())("rendering in Chromium behind the guard", () => {
  it("runs the page's scripts and extracts their output, while the canary receives no connection", async () => {
    const scraper = createWebScraper({ policy: policy(), cache: noCache });
    const request = webScrapeRequestSchema.parse({
      url: `http://public.example:${site.port}/`,
      waitFor: 1000,
      extractRules: { dynamic: "#dynamic", static: "#static" },
    });
    const result = await scraper.scrape(request);
    expect(result.data).toEqual({ dynamic: "built by script", static: "static text" });
    expect(result.metadata).toMatchObject({ status: 200, title: "Rendered" });
    // The allowed subresources came through our fetcher (the browser itself cannot reach the network).
    expect(site.requests()).toEqual(expect.arrayContaining(["/", "/app.js", "/ok.css"]));
    expect(canary.connections()).toBe(0);
  }, 60_000);

  it("refuses a document that redirects to loopback as a policy refusal", async () => {
    const scraper = createWebScraper({ policy: policy(), cache: noCache });
    const request = webScrapeRequestSchema.parse({ url: `http://public.example:${site.port}/to-canary`, waitFor: 500 });
    const error = await scraper.scrape(request).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(SCRAPE_REFUSED_MESSAGE);
    expect((error as AppError).code).toBe("validation_failed");
    expect(canary.connections()).toBe(0);
  }, 60_000);

  it("refuses a loopback document outright", async () => {
    const scraper = createWebScraper({ policy: policy(), cache: noCache });
    const request = webScrapeRequestSchema.parse({ url: `http://evil.example:${canary.port}/`, waitFor: 500 });
    const error = await scraper.scrape(request).catch((reason: unknown) => reason);
    // Refused by policy before the browser starts: a 4xx, not the upstream failure.
    expect((error as AppError).message).toBe(SCRAPE_REFUSED_MESSAGE);
    expect((error as AppError).code).toBe("validation_failed");
    expect(canary.connections()).toBe(0);
  }, 60_000);
});
