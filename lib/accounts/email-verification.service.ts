import "server-only";

import { createHash, randomBytes } from "node:crypto";

import type { DbOrTx } from "@/db";
import { enqueueEmail } from "@/lib/mail/outbox.queries";
import * as verifications from "@/lib/accounts/email-verifications.queries";
import { env } from "@/lib/env";
import { routes } from "@/lib/site-config";

import { verificationEmail } from "@/lib/mail/outbox.service";

// Links that confirm a self-registered address. Like reset links: a random token travels only in the
// e-mail, the database keeps its SHA-256, a link works once and expires.

export const VERIFICATION_TOKEN_TTL_HOURS = 24;
export const VERIFICATION_TOKEN_TTL_MS = VERIFICATION_TOKEN_TTL_HOURS * 60 * 60 * 1000;

export const hashVerificationToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Stores a fresh link for the user and queues the e-mail that carries it, in the caller's transaction. */
export async function issueVerificationLink(user: { id: string; email: string; fullName: string }, now: Date, tx: DbOrTx): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const link = new URL(`${routes.auth.verifyEmail}?token=${token}`, env.APP_URL).toString();
  await verifications.createEmailVerificationToken(
    { userId: user.id, tokenHash: hashVerificationToken(token), expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_TTL_MS) },
    tx,
  );
  await enqueueEmail(verificationEmail(user, link, VERIFICATION_TOKEN_TTL_HOURS), tx);
}
