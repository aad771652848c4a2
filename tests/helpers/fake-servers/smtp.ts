// A local mail sink for e2e: a small SMTP server (the wire protocol nodemailer speaks to any relay: EHLO,
// MAIL FROM, RCPT TO, DATA, QUIT; no TLS, no auth) that keeps every message in memory, and an HTTP API to
// read them (GET /messages?to=<address>). The app is pointed at it with SMTP_URL, as at a real relay, so
// the outbox, the sender and nodemailer all run for real. Nothing leaves 127.0.0.1.
import { createServer as createHttpServer } from "node:http";
import { createServer as createTcpServer, type Socket } from "node:net";

interface SunkMessage {
  to: string[];
  subject: string;
  /** The decoded text body (the text/plain part of a multipart message). */
  text: string;
  /** The decoded text/html part of a multipart message, when it has one. */
  html?: string;
  /** Every header, names lower-cased, folded lines joined (List-Unsubscribe, List-Unsubscribe-Post…). */
  headers: Record<string, string>;
  receivedAt: string;
}

export interface FakeMailSink {
  smtpUrl: string;
  httpUrl: string;
  messages: SunkMessage[];
  close(): Promise<void>;
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/**
 * Headers (unfolded, names lower-cased) and the decoded text of a message: its body when single-part, its
 * text/plain and text/html parts when multipart (an alert e-mail with its HTML version).
 */
function parseMessage(raw: string): { headers: Map<string, string>; text: string; html?: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = split >= 0 ? raw.slice(0, split) : raw;
  const body = split >= 0 ? raw.slice(split + 4) : "";
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const boundary = /multipart\/[a-z]+;.*boundary="?([^";]+)"?/i.exec(headers.get("content-type") ?? "")?.[1];
  if (!boundary) return { headers, text: decodeBody(headers, body) };
  const parts = body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith("--"))
    .map((part) => parseMessage(part.replace(/^\r\n/, "")));
  const typed = (type: string) =>
    parts.find((part) => (part.headers.get("content-type") ?? "").toLowerCase().startsWith(type))?.text;
  return { headers, text: typed("text/plain") ?? "", html: typed("text/html") };
}

function decodeSubject(value: string): string {
  // RFC 2047 encoded words, as nodemailer writes non-ASCII subjects.
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
    kind.toLowerCase() === "b"
      ? Buffer.from(data, "base64").toString("utf8")
      : Buffer.from(
          data
            .replace(/_/g, " ")
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

function serveSmtp(socket: Socket, messages: SunkMessage[]) {
  let buffer = "";
  let inData = false;
  let recipients: string[] = [];
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply("220 fake-smtp ready");
  socket.on("data", (chunk) => {
    buffer += chunk.toString("latin1");
    for (;;) {
      if (inData) {
        const end = buffer.indexOf("\r\n.\r\n");
        if (end < 0) return;
        const raw = Buffer.from(buffer.slice(0, end).replace(/^\.\./gm, "."), "latin1").toString("utf8");
        buffer = buffer.slice(end + 5);
        inData = false;
        const { headers, text, html } = parseMessage(raw);
        messages.push({
          to: recipients,
          subject: decodeSubject(headers.get("subject") ?? ""),
          text,
          ...(html === undefined ? {} : { html }),
          headers: Object.fromEntries(headers),
          receivedAt: new Date().toISOString(),
        });
        recipients = [];
        reply("250 2.0.0 queued");
        continue;
      }
      const newline = buffer.indexOf("\r\n");
      if (newline < 0) return;
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === "EHLO") {
        reply("250-fake-smtp");
        reply("250 8BITMIME");
      } else if (verb === "HELO" || verb === "MAIL" || verb === "RSET" || verb === "NOOP") {
        if (verb === "RSET") recipients = [];
        reply("250 OK");
      } else if (verb === "RCPT") {
        const address = /<([^>]*)>/.exec(line)?.[1];
        if (address) recipients.push(address.toLowerCase());
        reply("250 OK");
      } else if (verb === "DATA") {
        inData = true;
        reply("354 end with <CRLF>.<CRLF>");
      } else if (verb === "QUIT") {
        reply("221 bye");
        socket.end();
        return;
      } else {
        reply("502 command not implemented");
      }
    }
  });
  socket.on("error", () => socket.destroy());
}

export async function startFakeMailSink({ smtpPort = 0, httpPort = 0 } = {}): Promise<FakeMailSink> {
  const messages: SunkMessage[] = [];
  const smtp = createTcpServer((socket) => serveSmtp(socket, messages));
  const http = createHttpServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://sink.invalid");
    if (request.method === "GET" && url.pathname === "/health") {
      response.writeHead(200, { "content-type": "text/plain" }).end("ok");
      return;
    }
    if (request.method === "GET" && url.pathname === "/messages") {
      const to = url.searchParams.get("to")?.toLowerCase();
      const found = to ? messages.filter((message) => message.to.includes(to)) : messages;
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(found));
      return;
    }
    response.writeHead(404).end();
  });
  const listen = (
    server: { listen: (port: number, host: string, callback: () => void) => unknown; address: () => unknown },
    port: number,
  ) =>
    new Promise<number>((resolve) =>
      server.listen(port, "127.0.0.1", () => resolve((server.address() as { port: number }).port)),
    );
  const [boundSmtp, boundHttp] = await Promise.all([listen(smtp, smtpPort), listen(http, httpPort)]);
  return {
    smtpUrl: `smtp://127.0.0.1:${boundSmtp}`,
    httpUrl: `http://127.0.0.1:${boundHttp}`,
    messages,
    close: () =>
      Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => http.close(() => resolve())),
      ]).then(() => undefined),
  };
}
