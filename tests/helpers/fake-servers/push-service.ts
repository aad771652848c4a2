// A fake web push service (what FCM, Mozilla autopush, Apple and WNS are to a browser), over TLS on loopback,
// that checks requests the way a real one must: the VAPID Authorization (RFC 8292: an ES256 JWT signed by the
// key in k=, aud = the endpoint's origin, exp within 24 hours, a sub) and the aes128gcm body (RFC 8188), which it
// DECRYPTS with the subscription's private key and auth secret (RFC 8291), exactly as the browser would. It is
// the test oracle of lib/alerts/push.service.ts, so the decryption is written here from the RFCs with
// node:crypto, not taken from the library under test.
//
//   const service = await startFakePushService();
//   const device = service.newSubscription();        // device.json is what the browser POSTs to us
//   ...send...
//   expect(service.messages[0].payload).toEqual({ title: "…" });
//
// Endpoints are https://127.0.0.1:<port>/push/<id> (or https://<name>:<port>/… for the names given in
// `hostnames`, which the certificate also covers; the test's resolver must map them to 127.0.0.1). The
// certificate is self-signed: trust `service.ca` in the sender's policy (never globally).
import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, randomUUID, verify } from "node:crypto";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";

import { generate } from "selfsigned";

/** What the browser hands the application server (PushSubscription.toJSON()). */
interface PushSubscriptionJson {
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
}

/** A subscription made by the test, with the browser-side secrets kept to decrypt what arrives for it. */
export interface FakeDevice {
  id: string;
  json: PushSubscriptionJson;
  /** The user agent's P-256 key pair (raw: 32-byte private, 65-byte uncompressed public) and auth secret. */
  privateKey: Buffer;
  publicKey: Buffer;
  authSecret: Buffer;
}

interface ReceivedPush {
  deviceId: string;
  endpoint: string;
  /** The decrypted body parsed as JSON (the raw text when it is not JSON). */
  payload: unknown;
  text: string;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  /** The k= of the VAPID header: the application server's public key. */
  vapidKey: string;
  /** The JWT's claims (aud, exp, sub). */
  claims: Record<string, unknown>;
  /** Date.now() when the request arrived. */
  receivedAt: number;
}

interface RejectedPush {
  endpoint: string;
  status: number;
  reason: string;
}

export interface FakePushService {
  /** https://127.0.0.1:<port> */
  origin: string;
  port: number;
  /** PEM of the self-signed certificate, to trust in the sender's policy. */
  ca: string;
  newSubscription(options?: { host?: string }): FakeDevice;
  /** Every accepted (decrypted and verified) message, oldest first. */
  messages: ReceivedPush[];
  /** Requests refused for a bad VAPID header or body (and forced answers), oldest first. */
  rejections: RejectedPush[];
  /** Every request received, whatever the answer. */
  readonly requestCount: number;
  /** Answer every request for this device with `status` (404, 410, 500…); null returns to normal. */
  respondWith(device: FakeDevice | string, status: number | null): void;
  /** Resolves once `count` messages have been accepted (rejects after `timeoutMs`). */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

const MAX_JWT_LIFETIME_SECONDS = 24 * 60 * 60;

/**
 * Decrypts an aes128gcm push message body (RFC 8188 framing, RFC 8291 keys) as the user agent does. Throws on
 * anything malformed or a tag that does not verify.
 */
export function decryptPushBody(body: Buffer, ua: { privateKey: Buffer; publicKey: Buffer }, authSecret: Buffer) {
  // RFC 8188 §2.1: salt (16) | rs (uint32) | idlen (1) | keyid (idlen) — for web push the keyid is the
  // application server's ephemeral public key (RFC 8291 §4).
  if (body.length < 21) throw new Error("body shorter than the aes128gcm header");
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  if (idLength !== 65) throw new Error(`keyid of ${idLength} bytes, expected a 65-byte P-256 point`);
  if (recordSize < 18) throw new Error(`record size ${recordSize} too small`);
  const asPublic = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);

