// Servers for the web scraper's SSRF tests, all on loopback:
// - a canary that counts every TCP connection it accepts (on 127.0.0.1 and ::1, so every loopback spelling
//   reaches it); the guard tests assert it receives ZERO connections;
// - a "site" on 127.0.0.2 that plays a public web site. Only a scraper built by a test with an explicit
//   allow-list for 127.0.0.2 may reach it: production code has no switch that allows it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export interface Canary {
  port: number;
  connections: () => number;
  close: () => Promise<void>;
}

export async function startCanary(): Promise<Canary> {
  let connections = 0;
  const sockets = new Set<Socket>();
  const onConnection = (socket: Socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  };
  // 127.0.0.1 (IPv4-mapped ::ffff:127.0.0.1 lands here too) and ::1 on the same port. Not the wildcard
  // address, so a fixture site can take the same port on 127.0.0.2 for the DNS-rebinding test.
  const v4 = createServer((_request, response) => response.end("canary"));
  v4.on("connection", onConnection);
  await listen(v4, { host: "127.0.0.1", port: 0 });
  const port = (v4.address() as AddressInfo).port;
  const v6 = createServer((_request, response) => response.end("canary"));
  v6.on("connection", onConnection);
  await listen(v6, { host: "::1", port, ipv6Only: true });
  return {
    port,
    connections: () => connections,
    close: async () => {
      await close(v4, sockets);
      await close(v6, sockets);
    },
  };
}

export type SiteHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface FixtureSite {
  host: string;
  port: number;
  origin: string;
  requests: () => string[];
  close: () => Promise<void>;
}

/** A small web site on `host` (127.0.0.2 by default) answering from a path → handler table. */
export async function startFixtureSite(
  routes: Record<string, SiteHandler>,
  host = "127.0.0.2",
  port = 0,
): Promise<FixtureSite> {
  const seen: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://site").pathname;
    seen.push(path);
    const handler = routes[path];
    if (handler) return handler(request, response);
    response.writeHead(404, { "content-type": "text/plain" }).end("not found");
  });
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await listen(server, { host, port });
  const bound = (server.address() as AddressInfo).port;
  return {
    host,
    port: bound,
    origin: `http://${host}:${bound}`,
    requests: () => [...seen],
    close: () => close(server, sockets),
  };
}

export const html =
  (body: string, status = 200): SiteHandler =>
  (_request, response) =>
    response.writeHead(status, { "content-type": "text/html; charset=utf-8" }).end(body);

export const redirectTo =
  (location: string, status = 302): SiteHandler =>
  (_request, response) =>
    response.writeHead(status, { location }).end();

function listen(server: Server, options: { host: string; port: number; ipv6Only?: boolean }): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options, () => resolve());
  });
}

function close(server: Server, sockets: Set<Socket>): Promise<void> {
  for (const socket of sockets) socket.destroy();
  return new Promise((resolve) => server.close(() => resolve()));
}
