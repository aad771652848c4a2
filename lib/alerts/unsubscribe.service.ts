import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { z } from "zod";

import { db } from "@/db";
import { resolveAuthSecret } from "@/lib/accounts/auth-secret.service";
import { AppError } from "@/lib/core/errors";
import { absoluteUrl } from "@/lib/seo/site-url";

import { turnOffRuleEmail } from "./unsubscribe.queries";

// One-click unsubscribe from alert e-mail (RFC 8058): every alert e-mail names a link that turns off e-mail on the
// rules it came from, without signing in. The link carries a token signed with a key derived from AUTH_SECRET (never
// the session key itself), binding the member and the rules, so a token cannot be edited into another member's or
// another rule's. The token does not expire: an unsubscribe link in an old e-mail must still work.

const KEY_LABEL = "edgecast:alert-unsubscribe:v1";
const MAC_LENGTH = 43; // 32 bytes in base64url, unpadded

const tokenBodySchema = z.strictObject({
  u: z.string().min(1).max(64),
  r: z.array(z.string().min(1).max(64)).min(1).max(50),
});

let derived: { secret: string; key: Buffer } | undefined;

function unsubscribeKey(): Buffer {
  const secret = resolveAuthSecret();
  if (derived?.secret !== secret) derived = { secret, key: createHmac("sha256", secret).update(KEY_LABEL).digest() };
  return derived.key;
}

const mac = (body: string) => createHmac("sha256", unsubscribeKey()).update(body).digest("base64url");

/** The token of a member's rules (sorted, so the same rules always give the same token). */
export function unsubscribeToken(userId: string, ruleIds: readonly string[]): string {
  const body = Buffer.from(JSON.stringify({ u: userId, r: [...new Set(ruleIds)].sort() })).toString("base64url");
  return `${body}.${mac(body)}`;
}

/** The member and rules a token names; null when it was not made here or was altered. */
export function openUnsubscribeToken(token: string): z.output<typeof tokenBodySchema> | null {
  const match = /^([A-Za-z0-9_-]{1,4000})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || match[2]!.length !== MAC_LENGTH) return null;
  const expected = Buffer.from(mac(match[1]!));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = tokenBodySchema.safeParse(JSON.parse(Buffer.from(match[1]!, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The page a person opens from the e-mail, and the URL a mail client POSTs to (List-Unsubscribe). */
export function unsubscribeLinks(userId: string, ruleIds: readonly string[]) {
  const token = unsubscribeToken(userId, ruleIds);
  return {
    page: absoluteUrl(`/alerts/unsubscribe?token=${token}`),
    oneClick: absoluteUrl(`/api/alerts/unsubscribe?token=${token}`),
  };
}

/** The headers of RFC 8058 one-click unsubscribe. */
export function unsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/**
 * Turns e-mail off on the rules a token names (only the member's own rules: the token binds both). Idempotent:
 * a second click changes nothing and still succeeds. Answers how many rules still had e-mail on.
 */
export async function unsubscribeWithToken(token: string): Promise<{ rules: number }> {
  const opened = openUnsubscribeToken(token);
  if (!opened) throw new AppError("validation_failed", "This unsubscribe link is not valid.");
  return { rules: await turnOffRuleEmail(opened.u, opened.r, db) };
}