  // RFC 8291 §3.3–3.4: the ECDH secret, then IKM = HKDF(auth_secret, ecdh_secret, key_info).
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(ua.privateKey);
  const ecdhSecret = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ua.publicKey, asPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, authSecret, keyInfo, 32));
  // RFC 8188 §2.2–2.3: CEK and NONCE from the salt.
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const baseNonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));

  const plain: Buffer[] = [];
  let sequence = 0;
  for (let offset = 0; offset < records.length; offset += recordSize, sequence++) {
    const record = records.subarray(offset, offset + recordSize);
    const last = offset + recordSize >= records.length;
    if (record.length < 17) throw new Error("record shorter than its tag");
    const nonce = Buffer.from(baseNonce);
    // The record's sequence number XORed into the nonce's low end (RFC 8188 §2.3); fewer than 2^32 records here.
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // Padding: data, one delimiter (2 in the last record, 1 before), then zeros.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (end < 0) throw new Error("record without a padding delimiter");
    const delimiter = padded[end];
    if (delimiter !== (last ? 2 : 1))
      throw new Error(`padding delimiter ${delimiter} in ${last ? "last" : "a"} record`);
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}

type VapidCheck = { ok: true; key: string; claims: Record<string, unknown> } | { ok: false; reason: string };

/** Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292 §3) for a request to `audience`. */
export function verifyVapidHeader(header: string | undefined, audience: string, now = Date.now()): VapidCheck {
  const match = /^vapid\s+t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)\s*,\s*k=([A-Za-z0-9_-]+)$/.exec(
    header?.trim() ?? "",
  );
  if (!match) return { ok: false, reason: "no vapid t=, k= authorization" };
  const [, token, key] = match as unknown as [string, string, string];
  const [headerPart, claimsPart, signaturePart] = token.split(".") as [string, string, string];
  const point = Buffer.from(key, "base64url");
  if (point.length !== 65 || point[0] !== 4) return { ok: false, reason: "k is not an uncompressed P-256 key" };
  let jwtHeader: Record<string, unknown>;
  let claims: Record<string, unknown>;
  try {
    jwtHeader = JSON.parse(Buffer.from(headerPart, "base64url").toString("utf8")) as Record<string, unknown>;
    claims = JSON.parse(Buffer.from(claimsPart, "base64url").toString("utf8")) as Record<string, unknown>;
  } catch {
    return { ok: false, reason: "JWT parts are not JSON" };
  }
  if (jwtHeader.alg !== "ES256") return { ok: false, reason: `alg ${String(jwtHeader.alg)}` };
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${headerPart}.${claimsPart}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signaturePart, "base64url"),
  );
  if (!signed) return { ok: false, reason: "bad signature" };
  if (claims.aud !== audience) return { ok: false, reason: `aud ${String(claims.aud)}, expected ${audience}` };
  const nowSeconds = Math.floor(now / 1000);
  if (typeof claims.exp !== "number" || claims.exp <= nowSeconds) return { ok: false, reason: "expired or no exp" };
  if (claims.exp > nowSeconds + MAX_JWT_LIFETIME_SECONDS) return { ok: false, reason: "exp more than 24 h ahead" };
  if (typeof claims.sub !== "string" || !/^(mailto:|https:)/.test(claims.sub)) {
    return { ok: false, reason: "sub is not a mailto: or https: URL" };
  }
  return { ok: true, key, claims };
}

// Signatures already verified, as a real push service keeps them: a sender reuses one token per push service for
// hours (RFC 8292), so the second request with it only has its expiry checked again. A new or altered token is
// verified in full.
const verifiedTokens = new Map<string, Extract<VapidCheck, { ok: true }>>();

