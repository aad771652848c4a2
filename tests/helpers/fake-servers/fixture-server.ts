// A small real HTTP server (node:http on 127.0.0.1, random port) for replaying provider fixtures in tests.
// Fixture files are read with fs and sent as the exact bytes on disk. Switches make every request answer an
// error, or hang without answering (for timeouts); every request is counted and logged.
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import path from "node:path";

/** ../shared/fixtures, relative to the repository root the tests run from. */
const FIXTURES_DIR = path.resolve(process.cwd(), "../shared/fixtures");

const fixtureCache = new Map<string, Buffer>();

/** The exact bytes of a fixture file, e.g. fixtureBytes("espn/nba-scoreboard-20241215.json"). */
export function fixtureBytes(relativePath: string): Buffer {
  let bytes = fixtureCache.get(relativePath);
  if (!bytes) {
    bytes = readFileSync(path.join(FIXTURES_DIR, relativePath));
    fixtureCache.set(relativePath, bytes);
  }
  return bytes;
}

/** A fixture file parsed as JSON (for building variants in tests). */
export function fixtureJson<T = unknown>(relativePath: string): T {
  return JSON.parse(fixtureBytes(relativePath).toString("utf8")) as T;
}

export interface FixtureResponse {
  status: number;
  body: Buffer | string;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface FixtureRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Path and query exactly as received. */
  url: string;
  headers: IncomingMessage["headers"];
  /** The request body as text ("" for none). */
  body: string;
}

type FixtureMode =
  /** Route normally. */
  | { kind: "normal" }
  /** Answer every request with this response. */
  | { kind: "respond"; response: FixtureResponse }
  /** Accept the connection and never answer. */
  | { kind: "hang" };

export interface FixtureServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Every request received, oldest first. */
  requests: FixtureRequest[];
  readonly requestCount: number;
  setMode(mode: FixtureMode): void;
  /** Serves `response` for this exact path?query (wins over the routes) until cleared by reset(). */
  override(pathAndQuery: string, response: FixtureResponse): void;
  /** Back to normal routing: mode normal, overrides cleared, request log emptied. */
  reset(): void;
  close(): Promise<void>;
}

export const json = (status: number, body: unknown, headers?: Record<string, string>): FixtureResponse => ({
  status,
  body: JSON.stringify(body),
  contentType: "application/json",
  headers,
});

export interface FixtureServerOptions {
  /** A fixed port (the standalone e2e fake); 0, the default, picks a free one. */
  port?: number;
  host?: string;
}

export async function startFixtureServer(
  route: (request: FixtureRequest) => FixtureResponse | Promise<FixtureResponse>,
  options: FixtureServerOptions = {},
): Promise<FixtureServer> {
  let mode: FixtureMode = { kind: "normal" };
  const overrides = new Map<string, FixtureResponse>();
  const requests: FixtureRequest[] = [];
  const sockets = new Set<Socket>();

  const send = (res: ServerResponse, response: FixtureResponse) => {
    const body = typeof response.body === "string" ? Buffer.from(response.body, "utf8") : response.body;
    res.writeHead(response.status, {
      "content-type": response.contentType ?? "application/json",
      "content-length": String(body.length),
      ...response.headers,
    });
    res.end(body);
  };

  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const parsed = new URL(req.url ?? "/", "http://127.0.0.1");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request: FixtureRequest = {
      method: req.method ?? "GET",
      path: parsed.pathname,
      query: parsed.searchParams,
      url: req.url ?? "/",
      headers: req.headers,
      body: Buffer.concat(chunks).toString("utf8"),
    };
    requests.push(request);
    if (mode.kind === "hang") return; // never answer; the socket is destroyed on close()
    if (mode.kind === "respond") return send(res, mode.response);
    const override = overrides.get(request.url);
    if (override) return send(res, override);
    try {
      send(res, await route(request));
    } catch (error) {
      send(res, json(500, { message: error instanceof Error ? error.message : String(error) }));
    }
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${port}`,
    requests,
    get requestCount() {
      return requests.length;
    },
    setMode(next) {
      mode = next;
    },
    override(pathAndQuery, response) {
      overrides.set(pathAndQuery, response);
    },
    reset() {
      mode = { kind: "normal" };
      overrides.clear();
      requests.length = 0;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
