// Production server: Next's request handler behind a thin node:http layer that fixes two headers
// before Next sees them (security baseline, "CSRF, cookies, redirects, headers"):
// - client-sent x-middleware-* / x-invoke-* / x-nextjs-* headers are dropped, so nobody can claim a
//   request already passed the proxy (the x-middleware-subrequest bypass);
// - the socket peer is appended to X-Forwarded-For, so lib/http/client-ip.ts can count trusted hops
//   from the right and never trusts what the client wrote on the left.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";

import next from "next";

import { refuseUnsupportedMethod } from "./lib/http/unsupported-method.mjs";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "0.0.0.0";
const trustedHops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0);

const INTERNAL_HEADER = /^x-(middleware-|invoke-|nextjs-)/i;

export function sanitiseHeaders(req) {
  for (const name of Object.keys(req.headers)) {
    if (INTERNAL_HEADER.test(name)) delete req.headers[name];
  }
  const peer = req.socket.remoteAddress ?? "unknown";
  const forwarded = req.headers["x-forwarded-for"];
  // Without a trusted proxy in front, whatever the client sent is discarded.
  req.headers["x-forwarded-for"] = trustedHops > 0 && forwarded ? `${forwarded}, ${peer}` : peer;
}

// Lets in-process jobs (which have no request scope) expire cached public data through
// POST /api/internal/revalidate (lib/cache/revalidate.ts). Per process, never logged, never sent out.
const internalHost = hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname;
process.env.EDGECAST_INTERNAL_ORIGIN = `http://${internalHost.includes(":") ? `[${internalHost}]` : internalHost}:${port}`;
process.env.EDGECAST_INTERNAL_SECRET = randomBytes(32).toString("hex");

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  if (refuseUnsupportedMethod(req, res)) return;
  sanitiseHeaders(req);
  handle(req, res);
});
server.listen(port, hostname, () => {
  const shown = hostname === "0.0.0.0" || hostname === "::" ? "localhost" : hostname;
  console.log(`\nEdgeCast is running at http://${shown}:${port}\n`);
  // Pages prerendered by `next build` saw no database (lib/cache/build-phase.ts): expire them now so the
  // first visitor gets data from this server's database.
  fetch(`${process.env.EDGECAST_INTERNAL_ORIGIN}/api/internal/revalidate`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-edgecast-internal": process.env.EDGECAST_INTERNAL_SECRET },
    body: "{}",
  }).catch((error) => console.error("Start-up cache revalidation failed:", error));
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