function checkVapid(header: string | undefined, audience: string, now = Date.now()): VapidCheck {
  const key = `${audience} ${header ?? ""}`;
  const known = verifiedTokens.get(key);
  if (known && typeof known.claims.exp === "number" && known.claims.exp > Math.floor(now / 1000)) return known;
  const check = verifyVapidHeader(header, audience, now);
  if (check.ok) verifiedTokens.set(key, check);
  return check;
}

export async function startFakePushService(
  options: { hostnames?: string[]; port?: number } = {},
): Promise<FakePushService> {
  const names = options.hostnames ?? [];
  const pems = await generate([{ name: "commonName", value: "fake push service" }], {
    keyType: "ec",
    algorithm: "sha256",
    extensions: [
      { name: "basicConstraints", cA: false },
      {
        name: "subjectAltName",
        altNames: [{ type: 7, ip: "127.0.0.1" }, ...names.map((value) => ({ type: 2 as const, value }))],
      },
    ],
  });

  const devices = new Map<string, FakeDevice>();
  const forced = new Map<string, number>();
  const messages: ReceivedPush[] = [];
  const rejections: RejectedPush[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let requestCount = 0;
  let port = 0;

  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    requestCount += 1;
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? "")?.[1];
      const device = id ? devices.get(id) : undefined;
      const host = req.headers.host ?? "";
      const endpoint = `https://${host}${req.url ?? ""}`;
      const refuse = (status: number, reason: string) => {
        rejections.push({ endpoint, status, reason });
        res.writeHead(status, { "content-type": "text/plain" }).end(reason);
      };
      if (req.method !== "POST") return refuse(405, "POST only");
      if (!device) return refuse(404, "no such subscription");
      const status = forced.get(device.id);
      if (status) return refuse(status, "forced by the test");

      const vapid = checkVapid(req.headers.authorization, new URL(device.json.endpoint).origin);
      if (!vapid.ok) return refuse(403, `vapid: ${vapid.reason}`);
      if (req.headers["content-encoding"] !== "aes128gcm") return refuse(415, "content-encoding must be aes128gcm");
      if (req.headers.ttl === undefined) return refuse(400, "TTL header missing");
      let text: string;
      try {
        text = decryptPushBody(Buffer.concat(chunks), device, device.authSecret).toString("utf8");
      } catch (error) {
        return refuse(400, `decrypt: ${(error as Error).message}`);
      }
      let payload: unknown = text;
      try {
        payload = JSON.parse(text);
      } catch {
        // kept as text
      }
      messages.push({
        deviceId: device.id,
        endpoint: device.json.endpoint,
        payload,
        text,
        ttl: header(req.headers.ttl),
        urgency: header(req.headers.urgency),
        topic: header(req.headers.topic),
        vapidKey: vapid.key,
        claims: vapid.claims,
        receivedAt: Date.now(),
      });
      res.writeHead(201, { location: `${endpoint}/messages/${randomUUID()}` }).end();
      for (const waiter of [...waiters]) {
        if (messages.length >= waiter.count) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;

  return {
    origin: `https://127.0.0.1:${port}`,
    port,
    ca: pems.cert,
    messages,
    rejections,
    get requestCount() {
      return requestCount;
    },
    newSubscription({ host = "127.0.0.1" } = {}) {
      const ecdh = createECDH("prime256v1");
      const publicKey = ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const id = randomUUID();
      const device: FakeDevice = {
        id,
        privateKey: ecdh.getPrivateKey(),
        publicKey,
        authSecret,
        json: {
          endpoint: `https://${host}:${port}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: publicKey.toString("base64url"), auth: authSecret.toString("base64url") },
        },
      };
      devices.set(id, device);
      return device;
    },
    respondWith(device, status) {
      const id = typeof device === "string" ? device : device.id;
      if (status === null) forced.delete(id);
      else forced.set(id, status);
    },
    waitForMessages(count, timeoutMs = 10_000) {
      if (messages.length >= count) return Promise.resolve(messages.slice());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`waited ${timeoutMs} ms for ${count} push messages, got ${messages.length}`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(messages.slice());
          },
        });
      });
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
