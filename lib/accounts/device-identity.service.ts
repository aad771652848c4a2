import "server-only";

import { createHmac, randomUUID } from "node:crypto";

import { resolveAuthSecret } from "./auth-secret.service";
import { useSecureCookies } from "./session-tokens.service";

// What says "the same browser" and "the same network" when one person tries to claim a free period twice: a device
// cookie (a random id set the first time a claim-related request has none; HttpOnly, two years) and the network
// address, kept only as an HMAC under the auth secret (the raw address is never stored). Both are signals, not proof:
// clearing cookies defeats the first, which is why the trial is also keyed on the normalised address and the account
// (docs/decisions.md, "Trial, invitations and earned days").

export const DEVICE_COOKIE = "ec_device";
const DEVICE_COOKIE_MAX_AGE_SECONDS = 2 * 365 * 24 * 3600;
const DEVICE_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The device id a request carries, or null (absent or not one of ours). */
export function deviceIdOf(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== DEVICE_COOKIE) continue;
    const value = decodeURIComponent(rest.join("="));
    return DEVICE_ID_PATTERN.test(value) ? value : null;
  }
  return null;
}

/** The request's device id, or a new one with the Set-Cookie header that issues it. */
export function deviceIdentity(cookieHeader: string | null | undefined): {
  deviceId: string;
  setCookie: string | null;
} {
  const existing = deviceIdOf(cookieHeader);
  if (existing) return { deviceId: existing, setCookie: null };
  const deviceId = randomUUID();
  const parts = [
    `${DEVICE_COOKIE}=${deviceId}`,
    "Path=/",
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (useSecureCookies) parts.push("Secure");
  return { deviceId, setCookie: parts.join("; ") };
}

/** The network address as a keyed hash: comparable between accounts, useless to anyone without the secret. */
export function hashNetworkAddress(ip: string): string {
  return createHmac("sha256", resolveAuthSecret()).update(`network:${ip}`).digest("base64url");
}
