import "server-only";

import { existsSync } from "node:fs";

import type { Browser, Route } from "playwright-core";

import { SafeFetchError, type FetchFailure, type SafeFetcher } from "@/lib/net/safe-fetch";

// Renders a page in headless Chromium for the web scraper when a wait time is asked for, so pages that
// build their content with JavaScript can be read. The browser never touches the network itself:
// every request it makes is intercepted (context.route) and, if it is an allowed GET, fetched by our
// guarded safeFetch and fulfilled from Node; everything else is aborted. WebSockets and service workers
// are blocked. As a backstop the browser is launched with a resolver that resolves nothing and an
// unreachable proxy (loopback included), so a request that escaped interception could not connect.

const CHROMIUM_PATH = "/usr/bin/chromium";

const RENDER_LIMITS = {
  /** Requests one page may make (the document included). */
  maxRequests: 40,
  /** Time for the whole render, launch to content. */
  totalTimeoutMs: 20_000,
} as const;

const LAUNCH_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-dev-shm-usage",
  "--disable-extensions",
  "--disable-sync",
  "--no-first-run",
  "--host-resolver-rules=MAP * ~NOTFOUND",
  "--proxy-server=http://proxy.invalid:1",
  "--proxy-bypass-list=<-loopback>",
  "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
  "--webrtc-ip-handling-policy=disable_non_proxied_udp",
];

/** Resource types a text extraction never needs; refused without fetching. */
const SKIPPED_TYPES = new Set([
  "image",
  "media",
  "font",
  "websocket",
  "eventsource",
  "manifest",
  "texttrack",
  "ping",
  "other",
]);

interface RenderedPage {
  html: string;
  /** The URL that answered the document request, after redirects. */
  url: string;
  status: number;
}

export interface PageRenderer {
  render(
    url: string,
    options: { waitFor: number; timeoutMs: number; documentTypes: readonly string[] },
  ): Promise<RenderedPage>;
}

/** True when a Chromium executable is installed where we expect it. */
export function chromiumAvailable(path: string = CHROMIUM_PATH): boolean {
  // A system binary, not a project file: without the comment Turbopack traces the whole project into the
  // server output because it cannot tell where a variable path points.
  return existsSync(/* turbopackIgnore: true */ path);
}

/** Signals that the render failed because the document itself was refused or unreadable (no fallback). */
export class RenderDocumentError extends Error {
  override readonly name = "RenderDocumentError";
  constructor(
    message: string,
    /** The document (or a redirect of it) was refused by the address policy, not unreachable. */
    readonly blocked = false,
    /** Why the document could not be fetched, when its fetch said (safe-fetch's classes). */
    readonly failure?: FetchFailure,
  ) {
    super(message);
  }
}

export function createPageRenderer(fetcher: SafeFetcher, executablePath: string = CHROMIUM_PATH): PageRenderer {
  return {
    async render(url, { waitFor, timeoutMs, documentTypes }) {
      const { chromium } = await import("playwright-core");
      const deadline = Date.now() + Math.min(timeoutMs + waitFor, RENDER_LIMITS.totalTimeoutMs);
      const remaining = () => Math.max(1, deadline - Date.now());
      const browser: Browser = await chromium.launch({
        executablePath,
        headless: true,
        args: LAUNCH_ARGS,
        timeout: remaining(),
      });
      const killer = setTimeout(() => void browser.close().catch(() => undefined), remaining());
      try {
        const context = await browser.newContext({
          serviceWorkers: "block",
          acceptDownloads: false,
          javaScriptEnabled: true,
        });
        await context.routeWebSocket(/.*/, (socket) => socket.close({ code: 1008, reason: "blocked" }));
        // Written by the route handler, read after navigation (an object, so TypeScript does not narrow it away).
        const state: {
          requests: number;
          document: { url: string; status: number } | null;
          failure: string | null;
          blocked: boolean;
          failureClass?: FetchFailure;
        } = {
          requests: 0,
          document: null,
          failure: null,
          blocked: false,
        };

        await context.route("**/*", async (route: Route) => {
          const request = route.request();
          const isDocument = request.isNavigationRequest() && request.frame().parentFrame() === null;
          state.requests += 1;
          const refuse = (reason: string) => {
            if (isDocument) state.failure = reason;
            return route.abort("blockedbyclient").catch(() => undefined);
          };
          const target = request.url();
          if (!/^https?:/i.test(target)) return refuse("scheme");
          if (request.method() !== "GET") return refuse("method");
          if (!isDocument && (SKIPPED_TYPES.has(request.resourceType()) || state.requests > RENDER_LIMITS.maxRequests))
            return refuse("skipped");
          try {
            const response = await fetcher.fetch(target, {
              timeoutMs: remaining(),
              acceptTypes: isDocument ? documentTypes : "any",
              accept: request.headers()["accept"],
            });
            if (isDocument) state.document = { url: response.url, status: response.status };
            await route.fulfill({ status: response.status, contentType: response.contentType, body: response.body });
          } catch (error) {
            if (isDocument && error instanceof SafeFetchError) {
              state.blocked ||= error.blocked;
              state.failureClass = error.failure;
            }
            await refuse(error instanceof Error ? error.message : "fetch failed");
          }
        });

        const page = await context.newPage();
        try {
          await page.goto(url, { waitUntil: "domcontentloaded", timeout: remaining() });
        } catch (error) {
          const timedOut = error instanceof Error && error.name === "TimeoutError";
          if (state.failure || !state.document)
            throw new RenderDocumentError(
              state.failure ?? String(error),
              state.blocked,
              state.failureClass ?? (timedOut ? "timed_out" : undefined),
            );
          throw error;
        }
        const answered = state.document;
        if (!answered || state.failure)
          throw new RenderDocumentError(state.failure ?? "no document", state.blocked, state.failureClass);
        await page.waitForTimeout(Math.min(waitFor, Math.max(0, remaining() - 500)));
        const html = await page.content();
        return { html, url: answered.url, status: answered.status };
      } finally {
        clearTimeout(killer);
        await browser.close().catch(() => undefined);
      }
    },
  };
}
